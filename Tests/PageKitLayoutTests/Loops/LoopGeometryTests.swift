import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// The loop's geometry as a host sees it: the content a `ScrollViewBridge` asks for, where items
/// rest and are drawn, recentering by whole cycles, shortest paths and hostile geometry.
@Suite struct LoopGeometryTests {
  /// The carousel seed: five full-width 375-point images, looping.
  func seed() throws -> (
    IntLoop, ScrollViewBridge<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>
  ) {
    let (pager, _) = try makeLoop(count: 5)
    return (pager, try pager.bridge())
  }

  /// A looping pager of `count` items and its bridge.
  func loop(
    count: Int, itemLength: Double, spacing: Double = 0, viewport: Double,
    anchor: SnapAnchor = .leading(0), preloadCount: Int = 1
  ) throws -> (IntLoop, ScrollViewBridge<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>) {
    let (pager, _) = try makeLoop(
      count: count, itemLength: itemLength, spacing: spacing, viewport: viewport, anchor: anchor,
      preloadCount: preloadCount)
    return (pager, try pager.bridge())
  }

  // MARK: The carousel seed

  @Test func seedUsesDuplicatedEndsAndStartsOnTheFirstRealItem() throws {
    // Given the seed's five full-width images
    let (pager, bridge) = try seed()
    // Then the content is n + 2 items and the duplicate at the front is hidden
    #expect(bridge.contentLength == 2625)
    #expect(bridge.contentOffset == 375)
    let atAnchor = try #require(pager.pageAtAnchor)
    #expect(atAnchor.index == 0)
    #expect(atAnchor.offset == 0)
  }

  @Test func passingTheTrailingDuplicateRecentersToTheFirstRealItem() throws {
    let (_, bridge) = try seed()
    // When the offset reaches the trailing duplicate (first item copied at the back), it jumps
    // to the first real item, by exactly one cycle
    #expect(bridge.recentered(offset: 2250) == 375)
    #expect(bridge.recentered(offset: 2250) - 2250 == -1875)
  }

  @Test func goingBelowZeroRecentersToTheMatchingRealItemNearTheEnd() throws {
    let (_, bridge) = try seed()
    #expect(bridge.recentered(offset: -10) == 1865)
    #expect(bridge.recentered(offset: -10) - -10 == 1875)
    #expect(bridge.recentered(offset: 0) == 1875)
  }

  @Test func offsetsInsideTheSafeBandAreLeftAlone() throws {
    let (_, bridge) = try seed()
    for offset in stride(from: 187.5, through: 2062.5, by: 37.5) {
      #expect(bridge.recentered(offset: offset) == offset, "offset \(offset)")
    }
  }

  // MARK: Counts

  @Test func anEmptyLoopIsADocumentedEmptyState() throws {
    let (pager, bridge) = try loop(count: 0, itemLength: 100, viewport: 375)
    // (The bridge's documented empty state: 0 items, content length = the viewport's, nothing to scroll.)
    #expect(bridge.contentLength == 375)
    #expect(bridge.contentOffset == 0)
    #expect(pager.livePages.isEmpty)
    #expect(bridge.recentered(offset: 12) == 12)
    #expect(throws: PagerError.emptySource) { try pager.scroll(to: 0) }
  }

  @Test func oneItemNeverLoops() throws {
    let (pager, bridge) = try loop(count: 1, itemLength: 375, viewport: 375)
    #expect(!pager.loops)
    #expect(bridge.contentLength == 375)
    #expect(bridge.contentOffset == 0)
    #expect(bridge.recentered(offset: -30) == -30)
    #expect(pager.pageAtAnchor?.index == 0)
  }

  @Test func twoItemsLoopAcrossBothSeams() throws {
    let (pager, bridge) = try loop(count: 2, itemLength: 300, viewport: 300)
    #expect(pager.loops)
    // Two items and a copy at each end.
    #expect(bridge.contentLength == 4 * 300)
    #expect(bridge.recentered(offset: 900) == 300)
    #expect(bridge.recentered(offset: 100) == 700)
  }

  @Test func threeNarrowItemsRepeatWholeCycles() throws {
    let (pager, bridge) = try loop(
      count: 3, itemLength: 100, spacing: 10, viewport: 375, anchor: .center)
    // Whole cycles of 3 × 110 points (less the last spacing), the band between the margins of
    // 1000 points at least one cycle wide.
    let cycles = (bridge.contentLength + 10) / 330
    #expect(cycles == cycles.rounded())
    #expect(pager.maxContentOffset == bridge.contentLength - 375)
    #expect(pager.maxContentOffset - 2 * 1000 >= 330)
    let start = bridge.contentOffset
    #expect(pager.pageAtAnchor?.index == 0)
    #expect(pager.pageAtAnchor?.offset == 0)
    #expect(bridge.recentered(offset: start) == start)
  }

  @Test func aThousandItemsStayCheap() throws {
    let (full, fullBridge) = try loop(count: 1000, itemLength: 375, viewport: 375)
    #expect(fullBridge.contentLength == 1002 * 375)
    try full.scroll(to: 999, animated: false)
    #expect(full.pageAtAnchor?.index == 999)
    let (narrow, narrowBridge) = try loop(
      count: 1000, itemLength: 80, spacing: 8, viewport: 390, preloadCount: 0)
    // Two cycles of 1000 × 88 points, less the last spacing.
    #expect(narrowBridge.contentLength == 2 * 1000 * 88 - 8)
    #expect(narrow.onScreen.count == 5)
    let recorder = RecordingDelegate<Int>()
    narrow.delegate = recorder
    try narrow.scroll(to: 999, animated: false)
    // One item back across the seam.
    #expect(recorder.willChanges.map(\.direction) == [.reverse])
  }

  // MARK: Several items per screen

  @Test func visibleItemsCoverTheViewportWithOffsetsFromTheAnchor() throws {
    let (pager, _) = try loop(
      count: 4, itemLength: 100, spacing: 20, viewport: 300, anchor: .center)
    let items = pager.onScreen
    // Centre anchor: item 0 in the middle, one neighbour each side partly visible.
    #expect(items.map(\.index) == [3, 0, 1])
    #expect(items.map(\.offset) == [-1, 0, 1])
    let first = try #require(items.first)
    let last = try #require(items.last)
    #expect(first.origin < 0)
    #expect(last.origin + 100 > 300)
    #expect(zip(items, items.dropFirst()).allSatisfy { $1.slot == $0.slot + 1 })
  }

  @Test func preloadingWidensTheLivePages() throws {
    // Three 100-point items fill a 300-point viewport; one more each side is preloaded.
    let (bare, _) = try loop(count: 6, itemLength: 100, viewport: 300, preloadCount: 0)
    #expect(bare.livePages.count == 3)
    let (preloading, _) = try loop(count: 6, itemLength: 100, viewport: 300, preloadCount: 1)
    #expect(preloading.livePages.count == 5)
  }

  @Test(arguments: [
    (SnapAnchor.leading(16), 16.0), (.center, 137.5), (.trailing(10), 265.0),
  ])
  func anchorsPlaceTheRestingItem(anchor: SnapAnchor, expected: Double) throws {
    let (pager, _) = try loop(
      count: 5, itemLength: 100, spacing: 8, viewport: 375, anchor: anchor)
    try pager.scroll(to: 2, animated: false)
    let item = try #require(pager.livePages.first { $0.offset == 0 })
    #expect(item.index == 2)
    #expect(item.origin == expected)
  }

  // MARK: Shortest path

  // Docs/Physics.md, vectors L2–L3 (34 in the test's name, their former number).
  @Test func shortestPathFollowsVector34() throws {
    let (five, _) = try makeLoop(count: 5, initialIndex: 4)
    let fiveRecorder = RecordingDelegate<Int>()
    five.delegate = fiveRecorder
    try five.scroll(to: 0)
    #expect(fiveRecorder.willChanges.map(\.direction) == [.forward])
    try five.advance(to: 0)
    try five.advance(to: 0.1)
    // One item forward, across the seam: the position runs on from 4 toward 5 (item 0's slot).
    #expect(five.position > 4 && five.position < 5)
    try runUntilIdle(five, from: 0.1)
    #expect(five.pageAtAnchor?.index == 0)

    let (four, fourRecorder) = try makeLoop(count: 4, itemLength: 200, viewport: 200)
    try four.scroll(to: 2)
    #expect(fourRecorder.willChanges.map(\.direction) == [.forward])
  }

  @Test func explicitDirectionGoesThatWayRound() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.scroll(to: 4, direction: .forward, animated: false)
    #expect(recorder.didChanges.map(\.direction) == [.forward])
    try pager.scroll(to: 0, animated: false)
    try pager.scroll(to: 1, direction: .reverse, animated: false)
    #expect(recorder.didChanges.map(\.direction) == [.forward, .forward, .reverse])
    recorder.reset()
    try pager.scroll(to: 1, direction: .forward)
    #expect(recorder.events.isEmpty)
  }

  @Test func aBoundedPagerScrollsByIndexOrderAndRestsInTheContent() throws {
    let (pager, recorder) = try makeLoop(
      count: 5, itemLength: 100, viewport: 250, isCircular: false)
    try pager.scroll(to: 4, direction: .reverse, animated: false)
    #expect(recorder.didChanges.map(\.direction) == [.forward])
    #expect(pager.contentOffset == 250)  // at the end: content 500, viewport 250
    #expect(throws: PagerError.indexOutOfRange(index: 5, count: 5)) { try pager.scroll(to: 5) }
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 5)) { try pager.scroll(to: -1) }
  }

  // MARK: Hostile input

  @Test(arguments: [
    (1, 100.0, Double.nan, 375.0, PagerError.nonFiniteValue),
    (1, Double.nan, 0.0, 375.0, PagerError.nonFiniteValue),
    (1, 100.0, Double.infinity, 375.0, PagerError.nonFiniteValue),
    (3, 0.0, 0.0, 375.0, PagerError.invalidConfiguration(.itemLength(0))),
    (3, -5.0, 0.0, 375.0, PagerError.invalidConfiguration(.itemLength(-5))),
    (3, 100.0, 0.0, 0.0, PagerError.invalidConfiguration(.viewportLength(0))),
    (3, 100.0, -1.0, 375.0, PagerError.invalidConfiguration(.spacing(-1))),
    (
      3, 400.0, 0.0, 375.0,
      PagerError.invalidConfiguration(.itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ),
  ])
  func invalidGeometryThrows(
    count: Int, itemLength: Double, spacing: Double, viewport: Double, error: PagerError
  ) {
    #expect(throws: error) {
      try Pager(
        source: ArrayPageSource(Array(0..<count)).circular(),
        layout: .uniform(itemLength: itemLength, spacing: spacing),
        configuration: PagerConfiguration(viewportLength: viewport))
    }
  }

  @Test func invalidInsetsThrow() throws {
    func make(_ anchor: SnapAnchor, itemLength: Double = 100) throws {
      _ = try Pager(
        source: ArrayPageSource([0, 1, 2]).circular(), layout: .uniform(itemLength: itemLength),
        anchor: anchor, configuration: PagerConfiguration(viewportLength: 375))
    }
    #expect(throws: PagerError.nonFiniteValue) { try make(.leading(.nan)) }
    #expect(throws: PagerError.invalidConfiguration(.anchorInset(-1))) { try make(.leading(-1)) }
    // Re-pinned (bug 4): an inset that leaves an item partly on screen builds, as it does on a
    // bounded strip; one at or past the viewport is refused (every item would rest outside it).
    try make(.trailing(300))
    #expect(
      throws: PagerError.invalidConfiguration(
        .anchorInsetPastViewport(inset: 375, itemLength: 100, viewportLength: 375))
    ) { try make(.trailing(375)) }
    #expect(throws: PagerError.invalidConfiguration(.contentTooLong)) {
      try make(.leading(0), itemLength: 1e-300)
    }
  }

  @Test(arguments: [true, false])
  func hugeCountsThrowInsteadOfOverflowing(isCircular: Bool) {
    #expect(
      throws: PagerError.invalidConfiguration(
        .sourceCount(count: Int.max, reach: PageBounds.reachableMagnitude))
    ) {
      try Pager(
        source: Loopable(Huge(), circular: isCircular),
        layout: .uniform(itemLength: isCircular ? 375 : 100),
        configuration: PagerConfiguration(viewportLength: 375))
    }
  }

  @Test func recenteringMovesAnInFlightTargetByWholeCycles() throws {
    // Six 90-point items 10 apart: a cycle of 600 points, a margin of 1000.
    let (pager, bridge) = try loop(
      count: 6, itemLength: 90, spacing: 10, viewport: 320, anchor: .leading(20))
    // A deceleration heading 1234 points on, from an offset past the band's upper edge: the host
    // adds the same whole cycles to its target, which then shows the same item.
    let offset = pager.maxContentOffset - 1000 / 2
    let delta = bridge.recentered(offset: offset) - offset
    #expect(delta != 0)
    #expect(delta.remainder(dividingBy: 600) == 0)
  }

  @Test func nonFiniteOffsetsHaveDocumentedOutcomes() throws {
    let (pager, bridge) = try seed()
    #expect(bridge.recentered(offset: .nan).isNaN)
    #expect(bridge.recentered(offset: .infinity) == .infinity)
    #expect(bridge.recentered(offset: -.infinity) == -.infinity)
    // A huge but finite offset is still brought back inside the content.
    let far = bridge.recentered(offset: 1e300)
    #expect(far >= 0 && far <= pager.maxContentOffset)
  }
}

/// `Int.max` integer items.
private struct Huge: PageSource {
  var count: Int { .max }
  func page(at index: Int) -> Int? { index >= 0 ? index : nil }
  func id(at index: Int) -> Int? { index >= 0 ? index : nil }
  func index(of id: Int) -> Int? { id >= 0 ? id : nil }
}
