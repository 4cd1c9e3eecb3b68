import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Hostile input to a pager with an item layout gets the pager's typed errors (in the pager's
/// order of precedence) and changes nothing; glitched but finite values get a defined outcome.
@Suite struct ItemPagerBadInputTests {
  /// What a caller can observe of a pager.
  typealias Observed = PagerObservation<String>

  /// (viewport, anchor, layout count, source count, initial index, error). The layout is
  /// variable (``variableItems(count:length:)``), so that its count can differ from the
  /// source's; where they agree the shelf's uniform layout is tried too.
  static let constructionCases: [(Double, SnapAnchor, Int, Int, Int, PagerError)] = [
    (.nan, .leading(16), 10, 10, 0, .nonFiniteValue),
    (.infinity, .leading(16), 10, 3, 0, .nonFiniteValue),
    (375, .leading(.nan), 10, 10, 0, .nonFiniteValue),
    (0, .leading(16), 10, 10, 0, .invalidConfiguration(.viewportLength(0))),
    (-375, .leading(-1), 10, 3, 0, .invalidConfiguration(.viewportLength(-375))),
    (375, .trailing(-1), 10, 10, 0, .invalidConfiguration(.anchorInset(-1))),
    (375, .leading(16), 10, 3, 0, .invalidConfiguration(.itemLengthsCount(lengths: 10, items: 3))),
    (375, .leading(16), 10, 3, 7, .invalidConfiguration(.itemLengthsCount(lengths: 10, items: 3))),
    (375, .center, 10, 10, 10, .indexOutOfRange(index: 10, count: 10)),
    (375, .center, 10, 10, -1, .indexOutOfRange(index: -1, count: 10)),
    (375, .center, 0, 0, 1, .indexOutOfRange(index: 1, count: 0)),
  ]

  @Test(arguments: constructionCases)
  func constructionRejectsWhatCannotWork(
    viewport: Double, anchor: SnapAnchor, layoutCount: Int, sourceCount: Int, initialIndex: Int,
    expected: PagerError
  ) throws {
    var layouts = [variableItems(count: layoutCount)]
    if layoutCount == sourceCount { layouts.append(shelfItems) }
    for layout in layouts {
      #expect(throws: expected, "\(layout)") {
        _ = try Pager(
          source: Cards(cardNames(sourceCount), id: \.self), layout: layout, anchor: anchor,
          snap: NearestSnap(), initialIndex: initialIndex,
          configuration: PagerConfiguration(viewportLength: viewport))
      }
    }
  }

  /// (layout, error): what the layout alone gets wrong, in a 375-point viewport.
  static let layoutCases: [(PagerLayout, PagerError)] = [
    (.uniform(itemLength: .nan, spacing: 10), .nonFiniteValue),
    (.uniform(itemLength: 300, spacing: .infinity), .nonFiniteValue),
    (.variable(itemLengths: [100, .nan], spacing: 10), .nonFiniteValue),
    (.variable(itemLengths: [100, 100], spacing: -.infinity), .nonFiniteValue),
    (.uniform(itemLength: 0, spacing: 10), .invalidConfiguration(.itemLength(0))),
    (
      .uniform(itemLength: 376, spacing: 10),
      .invalidConfiguration(.itemLongerThanViewport(itemLength: 376, viewportLength: 375))
    ),
    (.uniform(itemLength: 300, spacing: -1), .invalidConfiguration(.spacing(-1))),
    (.variable(itemLengths: [100, -1], spacing: 10), .invalidConfiguration(.itemLength(-1))),
    (
      .variable(itemLengths: [100, 400], spacing: 10),
      .invalidConfiguration(.itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ),
    (.variable(itemLengths: [100, 100], spacing: -0.5), .invalidConfiguration(.spacing(-0.5))),
    (
      .variable(itemLengths: [100, 100, 100], spacing: 10),
      .invalidConfiguration(.itemLengthsCount(lengths: 3, items: 2))
    ),
  ]

  @Test(arguments: layoutCases)
  func aLayoutThatCannotWorkIsRejectedAtConstructionAndAtReload(
    layout: PagerLayout, expected: PagerError
  ) throws {
    #expect(throws: expected) {
      try Pager(
        source: Cards(cardNames(2), id: \.self), layout: layout, snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    let pager = try Pager(
      source: Cards(cardNames(2), id: \.self),
      layout: .variable(itemLengths: [100, 100], spacing: 10), snap: NearestSnap(),
      initialIndex: 1, configuration: PagerConfiguration(viewportLength: 375))
    let before = Observed(pager)
    #expect(throws: expected) { try pager.reload(Cards(["x", "y"], id: \.self), layout: layout) }
    #expect(Observed(pager) == before && pager.source.id(at: 0) == "card0")
    pager.expectInvariants()
  }

  @Test func nonFiniteValuesComeFirstThenTheConfigurationThenTheLayoutThenTheIdentities() throws {
    let repeating = Cards(["a", "b", "a"], id: \.self)
    // A non-finite item length beats a zero viewport: every non-finite value is checked first.
    #expect(throws: PagerError.nonFiniteValue) {
      try Pager(
        source: repeating, layout: .uniform(itemLength: .nan), snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 0))
    }
    // A non-finite item length beats a repeated identity and an initial index out of range.
    #expect(throws: PagerError.nonFiniteValue) {
      try Pager(
        source: repeating, layout: .uniform(itemLength: .nan), snap: NearestSnap(),
        initialIndex: 7, configuration: PagerConfiguration(viewportLength: 375))
    }
    // An item longer than the viewport too.
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ) {
      try Pager(
        source: repeating, layout: .uniform(itemLength: 400), snap: NearestSnap(),
        initialIndex: 7, configuration: PagerConfiguration(viewportLength: 375))
    }
  }

  static let hostileValues: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: hostileValues)
  func nonFiniteGestureValuesThrowAndChangeNothing(value: Double) throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -40)
    recorder.reset()
    let before = Observed(pager)
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: value) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.endDrag(velocity: value) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.advance(to: value) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.setViewportLength(value) }
    #expect(Observed(pager) == before && recorder.events.isEmpty)
    pager.expectInvariants()
  }

  @Test func gesturesOutOfOrderThrow() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    let before = Observed(pager)
    #expect(throws: PagerError.notDragging) { try pager.drag(by: 10) }
    #expect(throws: PagerError.notDragging) { try pager.endDrag(velocity: 0) }
    #expect(Observed(pager) == before)
    try pager.beginDrag()
    let dragging = Observed(pager)
    #expect(throws: PagerError.dragInProgress) { try pager.beginDrag() }
    #expect(Observed(pager) == dragging)
    #expect(recorder.phaseChanges == [.dragging])
  }

  @Test func anEmptyPagerRejectsEverythingInThePagersOrder() throws {
    let pager = try Pager(
      source: Cards([], id: \.self), layout: shelfItems, anchor: .leading(16),
      snap: DirectionalSnap(), configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    #expect(throws: PagerError.emptySource) { try pager.beginDrag() }
    #expect(throws: PagerError.emptySource) { try pager.drag(by: 10) }
    #expect(throws: PagerError.emptySource) { try pager.endDrag(velocity: 0) }
    #expect(throws: PagerError.emptySource) { try pager.scroll(to: 0) }
    #expect(throws: PagerError.emptySource) { try pager.scrollToNext() }
    #expect(throws: PagerError.emptySource) { try pager.scrollToPrevious(animated: false) }
    // Non-finite comes first.
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: .nan) }
    try pager.advance(to: 1)
    try pager.setViewportLength(500)
    #expect(pager.viewportLength == 500)
    #expect(
      pager.isEmpty && pager.contentOffset == 0 && pager.position == 0 && pager.currentIndex == 0)
    #expect(pager.livePages.isEmpty && recorder.events.isEmpty)
    pager.expectInvariants()
  }

  @Test(arguments: [10, -1, Int.max, Int.min])
  func outOfRangeCommandsThrowAndChangeNothing(index: Int) throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.scroll(to: 5)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    recorder.reset()
    let before = Observed(pager)
    #expect(throws: PagerError.indexOutOfRange(index: index, count: 10)) {
      try pager.scroll(to: index)
    }
    #expect(Observed(pager) == before && recorder.events.isEmpty)
  }

  @Test(arguments: [0.0, -1, -Double.greatestFiniteMagnitude])
  func aViewportOfZeroOrLessIsRejected(length: Double) throws {
    let (pager, _) = try makeShelf(initialIndex: 9)
    let before = Observed(pager)
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(length))) {
      try pager.setViewportLength(length)
    }
    #expect(Observed(pager) == before)
  }

  @Test func timeThatGoesBackIsIgnored() throws {
    let (pager, _) = try makeShelf()
    try pager.scroll(to: 3)
    try pager.advance(to: 1)
    try pager.advance(to: 1.1)
    let before = Observed(pager)
    try pager.advance(to: 1.05)
    #expect(Observed(pager) == before && pager.currentTime == 1.1)
  }

  @Test func aGlitchedVelocityChoosesTheEndButStartsTheSpringAtTheCap() throws {
    let (pager, recorder) = try makeShelf()
    try pager.beginDrag()
    try pager.drag(by: -1)
    try pager.endDrag(velocity: -1e300)
    #expect(pager.targetIndex == 9)
    try pager.advance(to: 0)
    try pager.advance(to: 1.0 / 60)
    // 100 mean strides (310 points) per second at most: 517 points in a frame, and less.
    #expect(pager.contentOffset < 1 + 31_000.0 / 60)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 2_747 && pager.settledIndex == 9)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func anEnormousDragStaysWithinTheRubberBand() throws {
    let (pager, _) = try makeShelf()
    try pager.beginDrag()
    try pager.drag(by: -.greatestFiniteMagnitude)
    #expect(
      pager.contentOffset.isFinite && pager.contentOffset > 2_747
        && pager.contentOffset < 2_747 + 375)
    try pager.drag(by: .greatestFiniteMagnitude)
    try pager.drag(by: .greatestFiniteMagnitude)
    #expect(
      pager.contentOffset.isFinite && pager.contentOffset < 0 && pager.contentOffset > -375)
    pager.expectInvariants()
    try pager.endDrag(velocity: .greatestFiniteMagnitude)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
  }
}
