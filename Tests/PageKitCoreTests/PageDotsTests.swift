import PageKitCore
import PageKitTestSupport
import Testing

/// A page control's model: a dot per stop, the selection moving between two dots during a
/// swipe, a window of dots for a long source with shrunk edge dots, right-to-left, loops, runs
/// counted as one stop with the accessibility's label, and no trap on bad input.
@Suite struct PageDotsTests {
  static func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  /// Items of 100 points in a 250-point viewport at `anchor`: at the leading anchor items 2
  /// and 3 share the last resting offset (a run: three stops).
  static func strip(
    count: Int = 4, anchor: SnapAnchor = .leading(0), initialIndex: Int = 0,
    loops: Bool = false
  ) throws -> Pager<AnyCircular, SlideTransition> {
    try Pager(
      source: AnyCircular(
        ArrayPageSource((0..<count).map { "i\($0)" }, id: \.self), circular: loops),
      layout: .uniform(itemLength: 100, spacing: 0), anchor: anchor, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 250))
  }

  // MARK: Full pages

  @Test func atRestOneDotPerPageAndTheSettledOneIsWhollySelected() throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 2)
    let dots = try pager.pageDots()
    #expect(dots.stopCount == 5)
    #expect(dots.count == 5)
    #expect(dots.selectedStop == 2)
    #expect(dots.progress == 2)
    #expect(dots.map(\.selection) == [0, 0, 1, 0, 0])
    #expect(dots.map(\.isSelected) == [false, false, true, false, false])
    #expect(dots.map(\.scale) == [1, 1, 1, 1, 1])
    #expect(dots.description == "○ ○ ● ○ ○")
    #expect(dots.selectedAnnouncement == pager.accessibilityAnnouncement)
    #expect(dots[3].announcement.description == "Page 4 of 5")
  }

  /// During a drag the emphasis is shared by the two dots the position lies between, in
  /// proportion; the selected dot flips past the half; a cancelled swipe brings it back
  /// continuously (no jump at the release).
  @Test func theSelectionMovesBetweenTwoDotsDuringASwipe() throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -30)
    var dots = try pager.pageDots()
    #expect(Self.close(dots.progress, 2.3))
    #expect(Self.close(dots[2].selection, 0.7) && Self.close(dots[3].selection, 0.3))
    #expect(dots[1].selection == 0 && dots[4].selection == 0)
    #expect(dots.selectedStop == 2)
    try pager.drag(by: -30)
    dots = try pager.pageDots()
    #expect(dots.selectedStop == 3)
    #expect(Self.close(dots[3].selection, 0.6))
    try pager.drag(by: 40)
    try pager.endDrag(velocity: 0)
    var last = try pager.pageDots().progress
    var time = 0.0
    while pager.phase != .idle, time < 5 {
      try pager.advance(to: time)
      time += 1.0 / 60
      let now = try pager.pageDots().progress
      #expect(abs(now - last) < 0.2, "the emphasis moves, it does not jump")
      last = now
    }
    dots = try pager.pageDots()
    #expect(dots.selectedStop == 2 && dots[2].selection == 1)
  }

  /// An exact half between two dots belongs to the settled page's side, as `currentIndex`.
  @Test func anExactHalfSelectsTheSettledSide() throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -50)
    #expect(try pager.pageDots().selectedStop == 2)
    try pager.drag(by: 100)
    #expect(try pager.pageDots().selectedStop == 2)
  }

  /// Past an end the rubber band moves no dot.
  @Test func theRubberBandMovesNoDot() throws {
    let (pager, _) = try makePager(count: 3)
    try pager.beginDrag()
    try pager.drag(by: 60)
    #expect(pager.position < 0)
    let dots = try pager.pageDots()
    #expect(dots.progress == 0 && dots[0].selection == 1 && dots.selectedStop == 0)
  }

  // MARK: A window of dots

  /// Forty pages in seven dots: the window centres on the selected page, clamped to the ends,
  /// and shrinks the two outer dots on a side with more pages beyond.
  @Test(arguments: [
    (0, 0..<7, [1, 1, 1, 1, 1, 0.75, 0.5]),
    (2, 0..<7, [1, 1, 1, 1, 1, 0.75, 0.5]),
    (3, 0..<7, [1, 1, 1, 1, 1, 0.75, 0.5]),
    (4, 1..<8, [0.5, 0.75, 1, 1, 1, 0.75, 0.5]),
    (20, 17..<24, [0.5, 0.75, 1, 1, 1, 0.75, 0.5]),
    (39, 33..<40, [0.5, 0.75, 1, 1, 1, 1, 1]),
  ])
  func aLongSourceShowsAWindowWithShrunkEdges(
    page: Int, window: Range<Int>, scales: [Double]
  ) throws {
    let (pager, _) = try makePager(count: 40, initialIndex: page)
    let dots = try pager.pageDots(maximumVisible: 7)
    #expect(dots.stopCount == 40)
    #expect(dots.window == window)
    #expect(dots.map(\.stop) == Array(window))
    #expect(dots.map(\.scale) == scales)
    let selected = try #require(dots.first { $0.isSelected })
    #expect(selected.stop == page && selected.scale == 1 && selected.selection == 1)
  }

  /// A window of three shrinks only its outermost dots; of two, none.
  @Test func smallWindowsShrinkLess() throws {
    let (pager, _) = try makePager(count: 10, initialIndex: 5)
    #expect(try pager.pageDots(maximumVisible: 3).map(\.scale) == [0.5, 1, 0.5])
    #expect(try pager.pageDots(maximumVisible: 2).map(\.scale) == [1, 1])
    #expect(try pager.pageDots(maximumVisible: 1).map(\.stop) == [5])
    #expect(try pager.pageDots(maximumVisible: 4).map(\.scale) == [0.5, 1, 1, 0.5])
  }

  // MARK: Direction

  /// A right-to-left horizontal pager mirrors the dots on screen (the first page's dot on the
  /// right); a vertical one does not.
  @Test func rightToLeftMirrorsTheDotsOnScreen() throws {
    let rtl = PagerConfiguration(viewportLength: 100, layoutDirection: .rightToLeft)
    let (pager, _) = try makePager(count: 4, initialIndex: 1, configuration: rtl)
    let dots = try pager.pageDots()
    #expect(dots.map(\.windowIndex) == [0, 1, 2, 3])
    #expect(dots.map(\.screenIndex) == [3, 2, 1, 0])
    #expect(dots[1].isSelected)
    // A finger moving right moves forward: the emphasis goes to the next page's dot.
    try pager.beginDrag()
    try pager.drag(by: 25)
    #expect(Self.close(try pager.pageDots()[2].selection, 0.25))

    let vertical = PagerConfiguration(
      viewportLength: 100, axis: .vertical, layoutDirection: .rightToLeft)
    let (upright, _) = try makePager(count: 4, configuration: vertical)
    #expect(try upright.pageDots().map(\.screenIndex) == [0, 1, 2, 3])
  }

  // MARK: Loops

  /// In a loop the emphasis crosses the seam between the last and the first dot, and the
  /// selection wraps to the first.
  @Test func aLoopCrossesTheSeamBetweenTheLastAndTheFirstDot() throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 4, circular: true)
    try pager.beginDrag()
    try pager.drag(by: -30)
    var dots = try pager.pageDots()
    #expect(dots.loops)
    #expect(Self.close(dots.progress, 4.3))
    #expect(Self.close(dots[4].selection, 0.7) && Self.close(dots[0].selection, 0.3))
    try pager.drag(by: -40)
    dots = try pager.pageDots()
    #expect(dots.selectedStop == 0)
    #expect(Self.close(dots[0].selection, 0.7) && Self.close(dots[4].selection, 0.3))
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    dots = try pager.pageDots()
    #expect(pager.settledIndex == 0)
    #expect(dots.progress == 0 && dots.selectedStop == 0 && dots[0].selection == 1)
    // Backwards from page 0 the emphasis moves to the last dot.
    try pager.beginDrag()
    try pager.drag(by: 20)
    #expect(Self.close(try pager.pageDots()[4].selection, 0.2))
  }

  // MARK: Runs

  /// Items that share a resting offset at an end are one dot with the accessibility's label;
  /// between the inner stop and the run the emphasis is linear in the offset.
  @Test func aRunAtAnEndIsOneDot() throws {
    let pager = try Self.strip(initialIndex: 1)
    var dots = try pager.pageDots()
    #expect(dots.stopCount == 3)
    #expect(dots.map(\.items) == [0...0, 1...1, 2...3])
    #expect(
      dots.map(\.announcement.description) == ["Page 1 of 4", "Page 2 of 4", "Items 3–4 of 4"])
    #expect(dots.selectedStop == 1)
    // Half way from item 1 (offset 100) to the run (offset 150).
    try pager.beginDrag()
    try pager.drag(by: -25)
    dots = try pager.pageDots()
    #expect(Self.close(dots.progress, 1.5))
    try pager.endDrag(velocity: -1_000)
    try pager.runUntilIdle()
    dots = try pager.pageDots()
    #expect(dots.selectedStop == 2 && dots.progress == 2)
    #expect(dots.selectedAnnouncement?.description == "Items 3–4 of 4")
    #expect(dots.selectedAnnouncement == pager.accessibilityAnnouncement)
  }

  /// Built on the inner member of a run, the pager is at the run's stop: its dot is selected.
  @Test(arguments: [(SnapAnchor.leading(0), 2, 2), (.leading(0), 3, 2), (.trailing(0), 1, 0)])
  func aMemberOfARunSelectsTheRunsDot(anchor: SnapAnchor, index: Int, stop: Int) throws {
    let pager = try Self.strip(anchor: anchor, initialIndex: index)
    let dots = try pager.pageDots()
    #expect(dots.selectedStop == stop)
    #expect(dots[stop].selection == 1)
    #expect(dots.selectedAnnouncement == pager.accessibilityAnnouncement)
  }

  /// A strip no longer than its viewport is one stop: one dot naming every item.
  @Test func aStripThatIsOneStopIsOneDot() throws {
    let pager = try Self.strip(count: 2, initialIndex: 1)
    let dots = try pager.pageDots()
    #expect(dots.stopCount == 1)
    #expect(dots.map(\.announcement.description) == ["Items 1–2 of 2"])
    #expect(dots[0].isSelected && dots[0].selection == 1)
  }

  /// A loop of items has a dot per item, runs or not.
  @Test func aLoopOfItemsHasADotPerItem() throws {
    let pager = try Self.strip(count: 4, initialIndex: 3, loops: true)
    let dots = try pager.pageDots()
    #expect(dots.stopCount == 4 && dots.selectedStop == 3)
  }

  // MARK: Bad input and no stops

  @Test(arguments: [0, -1, Int.min])
  func aWindowBelowOneDotIsATypedError(maximumVisible: Int) throws {
    let (pager, _) = try makePager(count: 5, initialIndex: 2)
    #expect(throws: PagerError.invalidConfiguration(.pageDotsWindow(maximumVisible))) {
      try pager.pageDots(maximumVisible: maximumVisible)
    }
    #expect(pager.settledIndex == 2 && pager.phase == .idle)
  }

  /// An empty pager and one over a source without a count have no dots; reading one anyway
  /// gives a documented dot, not a trap.
  @Test func noStopsNoDots() throws {
    let (empty, _) = try makePager(count: 0)
    let none = try empty.pageDots(maximumVisible: 5)
    #expect(none.stopCount == 0 && none.isEmpty && none.selectedAnnouncement == nil)
    #expect(none[0].selection == 0 && !none[0].isSelected)

    let days = try Pager(
      source: UnboundedPageSource<Int>(first: nil, end: nil) { $0 },
      configuration: PagerConfiguration(viewportLength: 100))
    #expect(try days.pageDots().isEmpty)
  }
}
