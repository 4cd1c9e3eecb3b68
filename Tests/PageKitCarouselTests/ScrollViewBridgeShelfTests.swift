import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// The scroll-view bridge serves a bounded item layout (an App Store shelf in a real scroll
/// view) as it serves a loop: the content is the scrollable range plus the viewport, the host's
/// offset is the pager's, a release's target is a resting offset; and it
/// serves loops of 0 to 3 items.
@Suite struct ScrollViewBridgeShelfTests {
  typealias Shelf = Pager<ArrayPageSource<String, String>, SlideTransition>

  /// A shelf of `count` cards (`c0`, `c1`, …) in a 375-point viewport.
  static func shelf(
    count: Int = 3, layout: PagerLayout = .uniform(itemLength: 300, spacing: 10),
    anchor: SnapAnchor = .leading(20), snap: any SnapStrategy = PagingSnap.paging
  ) throws -> (Shelf, ScrollViewBridge<ArrayPageSource<String, String>, SlideTransition>) {
    let pager = try Pager(
      source: ArrayPageSource((0..<count).map { "c\($0)" }, id: \.self), layout: layout,
      anchor: anchor, snap: snap, configuration: PagerConfiguration(viewportLength: 375))
    return (pager, try ScrollViewBridge(pager: pager))
  }

  /// The resting content offset of every item of a pager like `pager` (a twin moved to each).
  static func stops(
    count: Int, layout: PagerLayout, anchor: SnapAnchor
  ) throws -> [Double] {
    try (0..<count).map { index in
      let (twin, _) = try shelf(count: count, layout: layout, anchor: anchor)
      try twin.scroll(to: index, animated: false)
      return twin.contentOffset
    }
  }

  static let layouts: [PagerLayout] = [
    .uniform(itemLength: 300, spacing: 10),
    .variable(itemLengths: [300, 120, 250, 80, 200, 340, 150], spacing: 10),
  ]
  static let anchors: [SnapAnchor] = [.leading(20), .center, .trailing(20), .leading(0)]

  @Test func anAppStoreShelfGetsAScrollViewContentOfItsRangePlusTheViewport() throws {
    // Given three 300-point cards 10 apart, 20 points in from the leading edge
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]), layout: .uniform(itemLength: 300, spacing: 10),
      anchor: .leading(20), configuration: PagerConfiguration(viewportLength: 375))
    // When a scroll view is bridged to it
    let bridge = try ScrollViewBridge(pager: pager)
    // Then its content is the largest resting offset plus the viewport: 585 + 375 points
    #expect(pager.maxContentOffset == 585)
    #expect(bridge.contentLength == 960)
    #expect(bridge.contentOffset == 0 && bridge.contentOffset == pager.contentOffset)
    #expect(!bridge.isAnimating)
  }

  @Test(arguments: layouts, anchors)
  func theContentIsTheRangePlusTheViewportForEveryLayoutAndAnchor(
    layout: PagerLayout, anchor: SnapAnchor
  ) throws {
    let (pager, bridge) = try Self.shelf(
      count: layout.itemCount ?? 3, layout: layout, anchor: anchor)
    #expect(bridge.contentLength == pager.maxContentOffset + 375)
    #expect(bridge.contentLength >= 375)
    // The host's offset is the pager's, clamped to the scrollable range (nothing recentres).
    #expect(bridge.recentered(offset: 123) == 123)
    bridge.scrollViewWillBeginDragging()
    #expect(bridge.scrollViewDidScroll(contentOffset: -80) == 0)
    #expect(pager.contentOffset == 0)
    let end = pager.maxContentOffset
    #expect(bridge.scrollViewDidScroll(contentOffset: end + 80) == end)
    #expect(pager.contentOffset == end && bridge.contentOffset == end)
    #expect(bridge.scrollViewDidScroll(contentOffset: 101.5) == 101.5)
    #expect(pager.contentOffset == 101.5 && pager.phase == .dragging)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test(arguments: layouts, anchors)
  func everyReleaseTargetIsAStopAndTheScrollViewComesToRestOnIt(
    layout: PagerLayout, anchor: SnapAnchor
  ) throws {
    let count = layout.itemCount ?? 3
    let stops = try Self.stops(count: count, layout: layout, anchor: anchor)
    var random = SplitMix64(seed: 0x5E1F)
    for snap in [PagingSnap.paging as any SnapStrategy, NearestSnap()] {
      for round in 0..<40 {
        let (pager, bridge) = try Self.shelf(
          count: count, layout: layout, anchor: anchor, snap: snap)
        let from = random.int(in: 0...(count - 1))
        try pager.scroll(to: from, animated: false)
        // (Listen after the jump to `from`: only the gesture's changes are counted.)
        let recorder = RecordingDelegate<String>()
        pager.delegate = recorder
        let context = "\(snap) round \(round) from \(from)"
        // A drag of up to 400 points either way, then a release of up to 3,000 points per
        // second, and the scroll view's own deceleration to the target.
        var scrollView = FakeScrollView(offset: bridge.contentOffset)
        scrollView.drag(random.double(in: -400...400), bridge: bridge)
        let velocity = random.double(in: -3_000...3_000)
        scrollView.release(velocity: velocity, at: 0, bridge: bridge)
        let target = scrollView.target
        #expect(stops.contains(target), "\(context): target \(target)")
        #expect(stops[pager.targetIndex] == target, "\(context)")
        var time = 0.0
        var frames = 0
        while scrollView.isDecelerating, frames < 2_000 {
          time += 1.0 / 60
          _ = scrollView.frame(at: time, bridge: bridge)
          #expect(scrollView.offset >= 0 && scrollView.offset <= pager.maxContentOffset)
          frames += 1
        }
        #expect(pager.phase == .idle, "\(context)")
        #expect(pager.contentOffset == target && bridge.contentOffset == target, "\(context)")
        #expect(pager.position == Double(pager.settledIndex), "\(context)")
        #expect(recorder.didChanges.count == (pager.settledIndex == from ? 0 : 1), "\(context)")
        #expect(recorder.didChanges.allSatisfy { $0.cause == .user }, "\(context)")
        #expect(pager.checkInvariants().isEmpty, "\(context)")
      }
    }
  }

  @Test func aSwipeOnAShelfIsAnnouncedOnceAndEndsWhereTheScrollViewStops() throws {
    // Given the shelf at rest on card a, in a scroll view
    let (pager, bridge) = try Self.shelf()
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    // When the finger carries the content 120 points on and flicks
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    scrollView.drag(120, bridge: bridge)
    #expect(pager.phase == .dragging && pager.contentOffset == 120)
    scrollView.release(velocity: 600, at: 0, bridge: bridge)
    // Then the deceleration ends on card b's resting offset (310), announced once
    #expect(scrollView.target == 310 && pager.targetIndex == 1)
    #expect(recorder.willChanges.count == 1)
    var time = 0.0
    while scrollView.isDecelerating {
      time += 1.0 / 60
      _ = scrollView.frame(at: time, bridge: bridge)
    }
    #expect(pager.phase == .idle && pager.settledIndex == 1 && pager.contentOffset == 310)
    #expect(recorder.didChanges.count == 1 && recorder.didChanges.first?.to == "c1")
    #expect(recorder.didChanges.first?.cause == .user)
  }

  @Test func aShelfReleasedWithoutDecelerationRestsWhereTheScrollViewIs() throws {
    // Given a drag 40 points on (card a still nearest) that ends without deceleration
    let (pager, bridge) = try Self.shelf()
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    bridge.scrollViewWillBeginDragging()
    _ = bridge.scrollViewDidScroll(contentOffset: 40)
    let release = bridge.scrollViewWillEndDragging(contentVelocity: 0, proposedContentOffset: 40)
    #expect(release.targetOffset == 0 && release.offset == 40)
    // When the host brings the scroll view back and it ends there
    _ = bridge.scrollViewDidScroll(contentOffset: 0)
    bridge.scrollViewDidEndDragging(willDecelerate: false)
    // Then the pager rests on card a; the cancelled change is announced once
    #expect(pager.phase == .idle && pager.settledIndex == 0 && pager.contentOffset == 0)
    #expect(recorder.didChanges.isEmpty && recorder.cancels.count <= 1)
  }

  @Test func aCommandOnAShelfAnimatesAndTheHostCopiesTheOffset() throws {
    let (pager, bridge) = try Self.shelf()
    try pager.advance(to: 0)
    try pager.scroll(to: 2)
    #expect(bridge.isAnimating)
    // While the pager animates, its own offset wins over the scroll view's.
    #expect(bridge.scrollViewDidScroll(contentOffset: 17) == pager.contentOffset)
    var time = 0.0
    while bridge.isAnimating, time < 5 {
      time += 1.0 / 60
      try pager.advance(to: time)
      #expect(
        bridge.scrollViewDidScroll(contentOffset: bridge.contentOffset) == pager.contentOffset)
    }
    #expect(pager.settledIndex == 2 && bridge.contentOffset == 585)
  }

  @Test func aReloadResizesTheShelfsContent() throws {
    let (pager, bridge) = try Self.shelf()
    try pager.reload(ArrayPageSource((0..<5).map { "c\($0)" }, id: \.self))
    // Five cards: 20 + 5 × 300 + 4 × 10 + 20 = 1,580 points of content.
    #expect(bridge.contentLength == 1_580 && pager.maxContentOffset == 1_205)
    try pager.reload(ArrayPageSource([String](), id: \.self))
    #expect(bridge.contentLength == 375 && bridge.contentOffset == 0)
  }

  // MARK: Loops of 0 to 3 items

  /// A circular source of `count` 300-point cards 12 apart, centred (the bridge's doc comment).
  static func loop(count: Int) throws -> (
    Pager<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>,
    ScrollViewBridge<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>,
    RecordingDelegate<String>
  ) {
    let (bridge, recorder) = try ScrollViewBridgeTests.make(count: count)
    return (bridge.pager, bridge, recorder)
  }

  @Test func anEmptyLoopsContentIsTheViewport() throws {
    // Given a circular source with no items (its content is the viewport's length)
    let (pager, bridge, recorder) = try Self.loop(count: 0)
    #expect(bridge.contentLength == 375)
    #expect(bridge.contentOffset == 0 && pager.contentOffset == 0)
    // Nothing scrolls, and the callbacks change nothing.
    bridge.scrollViewWillBeginDragging()
    #expect(bridge.scrollViewDidScroll(contentOffset: 40) == 0)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 900, proposedContentOffset: 300)
    #expect(release.offset == 0 && release.targetOffset == 0)
    bridge.scrollViewDidEndDecelerating()
    #expect(pager.phase == .idle && recorder.pageEvents.isEmpty)
    // An empty bounded shelf's content is the viewport too.
    let (_, emptyShelf) = try Self.shelf(count: 0)
    #expect(emptyShelf.contentLength == 375)
  }

  @Test func aLoopOfOneItemIsTheBoundedStripsContent() throws {
    // Given one centred 300-point card over a circular source: it does not loop
    let (pager, bridge, recorder) = try Self.loop(count: 1)
    #expect(!pager.loops)
    // Then the content is the bounded strip's: its range (none) plus the viewport
    #expect(pager.maxContentOffset == 0)
    #expect(bridge.contentLength == 375 && bridge.contentOffset == 0)
    // A drag is clamped (nothing to scroll) and a fling comes back to the card.
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    scrollView.drag(200, bridge: bridge)
    #expect(scrollView.offset == 0)
    scrollView.release(velocity: 1_500, at: 0, bridge: bridge)
    #expect(scrollView.target == 0)
    #expect(pager.phase == .idle && pager.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test(arguments: [2, 3])
  func aLoopOfTwoOrThreeItemsFlingsAcrossTheSeamAndRestsOnAStop(count: Int) throws {
    // Given a loop of `count` centred cards (one cycle: count × 312 points)
    let (pager, bridge, recorder) = try Self.loop(count: count)
    #expect(pager.loops)
    #expect(bridge.contentLength == pager.maxContentOffset + 375)
    #expect(bridge.contentLength >= 375 + 2 * Double(count) * 312)
    var expected = 0
    var time = 0.0
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    for (step, velocity) in [-900.0, -900, 2_000, -3_000, 700, 5_000].enumerated() {
      // When a swipe flicks it back or on, past the seam
      scrollView.drag(velocity > 0 ? 120 : -120, bridge: bridge)
      scrollView.release(velocity: velocity, at: time, bridge: bridge)
      let target = pager.targetIndex
      while scrollView.isDecelerating {
        time += 1.0 / 60
        _ = scrollView.frame(at: time, bridge: bridge)
        #expect(scrollView.offset >= 0 && scrollView.offset + 375 <= bridge.contentLength)
      }
      // Then it rests on the target's stop, in the content, each change announced once
      #expect(pager.phase == .idle && pager.settledIndex == target, "step \(step)")
      #expect(pager.position == Double(target), "step \(step)")
      #expect(pager.pageAtAnchor?.index == target && pager.pageAtAnchor?.offset == 0)
      if target != expected { expected = target }
      #expect(recorder.didChanges.last?.to == "c\(expected)", "step \(step)")
      #expect(pager.checkInvariants().isEmpty, "step \(step)")
    }
    #expect(recorder.didChanges.count == recorder.willChanges.count - recorder.cancels.count)
  }

  // MARK: Switching and refusing

  @Test func aLoopTurnedOffByAReloadIsBridgedAsABoundedStrip() throws {
    // Given a loop of five 300-point cards (leading inset 20) in a bridge
    var source = ArrayPageSource((0..<5).map { "c\($0)" }, id: \.self).circular()
    let pager = try Pager(
      source: source, layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(20),
      configuration: PagerConfiguration(viewportLength: 375))
    let bridge = try ScrollViewBridge(pager: pager)
    let loopLength = bridge.contentLength
    // When a reload turns the loop off
    source.wraps = false
    try pager.reload(source)
    // Then the bridge serves the bounded strip: 20 + 5 × 300 + 4 × 10 + 20 points
    #expect(!pager.loops && bridge.contentLength == 1_580 && bridge.contentLength != loopLength)
    #expect(bridge.scrollViewDidScroll(contentOffset: 5_000) == pager.contentOffset)
    // and the loop again once it is back on
    source.wraps = true
    try pager.reload(source)
    #expect(pager.loops && bridge.contentLength == loopLength)
  }

  @Test func aPagerOverASourceWithoutACountIsRefused() throws {
    let days = try Pager(
      source: UnboundedPageSource<Int> { $0 },
      layout: .uniform(itemLength: 300, spacing: 10),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(throws: PagerError.invalidConfiguration(.bridgeNeedsItemLayout)) {
      try ScrollViewBridge(pager: days)
    }
  }
}

extension PagerLayout {
  /// The number of lengths of a variable layout (`nil` for others).
  fileprivate var itemCount: Int? {
    guard case .variable(let lengths, _) = self else { return nil }
    return lengths.count
  }
}
