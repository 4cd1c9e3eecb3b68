import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// The tab coordinator over a `Pager` with an item layout — peeking cards, looping or not — as
/// over a full-page one: the indicator follows what the pager draws at the anchor (across a far
/// jump's splice, straight from the item before the break to the item after it, lighting no tab
/// between), and sits on the selected tab at rest. Tabs are 100 points wide, so tab `k` sits at
/// origin `100 k`.
@Suite struct TabsOverItemLayoutsTests {
  static let titles = ["a", "b", "c", "d", "e", "f"]

  /// Cards 300 points long, 12 apart, centred in a 375-point viewport.
  static func cards<S: PageSource>(_ source: S) throws -> TabMenuCoordinator<
    Pager<S, SlideTransition>
  > {
    let pager = try Pager(
      source: source, layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
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
    // The splice draws card 4's view (3, 4, 5) beside card 0's (0, 1): cards 1 and 3 pass the
    // anchor, card 2 is never drawn.
    #expect(jump.highlights == [0, 1, 3, 4])
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
    #expect(jump.highlights == [0, 1, 4, 5])
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

  @Test(arguments: [3, 5])
  func aRetargetDuringAFarJumpNeitherStepsNorRunsBack(to tab: Int) throws {
    // Given a peeking pager on its way from card 0 to card 4 (a splice), a few frames in
    let tabs = try Self.cards(CoordinatorFixtures.keyed(Self.titles))
    var clock = FrameClock()
    try tabs.selectTab(4)
    for _ in 0..<4 { _ = try clock.frame(tabs) }
    let before = try #require(tabs.snapshot())
    #expect(tabs.pager.phase == .settling)
    #expect(before.indicatorFrame.origin > 0 && before.indicatorFrame.origin < 400)

    // When another far tab is tapped
    try tabs.selectTab(tab)

    // Then the indicator does not step (the items on screen keep their slots),
    let after = try #require(tabs.snapshot())
    #expect(after.indicatorFrame == before.indicatorFrame)
    // and moves on to the new tab without running back
    let origins = ([after] + (try clock.settle(tabs))).map(\.indicatorFrame.origin)
    for i in origins.indices.dropFirst() {
      #expect(
        origins[i] >= origins[i - 1] - 1e-9, "frame \(i): \(origins[i - 1]) → \(origins[i])")
    }
    #expect(origins.last == Double(tab) * 100)
    #expect(tabs.pager.settledIndex == tab)
  }
}
