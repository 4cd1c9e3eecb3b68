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
  @Test func carouselCommandSettlesOnTheNextItem() throws {
    // Carousel's doc comment
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c", "d", "e"]),
      itemLength: 375, viewportLength: 375)
    let start = carousel.offset  // 375: the duplicate at the front is hidden
    try carousel.scrollToNext()
    try carousel.advance(to: 0)
    try carousel.advance(to: 1)
    let settled = carousel.settledIndex  // 1: at rest on "b"
    #expect(start == 375)
    #expect(settled == 1)
  }

  @Test func catalogDragThenAutoScroll() throws {
    // PageKitCarousel.md: a drag, frames with an auto-scroller, then drawing the items
    var drawn: [Int] = []
    func draw(_ index: Int, at leadingEdge: Double, with placement: PagePlacement) {
      drawn.append(index)
    }
    let carousel = try Carousel(
      source: ArrayPageSource(["sunrise", "harbour", "forest", "dunes", "glacier"]),
      itemLength: 375, viewportLength: 375)
    let start = carousel.offset  // 375: the copy at the front is hidden
    var scroller = try AutoScroller()  // every 3 seconds, paused while dragging

    try carousel.beginDrag()
    try carousel.drag(by: -200)  // the finger moves left: toward the next item
    try carousel.endDrag(velocity: 0)  // slow: the nearest item
    for frame in 1...60 {
      let time = Double(frame) / 60
      try carousel.advance(to: time)
      scroller.advance(carousel, to: time)  // moves on when due, cause `.autoScroll`
    }
    let settled = carousel.settledIndex  // 1

    for item in carousel.items(transition: CoverFlowTransition()) where !item.placement.isHidden {
      draw(item.index, at: item.leadingEdge, with: item.placement)
    }
    #expect(start == 375)
    #expect(settled == 1)
    #expect(drawn.contains(1))
  }

  @Test func autoScrollerAfterThePagersOwnFrame() throws {
    // AutoScroller.advance(_:to:pausedBy:)'s doc comment and the auto-scrolling article
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]), configuration: PagerConfiguration(pageLength: 300))
    var scroller = try AutoScroller(interval: 3)
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
      source: ArrayPageSource(["a", "b", "c"]), configuration: PagerConfiguration(pageLength: 300))
    var scroller = try AutoScroller(interval: 1)
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
