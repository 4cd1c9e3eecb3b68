import PageKitCarousel
import PageKitCore
import PageKitTabs
import PhotoGallery
import Testing

@Suite struct HomeTests {
  func run(_ home: Home, from start: Double, seconds: Double) throws -> Double {
    var now = start
    while now < start + seconds {
      now += 1.0 / 60
      try home.frame(at: now)
    }
    return now
  }

  @Test func tappingATabScrollsThePagerAndSelectsOnce() throws {
    let home = try Home(albums: ["Trips", "Family", "Food", "Pets"], screenWidth: 390)
    try home.frame(at: 0)
    try home.tabs.selectTab(2)
    _ = try run(home, from: 0, seconds: 1)
    #expect(home.pager.settledIndex == 2)
    #expect(home.selections == ["Food"])
    let snapshot = try #require(home.tabs.snapshot())
    #expect(snapshot.selectedTab == 2)
    #expect(snapshot.isAtRest)
  }

  @Test func swipingBackFromTheFirstAlbumWrapsAndTheTabsFollow() throws {
    let home = try Home(albums: ["Trips", "Family", "Food", "Pets"], screenWidth: 390)
    try home.frame(at: 0)
    try home.pager.beginDrag()
    try home.pager.drag(by: 250)
    try home.pager.endDrag(velocity: 900)
    _ = try run(home, from: 0, seconds: 1)
    #expect(home.pager.settledIndex == 3)
    #expect(home.selections == ["Pets"])
  }

  @Test func featuredCarouselAutoScrollsEveryThreeSeconds() throws {
    let home = try Home(albums: ["Trips"], screenWidth: 390)
    var changes: [PageChangeCause] = []
    var times: [Double] = []
    var clock = 0.0
    home.featured.addEventObserver { event in
      if case .willChangePage = event { times.append(clock) }
      if case .didChangePage(let change) = event { changes.append(change.cause) }
    }
    try home.frame(at: 0)
    while clock < 7.5 {
      clock += 1.0 / 60
      try home.frame(at: clock)
    }
    // Fires on the 3-second grid (the first frame at or after each fire time)…
    #expect(times.count == 2)
    for (fire, time) in times.enumerated() {
      #expect(abs(time - 3 * Double(fire + 1)) < 0.02, "fire \(fire) at \(time)")
    }
    // …and each move settles as an auto-scroll.
    #expect(changes == [.autoScroll, .autoScroll])
    #expect(home.featured.settledIndex == 2)
  }

  @Test func tabCountMustMatchThePages() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b"], id: \.self).circular(), transition: PolaroidTransition(),
      configuration: PagerConfiguration(viewportLength: 300))
    let menu = try TabMenu(tabCount: 3, sizing: .equal, barLength: 300)
    #expect(throws: TabMenuError.countMismatch(tabs: 3, pages: 2)) {
      _ = try TabMenuCoordinator(pager: pager, menu: menu)
    }
  }
}
