import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A child pager inside a parent's page on the same axis (`NestedPagerCoordinator`): the child
/// takes the drag to its edge and hands over within the gesture or only on a new one, the
/// release goes to the pager that moved last, a loop never hands over, and each pager keeps its
/// own events.
@Suite struct NestedPagerCoordinatorTests {
  typealias Tabs = Pager<ArrayPageSource<String, String>, SlideTransition>
  typealias Cards = Pager<ArrayPageSource<Int, Int>, SlideTransition>
  typealias LoopCards = Pager<CircularPageSource<ArrayPageSource<Int, Int>>, SlideTransition>

  /// Three tabs, 375 points wide, on "Photos".
  static func tabs(_ layoutDirection: LayoutDirection = .leftToRight) throws -> Tabs {
    try Pager(
      source: ArrayPageSource(["Home", "Photos", "Settings"], id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: layoutDirection))
  }

  /// Four 300-point cards 10 points apart in 375 points: 855 points of scroll.
  static func cards(_ layoutDirection: LayoutDirection = .leftToRight, initialIndex: Int = 0)
    throws -> Cards
  {
    try Pager(
      source: ArrayPageSource(Array(0..<4)), layout: .uniform(itemLength: 300, spacing: 10),
      initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: layoutDirection))
  }

  static func settle(
    _ nested: NestedPagerCoordinator<
      some PageSource, some TransitionStrategy, some PageSource, some TransitionStrategy
    >, from start: Double
  ) throws {
    for frame in 0...180 { try nested.advance(to: start + Double(frame) / 60) }
  }

  @Test func theDocumentedGestureMovesTheTabsPastTheLastCard() throws {
    let tabs = try Self.tabs()
    let carousel = try Self.cards()
    try tabs.advance(to: 0)
    try carousel.advance(to: 0)
    let nested = NestedPagerCoordinator(parent: tabs, child: carousel, childPageID: "Photos")
    try nested.beginDrag()
    try nested.drag(by: -900)  // past the carousel's last card: the tabs follow
    try nested.endDrag(velocity: -1_200)
    #expect(carousel.contentOffset == 855)
    #expect(abs(tabs.contentOffset - (375 + 45)) < 1e-9)
    try Self.settle(nested, from: 0)
    #expect(tabs.settledPageID == "Settings")
    #expect(carousel.settledIndex == 3, "the carousel rests on its last card")
  }

  @Test func withinTheGestureTheParentReturnsBeforeTheChildMovesBack() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    try nested.beginDrag()
    try nested.drag(by: -800)
    #expect(nested.driving == .child)
    #expect(tabs.phase == .idle, "the parent is not touched before the child's edge")
    try nested.drag(by: -100)
    #expect(tabs.contentOffset > 375)
    // Back: 45 points return the parent to the child's page, the rest moves the child.
    try nested.drag(by: 145)
    #expect(abs(tabs.contentOffset - 375) < 1e-9)
    #expect(abs(cards.contentOffset - 755) < 1e-9)
    #expect(nested.driving == .child)
    try nested.endDrag(velocity: 0)
    try Self.settle(nested, from: 0)
    #expect(tabs.settledPageID == "Photos")
  }

  @Test func onANewGestureTheChildStopsAtItsEdgeAndTheNextGestureMovesTheParent() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let nested = NestedPagerCoordinator(
      parent: tabs, child: cards, childPageID: "Photos", handOver: .onNewGesture)
    try nested.beginDrag()
    try nested.drag(by: -700)
    try nested.drag(by: -400)
    #expect(cards.contentOffset == 855, "the child stops at its edge")
    #expect(tabs.phase == .idle)
    try nested.endDrag(velocity: -2_000)
    try Self.settle(nested, from: 0)
    #expect(cards.settledIndex == 3)
    #expect(tabs.settledPageID == "Photos")
    // The next gesture, from the edge past it: the parent's, all of it, and back again.
    try nested.beginDrag()
    try nested.drag(by: -60)
    #expect(nested.driving == .parent)
    #expect(abs(tabs.contentOffset - 435) < 1e-9)
    try nested.drag(by: 100)
    #expect(cards.contentOffset == 855, "the parent's gesture never moves the child")
    try nested.endDrag(velocity: 0)
    try Self.settle(nested, from: 3)
    // A gesture from the edge back into the child is the child's.
    try nested.beginDrag()
    try nested.drag(by: 50)
    #expect(nested.driving == .child)
    #expect(tabs.phase == .idle)
    try nested.endDrag(velocity: 0)
  }

  @Test func theReleaseGoesToThePagerThatMovedLast() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards(initialIndex: 3)
    let tabEvents = RecordingDelegate<String>()
    let cardEvents = RecordingDelegate<Int>()
    tabs.delegate = tabEvents
    cards.delegate = cardEvents
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    try nested.beginDrag()
    try nested.drag(by: -80)
    try nested.endDrag(velocity: -900)
    try Self.settle(nested, from: 0)
    #expect(tabs.settledPageID == "Settings")
    #expect(cards.settledIndex == 3)
    #expect(!cardEvents.events.contains { if case .willChangePage = $0 { true } else { false } })
    let tabChanges = tabEvents.events.filter { if case .didChangePage = $0 { true } else { false } }
    #expect(tabChanges.count == 1)
  }

  @Test func aRightToLeftChildHandsOverAtItsOwnEdge() throws {
    let tabs = try Self.tabs(.rightToLeft)
    let cards = try Self.cards(.rightToLeft)
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    try nested.beginDrag()
    // Right to left, a finger moving right moves forward.
    try nested.drag(by: 900)
    #expect(cards.contentOffset == 855)
    #expect(abs(tabs.contentOffset - 420) < 1e-9)
  }

  @Test func aLoopingChildNeverHandsOver() throws {
    let tabs = try Self.tabs()
    let loop: LoopCards = try Pager(
      source: ArrayPageSource(Array(0..<4)).circular(),
      configuration: PagerConfiguration(viewportLength: 375))
    let nested = NestedPagerCoordinator(parent: tabs, child: loop, childPageID: "Photos")
    try nested.beginDrag()
    try nested.drag(by: -3_000)
    #expect(tabs.phase == .idle)
    #expect(nested.driving == .child)
    try nested.endDrag(velocity: 0)
  }

  @Test func aGestureAwayFromTheChildsPageIsTheParents() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Home")
    #expect(!nested.childIsInPlace)
    try nested.beginDrag()
    try nested.drag(by: -40)
    #expect(cards.phase == .idle)
    #expect(abs(tabs.contentOffset - 415) < 1e-9)
    try nested.endDrag(velocity: 0)
    // A page that is not the parent's at all: the same.
    nested.childPageID = "Elsewhere"
    try nested.beginDrag()
    #expect(nested.driving == .parent)
    try nested.endDrag(velocity: 0)
    // A parent settling toward the child's page is taken hold of, not the child.
    nested.childPageID = "Photos"
    try tabs.advance(to: 0)
    try tabs.scroll(to: 0)
    try tabs.advance(to: 0.05)
    try nested.beginDrag()
    #expect(tabs.phase == .dragging)
    #expect(cards.phase == .idle)
    try nested.endDrag(velocity: 0)
  }

  @Test func eitherPagerTakesACommandMeanwhile() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    try nested.beginDrag()
    try nested.drag(by: -100)
    // The gesture holds the child only: the parent takes a command, the child refuses one.
    #expect(throws: PagerError.dragInProgress) { try cards.scroll(to: 2) }
    try tabs.scroll(to: 2)
    #expect(tabs.targetIndex == 2)
    try nested.drag(by: -50)
    try nested.endDrag(velocity: 0)
    try cards.scroll(to: 2)
    #expect(cards.targetIndex == 2)
  }

  @Test func badInputThrowsAndChangesNothing() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    #expect(throws: PagerError.notDragging) { try nested.drag(by: -10) }
    #expect(throws: PagerError.notDragging) { try nested.endDrag(velocity: 0) }
    try nested.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try nested.beginDrag() }
    let tabsBefore = PagerObservation(tabs)
    let cardsBefore = PagerObservation(cards)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: PagerError.nonFiniteValue) { try nested.drag(by: bad) }
      #expect(throws: PagerError.nonFiniteValue) { try nested.endDrag(velocity: bad) }
      #expect(throws: PagerError.nonFiniteValue) { try nested.advance(to: bad) }
    }
    #expect(PagerObservation(tabs) == tabsBefore)
    #expect(PagerObservation(cards) == cardsBefore)
    #expect(nested.isDragging)
    try nested.endDrag(velocity: 0)
    // A pager the host drags itself refuses the coordinator's gesture.
    try cards.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try nested.beginDrag() }
    try cards.endDrag(velocity: 0)
    // An empty parent.
    let empty: Tabs = try Pager(
      source: ArrayPageSource([String](), id: \.self),
      configuration: PagerConfiguration(viewportLength: 375))
    let orphan = NestedPagerCoordinator(parent: empty, child: cards, childPageID: "Photos")
    #expect(throws: PagerError.emptySource) { try orphan.beginDrag() }
  }

  @Test func aNestedSessionIsTwoTracesThatEachReplayExactly() throws {
    let tabs = try Self.tabs()
    let cards = try Self.cards()
    let tabsRecorder = PagerTraceRecorder(recording: tabs)
    let cardsRecorder = PagerTraceRecorder(recording: cards)
    let nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    try nested.advance(to: 0)
    for (step, translation) in [-300.0, -400, -250, 120, -90].enumerated() {
      if step == 0 { try nested.beginDrag() }
      try nested.drag(by: translation)
    }
    try nested.endDrag(velocity: -800)
    try Self.settle(nested, from: 0)
    try nested.beginDrag()
    try nested.drag(by: 200)
    try nested.endDrag(velocity: 600)
    try Self.settle(nested, from: 4)
    let tabsTrace = try #require(tabsRecorder.trace())
    let cardsTrace = try #require(cardsRecorder.trace())
    #expect(tabsTrace.steps.contains { $0.input == .beginDrag })
    #expect(cardsTrace.steps.contains { $0.input == .beginDrag })
    #expect(try PagerTrace<String>(json: tabsTrace.jsonString()).replay() == .identical)
    #expect(
      try PagerTrace<Int>(json: cardsTrace.jsonString()).replay() == .identical)
  }
}
