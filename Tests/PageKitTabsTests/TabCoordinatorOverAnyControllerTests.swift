import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// A coordinator drives any `PagingController`, a host's own too: it checks the tab count at
/// construction, sends taps through the public commands, reports selection changes, and follows
/// the controller's position, or the drawn segment the controller tells (`drawnSegment`, read
/// through the protocol: no cast).
@Suite struct TabCoordinatorOverAnyControllerTests {
  /// A host's own controller whose state the test sets directly.
  final class HostController: PagingController {
    var delegate: (any PagerDelegate<String>)?
    var observers = HostObservers<String>()
    var count = 5
    var isEmpty: Bool { count == 0 }
    var loops: Bool { false }
    var phase = PagerPhase.idle
    var currentIndex: Int { Int(position.rounded()) }
    var targetIndex = 0
    var settledIndex = 0
    var position = 0.0
    var scrolls: [String] = []

    func scroll(to index: Int, direction: PageDirection?, animated: Bool) throws(PagerError) {
      scrolls.append("\(index) \(direction.map { "\($0)" } ?? "auto") \(animated)")
    }
    func scrollToNext(animated: Bool) throws(PagerError) {}
    func scrollToPrevious(animated: Bool) throws(PagerError) {}
    func addEventObserver(_ observer: @escaping (PagerEvent<String>) -> Void)
      -> PagerObserverToken
    {
      observers.add(observer)
    }
    func removeEventObserver(_ token: PagerObserverToken) { observers.remove(token) }
    func emit(_ event: PagerEvent<String>) { observers.emit(event) }
  }

  /// A host's controller that tells what it draws: during a far jump, the page it comes from
  /// and the destination drawn beside it.
  final class DrawingController: PagingController {
    var delegate: (any PagerDelegate<String>)?
    var observers = HostObservers<String>()
    var count = 5
    var isEmpty: Bool { false }
    var loops: Bool { false }
    var phase = PagerPhase.idle
    var currentIndex = 0
    var targetIndex = 0
    var settledIndex = 0
    var position = 0.0
    var bounds = PageBounds(count: 5)
    var drawnSegment = PagerDrawnSegment(
      origin: .init(virtual: 0, index: 0), destination: .init(virtual: 0, index: 0), progress: 0)

    func scroll(to index: Int, direction: PageDirection?, animated: Bool) throws(PagerError) {}
    func scrollToNext(animated: Bool) throws(PagerError) {}
    func scrollToPrevious(animated: Bool) throws(PagerError) {}
    func addEventObserver(_ observer: @escaping (PagerEvent<String>) -> Void)
      -> PagerObserverToken
    {
      observers.add(observer)
    }
    func removeEventObserver(_ token: PagerObserverToken) { observers.remove(token) }
  }

  @Test func aControllersOwnDrawnSegmentIsFollowedStraightAcrossAFarJump() throws {
    let controller = DrawingController()
    let tabs = try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    controller.phase = .settling
    controller.targetIndex = 4
    // Page 0 drawn beside page 4, 25% of the way: the position of such a controller runs as it
    // likes (here 3, which the indicator would show if it followed the position); the
    // indicator goes straight from tab 0 to tab 4, a quarter of the way.
    controller.position = 3
    controller.drawnSegment = PagerDrawnSegment(
      origin: .init(virtual: 0, index: 0), destination: .init(virtual: 4, index: 4),
      progress: 0.25)
    let snapshot = try #require(tabs.snapshot())
    #expect(snapshot.indicatorFrame == StripSpan(origin: 100, length: 100))
  }

  @Test func theDefaultSegmentIsTheSettledPageAndTheDefaultBoundsTheCount() {
    let controller = HostController()
    controller.settledIndex = 3
    controller.phase = .settling
    controller.position = 3.4
    #expect(controller.drawnSegment.origin == .init(virtual: 3, index: 3))
    #expect(controller.drawnSegment.destination == .init(virtual: 3, index: 3))
    #expect(controller.drawnSegment.progress == 0 && !controller.drawnSegment.isSplice)
    #expect(controller.bounds == PageBounds(count: 5))
  }

  @Test func aControllerWithoutACountIsRefused() throws {
    let controller = DrawingController()
    controller.bounds = PageBounds(first: 0, end: nil)
    #expect(throws: TabMenuError.unboundedPager) {
      try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    }
  }

  static func bar(_ count: Int) throws -> TabBar {
    TabBar(menu: try TabMenu(tabCount: count, sizing: .fixed(100), barLength: 300))
  }

  @Test func threeTabsOverFivePagesIsATypedErrorAtConstruction() throws {
    let controller = HostController()
    #expect(throws: TabMenuError.countMismatch(tabs: 3, pages: 5)) {
      try TabMenuCoordinator(pager: controller, bar: try Self.bar(3))
    }
    #expect(controller.observers.isEmpty)
  }

  @Test func tapsGoThroughThePublicCommandInTheBarsOrder() throws {
    let controller = HostController()
    controller.targetIndex = 2
    let tabs = try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    #expect(try tabs.selectTab(4, animated: false))
    #expect(try tabs.selectTab(0))
    #expect(try tabs.selectTab(2) == false)
    #expect(controller.scrolls == ["4 forward false", "0 reverse true"])
  }

  @Test func selectionChangesAreReportedFromTheControllersEvents() throws {
    let controller = HostController()
    let tabs = try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    var selected: [Int?] = []
    tabs.onSelectionChange = { selected.append($0.toIndex) }
    controller.emit(
      .didChangePage(
        PageChange(
          from: "a", to: "c", fromIndex: 0, toIndex: 2, direction: .forward, cause: .user)))
    controller.emit(.didScroll(position: 2))
    #expect(selected == [2])
  }

  @Test func theIndicatorFollowsThePositionWithTheSettledPageAsOrigin() throws {
    let controller = HostController()
    let tabs = try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    controller.phase = .settling
    controller.settledIndex = 0
    controller.targetIndex = 4
    // A far jump on a controller without a drawn strip: the position runs over the tabs between.
    controller.position = 2.25
    let snapshot = try #require(tabs.snapshot())
    #expect(snapshot.indicatorFrame == StripSpan(origin: 225, length: 100))
    #expect(snapshot.selectedTab == 2)
    // An exact half goes to the side of the settled page.
    controller.settledIndex = 3
    controller.position = 2.5
    #expect(tabs.snapshot()?.selectedTab == 3)
    controller.settledIndex = 0
    #expect(tabs.snapshot()?.selectedTab == 2)
  }

  @Test func aControllerWhoseCountChangedGivesNoSnapshotUntilTheBarIsReplaced() throws {
    let controller = HostController()
    let tabs = try TabMenuCoordinator(pager: controller, bar: try Self.bar(5))
    controller.count = 4
    #expect(tabs.snapshot() == nil)
    #expect(throws: TabMenuError.countMismatch(tabs: 5, pages: 4)) {
      try tabs.selectTab(1)
    }
    try tabs.setMenu(try Self.bar(4).menu)
    #expect(tabs.snapshot()?.tabCount == 4)
  }
}
