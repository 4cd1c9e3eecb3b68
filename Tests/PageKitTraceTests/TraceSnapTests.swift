import PageKitCore
import PageKitSnap
import PageKitTrace
import Testing

/// PageKitSnap's strategies are recorded by name and replay through `withPageKitSnap()`.
@Suite struct TraceSnapTests {
  @Test(arguments: [
    PagerTrace<String>.Strategy(name: "NearestSnap"), .init(name: "FreeScroll"),
    .init(name: "DirectionalSnap", parameters: ["velocityThreshold": 150]),
    .init(name: "ViewportSnap", parameters: ["velocityThreshold": 450]),
  ])
  func aShelfWithEachStrategyReplaysIdentically(strategy: PagerTrace<String>.Strategy) throws {
    // Given a shelf of items with the strategy, and a recorder.
    let resolver = PagerTraceResolver.builtIn.withPageKitSnap()
    let snap = try resolver.snap(for: strategy, step: nil, field: "")
    #expect(PagerTrace<String>.Strategy(describing: snap) == strategy)
    let pager = try Pager(
      source: ArrayPageSource((0..<12).map { "item \($0)" }, id: \.self),
      layout: .uniform(itemLength: 90, spacing: 10), anchor: .leading(16), snap: snap,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = PagerTraceRecorder(recording: pager)
    // When the user flings it twice and it glides or settles.
    var time = 0.0
    try pager.advance(to: time)
    for velocity in [-1_800.0, 700] {
      try pager.beginDrag()
      try pager.drag(by: velocity / 20)
      try pager.endDrag(velocity: velocity)
      for _ in 0..<180 {
        time += 1.0 / 60
        try pager.advance(to: time)
      }
    }
    // Then its trace replays identically with PageKitSnap's builders, and not without them.
    let trace = try #require(recorder.trace())
    #expect(trace.start.snap == strategy)
    #expect(try trace.replay(resolver: resolver) == .identical)
    #expect(throws: PagerTraceError.self) { try trace.replay() }
  }

  @Test func aFlightRecorderStartsOnlyAtARestOnAnItem() throws {
    // Given a free-scrolling shelf resting on an item, recorded by a flight recorder of 4 steps.
    let pager = try Pager(
      source: ArrayPageSource((0..<12).map { "item \($0)" }, id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16), snap: FreeScroll(),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(4))
    try pager.advance(to: 0)
    try pager.scroll(to: 2, animated: false)
    #expect(recorder.trace()?.steps.count == 2)
    // When a release glides to rest between items and the ring forgets the steps before.
    try pager.beginDrag()
    try pager.drag(by: -40)
    try pager.endDrag(velocity: -1_000)
    var time = 0.0
    while pager.phase != .idle, time < 20 {
      time += 1.0 / 60
      try pager.advance(to: time)
    }
    try pager.advance(to: time + 1)
    // Then no trace starts between items (the offset is not the settled item's, though the
    // position at rest reads the settled index): a new pager could not start there.
    #expect(pager.phase == .idle)
    #expect(pager.contentOffset != 310 * Double(pager.settledIndex))
    let trace = recorder.trace()
    #expect(trace == nil, "\(trace?.steps.count ?? 0) steps")
  }
}
