import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The snapping seed's App Store shelf, driven end to end: 300-point cards in a 375-point
/// viewport, `DirectionalSnap(velocityThreshold: 300)`, cards resting 16 points from the leading
/// edge, the last cards resting at the end of the content.
@Suite struct SnappingStripSeedTests {
  @Test func theTypesDocumentationExampleHolds() throws {
    let strip = try SnappingStrip(
      source: ArrayPageSource(["a", "b", "c", "d", "e", "f"], id: \.self),
      layout: UniformStrip(
        count: 6, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16),
      snap: DirectionalSnap(velocityThreshold: 300),
      viewportLength: 375, anchor: .leading(16))
    try strip.beginDrag()
    try strip.drag(by: -40)  // finger moves left: the content scrolls forward
    try strip.endDrag(velocity: -400)  // a fling: the next card
    try strip.advance(to: 0)
    try strip.advance(to: 1)  // at rest
    let settled = strip.settledIndex  // 1
    let offset = strip.offset  // 310: card 1's leading edge 16 points in
    #expect(strip.phase == .idle && settled == 1 && offset == 310)
    // SnappingStrip.visibleItems's doc comment: where the host draws each cell
    var cellOrigins: [Int: Double] = [:]
    for item in strip.visibleItems {
      cellOrigins[item.index] = item.frameOrigin
    }
    #expect(cellOrigins.keys.sorted() == [0, 1, 2])
    #expect(cellOrigins[1] == 16)
  }

  @Test func cardsRestSixteenPointsInAndTheLastOneAtTheEnd() throws {
    let (strip, _) = try makeShelf()
    // The content is 3122 points long: the scrollable range ends at 3122 - 375 = 2747.
    #expect(strip.maxOffset == 2_747)
    for index in 0..<9 {
      #expect(strip.restingOffset(ofItem: index) == Double(index) * 310)
    }
    // Card 9 would rest at 2790: past the end, so it rests at the end.
    #expect(strip.restingOffset(ofItem: 9) == 2_747)
    #expect(strip.restingOffset(ofItem: 10) == nil)
    #expect(strip.offset == 0 && strip.position == 0 && strip.phase == .idle)
    strip.expectInvariants()
  }

  @Test func slowReleasePastHalfWayGoesToTheNearestCard() throws {
    // Given a shelf at rest on card 0
    let (strip, recorder) = try makeShelf()
    // When the finger drags 200 points left and lifts slowly (100 pt/s)
    try strip.beginDrag()
    try strip.drag(by: -200)
    #expect(strip.offset == 200)
    #expect(strip.targetIndex == 1)
    strip.expectInvariants()
    try strip.endDrag(velocity: -100)
    strip.expectInvariants()
    // Then the projected offset 249.9 is nearest card 1, announced at the release
    #expect(recorder.pageLog == ["will card0>card1 user"])
    try strip.runUntilIdle()
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    #expect(strip.offset == 310 && strip.settledIndex == 1 && strip.position == 1)
    #expect(strip.currentIndex == 1)
  }

  @Test func slowReleaseShortOfHalfWayComesBackWithoutEvents() throws {
    let (strip, recorder) = try makeShelf()
    try strip.swipe(by: -100, velocity: -100)
    // The projected offset 149.9 is nearer card 0 (0) than card 1 (310): a peek.
    #expect(strip.targetIndex == 0)
    try strip.runUntilIdle()
    #expect(recorder.pageLog.isEmpty)
    #expect(strip.offset == 0 && strip.settledIndex == 0)
  }

  @Test(arguments: [(-301.0, 1), (-299.0, 0)])
  func aFlingFasterThanTheThresholdGoesToTheNextCard(velocity: Double, expected: Int) throws {
    // Given a one-point drag: the projections (150.2 and 149.2 points) are both nearer card 0
    let (strip, recorder) = try makeShelf()
    try strip.swipe(by: -1, velocity: velocity)
    try strip.runUntilIdle()
    // Then only the fast release (301 pt/s > 300) moves on, to the next card
    #expect(strip.settledIndex == expected)
    #expect(strip.offset == Double(expected) * 310)
    #expect(recorder.didChanges.count == expected)
  }

  @Test(arguments: [(301.0, 2), (299.0, 3)])
  func aBackwardFlingGoesToThePreviousCard(velocity: Double, expected: Int) throws {
    let (strip, recorder) = try makeShelf(initialIndex: 3)
    #expect(strip.offset == 930)
    // A finger moving right scrolls back.
    try strip.swipe(by: 1, velocity: velocity)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == expected)
    #expect(strip.offset == Double(expected) * 310)
    if expected == 2 {
      #expect(recorder.pageLog == ["will card3>card2 user", "did card3>card2 user"])
      #expect(recorder.didChanges.first?.direction == .reverse)
    } else {
      #expect(recorder.pageLog.isEmpty)
    }
  }

  @Test func aStrongFlingMovesSeveralCardsAsTheSeedsArithmeticDoes() throws {
    // 800 pt/s projects 399 points: the next card strictly beyond 439.2 is card 2.
    let (strip, recorder) = try makeShelf()
    try strip.swipe(by: -40, velocity: -800)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 2 && strip.offset == 620)
    #expect(recorder.pageLog == ["will card0>card2 user", "did card0>card2 user"])
  }

  @Test func aFlingToTheEndRestsOnTheLastCardAtTheEndOfTheContent() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 8)
    try strip.swipe(by: -10, velocity: -500)
    let offsets = try strip.framesUntilIdle()
    #expect(strip.settledIndex == 9 && strip.offset == 2_747 && strip.position == 9)
    #expect(recorder.pageLog == ["will card8>card9 user", "did card8>card9 user"])
    // The end is never passed by more than the rubber band's reach.
    #expect(offsets.allSatisfy { $0 < 2_747 + 375 })
  }

  @Test func onAWideViewportTheLastThreeCardsShareTheEnd() throws {
    // Given a 1024-point viewport: the range ends at 2098, and cards 7, 8 and 9 rest there
    let (strip, recorder) = try makeShelf(viewport: 1_024, initialIndex: 5)
    #expect(strip.maxOffset == 2_098)
    #expect((7...9).map { strip.restingOffset(ofItem: $0) } == [2_098, 2_098, 2_098])
    // When a hard fling from card 5 reaches the end
    try strip.swipe(by: -10, velocity: -3_000)
    var positions: [Double] = []
    var now = 0.0
    try strip.advance(to: now)
    while strip.phase == .settling {
      now += 1.0 / 60
      try strip.advance(to: now)
      positions.append(strip.position)
      strip.expectInvariants()
    }
    // Then it rests at the end on the last card, the position arriving on it without a jump
    #expect(strip.offset == 2_098 && strip.settledIndex == 9 && strip.position == 9)
    #expect(recorder.pageLog == ["will card5>card9 user", "did card5>card9 user"])
    for (earlier, later) in zip(positions, positions.dropFirst()) {
      #expect(later >= earlier, "position went back from \(earlier) to \(later)")
    }
    // The last stretch (1860 → 2098) leads from card 6 to card 9: the frame before rest is
    // already within a few hundredths of 9.
    #expect(positions.dropLast().last.map { $0 > 8.9 } == true)

    // When the finger flings on toward the end, or pulls back a little and lets go slowly
    recorder.reset()
    try strip.swipe(by: -30, velocity: -2_000)
    try strip.runUntilIdle()
    try strip.swipe(by: 20, velocity: 0)
    try strip.runUntilIdle()
    // Then the card the drags started from is kept: it rests at that same offset
    #expect(strip.settledIndex == 9 && strip.offset == 2_098)
    #expect(recorder.pageLog.isEmpty)

    // A command can still name any of the three: no motion, one change.
    try strip.scroll(to: 7)
    #expect(strip.phase == .idle && strip.offset == 2_098 && strip.settledIndex == 7)
    #expect(recorder.pageLog == ["will card9>card7 programmatic", "did card9>card7 programmatic"])
    strip.expectInvariants()
  }

  @Test func aSlowReleaseNearTheEndFromEarlierGoesToTheFirstCardThatRestsThere() throws {
    let (strip, _) = try makeShelf(viewport: 1_024, initialIndex: 6)
    // 1860 + 200 = 2060: nearer 2098 (cards 7…9) than 1860; the lowest of them wins.
    try strip.swipe(by: -200, velocity: 0)
    #expect(strip.targetIndex == 7)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 7 && strip.offset == 2_098)
  }
}
