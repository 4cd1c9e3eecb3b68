import PageKitCarousel
import PageKitCore
import Testing

/// The examples in PageKitCarousel's doc comments and catalog, as written there, with what they
/// promise checked.
///
/// `DocumentationExampleTests` (in the demo's tests) finds each example in a compiled file; these
/// are those files for PageKitCarousel.
@MainActor
@Suite struct DocCommentExampleTests {
  @Test func loopingPagerCommandSettlesOnTheNextItem() throws {
    // Docs/Carousel.md: an infinite carousel is a looping pager
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d", "e"]).circular(),
      layout: .uniform(itemLength: 375),
      configuration: PagerConfiguration(viewportLength: 375))
    let start = pager.contentOffset  // 375: the duplicate at the front is hidden
    try pager.scrollToNext()
    try pager.advance(to: 0)
    try pager.advance(to: 1)
    let settled = pager.settledIndex  // 1: at rest on "b"
    #expect(start == 375)
    #expect(settled == 1)
  }

  @Test func catalogDragThenAutoScroll() throws {
    // PageKitCarousel.md: a drag, frames with an auto-scroller, then drawing the items
    var drawn: [Int] = []
    func draw(_ index: Int, at origin: Double, with placement: PagePlacement) {
      drawn.append(index)
    }
    let pager = try Pager(
      source: ArrayPageSource(["sunrise", "harbour", "forest", "dunes", "glacier"]).circular(),
      transition: CoverFlowTransition(), layout: .uniform(itemLength: 375),
      configuration: PagerConfiguration(viewportLength: 375))
    let start = pager.contentOffset  // 375: the copy at the front is hidden
    let scroller = try AutoScroller()  // every 3 seconds, paused while dragging

    try pager.beginDrag()
    try pager.drag(by: -200)  // the finger moves left: toward the next item
    try pager.endDrag(velocity: 0)  // slow: past half way, the next item
    for frame in 1...60 {
      let time = Double(frame) / 60
      try pager.advance(to: time)
      scroller.advance(pager, to: time)  // moves on when due, cause `.autoScroll`
    }
    let settled = pager.settledIndex  // 1

    for page in pager.livePages where !page.placement.isHidden {
      draw(page.index, at: page.origin, with: page.placement)
    }
    #expect(start == 375)
    #expect(settled == 1)
    #expect(drawn.contains(1))
  }

  @Test func scrollViewBridgeDocComment() throws {
    // ScrollViewBridge's doc comment
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    let bridge = try ScrollViewBridge(pager: pager)
    // scrollView.contentSize.width = bridge.contentLength
    // scrollView.contentOffset.x = bridge.contentOffset
    // in scrollViewDidScroll: scrollView.contentOffset.x = bridge.scrollViewDidScroll(contentOffset: x)
    #expect(bridge.contentLength >= 375 + 2 * 936)
    #expect(bridge.contentOffset == pager.contentOffset)
  }

  @Test func autoScrollerAfterThePagersOwnFrame() throws {
    // AutoScroller.advance(_:to:pausedBy:)'s doc comment and the auto-scrolling article
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]),
      configuration: PagerConfiguration(viewportLength: 300))
    let scroller = try AutoScroller(interval: 3)
    var moved: [Int] = []
    for frame in 0...(4 * 60) {
      let timestamp = Double(frame) / 60
      let isOnScreen = frame <= 4 * 60  // the host's own state
      try pager.advance(to: timestamp)
      scroller.advance(pager, to: timestamp, pausedBy: isOnScreen ? [] : [.hidden])
      if pager.targetIndex != moved.last ?? 0 { moved.append(pager.targetIndex) }
    }
    #expect(moved == [1])
  }

  @Test(arguments: [(true, true, false), (false, false, false), (true, false, true)])
  func pauseReasonsFromTheHost(
    isOnScreen: Bool, isReduceMotionEnabled: Bool, isVoiceOverRunning: Bool
  ) throws {
    // AutoScroller.PauseReasons's doc comment: each of these pauses pause it
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]),
      configuration: PagerConfiguration(viewportLength: 300))
    let scroller = try AutoScroller(interval: 1)
    for frame in 0...(3 * 60) {
      let timestamp = Double(frame) / 60
      try pager.advance(to: timestamp)
      var reasons: AutoScroller.PauseReasons = []
      if !isOnScreen { reasons.insert(.hidden) }
      if isReduceMotionEnabled { reasons.insert(.reduceMotion) }  // UIAccessibility's, on iOS
      if isVoiceOverRunning { reasons.insert(.screenReader) }
      scroller.advance(pager, to: timestamp, pausedBy: reasons)
    }
    // Then the pager never moved
    #expect(pager.targetIndex == 0)
  }
}
