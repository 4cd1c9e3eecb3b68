import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The strip's per-call cost, proven by counting the layout calls it makes: a bounded number of
/// `span(at:)` and `index(at:)` calls per drag, frame, release, command and read, the same for
/// ten items as for a million (so O(1) for a uniform layout, O(log n) for a variable one whose
/// `index(at:)` is a binary search). Speed itself is for the benchmarks.
@Suite struct SnappingStripCostTests {
  /// The most layout calls any one call into the strip may make (a drag, the costliest, makes
  /// 20 to 23 span and 4 to 5 index calls: the strategy's choice and the reported position).
  static let maximumSpans = 48
  static let maximumLookups = 8

  static func expectBoundedCalls<Base: StripLayout>(on base: Base) throws {
    let counter = SnapCostTests.Counter()
    let layout = SnapCostTests.CountingStrip(base: base, counter: counter)
    let count = base.count
    let strip = try SnappingStrip(
      source: GeneratedPageSource(count: count) { $0 }, layout: layout,
      snap: DirectionalSnap(), viewportLength: 375, anchor: .leading(16),
      initialIndex: count / 2)
    var worst = (spans: 0, lookups: 0, call: "")
    func measure(_ call: String, _ body: () throws -> Void) rethrows {
      counter.spans = 0
      counter.lookups = 0
      try body()
      if counter.spans + counter.lookups > worst.spans + worst.lookups {
        worst = (counter.spans, counter.lookups, call)
      }
    }
    var now = 0.0
    func frames() throws {
      try measure("advance") { try strip.advance(to: now) }
      while strip.phase == .settling {
        now += 1.0 / 60
        try measure("advance") { try strip.advance(to: now) }
      }
    }
    try measure("beginDrag") { try strip.beginDrag() }
    for _ in 0..<40 { try measure("drag") { try strip.drag(by: -37) } }
    try measure("endDrag") { try strip.endDrag(velocity: -2_500) }
    try frames()
    try measure("scroll") { try strip.scroll(to: count - 1) }
    try frames()
    try measure("scroll") { try strip.scroll(to: 0, animated: false) }
    try measure("beginDrag") { try strip.beginDrag() }
    try measure("drag") { try strip.drag(by: 500) }  // into the rubber band
    try measure("endDrag") { try strip.endDrag(velocity: 800) }
    try frames()
    measure("reads") {
      _ = strip.position
      _ = strip.currentIndex
      _ = strip.targetIndex
    }
    measure("visibleItems") {
      for item in strip.visibleItems { _ = item.frameOrigin }
    }
    try measure("setViewportLength") { try strip.setViewportLength(1_024) }
    #expect(
      worst.spans <= maximumSpans && worst.lookups <= maximumLookups,
      "\(count) items: \(worst.call) made \(worst.spans) span and \(worst.lookups) index calls")
    strip.expectInvariants()
  }

  @Test(arguments: [10, 1_000_000])
  func uniformStripsTakeBoundedCalls(count: Int) throws {
    try Self.expectBoundedCalls(
      on: UniformStrip(
        count: count, itemLength: 150, spacing: 10, leadingInset: 16, trailingInset: 16))
  }

  @Test(arguments: [10, 1_000_000])
  func variableStripsTakeBoundedCalls(count: Int) throws {
    var random = SplitMix64(seed: UInt64(count))
    let lengths = (0..<count).map { _ in random.double(in: 10...300) }
    try Self.expectBoundedCalls(on: VariableStrip(lengths: lengths, spacing: 4))
  }
}
