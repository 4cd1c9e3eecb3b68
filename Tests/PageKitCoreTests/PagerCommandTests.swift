import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct PagerCommandTests {
  @Test func animatedScrollAnnouncesThenChangesOnce() throws {
    let (pager, recorder) = try makePager()
    try pager.scroll(to: 1)
    #expect(pager.phase == .settling)
    #expect(pager.targetIndex == 1)
    #expect(recorder.willChanges.map(\.cause) == [.programmatic])
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.map(\.to) == ["p1"])
    #expect(recorder.didChanges.first?.cause == .programmatic)
  }

  @Test func nonAnimatedScrollEmitsWillThenDidWithNoPhaseEvents() throws {
    let (pager, recorder) = try makePager()
    try pager.scroll(to: 3, animated: false)
    #expect(pager.settledIndex == 3)
    #expect(pager.position == 3)
    #expect(pager.phase == .idle)
    #expect(
      recorder.pageEvents.map { event -> String in
        switch event {
        case .willChangePage: "will"
        case .didChangePage: "did"
        default: "other"
        }
      } == ["will", "did"])
    #expect(recorder.didChanges.first?.direction == .forward)
  }

  @Test func scrollingToTheCurrentPageIsANoOp() throws {
    let (pager, recorder) = try makePager(initialIndex: 2)
    try pager.scroll(to: 2)
    try pager.scroll(to: 2, animated: false)
    #expect(pager.phase == .idle)
    #expect(recorder.events.isEmpty)
  }

  @Test func scrollingToThePendingTargetIsANoOp() throws {
    let (pager, recorder) = try makePager()
    try pager.scroll(to: 2)
    recorder.reset()
    try pager.scroll(to: 2)
    #expect(recorder.events.isEmpty)
  }

  @Test(arguments: [-1, 5, 100, Int.min, Int.max])
  func outOfRangeIndicesThrowAndChangeNothing(index: Int) throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    #expect(throws: PagerError.indexOutOfRange(index: index, count: 5)) {
      try pager.scroll(to: index)
    }
    #expect(pager.settledIndex == 1 && pager.phase == .idle)
    #expect(recorder.events.isEmpty)
  }

  @Test func commandDuringDragThrowsDragInProgress() throws {
    let (pager, _) = try makePager()
    try pager.beginDrag()
    try pager.drag(by: -30)
    #expect(throws: PagerError.dragInProgress) { try pager.scroll(to: 3) }
    #expect(throws: PagerError.dragInProgress) { try pager.scrollToNext() }
    #expect(throws: PagerError.dragInProgress) { try pager.beginDrag() }
    #expect(pager.position == 0.3)
  }

  @Test func errorPrecedenceIsEmptyThenDragThenRange() throws {
    let (pager, _) = try makePager(count: 0)
    #expect(throws: PagerError.emptySource) { try pager.scroll(to: 7) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: .nan) }
    let (other, _) = try makePager()
    try other.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try other.scroll(to: 99) }
  }

  @Test func scrollToNextAndPreviousStepFromTheTarget() throws {
    let (pager, _) = try makePager()
    try pager.scrollToNext()
    try pager.scrollToNext()
    #expect(pager.targetIndex == 2)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 1)
  }

  @Test func scrollToNextPastTheEndThrows() throws {
    let (pager, _) = try makePager(count: 3, initialIndex: 2)
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) { try pager.scrollToNext() }
    let (first, _) = try makePager(count: 3)
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 3)) {
      try first.scrollToPrevious()
    }
  }

  @Test func circularScrollToNextWraps() throws {
    let (pager, recorder) = try makePager(count: 3, initialIndex: 2, circular: true)
    try pager.scrollToNext()
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(pager.position == 0, "re-based at rest")
    #expect(recorder.didChanges.first?.direction == .forward)
  }

  @Test func retargetDuringSettleHasNoJump() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.1)
    let before = pager.position
    try pager.scroll(to: 2)
    #expect(pager.position == before, "a retarget starts from the current position")
    try pager.advance(to: 0.1 + 1e-6)
    #expect(abs(pager.position - before) < 1e-3, "and the current velocity")
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
    #expect(recorder.willChanges.map(\.to) == ["p1", "p2"])
    #expect(recorder.didChanges.map(\.to) == ["p2"])
    #expect(recorder.cancels.isEmpty, "a superseded will gets no cancel")
  }

  @Test func commandingTheSettledPageWhileSettlingCancels() throws {
    let (pager, recorder) = try makePager(initialIndex: 2)
    try pager.advance(to: 0)
    try pager.scroll(to: 3)
    try pager.advance(to: 0.1)
    try pager.scroll(to: 2)
    #expect(pager.targetIndex == 2)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.map(\.to) == ["p3"])
  }

  @Test func circularCommandBackToSettledNeverGoesAroundTheLoop() throws {
    let (pager, recorder) = try makePager(count: 4, initialIndex: 0, circular: true)
    try pager.advance(to: 0)
    try pager.scroll(to: 3)  // shortest path: reverse across the seam
    try pager.advance(to: 0.1)
    let reverseProgress = pager.position
    #expect(reverseProgress < 0)
    try pager.scroll(to: 0)
    try pager.advance(to: 0.15)
    #expect(pager.position > reverseProgress && pager.position <= 0.0001)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(recorder.cancels.count == 1)
  }

  @Test func shortestPathTiesGoForward() throws {
    let (pager, recorder) = try makePager(count: 4, circular: true)
    try pager.scroll(to: 2)
    #expect(recorder.willChanges.first?.direction == .forward)
    let (five, fiveRecorder) = try makePager(count: 5, initialIndex: 4, circular: true)
    try five.scroll(to: 0)
    #expect(fiveRecorder.willChanges.first?.direction == .forward)
    try five.runUntilIdle()
    #expect(five.settledIndex == 0)
  }

  @Test func explicitDirectionIsHonouredByCircularSources() throws {
    let (pager, recorder) = try makePager(count: 5, initialIndex: 0, circular: true)
    try pager.scroll(to: 1, direction: .reverse)
    #expect(recorder.willChanges.first?.direction == .reverse)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    #expect(pager.position < 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
  }

  @Test func explicitDirectionDisagreeingWithABoundedSourceIsIgnored() throws {
    let (pager, recorder) = try makePager()
    try pager.scroll(to: 3, direction: .reverse)
    #expect(recorder.willChanges.first?.direction == .forward)
  }

  @Test func farJumpNeverCreatesIntermediatePages() throws {
    var made: [Int] = []
    let source = GeneratedPageSource(count: 1_000) { index -> Int in
      made.append(index)
      return index
    }
    let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 100))
    made.removeAll()
    try pager.advance(to: 0)
    try pager.scroll(to: 500)
    var now = 0.0
    while pager.phase == .settling {
      now += 1.0 / 60
      try pager.advance(to: now)
      #expect(pager.livePages.count <= 4)
    }
    #expect(pager.settledIndex == 500)
    #expect(made.allSatisfy { $0 == 0 || $0 >= 499 }, "made \(made)")
  }

  @Test func farJumpDrawsTheDestinationBesideTheVisiblePage() throws {
    let (pager, _) = try makePager(count: 10)
    try pager.advance(to: 0)
    try pager.scroll(to: 7)
    try pager.advance(to: 0.1)
    let pages = pager.livePages.map { ($0.index, $0.offset) }
    let destination = try #require(pages.first { $0.0 == 7 })
    let origin = try #require(pages.first { $0.0 == 0 })
    #expect(abs(destination.1 - origin.1 - 1) < 1e-12, "the destination sits one page after")
    #expect(!pages.contains { (1...6).contains($0.0) })
    #expect(pager.position > 0 && pager.position < 7)
    let motion = try #require(pager.motion)
    #expect(motion.originIndex == 0 && motion.destinationIndex == 7)
  }

  @Test func farJumpPositionInterpolatesAcrossTheSplice() throws {
    let (pager, _) = try makePager(count: 10)
    try pager.advance(to: 0)
    try pager.scroll(to: 8)
    try pager.advance(to: 0.1)
    let progress = try #require(pager.motion?.progress)
    #expect(abs(pager.position - 8 * progress) < 1e-9)
  }

  @Test func farReverseJumpFromTheEnd() throws {
    let (pager, recorder) = try makePager(count: 10, initialIndex: 9)
    try pager.scroll(to: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(pager.position == 0)
    #expect(recorder.didChanges.first?.direction == .reverse)
  }

  @Test func retargetDuringAFarJump() throws {
    let (pager, recorder) = try makePager(count: 10)
    try pager.advance(to: 0)
    try pager.scroll(to: 8)
    try pager.advance(to: 0.1)
    try pager.scroll(to: 3)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 3)
    #expect(pager.position == 3)
    #expect(recorder.didChanges.map(\.to) == ["p3"])
  }

  @Test func grabDuringAFarJumpActsOnTheDrawnStrip() throws {
    let (pager, recorder) = try makePager(count: 10)
    try pager.advance(to: 0)
    try pager.scroll(to: 6)
    try pager.advance(to: 0.05)
    try pager.beginDrag()
    try pager.drag(by: 200)  // pull back hard toward page 0
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(recorder.cancels.map(\.to) == ["p6"])
  }

  @Test func commandsBeforeTheFirstFrameStartAtTheFirstFrame() throws {
    let (pager, _) = try makePager()
    try pager.scroll(to: 1)
    try pager.advance(to: 100)
    #expect(pager.position == 0, "the motion starts at the first timestamp")
    try pager.advance(to: 100.05)
    #expect(pager.position > 0)
  }

  @Test func instantTransitionCompletesOnTheNextFrame() throws {
    let pager = try Pager(
      source: ArrayPageSource([1, 2, 3]), transition: InstantTransition(),
      configuration: PagerConfiguration(viewportLength: 100))
    try pager.scroll(to: 2)
    try pager.advance(to: 0)
    #expect(pager.settledIndex == 2)
    #expect(pager.phase == .idle)
  }
}
