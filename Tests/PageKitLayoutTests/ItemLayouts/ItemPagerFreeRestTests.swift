import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Docs/Snapping.md: under `FreeScroll` a pager with an item layout rests between items —
/// `position` is the offset's position (linear between neighbouring resting offsets, as in
/// motion) and `settledIndex` the item nearest it, the one exception to "exact at rest".
@Suite struct ItemPagerFreeRestTests {
  /// A free-scrolling pager of cards with a recorder: the shelf (300-point cards 10 apart,
  /// `.leading(16)`: resting offsets `310 · i`) unless told otherwise.
  static func freePager(
    count: Int = 10, layout: PagerLayout = shelfItems, anchor: SnapAnchor = .leading(16),
    viewport: Double = 375, initialIndex: Int = 0
  ) throws -> (CardPager, RecordingDelegate<String>) {
    let pager = try Pager(
      source: Cards(cardNames(count), id: \.self), layout: layout, anchor: anchor,
      snap: FreeScroll(), initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: viewport))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    return (pager, recorder)
  }

  /// The resting offset of item `index`.
  static func resting(_ pager: CardPager, _ index: Int) throws -> Double {
    try #require(pager.items?.restingOffset(ofItem: index))
  }

  /// Drags by `points` and lifts the finger at rest: a free release rests where it is.
  static func rest(_ pager: CardPager, draggingBy points: Double) throws {
    try pager.swipe(by: points, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
  }

  /// The settled item's live page (its `offset` counts items from the anchor).
  static func settledPage<Source: PageSource>(_ pager: Pager<Source, SlideTransition>)
    -> LivePage<Source.Page, Source.PageID>?
  {
    pager.livePages.first { $0.slot == pager.engine.settled.slot }
  }

  @Test func aGlideRestsBetweenItemsAtTheOffsetsPosition() throws {
    // Given a free shelf dragged 100 points and flung forward
    let (pager, recorder) = try Self.freePager()
    try pager.beginDrag()
    try pager.drag(by: -100)
    try pager.endDrag(velocity: -1_000)
    let end = pager.engine.targetCoordinate
    // (It glides to 599, between card 1 at 310 and card 2 at 620, nearer card 2.)
    #expect(end > 465 && end < 620)
    #expect(pager.targetIndex == 2)
    // When it comes to rest
    try pager.runUntilIdleCheckingInvariants()
    // Then it rests where the glide ends: the position is the offset's, the item nearest it is
    // the settled, current and target item, and nothing moves
    #expect(pager.phase == .idle && pager.contentOffset == end)
    #expect(pager.position == 1 + (end - 310) / 310)
    #expect(pager.settledIndex == 2 && pager.currentIndex == 2 && pager.targetIndex == 2)
    #expect(pager.motion == nil)
    // and the settled card is drawn where the offset puts it, that far from the anchor
    let page = try #require(Self.settledPage(pager))
    #expect(abs(page.offset - (2 - pager.position)) < 1e-12)
    #expect(abs(page.origin - (16 + 620 - end)) < 1e-9)
    // with one change announced, once
    #expect(recorder.pageLog == ["will card0>card2 user", "did card0>card2 user"])
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    pager.expectInvariants()
  }

  @Test func aRestExactlyHalfWayIsTheItemTheMotionComesFrom() throws {
    // Given a free shelf at rest on card 1 (310)
    let (pager, recorder) = try Self.freePager(initialIndex: 1)
    // When a drag back to 155, half way to card 0, is released
    try pager.beginDrag()
    try pager.drag(by: 155)
    // (while dragging, the half belongs to the item the motion comes from)
    #expect(pager.currentIndex == 1 && pager.targetIndex == 1)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    // Then it rests there on card 1, a peek: no page event
    #expect(pager.contentOffset == 155 && pager.position == 0.5)
    #expect(pager.settledIndex == 1 && pager.currentIndex == 1)
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
    // And from card 0 to the same half, it rests on card 0
    let (other, _) = try Self.freePager()
    try Self.rest(other, draggingBy: -155)
    #expect(other.contentOffset == 155 && other.position == 0.5 && other.settledIndex == 0)
    other.expectInvariants()
  }

  @Test func aRestBesideARunIsTheItemNearestThePosition() throws {
    // Given 100-point items 10 apart at `.trailing(0)`: items 0, 1 and 2 cannot reach the
    // anchor and share the resting offset 0 (a run, one stop read as item 0); item 3 rests at 55
    let layout = PagerLayout.uniform(itemLength: 100, spacing: 10)
    let (pager, recorder) = try Self.freePager(layout: layout, anchor: .trailing(0))
    #expect(try Self.resting(pager, 2) == 0 && Self.resting(pager, 3) == 55)
    // When a drag from item 0 to 22 (0.4 of the way to item 3) is released
    try Self.rest(pager, draggingBy: -22)
    // Then it rests there: the position runs from the run's stop (0) to 3 over those 55
    // points, 1.2 here, and the item nearest it is the run's inner item 1
    #expect(pager.contentOffset == 22 && pager.settledIndex == 1)
    #expect(abs(pager.position - 1.2) < 1e-12 && pager.currentIndex == 1)
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    pager.expectInvariants()
    // And back onto the run's offset, it rests on the run's stop, its outer end
    try Self.rest(pager, draggingBy: 22)
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0 && pager.position == 0)
    #expect(
      recorder.pageLog == [
        "will card0>card1 user", "did card0>card1 user", "will card1>card0 user",
        "did card1>card0 user",
      ])
    pager.expectInvariants()
  }

  @Test func aViewportChangeAtRestKeepsTheItemAndItsDistanceFromIt() throws {
    // Given peeking cards, centred, at rest 40 points past card 3
    let layout = PagerLayout.uniform(itemLength: 300, spacing: 12)
    let (pager, recorder) = try Self.freePager(layout: layout, anchor: .center, initialIndex: 3)
    try Self.rest(pager, draggingBy: -40)
    let before = pager.position
    #expect(pager.settledIndex == 3 && before > 3)
    // When the viewport widens (a centred card's resting offset moves with it)
    try pager.setViewportLength(500)
    // Then card 3 stays settled, the offset 40 points past its new resting offset
    #expect(pager.settledIndex == 3 && pager.currentIndex == 3)
    #expect(abs(pager.contentOffset - (try Self.resting(pager, 3) + 40)) < 1e-9)
    #expect(abs(pager.position - before) < 1e-12)
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
  }

  @Test func aLoopsViewportChangeAtRestKeepsTheDistance() throws {
    // Given a free-scrolling loop of peeking cards at rest 40 points past card 3
    let pager = try Pager(
      source: Cards(cardNames(6), id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center, snap: FreeScroll(),
      initialIndex: 3, configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    try pager.swipe(by: -40, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    let items = try #require(pager.items)
    #expect(pager.settledIndex == 3 && abs(pager.position - (3 + 40.0 / 312)) < 1e-12)
    // When the viewport changes
    try pager.setViewportLength(500)
    // Then the distance from card 3's resting offset is kept
    let resting = items.engineCoordinate(ofSlot: pager.engine.settled.slot, in: pager.engine)
    #expect(pager.settledIndex == 3 && abs(pager.contentOffset - resting - 40) < 1e-9)
    #expect(abs(pager.position - (3 + 40.0 / 312)) < 1e-12)
    pager.expectInvariants()
  }

  @Test func aReloadAtRestKeepsTheOffsetFromTheItemsRestingOffset() throws {
    // Given a free shelf at rest 60 points past card 2
    let (pager, recorder) = try Self.freePager(initialIndex: 2)
    try Self.rest(pager, draggingBy: -60)
    #expect(pager.contentOffset == 680 && pager.settledIndex == 2)
    // When two cards are inserted before it
    try pager.reload(Cards(["new0", "new1"] + cardNames(10), id: \.self))
    // Then card 2, now index 4, keeps the offset's distance from it: no page event
    #expect(pager.settledIndex == 4 && pager.settledPageID == "card2")
    #expect(pager.contentOffset == 1_300 && pager.position == 4 + 60.0 / 310)
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
  }

  @Test func aReloadAtRestThatShortensTheWayToTheNextItemKeepsTheItemNearest() throws {
    // Given free-scrolling cards of 300 points 10 apart, at rest 124 points (0.4) past card 3
    let lengths = Array(repeating: 300.0, count: 8)
    let (pager, recorder) = try Self.freePager(
      count: 8, layout: .variable(itemLengths: lengths, spacing: 10), initialIndex: 3)
    try Self.rest(pager, draggingBy: -124)
    #expect(pager.settledIndex == 3 && abs(pager.position - 3.4) < 1e-12)
    // When card 3 becomes 100 points long (card 4 now rests 110 points after it)
    var shorter = lengths
    shorter[3] = 100
    try pager.reload(
      Cards(cardNames(8), id: \.self), layout: .variable(itemLengths: shorter, spacing: 10))
    // Then card 3 stays settled and nearest: the offset goes no farther than half way to card 4
    let resting = try Self.resting(pager, 3)
    #expect(try Self.resting(pager, 4) == resting + 110)
    #expect(pager.settledIndex == 3 && pager.currentIndex == 3)
    #expect(pager.contentOffset == resting + 55 && pager.position == 3.5)
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
  }

  @Test func aReloadMidGlideKeepsTheGlidesEndNearItsItem() throws {
    // Given free-scrolling cards of 300 points 10 apart, gliding from card 3 (930) to 1054, 0.4
    // of the way to card 4
    let lengths = Array(repeating: 300.0, count: 8)
    let (pager, _) = try Self.freePager(
      count: 8, layout: .variable(itemLengths: lengths, spacing: 10), initialIndex: 3)
    try pager.swipe(by: -10, velocity: -228.457)
    try pager.advance(to: 1.0 / 60)
    #expect(pager.phase == .settling && pager.targetIndex == 3)
    #expect(abs(pager.engine.targetCoordinate - 1_054) < 0.01)
    // When card 3 becomes 100 points long mid-glide (card 4 now rests 110 points after it)
    var shorter = lengths
    shorter[3] = 100
    try pager.reload(
      Cards(cardNames(8), id: \.self), layout: .variable(itemLengths: shorter, spacing: 10))
    // Then the glide ends no farther than half way to card 4, and rests there on card 3
    let resting = try Self.resting(pager, 3)
    #expect(pager.targetIndex == 3 && pager.engine.targetCoordinate == resting + 55)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 3 && pager.contentOffset == resting + 55)
    #expect(pager.position == 3.5)
    pager.expectInvariants()
  }

  @Test func aViewportChangeMidGlideKeepsTheGlidesDistanceFromItsItem() throws {
    // Given peeking cards, centred, gliding from card 3 to 40 points past it
    let layout = PagerLayout.uniform(itemLength: 300, spacing: 12)
    let (pager, _) = try Self.freePager(layout: layout, anchor: .center, initialIndex: 3)
    try pager.swipe(by: -10, velocity: -60.12)
    try pager.advance(to: 1.0 / 60)
    let distance = pager.engine.targetCoordinate - (try Self.resting(pager, 3))
    #expect(pager.phase == .settling && pager.targetIndex == 3 && abs(distance - 40) < 0.1)
    // When the viewport widens mid-glide (a centred card's resting offset moves with it)
    try pager.setViewportLength(500)
    // Then the glide ends as far past card 3's new resting offset, and rests there
    let resting = try Self.resting(pager, 3)
    #expect(abs(pager.engine.targetCoordinate - resting - distance) < 1e-9)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 3 && abs(pager.contentOffset - resting - distance) < 1e-9)
    pager.expectInvariants()
  }

  @Test func aReloadAtRestThatRemovesTheSettledItemKeepsItsStandInNearest() throws {
    // Given a free shelf at rest 200 points past card 2 (nearer card 3: settled 3)
    let (pager, recorder) = try Self.freePager(initialIndex: 2)
    try Self.rest(pager, draggingBy: -200)
    #expect(pager.settledIndex == 3 && pager.contentOffset == 820)
    recorder.reset()
    // When card 3 is removed
    var names = cardNames(10)
    names.remove(at: 3)
    try pager.reload(Cards(names, id: \.self))
    // Then its stand-in, card 4 now at index 3, is settled (a data reload) and nearest, at the
    // same distance from its resting offset
    #expect(pager.settledIndex == 3 && pager.settledPageID == "card4")
    #expect(recorder.pageLog == ["will card3>card4 dataReload", "did card3>card4 dataReload"])
    #expect(pager.contentOffset == 820 && abs(pager.position - (3 - 110.0 / 310)) < 1e-12)
    pager.expectInvariants()
  }

  @Test func aLoopingGlideRestsBetweenItemsAtTheOffsetsPosition() throws {
    // Given a free-scrolling loop of five peeking cards (resting offsets 312 apart)
    let pager = try Pager(
      source: Cards(cardNames(5), id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center, snap: FreeScroll(),
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    // When a hard fling glides round the loop and comes to rest
    try pager.swipe(by: -100, velocity: -9_000)
    let end = pager.engine.targetCoordinate
    try pager.runUntilIdleCheckingInvariants()
    // Then the position is the offset's, within half a card of the settled card (re-based into
    // the loop), and the settled card is drawn that far from the anchor
    let items = try #require(pager.items)
    let slot = pager.engine.settled.slot
    let fraction =
      (pager.contentOffset - items.engineCoordinate(ofSlot: slot, in: pager.engine)) / 312
    #expect(abs(fraction) <= 0.5 && abs(fraction) > 0.01, "ended at \(end)")
    #expect(abs(pager.position - (Double(pager.settledIndex) + fraction)) < 1e-9)
    #expect((0..<5).contains(pager.settledIndex) && pager.currentIndex == pager.settledIndex)
    let page = try #require(Self.settledPage(pager))
    #expect(abs(page.offset + fraction) < 1e-9)
    pager.expectInvariants()
  }

  @Test func theInvariantsHoldTheSettledItemNearestBetweenItems() throws {
    // Given a free shelf at rest on card 2 (620)
    let (pager, _) = try Self.freePager(initialIndex: 2)
    _ = try #require(pager.items)
    // A rest 0.3 of a card past it keeps the invariants; 0.8 past it does not (card 3 is
    // nearer)
    pager.engine.draw(at: 620 + 0.3 * 310)
    #expect(pager.checkInvariants().isEmpty && abs(pager.position - 2.3) < 1e-12)
    pager.engine.draw(at: 620 + 0.8 * 310)
    #expect(pager.checkInvariants().contains { $0.contains("is not nearest") })
  }

  @Test func replacingTheStrategyAtRestBetweenItemsReadsTheSettledItem() throws {
    // Given a free shelf at rest 100 points past card 0
    let (pager, recorder) = try Self.freePager()
    try Self.rest(pager, draggingBy: -100)
    #expect(pager.position == 100.0 / 310)
    // When a strategy that snaps replaces it, the offset stays until the next motion and the
    // position reads the settled card (documented)
    pager.snap = NearestSnap()
    #expect(pager.contentOffset == 100 && pager.position == 0 && pager.settledIndex == 0)
    pager.expectInvariants()
    // and the next release snaps
    try pager.swipe(by: -10, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 0 && pager.position == 0 && recorder.pageLog.isEmpty)
  }

  @Test func dayCardsWithoutACountRestBetweenItemsAsCountedCardsDo() throws {
    // Given free-scrolling day cards around day 0 (a source without a count) and 101 counted
    // cards around card 50
    let cards = PagerLayout.uniform(itemLength: 300, spacing: 10)
    let days = try Pager(
      source: UnboundedPageSource { "day \($0)" }, layout: cards, anchor: .center,
      snap: FreeScroll(), configuration: PagerConfiguration(viewportLength: 375))
    let counted = try Pager(
      source: Cards((0...100).map { "card \($0)" }, id: \.self), layout: cards, anchor: .center,
      snap: FreeScroll(), initialIndex: 50, configuration: PagerConfiguration(viewportLength: 375))
    var now = 0.0
    for (points, velocity) in [(-100.0, 0.0), (-120, 0), (-200, -900), (180, 1_200), (40, 0)] {
      // When both are swiped alike and come to rest
      try days.advance(to: now)
      try counted.advance(to: now)
      try days.swipe(by: points, velocity: velocity)
      try counted.swipe(by: points, velocity: velocity)
      _ = try days.runUntilIdleCheckingInvariants()
      now = try counted.runUntilIdleCheckingInvariants() + 1
      // Then they rest alike, between items: positions and settled items 50 apart
      #expect(days.phase == .idle && counted.phase == .idle)
      #expect(abs(days.position - (counted.position - 50)) < 1e-9)
      #expect(days.settledIndex == counted.settledIndex - 50)
      #expect(abs(days.position - Double(days.settledIndex)) <= 0.5)
      let page = try #require(Self.settledPage(days))
      #expect(abs(page.offset + (days.position - Double(days.settledIndex))) < 1e-9)
      days.expectInvariants()
    }
    // (The last swipe rested 40 points back from where the one before it glided.)
    #expect(days.position != Double(days.settledIndex))
  }
}
