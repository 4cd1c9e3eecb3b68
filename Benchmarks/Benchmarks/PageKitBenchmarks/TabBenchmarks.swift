import Benchmark
import PageKitCore
import PageKitTabs

/// A scrollable tab bar of labels of different widths, its pages, and positions sweeping across
/// the tabs in the middle of the bar.
final class TabFixture {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The tabs.
  let menu: TabMenu
  /// The indicator (the default one), kept as a host keeps it.
  let indicator = TabIndicator.standard
  /// The pages behind the tabs (for the seed's search).
  let pages: [PageObject]
  /// The seed's controller over the pages.
  let seed: SeedPageController<PageObject>
  /// Every tab's frame, computed once (the seed's collection-view layout).
  let frames: [StripSpan]
  /// Pager positions, one per frame.
  let positions: [Double]

  /// Creates the fixture.
  ///
  /// - Parameter count: The number of tabs.
  /// - Throws: A `TabMenuError` (never, for these values).
  init(count: Int) throws {
    let widths = (0..<count).map { 64 + Double(($0 * 29) % 90) }
    let menu = try TabMenu(
      tabCount: count, sizing: .intrinsic(widths), barLength: 375, spacing: 8, leadingInset: 16,
      trailingInset: 16)
    self.menu = menu
    pages = makePages(count)
    seed = SeedPageController(controllers: pages)
    frames = (0..<count).compactMap { menu.frame(at: $0) }
    let middle = Double(count / 2)
    positions = (0..<1_024).map { middle - 1 + Double($0 % 256) / 128 }
  }
}

/// The tab indicator's frame and the menu offset, via `TabMenu.snapshot`, at 10 and 10,000 tabs.
func registerTabBenchmarks() {
  for count in tabCounts {
    Benchmark(benchmarkName("tabs.snapshot", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      let menu = fixture.menu
      let indicator = fixture.indicator
      var offset = 0.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let state = TabPagerState(position: fixture.positions[step & 1_023])
        if let snapshot = menu.snapshot(
          indicator: indicator, scrolling: .centered, pager: state, currentOffset: offset)
        {
          offset = snapshot.menuOffset
          blackHole(snapshot.indicatorFrame)
        }
      }
      blackHole(offset)
    } setup: {
      try TabFixture(count: count)
    }

    // The pager-tab seed: on each transition, find the pending page's index by a search, then
    // move the bar to that tab's frame, centred.
    Benchmark(benchmarkName("tabs.snapshot", count, .baseline), configuration: configuration()) {
      benchmark, fixture in
      let barLength = fixture.menu.barLength
      let maxOffset = fixture.menu.maxOffset
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let position = fixture.positions[step & 1_023]
        let pending = fixture.pages[Int(position.rounded())]
        guard let index = fixture.seed.index(of: pending) else { continue }
        let frame = fixture.frames[index]
        blackHole(frame)
        blackHole(min(max(frame.center - barLength / 2, 0), maxOffset))
      }
    } setup: {
      try TabFixture(count: count)
    }
  }
}

/// A coordinator over a pager crossing a far jump's splice: each frame reads what the pager draws
/// and computes the bar's snapshot.
final class TabCoordinatorFixture {
  /// The pager behind the bar.
  let pager: Pager<ArrayPageSource<Int, Int>, SlideTransition>
  /// The coordinator's per-frame call, `snapshot()`.
  let snapshot: () -> TabBarSnapshot?
  /// Keeps the coordinator alive.
  private let owner: AnyObject

  /// Creates the fixture: equal tabs, the pager a third of the way through a jump from the first
  /// page to the middle one.
  ///
  /// - Parameter count: The number of tabs.
  /// - Throws: A `PagerError` or `TabMenuError` (never, for these values).
  init(count: Int) throws {
    pager = try Pager(
      source: ArrayPageSource(Array(0..<count)),
      configuration: PagerConfiguration(viewportLength: 375))
    let menu = try TabMenu(tabCount: count, sizing: .fixed(80), barLength: 375)
    let tabs = try TabMenuCoordinator(pager: pager, menu: menu, scrolling: .centered)
    try pager.advance(to: 0)
    try tabs.selectTab(count / 2)
    try pager.advance(to: 0.1)
    owner = tabs
    snapshot = { tabs.snapshot() }
  }
}

/// The coordinator's per-frame snapshot (what the pager draws, then the bar), at 10 and 10,000
/// tabs.
func registerTabCoordinatorBenchmarks() {
  for count in tabCounts {
    Benchmark(benchmarkName("tabs.coordinator", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      let snapshot = fixture.snapshot
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(snapshot())
      }
    } setup: {
      try TabCoordinatorFixture(count: count)
    }
  }
}
