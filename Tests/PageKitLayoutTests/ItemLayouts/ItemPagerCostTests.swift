import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// A pager with an item layout pays per call, not per item: counted through what a test can
/// hand it, its source and its snap strategy, every drag, frame, release, command, read and
/// viewport change makes a bounded number of source requests and asks its strategy at most once
/// (and the strategy makes a bounded number of `span(at:)` and `index(at:)` calls on the strip
/// it is shown), the same for ten items as for a million. Speed itself is for the benchmarks.
///
/// (The pager's own geometry calls cannot be counted from here: it takes a `PagerLayout`, not a
/// `StripLayout` a test could instrument.)
@Suite struct ItemPagerCostTests {
  /// The most source requests (`id(at:)`, `page(at:)`, `index(of:)`) any one call may make:
  /// a viewport change to 1,024 points brings about eight 150-point items into view at once.
  static let maximumSourceCalls = 48
  /// The most strategy questions one call may ask: a drag frame (the target) and a release.
  static let maximumTargets = 1
  /// The most layout calls a strategy may make answering one question (`SnapCostTests`).
  static let maximumSpans = 32
  static let maximumLookups = 6

  final class Counter: @unchecked Sendable {
    var sourceCalls = 0
    var targets = 0
    let strip = StripCallCounter()

    func reset() {
      sourceCalls = 0
      targets = 0
      strip.spans = 0
      strip.lookups = 0
    }
  }

  /// `count` integer items that count every request.
  struct CountingSource: PageSource {
    let count: Int
    let counter: Counter
    func page(at index: Int) -> Int? {
      counter.sourceCalls += 1
      return index >= 0 && index < count ? index : nil
    }
    func id(at index: Int) -> Int? {
      counter.sourceCalls += 1
      return index >= 0 && index < count ? index : nil
    }
    func index(of id: Int) -> Int? {
      counter.sourceCalls += 1
      return id >= 0 && id < count ? id : nil
    }
  }

  /// `DirectionalSnap`, shown the pager's strip through a counting wrapper.
  struct CountingSnap: SnapStrategy {
    let base: DirectionalSnap
    let counter: Counter
    func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
      counter.targets += 1
      return base.target(
        for: SnapProposal(
          strip: CountingStrip(base: proposal.strip, counter: counter.strip),
          viewportLength: proposal.viewportLength, anchor: proposal.anchor,
          currentOffset: proposal.currentOffset, proposedOffset: proposal.proposedOffset,
          contentVelocity: proposal.contentVelocity, dragStartOffset: proposal.dragStartOffset,
          referenceIndex: proposal.referenceIndex))
    }
  }

  static func expectBoundedCalls(count: Int, layout: PagerLayout) throws {
    let counter = Counter()
    let pager = try Pager(
      source: CountingSource(count: count, counter: counter), layout: layout,
      anchor: .leading(16), snap: CountingSnap(base: try DirectionalSnap(), counter: counter),
      initialIndex: count / 2, configuration: PagerConfiguration(viewportLength: 375))
    var worst = (source: 0, targets: 0, spans: 0, lookups: 0, call: "")
    var calls = 0
    func measure(_ call: String, _ body: () throws -> Void) rethrows {
      counter.reset()
      try body()
      calls += 1
      let spans = counter.strip.spans
      let lookups = counter.strip.lookups
      if counter.sourceCalls > worst.source || counter.targets > worst.targets
        || spans > worst.spans || lookups > worst.lookups
      {
        worst = (
          max(worst.source, counter.sourceCalls), max(worst.targets, counter.targets),
          max(worst.spans, spans), max(worst.lookups, lookups), call
        )
      }
    }
    var now = 0.0
    func frames() throws {
      try measure("advance") { try pager.advance(to: now) }
      while pager.phase == .settling {
        now += 1.0 / 60
        try measure("advance") { try pager.advance(to: now) }
      }
    }
    try measure("beginDrag") { try pager.beginDrag() }
    for _ in 0..<40 { try measure("drag") { try pager.drag(by: -37) } }
    try measure("endDrag") { try pager.endDrag(velocity: -2_500) }
    try frames()
    try measure("scroll") { try pager.scroll(to: count - 1) }
    try frames()
    try measure("scroll") { try pager.scroll(to: 0, animated: false) }
    try measure("beginDrag") { try pager.beginDrag() }
    try measure("drag") { try pager.drag(by: 500) }  // into the rubber band
    try measure("endDrag") { try pager.endDrag(velocity: 800) }
    try frames()
    measure("reads") {
      _ = pager.position
      _ = pager.currentIndex
      _ = pager.targetIndex
      _ = pager.motion
    }
    measure("livePages") {
      for page in pager.livePages { _ = page.origin }
    }
    try measure("setPageLength") { try pager.setViewportLength(1_024) }
    // The sequence ran (and asked the strategy): the bounds below are not vacuous.
    #expect(calls > 50 && worst.targets >= 1 && worst.source >= 1)
    #expect(
      worst.source <= maximumSourceCalls && worst.targets <= maximumTargets
        && worst.spans <= maximumSpans && worst.lookups <= maximumLookups,
      """
      \(count) items: at worst \(worst.source) source calls, \(worst.targets) strategy calls, \
      \(worst.spans) span and \(worst.lookups) index calls (the last record by \(worst.call))
      """)
    #expect(pager.phase == .idle && pager.settledIndex == 0)
    pager.expectInvariants()
  }

  @Test(arguments: [10, 1_000_000])
  func uniformLayoutsTakeBoundedCalls(count: Int) throws {
    try Self.expectBoundedCalls(count: count, layout: .uniform(itemLength: 150, spacing: 10))
  }

  @Test(arguments: [10, 1_000_000])
  func variableLayoutsTakeBoundedCalls(count: Int) throws {
    var random = SplitMix64(seed: UInt64(count))
    let lengths = (0..<count).map { _ in random.double(in: 10...300) }
    try Self.expectBoundedCalls(count: count, layout: .variable(itemLengths: lengths, spacing: 4))
  }
}
