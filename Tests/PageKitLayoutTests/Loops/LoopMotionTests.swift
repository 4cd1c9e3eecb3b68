import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

@Suite struct LoopMotionTests {
  // MARK: Counts

  @Test(arguments: [0, 1, 2, 3, 1000])
  func countsFromEmptyToAThousand(count: Int) throws {
    let (pager, recorder) = try makeLoop(
      count: count, itemLength: 100, spacing: 10, viewport: 375, anchor: .center)
    #expect(pager.loops == (count >= 2))
    #expect(pager.settledIndex == 0)
    if count == 0 {
      #expect(pager.isEmpty)
      #expect(pager.contentOffset == 0)
      #expect(throws: PagerError.emptySource) { try pager.scrollToNext() }
      #expect(throws: PagerError.emptySource) { try pager.beginDrag() }
      #expect(pager.livePages.isEmpty)
      return
    }
    if count == 1 {
      // No loop and nowhere to go.
      #expect(throws: PagerError.indexOutOfRange(index: 1, count: 1)) {
        try pager.scrollToNext()
      }
      #expect(pager.contentOffset == 0)
      return
    }
    // Loops: the previous item of 0 is the last one, reached backwards across the seam.
    try pager.scrollToPrevious()
    try runUntilIdle(pager, from: 0) { c in
      #expect(c.contentOffset >= 0 && c.contentOffset <= c.maxContentOffset)
    }
    #expect(pager.settledIndex == count - 1)
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.direction == .reverse)
    #expect(pager.position == Double(count - 1))
    #expect(pager.pageAtAnchor?.index == count - 1)
  }

  // MARK: Several items per screen

  @Test func severalItemsPerScreenSnapAndPlaceThroughTheTransition() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<6)).circular(),
      transition: AnyTransitionStrategy(CoverFlowTransition()),
      layout: .uniform(itemLength: 100, spacing: 10), anchor: .center, snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let start = pager.contentOffset
    // A slow drag of 80 points forward, released: nearest item is 1 (stride 110).
    try pager.beginDrag()
    try pager.drag(by: -80)
    #expect(pager.targetIndex == 1)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledIndex == 1)
    #expect(abs(pager.contentOffset - start - 110) < 1e-9 || pager.loops)
    #expect(recorder.didChanges.map(\.to) == [1])
    // Placements: the item at the anchor is in place; neighbours one item either side. A
    // resting item's leading edge is (375 − 100) / 2 = 137.5 points in.
    let items = Array(pager.livePages)
    let centre = try #require(items.first { $0.index == 1 && abs($0.offset) < 1e-9 })
    #expect(centre.placement.scale == 1)
    #expect(centre.placement.rotation == 0)
    #expect(centre.origin == 137.5)
    #expect(items.contains { $0.index == 0 && abs($0.offset + 1) < 1e-9 })
    #expect(items.contains { $0.index == 2 && abs($0.offset - 1) < 1e-9 })
    // A slide transition draws every item at its own slot.
    pager.transition = AnyTransitionStrategy(SlideTransition())
    for item in pager.onScreen {
      let onScreen = 137.5 + item.offset * 110
      #expect(abs(item.origin - onScreen) < 1e-6)
    }
  }

  @Test func directionalSnapMovesOneItemOnAFastShortFling() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<8)).circular(),
      layout: .uniform(itemLength: 120, spacing: 8), anchor: .leading(16),
      snap: DirectionalSnap(), configuration: PagerConfiguration(viewportLength: 390))
    try pager.beginDrag()
    try pager.drag(by: -10)
    try pager.endDrag(velocity: -400)
    #expect(pager.targetIndex >= 1)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledIndex == pager.targetIndex)
    #expect(pager.pageAtAnchor?.offset == 0)
  }

  @Test(arguments: [true, false])
  func aRegrabMidSettleIsJudgedFromThePendingTarget(isCircular: Bool) throws {
    // Given a paging pager of 300-point items at rest on 1, sent on to 2 and a few frames
    // into the settle (nearer 1 than 2)
    let pager = try Pager(
      source: looping(Array(0..<5), circular: isCircular), layout: .uniform(itemLength: 300),
      anchor: .leading(0), snap: PagingSnap.paging, initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 300))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let restingOnOne = pager.contentOffset
    try pager.advance(to: 0)
    try pager.scrollToNext()
    try pager.advance(to: 2.0 / 60)
    #expect(pager.position > 1 && pager.position < 1.5, "\(pager.position)")
    // When the user re-grabs it, drags it exactly half-way between 1 and 2 and lifts slowly
    try pager.beginDrag()
    try pager.drag(by: pager.contentOffset - (restingOnOne + 150))
    #expect(pager.position == 1.5)
    try pager.endDrag(velocity: 0)
    // Then the tie goes to the pending target, 2, not back to 1 where the drag began nearest
    #expect(pager.targetIndex == 2)
    try runUntilIdle(pager, from: 2.0 / 60)
    #expect(pager.settledIndex == 2)
    #expect(recorder.cancels.isEmpty && recorder.didChanges.map(\.to) == [2])
  }

  // MARK: Flings

  @Test(arguments: [(375.0, 0.0, 375.0), (100.0, 10.0, 375.0), (60.0, 4.0, 320.0)])
  func hostFlingsNeverReachTheEndsAndTheIndexMovesContinuously(
    itemLength: Double, spacing: Double, viewport: Double
  ) throws {
    for velocity in [10_000.0, -10_000.0] {
      let (pager, recorder) = try makeLoop(
        count: 5, itemLength: itemLength, spacing: spacing, viewport: viewport)
      let bridge = try pager.bridge()
      var view = FakeScrollView(offset: bridge.contentOffset)
      view.drag(velocity > 0 ? 30 : -30, bridge: bridge)
      view.release(velocity: velocity, at: 0, bridge: bridge)
      let stride = itemLength + spacing
      let margin = recenterMargin(itemLength: itemLength, spacing: spacing, viewport: viewport)
      var time = 0.0
      var frames = 0
      var previous = pager.position
      var travelled = 0.0
      var ended = false
      while !ended && frames < 2000 {
        time += 1.0 / 60
        frames += 1
        let before = view.offset
        ended = view.frame(at: time, bridge: bridge)
        #expect(view.offset >= margin - 1e-6, "frame \(frames)")
        #expect(view.offset <= pager.maxContentOffset - margin + 1e-6, "frame \(frames)")
        if pager.phase != .idle {
          let step = pager.position - previous
          // Continuous: the position moves by no more than a frame's worth of items.
          #expect(abs(step) <= abs(velocity) / 60 / stride + 1e-6, "frame \(frames)")
          #expect(step * velocity >= -1e-9, "frame \(frames)")
          travelled += step
          previous = pager.position
          let here = try #require(pager.pageAtAnchor)
          #expect(pager.currentIndex == here.index)
          _ = before
        }
      }
      #expect(frames > 200)
      #expect(ended)
      #expect(abs(travelled) > 10)
      #expect(pager.phase == .idle)
      #expect(recorder.didChanges.count == 1)
      #expect(recorder.willChanges.count == 1)
      #expect(recorder.didChanges.first?.cause == .user)
      #expect(recorder.didChanges.first?.direction == (velocity > 0 ? .forward : .reverse))
      #expect(pager.pageAtAnchor?.index == pager.settledIndex)
    }
  }

  @Test func headlessFlingSettlesOnAnItemWithOneChange() throws {
    let (pager, recorder) = try makeLoop(count: 7, itemLength: 100, viewport: 375)
    try pager.beginDrag()
    try pager.drag(by: -40)
    try pager.endDrag(velocity: -10_000)
    var farthest = 0.0
    let margin = recenterMargin(itemLength: 100, spacing: 0, viewport: 375)
    try runUntilIdle(pager, from: 0) { c in
      farthest = max(farthest, c.position)
      #expect(c.contentOffset >= margin - 1e-6)
      #expect(c.contentOffset <= c.maxContentOffset - margin + 1e-6)
    }
    // 10,000 pt/s projects ~4990 pt: about 50 items of 100 pt.
    #expect(farthest > 45)
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(recorder.didChanges.count == 1)
    #expect(pager.pageAtAnchor?.offset == 0)
    #expect(pager.position == Double(pager.settledIndex))
  }

  // MARK: Events

  @Test func aPeekEmitsNoPageEventsAndACancelledSwipeIsClosedByACancel() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.beginDrag()
    try pager.drag(by: -100)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: 0)
    #expect(recorder.willChanges.isEmpty)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    // A swipe committed to item 1, re-grabbed and dragged back, released on item 0.
    recorder.reset()
    try pager.beginDrag()
    try pager.drag(by: -300)
    try pager.endDrag(velocity: 0)
    let now = try #require(pager.currentTime)
    try pager.advance(to: now + 0.05)
    #expect(pager.phase == .settling)
    try pager.beginDrag()
    try pager.drag(by: 300)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: now + 0.1)
    #expect(recorder.willChanges.map(\.to) == [1])
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.map(\.to) == [1])
    #expect(pager.settledIndex == 0)
  }

  @Test func commandsReportTheirCauseAndNonAnimatedOnesHaveNoPhases() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.scroll(to: 3, animated: false)
    #expect(recorder.pageEvents.count == 2)
    #expect(recorder.willChanges.map(\.cause) == [.programmatic])
    #expect(recorder.didChanges.map(\.to) == [3])
    #expect(recorder.phaseChanges.isEmpty)
    #expect(pager.settledIndex == 3)
    // Scrolling to the current item does nothing.
    recorder.reset()
    try pager.scroll(to: 3)
    #expect(recorder.events.isEmpty)
    // Animated, with a step cause.
    try pager.step(.forward, cause: .autoScroll)
    try runUntilIdle(pager, from: 0)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func retargetingToTheSettledItemEndsWithACancel() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.advance(to: 0)
    try pager.scrollToNext()
    try pager.advance(to: 0.1)
    try pager.scroll(to: 0)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.count == 1)
    // It went back the way it came, not round the loop.
    #expect(pager.contentOffset == 375)
  }

  @Test func shortestPathTiesGoForwardAndDirectionsAreHonoured() throws {
    let (pager, recorder) = try makeLoop(count: 4)
    try pager.scroll(to: 2)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(pager, from: 0)
    try pager.scroll(to: 1, direction: .forward)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(pager, from: 1)
    #expect(pager.settledIndex == 1)
    try pager.scroll(to: 0)
    #expect(recorder.willChanges.last?.direction == .reverse)
    try runUntilIdle(pager, from: 2)
    #expect(recorder.didChanges.map(\.to) == [2, 1, 0])
  }

  @Test func aFarJumpInAThousandItemsStaysInsideTheContent() throws {
    let (pager, recorder) = try makeLoop(count: 1000, itemLength: 100, viewport: 375)
    try pager.scroll(to: 500)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(pager, from: 0) { c in
      #expect(c.contentOffset >= 0 && c.contentOffset <= c.maxContentOffset)
    }
    #expect(pager.settledIndex == 500)
    #expect(recorder.didChanges.count == 1)
    #expect(pager.pageAtAnchor?.index == 500)
    // The shortest path from 500 to 0 ties (500 either way): forward.
    try pager.scroll(to: 0, animated: false)
    #expect(recorder.didChanges.last?.direction == .forward)
  }

  @Test func eventsReachObserversHandlersAndStreamsInOrder() async throws {
    let (pager, recorder) = try makeLoop(count: 3)
    var handled: [PagerEvent<Int>] = []
    var observed: [PagerEvent<Int>] = []
    pager.addEventObserver { handled.append($0) }
    let token = pager.addEventObserver { observed.append($0) }
    let stream = pager.events
    try pager.scroll(to: 1, animated: false)
    pager.removeEventObserver(token)
    try pager.scroll(to: 2, animated: false)
    #expect(handled == recorder.events)
    #expect(observed.count == 3)  // will, did, didScroll of the first command
    var streamed: [PagerEvent<Int>] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == recorder.events.count { break }
    }
    #expect(streamed == recorder.events)
  }

  @Test func aCommandFromInsideAHandlerRunsAgainstTheFinalState() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    pager.addEventObserver { event in
      if case .didChangePage(let change) = event, change.to == 1 {
        try? pager.scroll(to: 2, animated: false)
      }
    }
    try pager.scroll(to: 1, animated: false)
    #expect(pager.settledIndex == 2)
    #expect(recorder.didChanges.map(\.to) == [1, 2])
    #expect(recorder.didChanges.map(\.from) == [0, 1])
  }
}

/// `currentIndex` at an exact half belongs to the item the motion comes from, for every layout
/// (Physics.md), as the pager's does — not to the following item, the
/// geometry's rule for a content offset.
@Suite struct LoopExactHalfTests {
  @Test(arguments: [true, false])
  func anExactHalfBelongsToTheItemTheMotionComesFrom(isCircular: Bool) throws {
    // Given full-width items at rest on 1, and a pager of full pages over the same items
    let (loop, _) = try makeLoop(count: 5, isCircular: isCircular, initialIndex: 1)
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    try loop.beginDrag()
    try pager.beginDrag()
    // When the finger drags exactly half an item forward
    try loop.drag(by: -187.5)
    try pager.drag(by: -187.5)
    // Then both current items are 1, the one the motion comes from
    #expect(loop.position == pager.position)
    #expect(loop.currentIndex == 1 && pager.currentIndex == 1)
    // When it drags exactly half an item back from the settled item, both read 1
    try loop.drag(by: 375)
    try pager.drag(by: 375)
    #expect(loop.position == pager.position)
    #expect(loop.currentIndex == 1 && pager.currentIndex == 1)
  }
}
