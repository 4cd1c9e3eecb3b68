import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct PagerSwipeTests {
  @Test func constructionAnnouncesNothingAndRestsOnTheInitialPage() throws {
    let (pager, recorder) = try makePager(initialIndex: 2)
    #expect(pager.settledIndex == 2)
    #expect(pager.currentIndex == 2)
    #expect(pager.targetIndex == 2)
    #expect(pager.position == 2)
    #expect(pager.phase == .idle)
    #expect(pager.motion == nil)
    #expect(recorder.events.isEmpty)
  }

  @Test func swipePastHalfCompletesWithExactlyOneDidChange() throws {
    // Given a pager on page 0, when the finger drags 60 pt left and lifts slowly…
    let (pager, recorder) = try makePager()
    try pager.swipe(by: -60, velocity: 0)
    #expect(pager.phase == .settling)
    #expect(pager.targetIndex == 1)
    #expect(pager.settledIndex == 0, "settled changes only at rest")
    try pager.runUntilIdle()
    // …then it settles on page 1 with one will and one did.
    #expect(pager.settledIndex == 1)
    #expect(pager.position == 1)
    #expect(recorder.willChanges.map(\.to) == ["p1"])
    #expect(recorder.didChanges.count == 1)
    let did = try #require(recorder.didChanges.first)
    #expect(did.from == "p0" && did.to == "p1")
    #expect(did.fromIndex == 0 && did.toIndex == 1)
    #expect(did.direction == .forward && did.cause == .user)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
  }

  @Test func exactlyHalfGoesBack() throws {
    let (pager, recorder) = try makePager()
    try pager.swipe(by: -50, velocity: 0)
    #expect(pager.targetIndex == 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.willChanges.isEmpty, "a peek announces nothing")
    #expect(recorder.cancels.isEmpty, "a peek with no will open emits no cancel")
  }

  @Test func cancelledSwipeEmitsNoPageEvents() throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    try pager.swipe(by: -30, velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(pager.position == 1)
    #expect(recorder.didChanges.isEmpty && recorder.willChanges.isEmpty)
  }

  @Test func fastFlingMovesOnePageEvenFromASmallDrag() throws {
    let (pager, recorder) = try makePager()
    try pager.swipe(by: -10, velocity: -301)
    #expect(pager.targetIndex == 1)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func velocityAtTheThresholdIsSlow() throws {
    let (pager, _) = try makePager()
    try pager.swipe(by: -10, velocity: -300)
    #expect(pager.targetIndex == 0)
  }

  @Test func flingAgainstTheDisplacementReturnsToTheReference() throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    try pager.swipe(by: -70, velocity: 800)
    #expect(pager.targetIndex == 1)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.isEmpty)
  }

  @Test func flingNeverMovesMoreThanOnePageByDefault() throws {
    let (pager, _) = try makePager()
    try pager.swipe(by: -30, velocity: -50_000)
    #expect(pager.targetIndex == 1)
  }

  @Test func maxPagesPerFlingAllowsProjectedPages() throws {
    let config = PagerConfiguration(viewportLength: 100)
    let snap = try PagingSnap(maxItems: 3)
    let (pager, _) = try makePager(count: 10, snap: snap, configuration: config)
    // 1000 pt/s projects 499 pt = ~5 pages: capped at the boundary + 2.
    try pager.swipe(by: -10, velocity: -1000)
    #expect(pager.targetIndex == 3)
  }

  @Test func maxPagesPerFlingUsesTheNearestProjectedPage() throws {
    let config = PagerConfiguration(viewportLength: 100)
    let snap = try PagingSnap(maxItems: 3)
    let (pager, _) = try makePager(count: 10, snap: snap, configuration: config)
    // 400 pt/s projects 199.6 pt ≈ 2 pages from 0.1 → nearest 2.
    try pager.swipe(by: -10, velocity: -400)
    #expect(pager.targetIndex == 2)
  }

  // Docs/Physics.md, vector R1.
  @Test func edgesClampAndRubberBand() throws {
    let (pager, recorder) = try makePager(count: 3)
    try pager.beginDrag()
    try pager.drag(by: 100)  // a whole page past the start
    #expect(pager.position < 0)
    #expect(pager.position > -0.55, "rubber band resists: 0.55·1/(1+0.55) ≈ 0.355")
    #expect(abs(pager.position - (-0.55 / 1.55)) < 1e-12)
    try pager.endDrag(velocity: 2000)
    #expect(pager.targetIndex == 0)
    try pager.runUntilIdle()
    #expect(pager.position == 0)
    #expect(recorder.didChanges.isEmpty)
  }

  @Test func flingPastTheLastPageClamps() throws {
    let (pager, _) = try makePager(count: 3, initialIndex: 2)
    try pager.swipe(by: -20, velocity: -3000)
    #expect(pager.targetIndex == 2)
  }

  @Test func currentIndexFlipsAtTheMidpointWhileDragging() throws {
    let (pager, _) = try makePager()
    try pager.beginDrag()
    try pager.drag(by: -49)
    #expect(pager.currentIndex == 0)
    try pager.drag(by: -1)
    #expect(pager.currentIndex == 0, "an exact half belongs to the page the motion comes from")
    try pager.drag(by: -1)
    #expect(pager.currentIndex == 1)
    #expect(pager.targetIndex == 1)
    #expect(pager.settledIndex == 0)
  }

  @Test func rightToLeftMirrorsDrags() throws {
    let config = PagerConfiguration(viewportLength: 100, layoutDirection: .rightToLeft)
    let (pager, _) = try makePager(configuration: config)
    try pager.swipe(by: 60, velocity: 0)  // finger moves right: forward in RTL
    #expect(pager.targetIndex == 1)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
  }

  @Test func rightToLeftMirrorsPlacements() throws {
    let config = PagerConfiguration(viewportLength: 100, layoutDirection: .rightToLeft)
    let (pager, _) = try makePager(configuration: config)
    try pager.beginDrag()
    try pager.drag(by: 25)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.offset == 0.75)
    #expect(next.placement.translation == -0.75, "the next page sits to the left in RTL")
  }

  @Test func verticalPagerIgnoresLayoutDirection() throws {
    let config = PagerConfiguration(
      viewportLength: 100, axis: .vertical, layoutDirection: .rightToLeft)
    let (pager, _) = try makePager(configuration: config)
    try pager.swipe(by: -60, velocity: 0)  // finger moves up: forward
    #expect(pager.targetIndex == 1)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.placement.translation > 0)
  }

  @Test func releaseSettlesWithASpringStartingAtTheReleaseVelocity() throws {
    let (pager, _) = try makePager()
    try pager.advance(to: 0)
    try pager.swipe(by: -20, velocity: -1000)
    try pager.advance(to: 0.001)
    // 1000 pt/s = 10 pages/s: after 1 ms the position has moved about 0.01 page.
    #expect(abs(pager.position - 0.2 - 0.01) < 0.002)
  }

  @Test func reGrabDuringSettleKeepsTheOpenWill() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.swipe(by: -60, velocity: 0)
    try pager.advance(to: 0.05)
    try pager.beginDrag()
    #expect(pager.phase == .dragging)
    try pager.drag(by: 40)  // back toward page 0
    try pager.endDrag(velocity: 1000)  // fling back
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(recorder.willChanges.count == 1)
    #expect(recorder.cancels.count == 1, "the open will closes with a cancel")
    #expect(recorder.cancels.first?.to == "p1")
    #expect(recorder.didChanges.isEmpty)
  }

  @Test func reGrabAndReleaseToTheSameTargetDoesNotReannounce() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.swipe(by: -60, velocity: 0)
    try pager.advance(to: 0.05)
    try pager.swipe(by: -5, velocity: 0)
    try pager.runUntilIdle()
    #expect(recorder.willChanges.count == 1)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func releaseAfterReGrabReannouncesAProgrammaticTargetAsUser() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.2)
    #expect(pager.position > 0.5)
    try pager.swipe(by: -5, velocity: 0)
    try pager.runUntilIdle()
    #expect(recorder.willChanges.map(\.cause) == [.programmatic, .user])
    #expect(recorder.didChanges.map(\.cause) == [.user])
  }

  @Test func dragTargetIsWhatAZeroVelocityReleaseWouldChoose() throws {
    let (pager, _) = try makePager(initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: 70)
    #expect(pager.targetIndex == 1)
    try pager.drag(by: -40)
    #expect(pager.targetIndex == 2)
  }

  @Test func motionReportsOriginDestinationAndProgress() throws {
    let (pager, _) = try makePager()
    try pager.beginDrag()
    try pager.drag(by: -75)
    let motion = try #require(pager.motion)
    #expect(motion.originIndex == 0)
    #expect(motion.destinationIndex == 1)
    #expect(motion.progress == 0.75)
    #expect(motion.direction == .forward)
  }

  @Test func velocityIsInPointsPerSecondRelativeToPageLength() throws {
    // 250 pt/s is slow for a 100 pt page (threshold 300 pt/s), whatever the page length.
    let (pager, _) = try makePager(configuration: PagerConfiguration(viewportLength: 1000))
    try pager.swipe(by: -100, velocity: -250)
    #expect(pager.targetIndex == 0)
  }
}

/// The pager chooses a drag's target when it is read (its drag frames ask the snap strategy
/// nothing): whatever frame it is read after, it is what a zero-velocity release would choose.
@Suite struct PagerDragTargetTests {
  @Test func theTargetWhileDraggingIsTheZeroVelocityReleaseAfterEveryFrame() throws {
    // Given five pages at 0, dragged forward in steps.
    let (pager, _) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.beginDrag()
    // When the finger moves on, read after some frames only.
    // (100 pt pages: positions 0.3, 0.6, 1.6, 2.2, 3.1, past the end, then back to 1.1)
    let expected = [(-30.0, 0), (-30, 1), (-100, 2), (-60, 2), (-90, 3), (-300, 4), (500, 1)]
    for (step, (translation, target)) in expected.enumerated() {
      try pager.drag(by: translation)
      if step == 1 { try pager.drag(by: 0) }
      // Then the target, and the motion's destination, follow the position.
      #expect(pager.targetIndex == target, "after \(step): position \(pager.position)")
      #expect(pager.motion?.destinationIndex == target)
    }
    // And a release at zero velocity goes there.
    try pager.endDrag(velocity: 0)
    #expect(pager.targetIndex == 1)
  }
}
