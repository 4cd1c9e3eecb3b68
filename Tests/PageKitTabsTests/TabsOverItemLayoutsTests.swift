import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// The tab coordinator over a `Pager` with an item layout — peeking cards, looping or not — as
/// over a full-page one: the indicator follows what the pager draws, straight from the old tab
/// to the new one across a far jump's splice, and sits on the selected tab at rest. Tabs are 100
/// points wide, so tab `k` sits at origin `100 k`.
@Suite struct TabsOverItemLayoutsTests {
  static let titles = ["a", "b", "c", "d", "e", "f"]

  /// Cards 300 points long, 12 apart, centred in a 375-point viewport.
  static func cards<S: PageSource>(_ source: S) throws -> TabMenuCoordinator<
    Pager<S, SlideTransition>
  > {
    let pager = try Pager(
      source: source, layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(pageLength: 375))
    return try TabMenuCoordinator(pager: pager, menu: try CoordinatorFixtures.menu(6))
  }

  /// The indicator's origins while `tabs` settles, and the highlighted tabs in order.
  static func followJump<S: PageSource>(_ tabs: TabMenuCoordinator<Pager<S, SlideTransition>>)
    throws -> (origins: [Double], highlights: [Int])
  {
    var clock = FrameClock()
    let snapshots = try clock.settle(tabs)
    var highlights: [Int] = []
    for snapshot in snapshots where highlights.last != snapshot.selectedTab {
      highlights.append(snapshot.selectedTab)
    }
    return (snapshots.map(\.indicatorFrame.origin), highlights)
  }

  @Test func aFarJumpOnAPeekingPagerMovesTheIndicatorStraightToTheNewTab() throws {
    let tabs = try Self.cards(CoordinatorFixtures.keyed(Self.titles))
    try tabs.selectTab(4)
    let jump = try Self.followJump(tabs)
    #expect(jump.highlights == [0, 4])
    #expect(zip(jump.origins, jump.origins.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(jump.origins.last == 400)
    #expect(tabs.snapshot()?.indicatorFrame.origin == 400)
  }

  @Test func aFarJumpOnALoopingPeekingPagerFollowsTheBarsOrder() throws {
    let tabs = try Self.cards(CoordinatorFixtures.keyed(Self.titles).circular())
    #expect(tabs.pager.loops)
    // The bar is linear: the last tab lies to the right, so the pager goes forward.
    try tabs.selectTab(5)
    let jump = try Self.followJump(tabs)
    #expect(jump.highlights == [0, 5])
    #expect(zip(jump.origins, jump.origins.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    #expect(tabs.pager.settledIndex == 5)
    #expect(tabs.snapshot()?.indicatorFrame.origin == 500)
  }

  @Test func aSwipeOnAPeekingPagerMovesTheIndicatorByTheFractionOfAStride() throws {
    let tabs = try Self.cards(CoordinatorFixtures.keyed(Self.titles))
    try tabs.pager.beginDrag()
    // A quarter of a card's stride (312 points) toward card 1.
    try tabs.pager.drag(by: -78)
    let snapshot = try #require(tabs.snapshot())
    #expect(abs(snapshot.indicatorFrame.origin - 25) < 1e-9)
  }
}
