import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

@Suite struct TabMenuCoordinatorTests {
  typealias Bounded = TabMenuCoordinator<
    Pager<CoordinatorFixtures.Keyed, SlideTransition>
  >

  static let titles = ["a", "b", "c", "d", "e"]

  static func make(_ titles: [String] = titles, initialIndex: Int = 0) throws -> (
    Bounded, SelectionLog<String>
  ) {
    let pager = try CoordinatorFixtures.pager(
      CoordinatorFixtures.keyed(titles), initialIndex: initialIndex)
    let tabs = try Bounded(
      pager: pager, menu: try CoordinatorFixtures.menu(titles.count))
    let log = SelectionLog<String>()
    log.attach(to: tabs)
    return (tabs, log)
  }

  @Test func aMenuThatDoesNotMatchThePagesIsATypedError() throws {
    let pager = try CoordinatorFixtures.pager(CoordinatorFixtures.keyed(Self.titles))
    #expect(throws: TabMenuError.countMismatch(tabs: 4, pages: 5)) {
      try Bounded(pager: pager, menu: try CoordinatorFixtures.menu(4))
    }
  }

  @Test func theCoordinatorLeavesTheDelegateToTheHost() throws {
    let (tabs, _) = try Self.make()
    #expect(tabs.pager.delegate == nil)
  }

  @Test func tappingTheSelectedTabDoesNothing() throws {
    let (tabs, log) = try Self.make(initialIndex: 2)
    let recorder = RecordingDelegate<String>()
    tabs.pager.delegate = recorder
    #expect(try tabs.selectTab(2) == false)
    #expect(tabs.pager.phase == .idle)
    #expect(recorder.events.isEmpty)
    #expect(log.changes.isEmpty)
  }

  @Test func tappingTheTargetWhileSettlingDoesNothing() throws {
    let (tabs, _) = try Self.make()
    try tabs.selectTab(1)
    let before = tabs.pager.motion
    #expect(try tabs.selectTab(1) == false)
    #expect(tabs.pager.motion == before)
  }

  @Test func aTapDuringADragIsRejectedAndChangesNothing() throws {
    // Given a finger half way to the next page
    let (tabs, log) = try Self.make()
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: -100)
    let position = tabs.pager.position
    // When a tab is tapped, Then the drag wins
    #expect(throws: TabMenuError.dragInProgress) { try tabs.selectTab(4) }
    #expect(tabs.pager.phase == .dragging)
    #expect(tabs.pager.position == position)
    #expect(tabs.pager.targetIndex == 0)
    #expect(log.changes.isEmpty)
  }

  @Test(arguments: [-1, 5, Int.max, Int.min])
  func aTapOutsideTheBarIsATypedError(_ tab: Int) throws {
    let (tabs, _) = try Self.make()
    #expect(throws: TabMenuError.tabOutOfRange(index: tab, count: 5)) {
      try tabs.selectTab(tab)
    }
    #expect(tabs.pager.phase == .idle)
  }

  @Test func aTapOnAnEmptyBarIsATypedError() throws {
    let (tabs, _) = try Self.make([])
    #expect(tabs.selectedTab == nil)
    #expect(tabs.snapshot() == nil)
    #expect(throws: TabMenuError.tabOutOfRange(index: 0, count: 0)) {
      try tabs.selectTab(0)
    }
  }

  @Test func aFarJumpMovesStraightWithoutLightingTheTabsBetween() throws {
    // Given five tabs on a bounded pager at tab 0
    let (tabs, log) = try Self.make()
    var clock = FrameClock()
    // When tab 4 is tapped
    try tabs.selectTab(4)
    let frames = try clock.settle(tabs)
    // Then tabs 1…3 are never lit and the highlight flips once, from 0 to 4
    #expect(frames.count > 5)
    for frame in frames {
      for tab in 1...3 { #expect(frame.selectionProgress(of: tab) == 0) }
      #expect(frame.selectedTab == 0 || frame.selectedTab == 4)
    }
    let flips = zip(frames, frames.dropFirst()).filter { $0.selectedTab != $1.selectedTab }
    #expect(flips.count == 1)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 400, length: 100))
    #expect(log.changes.map(\.toIndex) == [4])
  }

  @Test func aFarJumpOnIntrinsicTabsInterpolatesTheWidthStraight() throws {
    let pager = try CoordinatorFixtures.pager(CoordinatorFixtures.keyed(Self.titles))
    let widths = [40.0, 200, 10, 300, 80]
    let menu = try TabMenu(tabCount: 5, sizing: .intrinsic(widths), barLength: 300)
    let tabs = try Bounded(pager: pager, menu: menu)
    try tabs.selectTab(4)
    var clock = FrameClock()
    for frame in try clock.settle(tabs) {
      // The width only ever lies between the two ends' widths (40 and 80).
      #expect(frame.indicatorFrame.length >= 40 - 1e-9 && frame.indicatorFrame.length <= 80 + 1e-9)
    }
  }

  @Test func aTapIsAnnouncedAsProgrammatic() throws {
    let (tabs, log) = try Self.make()
    let recorder = RecordingDelegate<String>()
    tabs.pager.delegate = recorder
    try tabs.selectTab(3, animated: false)
    #expect(recorder.willChanges.map(\.cause) == [.programmatic])
    #expect(log.changes.map(\.toIndex) == [3])
    #expect(log.changes.map(\.fromIndex) == [0])
    #expect(tabs.selectedTab == 3)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 300, length: 100))
  }

  @Test func aTapWhileSettlingRetargetsAndSelectsOnce() throws {
    let (tabs, log) = try Self.make()
    var clock = FrameClock()
    try tabs.selectTab(1)
    try tabs.pager.advance(to: 0)
    try tabs.pager.advance(to: 0.05)
    #expect(try tabs.selectTab(3))
    _ = try clock.settle(tabs)
    #expect(log.changes.map(\.toIndex) == [3])
    #expect(tabs.pager.settledIndex == 3)
  }

  @Test func aSwipeDrivesTheIndicatorFromThePositionOnly() throws {
    // Given a finger dragged 1.6 pages (a drag of more than one page is not a far jump)
    let (tabs, _) = try Self.make()
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: -480)
    let state = tabs.pagerState
    #expect(state.motion?.destination == state.motion?.origin)
    let snapshot = try #require(tabs.snapshot())
    #expect(abs(snapshot.indicatorFrame.origin - 160) < 1e-9)
    #expect(snapshot.selectedTab == 2)
  }

  @Test func aLongSwipeOnAShortLoopLeadsFromThePageItComesFrom() throws {
    // Given a loop of three pages under an elastic indicator, and a finger dragged from page 0
    // exactly one and a half pages forward (nearer to a copy of page 0 round the loop than to
    // page 0 itself)
    let pager = try CoordinatorFixtures.pager(
      CoordinatorFixtures.keyed(["a", "b", "c"]).circular())
    let bar = TabBar(
      menu: try CoordinatorFixtures.menu(3), indicator: try TabIndicator(interpolation: .elastic))
    let tabs = try TabMenuCoordinator(pager: pager, bar: bar)
    try pager.beginDrag()
    try pager.drag(by: -450)
    #expect(pager.position == 1.5)
    // Then the highlight stays with page 1, which the motion comes from, as the pager's current
    // page does, and the edge in front (toward tab 2) leads
    let snapshot = try #require(tabs.snapshot())
    #expect(snapshot.selectedTab == pager.currentIndex)
    #expect(snapshot.selectedTab == 1)
    let half = 0.7071067811865476  // sin(π/4) = cos(π/4)
    #expect(abs(snapshot.indicatorFrame.origin - (100 + 100 * (1 - half))) < 1e-9)
    #expect(abs(snapshot.indicatorFrame.end - (200 + 100 * half)) < 1e-9)
  }

  @Test func aSelectionHandlerMayTapAgain() throws {
    let (tabs, _) = try Self.make()
    var reached: [Int?] = []
    tabs.onSelectionChange = { change in
      reached.append(change.toIndex)
      if change.toIndex == 1 { _ = try? tabs.selectTab(2, animated: false) }
    }
    try tabs.selectTab(1, animated: false)
    #expect(reached == [1, 2])
    #expect(tabs.selectedTab == 2)
  }

  // MARK: Reloads

  @Test func aReloadKeepsTheSelectedPageByIdentity() throws {
    // Given "c" selected
    let (tabs, log) = try Self.make(initialIndex: 2)
    // When a page is inserted before it (with its tab)
    let titles = ["new", "a", "b", "c", "d", "e"]
    try tabs.reload(CoordinatorFixtures.keyed(titles), menu: try CoordinatorFixtures.menu(6))
    // Then "c" stays selected, now on tab 3, and nothing is reported
    #expect(tabs.selectedTab == 3)
    #expect(tabs.pager.settledPageID == "c")
    #expect(log.changes.isEmpty)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 300, length: 100))
  }

  @Test func aReloadThatRemovesTheSelectedPageSelectsOnce() throws {
    let (tabs, _) = try Self.make(initialIndex: 2)
    var tabCountsSeen: [Int] = []
    tabs.onSelectionChange = { [unowned tabs] _ in tabCountsSeen.append(tabs.menu.count) }
    try tabs.reload(
      CoordinatorFixtures.keyed(["a", "b", "d"]), menu: try CoordinatorFixtures.menu(3))
    #expect(tabs.pager.settledPageID == "d")
    #expect(tabCountsSeen == [3])  // once, with the new menu already in place
  }

  @Test func aReloadSelectionIsReportedWithItsCause() throws {
    let (tabs, log) = try Self.make(initialIndex: 2)
    try tabs.reload(
      CoordinatorFixtures.keyed(["a", "b", "d"]), menu: try CoordinatorFixtures.menu(3))
    #expect(log.changes.count == 1)
    #expect(log.changes.first?.cause == .dataReload)
    #expect(log.changes.first?.fromIndex == nil)  // "c" is gone
    #expect(log.changes.first?.toIndex == 2)
  }

  @Test func aReloadWithTheWrongNumberOfTabsChangesNothing() throws {
    let (tabs, log) = try Self.make(initialIndex: 2)
    let menu = tabs.menu
    #expect(throws: TabMenuError.countMismatch(tabs: 5, pages: 2)) {
      try tabs.reload(CoordinatorFixtures.keyed(["x", "y"]), menu: try CoordinatorFixtures.menu(5))
    }
    #expect(tabs.pager.count == 5)
    #expect(tabs.pager.settledPageID == "c")
    #expect(tabs.menu == menu)
    #expect(log.changes.isEmpty)
  }

  @Test func aPagerReloadedBehindTheCoordinatorsBackGivesNoSnapshot() throws {
    let (tabs, _) = try Self.make()
    try tabs.pager.reload(CoordinatorFixtures.keyed(["a", "b"]))
    #expect(tabs.snapshot() == nil)
    #expect(throws: TabMenuError.countMismatch(tabs: 5, pages: 2)) {
      try tabs.selectTab(1)
    }
    try tabs.setMenu(try CoordinatorFixtures.menu(2))
    #expect(tabs.snapshot() != nil)
  }

  // MARK: Bar

  @Test func theIndicatorAndTheScrollingApplyFromTheNextSnapshot() throws {
    let pager = try CoordinatorFixtures.pager(
      CoordinatorFixtures.keyed(Self.titles), initialIndex: 4)
    let menu = try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 250)
    let tabs = try Bounded(
      pager: pager, menu: menu, indicator: try TabIndicator(width: .fixed(20)),
      scrolling: .leading(inset: 0))
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 440, length: 20))
    #expect(tabs.snapshot()?.menuOffset == 250)  // clamped to maxOffset
    tabs.indicator = .standard
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 400, length: 100))
    tabs.scrolling = .visible
    #expect(tabs.scrolling == .visible)
    #expect(tabs.snapshot(currentOffset: 0)?.menuOffset == 250)  // scrolls just enough
  }

  @Test func aMenuOfAnotherCountIsRefusedAndNothingChanges() throws {
    let (tabs, _) = try Self.make()
    let menu = tabs.menu
    #expect(throws: TabMenuError.countMismatch(tabs: 3, pages: 5)) {
      try tabs.setMenu(try CoordinatorFixtures.menu(3))
    }
    #expect(tabs.menu == menu)
    let wider = try TabMenu(tabCount: 5, sizing: .fixed(120), barLength: 300)
    try tabs.setMenu(wider)
    #expect(tabs.menu == wider)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 0, length: 120))
  }

  @Test func resizingTheBarReSharesEqualTabsAndKeepsTheSelection() throws {
    let pager = try CoordinatorFixtures.pager(
      CoordinatorFixtures.keyed(Self.titles), initialIndex: 3)
    let menu = try TabMenu(tabCount: 5, sizing: .equal, barLength: 500)
    let tabs = try Bounded(pager: pager, menu: menu)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 300, length: 100))
    try tabs.setBarLength(250)
    #expect(tabs.menu.barLength == 250)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 150, length: 50))
  }

  @Test func shrinkingTheBarClampsTheMenuOffset() throws {
    let pager = try CoordinatorFixtures.pager(
      CoordinatorFixtures.keyed(Self.titles), initialIndex: 4)
    let tabs = try Bounded(
      pager: pager,
      menu: try CoordinatorFixtures.menu(5, barLength: 200), scrolling: .visible)
    #expect(tabs.snapshot()?.menuOffset == 300)
    try tabs.setBarLength(450)
    #expect(tabs.snapshot()?.menuOffset == 50)
    #expect(tabs.menuOffset == 50)
  }

  @Test(arguments: [Double.nan, -1, Double.infinity])
  func aBadBarLengthIsATypedError(_ length: Double) throws {
    let (tabs, _) = try Self.make()
    let bar = tabs.bar
    #expect(throws: TabMenuError.self) { try tabs.setBarLength(length) }
    #expect(tabs.bar == bar)
  }

  @Test func releasingTheCoordinatorStopsItsReports() throws {
    let pager = try CoordinatorFixtures.pager(CoordinatorFixtures.keyed(Self.titles))
    var count = 0
    do {
      let tabs = try Bounded(pager: pager, menu: try CoordinatorFixtures.menu(5))
      tabs.onSelectionChange = { _ in count += 1 }
      try tabs.selectTab(1, animated: false)
    }
    try pager.scroll(to: 2, animated: false)
    #expect(count == 1)
    #expect(pager.settledIndex == 2)
  }
}
