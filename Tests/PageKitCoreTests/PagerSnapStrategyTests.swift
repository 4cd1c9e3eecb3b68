import PageKitCore
import PageKitTestSupport
import Testing

/// A strategy that answers what it is told to, whatever the proposal: the fallback's test bed.
private struct BrokenSnap: SnapStrategy {
  var offset: Double
  var index: Int?

  func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    SnapTarget(offset: offset, index: index)
  }
}

/// A strategy that always chooses the last item of the strip it is shown: it reads the edge of
/// the pager's release window.
private struct WindowEdgeSnap: SnapStrategy {
  func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    let last = proposal.strip.count - 1
    return SnapTarget(offset: proposal.clamped(.infinity), index: last)
  }
}

/// The pager's release is its snap strategy: the default, setting another, the window it is
/// shown, and the fallback for an answer it cannot use.
@Suite struct PagerSnapStrategyTests {
  @Test func theDefaultIsThePagingRule() throws {
    let (pager, _) = try makePager()
    #expect(pager.snap as? PagingSnap == PagingSnap.paging)
    // One page per fling, however fast.
    try pager.swipe(by: -30, velocity: -50_000)
    #expect(pager.targetIndex == 1)
  }

  @Test func theStrategyIsSettable() throws {
    // Given a pager whose strategy becomes three pages per fling
    let (pager, _) = try makePager(count: 10)
    pager.snap = try PagingSnap(maxItems: 3)
    // When a fling projects about five pages (1000 pt/s → 499 pt on 100-point pages)
    try pager.swipe(by: -10, velocity: -1_000)
    // Then it moves three
    #expect(pager.targetIndex == 3)
    // And a threshold above the fling's speed makes the same release a slow one
    _ = try pager.runUntilIdle()
    pager.snap = try PagingSnap(velocityThreshold: 2_000)
    try pager.swipe(by: -10, velocity: -1_000)
    #expect(pager.targetIndex == 3)
  }

  @Test(arguments: [
    (Double.nan, 1 as Int?), (.infinity, 1), (0, nil), (0, 99), (0, -1), (0, Int.max),
    (0, Int.min),
  ])
  func anUnusableAnswerFallsBackToTheNearestPage(offset: Double, index: Int?) throws {
    let (pager, _) = try makePager(count: 10, initialIndex: 4)
    pager.snap = BrokenSnap(offset: offset, index: index)
    // A drag past half a page: the nearest page is the next one
    try pager.swipe(by: -60, velocity: -2_000)
    #expect(pager.targetIndex == 5)
    _ = try pager.runUntilIdle()
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 5)
    // An exact half goes back to the reference (the settled page)
    try pager.swipe(by: 50, velocity: 2_000)
    #expect(pager.targetIndex == 5)
    _ = try pager.runUntilIdle()
    #expect(pager.settledIndex == 5)
  }

  @Test func aFallbackTieDuringAReGrabGoesToThePendingTarget() throws {
    // Given a settle from 4 toward 5, grabbed half way
    let (pager, _) = try makePager(count: 10, initialIndex: 4)
    try pager.advance(to: 0)
    try pager.swipe(by: -60, velocity: 0)
    var now = 0.0
    while pager.position < 4.7 {
      now += 1.0 / 240
      try pager.advance(to: now)
    }
    try pager.beginDrag()
    pager.snap = BrokenSnap(offset: .nan, index: nil)
    // When the finger puts the pager exactly half way between 4 and 5
    try pager.drag(by: (pager.position - 4.5) * 100)
    try #require(pager.position == 4.5)
    try pager.endDrag(velocity: 0)
    // Then the tie goes to the reference: the pending target, 5
    #expect(pager.targetIndex == 5)
  }

  @Test func theWindowReachesTwoPagesBeyondThePosition() throws {
    // At rest on page 2 of 10, a zero-velocity release: the window is slots 0...4
    let (pager, _) = try makePager(count: 10, initialIndex: 2)
    pager.snap = WindowEdgeSnap()
    try pager.beginDrag()
    #expect(pager.targetIndex == 4)
    // Clamped to the last page at the end
    let (end, _) = try makePager(count: 10, initialIndex: 8)
    end.snap = WindowEdgeSnap()
    try end.beginDrag()
    #expect(end.targetIndex == 9)
    // A loop has no bounds: two pages past the position, across the seam
    let (loop, _) = try makePager(count: 4, initialIndex: 3, circular: true)
    loop.snap = WindowEdgeSnap()
    try loop.beginDrag()
    #expect(loop.targetIndex == 1)
  }

  @Test func theWindowReachesTheProjection() throws {
    // 1000 pt/s forward on 100-point pages projects 4.99 pages: from page 0 the window reaches
    // ceil(4.99) + 2 = 7
    let (pager, _) = try makePager(count: 20)
    pager.snap = WindowEdgeSnap()
    try pager.beginDrag()
    try pager.endDrag(velocity: -1_000)
    #expect(pager.targetIndex == 7)
    // A glitched velocity widens it by at most the documented reach
    let (far, _) = try makePager(count: 5_000, initialIndex: 0)
    far.snap = WindowEdgeSnap()
    try far.beginDrag()
    try far.endDrag(velocity: -1e300)
    #expect(far.targetIndex == 1_002)
  }
}
