import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// The snapping seed's App Store shelf as a pager with an item layout, driven end to end:
/// 300-point cards in a 375-point viewport, `DirectionalSnap(velocityThreshold: 300)`, cards
/// resting 16 points from the leading edge, the last cards resting at the end of the content.
@Suite struct ItemPagerSeedTests {
  @Test func theShelfExampleHolds() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d", "e", "f"], id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16),
      snap: DirectionalSnap(velocityThreshold: 300),
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.beginDrag()
    try pager.drag(by: -40)  // finger moves left: the content scrolls forward
    try pager.endDrag(velocity: -400)  // a fling: the next card
    try pager.advance(to: 0)
    try pager.advance(to: 1)  // at rest
    let settled = pager.settledIndex  // 1
    let offset = pager.contentOffset  // 310: card 1's leading edge 16 points in
    #expect(pager.phase == .idle && settled == 1 && offset == 310)
    // Where the host draws each cell: the live pages, visible ones and one more on each side.
    var cellOrigins: [Int: Double] = [:]
    for page in pager.livePages {
      cellOrigins[page.index] = page.origin
    }
    // On screen (310…685): a, b and c; d is preloaded.
    #expect(cellOrigins.keys.sorted() == [0, 1, 2, 3])
    #expect(pager.visibleIndices == [0, 1, 2])
    #expect(cellOrigins[0] == -294 && cellOrigins[1] == 16 && cellOrigins[2] == 326)
  }

  @Test func cardsRestSixteenPointsInAndTheLastOneAtTheEnd() throws {
    let (pager, _) = try makeShelf()
    // The content is 3122 points long: the scrollable range ends at 3122 - 375 = 2747.
    #expect(pager.maxContentOffset == 2_747)
    let items = try #require(pager.stripCore)
    for index in 0..<9 {
      #expect(items.restingOffset(ofItem: index) == Double(index) * 310)
    }
    // Card 9 would rest at 2790: past the end, so it rests at the end.
    #expect(items.restingOffset(ofItem: 9) == 2_747)
    #expect(items.restingOffset(ofItem: 10) == nil)
    #expect(pager.contentOffset == 0 && pager.position == 0 && pager.phase == .idle)
    pager.expectInvariants()
  }

  @Test func slowReleasePastHalfWayGoesToTheNearestCard() throws {
    // Given a shelf at rest on card 0
    let (pager, recorder) = try makeShelf()
    // When the finger drags 200 points left and lifts slowly (100 pt/s)
    try pager.beginDrag()
    try pager.drag(by: -200)
    #expect(pager.contentOffset == 200)
    #expect(pager.targetIndex == 1)
    pager.expectInvariants()
    try pager.endDrag(velocity: -100)
    pager.expectInvariants()
    // Then the projected offset 249.9 is nearest card 1, announced at the release
    #expect(recorder.pageLog == ["will card0>card1 user"])
    try pager.runUntilIdleCheckingInvariants()
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    #expect(pager.contentOffset == 310 && pager.settledIndex == 1 && pager.position == 1)
    #expect(pager.currentIndex == 1)
  }

  @Test func slowReleaseShortOfHalfWayComesBackWithoutEvents() throws {
    let (pager, recorder) = try makeShelf()
    try pager.swipe(by: -100, velocity: -100)
    // The projected offset 149.9 is nearer card 0 (0) than card 1 (310): a peek.
    #expect(pager.targetIndex == 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(recorder.pageLog.isEmpty)
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
  }

  @Test(arguments: [(-301.0, 1), (-299.0, 0)])
  func aFlingFasterThanTheThresholdGoesToTheNextCard(velocity: Double, expected: Int) throws {
    // Given a one-point drag: the projections (150.2 and 149.2 points) are both nearer card 0
    let (pager, recorder) = try makeShelf()
    try pager.swipe(by: -1, velocity: velocity)
    try pager.runUntilIdleCheckingInvariants()
    // Then only the fast release (301 pt/s > 300) moves on, to the next card
    #expect(pager.settledIndex == expected)
    #expect(pager.contentOffset == Double(expected) * 310)
    #expect(recorder.didChanges.count == expected)
  }

  @Test(arguments: [(301.0, 2), (299.0, 3)])
  func aBackwardFlingGoesToThePreviousCard(velocity: Double, expected: Int) throws {
    let (pager, recorder) = try makeShelf(initialIndex: 3)
    #expect(pager.contentOffset == 930)
    // A finger moving right scrolls back.
    try pager.swipe(by: 1, velocity: velocity)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == expected)
    #expect(pager.contentOffset == Double(expected) * 310)
    if expected == 2 {
      #expect(recorder.pageLog == ["will card3>card2 user", "did card3>card2 user"])
      #expect(recorder.didChanges.first?.direction == .reverse)
    } else {
      #expect(recorder.pageLog.isEmpty)
    }
  }

  @Test func aStrongFlingMovesSeveralCardsAsTheSeedsArithmeticDoes() throws {
    // 800 pt/s projects 399 points: the next card strictly beyond 439.2 is card 2.
    let (pager, recorder) = try makeShelf()
    try pager.swipe(by: -40, velocity: -800)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 2 && pager.contentOffset == 620)
    #expect(recorder.pageLog == ["will card0>card2 user", "did card0>card2 user"])
  }

  @Test func aFlingToTheEndRestsOnTheLastCardAtTheEndOfTheContent() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 8)
    try pager.swipe(by: -10, velocity: -500)
    let offsets = try pager.framesUntilIdle()
    #expect(pager.settledIndex == 9 && pager.contentOffset == 2_747 && pager.position == 9)
    #expect(recorder.pageLog == ["will card8>card9 user", "did card8>card9 user"])
    // The end is never passed by more than the rubber band's reach.
    #expect(offsets.allSatisfy { $0 < 2_747 + 375 })
  }

  @Test func onAWideViewportTheLastThreeCardsShareTheEnd() throws {
    // Given a 1024-point viewport: the range ends at 2098, and cards 7, 8 and 9 rest there
    let (pager, recorder) = try makeShelf(viewport: 1_024, initialIndex: 5)
    #expect(pager.maxContentOffset == 2_098)
    let items = try #require(pager.stripCore)
    #expect((7...9).map { items.restingOffset(ofItem: $0) } == [2_098, 2_098, 2_098])
    // When a hard fling from card 5 reaches the end
    try pager.swipe(by: -10, velocity: -3_000)
    var positions: [Double] = []
    var now = 0.0
    try pager.advance(to: now)
    while pager.phase == .settling {
      now += 1.0 / 60
      try pager.advance(to: now)
      positions.append(pager.position)
      pager.expectInvariants()
    }
    // Then it rests at the end on the last card, the position arriving on it without a jump
    #expect(pager.contentOffset == 2_098 && pager.settledIndex == 9 && pager.position == 9)
    #expect(recorder.pageLog == ["will card5>card9 user", "did card5>card9 user"])
    for (earlier, later) in zip(positions, positions.dropFirst()) {
      #expect(later >= earlier, "position went back from \(earlier) to \(later)")
    }
    // The last stretch (1860 → 2098) leads from card 6 to card 9: the frame before rest is
    // already within a few hundredths of 9.
    #expect(positions.dropLast().last.map { $0 > 8.9 } == true)

    // When the finger flings on toward the end, or pulls back a little and lets go slowly
    recorder.reset()
    try pager.swipe(by: -30, velocity: -2_000)
    try pager.runUntilIdleCheckingInvariants()
    try pager.swipe(by: 20, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    // Then the card the drags started from is kept: it rests at that same offset
    #expect(pager.settledIndex == 9 && pager.contentOffset == 2_098)
    #expect(recorder.pageLog.isEmpty)

    // A command can still name any of the three: no motion, one change.
    try pager.scroll(to: 7)
    #expect(pager.phase == .idle && pager.contentOffset == 2_098 && pager.settledIndex == 7)
    #expect(recorder.pageLog == ["will card9>card7 programmatic", "did card9>card7 programmatic"])
    pager.expectInvariants()
  }

  @Test func aSlowReleaseNearTheEndFromEarlierGoesToTheRunsOuterEnd() throws {
    let (pager, _) = try makeShelf(viewport: 1_024, initialIndex: 6)
    // 1860 + 200 = 2060: nearer 2098 (cards 7…9, one stop read as card 9) than 1860.
    try pager.swipe(by: -200, velocity: 0)
    #expect(pager.targetIndex == 9)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 9 && pager.contentOffset == 2_098)
  }
}
