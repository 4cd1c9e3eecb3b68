import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Far jumps in a looping pager (an infinite pager) splice the destination's resting view directly beside the
/// items on screen, on the side the change's direction names (issue 11, fix 7).
@Suite struct LoopFarJumpTests {
  /// The items drawn now, in slot order.
  func drawn(_ pager: IntLoop) -> [Int] {
    pager.onScreenIndices
  }

  @Test func aFarJumpDrawsNoItemInBetween() throws {
    // Given twenty full-width items in a loop, at rest on 0.
    let (pager, recorder) = try makeLoop(count: 20)
    var seen: Set<Int> = []
    // When it scrolls to 7.
    try pager.scroll(to: 7)
    try runUntilIdle(pager, from: 0) { seen.formUnion(drawn($0)) }
    // Then only the origin and the destination were ever drawn, and it lands on 7 once.
    #expect(seen == [0, 7])
    #expect(pager.settledIndex == 7)
    #expect(recorder.willChanges.map(\.toIndex) == [7])
    #expect(recorder.didChanges.map(\.toIndex) == [7])
    #expect(recorder.didChanges.map(\.direction) == [.forward])
    #expect(drawn(pager) == [7])
    #expect(pager.position == 7)
  }

  @Test func narrowItemsSpliceTheDestinationsViewBesideTheVisibleOnes() throws {
    // Given thirty 120 pt items, 10 apart, in a 375 pt viewport: about three on screen.
    let (pager, recorder) = try makeLoop(count: 30, itemLength: 120, spacing: 10)
    #expect(drawn(pager) == [0, 1, 2])
    var seen: Set<Int> = []
    // When it scrolls back round the loop to 20 (the shortest path).
    try pager.scroll(to: 20)
    try runUntilIdle(pager, from: 0) { seen.formUnion(drawn($0)) }
    // Then it travels as if 20's view were next door: nothing between 2 and 20's view.
    #expect(seen.isSubset(of: [0, 1, 2, 17, 18, 19, 20, 21, 22]))
    #expect(pager.settledIndex == 20)
    #expect(drawn(pager) == [20, 21, 22])
    #expect(recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test func theCurrentIndexAndPositionFollowWhatIsDrawn() throws {
    let (pager, _) = try makeLoop(count: 20)
    try pager.scroll(to: 7)
    try pager.advance(to: 0)
    var previous = 0.0
    var time = 0.0
    while pager.phase != .idle {
      time += 1.0 / 60
      try pager.advance(to: time)
      // The position runs straight from 0 to 7, never backwards.
      #expect(pager.position >= previous - 1e-9)
      #expect(pager.position <= 7 + 1e-9 || pager.phase == .settling)
      previous = pager.position
      // The current item is the one drawn at the anchor.
      let atAnchor = pager.onScreen.first { abs($0.origin) <= 375 / 2 }
      #expect(atAnchor?.index == pager.currentIndex)
    }
    #expect(pager.position == 7)
  }

  /// Scrolls 0 → 5 of twenty, one frame in, then to 4 in `direction`; returns the items drawn
  /// on the way, the recorder, the sign of every frame's step (cycles of recentering removed)
  /// and the settled item.
  func retarget(direction: PageDirection?) throws -> (
    seen: Set<Int>, recorder: RecordingDelegate<Int>, steps: [Double], settled: Int
  ) {
    let (pager, recorder) = try makeLoop(count: 20)
    try pager.scroll(to: 5)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    let before = pager.contentOffset
    try pager.scroll(to: 4, direction: direction)
    #expect(pager.contentOffset == before)
    var seen: Set<Int> = []
    var steps: [Double] = []
    var previous = before
    try runUntilIdle(pager, from: 0.05) {
      seen.formUnion(drawn($0))
      let step = $0.contentOffset - previous
      let cycle = 20 * 375.0
      let wrapped = step - (step / cycle).rounded() * cycle
      if abs(wrapped) > 1e-6, steps.last != (wrapped > 0 ? 1 : -1) {
        steps.append(wrapped > 0 ? 1 : -1)
      }
      previous = $0.contentOffset
    }
    return (seen, recorder, steps, pager.settledIndex)
  }

  @Test func aRetargetForwardMidJumpGoesOnPastTheOldDestination() throws {
    // When 0 → 5 is retargeted to 4 going forward round the loop.
    let run = try retarget(direction: .forward)
    // Then it goes on forward past 5 to 4, never drawing 1, 2 or 3, never turning back.
    #expect(run.steps == [1])
    #expect(run.seen.isDisjoint(with: [1, 2, 3]))
    #expect(run.settled == 4)
    #expect(run.recorder.willChanges.map(\.toIndex) == [5, 4])
    #expect(run.recorder.willChanges.map(\.direction) == [.forward, .forward])
    #expect(run.recorder.didChanges.map(\.toIndex) == [4])
  }

  @Test func anAutomaticRetargetTakesTheShortestPathFromTheTarget() throws {
    // When 0 → 5 is retargeted to 4 with an automatic direction: one step back from 5.
    let run = try retarget(direction: nil)
    // Then 4 is spliced on the reverse side, before 0 (the motion's forward momentum carries on
    // a little, it turns back, and the spring may overshoot 4 at the end): what is drawn agrees
    // with the announced direction, and 1, 2 and 3 are never drawn.
    #expect(run.steps.prefix(2) == [1, -1])
    #expect(run.seen.isDisjoint(with: [1, 2, 3]))
    #expect(run.settled == 4)
    #expect(run.recorder.willChanges.map(\.direction) == [.forward, .reverse])
    #expect(run.recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test func commandingTheSettledItemMidJumpGoesBackAndCancels() throws {
    let (pager, recorder) = try makeLoop(count: 20)
    try pager.scroll(to: 9)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    try pager.scroll(to: 0)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.count == 1)
    #expect(drawn(pager) == [0])
  }

  @Test func aGrabMidJumpHoldsWhatIsDrawn() throws {
    // Given a jump from 0 to 9, a few frames in: 0 and 9 share the screen.
    let (pager, recorder) = try makeLoop(count: 20)
    try pager.scroll(to: 9)
    try pager.advance(to: 0)
    try pager.advance(to: 0.12)
    let shown = drawn(pager)
    #expect(shown == [0, 9])
    // When the finger grabs it and lets go slowly.
    try pager.beginDrag()
    #expect(drawn(pager) == shown)
    try pager.drag(by: 1)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: 0.12)
    // Then it rests on one of the two drawn items, announced once.
    #expect([0, 9].contains(pager.settledIndex))
    #expect(drawn(pager) == [pager.settledIndex])
    if pager.settledIndex == 9 {
      #expect(recorder.didChanges.map(\.toIndex) == [9])
    } else {
      #expect(recorder.didChanges.isEmpty)
    }
  }

  @Test func aReloadMidJumpKeepsTheTargetByIdentity() throws {
    // Given keyed items in a loop, jumping from "i0" to "i9".
    let ids = (0..<20).map { "i\($0)" }
    let pager = try Pager(
      source: ArrayPageSource(ids, id: \.self).circular(), layout: .uniform(itemLength: 375),
      snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.scroll(to: 9)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    // When an item is inserted at the front.
    try pager.reload(ArrayPageSource(["new"] + ids, id: \.self).circular())
    try runUntilIdle(pager, from: 0.1)
    // Then it lands on "i9", now at index 10, announced once.
    #expect(pager.settledPageID == "i9")
    #expect(pager.settledIndex == 10)
    #expect(recorder.didChanges.map(\.to) == ["i9"])
  }

  @Test func aBoundedPagerSplicesToo() throws {
    // Given twenty full-width items, not looping.
    let (pager, recorder) = try makeLoop(count: 20, isCircular: false)
    var seen: Set<Int> = []
    try pager.scroll(to: 5)
    try runUntilIdle(pager, from: 0) { seen.formUnion(drawn($0)) }
    #expect(seen == [0, 5])
    #expect(pager.settledIndex == 5)
    #expect(pager.contentOffset == 5 * 375)
    #expect(recorder.didChanges.map(\.toIndex) == [5])
  }

  @Test func aBoundedJumpToTheClampedEndShowsTheEndsView() throws {
    // Given thirty 120 pt items, 10 apart, leading anchor, not looping: the last items cannot
    // reach the anchor and rest at the end of the content.
    let (pager, recorder) = try makeLoop(
      count: 30, itemLength: 120, spacing: 10, isCircular: false)
    var seen: Set<Int> = []
    var offsets: [Double] = []
    try pager.scroll(to: 29)
    try runUntilIdle(pager, from: 0) {
      seen.formUnion(drawn($0))
      offsets.append($0.contentOffset)
    }
    // Then only the start's view and the end's view are drawn; the offset stays in the content
    // and lands at its end.
    #expect(seen.isSubset(of: Set([0, 1, 2]).union(26...29)))
    #expect(pager.settledIndex == 29)
    #expect(pager.contentOffset == pager.maxContentOffset)
    #expect(offsets.allSatisfy { $0 >= 0 && $0 <= pager.maxContentOffset + 1e-9 })
    #expect(recorder.didChanges.map(\.toIndex) == [29])
    // And back to the start the same way.
    seen = []
    try pager.scroll(to: 0)
    try runUntilIdle(pager, from: 10) { seen.formUnion(drawn($0)) }
    #expect(seen.isSubset(of: Set([0, 1, 2, 3]).union(26...29)))
    #expect(pager.contentOffset == 0)
  }
}
