import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// A `Pager` with an item layout: peeking cards, a shelf, variable lengths — one controller,
/// configured by values (`PagerLayout`, `SnapAnchor`, a snap strategy, a transition).
@Suite struct PagerItemLayoutTests {
  /// Cards 300 points long, 12 apart, in a 375-point viewport: card `i` rests centred at
  /// `312 · i` (the insets put the first and the last card at the centre).
  static func cards(
    count: Int = 5, initialIndex: Int = 0, anchor: SnapAnchor = .center,
    configuration: PagerConfiguration = PagerConfiguration(viewportLength: 375)
  ) throws -> (Pager<ArrayPageSource<String, String>, SlideTransition>, RecordingDelegate<String>) {
    let pager = try Pager(
      source: ArrayPageSource((0..<count).map { "c\($0)" }, id: \.self),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: anchor, initialIndex: initialIndex,
      configuration: configuration)
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  @Test func aPeekingCardPagerDrawsItsNeighboursBesideTheCard() throws {
    let (pager, _) = try Self.cards(initialIndex: 1)
    #expect(pager.contentOffset == 312)
    #expect(pager.position == 1)
    let drawn = pager.livePages.filter { $0.origin < 375 && $0.origin + $0.length > 0 }
    #expect(drawn.map(\.index) == [0, 1, 2])
    #expect(drawn.map(\.origin) == [-274.5, 37.5, 349.5])
    #expect(drawn.map(\.length) == [300, 300, 300])
    #expect(drawn.map(\.offset) == [-1, 0, 1])
    // One more each side is preloaded (preloadCount 1).
    #expect(pager.livePages.map(\.index) == [0, 1, 2, 3])
  }

  @Test func aSwipeMovesOneCardAndAnnouncesItOnce() throws {
    let (pager, recorder) = try Self.cards()
    try pager.swipe(by: -100, velocity: -1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(pager.contentOffset == 312)
    #expect(pager.position == 1)
    #expect(recorder.willChanges.map(\.to) == ["c1"])
    #expect(recorder.didChanges.count == 1)
    #expect(recorder.didChanges.first?.cause == .user)
    #expect(recorder.didChanges.first?.direction == .forward)
  }

  @Test func aSlowReleasePastHalfAStrideMovesOnAndOneShortOfItReturns() throws {
    let (pager, recorder) = try Self.cards()
    try pager.swipe(by: -150, velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.isEmpty)
    try pager.swipe(by: -160, velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
  }

  @Test func theLastItemsOfAShelfRestAtTheEndOfTheContent() throws {
    // The App Store shelf: 300-point cards 10 apart, 16 points from the leading edge.
    let pager = try Pager(
      source: ArrayPageSource((0..<6).map { "s\($0)" }, id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16),
      configuration: PagerConfiguration(viewportLength: 375))
    // 16 + 6 × 300 + 5 × 10 + 16 = 1882 points of content in a 375-point viewport.
    #expect(pager.maxContentOffset == 1_507)
    try pager.scroll(to: 4, animated: false)
    #expect(pager.contentOffset == 1_240)
    try pager.scroll(to: 5, animated: false)
    #expect(pager.contentOffset == 1_507)
    #expect(pager.position == 5)
    // The last card's trailing edge is 16 points before the viewport's end.
    let last = try #require(pager.livePages.first { $0.index == 5 })
    #expect(last.origin + last.length == 375 - 16)
  }

  @Test func aFarJumpCreatesNoItemBetweenItsEnds() throws {
    let (pager, recorder) = try Self.cards(count: 20)
    var created = Set(pager.livePages.map(\.index))
    try pager.scroll(to: 15)
    var now = 0.0
    try pager.advance(to: now)
    while pager.phase == .settling {
      created.formUnion(pager.livePages.map(\.index))
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    created.formUnion(pager.livePages.map(\.index))
    #expect(pager.settledIndex == 15)
    #expect(created.isDisjoint(with: 3...12))
    #expect(recorder.didChanges.map(\.to) == ["c15"])
    #expect(recorder.didChanges.first?.cause == .programmatic)
  }

  @Test func aVariableLayoutRestsEachItemAtItsAnchor() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d"], id: \.self),
      layout: .variable(itemLengths: [100, 200, 150, 120], spacing: 10), anchor: .leading(0),
      configuration: PagerConfiguration(viewportLength: 300))
    try pager.scroll(to: 1, animated: false)
    #expect(pager.contentOffset == 110)
    try pager.scroll(to: 2, animated: false)
    // 100 + 10 + 200 + 10 + 150 + 10 + 120 = 600 points: the range ends at 300.
    #expect(pager.contentOffset == 300)
    let drawn = pager.livePages.filter { $0.origin < 300 && $0.origin + $0.length > 0 }
    #expect(drawn.map(\.length) == [200, 150, 120])
    #expect(drawn.map(\.origin) == [-190, 20, 180])
  }

  @Test func aPageTheTransitionHidesIsWhereTheLayoutPutsIt() throws {
    // Full pages with a slide: the preloaded neighbours are hidden, one page either side.
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(pager.livePages.map(\.origin) == [-375, 0, 375])
    #expect(pager.livePages.map(\.placement.isHidden) == [true, false, true])
    let mirrored = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: .rightToLeft))
    #expect(mirrored.livePages.map(\.origin) == [375, 0, -375])
  }

  @Test func offsetsCountItemsBetweenNeighbouringRestingOffsets() throws {
    // Resting offsets 0 and 110 for the first two; items 2 and 3 cannot reach the anchor and
    // share the end of the range, 300.
    let transition = ZoomOutTransition()
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d"], id: \.self), transition: transition,
      layout: .variable(itemLengths: [100, 200, 150, 120], spacing: 10), anchor: .leading(0),
      configuration: PagerConfiguration(viewportLength: 300))
    try pager.beginDrag()
    try pager.drag(by: -55)
    // Half way from item 0's resting offset to item 1's.
    #expect(pager.livePages.map(\.offset) == [-0.5, 0.5, 1.5, 2.5])
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    try pager.scroll(to: 3, animated: false)
    // At rest on the last item of the clamped run: it is at the anchor, full size.
    let last = try #require(pager.livePages.first { $0.index == 3 })
    #expect(last.offset == 0)
    #expect(last.placement.scale == transition.placement(at: 0).scale)
    #expect(pager.livePages.first { $0.index == 2 }?.offset == -1)
  }

  @Test func badLayoutsAreTypedErrorsInTheirOrderOfPrecedence() throws {
    let source = ArrayPageSource(["a", "b", "c"], id: \.self)
    let viewport = PagerConfiguration(viewportLength: 375)
    func error(
      _ layout: PagerLayout, anchor: SnapAnchor = .center,
      configuration: PagerConfiguration = viewport
    ) -> PagerError? {
      do {
        _ = try Pager(source: source, layout: layout, anchor: anchor, configuration: configuration)
        return nil
      } catch {
        return error
      }
    }
    #expect(error(.uniform(itemLength: .nan, spacing: 0)) == .nonFiniteValue)
    #expect(error(.uniform(itemLength: 300, spacing: .infinity)) == .nonFiniteValue)
    #expect(error(.uniform(itemLength: 300, spacing: 0), anchor: .leading(.nan)) == .nonFiniteValue)
    #expect(
      error(.uniform(itemLength: 400, spacing: 0))
        == .invalidConfiguration(.itemLongerThanViewport(itemLength: 400, viewportLength: 375)))
    #expect(error(.uniform(itemLength: 0, spacing: 0)) == .invalidConfiguration(.itemLength(0)))
    #expect(error(.uniform(itemLength: 300, spacing: -1)) == .invalidConfiguration(.spacing(-1)))
    #expect(
      error(.uniform(itemLength: 300, spacing: 0), anchor: .leading(-4))
        == .invalidConfiguration(.anchorInset(-4)))
    #expect(
      error(.variable(itemLengths: [100, 200], spacing: 0))
        == .invalidConfiguration(.itemLengthsCount(lengths: 2, items: 3)))
    #expect(error(.variable(itemLengths: [100, .nan, 100], spacing: 0)) == .nonFiniteValue)
    // The configuration is checked first.
    #expect(
      error(
        .uniform(itemLength: 400, spacing: 0),
        configuration: PagerConfiguration(viewportLength: .nan))
        == .nonFiniteValue)
    // Re-pinned (bug 4): a loop takes the insets a bounded strip takes, one that leaves part of
    // the longest item off screen included; an inset at or past the viewport is refused by
    // both (every item would rest outside it).
    #expect(
      try Pager(
        source: source.circular(), layout: .variable(itemLengths: [100, 200, 300], spacing: 0),
        configuration: viewport
      ).loops)
    #expect(
      try Pager(
        source: source.circular(), layout: .variable(itemLengths: [100, 200, 300], spacing: 0),
        anchor: .leading(100), configuration: viewport
      ).loops)
    for circular in [false, true] {
      #expect(
        throws: PagerError.invalidConfiguration(
          .anchorInsetPastViewport(inset: 375, itemLength: 300, viewportLength: 375))
      ) {
        let layout = PagerLayout.variable(itemLengths: [100, 200, 300], spacing: 0)
        if circular {
          _ = try Pager(
            source: source.circular(), layout: layout, anchor: .leading(375),
            configuration: viewport)
        } else {
          _ = try Pager(
            source: source, layout: layout, anchor: .leading(375), configuration: viewport)
        }
      }
    }
    #expect(
      try Pager(
        source: source, layout: .variable(itemLengths: [100, 200, 300], spacing: 0),
        anchor: .leading(100), configuration: viewport
      ).count == 3)
    // A source without a count takes uniform items, not variable ones (a length per item).
    #expect(
      try Pager(
        source: UnboundedPageSource(first: 0, end: nil) { $0 },
        layout: .uniform(itemLength: 300, spacing: 0), configuration: viewport
      ).bounds == PageBounds(first: 0, end: nil))
    #expect(throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount)) {
      try Pager(
        source: UnboundedPageSource(first: 0, end: nil) { $0 },
        layout: .variable(itemLengths: [300], spacing: 0), configuration: viewport)
    }
  }

  @Test func aViewportShorterThanAnItemIsRefusedAndNothingChanges() throws {
    let (pager, recorder) = try Self.cards(initialIndex: 2)
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 300, viewportLength: 250))
    ) { try pager.setViewportLength(250) }
    #expect(pager.viewportLength == 375)
    #expect(pager.contentOffset == 624)
    #expect(recorder.events.isEmpty)
    // A wider viewport re-centres the cards: card 2 stays at rest, centred.
    try pager.setViewportLength(414)
    #expect(pager.settledIndex == 2)
    let card = try #require(pager.livePages.first { $0.index == 2 })
    #expect(card.origin == (414 - 300) / 2)
    #expect(recorder.didChanges.isEmpty)
  }

  @Test func aReloadChangesTheLayoutKeepingThePageByIdentity() throws {
    let source = ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self)
    let pager = try Pager(
      source: source, initialIndex: 2, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.reload(source, layout: .uniform(itemLength: 300, spacing: 12))
    #expect(pager.layout == .uniform(itemLength: 300, spacing: 12))
    #expect(pager.settledPageID == "c")
    #expect(pager.contentOffset == 624)
    // Removing "a" while the item layout stays: "c" is now at 1, drawn where it was.
    try pager.reload(ArrayPageSource(["b", "c", "d", "e"], id: \.self))
    #expect(pager.settledIndex == 1)
    #expect(pager.contentOffset == 312)
    try pager.reload(ArrayPageSource(["b", "c", "d", "e"], id: \.self), layout: .fullPage)
    #expect(pager.position == 1)
    #expect(pager.livePages.map(\.index) == [0, 1, 2])
    #expect(recorder.pageEvents.isEmpty)
  }

  @Test func theRubberBandIsTheConfigurations() throws {
    let (pager, _) = try Self.cards(
      configuration: PagerConfiguration(viewportLength: 375, rubberBandCoefficient: 0.2))
    try pager.beginDrag()
    try pager.drag(by: 100)
    // An overscroll of d points draws as (1 − 1 / (d·c / V + 1))·V: 100 points at 0.2 in 375.
    let expected = -(1 - 1 / (100 * 0.2 / 375 + 1)) * 375
    #expect(abs(pager.contentOffset - expected) < 1e-9)
    // Pinned edges: the content does not move past the start.
    try pager.setConfiguration(PagerConfiguration(viewportLength: 375, rubberBandCoefficient: 0))
    try pager.drag(by: 50)
    #expect(pager.contentOffset == 0)
  }

  @Test func aRightToLeftPagerMirrorsItemFrames() throws {
    let (pager, _) = try Self.cards(
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: .rightToLeft))
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.origin == 375 - 349.5 - 300)
    // A finger moving right moves forward.
    try pager.swipe(by: 100, velocity: 1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
  }

  @Test func aTransitionDrawsItemsByTheirOffsetFromTheAnchor() throws {
    let transition = ZoomOutTransition()
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), transition: transition,
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    // Half a stride on: card 1 is half an item from the anchor, laid out at 349.5 − 156.
    try pager.beginDrag()
    try pager.drag(by: -156)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.offset == 0.5)
    let expected = transition.placement(at: 0.5)
    #expect(next.placement.scale == expected.scale)
    #expect(next.placement.alpha == expected.alpha)
    #expect(next.origin == 193.5 + (expected.translation - 0.5) * 312)
    // A slide leaves every item where the layout puts it.
    let slide = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    try slide.beginDrag()
    try slide.drag(by: -156)
    #expect(slide.livePages.map(\.origin) == [37.5 - 156, 193.5, 505.5])
  }

  @Test func reduceMotionKeepsItemsAtTheirLayoutPositionsWithNoEffect() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), transition: CoverFlowTransition(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375, reduceMotion: true))
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.origin == 349.5)
    #expect(next.placement.scale == 1)
    #expect(next.placement.alpha == 1)
    #expect(next.placement.rotation == 0)
    // Animated commands still move, on the short linear timing.
    try pager.scroll(to: 2)
    #expect(pager.phase == .settling)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
  }

  @Test func aReloadDuringASettleKeepsTheTargetByIdentity() throws {
    let (pager, recorder) = try Self.cards()
    try pager.scroll(to: 2)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    try pager.reload(ArrayPageSource(["new", "c0", "c1", "c2", "c3", "c4"], id: \.self))
    try pager.runUntilIdle(from: 0.1)
    #expect(pager.settledPageID == "c2")
    #expect(pager.settledIndex == 3)
    #expect(recorder.didChanges.map(\.to) == ["c2"])
  }

  // MARK: Loops

  /// Cards 300 points long, 12 apart, centred, over a circular source.
  static func loop(count: Int = 5, initialIndex: Int = 0) throws -> (
    Pager<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>,
    RecordingDelegate<String>
  ) {
    let pager = try Pager(
      source: ArrayPageSource((0..<count).map { "c\($0)" }, id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      initialIndex: initialIndex, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  @Test func anInfiniteCarouselDrawsTheFirstCardAfterTheLast() throws {
    let (pager, _) = try Self.loop(initialIndex: 4)
    #expect(pager.loops)
    let drawn = pager.livePages.filter { $0.origin < 375 && $0.origin + $0.length > 0 }
    #expect(drawn.map(\.index) == [3, 4, 0])
    #expect(drawn.map(\.origin) == [-274.5, 37.5, 349.5])
  }

  @Test func aSwipePastTheLastCardCrossesTheSeamForward() throws {
    let (pager, recorder) = try Self.loop(initialIndex: 4)
    try pager.swipe(by: -100, velocity: -1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(pager.position == 0)
    #expect(recorder.didChanges.map(\.to) == ["c0"])
    #expect(recorder.didChanges.first?.direction == .forward)
  }

  @Test func aCommandTakesTheShortWayRoundTheLoop() throws {
    let (pager, recorder) = try Self.loop(count: 8, initialIndex: 1)
    var created = Set(pager.livePages.map(\.index))
    try pager.scroll(to: 7)
    var now = 0.0
    try pager.advance(to: now)
    while pager.phase == .settling {
      created.formUnion(pager.livePages.map(\.index))
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.settledIndex == 7)
    #expect(recorder.didChanges.first?.direction == .reverse)
    // Two cards back, through card 0: the cards around 1 and around 7 (with one preloaded each
    // side: 3 and 5), and nothing else on the long way round.
    #expect(created == [5, 6, 7, 0, 1, 2, 3])
  }

  @Test func aLoopOfTwoCardsDrawsEachWhereTheLayoutPutsIt() throws {
    let (pager, recorder) = try Self.loop(count: 2)
    for _ in 0..<3 {
      try pager.swipe(by: -100, velocity: -1_000)
      try pager.runUntilIdle()
    }
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.map(\.to) == ["c1", "c0", "c1"])
    #expect(recorder.didChanges.allSatisfy { $0.direction == .forward })
    let drawn = pager.livePages.filter { $0.origin < 375 && $0.origin + $0.length > 0 }
    #expect(drawn.map(\.index) == [0, 1, 0])
  }

  @Test func aReloadWithLongerCardsKeepsAMovingLoopGoingAroundTheCurrentCard() throws {
    let (pager, recorder) = try Self.loop(count: 6, initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -60)
    let before = try #require(pager.livePages.first { $0.index == 2 })
    try pager.reload(pager.source, layout: .uniform(itemLength: 340, spacing: 12))
    #expect(pager.phase == .dragging && pager.loops)
    let after = try #require(pager.livePages.first { $0.index == 2 })
    #expect(abs(after.origin - before.origin) < 1e-9 && after.length == 340)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2 && recorder.didChanges.isEmpty)
  }

  @Test func aReloadBelowTwoCardsStopsTheLoopAndBackStartsIt() throws {
    let (pager, _) = try Self.loop(count: 3, initialIndex: 1)
    try pager.reload(ArrayPageSource(["c1"], id: \.self).circular())
    #expect(!pager.loops)
    #expect(pager.settledPageID == "c1")
    try pager.reload(ArrayPageSource(["c0", "c1", "c2"], id: \.self).circular())
    #expect(pager.loops)
    #expect(pager.settledIndex == 1)
    try pager.scrollToPrevious(animated: false)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 2)
  }
}
