import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabSelectionTests {
  static func snapshot(_ state: TabPagerState) throws -> TabBarSnapshot {
    try #require(TabBarSnapshot(menu: TabMenuTests.vectorMenu(), pager: state))
  }

  @Test func progressCrossFadesBetweenTheTwoTabs() throws {
    let snapshot = try Self.snapshot(.init(position: 1.4))
    #expect(abs(snapshot.selectionProgress(of: 1) - 0.6) < 1e-12)
    #expect(abs(snapshot.selectionProgress(of: 2) - 0.4) < 1e-12)
    #expect(snapshot.selectionProgress(of: 0) == 0)
    #expect(snapshot.selectionProgress(of: 3) == 0)
    #expect(snapshot.selectionProgress(of: -1) == 0)
    #expect(snapshot.selectionProgress(of: 4) == 0)
    #expect(snapshot.selectedTab == 1)
    #expect(!snapshot.isAtRest)
  }

  @Test(arguments: 0..<4)
  func atRestTheSelectedTabHasFullProgress(_ index: Int) throws {
    let snapshot = try Self.snapshot(.resting(at: index))
    #expect(snapshot.selectedTab == index)
    #expect(snapshot.selectionProgress(of: index) == 1)
    #expect(snapshot.isAtRest)
    #expect(snapshot.transitionTabs == (index, index))
  }

  struct HalfCase: Sendable, CustomTestStringConvertible {
    var position: Double
    var origin: Int?
    var selected: Int
    var testDescription: String { "p=\(position) from \(String(describing: origin))" }
  }

  @Test(arguments: [
    HalfCase(position: 1.5, origin: 1, selected: 1),  // exactly half stays with the origin
    HalfCase(position: 1.5, origin: 2, selected: 2),
    HalfCase(position: 1.5, origin: 0, selected: 1),  // the origin is behind: the lower tab
    HalfCase(position: 1.5, origin: 3, selected: 2),
    HalfCase(position: 1.5, origin: nil, selected: 1),  // no motion: the lower tab
    HalfCase(position: 1.5000001, origin: 1, selected: 2),  // strictly past half flips
    HalfCase(position: 1.4999999, origin: 2, selected: 1),
    HalfCase(position: -0.7, origin: 0, selected: 0),  // overscroll keeps the edge tab
    HalfCase(position: 3.9, origin: 3, selected: 3),
  ])
  func visualSelectionFlipsStrictlyPastHalf(_ c: HalfCase) throws {
    let motion = c.origin.map { TabMotion(origin: $0, destination: $0, progress: 0) }
    let snapshot = try Self.snapshot(.init(position: c.position, motion: motion))
    #expect(snapshot.selectedTab == c.selected)
  }

  @Test func accessibilityDescribesEachTab() throws {
    let snapshot = try Self.snapshot(.init(position: 1.2))
    let second = try #require(snapshot.accessibility(for: 1, title: "Recent"))
    #expect(second.ordinal == 2)
    #expect(second.count == 4)
    #expect(second.title == "Recent")
    #expect(second.isSelected)
    let third = try #require(snapshot.accessibility(for: 2))
    #expect(!third.isSelected)
    #expect(third.title == nil)
    #expect(snapshot.accessibility(for: 4) == nil)
    #expect(snapshot.accessibility(for: -1) == nil)
  }

  @Test func tapDirectionFollowsTheBarOrder() throws {
    let bar = TabBar(menu: try TabMenuTests.vectorMenu())
    #expect(bar.tapDirection(from: 3, to: 0) == .reverse)
    #expect(bar.tapDirection(from: 0, to: 3) == .forward)
    #expect(bar.tapDirection(from: 2, to: 2) == nil)
    #expect(bar.tapDirection(from: 2, to: 9) == nil)
  }
}
