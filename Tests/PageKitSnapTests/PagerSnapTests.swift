import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// PageKitSnap's strategies on a full-page `Pager`: the pager shows them its pages as a strip of
/// viewport-long items and settles where they choose.
@Suite struct PagerSnapTests {
  static func pager(
    count: Int = 20, initialIndex: Int = 0, snap: any SnapStrategy = PagingSnap.paging
  ) throws -> Pager<ArrayPageSource<Int, Int>, SlideTransition> {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<count)), snap: snap, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    return pager
  }

  /// A flick of 30 points at `velocity` (the finger's, points per second), settled.
  static func flick(_ pager: Pager<some PageSource, some TransitionStrategy>, velocity: Double)
    throws -> Int
  {
    try pager.beginDrag()
    try pager.drag(by: velocity < 0 ? -30 : 30)
    try pager.endDrag(velocity: velocity)
    let target = pager.targetIndex
    var now = 0.0
    for _ in 0..<600 where pager.phase != .idle {
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == target)
    return target
  }

  @Test func aStrongFlickMovesSeveralPagesUnderNearestSnap() throws {
    // −4000 pt/s projects 1996 points, 5.3 pages of 375: the nearest page is 5 on
    #expect(try Self.flick(Self.pager(snap: NearestSnap()), velocity: -4_000) == 5)
    // The default paging rule moves one
    #expect(try Self.flick(Self.pager(), velocity: -4_000) == 1)
    // Back from page 10 the same
    #expect(try Self.flick(Self.pager(initialIndex: 10, snap: NearestSnap()), velocity: 4_000) == 5)
  }

  @Test func nearestSnapCrossesALoopsSeam() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<4)).circular(), snap: NearestSnap(), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    // 1 − 5 pages in a loop of 4 is page 0
    #expect(try Self.flick(pager, velocity: 4_000) == 0)
  }

  @Test func directionalSnapTakesThePageBeyondTheProjection() throws {
    // Fast: the first page whose offset lies beyond the projection (5.4 pages): page 6
    let fast = try Self.pager(snap: DirectionalSnap(velocityThreshold: 300))
    #expect(try Self.flick(fast, velocity: -4_000) == 6)
    // Slow: the nearest page to the projection (30 + 99.8 points): page 0
    let slow = try Self.pager(snap: DirectionalSnap(velocityThreshold: 300))
    #expect(try Self.flick(slow, velocity: -200) == 0)
  }

  @Test func targetsClampToTheSource() throws {
    #expect(try Self.flick(Self.pager(count: 3, snap: NearestSnap()), velocity: -4_000) == 2)
  }
}

/// A pager with an item layout tells the paging rule its reference: the pending target of a
/// re-grab.
@Suite struct ItemPagerReferenceTests {
  @Test func aReGrabsExactHalfGoesToThePendingTarget() throws {
    // Given 100-point items in a 100-point viewport, settling from item 0 toward item 1
    let pager = try Pager(
      source: Cards(cardNames(10), id: \.self), layout: .uniform(itemLength: 100),
      anchor: .leading(0), snap: PagingSnap.paging,
      configuration: PagerConfiguration(viewportLength: 100))
    #expect(pager.items != nil)
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    var now = 0.0
    while pager.contentOffset < 25 {
      now += 1.0 / 480
      try pager.advance(to: now)
    }
    // When it is grabbed early (nearer item 0, where the drag now begins) and released exactly
    // half way, slowly
    try #require(pager.contentOffset < 50)
    try pager.beginDrag()
    try pager.drag(by: pager.contentOffset - 50)
    try #require(pager.contentOffset == 50)
    try pager.endDrag(velocity: 0)
    // Then the tie goes to the pending target, item 1, not to the item nearest the grab
    #expect(pager.targetIndex == 1)
  }
}
