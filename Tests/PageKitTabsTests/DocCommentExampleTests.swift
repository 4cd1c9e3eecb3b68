import PageKitCore
import PageKitTabs
import Testing

/// The examples in PageKitTabs' doc comments, as written there, with what they promise checked.
///
/// `DocumentationExampleTests` (in the demo's tests) finds each doc-comment example in a compiled
/// file; these are those files for PageKitTabs.
@MainActor
@Suite struct DocCommentExampleTests {
  @Test func coordinatorTapScrollsForwardAndSelectsOnce() throws {
    // TabMenuCoordinator's doc comment
    let titles = ["Home", "Trending", "Saved"]
    let timestamp = 0.0
    var selected: Int?
    var drawn: [(StripSpan, Double)] = []
    func draw(_ indicator: StripSpan, _ menuOffset: Double) {
      drawn.append((indicator, menuOffset))
    }
    let pager = try Pager(
      source: ArrayPageSource(titles, id: \.self).circular(),
      configuration: PagerConfiguration(viewportLength: 390))
    let menu = try TabMenu(tabCount: titles.count, sizing: .equal, barLength: 390)
    let tabs = try TabMenuCoordinator(pager: pager, menu: menu)
    tabs.onSelectionChange = { change in selected = change.toIndex }

    try tabs.selectTab(2)  // a tap: forward, because tab 2 is after tab 0
    try pager.advance(to: timestamp)  // every frame, then:
    if let snapshot = tabs.snapshot() { draw(snapshot.indicatorFrame, snapshot.menuOffset) }
    // Later frames, until the motion ends
    try pager.advance(to: timestamp + 2)
    if let snapshot = tabs.snapshot() { draw(snapshot.indicatorFrame, snapshot.menuOffset) }
    #expect(selected == 2)
    #expect(pager.settledIndex == 2)
    #expect(drawn.last?.0 == menu.frame(at: 2))
  }

  @Test func menuFrameOfAnIntrinsicTab() throws {
    // TabMenu's doc comment
    let menu = try TabMenu(
      tabCount: 3, sizing: .intrinsic([64, 90, 72]), barLength: 320, spacing: 8,
      leadingInset: 16, trailingInset: 16)
    let frame = menu.frame(at: 1)  // StripSpan(origin: 88, length: 90)
    #expect(frame == StripSpan(origin: 88, length: 90))
  }

  @Test func snapshotDrawsTheIndicatorMenuAndHighlights() throws {
    // TabBarSnapshot's doc comment
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d"]).circular(), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 100))
    let menu = try TabMenu(tabCount: 4, sizing: .fixed(120), barLength: 300)
    var indicatorOrigin = 0.0
    var copyOrigin: Double? = 0
    var menuOffset = 0.0
    var highlight = [Double](repeating: 0, count: 4)
    let state = TabPagerState(position: pager.position, isCircular: true)
    if let snapshot = menu.snapshot(pager: state, currentOffset: menuOffset) {
      indicatorOrigin = snapshot.indicatorFrame.origin
      copyOrigin = snapshot.indicatorCopyFrame?.origin  // across a circular seam
      menuOffset = snapshot.menuOffset
      for tab in snapshot.visibleTabs { highlight[tab] = snapshot.selectionProgress(of: tab) }
    }
    #expect(indicatorOrigin == 120)
    #expect(copyOrigin == nil)
    #expect(highlight == [0, 1, 0, 0])
    #expect(menuOffset >= 0)
    // A quarter of the way from the last tab across the seam: past the last tab's end, and the
    // copy a quarter of the way into the first tab from the virtual slot before it.
    let seam = TabPagerState(position: 3.25, isCircular: true)
    if let snapshot = menu.snapshot(pager: seam, currentOffset: menuOffset) {
      indicatorOrigin = snapshot.indicatorFrame.origin
      copyOrigin = snapshot.indicatorCopyFrame?.origin  // across a circular seam
    }
    #expect(indicatorOrigin == 390)
    #expect(copyOrigin == -90)
  }

  #if canImport(Observation)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func observableTabMenuShowsTheIndicator() throws {
      // ObservableTabMenu's doc comment
      let pager = try Pager(
        source: ArrayPageSource(["a", "b"]), configuration: PagerConfiguration(viewportLength: 300))
      let menu = try TabMenu(tabCount: 2, sizing: .fixed(100), barLength: 300)
      let tabs = ObservableTabMenu(try TabMenuCoordinator(pager: pager, menu: menu))
      // held by a view as `@State var tabs`; in its body:
      // Capsule().frame(width: tabs.snapshot?.indicatorFrame.length)
      #expect(tabs.snapshot?.indicatorFrame.length == 100)
    }
  #endif
}

/// The examples of the PageKitTabs catalog and of `Docs/Tabs.md`, as written there.
@MainActor
@Suite struct TabsGuideExampleTests {
  /// Where the host draws the indicator and scrolls the bar.
  struct Drawing {
    var indicator: StripSpan?
    var offset: Double?
    mutating func draw(indicatorAt frame: StripSpan, offset: Double) {
      indicator = frame
      self.offset = offset
    }
  }

  @Test func catalogBarFollowsThePosition() throws {
    // PageKitTabs.md: a bar described once, a snapshot every frame
    let titles = ["Home", "Trending", "Library", "Settings"]
    let measuredWidths = [52.0, 80, 66, 74]
    let (position, scrollOffset) = (1.5, 0.0)
    var drawing = Drawing()
    func draw(indicatorAt frame: StripSpan, offset: Double) {
      drawing.draw(indicatorAt: frame, offset: offset)
    }
    let menu = try TabMenu(
      tabCount: titles.count, sizing: .intrinsic(measuredWidths), barLength: 390, spacing: 8,
      leadingInset: 16, trailingInset: 16)
    let indicator = try TabIndicator(interpolation: .elastic)

    // Every frame:
    let state = TabPagerState(position: position, isCircular: true)
    if let snapshot = menu.snapshot(
      indicator: indicator, scrolling: .centered, pager: state, currentOffset: scrollOffset)
    {
      draw(indicatorAt: snapshot.indicatorFrame, offset: snapshot.menuOffset)
    }
    // Half way from Trending to Library, the indicator lies between their tabs
    let drawn = try #require(drawing.indicator)
    let trending = try #require(menu.frame(at: 1))
    let library = try #require(menu.frame(at: 2))
    #expect(drawn.origin > trending.origin)
    #expect(drawn.origin + drawn.length <= library.origin + library.length + 1e-9)
    #expect(drawing.offset != nil)
  }

  @Test func guideStateWithoutACoordinator() throws {
    // Docs/Tabs.md, "Without a coordinator": the indicator follows the position
    let menu = try TabMenu(tabCount: 8, sizing: .fixed(100), barLength: 390)
    let position = 2.4
    let menuOffset = 0.0
    var drawing = Drawing()
    func draw(indicatorAt frame: StripSpan, offset: Double) {
      drawing.draw(indicatorAt: frame, offset: offset)
    }
    let state = TabPagerState(
      position: position,  // fractional page; continuous across a circular seam
      isCircular: true)
    if let snapshot = menu.snapshot(pager: state, currentOffset: menuOffset) {
      draw(indicatorAt: snapshot.indicatorFrame, offset: snapshot.menuOffset)
    }
    // 40 % of the way from tab 2 to tab 3: origin 240
    let indicator = try #require(drawing.indicator)
    #expect(abs(indicator.origin - 240) < 1e-9)
  }

  @Test func guideAliasNamesThePagerOnce() throws {
    // Docs/Tabs.md, "Binding a pager": one alias for the pager and the coordinator
    let titles = ["Home", "Trending", "Saved"]
    let menu = try TabMenu(tabCount: titles.count, sizing: .equal, barLength: 375)
    typealias FeedPager = Pager<
      CircularPageSource<ArrayPageSource<String, String>>, SlideTransition
    >

    let feed: FeedPager = try Pager(
      source: ArrayPageSource(titles, id: \.self).circular(),
      configuration: PagerConfiguration(viewportLength: 375))
    let feedTabs: TabMenuCoordinator<FeedPager> = try TabMenuCoordinator(
      pager: feed, menu: menu)
    #expect(feedTabs.pager === feed)
    #expect(try feedTabs.selectTab(1))
  }
}
