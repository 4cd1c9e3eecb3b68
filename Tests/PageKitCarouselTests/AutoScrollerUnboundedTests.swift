import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

/// An auto-scroller over a pager whose source has no count (a calendar, a feed): it steps on past
/// every page in a direction without an end, and keeps its end behaviour at an end that exists.
@Suite struct AutoScrollerUnboundedTests {
  typealias DayPager = Pager<UnboundedPageSource<Int>, SlideTransition>

  /// A pager over the integer pages of `source`, 375 points wide, resting on `initialIndex`.
  func makePager(_ source: UnboundedPageSource<Int>, at initialIndex: Int = 0) throws -> DayPager {
    try Pager(
      source: source, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  @Test(arguments: [PageDirection.forward, .reverse])
  func aPagerWithoutEndsStepsOnInEitherDirection(direction: PageDirection) throws {
    // Given a pager of every day, count 0 but not empty, resting on today
    let pager = try makePager(UnboundedPageSource { $0 })
    #expect(pager.count == 0 && !pager.isEmpty)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(direction: direction))
    try host.tick()
    // When 13.5 seconds of frames pass
    try host.run(through: 13.5)
    // Then it moved every three seconds, one day each time, announced once with `.autoScroll`.
    let sign = direction == .forward ? 1 : -1
    #expect(host.moveTimes == [3, 6, 9, 12])
    #expect(host.moves.map(\.action.index) == [1, 2, 3, 4].map { $0 * sign })
    #expect(host.moves.allSatisfy { $0.action.kind == .step && $0.action.direction == direction })
    #expect(host.didIndices == [1, 2, 3, 4].map { $0 * sign })
    #expect(host.didCauses == Array(repeating: .autoScroll, count: 4))
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test(arguments: AutoScroller.EndBehavior.allCases)
  func farFromZeroItStepsPastAnyIndexWithoutAnEnd(behavior: AutoScroller.EndBehavior) throws {
    // Given a feed from its first post on, resting a million posts in
    let pager = try makePager(UnboundedPageSource(first: 0) { $0 }, at: 1_000_000)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: behavior))
    try host.tick()
    try host.run(through: 9.5)
    try host.runUntilIdle()
    // Then the end behaviour never comes into it: there is no end ahead.
    #expect(host.moves.map(\.action.index) == [1_000_001, 1_000_002, 1_000_003])
    #expect(host.didCauses == [.autoScroll, .autoScroll, .autoScroll])
  }

  @Test func atAnEndThatExistsItStops() throws {
    // Given days up to 9 (no first day), resting on 7
    let pager = try makePager(UnboundedPageSource(end: 10) { $0 }, at: 7)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: .stop))
    try host.tick()
    try host.run(through: 15.5)
    // Then it moves to 8 and 9, and stays there.
    #expect(host.moves.map(\.action.index) == [8, 9])
    #expect(host.didIndices == [8, 9])
    #expect(pager.settledIndex == 9)
  }

  @Test func aRewindWithNoFirstIndexStops() throws {
    // Given days up to 9, with no first day to rewind to
    let pager = try makePager(UnboundedPageSource(end: 10) { $0 }, at: 7)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: .rewind))
    try host.tick()
    try host.run(through: 15.5)
    // Then it stops at 9, as `.stop` does: there is nowhere to rewind to.
    #expect(host.moves.map(\.action.index) == [8, 9])
    #expect(host.moves.allSatisfy { $0.action.kind == .step })
    #expect(pager.settledIndex == 9 && host.scroller.nextFireTime == 18)
  }

  @Test func aRewindInReverseWithNoLastIndexStops() throws {
    // Given a feed from its first post on, scrolled in reverse from post 2
    let pager = try makePager(UnboundedPageSource(first: 0) { $0 }, at: 2)
    let host = try AutoScrollHost(
      pager, scroller: AutoScroller(endBehavior: .rewind, direction: .reverse))
    try host.tick()
    try host.run(through: 15.5)
    // Then it reaches the first post and stops: there is no last post to rewind to.
    #expect(host.moves.map(\.action.index) == [1, 0])
    #expect(pager.settledIndex == 0)
  }

  @Test func aRewindGoesBackToAFirstIndexThatIsNotZero() throws {
    // Given pages -3 up to 1 (both ends, no count), resting on 0
    let pager = try makePager(UnboundedPageSource(first: -3, end: 2) { $0 }, at: 0)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: .rewind))
    try host.tick()
    try host.run(through: 9.5)
    try host.runUntilIdle()
    // Then it steps to 1, rewinds to -3 (the first index, not 0), and steps on.
    #expect(host.moves.map(\.action.index) == [1, -3, -2])
    #expect(host.moves.map(\.action.kind) == [.step, .rewind, .step])
    #expect(host.didIndices == [1, -3, -2])
  }

  @Test func aPingPongTurnsAtAnEndThatExists() throws {
    let pager = try makePager(UnboundedPageSource(end: 10) { $0 }, at: 8)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: .reverse))
    try host.tick()
    try host.run(through: 12.5)
    #expect(host.moves.map(\.action.index) == [9, 8, 7, 6])
    #expect(host.scroller.direction == .reverse)
  }

  @Test(arguments: AutoScroller.EndBehavior.allCases)
  func theFarEndOfTheReachIsAnEnd(behavior: AutoScroller.EndBehavior) throws {
    // Given a feed from its first post on, one page before the end of the pager's reach
    let last = PagerLayout.reachableItemMagnitude
    let pager = try makePager(UnboundedPageSource(first: 0) { $0 }, at: last - 1)
    let host = try AutoScrollHost(pager, scroller: AutoScroller(endBehavior: behavior))
    try host.tick()
    try host.run(through: 9.5)
    try host.runUntilIdle()
    // Then it reaches the end of the reach, and does there what its end behaviour says
    // (the feed has a first post to rewind to).
    let expected: [Int]
    switch behavior {
    case .stop: expected = [last]
    case .rewind: expected = [last, 0, 1]
    case .reverse: expected = [last, last - 1, last - 2]
    }
    #expect(host.moves.map(\.action.index) == expected)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aPagerReloadedToASourceWithoutACountCarriesOn() throws {
    // Given a pager of days bounded to 0..<3, resting on its last day
    let pager = try makePager(UnboundedPageSource(first: 0, end: 3) { $0 }, at: 2)
    let host = try AutoScrollHost(pager, scroller: AutoScroller())
    try host.tick()
    try host.run(through: 4)
    #expect(host.moves.isEmpty)
    // When the days lose their end, the scroller carries on past day 2 at the next fire time.
    try pager.reload(UnboundedPageSource(first: 0) { $0 })
    try host.run(through: 9.5)
    try host.runUntilIdle()
    #expect(host.moves.map(\.action.index) == [3, 4])
    #expect(host.didCauses == [.autoScroll, .autoScroll])
  }
}
