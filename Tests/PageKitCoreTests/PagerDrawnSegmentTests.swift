import PageKitCore
import PageKitTestSupport
import Testing

/// The drawn strip's segment at the position (`Pager.drawnSegment`, package access): the two pages
/// the position lies between as drawn, oriented from the side the motion comes from.
@Suite struct PagerDrawnSegmentTests {
  typealias Segment = PagerDrawnSegment

  /// An end as `[virtual, index]`.
  static func pair(_ end: Segment.End) -> [Int] { [end.virtual, end.index] }

  /// 60 Hz frames until `condition` holds (at most two seconds).
  static func run(
    _ pager: Pager<AnyCircular, SlideTransition>, until condition: () -> Bool
  ) throws {
    var now = pager.currentTime ?? 0
    var frames = 0
    while !condition(), frames < 120 {
      now += 1.0 / 60
      frames += 1
      try pager.advance(to: now)
    }
    #expect(condition())
  }

  @Test func atRestBothEndsAreTheSettledPage() throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 2)
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [2, 2])
    #expect(segment.destination == segment.origin)
    #expect(segment.progress == 0)
    #expect(!segment.isSplice)
  }

  @Test func aSwipeLiesBetweenNeighbours() throws {
    // Given a finger 1.3 pages forward from page 0
    let (pager, _) = try makePager(count: 5)
    try pager.beginDrag()
    try pager.drag(by: -130)
    // Then the position lies between pages 1 and 2, coming from 1
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [1, 1])
    #expect(Self.pair(segment.destination) == [2, 2])
    #expect(abs(segment.progress - 0.3) < 1e-12)
    #expect(!segment.isSplice)
  }

  @Test func aFarJumpLiesAcrossTheSplice() throws {
    // Given a jump 0 → 4 under way
    let (pager, _) = try makePager(count: 6)
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try Self.run(pager) { pager.position > 1 }
    // Then the position lies between page 0 and page 4, by the fraction of the splice
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [0, 0])
    #expect(Self.pair(segment.destination) == [4, 4])
    #expect(segment.isSplice)
    #expect(abs(segment.progress - pager.position / 4) < 1e-12)
  }

  @Test func aFarJumpBackwardComesFromTheUpperEnd() throws {
    let (pager, _) = try makePager(count: 6, initialIndex: 5)
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try Self.run(pager) { pager.position < 3 }
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [5, 5])
    #expect(Self.pair(segment.destination) == [1, 1])
    #expect(abs(segment.progress - (5 - pager.position) / 4) < 1e-12)
  }

  @Test func aRetargetAndAGrabKeepTheSegment() throws {
    // Given a jump 0 → 4 a little way across the splice
    let (pager, _) = try makePager(count: 6)
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try Self.run(pager) { pager.position > 0.5 }
    let before = pager.drawnSegment
    // When it is retargeted to 3, Then the pages on either side of the position stay
    try pager.scroll(to: 3)
    #expect(pager.drawnSegment == before)
    // and 3 comes after 4: past page 4 the position lies between 4 and 3, coming from 4
    try Self.run(pager) { pager.drawnSegment.origin.index == 4 && pager.position < 3.9 }
    let after = pager.drawnSegment
    #expect(Self.pair(after.origin) == [4, 4])
    #expect(Self.pair(after.destination) == [3, 3])
    #expect(!after.isSplice)
    // When a finger grabs it, Then nothing moves
    try pager.beginDrag()
    #expect(pager.drawnSegment == after)
  }

  @Test func anExactHalfBelongsToThePageTheMotionComesFrom() throws {
    // Given a finger exactly half way between pages 0 and 1, then back from 1 toward 0
    let (pager, _) = try makePager(count: 5)
    try pager.beginDrag()
    try pager.drag(by: -50)
    #expect(Self.pair(pager.drawnSegment.origin) == [0, 0])
    #expect(pager.currentIndex == 0)
    try pager.endDrag(velocity: -1000)
    _ = try pager.runUntilIdle()
    try pager.beginDrag()
    try pager.drag(by: 50)
    #expect(Self.pair(pager.drawnSegment.origin) == [1, 1])
    #expect(pager.drawnSegment.progress == 0.5)
    #expect(pager.currentIndex == 1)
  }

  @Test func pastABoundedEdgeTheVirtualPageLiesOutsideTheSource() throws {
    let (pager, _) = try makePager(count: 3)
    try pager.beginDrag()
    try pager.drag(by: 40)
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [0, 0])
    #expect(Self.pair(segment.destination) == [-1, 0])
    #expect(!segment.isSplice)
  }

  @Test func acrossACircularSeamTheVirtualIndexContinues() throws {
    let (pager, _) = try makePager(count: 4, initialIndex: 3, circular: true)
    try pager.beginDrag()
    try pager.drag(by: -30)
    let segment = pager.drawnSegment
    #expect(Self.pair(segment.origin) == [3, 3])
    #expect(Self.pair(segment.destination) == [4, 0])
    #expect(!segment.isSplice)
  }
}
