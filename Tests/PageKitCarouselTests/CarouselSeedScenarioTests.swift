import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The carousel seed end to end: five full-width 375-point images, duplicated ends, auto-scroll
/// every 3 seconds that pauses while dragging.
@Suite struct CarouselSeedScenarioTests {
  @Test func startsOnTheFirstRealItemBehindTheHiddenDuplicate() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    #expect(carousel.offset == 375)
    #expect(carousel.layout.contentLength == 2625)
    #expect(carousel.settledIndex == 0)
    #expect(carousel.phase == .idle)
    #expect(recorder.events.isEmpty)
  }

  @Test func passingTheTrailingDuplicateRecentersToTheFirstRealItem() throws {
    // Given the carousel resting on the last real item (offset 1875)
    let (carousel, recorder) = try makeCarousel(count: 5, initialIndex: 4)
    #expect(carousel.offset == 1875)
    // When the host's scroll view drags onto the trailing duplicate (the first item's copy)
    carousel.scrollViewWillBeginDragging()
    let result = carousel.scrollViewDidScroll(contentOffset: 2250)
    // Then it is sent back to the first real item, one cycle earlier
    #expect(result == 375)
    #expect(result - 2250 == -1875)
    #expect(carousel.currentIndex == 0)
    // And releasing there settles on item 0 with exactly one change
    let release = carousel.scrollViewWillEndDragging(
      contentVelocity: 0, proposedContentOffset: 375)
    #expect(release.targetOffset == 375)
    carousel.scrollViewDidEndDragging(willDecelerate: false)
    #expect(carousel.settledIndex == 0)
    #expect(recorder.didChanges.map(\.to) == [0])
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(recorder.didChanges.first?.cause == .user)
  }

  @Test func goingBelowZeroRecentersNearTheEnd() throws {
    let (carousel, _) = try makeCarousel(count: 5)
    carousel.scrollViewWillBeginDragging()
    let result = carousel.scrollViewDidScroll(contentOffset: -10)
    #expect(result == 1865)
    #expect(result - -10 == 1875)
    #expect(carousel.currentIndex == 4)
  }

  @Test func autoScrollsEveryThreeSecondsPausesOnDragAndResumesThreeSecondsAfter() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    var scroller = try AutoScroller()
    var time = 0.0
    var changeTimes: [Double] = []
    carousel.addEventObserver { event in
      if case .willChangePage(let change) = event, change.cause == .autoScroll {
        changeTimes.append(time)
      }
    }
    func frames(until end: Double) throws {
      while time < end - 1e-9 {
        time += 1.0 / 60
        try carousel.advance(to: time)
        scroller.advance(carousel, to: time)
      }
    }
    try carousel.advance(to: 0)
    scroller.advance(carousel, to: 0)
    try frames(until: 7)
    // Fires at 3 and 6 seconds (frame-rounded), one item each.
    #expect(changeTimes.count == 2)
    #expect(abs(changeTimes[0] - 3) < 0.02)
    #expect(abs(changeTimes[1] - 6) < 0.02)
    #expect(carousel.settledIndex == 2)
    // A drag from 7 s to 10 s pauses it.
    try carousel.beginDrag()
    try carousel.drag(by: -20)
    try frames(until: 10)
    #expect(changeTimes.count == 2)
    try carousel.endDrag(velocity: 0)  // back to item 2: no change
    try frames(until: 12.9)
    #expect(changeTimes.count == 2)
    try frames(until: 13.2)
    // Resumes 3 s after the drag ended.
    #expect(changeTimes.count == 3)
    #expect(abs(changeTimes[2] - 13) < 0.05)
    try frames(until: 14)
    #expect(carousel.settledIndex == 3)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll, .autoScroll, .autoScroll])
    #expect(recorder.didChanges.map(\.to) == [1, 2, 3])
  }

  @Test func autoScrollCrossesTheSeamForward() throws {
    let (carousel, recorder) = try makeCarousel(count: 5, initialIndex: 4)
    var scroller = try AutoScroller(interval: 1)
    try runUntilIdle(carousel, from: 0)
    scroller.advance(carousel, to: 0)
    var time = 0.0
    while time < 1.9 {
      time += 1.0 / 60
      try carousel.advance(to: time)
      scroller.advance(carousel, to: time)
      #expect(carousel.offset >= 0 && carousel.offset <= carousel.layout.maximumOffset)
    }
    #expect(carousel.settledIndex == 0)
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(carousel.offset == 375)
  }

  @Test(arguments: [
    (true, false, false), (false, true, false), (false, false, true),
  ])
  func hostFlagsPauseAutoScroll(hidden: Bool, reduceMotion: Bool, screenReader: Bool) throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    var scroller = try AutoScroller()
    var reasons: AutoScroller.PauseReasons = []
    if hidden { reasons.insert(.hidden) }
    if reduceMotion { reasons.insert(.reduceMotion) }
    if screenReader { reasons.insert(.screenReader) }
    var time = 0.0
    while time < 10 {
      try carousel.advance(to: time)
      scroller.advance(carousel, to: time, pausedBy: reasons)
      time += 0.1
    }
    #expect(recorder.events.isEmpty)
    while time < 13.5 {
      try carousel.advance(to: time)
      scroller.advance(carousel, to: time)
      time += 0.1
    }
    #expect(recorder.willChanges.count == 1)
  }
}
