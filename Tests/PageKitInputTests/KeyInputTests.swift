import PageKitCore
import PageKitTestSupport
import Testing

/// Keys (`PagerKey`) and a rotary input (`Pager.rotate(byDetents:)`): each press is a command
/// to where the key points on the pager's axis and in its layout direction, retargeting a
/// motion; the detents add up to stops.
@Suite struct KeyInputTests {
  typealias TestPager = Pager<ArrayPageSource<Int, Int>, SlideTransition>
  typealias LoopPager = Pager<CircularPageSource<ArrayPageSource<Int, Int>>, SlideTransition>

  static func pager(
    count: Int = 5, axis: Axis = .horizontal, layoutDirection: LayoutDirection = .leftToRight,
    layout: PagerLayout = .fullPage, initialIndex: Int = 0
  ) throws -> TestPager {
    try Pager(
      source: ArrayPageSource(Array(0..<count)), layout: layout, initialIndex: initialIndex,
      configuration: PagerConfiguration(
        viewportLength: 375, axis: axis, layoutDirection: layoutDirection))
  }

  static func loop(count: Int = 5, initialIndex: Int = 0) throws -> LoopPager {
    try Pager(
      source: ArrayPageSource(Array(0..<count)).circular(), initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  /// The page a press announces (`willChangePage`'s destination), with its direction and cause.
  static func announced(_ events: [PagerEvent<Int>]) -> [PageChange<Int>] {
    events.compactMap { event in
      guard case .willChangePage(let change) = event else { return nil }
      return change
    }
  }

  @Test func theArrowsFollowTheScreenLeftToRight() throws {
    let pager = try Self.pager(initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(pager.destination(for: .right) == 3)
    #expect(pager.destination(for: .left) == 1)
    #expect(pager.destination(for: .up) == nil)
    #expect(pager.destination(for: .down) == nil)
    try pager.advance(to: 0)
    try pager.press(.right)  // the next page, left to right
    #expect(pager.targetIndex == 3)
    let change = try #require(Self.announced(recorder.events).last)
    #expect(change.toIndex == 3 && change.direction == .forward && change.cause == .programmatic)
    try pager.advance(to: 2)
    #expect(pager.settledIndex == 3)
  }

  @Test func theLeftArrowMovesForwardRightToLeft() throws {
    let pager = try Self.pager(layoutDirection: .rightToLeft, initialIndex: 2)
    #expect(pager.destination(for: .left) == 3)
    #expect(pager.destination(for: .right) == 1)
    try pager.press(.left)
    #expect(pager.targetIndex == 3)
  }

  @Test func aVerticalPagerTakesUpAndDown() throws {
    let pager = try Self.pager(axis: .vertical, initialIndex: 2)
    #expect(pager.destination(for: .down) == 3)
    #expect(pager.destination(for: .up) == 1)
    #expect(pager.destination(for: .left) == nil)
    #expect(pager.destination(for: .right) == nil)
    // (A vertical pager ignores the layout direction.)
    let mirrored = try Self.pager(axis: .vertical, layoutDirection: .rightToLeft, initialIndex: 2)
    #expect(mirrored.destination(for: .down) == 3)
  }

  @Test(arguments: [Axis.horizontal, .vertical], LayoutDirection.allCases)
  func nextPreviousFirstAndLastIgnoreTheAxisAndTheDirection(
    _ axis: Axis, _ direction: LayoutDirection
  ) throws {
    let pager = try Self.pager(axis: axis, layoutDirection: direction, initialIndex: 2)
    #expect(pager.destination(for: .next) == 3)
    #expect(pager.destination(for: .previous) == 1)
    #expect(pager.destination(for: .first) == 0)
    #expect(pager.destination(for: .last) == 4)
  }

  @Test func aKeyWithNowhereToGoChangesNothing() throws {
    let pager = try Self.pager(initialIndex: 4)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let before = PagerObservation(pager)
    for key in [PagerKey.right, .next, .last, .pageDown, .up, .down] {
      #expect(pager.destination(for: key) == nil, "\(key)")
      try pager.press(key)
    }
    #expect(PagerObservation(pager) == before)
    #expect(recorder.events.isEmpty)
    #expect(pager.destination(for: .first) == 0)
  }

  @Test func aPressDuringAMotionRetargetsIt() throws {
    let pager = try Self.pager(count: 8)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.press(.right)
    try pager.advance(to: 0.05)
    #expect(pager.phase == .settling)
    // A held key repeats: each repeat goes one on from the target, not from the page shown.
    try pager.press(.right)
    try pager.advance(to: 0.1)
    try pager.press(.right)
    #expect(pager.targetIndex == 3)
    #expect(Self.announced(recorder.events).map(\.toIndex) == [1, 2, 3])
    try pager.advance(to: 3)
    #expect(pager.settledIndex == 3)
    let settled = recorder.events.filter {
      if case .didChangePage = $0 { return true } else { return false }
    }
    #expect(settled.count == 1, "one change lands, once")
  }

  @Test func aPressDuringADragIsRefused() throws {
    let pager = try Self.pager(initialIndex: 1)
    try pager.beginDrag()
    try pager.drag(by: -30)
    let before = PagerObservation(pager)
    for key in PagerKey.allCases {
      #expect(throws: PagerError.dragInProgress) { try pager.press(key) }
    }
    #expect(throws: PagerError.dragInProgress) { try pager.rotate(byDetents: 1) }
    #expect(PagerObservation(pager) == before)
    // A pointer's drag is a drag too.
    try pager.endDrag(velocity: 0)
    try pager.pointerDown(x: 200, y: 10, timestamp: 1)
    try pager.pointerMove(x: 150, y: 10, timestamp: 1.01)
    #expect(throws: PagerError.dragInProgress) { try pager.press(.right) }
  }

  @Test func anEmptySourceRefusesAPress() throws {
    let pager = try Self.pager(count: 0)
    #expect(pager.destination(for: .right) == nil)
    #expect(throws: PagerError.emptySource) { try pager.press(.right) }
    #expect(throws: PagerError.emptySource) { try pager.rotate(byDetents: 1) }
  }

  @Test func firstAndLastGoTheShorterWayRoundALoop() throws {
    let pager = try Self.loop(initialIndex: 1)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(pager.destination(for: .last) == 4)
    try pager.press(.last)
    let change = try #require(Self.announced(recorder.events).last)
    #expect(change.toIndex == 4 && change.direction == .reverse)
    // Round the seam: the next stop after the last is the first.
    try pager.advance(to: 0)
    try pager.advance(to: 3)
    #expect(pager.destination(for: .right) == 0)
    #expect(pager.destination(for: .pageDown) == 0)
  }

  @Test func pageDownMovesByTheItemsOneViewportShows() throws {
    // 115-point cards 15 points apart: 375 points show three.
    let shelf = try Self.pager(count: 12, layout: .uniform(itemLength: 115, spacing: 15))
    #expect(shelf.destination(for: .pageDown) == 3)
    try shelf.press(.pageDown)
    try shelf.advance(to: 0)
    try shelf.advance(to: 3)
    #expect(shelf.settledIndex == 3)
    #expect(shelf.destination(for: .pageUp) == 0)
    // Clamped to the end: a run at the trailing end shares the last stop.
    try shelf.scroll(to: 8, animated: false)
    #expect(shelf.destination(for: .pageDown) == 11)
    // A page controller's page is one.
    let pages = try Self.pager(initialIndex: 1)
    #expect(pages.destination(for: .pageDown) == 2)
    #expect(pages.destination(for: .pageUp) == 0)
    #expect(pages.destination(for: .pageUp) == pages.destination(for: .previous))
  }

  @Test func aStepPastARunAtTheEndHasNowhereToGo() throws {
    // Twelve cards, three a viewport: items 9 to 11 rest at the last offset, one stop.
    let shelf = try Self.pager(count: 12, layout: .uniform(itemLength: 115, spacing: 15))
    try shelf.scroll(to: 9, animated: false)
    #expect(shelf.destination(for: .right) == nil)
    #expect(shelf.destination(for: .last) == nil)
    #expect(shelf.destination(for: .left) == 8)
  }

  // MARK: - Rotary input

  @Test func detentsAddUpToStops() throws {
    let pager = try Self.pager(count: 10)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.rotate(byDetents: 0.6)
    #expect(pager.targetIndex == 0 && pager.phase == .idle, "part of a detent waits")
    try pager.rotate(byDetents: 0.6)
    #expect(pager.targetIndex == 1)
    // 0.2 carried: 0.9 more is one more stop.
    try pager.rotate(byDetents: 0.9)
    #expect(pager.targetIndex == 2)
    // A turn of three and a half detents is three stops, as one command.
    let announcedBefore = Self.announced(recorder.events).count
    try pager.rotate(byDetents: 3.5)
    #expect(pager.targetIndex == 5)
    #expect(Self.announced(recorder.events).count == announcedBefore + 1)
  }

  @Test func turningTheOtherWayDropsThePartOfADetent() throws {
    let pager = try Self.pager(count: 10, initialIndex: 5)
    try pager.rotate(byDetents: 0.8)
    try pager.rotate(byDetents: -0.5)
    #expect(pager.targetIndex == 5)
    // Had the 0.8 been kept, −0.5 would have left 0.3; dropped, −0.5 more is one detent back.
    try pager.rotate(byDetents: -0.5)
    #expect(pager.targetIndex == 4)
  }

  @Test func aDragAndAReloadDropThePartOfADetent() throws {
    let pager = try Self.pager(count: 10, initialIndex: 5)
    try pager.rotate(byDetents: 0.7)
    try pager.beginDrag()
    try pager.endDrag(velocity: 0)
    try pager.rotate(byDetents: 0.5)
    #expect(pager.targetIndex == 5)
    try pager.reload(ArrayPageSource(Array(0..<10)))
    try pager.rotate(byDetents: 0.5)
    #expect(pager.targetIndex == 5, "the reload dropped the 0.5 before it")
  }

  @Test func aTurnPastAnEndStopsThereAndTurningBackMovesAtOnce() throws {
    let pager = try Self.pager(count: 10, initialIndex: 7)
    try pager.rotate(byDetents: 1e300)
    #expect(pager.targetIndex == 9)
    try pager.rotate(byDetents: 4)
    #expect(pager.targetIndex == 9)
    try pager.rotate(byDetents: -1)
    #expect(pager.targetIndex == 8, "nothing was owed past the end")
    try pager.rotate(byDetents: -.greatestFiniteMagnitude)
    #expect(pager.targetIndex == 0)
  }

  @Test func wholeLapsOfALoopAreDropped() throws {
    let pager = try Self.loop(initialIndex: 0)
    try pager.rotate(byDetents: 7)
    #expect(pager.targetIndex == 2)
    try pager.rotate(byDetents: -5)
    #expect(pager.targetIndex == 2, "a whole lap back is no move")
    try pager.rotate(byDetents: -3)
    #expect(pager.targetIndex == 4, "backward across the seam")
  }

  @Test func aBadTurnThrowsAndChangesNothing() throws {
    let pager = try Self.pager(count: 10, initialIndex: 5)
    try pager.rotate(byDetents: 0.7)
    let before = PagerObservation(pager)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: PagerError.nonFiniteValue) { try pager.rotate(byDetents: bad) }
    }
    try pager.rotate(byDetents: 0)
    #expect(PagerObservation(pager) == before)
    // The 0.7 is still there.
    try pager.rotate(byDetents: 0.3)
    #expect(pager.targetIndex == 6)
  }
}
