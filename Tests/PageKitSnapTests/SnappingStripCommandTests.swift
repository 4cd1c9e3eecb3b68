import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Commands come from `PagingController` through the engine: animated and not, retargets
/// while settling, far jumps, steps, causes.
@Suite struct SnappingStripCommandTests {
  @Test func anAnimatedCommandSettlesOnTheCardsRestingOffset() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 3)
    #expect(strip.phase == .settling && strip.targetIndex == 3 && strip.settledIndex == 0)
    #expect(recorder.pageLog == ["will card0>card3 programmatic"])
    let offsets = try strip.framesUntilIdle()
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(strip.offset == 930 && strip.settledIndex == 3 && strip.position == 3)
    #expect(recorder.pageLog == ["will card0>card3 programmatic", "did card0>card3 programmatic"])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func aCommandWithoutAnimationLandsAtOnceWithNoPhaseEvents() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 5, animated: false)
    #expect(strip.phase == .idle && strip.offset == 1_550 && strip.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
    #expect(recorder.phaseChanges.isEmpty)
    strip.expectInvariants()
  }

  @Test func scrollingToTheCurrentCardDoesNothing() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.scroll(to: 2)
    try strip.scroll(to: 2, animated: false)
    #expect(recorder.events.isEmpty && strip.phase == .idle)
    // While settling, the target counts as current.
    try strip.scroll(to: 4)
    try strip.scroll(to: 4)
    #expect(recorder.willChanges.count == 1)
  }

  @Test func aRetargetWhileSettlingContinuesFromWhereItIsWithoutAJump() throws {
    // Given an animated command to card 3, a few frames in
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 3)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    let before = strip.offset
    #expect(before > 0 && before < 930)
    // When it is retargeted to card 5
    try strip.scroll(to: 5)
    // Then nothing jumps, and it keeps moving forward at once
    #expect(strip.offset == before)
    try strip.advance(to: 0.1 + 1.0 / 60)
    #expect(strip.offset > before)
    try strip.runUntilIdle()
    #expect(strip.offset == 1_550 && strip.settledIndex == 5)
    #expect(
      recorder.pageLog == [
        "will card0>card3 programmatic", "will card0>card5 programmatic",
        "did card0>card5 programmatic",
      ])
  }

  @Test func aRetargetBackwardReversesSmoothly() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 9)
    try strip.advance(to: 0)
    try strip.advance(to: 0.15)
    let before = strip.offset
    try strip.scroll(to: 1)
    #expect(strip.offset == before)
    let offsets = try strip.framesUntilIdle()
    // The velocity toward card 9 carries it on briefly, then it comes back to card 1.
    #expect(offsets.max().map { $0 < 2_747 + 375 } == true)
    #expect(strip.offset == 310 && strip.settledIndex == 1)
    #expect(recorder.didChanges.map(\.to) == ["card1"])
    #expect(recorder.willChanges.map(\.to) == ["card9", "card1"])
  }

  @Test func farCommandsScrollStraightThroughEveryCard() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 9)
    let forward = try strip.framesUntilIdle()
    #expect(zip(forward, forward.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(strip.offset == 2_747 && strip.settledIndex == 9 && strip.position == 9)
    try strip.scroll(to: 0)
    let back = try strip.framesUntilIdle()
    #expect(zip(back, back.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(strip.offset == 0 && strip.settledIndex == 0)
    #expect(
      recorder.pageLog == [
        "will card0>card9 programmatic", "did card0>card9 programmatic",
        "will card9>card0 programmatic", "did card9>card0 programmatic",
      ])
    #expect(recorder.didChanges.map(\.direction) == [.forward, .reverse])
  }

  @Test func stepsCountFromTheTargetAndStopAtTheEnds() throws {
    let (strip, recorder) = try makeShelf(count: 4)
    try strip.scrollToNext()
    try strip.scrollToNext()
    #expect(strip.targetIndex == 2)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 2)
    try strip.scrollToNext(animated: false)
    #expect(strip.settledIndex == 3)
    #expect(throws: PagerError.indexOutOfRange(index: 4, count: 4)) {
      try strip.scrollToNext()
    }
    try strip.scroll(to: 0, animated: false)
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 4)) {
      try strip.scrollToPrevious()
    }
    #expect(recorder.didChanges.map(\.to) == ["card2", "card3", "card0"])
  }

  @Test func driversReportTheirOwnCause() throws {
    let (strip, recorder) = try makeShelf()
    try strip.step(.forward, cause: .autoScroll)
    try strip.runUntilIdle()
    try strip.command(to: 3, direction: nil, animated: false, cause: .autoScroll)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll, .autoScroll])
  }

  @Test func anExplicitDirectionThatDisagreesIsIgnored() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 4)
    try strip.scroll(to: 1, direction: .forward, animated: false)
    #expect(strip.settledIndex == 1)
    #expect(recorder.didChanges.first?.direction == .reverse)
  }

  @Test func aCommandDuringADragThrowsAndChangesNothing() throws {
    let (strip, recorder) = try makeShelf()
    try strip.beginDrag()
    try strip.drag(by: -120)
    let offset = strip.offset
    recorder.reset()
    #expect(throws: PagerError.dragInProgress) { try strip.scroll(to: 3) }
    #expect(throws: PagerError.dragInProgress) { try strip.scrollToNext() }
    #expect(throws: PagerError.dragInProgress) { try strip.scroll(to: 99) }
    #expect(strip.offset == offset && strip.phase == .dragging && recorder.events.isEmpty)
  }
}
