import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

/// A looping `Pager` driven by a real scroll view's callbacks through `ScrollViewBridge`.
@Suite struct ScrollViewBridgeTests {
  /// The doc comment's pager: three cards 300 points long, 12 apart, centred, looping.
  static func make(count: Int = 3) throws -> (
    ScrollViewBridge<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>,
    RecordingDelegate<String>
  ) {
    let pager = try Pager(
      source: ArrayPageSource((0..<count).map { "c\($0)" }, id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (try ScrollViewBridge(pager: pager), recorder)
  }

  @Test func theDocCommentsExampleBuildsABridge() throws {
    // ScrollViewBridge's doc comment
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    let bridge = try ScrollViewBridge(pager: pager)
    // scrollView.contentSize.width = bridge.contentLength
    // scrollView.contentOffset.x = bridge.contentOffset
    // in scrollViewDidScroll: scrollView.contentOffset.x = bridge.scrollViewDidScroll(contentOffset: x)
    #expect(bridge.contentLength > 375)
    #expect(bridge.scrollViewDidScroll(contentOffset: bridge.contentOffset) == bridge.contentOffset)
  }

  @Test func theContentHoldsTheViewportAndTwoCyclesAndStartsInside() throws {
    let (bridge, _) = try Self.make()
    // One cycle is 3 × 312 points.
    #expect(bridge.contentLength >= 375 + 2 * 936)
    #expect(bridge.contentOffset >= 0)
    #expect(bridge.contentOffset + 375 <= bridge.contentLength)
  }

  @Test func aFlingThatRunsPastTheContentIsRecentredAndAnnouncedOnce() throws {
    let (bridge, recorder) = try Self.make()
    var offset = bridge.contentOffset
    bridge.scrollViewWillBeginDragging()
    offset = bridge.scrollViewDidScroll(contentOffset: offset + 100)
    // A hard fling the scroll view would carry ten cycles on.
    let proposed = offset + 10 * 936
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 4_000, proposedContentOffset: proposed)
    var target = release.targetOffset
    // The deceleration, every frame: the offset is recentred, and the host moves its target by
    // the same whole cycles.
    var frames = 0
    while abs(target - offset) > 0.5, frames < 600 {
      let step = (target - offset) * 0.2
      let shown = bridge.scrollViewDidScroll(contentOffset: offset + step)
      target += shown - (offset + step)
      offset = shown
      #expect(offset >= 0 && offset + 375 <= bridge.contentLength)
      frames += 1
    }
    _ = bridge.scrollViewDidScroll(contentOffset: target)
    bridge.scrollViewDidEndDecelerating()
    #expect(bridge.pager.phase == .idle)
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.cause == .user)
    #expect(recorder.didChanges.first?.to == bridge.pager.settledPageID)
    #expect(bridge.pager.position == Double(bridge.pager.settledIndex))
  }

  @Test(arguments: [0, 1, 2, 3])
  func everySmallCountWorks(count: Int) throws {
    let (bridge, recorder) = try Self.make(count: count)
    let start = bridge.contentOffset
    bridge.scrollViewWillBeginDragging()
    let moved = bridge.scrollViewDidScroll(contentOffset: start + 200)
    bridge.scrollViewWillEndDragging(contentVelocity: 800, proposedContentOffset: moved + 300)
    bridge.scrollViewDidEndDragging(willDecelerate: false)
    #expect(bridge.pager.phase == .idle)
    #expect(recorder.didChanges.count == (count >= 2 ? 1 : 0))
    #expect(bridge.contentOffset >= 0)
  }

  @Test func fullPagesAreRefusedAShelfIsBridgedAndAReloadToFullPagesLeavesTheBridgeInert()
    throws
  {
    let pages = try Pager(
      source: ArrayPageSource(["a", "b"], id: \.self).circular(),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(throws: PagerError.invalidConfiguration(.bridgeNeedsItemLayout)) {
      try ScrollViewBridge(pager: pages)
    }
    // A bounded item layout (a shelf) is bridged: its content is its range plus the viewport
    // (see ScrollViewBridgeShelfTests).
    let shelf = try Pager(
      source: ArrayPageSource(["a", "b"], id: \.self),
      layout: .uniform(itemLength: 300, spacing: 12),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(try ScrollViewBridge(pager: shelf).contentLength == 612 - 375 + 375)
    let (bridge, recorder) = try Self.make()
    try bridge.pager.reload(bridge.pager.source, layout: .fullPage)
    #expect(bridge.scrollViewDidScroll(contentOffset: 5_000) == bridge.pager.contentOffset)
    bridge.scrollViewWillBeginDragging()
    #expect(bridge.pager.phase == .idle)
    #expect(recorder.pageEvents.isEmpty)
  }

  @Test func aLoopOfVariableLengthsIsRecentredWithoutMovingWhatIsDrawn() throws {
    let lengths: [Double] = [200, 100, 300, 150, 250]
    let pager = try Pager(
      source: ArrayPageSource(lengths.indices.map { "v\($0)" }, id: \.self).circular(),
      layout: .variable(itemLengths: lengths, spacing: 10), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    let bridge = try ScrollViewBridge(pager: pager)
    // One cycle is 1,050 points; the content holds the viewport and at least two of them.
    #expect(bridge.contentLength >= 375 + 2 * 1_050)
    var offset = bridge.contentOffset
    bridge.scrollViewWillBeginDragging()
    var previous = pager.position
    for _ in 0..<300 {
      // The finger carries the content 41 points on each frame (items are 100 to 300 points
      // long): the position moves on by less than an item, also across a recentering.
      let shown = bridge.scrollViewDidScroll(contentOffset: offset + 41)
      #expect(shown >= 0 && shown + 375 <= bridge.contentLength)
      #expect(pager.position > previous && pager.position - previous < 0.5)
      previous = pager.position
      offset = shown
    }
    // 12,300 points at 1,050 a cycle of five items: about 58.6 items on.
    #expect(abs(pager.position - 12_300.0 / 1_050 * 5) < 3)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 0, proposedContentOffset: offset)
    _ = bridge.scrollViewDidScroll(contentOffset: release.targetOffset)
    bridge.scrollViewDidEndDecelerating()
    #expect(pager.phase == .idle)
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.to == pager.settledPageID)
  }
}
