import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

@Suite struct CarouselMotionTests {
  // MARK: Counts

  @Test(arguments: [0, 1, 2, 3, 1000])
  func countsFromEmptyToAThousand(count: Int) throws {
    let (carousel, recorder) = try makeCarousel(
      count: count, itemLength: 100, spacing: 10, viewport: 375, anchor: .center)
    #expect(carousel.layout.loops == (count >= 2))
    #expect(carousel.settledIndex == 0)
    if count == 0 {
      #expect(carousel.isEmpty)
      #expect(carousel.offset == 0)
      #expect(throws: PagerError.emptySource) { try carousel.scrollToNext() }
      #expect(throws: PagerError.emptySource) { try carousel.beginDrag() }
      #expect(Array(carousel.items(transition: SlideTransition())).isEmpty)
      return
    }
    if count == 1 {
      // No loop and nowhere to go.
      #expect(throws: PagerError.indexOutOfRange(index: 1, count: 1)) {
        try carousel.scrollToNext()
      }
      #expect(carousel.offset == 0)
      return
    }
    // Loops: the previous item of 0 is the last one, reached backwards across the seam.
    try carousel.scrollToPrevious()
    try runUntilIdle(carousel, from: 0) { c in
      #expect(c.offset >= 0 && c.offset <= c.layout.maximumOffset)
    }
    #expect(carousel.settledIndex == count - 1)
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.direction == .reverse)
    #expect(carousel.position == Double(count - 1))
    #expect(carousel.layout.position(at: carousel.offset)?.logicalIndex == count - 1)
  }

  // MARK: Several items per screen

  @Test func severalItemsPerScreenSnapAndPlaceThroughTheTransition() throws {
    let (carousel, recorder) = try makeCarousel(
      count: 6, itemLength: 100, spacing: 10, viewport: 375, anchor: .center)
    let start = carousel.offset
    // A slow drag of 80 points forward, released: nearest item is 1 (stride 110).
    try carousel.beginDrag()
    try carousel.drag(by: -80)
    #expect(carousel.targetIndex == 1)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == 1)
    #expect(abs(carousel.offset - start - 110) < 1e-9 || carousel.layout.loops)
    #expect(recorder.didChanges.map(\.to) == [1])
    // Placements: the item at the anchor is in place; neighbours one item either side.
    let items = Array(carousel.items(transition: CoverFlowTransition()))
    let centre = try #require(items.first { $0.index == 1 && abs($0.offsetInItems) < 1e-9 })
    #expect(centre.placement.scale == 1)
    #expect(centre.placement.rotation == 0)
    #expect(centre.leadingEdge == carousel.layout.anchorPosition)
    #expect(items.contains { $0.index == 0 && abs($0.offsetInItems + 1) < 1e-9 })
    #expect(items.contains { $0.index == 2 && abs($0.offsetInItems - 1) < 1e-9 })
    // A slide transition draws every item at its own slot.
    for item in carousel.items(transition: SlideTransition()) where !item.placement.isHidden {
      let onScreen = item.origin - carousel.offset
      #expect(abs(item.leadingEdge - onScreen) < 1e-6)
    }
  }

  @Test func directionalSnapMovesOneItemOnAFastShortFling() throws {
    let carousel = try Carousel(
      source: ArrayPageSource(Array(0..<8)), snap: DirectionalSnap(), itemLength: 120,
      spacing: 8, viewportLength: 390, anchor: .leading(16))
    try carousel.beginDrag()
    try carousel.drag(by: -10)
    try carousel.endDrag(velocity: -400)
    #expect(carousel.targetIndex >= 1)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == carousel.targetIndex)
    #expect(carousel.layout.position(at: carousel.offset)?.fraction == 0)
  }

  @Test(arguments: [true, false])
  func aRegrabMidSettleIsJudgedFromThePendingTarget(isCircular: Bool) throws {
    // Given a paging carousel of 300-point items at rest on 1, sent on to 2 and a few frames
    // into the settle (nearer 1 than 2)
    let carousel = try Carousel(
      source: ArrayPageSource(Array(0..<5)), snap: PagingSnap.paging, itemLength: 300,
      viewportLength: 300, anchor: .leading(0), isCircular: isCircular, initialIndex: 1)
    let recorder = RecordingDelegate<Int>()
    carousel.delegate = recorder
    let restingOnOne = carousel.offset
    try carousel.advance(to: 0)
    try carousel.scrollToNext()
    try carousel.advance(to: 2.0 / 60)
    #expect(carousel.position > 1 && carousel.position < 1.5, "\(carousel.position)")
    // When the user re-grabs it, drags it exactly half-way between 1 and 2 and lifts slowly
    try carousel.beginDrag()
    try carousel.drag(by: carousel.offset - (restingOnOne + 150))
    #expect(carousel.position == 1.5)
    try carousel.endDrag(velocity: 0)
    // Then the tie goes to the pending target, 2, not back to 1 where the drag began nearest
    #expect(carousel.targetIndex == 2)
    try runUntilIdle(carousel, from: 2.0 / 60)
    #expect(carousel.settledIndex == 2)
    #expect(recorder.cancels.isEmpty && recorder.didChanges.map(\.to) == [2])
  }

  // MARK: Flings

  @Test(arguments: [(375.0, 0.0, 375.0), (100.0, 10.0, 375.0), (60.0, 4.0, 320.0)])
  func hostFlingsNeverReachTheEndsAndTheIndexMovesContinuously(
    itemLength: Double, spacing: Double, viewport: Double
  ) throws {
    for velocity in [10_000.0, -10_000.0] {
      let (carousel, recorder) = try makeCarousel(
        count: 5, itemLength: itemLength, spacing: spacing, viewport: viewport)
      var view = FakeScrollView(offset: carousel.offset)
      view.drag(velocity > 0 ? 30 : -30, carousel: carousel)
      view.release(velocity: velocity, at: 0, carousel: carousel)
      let stride = carousel.layout.stride
      var time = 0.0
      var frames = 0
      var previous = carousel.position
      var travelled = 0.0
      var ended = false
      while !ended && frames < 2000 {
        time += 1.0 / 60
        frames += 1
        let before = view.offset
        ended = view.frame(at: time, carousel: carousel)
        let margin = carousel.layout.recenterMargin
        #expect(view.offset >= margin - 1e-6, "frame \(frames)")
        #expect(view.offset <= carousel.layout.maximumOffset - margin + 1e-6, "frame \(frames)")
        if carousel.phase != .idle {
          let step = carousel.position - previous
          // Continuous: the position moves by no more than a frame's worth of items.
          #expect(abs(step) <= abs(velocity) / 60 / stride + 1e-6, "frame \(frames)")
          #expect(step * velocity >= -1e-9, "frame \(frames)")
          travelled += step
          previous = carousel.position
          let here = try #require(carousel.layout.position(at: carousel.offset))
          #expect(carousel.currentIndex == here.virtualIndex.floorMod(5))
          _ = before
        }
      }
      #expect(frames > 200)
      #expect(ended)
      #expect(abs(travelled) > 10)
      #expect(carousel.phase == .idle)
      #expect(recorder.didChanges.count == 1)
      #expect(recorder.willChanges.count == 1)
      #expect(recorder.didChanges.first?.cause == .user)
      #expect(recorder.didChanges.first?.direction == (velocity > 0 ? .forward : .reverse))
      #expect(carousel.layout.position(at: carousel.offset)?.logicalIndex == carousel.settledIndex)
    }
  }

  @Test func headlessFlingSettlesOnAnItemWithOneChange() throws {
    let (carousel, recorder) = try makeCarousel(count: 7, itemLength: 100, viewport: 375)
    try carousel.beginDrag()
    try carousel.drag(by: -40)
    try carousel.endDrag(velocity: -10_000)
    var farthest = 0.0
    try runUntilIdle(carousel, from: 0) { c in
      farthest = max(farthest, c.position)
      #expect(c.offset >= c.layout.recenterMargin - 1e-6)
      #expect(c.offset <= c.layout.maximumOffset - c.layout.recenterMargin + 1e-6)
    }
    // 10,000 pt/s projects ~4990 pt: about 50 items of 100 pt.
    #expect(farthest > 45)
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(recorder.didChanges.count == 1)
    #expect(carousel.layout.position(at: carousel.offset)?.fraction == 0)
    #expect(carousel.position == Double(carousel.settledIndex))
  }

  // MARK: Events

  @Test func aPeekEmitsNoPageEventsAndACancelledSwipeIsClosedByACancel() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    try carousel.beginDrag()
    try carousel.drag(by: -100)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: 0)
    #expect(recorder.willChanges.isEmpty)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    // A swipe committed to item 1, re-grabbed and dragged back, released on item 0.
    recorder.reset()
    try carousel.beginDrag()
    try carousel.drag(by: -300)
    try carousel.endDrag(velocity: 0)
    let now = try #require(carousel.currentTime)
    try carousel.advance(to: now + 0.05)
    #expect(carousel.phase == .settling)
    try carousel.beginDrag()
    try carousel.drag(by: 300)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: now + 0.1)
    #expect(recorder.willChanges.map(\.to) == [1])
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.map(\.to) == [1])
    #expect(carousel.settledIndex == 0)
  }

  @Test func commandsReportTheirCauseAndNonAnimatedOnesHaveNoPhases() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    try carousel.scroll(to: 3, animated: false)
    #expect(recorder.pageEvents.count == 2)
    #expect(recorder.willChanges.map(\.cause) == [.programmatic])
    #expect(recorder.didChanges.map(\.to) == [3])
    #expect(recorder.phaseChanges.isEmpty)
    #expect(carousel.settledIndex == 3)
    // Scrolling to the current item does nothing.
    recorder.reset()
    try carousel.scroll(to: 3)
    #expect(recorder.events.isEmpty)
    // Animated, with a step cause.
    try carousel.step(.forward, cause: .autoScroll)
    try runUntilIdle(carousel, from: 0)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func retargetingToTheSettledItemEndsWithACancel() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    try carousel.advance(to: 0)
    try carousel.scrollToNext()
    try carousel.advance(to: 0.1)
    try carousel.scroll(to: 0)
    try runUntilIdle(carousel, from: 0.1)
    #expect(carousel.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(recorder.cancels.count == 1)
    // It went back the way it came, not round the loop.
    #expect(carousel.offset == 375)
  }

  @Test func shortestPathTiesGoForwardAndDirectionsAreHonoured() throws {
    let (carousel, recorder) = try makeCarousel(count: 4)
    try carousel.scroll(to: 2)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(carousel, from: 0)
    try carousel.scroll(to: 1, direction: .forward)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(carousel, from: 1)
    #expect(carousel.settledIndex == 1)
    try carousel.scroll(to: 0)
    #expect(recorder.willChanges.last?.direction == .reverse)
    try runUntilIdle(carousel, from: 2)
    #expect(recorder.didChanges.map(\.to) == [2, 1, 0])
  }

  @Test func aFarJumpInAThousandItemsStaysInsideTheContent() throws {
    let (carousel, recorder) = try makeCarousel(count: 1000, itemLength: 100, viewport: 375)
    try carousel.scroll(to: 500)
    #expect(recorder.willChanges.last?.direction == .forward)
    try runUntilIdle(carousel, from: 0) { c in
      #expect(c.offset >= 0 && c.offset <= c.layout.maximumOffset)
    }
    #expect(carousel.settledIndex == 500)
    #expect(recorder.didChanges.count == 1)
    #expect(carousel.layout.position(at: carousel.offset)?.logicalIndex == 500)
    // The shortest path from 500 to 0 ties (500 either way): forward.
    try carousel.scroll(to: 0, animated: false)
    #expect(recorder.didChanges.last?.direction == .forward)
  }

  @Test func eventsReachObserversHandlersAndStreamsInOrder() async throws {
    let (carousel, recorder) = try makeCarousel(count: 3)
    var handled: [PagerEvent<Int>] = []
    var observed: [PagerEvent<Int>] = []
    carousel.addEventObserver { handled.append($0) }
    let token = carousel.addEventObserver { observed.append($0) }
    let stream = carousel.events
    try carousel.scroll(to: 1, animated: false)
    carousel.removeEventObserver(token)
    try carousel.scroll(to: 2, animated: false)
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
    let (carousel, recorder) = try makeCarousel(count: 5)
    carousel.addEventObserver { event in
      if case .didChangePage(let change) = event, change.to == 1 {
        try? carousel.scroll(to: 2, animated: false)
      }
    }
    try carousel.scroll(to: 1, animated: false)
    #expect(carousel.settledIndex == 2)
    #expect(recorder.didChanges.map(\.to) == [1, 2])
    #expect(recorder.didChanges.map(\.from) == [0, 1])
  }
}

/// `currentIndex` at an exact half belongs to the item the motion comes from, for every layout
/// (DESIGN, "Item layouts and loops"), as the pager's does — not to the following item, the
/// geometry's rule for a content offset.
@Suite struct CarouselExactHalfTests {
  @Test(arguments: [true, false])
  func anExactHalfBelongsToTheItemTheMotionComesFrom(isCircular: Bool) throws {
    // Given full-width items at rest on 1, and a pager over the same items
    let (carousel, _) = try makeCarousel(count: 5, isCircular: isCircular, initialIndex: 1)
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)), initialIndex: 1,
      configuration: PagerConfiguration(pageLength: 375))
    try carousel.beginDrag()
    try pager.beginDrag()
    // When the finger drags exactly half an item forward
    try carousel.drag(by: -187.5)
    try pager.drag(by: -187.5)
    // Then both current items are 1, the one the motion comes from
    #expect(carousel.position == pager.position)
    #expect(carousel.currentIndex == 1 && pager.currentIndex == 1)
    // When it drags exactly half an item back from the settled item, both read 1
    try carousel.drag(by: 375)
    try pager.drag(by: 375)
    #expect(carousel.position == pager.position)
    #expect(carousel.currentIndex == 1 && pager.currentIndex == 1)
  }
}
