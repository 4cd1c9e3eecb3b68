import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// When a seed fails, the randomized driver prints the pager's calls as a shrunk trace: its
/// JSON, and a Swift test ready to paste.
@Suite struct TraceDriverTests {
  /// A keyed pager whose "layout rule" is deliberately wrong: it must never rest past page 2.
  final class StrictSubject: RandomizedPagingSubject {
    let base: KeyedPagerSubject<ArrayPageSource<Int, Int>>
    var controller: Pager<ArrayPageSource<Int, Int>, SlideTransition> { base.controller }

    init() throws {
      base = try KeyedPagerSubject(keys: Array(0..<8), initialIndex: 0) {
        ArrayPageSource($0, id: \.self)
      }
    }

    var itemStride: Double { base.itemStride }
    var settledPageID: Int? { base.settledPageID }
    var indexBounds: PageBounds { base.indexBounds }
    var keys: [Int] { base.keys }
    func beginDrag() throws(PagerError) { try base.beginDrag() }
    func drag(by translation: Double) throws(PagerError) { try base.drag(by: translation) }
    func endDrag(velocity: Double) throws(PagerError) { try base.endDrag(velocity: velocity) }
    func advance(to timestamp: Double) throws(PagerError) { try base.advance(to: timestamp) }
    func reload(keys: [Int]) throws(PagerError) { try base.reload(keys: keys) }
    func snapshot() -> PagerSnapshot<Int> { base.snapshot() }
    func restore(_ snapshot: PagerSnapshot<Int>) throws(PagerError) { try base.restore(snapshot) }
    func checkInvariants() -> [String] { base.checkInvariants() }
    func attachTraceRecorder() -> PagerTraceRecorder<Int>? { base.attachTraceRecorder() }
    func checkLayout() -> [String] {
      controller.phase == .idle && controller.settledIndex > 2
        ? ["rested on page \(controller.settledIndex)"] : []
    }
  }

  @Test func aFailingSeedPrintsItsShrunkTraceAndATest() throws {
    // Given the first seed that breaks the wrong rule.
    var found: RandomizedPagingDriver.Failure?
    for seed: UInt64 in 1...50 where found == nil {
      let subject = try StrictSubject()
      let steps = RandomizedPagingDriver.steps(
        seed: seed, count: 40, itemStride: subject.itemStride)
      found = RandomizedPagingDriver.run(
        steps, on: subject, layout: "strict", seed: seed
      ) { try? StrictSubject() }
    }
    let failure = try #require(found)
    // Then its report holds a shrunk trace of a few steps, and a test to paste.
    let report = "\(failure)"
    let shrunk = try #require(failure.shrunk)
    #expect(shrunk.hasPrefix("shrunk trace ("), "\(report)")
    #expect(report.contains("@Test func seed\(failure.seed)() throws {"))
    // The printed test cannot carry the layout rule (`checkTrace` does not know it). The shrunk
    // trace breaks it as the pager runs to rest after its last step, so the printed test records
    // the driver's finding there and fails as the run did (a finding at a step is reported by a
    // stand-in rule instead: `PastedTraceTestTests`).
    #expect(report.contains("#expect(try checkTrace(trace) == [])"), "\(report)")
    #expect(report.contains(#"Issue.record("layout: rested on page "#), "\(report)")
    let start = try #require(shrunk.range(of: "):\n"))
    let end = try #require(shrunk.range(of: "as a test:"))
    let trace = try PagerTrace<Int>(json: String(shrunk[start.upperBound..<end.lowerBound]))
    #expect(trace.steps.count <= 5, "\(report)")
    // And it moves the pager (the rule breaks at rest past page 2).
    #expect(
      trace.steps.contains { step in
        if case .scroll = step.input { return true }
        if case .endDrag = step.input { return true }
        if case .scrollToNext = step.input { return true }
        return false
      }, "\(report)")
  }
}

/// An auto-scroller's steps are recorded as `autoScroll` inputs and replay with their cause.
@Suite struct TraceAutoScrollTests {
  @Test func anAutoScrolledPagerReplaysIdentically() throws {
    // Given a pager that turns itself every second, recorded for five seconds with a swipe.
    let pager = try Pager(
      source: ArrayPageSource(["A", "B", "C", "D"], id: \.self).circular(),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    let scroller = try AutoScroller(interval: 1)
    var time = 0.0
    try pager.advance(to: time)
    for frame in 1...300 {
      time = Double(frame) / 60
      try pager.advance(to: time)
      scroller.advance(pager, to: time)
      if frame == 150 {
        try pager.beginDrag()
        try pager.drag(by: -30)
        try pager.endDrag(velocity: -600)
      }
    }
    // Then its steps are in the trace, with the cause in their events, and it replays.
    let trace = try #require(recorder.trace())
    let steps = trace.steps.filter {
      if case .autoScroll = $0.input { return true }
      return false
    }
    #expect(steps.count >= 3)
    #expect(
      steps.first?.outcome.events.contains {
        if case .willChangePage(let change) = $0 { return change.cause == .autoScroll }
        return false
      } == true)
    #expect(try trace.replay() == .identical)
    #expect(try PagerTrace<String>(json: try trace.jsonString()) == trace)
  }
}
