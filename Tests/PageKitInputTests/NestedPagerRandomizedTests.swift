import PageKitCore
import PageKitTestSupport
import Testing

/// Random gestures through a `NestedPagerCoordinator`, between frames and commands on either
/// pager, for both hand-over policies: each pager's events keep the ledger's rules (every change
/// announced and landed or cancelled once), a child never enters its rubber band during a
/// gesture that began with it, the parent is off the child's page within such a gesture only
/// while the child is at its edge (and never moves in it on a new gesture's policy, nor beside
/// a loop), and a gesture that began with the parent never moves the child.
@Suite struct NestedPagerRandomizedTests {
  typealias Tabs = Pager<ArrayPageSource<String, String>, SlideTransition>
  typealias Cards = Pager<CircularPageSource<ArrayPageSource<Int, Int>>, SlideTransition>

  /// The seeds each policy declares (a tenth in the quick run).
  static let seeds: ClosedRange<UInt64> = 1...600

  @Test(arguments: NestedHandOver.allCases)
  func randomGesturesKeepEveryRule(_ policy: NestedHandOver) throws {
    var failures = 0
    for seed in RandomizedSeeds.seeds(Self.seeds) where failures < 3 {
      if let failure = try Self.run(seed: seed, policy: policy) {
        failures += 1
        Issue.record("seed \(seed), \(policy): \(failure)")
      }
    }
  }

  /// The first broken rule of `seed`'s sequence, if any.
  static func run(seed: UInt64, policy: NestedHandOver) throws -> String? {
    var random = SplitMix64(seed: seed)
    let direction: LayoutDirection = random.chance(0.2) ? .rightToLeft : .leftToRight
    let tabCount = random.int(in: 2...5)
    let names = (0..<tabCount).map { "tab\($0)" }
    let home = random.int(in: 0...(tabCount - 1))
    let tabs: Tabs = try Pager(
      source: ArrayPageSource(names, id: \.self), initialIndex: random.int(in: 0...(tabCount - 1)),
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: direction))
    let loops = random.chance(0.2)
    let cardCount = random.int(in: 1...6)
    let layout: PagerLayout =
      random.chance(0.5) ? .uniform(itemLength: 300, spacing: 10) : .fullPage
    let cards: Cards = try Pager(
      source: ArrayPageSource(Array(0..<cardCount)).circular(wraps: loops), layout: layout,
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: direction))
    let tabLedger = PagingEventLedger(attachingTo: tabs, settled: tabs.settledPageID)
    let cardLedger = PagingEventLedger(attachingTo: cards, settled: cards.settledPageID)
    let nested = NestedPagerCoordinator(
      parent: tabs, child: cards, childPageID: names[home], handOver: policy)
    var clock = 0.0
    try nested.advance(to: clock)
    var log: [String] = []

    for _ in 0..<30 {
      switch random.int(in: 0...9) {
      case 0...5:
        // A gesture: a few moves either way, a release.
        let childFirst = nested.childIsInPlace
        try nested.beginDrag()
        log.append("begin (child in place: \(childFirst))")
        let tabsAtStart = tabs.contentOffset
        var childMoved = false
        for _ in 0..<random.int(in: 1...6) {
          let translation = random.double(in: -700...700)
          let tabsBefore = tabs.contentOffset
          let cardsBefore = cards.contentOffset
          try nested.drag(by: translation)
          log.append("drag \(translation)")
          if cards.contentOffset != cardsBefore { childMoved = true }
          guard childFirst else {
            if cards.contentOffset != cardsBefore {
              return "the child moved in the parent's gesture: \(log)"
            }
            continue
          }
          if cards.overscroll > 1e-9 {
            return "the child is in its rubber band (\(cards.overscroll) points): \(log)"
          }
          if tabs.contentOffset != tabsBefore {
            if cards.loops { return "the parent moved beside a loop: \(log)" }
            if policy == .onNewGesture, childMoved {
              return "the parent moved on a new gesture's policy: \(log)"
            }
          }
          // The parent is off the child's page only while the child is at its edge, the way
          // the parent went.
          // (On a new gesture's policy a gesture from the edge past it is the parent's alone.)
          let travel = tabs.contentOffset - tabsAtStart
          if policy == .withinGesture, abs(travel) > 1e-6 {
            let sign = direction == .rightToLeft ? -1.0 : 1.0
            let room = cards.dragRoom(toward: -travel * sign)
            if room != 0 {
              return
                "the parent is off the child's page with the child \(room) from its edge: \(log)"
            }
          }
        }
        if policy == .onNewGesture, childFirst, childMoved, tabs.contentOffset != tabsAtStart {
          return "the parent moved in the child's gesture: \(log)"
        }
        let velocity = [0, 300, -300, 2_000, -2_000, random.double(in: -5_000...5_000)][
          random.int(in: 0...5)]
        try nested.endDrag(velocity: velocity)
        log.append("end \(velocity)")
      case 6, 7:
        for _ in 0..<random.int(in: 1...40) {
          clock += 1.0 / 60
          try nested.advance(to: clock)
        }
        log.append("frames to \(clock)")
      case 8:
        let index = random.int(in: 0...(tabCount - 1))
        try? tabs.scroll(to: index)
        log.append("tabs to \(index)")
      default:
        let index = random.int(in: 0...(cardCount - 1))
        try? cards.scroll(to: index)
        log.append("cards to \(index)")
      }
    }
    for _ in 0..<240 {
      clock += 1.0 / 60
      try nested.advance(to: clock)
    }
    if let violation = tabLedger.violations.first { return "tabs: \(violation): \(log)" }
    if let violation = cardLedger.violations.first { return "cards: \(violation): \(log)" }
    return nil
  }
}
