import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

struct Card: Hashable, Sendable {
  var name: String
}

@Suite struct CarouselDataAndInputTests {
  // MARK: Hostile input

  @Test func badGeometryIsRejectedAtConstruction() throws {
    let source = ArrayPageSource([1, 2, 3])
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: source, itemLength: 0, viewportLength: 375)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: source, itemLength: 400, viewportLength: 375)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: source, itemLength: 100, spacing: -1, viewportLength: 375)
    }
    #expect(throws: PagerError.nonFiniteValue) {
      try Carousel(source: source, itemLength: .nan, viewportLength: 375)
    }
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) {
      try Carousel(source: source, itemLength: 100, viewportLength: 375, initialIndex: 3)
    }
    #expect(throws: PagerError.invalidConfiguration) { try AutoScroller(interval: 0) }
    #expect(throws: PagerError.invalidConfiguration) { try AutoScroller(interval: -3) }
  }

  @Test func nonFiniteGesturesAndTimesChangeNothing() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    #expect(throws: PagerError.nonFiniteValue) { try carousel.advance(to: .nan) }
    try carousel.beginDrag()
    #expect(throws: PagerError.nonFiniteValue) { try carousel.drag(by: .infinity) }
    #expect(throws: PagerError.nonFiniteValue) { try carousel.endDrag(velocity: .nan) }
    #expect(throws: PagerError.dragInProgress) { try carousel.beginDrag() }
    #expect(throws: PagerError.dragInProgress) { try carousel.scrollToNext() }
    #expect(carousel.offset == 375)
    #expect(carousel.phase == .dragging)
    // Host callbacks: a NaN offset is ignored; a NaN velocity counts as zero.
    #expect(carousel.scrollViewDidScroll(contentOffset: .nan) == 375)
    let release = carousel.scrollViewWillEndDragging(
      contentVelocity: .nan, proposedContentOffset: .nan)
    #expect(release.targetOffset == 375)
    carousel.scrollViewDidEndDragging(willDecelerate: false)
    #expect(carousel.phase == .idle)
    #expect(
      recorder.pageEvents.filter { if case .phaseDidChange = $0 { false } else { true } }
        .isEmpty)
    #expect(throws: PagerError.notDragging) { try carousel.drag(by: 1) }
    #expect(throws: PagerError.indexOutOfRange(index: 5, count: 5)) { try carousel.scroll(to: 5) }
    // An earlier timestamp is ignored.
    try carousel.advance(to: 5)
    try carousel.advance(to: 4)
    #expect(carousel.currentTime == 5)
  }

  @Test func anEmptyCarouselIgnoresHostCallbacks() throws {
    let (carousel, recorder) = try makeCarousel(count: 0)
    carousel.scrollViewWillBeginDragging()
    #expect(carousel.scrollViewDidScroll(contentOffset: 500) == 0)
    let release = carousel.scrollViewWillEndDragging(
      contentVelocity: 1000, proposedContentOffset: 900)
    #expect(release.targetOffset == 0)
    carousel.scrollViewDidEndDecelerating()
    var scroller = try AutoScroller(interval: 0.5)
    for frame in 0..<120 {
      try carousel.advance(to: Double(frame) / 60)
      scroller.advance(carousel, to: Double(frame) / 60)
    }
    #expect(recorder.events.isEmpty)
    #expect(carousel.phase == .idle)
  }

  // MARK: Loop on and off

  @Test func withoutTheLoopTheEndsAreHardAndTheLastItemRestsAtTheEnd() throws {
    let (carousel, recorder) = try makeCarousel(
      count: 10, itemLength: 100, viewport: 375, isCircular: false)
    #expect(!carousel.layout.loops)
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 10)) {
      try carousel.scrollToPrevious()
    }
    try carousel.scroll(to: 9, animated: false)
    // The last item cannot reach the leading anchor: it rests at the end, and is settled.
    #expect(carousel.offset == carousel.layout.maximumOffset)
    #expect(carousel.settledIndex == 9)
    #expect(throws: PagerError.indexOutOfRange(index: 10, count: 10)) {
      try carousel.scrollToNext()
    }
    // A drag past the end stops at the end.
    try carousel.beginDrag()
    try carousel.drag(by: -500)
    #expect(carousel.offset == carousel.layout.maximumOffset)
    try carousel.endDrag(velocity: -5000)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == 9)
    #expect(recorder.didChanges.count == 1)
  }

  @Test(arguments: [0, 2, 4])
  func togglingTheLoopKeepsTheCurrentItemInView(index: Int) throws {
    let (carousel, recorder) = try makeCarousel(count: 5, itemLength: 100, viewport: 375)
    try carousel.scroll(to: index, animated: false)
    recorder.reset()
    try carousel.setCircular(false)
    #expect(!carousel.layout.loops)
    #expect(carousel.settledIndex == index)
    let visible = carousel.items(transition: SlideTransition()).map(\.index)
    #expect(visible.contains(index))
    try carousel.setCircular(true)
    #expect(carousel.layout.loops)
    #expect(carousel.layout.position(at: carousel.offset)?.logicalIndex == index)
    #expect(recorder.pageEvents.isEmpty)
  }

  @Test func togglingTheLoopMidMotionLandsOnTheTarget() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    try carousel.advance(to: 0)
    try carousel.scrollToNext()
    try carousel.advance(to: 0.1)
    try carousel.setCircular(false)
    #expect(carousel.phase == .idle)
    #expect(carousel.settledIndex == 1)
    #expect(carousel.offset == 375)
    #expect(recorder.didChanges.map(\.to) == [1])
  }

  // MARK: Reloads

  @Test func reloadKeepsTheCurrentItemByIdentity() throws {
    let cards = ["a", "b", "c", "d"].map(Card.init)
    let carousel = try Carousel(
      source: ArrayPageSource(cards, id: \.name), itemLength: 375, viewportLength: 375,
      initialIndex: 2)
    let recorder = RecordingDelegate<String>()
    carousel.delegate = recorder
    // Insert two items before "c": it moves to index 4 and stays current, silently.
    try carousel.reload(ArrayPageSource(["x", "y", "a", "b", "c", "d"].map(Card.init), id: \.name))
    #expect(carousel.settledIndex == 4)
    #expect(carousel.settledPageID == "c")
    #expect(recorder.pageEvents.isEmpty)
    // Remove "c": the item now at its index becomes current, announced as a data reload.
    try carousel.reload(ArrayPageSource(["x", "y", "a", "b", "d"].map(Card.init), id: \.name))
    #expect(carousel.settledPageID == "d")
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(recorder.willChanges.count == 1)
  }

  @Test func aSourceThatShrinksWhileShowingItsLastItemShowsTheNewLastItem() throws {
    let (carousel, recorder) = try makeCarousel(count: 5, initialIndex: 4)
    try carousel.reload(ArrayPageSource([0, 1, 2]))
    #expect(carousel.settledIndex == 2)
    #expect(carousel.offset == carousel.layout.restingOffset(forLogicalIndex: 2))
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.from == 4)
    #expect(recorder.didChanges.first?.to == 2)
    #expect(recorder.didChanges.first?.cause == .dataReload)
    // To empty and back.
    try carousel.reload(ArrayPageSource([]))
    #expect(carousel.isEmpty)
    #expect(recorder.didChanges.last?.to == nil)
    try carousel.reload(ArrayPageSource([7, 8]))
    #expect(recorder.didChanges.last?.from == nil)
    #expect(recorder.didChanges.last?.to == 0)
    #expect(carousel.offset == carousel.layout.initialOffset)
  }

  @Test func reloadMidMotionLandsOnTheKeptTargetAndClosesTheAnnouncement() throws {
    let (carousel, recorder) = try makeCarousel(count: 5)
    try carousel.advance(to: 0)
    try carousel.scroll(to: 2)
    try carousel.advance(to: 0.1)
    func drawn() -> [String] {
      carousel.items(transition: SlideTransition()).filter { !$0.placement.isHidden }
        .map { "\($0.index)@\(($0.leadingEdge * 1e6).rounded() / 1e6)" }
    }
    let before = drawn()
    #expect(before.count == 2)
    try carousel.reload(ArrayPageSource([0, 1, 2, 3, 4, 5]))
    // The motion goes on toward the kept target, from where it is drawn (the pager's rule): the
    // same items at the same places on screen. (0 → 2 is a far jump: 2 is spliced beside 0, so
    // the content offset of the rebuilt frame may differ; what is drawn may not.)
    #expect(carousel.phase == .settling)
    #expect(drawn() == before)
    #expect(carousel.targetIndex == 2)
    #expect(recorder.didChanges.isEmpty)
    try runUntilIdle(carousel, from: 0.1)
    #expect(carousel.settledIndex == 2)
    #expect(recorder.willChanges.count == 1)
    #expect(recorder.didChanges.map(\.cause) == [.programmatic])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }
}
