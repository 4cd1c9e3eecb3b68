import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// `Pager.setViewportLength(_:)` with a uniform item layout, looping or not: a rotation or a split-view resize keeps the current item and its
/// fraction, at rest, during a drag and during a settle; hostile lengths throw and change
/// nothing.
@Suite struct LoopViewportTests {
  /// Twelve 100-point cards, 10 points apart, centred in a 600-point viewport, on item 5.
  func makeCards(
    count: Int = 12, isCircular: Bool = true, anchor: SnapAnchor = .center,
    initialIndex: Int = 5
  ) throws -> (IntLoop, RecordingDelegate<Int>) {
    try makeLoop(
      count: count, itemLength: 100, spacing: 10, viewport: 600, anchor: anchor,
      isCircular: isCircular, initialIndex: initialIndex)
  }

  /// The leading edge on screen of the item drawn in slot order that shows `index` nearest
  /// the anchor.
  func leadingEdge(of index: Int, in pager: IntLoop, anchor: Double) -> Double? {
    pager.livePages
      .filter { $0.index == index }
      .min { abs($0.origin - anchor) < abs($1.origin - anchor) }?
      .origin
  }

  /// What a failed call must leave alone.
  struct Observed: Equatable {
    var offset, position, viewportLength, maxContentOffset: Double
    var phase: PagerPhase
    var currentIndex, targetIndex, settledIndex: Int

    init(_ pager: IntLoop) {
      offset = pager.contentOffset
      position = pager.position
      viewportLength = pager.viewportLength
      maxContentOffset = pager.maxContentOffset
      phase = pager.phase
      currentIndex = pager.currentIndex
      targetIndex = pager.targetIndex
      settledIndex = pager.settledIndex
    }
  }

  @Test(arguments: [true, false])
  func atRestTheSettledItemStaysAtTheAnchor(isCircular: Bool) throws {
    // Given cards at rest on item 5, centred
    let (pager, recorder) = try makeCards(isCircular: isCircular)
    #expect(leadingEdge(of: 5, in: pager, anchor: 250) == 250)
    // When the viewport grows (a rotation)
    try pager.setViewportLength(800)
    // Then item 5 is centred in the new viewport, at rest, with no event
    #expect(pager.viewportLength == 800)
    #expect(pager.settledIndex == 5 && pager.currentIndex == 5 && pager.position == 5)
    #expect(pager.phase == .idle)
    #expect(leadingEdge(of: 5, in: pager, anchor: 350) == 350)
    #expect(recorder.events.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
    // And shrinking it back restores the first offset
    let (fresh, _) = try makeCards(isCircular: isCircular)
    try pager.setViewportLength(600)
    #expect(
      pager.contentOffset == fresh.contentOffset
        && pager.maxContentOffset == fresh.maxContentOffset)
  }

  @Test func fullWidthItemsChangeTheirLoopAndKeepTheItem() throws {
    // Given full-width items (a copy at each end) resting on item 3
    let (pager, recorder) = try makeLoop(count: 5, initialIndex: 3)
    let bridge = try pager.bridge()
    #expect(bridge.contentOffset == 1500 && bridge.contentLength == 7 * 375)
    // When the viewport becomes wider than an item, the loop repeats whole cycles instead
    try pager.setViewportLength(400)
    #expect(pager.settledIndex == 3 && pager.position == 3)
    #expect(leadingEdge(of: 3, in: pager, anchor: 0) == 0)
    #expect(bridge.contentLength != 7 * 375)
    // And back to full width: the copies at the ends again, on item 3
    try pager.setViewportLength(375)
    #expect(bridge.contentOffset == 1500 && bridge.contentLength == 7 * 375)
    #expect(pager.settledIndex == 3)
    #expect(recorder.events.isEmpty)
  }

  @Test func aBoundedPagerAtItsEndRestsAtTheNewEnd() throws {
    // Given a strip of six cards resting on the last, at the end of the content
    let (pager, _) = try makeCards(
      count: 6, isCircular: false, anchor: .leading(0), initialIndex: 5)
    #expect(pager.contentOffset == 650 - 600)
    // When the viewport shrinks, the end moves out: the last card still ends the content
    try pager.setViewportLength(300)
    #expect(pager.contentOffset == 350 && pager.settledIndex == 5)
  }

  @Test(arguments: [true, false])
  func duringADragTheItemAndItsFractionAreKept(isCircular: Bool) throws {
    // Given a finger that has dragged 0.3 of a card forward from item 5
    let (pager, recorder) = try makeCards(isCircular: isCircular)
    try pager.beginDrag()
    try pager.drag(by: -33)
    let position = pager.position
    #expect(abs(position - 5.3) < 1e-9)
    recorder.reset()
    // When the viewport changes mid-drag
    try pager.setViewportLength(800)
    #expect(pager.phase == .dragging)
    #expect(pager.checkInvariants().isEmpty)
    // Then the drag goes on from the same item and fraction, looping or not (one rule for
    // every change: the item under the finger keeps its distance from the anchor, which moved
    // from 250 to 350)
    #expect(abs(pager.position - position) < 1e-9)
    #expect(pager.currentIndex == 5 && pager.targetIndex == 5)
    #expect(abs((leadingEdge(of: 5, in: pager, anchor: 350) ?? 0) - (350 - 33)) < 1e-9)
    // And the finger keeps moving it, then a slow release rests on the nearest card
    try pager.drag(by: -33)
    #expect(abs(pager.position - 5.6) < 1e-9)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledIndex == 6)
    #expect(leadingEdge(of: 6, in: pager, anchor: 350) == 350)
    #expect(recorder.didChanges.map(\.to) == [6])
  }

  @Test(arguments: [true, false])
  func duringASettleTheMotionRetargetsWithoutANewAnnouncement(isCircular: Bool) throws {
    // Given a command to item 7 under way
    let (pager, recorder) = try makeCards(isCircular: isCircular)
    try pager.scroll(to: 7)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    let position = pager.position
    #expect(position > 5 && position < 7)
    // When the viewport changes mid-settle
    try pager.setViewportLength(800)
    // Then the pager is where it was from the anchor, looping or not, still heading to item 7
    #expect(pager.phase == .settling)
    if isCircular { #expect(try pager.bridge().isAnimating) }
    #expect(abs(pager.position - position) < 1e-9)
    #expect(pager.targetIndex == 7)
    #expect(pager.checkInvariants().isEmpty)
    // And it comes to rest on item 7, centred in the new viewport, announced once
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 7 && pager.position == 7)
    #expect(leadingEdge(of: 7, in: pager, anchor: 350) == 350)
    #expect(recorder.willChanges.map(\.to) == [7])
    #expect(recorder.didChanges.map(\.to) == [7])
    #expect(recorder.didChanges.first?.cause == .programmatic)
  }

  @Test func aHostDecelerationIsTakenOverByThePager() throws {
    // Given a host scroll view decelerating after a fling
    let (pager, recorder) = try makeLoop(count: 5)
    let bridge = try pager.bridge()
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    scrollView.drag(100, bridge: bridge)
    scrollView.release(velocity: 3000, at: 0, bridge: bridge)
    let target = pager.targetIndex
    #expect(pager.phase == .settling && !bridge.isAnimating)
    // When the viewport changes
    try pager.setViewportLength(400)
    // Then the pager animates the rest of the way to the same item
    #expect(bridge.isAnimating && pager.targetIndex == target)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledIndex == target)
    #expect(recorder.didChanges.map(\.to) == [target])
  }

  @Test(arguments: [
    (Double.nan, PagerError.nonFiniteValue), (.infinity, .nonFiniteValue),
    (-.infinity, .nonFiniteValue), (0, .invalidConfiguration(.viewportLength(0))),
    (-600, .invalidConfiguration(.viewportLength(-600))),
    (-.greatestFiniteMagnitude, .invalidConfiguration(.viewportLength(-.greatestFiniteMagnitude))),
    (99, .invalidConfiguration(.itemLongerThanViewport(itemLength: 100, viewportLength: 99))),
    // Re-pinned (bug 4): a 350-point viewport takes the 300-point inset (the item shows 50
    // points, as on a bounded strip); a viewport no longer than the inset is refused.
    (
      300,
      .invalidConfiguration(
        .anchorInsetPastViewport(inset: 300, itemLength: 100, viewportLength: 300))
    ),
  ])
  func hostileLengthsThrowAndChangeNothing(length: Double, error: PagerError) throws {
    // Given cards anchored 300 points in, at rest and then mid-drag
    let (pager, recorder) = try makeCards(anchor: .leading(300))
    for step in 0..<2 {
      if step == 1 {
        try pager.beginDrag()
        try pager.drag(by: -40)
        recorder.reset()
      }
      let before = Observed(pager)
      #expect(throws: error, "step \(step)") { try pager.setViewportLength(length) }
      #expect(Observed(pager) == before, "step \(step)")
      #expect(recorder.events.isEmpty, "step \(step)")
    }
  }

  @Test func anEmptyLoopTakesANewViewport() throws {
    let (pager, recorder) = try makeLoop(count: 0)
    try pager.setViewportLength(500)
    let contentLength = try pager.bridge().contentLength
    #expect(pager.viewportLength == 500 && pager.contentOffset == 0 && contentLength == 500)
    #expect(recorder.events.isEmpty)
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(0))) {
      try pager.setViewportLength(0)
    }
  }

  @Test func theGeometryAHostSizesItsScrollViewWith() throws {
    let (pager, _) = try makeLoop(count: 5)
    let bridge = try pager.bridge()
    #expect(pager.layout == .uniform(itemLength: 375) && pager.viewportLength == 375)
    #expect(bridge.contentLength == 7 * 375 && bridge.contentOffset == 375)
    // The source's `isCircular` is the option asked for; `loops` whether there is a loop now.
    let (single, _) = try makeLoop(count: 1)
    let singleLength = try single.bridge().contentLength
    #expect(single.source.isCircular && !single.loops && singleLength == 375)
    try single.reload(looping([0, 1]))
    #expect(single.source.isCircular && single.loops)
    // Without the loop the items are a bounded strip: 5 × 375 points of content, bridged as
    // a strip.
    let (strip, _) = try makeLoop(count: 5, isCircular: false)
    #expect(!strip.source.isCircular && !strip.loops && strip.maxContentOffset == 4 * 375)
    #expect(try strip.bridge().contentLength == 5 * 375)
  }
}
