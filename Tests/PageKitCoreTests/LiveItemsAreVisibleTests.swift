import PageKitCore
import PageKitTestSupport
import Testing

/// Bug 3: the live items are the visible ones (whose frame meets the half-open viewport
/// `[0, viewport)`) widened by `preloadCount`, for every layout; an item that has left the
/// viewport is not live.
@Suite struct LiveItemsAreVisibleTests {
  /// `(index, origin)` of each live page, in slot order.
  static func drawn<S: PageSource, T: TransitionStrategy>(_ pager: Pager<S, T>) -> [Int] {
    pager.livePages.map(\.index)
  }

  /// Every live page's frame meets `[0, viewport)` when nothing is preloaded.
  static func everyLivePageIsVisible<S: PageSource, T: TransitionStrategy>(
    _ pager: Pager<S, T>, viewport: Double
  ) -> Bool {
    pager.livePages.allSatisfy { $0.origin < viewport && $0.origin + $0.length > 0 }
  }

  @Test func anItemDraggedPastTheTrailingEndOutOfTheViewportIsNotLive() throws {
    // Given ten centred items of 100 in 375 points, nothing preloaded, at rest on the last
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<10)), layout: .uniform(itemLength: 100, spacing: 0),
      anchor: .center, initialIndex: 9,
      configuration: PagerConfiguration(viewportLength: 375, preloadCount: 0))
    #expect(Self.drawn(pager) == [7, 8, 9])  // 7 at -62.5...37.5 meets the viewport
    // When a drag pulls it far into the rubber band, out of the viewport
    try pager.beginDrag()
    try pager.drag(by: -1500)
    // Then it is no longer live (it spans about -120.3...-20.3)
    #expect(pager.livePages.isEmpty, "\(pager.livePages.map { ($0.index, $0.origin) })")
    // And with one page preloaded it is live again, as the page next to the viewport
    try pager.setConfiguration(PagerConfiguration(viewportLength: 375, preloadCount: 1))
    #expect(Self.drawn(pager) == [9])
    // And back in the viewport it is live with nothing preloaded
    try pager.setConfiguration(PagerConfiguration(viewportLength: 375, preloadCount: 0))
    try pager.drag(by: 1500)
    #expect(Self.drawn(pager) == [7, 8, 9])
  }

  @Test func anItemDraggedPastTheLeadingEndOutOfTheViewportIsNotLive() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<10)), layout: .uniform(itemLength: 100, spacing: 0),
      anchor: .center, configuration: PagerConfiguration(viewportLength: 375, preloadCount: 0))
    try pager.beginDrag()
    try pager.drag(by: 1500)
    #expect(pager.livePages.isEmpty, "\(pager.livePages.map { ($0.index, $0.origin) })")
    #expect(Self.everyLivePageIsVisible(pager, viewport: 375))
  }

  @Test func theViewportIsHalfOpen() throws {
    // Given items of 100 filling a 300-point viewport exactly, at rest on item 1
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<10)), layout: .uniform(itemLength: 100, spacing: 0),
      anchor: .leading(0), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 300, preloadCount: 0))
    // Then item 0 (ending exactly at 0) and item 4 (starting exactly at 300) are not live
    #expect(Self.drawn(pager) == [1, 2, 3])
    // And a drag of a fraction of a point brings the neighbour in
    try pager.beginDrag()
    try pager.drag(by: 0.5)
    #expect(Self.drawn(pager) == [0, 1, 2, 3])
  }

  @Test(arguments: [false, true])
  func aViewportBetweenTwoItemsHasNoLiveItem(circular: Bool) throws {
    // Given items of 100, 400 apart (wider than the viewport), bounded or looping, at rest on
    // item 0
    let pager = try Pager(
      source: AnyCircular(
        ArrayPageSource((0..<5).map { "\($0)" }, id: \.self), circular: circular),
      layout: .uniform(itemLength: 100, spacing: 400), anchor: .leading(0),
      configuration: PagerConfiguration(viewportLength: 375, preloadCount: 0))
    #expect(pager.loops == circular)
    // When the viewport lies in the gap (item 0 at -110...-10, item 1 at 390...)
    try pager.beginDrag()
    try pager.drag(by: -110)
    // Then nothing is live; one preloaded page on each side brings both neighbours
    #expect(pager.livePages.isEmpty, "\(pager.livePages.map { ($0.index, $0.origin) })")
    try pager.setConfiguration(PagerConfiguration(viewportLength: 375, preloadCount: 1))
    #expect(Self.drawn(pager) == [0, 1])
  }

  @Test func fullPagesKeepOnlyTheVisiblePages() throws {
    // Given five full pages of 375, nothing preloaded, at rest on page 2
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375, preloadCount: 0))
    // Then only page 2 is live (its neighbours end at 0 and start at 375)
    #expect(Self.drawn(pager) == [2])
    try pager.beginDrag()
    try pager.drag(by: -100)
    #expect(Self.drawn(pager) == [2, 3])
    #expect(Self.everyLivePageIsVisible(pager, viewport: 375))
    // And past the last page's end, in the rubber band, the last page is still drawn
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    try pager.scroll(to: 4, animated: false)
    try pager.beginDrag()
    try pager.drag(by: -1500)
    #expect(Self.drawn(pager) == [4])
    #expect(Self.everyLivePageIsVisible(pager, viewport: 375))
  }

  @Test func aLoopOfFullPagesKeepsOnlyTheVisiblePages() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)).circular(),
      configuration: PagerConfiguration(viewportLength: 375, preloadCount: 0))
    #expect(Self.drawn(pager) == [0])
    try pager.beginDrag()
    try pager.drag(by: 100)
    #expect(Self.drawn(pager) == [4, 0])
    #expect(Self.everyLivePageIsVisible(pager, viewport: 375))
  }
}
