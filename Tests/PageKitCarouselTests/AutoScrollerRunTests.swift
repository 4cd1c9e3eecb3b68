import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

/// An auto-scroller steps between a bounded item layout's stops: the items at an end that share
/// one clamped resting offset (a run) are one stop, read as the run's outer end, never stepped
/// into one by one.
@Suite struct AutoScrollerRunTests {
  /// Five items of 100 points in a 250-point viewport at the leading anchor: items 3 and 4
  /// share the end (resting offsets 0, 100, 200, 250, 250); at the trailing anchor items 0 and 1
  /// share the start (0, 0, 50, 150, 250).
  static func host(anchor: SnapAnchor, initialIndex: Int, scroller: AutoScroller) throws
    -> AutoScrollHost<IntPager>
  {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5), id: \.self),
      layout: .uniform(itemLength: 100, spacing: 0), anchor: anchor, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 250))
    return AutoScrollHost(pager, scroller: scroller)
  }

  @Test func aPingPongStepsOntoTheTrailingRunsStopAndBackPastIt() throws {
    let host = try Self.host(
      anchor: .leading(0), initialIndex: 1,
      scroller: AutoScroller(interval: 1, endBehavior: .reverse))
    try host.tick()
    try host.run(through: 4.5)
    try host.runUntilIdle()
    // 1 → 2 → the run's stop (4) → back to 2 → 1.
    #expect(host.moves.map(\.action.index) == [2, 4, 2, 1])
    #expect(host.didIndices == [2, 4, 2, 1])
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(host.controller.checkInvariants().isEmpty)
  }

  @Test func aReverseScrollerStepsOntoTheLeadingRunsStopAndStops() throws {
    let host = try Self.host(
      anchor: .trailing(0), initialIndex: 3,
      scroller: AutoScroller(interval: 1, endBehavior: .stop, direction: .reverse))
    try host.tick()
    try host.run(through: 4.5)
    // 3 → 2 → the run's stop (0), then the end.
    #expect(host.moves.map(\.action.index) == [2, 0])
    #expect(host.didIndices == [2, 0])
    #expect(host.controller.settledIndex == 0)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  @Test func aRewindFromTheTrailingRunGoesToTheFirstStop() throws {
    let host = try Self.host(
      anchor: .trailing(0), initialIndex: 2,
      scroller: AutoScroller(interval: 1, endBehavior: .rewind))
    try host.tick()
    try host.run(through: 3.5)
    try host.runUntilIdle()
    // 2 → 3 → 4, then rewinds to the leading run's stop (0).
    #expect(host.moves.map(\.action.index) == [3, 4, 0])
    #expect(host.didIndices == [3, 4, 0])
  }

  /// Settled on item 3 (a command may name any member of a run), the scroller is at the end:
  /// the run is the last stop forward, so it stops, turns back past the run, or rewinds.
  @Test(arguments: [
    (AutoScroller.EndBehavior.stop, [Int]()), (.reverse, [2]), (.rewind, [0]),
  ])
  func onAnInnerMemberOfTheTrailingRunTheScrollerIsAtTheEnd(
    behavior: AutoScroller.EndBehavior, firstMoves: [Int]
  ) throws {
    let host = try Self.host(
      anchor: .leading(0), initialIndex: 3,
      scroller: AutoScroller(interval: 1, endBehavior: behavior))
    #expect(host.controller.settledIndex == 3)
    #expect(host.controller.position == 4)
    try host.tick()
    try host.run(through: 1.5)
    try host.runUntilIdle()
    #expect(host.moves.map(\.action.index) == firstMoves)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  /// Two items of 100 in 250 points rest at one offset: the strip is one stop, so no end
  /// behaviour has anywhere to move (a rewind or a turn would only trade members of the run).
  @Test(arguments: AutoScroller.EndBehavior.allCases)
  func aStripThatIsOneStopNeverMoves(behavior: AutoScroller.EndBehavior) throws {
    let pager = try Pager(
      source: ArrayPageSource([0, 1], id: \.self),
      layout: .uniform(itemLength: 100, spacing: 0), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 250))
    let host = AutoScrollHost(pager, scroller: try AutoScroller(interval: 1, endBehavior: behavior))
    try host.tick()
    try host.run(through: 5.5)
    #expect(host.moves.isEmpty)
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 1)
    #expect(pager.position == 0)
  }
}
