import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Commands on a pager with an item layout come from `PagingController` through the engine:
/// animated and not, retargets while settling, far jumps, steps, causes.
@Suite struct ItemPagerCommandTests {
  @Test func anAnimatedCommandSettlesOnTheCardsRestingOffset() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 3)
    #expect(pager.phase == .settling && pager.targetIndex == 3 && pager.settledIndex == 0)
    #expect(recorder.pageLog == ["will card0>card3 programmatic"])
    let offsets = try pager.framesUntilIdle()
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(pager.contentOffset == 930 && pager.settledIndex == 3 && pager.position == 3)
    #expect(recorder.pageLog == ["will card0>card3 programmatic", "did card0>card3 programmatic"])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func aCommandWithoutAnimationLandsAtOnceWithNoPhaseEvents() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 5, animated: false)
    #expect(pager.phase == .idle && pager.contentOffset == 1_550 && pager.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
    #expect(recorder.phaseChanges.isEmpty)
    pager.expectInvariants()
  }

  @Test func scrollingToTheCurrentCardDoesNothing() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.scroll(to: 2)
    try pager.scroll(to: 2, animated: false)
    #expect(recorder.events.isEmpty && pager.phase == .idle)
    // While settling, the target counts as current.
    try pager.scroll(to: 4)
    try pager.scroll(to: 4)
    #expect(recorder.willChanges.count == 1)
  }

  @Test func aRetargetWhileSettlingContinuesFromWhereItIsWithoutAJump() throws {
    // Given an animated command to card 3, a few frames in
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 3)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    let before = pager.contentOffset
    #expect(before > 0 && before < 930)
    // When it is retargeted to card 5
    try pager.scroll(to: 5)
    // Then nothing jumps, and it keeps moving forward at once
    #expect(pager.contentOffset == before)
    try pager.advance(to: 0.1 + 1.0 / 60)
    #expect(pager.contentOffset > before)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 1_550 && pager.settledIndex == 5)
    #expect(
      recorder.pageLog == [
        "will card0>card3 programmatic", "will card0>card5 programmatic",
        "did card0>card5 programmatic",
      ])
  }

  @Test func aRetargetBackwardReversesSmoothly() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 9)
    try pager.advance(to: 0)
    try pager.advance(to: 0.15)
    let before = pager.contentOffset
    try pager.scroll(to: 1)
    #expect(pager.contentOffset == before)
    let offsets = try pager.framesUntilIdle()
    // The velocity toward card 9 carries it on briefly, then it comes back to card 1.
    #expect(offsets.max().map { $0 < 2_747 + 375 } == true)
    #expect(pager.contentOffset == 310 && pager.settledIndex == 1)
    #expect(recorder.didChanges.map(\.to) == ["card1"])
    #expect(recorder.willChanges.map(\.to) == ["card9", "card1"])
  }

  @Test func farCommandsScrollStraightThroughEveryCard() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 9)
    let forward = try pager.framesUntilIdle()
    #expect(zip(forward, forward.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(pager.contentOffset == 2_747 && pager.settledIndex == 9 && pager.position == 9)
    try pager.scroll(to: 0)
    let back = try pager.framesUntilIdle()
    #expect(zip(back, back.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
    #expect(
      recorder.pageLog == [
        "will card0>card9 programmatic", "did card0>card9 programmatic",
        "will card9>card0 programmatic", "did card9>card0 programmatic",
      ])
    #expect(recorder.didChanges.map(\.direction) == [.forward, .reverse])
  }

  @Test func stepsCountFromTheTargetAndStopAtTheEnds() throws {
    let (pager, recorder) = try makeShelf(count: 4)
    try pager.scrollToNext()
    try pager.scrollToNext()
    #expect(pager.targetIndex == 2)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 2)
    try pager.scrollToNext(animated: false)
    #expect(pager.settledIndex == 3)
    #expect(throws: PagerError.indexOutOfRange(index: 4, count: 4)) {
      try pager.scrollToNext()
    }
    try pager.scroll(to: 0, animated: false)
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 4)) {
      try pager.scrollToPrevious()
    }
    #expect(recorder.didChanges.map(\.to) == ["card2", "card3", "card0"])
  }

  @Test func driversReportTheirOwnCause() throws {
    let (pager, recorder) = try makeShelf()
    try pager.step(.forward, cause: .autoScroll)
    try pager.runUntilIdleCheckingInvariants()
    try pager.command(to: 3, direction: nil, animated: false, cause: .autoScroll)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll, .autoScroll])
  }

  @Test func anExplicitDirectionThatDisagreesIsIgnored() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 4)
    try pager.scroll(to: 1, direction: .forward, animated: false)
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.first?.direction == .reverse)
  }

  @Test func aCommandDuringADragThrowsAndChangesNothing() throws {
    let (pager, recorder) = try makeShelf()
    try pager.beginDrag()
    try pager.drag(by: -120)
    let offset = pager.contentOffset
    recorder.reset()
    #expect(throws: PagerError.dragInProgress) { try pager.scroll(to: 3) }
    #expect(throws: PagerError.dragInProgress) { try pager.scrollToNext() }
    #expect(throws: PagerError.dragInProgress) { try pager.scroll(to: 99) }
    #expect(pager.contentOffset == offset && pager.phase == .dragging && recorder.events.isEmpty)
  }
}
