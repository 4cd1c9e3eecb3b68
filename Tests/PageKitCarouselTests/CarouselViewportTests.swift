import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// `setViewportLength(_:)`: a rotation or a split-view resize keeps the current item and its
/// fraction, at rest, during a drag and during a settle; hostile lengths throw and change
/// nothing.
@Suite struct CarouselViewportTests {
  /// Twelve 100-point cards, 10 points apart, centred in a 600-point viewport, on item 5.
  func makeCards(
    count: Int = 12, isCircular: Bool = true, anchor: SnapAnchor = .center,
    initialIndex: Int = 5
  ) throws -> (IntCarousel, RecordingDelegate<Int>) {
    try makeCarousel(
      count: count, itemLength: 100, spacing: 10, viewport: 600, anchor: anchor,
      isCircular: isCircular, initialIndex: initialIndex)
  }

  /// The leading edge on screen of the item drawn in slot order that shows `index` nearest
  /// the anchor.
  func leadingEdge(of index: Int, in carousel: IntCarousel, anchor: Double) -> Double? {
    carousel.items(transition: SlideTransition())
      .filter { $0.index == index }
      .min { abs($0.leadingEdge - anchor) < abs($1.leadingEdge - anchor) }?
      .leadingEdge
  }

  /// What a failed call must leave alone.
  struct Observed: Equatable {
    var offset, position, viewportLength, contentLength: Double
    var phase: PagerPhase
    var currentIndex, targetIndex, settledIndex: Int

    init(_ carousel: IntCarousel) {
      offset = carousel.offset
      position = carousel.position
      viewportLength = carousel.viewportLength
      contentLength = carousel.contentLength
      phase = carousel.phase
      currentIndex = carousel.currentIndex
      targetIndex = carousel.targetIndex
      settledIndex = carousel.settledIndex
    }
  }

  @Test(arguments: [true, false])
  func atRestTheSettledItemStaysAtTheAnchor(isCircular: Bool) throws {
    // Given cards at rest on item 5, centred
    let (carousel, recorder) = try makeCards(isCircular: isCircular)
    #expect(leadingEdge(of: 5, in: carousel, anchor: 250) == 250)
    // When the viewport grows (a rotation)
    try carousel.setViewportLength(800)
    // Then item 5 is centred in the new viewport, at rest, with no event
    #expect(carousel.viewportLength == 800)
    #expect(carousel.settledIndex == 5 && carousel.currentIndex == 5 && carousel.position == 5)
    #expect(carousel.phase == .idle)
    #expect(leadingEdge(of: 5, in: carousel, anchor: 350) == 350)
    #expect(recorder.events.isEmpty)
    #expect(carousel.checkInvariants().isEmpty)
    // And shrinking it back restores the first offset
    let (fresh, _) = try makeCards(isCircular: isCircular)
    try carousel.setViewportLength(600)
    #expect(carousel.offset == fresh.offset && carousel.contentLength == fresh.contentLength)
  }

  @Test func fullWidthItemsChangeTheirLoopAndKeepTheItem() throws {
    // Given full-width items (a copy at each end) resting on item 3
    let (carousel, recorder) = try makeCarousel(count: 5, initialIndex: 3)
    #expect(carousel.offset == 1500 && carousel.contentLength == 7 * 375)
    // When the viewport becomes wider than an item, the loop repeats whole cycles instead
    try carousel.setViewportLength(400)
    #expect(carousel.settledIndex == 3 && carousel.position == 3)
    #expect(leadingEdge(of: 3, in: carousel, anchor: 0) == 0)
    #expect(carousel.contentLength != 7 * 375)
    // And back to full width: the copies at the ends again, on item 3
    try carousel.setViewportLength(375)
    #expect(carousel.offset == 1500 && carousel.contentLength == 7 * 375)
    #expect(carousel.settledIndex == 3)
    #expect(recorder.events.isEmpty)
  }

  @Test func aBoundedCarouselAtItsEndRestsAtTheNewEnd() throws {
    // Given a strip of six cards resting on the last, at the end of the content
    let (carousel, _) = try makeCards(
      count: 6, isCircular: false, anchor: .leading(0), initialIndex: 5)
    #expect(carousel.offset == 650 - 600)
    // When the viewport shrinks, the end moves out: the last card still ends the content
    try carousel.setViewportLength(300)
    #expect(carousel.offset == 350 && carousel.settledIndex == 5)
  }

  @Test(arguments: [true, false])
  func duringADragTheItemAndItsFractionAreKept(isCircular: Bool) throws {
    // Given a finger that has dragged 0.3 of a card forward from item 5
    let (carousel, recorder) = try makeCards(isCircular: isCircular)
    try carousel.beginDrag()
    try carousel.drag(by: -33)
    let position = carousel.position
    #expect(abs(position - 5.3) < 1e-9)
    recorder.reset()
    // When the viewport changes mid-drag
    try carousel.setViewportLength(800)
    // Then the drag goes on from the same item and fraction
    #expect(carousel.phase == .dragging)
    #expect(abs(carousel.position - position) < 1e-9)
    #expect(carousel.currentIndex == 5 && carousel.targetIndex == 5)
    #expect(abs((leadingEdge(of: 5, in: carousel, anchor: 350) ?? 0) - (350 - 33)) < 1e-9)
    #expect(carousel.checkInvariants().isEmpty)
    // And the finger keeps moving it, then a slow release rests on the nearest card
    try carousel.drag(by: -33)
    #expect(abs(carousel.position - 5.6) < 1e-9)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == 6)
    #expect(leadingEdge(of: 6, in: carousel, anchor: 350) == 350)
    #expect(recorder.didChanges.map(\.to) == [6])
  }

  @Test(arguments: [true, false])
  func duringASettleTheMotionRetargetsWithoutANewAnnouncement(isCircular: Bool) throws {
    // Given a command to item 7 under way
    let (carousel, recorder) = try makeCards(isCircular: isCircular)
    try carousel.scroll(to: 7)
    try carousel.advance(to: 0)
    try carousel.advance(to: 0.1)
    let position = carousel.position
    #expect(position > 5 && position < 7)
    // When the viewport changes mid-settle
    try carousel.setViewportLength(800)
    // Then the carousel is where it was, still heading to item 7
    #expect(carousel.phase == .settling && carousel.isAnimating)
    #expect(abs(carousel.position - position) < 1e-9)
    #expect(carousel.targetIndex == 7)
    #expect(carousel.checkInvariants().isEmpty)
    // And it comes to rest on item 7, centred in the new viewport, announced once
    try runUntilIdle(carousel, from: 0.1)
    #expect(carousel.settledIndex == 7 && carousel.position == 7)
    #expect(leadingEdge(of: 7, in: carousel, anchor: 350) == 350)
    #expect(recorder.willChanges.map(\.to) == [7])
    #expect(recorder.didChanges.map(\.to) == [7])
    #expect(recorder.didChanges.first?.cause == .programmatic)
  }

  @Test func aHostDecelerationIsTakenOverByTheCarousel() throws {
    // Given a host scroll view decelerating after a fling
    let (carousel, recorder) = try makeCarousel(count: 5)
    var scrollView = FakeScrollView(offset: carousel.offset)
    scrollView.drag(100, carousel: carousel)
    scrollView.release(velocity: 3000, at: 0, carousel: carousel)
    let target = carousel.targetIndex
    #expect(carousel.phase == .settling && !carousel.isAnimating)
    // When the viewport changes
    try carousel.setViewportLength(400)
    // Then the carousel animates the rest of the way to the same item
    #expect(carousel.isAnimating && carousel.targetIndex == target)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == target)
    #expect(recorder.didChanges.map(\.to) == [target])
  }

  @Test(arguments: [
    (Double.nan, PagerError.nonFiniteValue), (.infinity, .nonFiniteValue),
    (-.infinity, .nonFiniteValue), (0, .invalidConfiguration), (-600, .invalidConfiguration),
    (-.greatestFiniteMagnitude, .invalidConfiguration), (99, .invalidConfiguration),
    (350, .invalidConfiguration),
  ])
  func hostileLengthsThrowAndChangeNothing(length: Double, error: PagerError) throws {
    // Given cards anchored 300 points in, at rest and then mid-drag
    let (carousel, recorder) = try makeCards(anchor: .leading(300))
    for step in 0..<2 {
      if step == 1 {
        try carousel.beginDrag()
        try carousel.drag(by: -40)
        recorder.reset()
      }
      let before = Observed(carousel)
      #expect(throws: error, "step \(step)") { try carousel.setViewportLength(length) }
      #expect(Observed(carousel) == before, "step \(step)")
      #expect(recorder.events.isEmpty, "step \(step)")
    }
  }

  @Test func anEmptyCarouselTakesANewViewport() throws {
    let (carousel, recorder) = try makeCarousel(count: 0)
    try carousel.setViewportLength(500)
    #expect(carousel.viewportLength == 500 && carousel.offset == 0 && carousel.contentLength == 0)
    #expect(recorder.events.isEmpty)
    #expect(throws: PagerError.invalidConfiguration) { try carousel.setViewportLength(0) }
  }

  @Test func theGeometryAHostSizesItsScrollViewWith() throws {
    let (carousel, _) = try makeCarousel(count: 5)
    #expect(carousel.layout.itemLength == 375 && carousel.viewportLength == 375)
    #expect(carousel.contentLength == 7 * 375 && carousel.offset == 375)
    // `isCircular` is the option asked for; `loops` whether there is a loop now.
    let (single, _) = try makeCarousel(count: 1)
    #expect(single.isCircular && !single.loops && single.contentLength == 375)
    try single.reload(ArrayPageSource([0, 1]))
    #expect(single.isCircular && single.loops)
    let (strip, _) = try makeCarousel(count: 5, isCircular: false)
    #expect(!strip.isCircular && !strip.loops && strip.contentLength == 5 * 375)
  }
}
