import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Hostile input gets the pager's typed errors (in the pager's order of precedence) and changes
/// nothing; glitched but finite values get a defined outcome.
@Suite struct SnappingStripBadInputTests {
  /// What a caller can observe of a strip.
  struct Observed: Equatable {
    var phase: PagerPhase
    var offset: Double
    var position: Double
    var settledIndex: Int
    var settledID: String?
    var targetIndex: Int
    var currentIndex: Int
    var count: Int
    var viewportLength: Double

    init<Layout, Snap>(_ strip: SnappingStrip<Cards, Layout, Snap>) {
      phase = strip.phase
      offset = strip.offset
      position = strip.position
      settledIndex = strip.settledIndex
      settledID = strip.settledPageID
      targetIndex = strip.targetIndex
      currentIndex = strip.currentIndex
      count = strip.count
      viewportLength = strip.viewportLength
    }
  }

  /// Two 100-point items; `broken` makes the layout report a non-finite content length.
  struct MaybeBrokenLayout: StripLayout {
    var broken: Bool
    var count: Int { 2 }
    func span(at index: Int) -> StripSpan? {
      index >= 0 && index < 2 ? StripSpan(origin: Double(index) * 100, length: 100) : nil
    }
    func index(at offset: Double) -> Int? { offset.isFinite ? (offset < 100 ? 0 : 1) : nil }
    var contentLength: Double { broken ? .nan : 200 }
    var leadingInset: Double { 0 }
    var trailingInset: Double { 0 }
    var spacing: Double { 0 }
    var maxItemLength: Double { 100 }
  }

  static let constructionCases: [(Double, SnapAnchor, Int, Int, Int, PagerError)] = [
    (.nan, .leading(16), 10, 10, 0, .nonFiniteValue),
    (.infinity, .leading(16), 10, 3, 0, .nonFiniteValue),
    (375, .leading(.nan), 10, 10, 0, .nonFiniteValue),
    (0, .leading(16), 10, 10, 0, .invalidConfiguration),
    (-375, .leading(-1), 10, 3, 0, .invalidConfiguration),
    (375, .trailing(-1), 10, 10, 0, .invalidConfiguration),
    (375, .leading(16), 10, 3, 0, .invalidConfiguration),
    (375, .leading(16), 10, 3, 7, .invalidConfiguration),
    (375, .center, 10, 10, 10, .indexOutOfRange(index: 10, count: 10)),
    (375, .center, 10, 10, -1, .indexOutOfRange(index: -1, count: 10)),
    (375, .center, 0, 0, 1, .indexOutOfRange(index: 1, count: 0)),
  ]

  @Test(arguments: constructionCases)
  func constructionRejectsWhatCannotWork(
    viewport: Double, anchor: SnapAnchor, layoutCount: Int, sourceCount: Int, initialIndex: Int,
    expected: PagerError
  ) throws {
    let layout = try shelfLayout(count: layoutCount)
    #expect(throws: expected) {
      _ = try SnappingStrip(
        source: Cards(cardNames(sourceCount), id: \.self), layout: layout, snap: NearestSnap(),
        viewportLength: viewport, anchor: anchor, initialIndex: initialIndex)
    }
  }

  @Test func aLayoutWithANonFiniteLengthIsRejected() throws {
    #expect(throws: PagerError.invalidConfiguration) {
      _ = try SnappingStrip(
        source: Cards(cardNames(2), id: \.self), layout: MaybeBrokenLayout(broken: true),
        snap: NearestSnap(), viewportLength: 150)
    }
    let strip = try SnappingStrip(
      source: Cards(cardNames(2), id: \.self), layout: MaybeBrokenLayout(broken: false),
      snap: NearestSnap(), viewportLength: 150, initialIndex: 1)
    let before = Observed(strip)
    #expect(throws: PagerError.invalidConfiguration) {
      try strip.reload(Cards(["x", "y"], id: \.self), layout: MaybeBrokenLayout(broken: true))
    }
    #expect(Observed(strip) == before && strip.source.id(at: 0) == "card0")
  }

  static let hostileValues: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: hostileValues)
  func nonFiniteGestureValuesThrowAndChangeNothing(value: Double) throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.beginDrag()
    try strip.drag(by: -40)
    recorder.reset()
    let before = Observed(strip)
    #expect(throws: PagerError.nonFiniteValue) { try strip.drag(by: value) }
    #expect(throws: PagerError.nonFiniteValue) { try strip.endDrag(velocity: value) }
    #expect(throws: PagerError.nonFiniteValue) { try strip.advance(to: value) }
    #expect(throws: PagerError.nonFiniteValue) { try strip.setViewportLength(value) }
    #expect(Observed(strip) == before && recorder.events.isEmpty)
    strip.expectInvariants()
  }

  @Test func gesturesOutOfOrderThrow() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    let before = Observed(strip)
    #expect(throws: PagerError.notDragging) { try strip.drag(by: 10) }
    #expect(throws: PagerError.notDragging) { try strip.endDrag(velocity: 0) }
    #expect(Observed(strip) == before)
    try strip.beginDrag()
    let dragging = Observed(strip)
    #expect(throws: PagerError.dragInProgress) { try strip.beginDrag() }
    #expect(Observed(strip) == dragging)
    #expect(recorder.phaseChanges == [.dragging])
  }

  @Test func anEmptyStripRejectsEverythingInThePagersOrder() throws {
    let strip = try SnappingStrip(
      source: Cards([], id: \.self), layout: shelfLayout(count: 0), snap: DirectionalSnap(),
      viewportLength: 375, anchor: .leading(16))
    let recorder = RecordingDelegate<String>()
    strip.delegate = recorder
    #expect(throws: PagerError.emptySource) { try strip.beginDrag() }
    #expect(throws: PagerError.emptySource) { try strip.drag(by: 10) }
    #expect(throws: PagerError.emptySource) { try strip.endDrag(velocity: 0) }
    #expect(throws: PagerError.emptySource) { try strip.scroll(to: 0) }
    #expect(throws: PagerError.emptySource) { try strip.scrollToNext() }
    #expect(throws: PagerError.emptySource) { try strip.scrollToPrevious(animated: false) }
    // Non-finite comes first.
    #expect(throws: PagerError.nonFiniteValue) { try strip.drag(by: .nan) }
    try strip.advance(to: 1)
    try strip.setViewportLength(500)
    #expect(strip.viewportLength == 500)
    #expect(strip.isEmpty && strip.offset == 0 && strip.position == 0 && strip.currentIndex == 0)
    #expect(Array(strip.visibleItems).isEmpty && recorder.events.isEmpty)
    strip.expectInvariants()
  }

  @Test(arguments: [10, -1, Int.max, Int.min])
  func outOfRangeCommandsThrowAndChangeNothing(index: Int) throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.scroll(to: 5)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    recorder.reset()
    let before = Observed(strip)
    #expect(throws: PagerError.indexOutOfRange(index: index, count: 10)) {
      try strip.scroll(to: index)
    }
    #expect(Observed(strip) == before && recorder.events.isEmpty)
  }

  @Test(arguments: [0.0, -1, -Double.greatestFiniteMagnitude])
  func aViewportOfZeroOrLessIsRejected(length: Double) throws {
    let (strip, _) = try makeShelf(initialIndex: 9)
    let before = Observed(strip)
    #expect(throws: PagerError.invalidConfiguration) { try strip.setViewportLength(length) }
    #expect(Observed(strip) == before)
  }

  @Test func timeThatGoesBackIsIgnored() throws {
    let (strip, _) = try makeShelf()
    try strip.scroll(to: 3)
    try strip.advance(to: 1)
    try strip.advance(to: 1.1)
    let before = Observed(strip)
    try strip.advance(to: 1.05)
    #expect(Observed(strip) == before && strip.currentTime == 1.1)
  }

  @Test func aGlitchedVelocityChoosesTheEndButStartsTheSpringAtTheCap() throws {
    let (strip, recorder) = try makeShelf()
    try strip.beginDrag()
    try strip.drag(by: -1)
    try strip.endDrag(velocity: -1e300)
    #expect(strip.targetIndex == 9)
    try strip.advance(to: 0)
    try strip.advance(to: 1.0 / 60)
    // 100 mean strides (310 points) per second at most: 517 points in a frame, and less.
    #expect(strip.offset < 1 + 31_000.0 / 60)
    try strip.runUntilIdle()
    #expect(strip.offset == 2_747 && strip.settledIndex == 9)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func anEnormousDragStaysWithinTheRubberBand() throws {
    let (strip, _) = try makeShelf()
    try strip.beginDrag()
    try strip.drag(by: -.greatestFiniteMagnitude)
    #expect(strip.offset.isFinite && strip.offset > 2_747 && strip.offset < 2_747 + 375)
    try strip.drag(by: .greatestFiniteMagnitude)
    try strip.drag(by: .greatestFiniteMagnitude)
    #expect(strip.offset.isFinite && strip.offset < 0 && strip.offset > -375)
    strip.expectInvariants()
    try strip.endDrag(velocity: .greatestFiniteMagnitude)
    try strip.runUntilIdle()
    #expect(strip.offset == 0 && strip.settledIndex == 0)
  }
}
