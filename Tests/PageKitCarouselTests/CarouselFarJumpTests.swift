import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Far jumps in a looping carousel splice the destination's resting view directly beside the
/// items on screen, on the side the change's direction names (issue 11, fix 7).
@Suite struct CarouselFarJumpTests {
  /// The items drawn now, in slot order.
  func drawn(_ carousel: IntCarousel) -> [Int] {
    carousel.items(transition: SlideTransition()).filter { !$0.placement.isHidden }.map(\.index)
  }

  @Test func aFarJumpDrawsNoItemInBetween() throws {
    // Given twenty full-width items in a loop, at rest on 0.
    let (carousel, recorder) = try makeCarousel(count: 20)
    var seen: Set<Int> = []
    // When it scrolls to 7.
    try carousel.scroll(to: 7)
    try runUntilIdle(carousel, from: 0) { seen.formUnion(drawn($0)) }
    // Then only the origin and the destination were ever drawn, and it lands on 7 once.
    #expect(seen == [0, 7])
    #expect(carousel.settledIndex == 7)
    #expect(recorder.willChanges.map(\.toIndex) == [7])
    #expect(recorder.didChanges.map(\.toIndex) == [7])
    #expect(recorder.didChanges.map(\.direction) == [.forward])
    #expect(drawn(carousel) == [7])
    #expect(carousel.position == 7)
  }

  @Test func narrowItemsSpliceTheDestinationsViewBesideTheVisibleOnes() throws {
    // Given thirty 120 pt items, 10 apart, in a 375 pt viewport: about three on screen.
    let (carousel, recorder) = try makeCarousel(count: 30, itemLength: 120, spacing: 10)
    #expect(drawn(carousel) == [0, 1, 2])
    var seen: Set<Int> = []
    // When it scrolls back round the loop to 20 (the shortest path).
    try carousel.scroll(to: 20)
    try runUntilIdle(carousel, from: 0) { seen.formUnion(drawn($0)) }
    // Then it travels as if 20's view were next door: nothing between 2 and 20's view.
    #expect(seen.isSubset(of: [0, 1, 2, 17, 18, 19, 20, 21, 22]))
    #expect(carousel.settledIndex == 20)
    #expect(drawn(carousel) == [20, 21, 22])
    #expect(recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test func theCurrentIndexAndPositionFollowWhatIsDrawn() throws {
    let (carousel, _) = try makeCarousel(count: 20)
    try carousel.scroll(to: 7)
    try carousel.advance(to: 0)
    var previous = 0.0
    var time = 0.0
    while carousel.phase != .idle {
      time += 1.0 / 60
      try carousel.advance(to: time)
      // The position runs straight from 0 to 7, never backwards.
      #expect(carousel.position >= previous - 1e-9)
      #expect(carousel.position <= 7 + 1e-9 || carousel.phase == .settling)
      previous = carousel.position
      // The current item is the one drawn at the anchor.
      let atAnchor = carousel.items(transition: SlideTransition()).first {
        !$0.placement.isHidden && abs($0.leadingEdge) <= 375 / 2
      }
      #expect(atAnchor?.index == carousel.currentIndex)
    }
    #expect(carousel.position == 7)
  }

  /// Scrolls 0 → 5 of twenty, one frame in, then to 4 in `direction`; returns the items drawn
  /// on the way, the recorder, the sign of every frame's step (cycles of recentering removed)
  /// and the settled item.
  func retarget(direction: PageDirection?) throws -> (
    seen: Set<Int>, recorder: RecordingDelegate<Int>, steps: [Double], settled: Int
  ) {
    let (carousel, recorder) = try makeCarousel(count: 20)
    try carousel.scroll(to: 5)
    try carousel.advance(to: 0)
    try carousel.advance(to: 0.05)
    let before = carousel.offset
    try carousel.scroll(to: 4, direction: direction)
    #expect(carousel.offset == before)
    var seen: Set<Int> = []
    var steps: [Double] = []
    var previous = before
    try runUntilIdle(carousel, from: 0.05) {
      seen.formUnion(drawn($0))
      let step = $0.offset - previous
      let cycle = 20 * 375.0
      let wrapped = step - (step / cycle).rounded() * cycle
      if abs(wrapped) > 1e-6, steps.last != (wrapped > 0 ? 1 : -1) {
        steps.append(wrapped > 0 ? 1 : -1)
      }
      previous = $0.offset
    }
    return (seen, recorder, steps, carousel.settledIndex)
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
    let (carousel, recorder) = try makeCarousel(count: 20)
    try carousel.scroll(to: 9)
    try carousel.advance(to: 0)
    try carousel.advance(to: 0.1)
    try carousel.scroll(to: 0)
    try runUntilIdle(carousel, from: 0.1)
    #expect(carousel.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.count == 1)
    #expect(drawn(carousel) == [0])
  }

  @Test func aGrabMidJumpHoldsWhatIsDrawn() throws {
    // Given a jump from 0 to 9, a few frames in: 0 and 9 share the screen.
    let (carousel, recorder) = try makeCarousel(count: 20)
    try carousel.scroll(to: 9)
    try carousel.advance(to: 0)
    try carousel.advance(to: 0.12)
    let shown = drawn(carousel)
    #expect(shown == [0, 9])
    // When the finger grabs it and lets go slowly.
    try carousel.beginDrag()
    #expect(drawn(carousel) == shown)
    try carousel.drag(by: 1)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: 0.12)
    // Then it rests on one of the two drawn items, announced once.
    #expect([0, 9].contains(carousel.settledIndex))
    #expect(drawn(carousel) == [carousel.settledIndex])
    if carousel.settledIndex == 9 {
      #expect(recorder.didChanges.map(\.toIndex) == [9])
    } else {
      #expect(recorder.didChanges.isEmpty)
    }
  }

  @Test func aReloadMidJumpKeepsTheTargetByIdentity() throws {
    // Given keyed items in a loop, jumping from "i0" to "i9".
    let ids = (0..<20).map { "i\($0)" }
    let carousel = try Carousel(
      source: ArrayPageSource(ids, id: \.self), itemLength: 375, viewportLength: 375)
    let recorder = RecordingDelegate<String>()
    carousel.delegate = recorder
    try carousel.scroll(to: 9)
    try carousel.advance(to: 0)
    try carousel.advance(to: 0.1)
    // When an item is inserted at the front.
    try carousel.reload(ArrayPageSource(["new"] + ids, id: \.self))
    try runUntilIdle(carousel, from: 0.1)
    // Then it lands on "i9", now at index 10, announced once.
    #expect(carousel.settledPageID == "i9")
    #expect(carousel.settledIndex == 10)
    #expect(recorder.didChanges.map(\.to) == ["i9"])
  }

  @Test func aBoundedCarouselSplicesToo() throws {
    // Given twenty full-width items, not looping.
    let (carousel, recorder) = try makeCarousel(count: 20, isCircular: false)
    var seen: Set<Int> = []
    try carousel.scroll(to: 5)
    try runUntilIdle(carousel, from: 0) { seen.formUnion(drawn($0)) }
    #expect(seen == [0, 5])
    #expect(carousel.settledIndex == 5)
    #expect(carousel.offset == 5 * 375)
    #expect(recorder.didChanges.map(\.toIndex) == [5])
  }

  @Test func aBoundedJumpToTheClampedEndShowsTheEndsView() throws {
    // Given thirty 120 pt items, 10 apart, leading anchor, not looping: the last items cannot
    // reach the anchor and rest at the end of the content.
    let (carousel, recorder) = try makeCarousel(
      count: 30, itemLength: 120, spacing: 10, isCircular: false)
    var seen: Set<Int> = []
    var offsets: [Double] = []
    try carousel.scroll(to: 29)
    try runUntilIdle(carousel, from: 0) {
      seen.formUnion(drawn($0))
      offsets.append($0.offset)
    }
    // Then only the start's view and the end's view are drawn; the offset stays in the content
    // and lands at its end.
    #expect(seen.isSubset(of: Set([0, 1, 2]).union(26...29)))
    #expect(carousel.settledIndex == 29)
    #expect(carousel.offset == carousel.layout.maximumOffset)
    #expect(offsets.allSatisfy { $0 >= 0 && $0 <= carousel.layout.maximumOffset + 1e-9 })
    #expect(recorder.didChanges.map(\.toIndex) == [29])
    // And back to the start the same way.
    seen = []
    try carousel.scroll(to: 0)
    try runUntilIdle(carousel, from: 10) { seen.formUnion(drawn($0)) }
    #expect(seen.isSubset(of: Set([0, 1, 2, 3]).union(26...29)))
    #expect(carousel.offset == 0)
  }
}
