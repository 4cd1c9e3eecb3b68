import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// The pager seed end to end, on a looping pager: five full-width 375-point images, duplicated ends, auto-scroll
/// every 3 seconds that pauses while dragging.
@Suite struct LoopSeedScenarioTests {
  @Test func startsOnTheFirstRealItemBehindTheHiddenDuplicate() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    #expect(pager.contentOffset == 375)
    #expect(try pager.bridge().contentLength == 2625)
    #expect(pager.settledIndex == 0)
    #expect(pager.phase == .idle)
    #expect(recorder.events.isEmpty)
  }

  @Test func passingTheTrailingDuplicateRecentersToTheFirstRealItem() throws {
    // Given the pager resting on the last real item (offset 1875)
    let (pager, recorder) = try makeLoop(count: 5, initialIndex: 4)
    let bridge = try pager.bridge()
    #expect(bridge.contentOffset == 1875)
    // When the host's scroll view drags onto the trailing duplicate (the first item's copy)
    bridge.scrollViewWillBeginDragging()
    let result = bridge.scrollViewDidScroll(contentOffset: 2250)
    // Then it is sent back to the first real item, one cycle earlier
    #expect(result == 375)
    #expect(result - 2250 == -1875)
    #expect(pager.currentIndex == 0)
    // And releasing there settles on item 0 with exactly one change
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 0, proposedContentOffset: 375)
    #expect(release.targetOffset == 375)
    bridge.scrollViewDidEndDragging(willDecelerate: false)
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.map(\.to) == [0])
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(recorder.didChanges.first?.cause == .user)
  }

  @Test func goingBelowZeroRecentersNearTheEnd() throws {
    let (pager, _) = try makeLoop(count: 5)
    let bridge = try pager.bridge()
    bridge.scrollViewWillBeginDragging()
    let result = bridge.scrollViewDidScroll(contentOffset: -10)
    #expect(result == 1865)
    #expect(result - -10 == 1875)
    #expect(pager.currentIndex == 4)
  }

  @Test func autoScrollsEveryThreeSecondsPausesOnDragAndResumesThreeSecondsAfter() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    let scroller = try AutoScroller()
    var time = 0.0
    var changeTimes: [Double] = []
    pager.addEventObserver { event in
      if case .willChangePage(let change) = event, change.cause == .autoScroll {
        changeTimes.append(time)
      }
    }
    func frames(until end: Double) throws {
      while time < end - 1e-9 {
        time += 1.0 / 60
        try pager.advance(to: time)
        scroller.advance(pager, to: time)
      }
    }
    try pager.advance(to: 0)
    scroller.advance(pager, to: 0)
    try frames(until: 7)
    // Fires at 3 and 6 seconds (frame-rounded), one item each.
    #expect(changeTimes.count == 2)
    #expect(abs(changeTimes[0] - 3) < 0.02)
    #expect(abs(changeTimes[1] - 6) < 0.02)
    #expect(pager.settledIndex == 2)
    // A drag from 7 s to 10 s pauses it.
    try pager.beginDrag()
    try pager.drag(by: -20)
    try frames(until: 10)
    #expect(changeTimes.count == 2)
    try pager.endDrag(velocity: 0)  // back to item 2: no change
    try frames(until: 12.9)
    #expect(changeTimes.count == 2)
    try frames(until: 13.2)
    // Resumes 3 s after the drag ended.
    #expect(changeTimes.count == 3)
    #expect(abs(changeTimes[2] - 13) < 0.05)
    try frames(until: 14)
    #expect(pager.settledIndex == 3)
    #expect(recorder.didChanges.map(\.cause) == [.autoScroll, .autoScroll, .autoScroll])
    #expect(recorder.didChanges.map(\.to) == [1, 2, 3])
  }

  @Test func autoScrollCrossesTheSeamForward() throws {
    let (pager, recorder) = try makeLoop(count: 5, initialIndex: 4)
    let scroller = try AutoScroller(interval: 1)
    try runUntilIdle(pager, from: 0)
    scroller.advance(pager, to: 0)
    var time = 0.0
    while time < 1.9 {
      time += 1.0 / 60
      try pager.advance(to: time)
      scroller.advance(pager, to: time)
      #expect(pager.contentOffset >= 0 && pager.contentOffset <= pager.maxContentOffset)
    }
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.first?.direction == .forward)
    #expect(pager.contentOffset == 375)
  }

  @Test(arguments: [
    (true, false, false), (false, true, false), (false, false, true),
  ])
  func hostFlagsPauseAutoScroll(hidden: Bool, reduceMotion: Bool, screenReader: Bool) throws {
    let (pager, recorder) = try makeLoop(count: 5)
    let scroller = try AutoScroller()
    var reasons: AutoScroller.PauseReasons = []
    if hidden { reasons.insert(.hidden) }
    if reduceMotion { reasons.insert(.reduceMotion) }
    if screenReader { reasons.insert(.screenReader) }
    var time = 0.0
    while time < 10 {
      try pager.advance(to: time)
      scroller.advance(pager, to: time, pausedBy: reasons)
      time += 0.1
    }
    #expect(recorder.events.isEmpty)
    while time < 13.5 {
      try pager.advance(to: time)
      scroller.advance(pager, to: time)
      time += 0.1
    }
    #expect(recorder.willChanges.count == 1)
  }
}
