import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Geometry of a pager with an item layout: variable layouts, the rubber band, right-to-left
/// and vertical pagers, the live (visible) items, viewport changes and strategies that do not
/// snap.
@Suite struct ItemPagerLayoutTests {
  /// The lengths of the seven measured items of ``variablePager(initialIndex:preloadCount:)``.
  static let measured: [Double] = [120, 260, 180, 340, 90, 200, 150]

  /// Seven measured items 8 points apart, centred in a 375-point viewport. The centre anchor
  /// pads the content so that the first and the last item can rest centred: (375 − 120) / 2 =
  /// 127.5 before the first, (375 − 150) / 2 = 112.5 after the last. Origins 127.5, 255.5,
  /// 523.5, 711.5, 1059.5, 1157.5, 1365.5; content 1628, so the range ends at 1253. Anchor (and
  /// resting) offsets (centre − 187.5): 0, 198, 426, 694, 917, 1070, 1253.
  static func variablePager(initialIndex: Int = 0, preloadCount: Int = 1) throws -> (
    CardPager, RecordingDelegate<String>
  ) {
    let pager = try Pager(
      source: Cards(cardNames(7), id: \.self),
      layout: .variable(itemLengths: measured, spacing: 8), anchor: .center,
      snap: DirectionalSnap(), initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375, preloadCount: preloadCount))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  @Test func variableItemsRestCentredFromTheFirstToTheLast() throws {
    let (pager, _) = try Self.variablePager()
    #expect(pager.maxContentOffset == 1_253)
    let items = try #require(pager.stripCore)
    #expect(
      (0..<7).map { items.restingOffset(ofItem: $0) } == [0, 198, 426, 694, 917, 1_070, 1_253])
  }

  @Test func variableItemsThatCannotReachTheAnchorRestAtTheEnd() throws {
    // The same items at `.trailing(16)`: 16 points of padding at both ends, origins 16, 144,
    // 412, 600, 948, 1046, 1254 (ends 136, 404, 592, 940, 1038, 1246, 1404), content 1420, so
    // the range ends at 1045. An item rests with its trailing edge 16 points before the
    // viewport's: end − 359. Item 0's anchor offset (−223) is before the start: it rests at 0.
    let pager = try Pager(
      source: Cards(cardNames(7), id: \.self),
      layout: .variable(itemLengths: Self.measured, spacing: 8), anchor: .trailing(16),
      snap: DirectionalSnap(), configuration: PagerConfiguration(viewportLength: 375))
    #expect(pager.maxContentOffset == 1_045)
    let items = try #require(pager.stripCore)
    #expect(
      (0..<7).map { items.restingOffset(ofItem: $0) } == [0, 45, 233, 581, 679, 887, 1_045])
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
    // Card 1 rests 16 points before the trailing edge: on screen from 375 − 16 − 260 = 99.
    try pager.scroll(to: 1, animated: false)
    #expect(pager.contentOffset == 45)
    let card = try #require(pager.livePages.first { $0.index == 1 })
    #expect(card.origin == 99 && card.length == 260)
  }

  @Test func variableItemsSnapAndReportTheirPosition() throws {
    let (pager, recorder) = try Self.variablePager(initialIndex: 1)
    #expect(pager.contentOffset == 198 && pager.position == 1)
    // Half way between the resting offsets of items 1 and 2 (198 and 426) is 312.
    try pager.beginDrag()
    try pager.drag(by: -114)
    #expect(pager.contentOffset == 312)
    #expect(pager.position == 1.5)
    #expect(pager.currentIndex == 1)  // an exact half belongs to the settled item's side
    try pager.drag(by: -1)
    #expect(pager.currentIndex == 2 && pager.targetIndex == 2)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 426 && pager.settledIndex == 2 && pager.position == 2)
    // A fling from item 3: 704 + 199.6 = 903.6 → the next anchor beyond it is item 4's.
    try pager.scroll(to: 3, animated: false)
    try pager.swipe(by: -10, velocity: -400)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 917 && pager.settledIndex == 4)
    #expect(recorder.didChanges.map(\.to) == ["card2", "card3", "card4"])
  }

  @Test func livePagesAreTheItemsWithAPartInTheViewport() throws {
    // Without preloading, the live pages are the visible items.
    let (pager, _) = try Self.variablePager(initialIndex: 3, preloadCount: 0)
    // The viewport covers 694…1069: item 2 (523.5…703.5), 3 (711.5…1051.5) and 4
    // (1059.5…1149.5).
    #expect(pager.liveIndices == [2, 3, 4])
    let third = try #require(pager.livePages.first { $0.index == 3 })
    #expect(third.origin == 17.5 && pager.leadingEdge(of: third) == 17.5 && third.length == 340)
    // Its span in content coordinates: 711.5, 340 points long.
    #expect(pager.contentOffset + third.origin == 711.5)
    // With the default preloading, one more item on each side is live.
    let (preloading, _) = try Self.variablePager(initialIndex: 3)
    #expect(preloading.liveIndices == [1, 2, 3, 4, 5])
    #expect(preloading.visibleIndices == [2, 3, 4])
  }

  @Test func anItemThatOnlyTouchesTheViewportIsNotLive() throws {
    let (pager, _) = try makeShelf(preloadCount: 0)
    #expect(pager.liveIndices == [0, 1])
    try pager.beginDrag()
    try pager.drag(by: -316)
    // Card 0 ends at 316, exactly the viewport's leading edge.
    #expect(pager.liveIndices == [1, 2])
    try pager.drag(by: -10)
    #expect(pager.liveIndices == [1, 2])
  }

  @Test func theRubberBandResistsPastTheEndsAndComesBackWithoutAJump() throws {
    let (pager, recorder) = try makeShelf()
    try pager.beginDrag()
    try pager.drag(by: 100)
    // 0.55 · 100 / (1 + 0.55 · 100 / 375): Docs/Physics.md, vector R2.
    let expected = -(55 / (1 + 55.0 / 375))
    #expect(abs(pager.contentOffset - expected) < 1e-9)
    #expect(pager.position < 0 && pager.currentIndex == 0 && pager.targetIndex == 0)
    try pager.drag(by: 100_000)
    #expect(pager.contentOffset > -375)
    try pager.drag(by: -100_000)
    #expect(abs(pager.contentOffset - expected) < 1e-6)
    try pager.endDrag(velocity: 0)
    let offsets = try pager.framesUntilIdle()
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(offsets.first.map { abs($0 - expected) < 1e-6 } == true)
    #expect(pager.contentOffset == 0 && recorder.pageLog.isEmpty)

    // At the far end too.
    try pager.scroll(to: 9, animated: false)
    try pager.beginDrag()
    try pager.drag(by: -100)
    #expect(abs(pager.contentOffset - (2_747 - expected)) < 1e-9)
    try pager.endDrag(velocity: -2_000)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 2_747 && pager.settledIndex == 9)
  }

  @Test func rightToLeftMirrorsDragsAndFrames() throws {
    let (pager, recorder) = try makeShelf(layoutDirection: .rightToLeft)
    try pager.beginDrag()
    // In a right-to-left pager a finger moving right scrolls forward.
    try pager.drag(by: 100)
    #expect(pager.contentOffset == 100)
    try pager.endDrag(velocity: 400)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 1 && pager.contentOffset == 310)
    #expect(recorder.didChanges.first?.direction == .forward)
    // Card 1's leading (right) edge is 16 points in: its frame starts 375 − 16 − 300 from the left.
    let card = try #require(pager.livePages.first { $0.index == 1 })
    #expect(pager.leadingEdge(of: card) == 16 && card.origin == 59)
  }

  @Test func aVerticalPagerIgnoresTheLayoutDirection() throws {
    let (pager, _) = try makeShelf(axis: .vertical, layoutDirection: .rightToLeft)
    try pager.beginDrag()
    try pager.drag(by: -100)
    #expect(pager.contentOffset == 100)
    try pager.endDrag(velocity: -400)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 1)
    // Unmirrored: card 1's top edge is 16 points below the viewport's (326 − 310).
    let card = try #require(pager.livePages.first { $0.index == 1 })
    #expect(card.origin == 16 && pager.leadingEdge(of: card) == card.origin)
  }

  @Test func aViewportChangeAtRestKeepsTheItem() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 9)
    try pager.setViewportLength(1_024)
    #expect(pager.viewportLength == 1_024 && pager.contentOffset == 2_098)
    #expect(pager.settledIndex == 9 && pager.position == 9)
    try pager.setViewportLength(375)
    #expect(pager.contentOffset == 2_747)
    #expect(recorder.events.isEmpty)
    pager.expectInvariants()
  }

  @Test func aViewportChangeWhileSettlingRetargetsToTheNewRestingOffset() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 9)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    // (A far jump: the destination's view is spliced beside the cards on screen.)
    let offset = pager.contentOffset
    let before = Set(pager.livePages.map { "\($0.index)@\($0.origin)" })
    try pager.setViewportLength(1_024)
    // Every card drawn before is drawn where it was (the anchor, 16 points in, did not move);
    // the wider viewport shows more.
    let after = Set(pager.livePages.map { "\($0.index)@\($0.origin)" })
    #expect(before.isSubset(of: after))
    #expect(pager.contentOffset == offset && pager.phase == .settling)
    pager.expectInvariants()
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 2_098 && pager.settledIndex == 9)
    #expect(recorder.pageLog == ["will card0>card9 programmatic", "did card0>card9 programmatic"])
  }

  @Test func aViewportChangeWhileDraggingKeepsTheDrag() throws {
    let (pager, _) = try makeShelf(initialIndex: 9)
    try pager.beginDrag()
    try pager.drag(by: 50)
    // Growing the viewport pulls the end in: the offset is now past it, in the rubber band.
    try pager.setViewportLength(1_024)
    #expect(pager.phase == .dragging)
    #expect(pager.contentOffset > 2_098 && pager.contentOffset < 2_098 + 1_024)
    pager.expectInvariants()
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 2_098)
  }

  @Test func anItemLongerThanTheViewportIsRejected() throws {
    // A pager's items are at most as long as the viewport (`PagerLayout`): at construction,
    // at reload, and when the viewport shrinks below an item, nothing changes.
    let longer = PagerLayout.variable(itemLengths: [100, 500, 100, 100], spacing: 10)
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 500, viewportLength: 375))
    ) {
      try Pager(
        source: Cards(cardNames(4), id: \.self), layout: longer, snap: DirectionalSnap(),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 375.5, viewportLength: 375))
    ) {
      try Pager(
        source: Cards(cardNames(4), id: \.self), layout: .uniform(itemLength: 375.5),
        snap: DirectionalSnap(), configuration: PagerConfiguration(viewportLength: 375))
    }
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 500, viewportLength: 375))
    ) {
      try pager.reload(Cards(cardNames(4), id: \.self), layout: longer)
    }
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 300, viewportLength: 299))
    ) { try pager.setViewportLength(299) }
    #expect(pager.count == 10 && pager.layout == shelfItems && pager.viewportLength == 375)
    #expect(pager.settledIndex == 2 && pager.contentOffset == 620 && recorder.events.isEmpty)
    // An item exactly as long as the viewport fits.
    try pager.setViewportLength(300)
    #expect(pager.viewportLength == 300 && pager.settledIndex == 2)
    pager.expectInvariants()
  }

  @Test func freeScrollRestsWhereTheReleaseProjects() throws {
    let pager = try Pager(
      source: Cards(cardNames(10), id: \.self), layout: shelfItems, anchor: .leading(16),
      snap: FreeScroll(), configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.swipe(by: -100, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    // At rest between cards (resting offsets 310 apart): the settled card is the nearest, and
    // the position is the offset's.
    #expect(pager.contentOffset == 100 && pager.settledIndex == 0)
    #expect(pager.position == 100.0 / 310 && pager.currentIndex == 0)
    try pager.swipe(by: -200, velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 300 && pager.settledIndex == 1)
    #expect(pager.position == 300.0 / 310 && pager.currentIndex == 1)
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    pager.expectInvariants()
  }
}
