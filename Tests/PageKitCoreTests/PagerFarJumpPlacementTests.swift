import PageKitCore
import PageKitTestSupport
import Testing

/// The two far-jump placements the pager drew wrong while it kept its own copy of the rule (the
/// "one Pager" issue): both now go through the strip's one placement rule.
@Suite struct PagerFarJumpPlacementTests {
  /// Case 1: a non-animated command during a settle after a long drag announces the direction of
  /// the index order from the settled page, forward and in mirror.
  @Test(arguments: [
    // (count, initial, pageLength, drag, destination, direction)
    (4, 1, 375.0, -400.0, 0, PageDirection.reverse),
    (5, 3, 375.0, 975.0, 4, PageDirection.forward),
  ])
  func aCommandDuringASettleAnnouncesTheIndexOrder(
    count: Int, initial: Int, pageLength: Double, translation: Double, destination: Int,
    direction: PageDirection
  ) throws {
    // Given pages keyed by id, released at zero velocity after a drag of more than a page.
    let (pager, recorder) = try makePager(
      count: count, initialIndex: initial,
      configuration: PagerConfiguration(viewportLength: pageLength))
    try pager.advance(to: 0)
    try pager.swipe(by: translation, velocity: 0)
    #expect(pager.phase == .settling)
    recorder.reset()
    // When a command lands on the page on the other side of the settled page.
    try pager.scroll(to: destination, animated: false)
    // Then will and did name the direction of the index order, and the pager rests there.
    #expect(recorder.willChanges.map(\.direction) == [direction])
    #expect(recorder.didChanges.map(\.direction) == [direction])
    #expect(recorder.didChanges.map(\.toIndex) == [destination])
    #expect(pager.settledIndex == destination)
    #expect(pager.position == Double(destination))
  }

  /// Case 2: from a rubber band past the last page, a command to an earlier page goes back; it
  /// never jumps and never draws a page in the gap past the last page.
  @Test func aCommandFromARubberBandPastTheEndGoesBack() throws {
    // Given five pages at 0, dragged 440 pt forward (into the rubber band past page 4) and
    // released at zero velocity.
    let (pager, _) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.swipe(by: -440, velocity: 0)
    let start = pager.position
    #expect(start > 4)
    // When the pager is sent to page 1.
    try pager.scroll(to: 1)
    // Then nothing moves at the call, no page is drawn past the last one, and every frame
    // moves back toward 1.
    #expect(pager.position == start)
    expectNothingDrawnPastTheEnd(pager)
    var previous = pager.position
    var now = 0.0
    while pager.phase == .settling && now < 10 {
      now += 1.0 / 60
      try pager.advance(to: now)
      expectNothingDrawnPastTheEnd(pager)
      #expect(pager.position <= previous + 1e-9)
      previous = pager.position
    }
    #expect(pager.settledIndex == 1)
  }

  /// Case 2 after a no-op reload in the rubber band: the reload keeps the position, and the
  /// command after it still goes back into the pages.
  @Test(arguments: [(-440.0, 1), (40.0, 1)])
  func aCommandAfterAReloadInTheRubberBandDoesNotJump(translation: Double, destination: Int)
    throws
  {
    // Given five pages at 0, dragged into the rubber band (past the last page, or before the
    // first) and released at zero velocity, then reloaded with the same pages.
    let (pager, _) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.swipe(by: translation, velocity: 0)
    let released = pager.position
    #expect(released > 4 || released < 0)
    try pager.reload(pager.source)
    #expect(pager.position == released)
    // When the pager is sent to a page.
    try pager.scroll(to: destination)
    // Then nothing moves at the call, no page is drawn in the gap, and it lands there.
    #expect(pager.position == released)
    expectNothingDrawnPastTheEnd(pager)
    for page in pager.livePages where !page.placement.isHidden {
      #expect(page.index >= 0 && page.index < 5)
    }
    var now = 0.0
    while pager.phase == .settling && now < 10 {
      now += 1.0 / 60
      try pager.advance(to: now)
      expectNothingDrawnPastTheEnd(pager)
    }
    #expect(pager.settledIndex == destination)
  }

  private func expectNothingDrawnPastTheEnd<S, T>(_ pager: Pager<S, T>) {
    // Past the last page lies the rubber band's gap: while the last page is live, it is the
    // farthest drawn (once it has left, so has the gap).
    guard let last = pager.livePages.first(where: { $0.index == pager.count - 1 }) else { return }
    for page in pager.livePages where !page.placement.isHidden && page.index != pager.count - 1 {
      #expect(page.offset < last.offset, "page \(page.index) at \(page.offset)")
    }
  }
}
