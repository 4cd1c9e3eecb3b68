import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

struct Card: Hashable, Sendable {
  var name: String
}

/// A looping pager (an infinite carousel) and its bounded twin: hostile input, the loop turned on
/// and off, reloads.
@Suite struct LoopDataAndInputTests {
  // MARK: Hostile input

  @Test func badGeometryIsRejectedAtConstruction() throws {
    let source = ArrayPageSource([1, 2, 3]).circular()
    func make(_ layout: PagerLayout, initialIndex: Int = 0) throws {
      _ = try Pager(
        source: source, layout: layout, snap: NearestSnap(), initialIndex: initialIndex,
        configuration: PagerConfiguration(viewportLength: 375))
    }
    #expect(throws: PagerError.invalidConfiguration(.itemLength(0))) {
      try make(.uniform(itemLength: 0))
    }
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ) { try make(.uniform(itemLength: 400)) }
    #expect(throws: PagerError.invalidConfiguration(.spacing(-1))) {
      try make(.uniform(itemLength: 100, spacing: -1))
    }
    #expect(throws: PagerError.nonFiniteValue) { try make(.uniform(itemLength: .nan)) }
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) {
      try make(.uniform(itemLength: 100), initialIndex: 3)
    }
    #expect(throws: PagerError.invalidConfiguration(.autoScrollInterval(0))) {
      try AutoScroller(interval: 0)
    }
    #expect(throws: PagerError.invalidConfiguration(.autoScrollInterval(-3))) {
      try AutoScroller(interval: -3)
    }
  }

  @Test func nonFiniteGesturesAndTimesChangeNothing() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    let bridge = try pager.bridge()
    #expect(throws: PagerError.nonFiniteValue) { try pager.advance(to: .nan) }
    try pager.beginDrag()
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: .infinity) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.endDrag(velocity: .nan) }
    #expect(throws: PagerError.dragInProgress) { try pager.beginDrag() }
    #expect(throws: PagerError.dragInProgress) { try pager.scrollToNext() }
    #expect(pager.contentOffset == 375)
    #expect(pager.phase == .dragging)
    // Host callbacks: a NaN offset is ignored; a NaN velocity counts as zero.
    #expect(bridge.scrollViewDidScroll(contentOffset: .nan) == 375)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: .nan, proposedContentOffset: .nan)
    #expect(release.targetOffset == 375)
    bridge.scrollViewDidEndDragging(willDecelerate: false)
    #expect(pager.phase == .idle)
    #expect(
      recorder.pageEvents.filter { if case .phaseDidChange = $0 { false } else { true } }
        .isEmpty)
    #expect(throws: PagerError.notDragging) { try pager.drag(by: 1) }
    #expect(throws: PagerError.indexOutOfRange(index: 5, count: 5)) { try pager.scroll(to: 5) }
    // An earlier timestamp is ignored.
    try pager.advance(to: 5)
    try pager.advance(to: 4)
    #expect(pager.currentTime == 5)
  }

  @Test func anEmptyLoopIgnoresHostCallbacks() throws {
    let (pager, recorder) = try makeLoop(count: 0)
    let bridge = try pager.bridge()
    bridge.scrollViewWillBeginDragging()
    #expect(bridge.scrollViewDidScroll(contentOffset: 500) == 0)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 1000, proposedContentOffset: 900)
    #expect(release.targetOffset == 0)
    bridge.scrollViewDidEndDecelerating()
    let scroller = try AutoScroller(interval: 0.5)
    for frame in 0..<120 {
      try pager.advance(to: Double(frame) / 60)
      scroller.advance(pager, to: Double(frame) / 60)
    }
    #expect(recorder.events.isEmpty)
    #expect(pager.phase == .idle)
  }

  // MARK: Loop on and off

  @Test func withoutTheLoopTheEndsRubberBandAndTheLastItemRestsAtTheEnd() throws {
    let (pager, recorder) = try makeLoop(
      count: 10, itemLength: 100, viewport: 375, isCircular: false)
    #expect(!pager.loops)
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 10)) {
      try pager.scrollToPrevious()
    }
    try pager.scroll(to: 9, animated: false)
    // The last item cannot reach the leading anchor: it rests at the end, and is settled.
    // Content 10 × 100 = 1000 (insets 0 and 0), viewport 375: the end is 625.
    #expect(pager.maxContentOffset == 625)
    #expect(pager.contentOffset == 625)
    #expect(pager.settledIndex == 9)
    #expect(throws: PagerError.indexOutOfRange(index: 10, count: 10)) {
      try pager.scrollToNext()
    }
    // A drag past the end meets the rubber band: 500 points past the end are drawn
    // 0.55 × 500 / (1 + 0.55 × 500 / 375) points past it.
    try pager.beginDrag()
    try pager.drag(by: -500)
    #expect(abs(pager.contentOffset - (625 + 0.55 * 500 / (1 + 0.55 * 500 / 375))) < 1e-9)
    try pager.endDrag(velocity: -5000)
    try runUntilIdle(pager, from: 0)
    #expect(pager.contentOffset == 625)
    #expect(pager.settledIndex == 9)
    #expect(recorder.didChanges.count == 1)
  }

  @Test(arguments: [0, 2, 4])
  func togglingTheLoopKeepsTheCurrentItemInView(index: Int) throws {
    let (pager, recorder) = try makeLoop(count: 5, itemLength: 100, viewport: 375)
    try pager.scroll(to: index, animated: false)
    recorder.reset()
    try pager.reload(pager.source.looping(false))
    #expect(!pager.loops)
    #expect(pager.settledIndex == index)
    #expect(pager.onScreenIndices.contains(index))
    try pager.reload(pager.source.looping(true))
    #expect(pager.loops)
    #expect(pager.pageAtAnchor?.index == index)
    #expect(recorder.pageEvents.isEmpty)
  }

  @Test func togglingTheLoopMidMotionLandsOnTheTarget() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.advance(to: 0)
    try pager.scrollToNext()
    try pager.advance(to: 0.1)
    try pager.reload(pager.source.looping(false))
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 1)
    #expect(pager.contentOffset == 375)
    #expect(recorder.didChanges.map(\.to) == [1])
  }

  // MARK: Reloads

  @Test func reloadKeepsTheCurrentItemByIdentity() throws {
    let cards = ["a", "b", "c", "d"].map(Card.init)
    let pager = try Pager(
      source: ArrayPageSource(cards, id: \.name).circular(),
      layout: .uniform(itemLength: 375), snap: NearestSnap(), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    // Insert two items before "c": it moves to index 4 and stays current, silently.
    try pager.reload(
      ArrayPageSource(["x", "y", "a", "b", "c", "d"].map(Card.init), id: \.name).circular())
    #expect(pager.settledIndex == 4)
    #expect(pager.settledPageID == "c")
    #expect(recorder.pageEvents.isEmpty)
    // Remove "c": the item now at its index becomes current, announced as a data reload.
    try pager.reload(
      ArrayPageSource(["x", "y", "a", "b", "d"].map(Card.init), id: \.name).circular())
    #expect(pager.settledPageID == "d")
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(recorder.willChanges.count == 1)
  }

  @Test func aSourceThatShrinksWhileShowingItsLastItemShowsTheNewLastItem() throws {
    let (pager, recorder) = try makeLoop(count: 5, initialIndex: 4)
    try pager.reload(looping([0, 1, 2]))
    #expect(pager.settledIndex == 2)
    // Full-width items loop with a copy at each end: item i rests at (i + 1) × 375.
    #expect(pager.contentOffset == 3 * 375)
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.from == 4)
    #expect(recorder.didChanges.first?.to == 2)
    #expect(recorder.didChanges.first?.cause == .dataReload)
    // To empty and back.
    try pager.reload(looping([]))
    #expect(pager.isEmpty)
    #expect(recorder.didChanges.last?.to == nil)
    try pager.reload(looping([7, 8]))
    #expect(recorder.didChanges.last?.from == nil)
    #expect(recorder.didChanges.last?.to == 0)
    #expect(pager.contentOffset == 375)
  }

  @Test func reloadMidMotionLandsOnTheKeptTargetAndClosesTheAnnouncement() throws {
    let (pager, recorder) = try makeLoop(count: 5)
    try pager.advance(to: 0)
    try pager.scroll(to: 2)
    try pager.advance(to: 0.1)
    func drawn() -> [String] {
      pager.onScreen.map { "\($0.index)@\(($0.origin * 1e6).rounded() / 1e6)" }
    }
    let before = drawn()
    #expect(before.count == 2)
    try pager.reload(looping([0, 1, 2, 3, 4, 5]))
    // The motion goes on toward the kept target, from where it is drawn (the pager's rule): the
    // same items at the same places on screen. (0 → 2 is a far jump: 2 is spliced beside 0, so
    // the content offset of the rebuilt frame may differ; what is drawn may not.)
    #expect(pager.phase == .settling)
    #expect(drawn() == before)
    #expect(pager.targetIndex == 2)
    #expect(recorder.didChanges.isEmpty)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 2)
    #expect(recorder.willChanges.count == 1)
    #expect(recorder.didChanges.map(\.cause) == [.programmatic])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }
}
