import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabCircularSeamTests {
  /// Five 100-point tabs on a 300-point bar: content 500, slots -1 = [-100, 0], 5 = [500, 600].
  static func bar(_ direction: LayoutDirection = .leftToRight) throws -> TabBar {
    TabBar(
      menu: try TabMenu(
        tabCount: 5, sizing: .fixed(100), barLength: 300, layoutDirection: direction))
  }

  static func state(_ position: Double, from origin: Int) -> TabPagerState {
    TabPagerState(
      position: position, isCircular: true,
      motion: TabMotion(origin: origin, destination: origin, progress: 0))
  }

  struct SeamCase: Sendable, CustomTestStringConvertible {
    var position: Double
    var origin: Int
    var selected: Int
    var indicatorOrigin: Double
    var testDescription: String { "p=\(position) from \(origin)" }
  }

  @Test(arguments: [
    SeamCase(position: -0.3, origin: 0, selected: 0, indicatorOrigin: -30),
    SeamCase(position: -0.5, origin: 0, selected: 0, indicatorOrigin: -50),
    SeamCase(position: -0.7, origin: 0, selected: 4, indicatorOrigin: 430),
    SeamCase(position: 4.3, origin: 4, selected: 4, indicatorOrigin: 430),
    SeamCase(position: 4.5, origin: 4, selected: 4, indicatorOrigin: 450),
    SeamCase(position: 4.5, origin: 0, selected: 0, indicatorOrigin: -50),
    SeamCase(position: 4.8, origin: 4, selected: 0, indicatorOrigin: -20),
    SeamCase(position: 9.3, origin: 4, selected: 4, indicatorOrigin: 430),
    SeamCase(position: -5.7, origin: 0, selected: 4, indicatorOrigin: 430),
  ])
  func seamExtrapolatesBesideTheNearestEdge(_ c: SeamCase) throws {
    let snapshot = try #require(
      try Self.bar().snapshot(for: Self.state(c.position, from: c.origin)))
    #expect(snapshot.selectedTab == c.selected)
    #expect(abs(snapshot.indicatorFrame.origin - c.indicatorOrigin) < 1e-9)
    #expect(abs(snapshot.indicatorFrame.length - 100) < 1e-9)
  }

  @Test func seamIsMirroredRightToLeft() throws {
    let snapshot = try #require(try Self.bar(.rightToLeft).snapshot(for: Self.state(-0.3, from: 0)))
    // Tab 0 is [400, 500] on screen; the virtual slot before it is [500, 600].
    #expect(abs(snapshot.indicatorFrame.origin - 430) < 1e-9)
  }

  @Test func indicatorNeverSweepsAcrossTheBar() throws {
    // Given a forward swipe from the last page across the seam, in 1% steps
    let bar = try Self.bar()
    for step in 0...100 {
      let position = 4 + Double(step) / 100
      let snapshot = try #require(bar.snapshot(for: Self.state(position, from: 4)))
      let frame = snapshot.indicatorFrame
      // Then it is beside one edge, within one virtual slot, never over the middle tabs
      let besideEnd = frame.origin >= 400 - 1e-9 && frame.end <= 600 + 1e-9
      let besideStart = frame.origin >= -100 - 1e-9 && frame.end <= 100 + 1e-9
      #expect(besideEnd || besideStart, "p=\(position)")
      #expect(besideEnd == (snapshot.selectedTab == 4), "p=\(position)")
    }
  }

  @Test(arguments: [(-1.0, 4), (5.0, 0), (10.0, 0), (-6.0, 4), (2.0, 2)])
  func virtualRestingPositionsSitOnTheTab(_ position: Double, _ tab: Int) throws {
    let bar = try Self.bar()
    let snapshot = try #require(bar.snapshot(for: .init(position: position, isCircular: true)))
    #expect(snapshot.indicatorFrame == bar.menu.frame(at: tab))
    #expect(snapshot.selectedTab == tab)
    #expect(snapshot.isAtRest)
  }

  @Test func selectionProgressCrossFadesAcrossTheSeam() throws {
    let snapshot = try #require(try Self.bar().snapshot(for: Self.state(4.3, from: 4)))
    #expect(abs(snapshot.selectionProgress(of: 4) - 0.7) < 1e-9)
    #expect(abs(snapshot.selectionProgress(of: 0) - 0.3) < 1e-9)
    #expect(snapshot.selectionProgress(of: 2) == 0)
  }

  @Test func menuOffsetJumpsToTheOtherEndAtTheFlip() throws {
    let bar = try Self.bar()
    let before = try #require(bar.snapshot(for: Self.state(4.3, from: 4)))
    let after = try #require(bar.snapshot(for: Self.state(4.7, from: 4)))
    #expect(before.menuOffset == 200)
    #expect(after.menuOffset == 0)
  }

  @Test func oneTabCircularBehavesAsBounded() throws {
    let menu = try TabMenu(tabCount: 1, sizing: .fixed(100), barLength: 300)
    let indicator = try TabIndicator(overscroll: .clamp)
    let frame = indicator.frame(in: menu, for: .init(position: 0.4, isCircular: true))
    #expect(frame == StripSpan(origin: 0, length: 100))
  }

  @Test(arguments: [(0, 1.5, 1), (2, 0.5, 0), (1, 2.5, 2)])
  func halfWayRoundAnOddLoopCountsAsForward(origin: Int, position: Double, selected: Int) throws {
    // Given three tabs and a motion from `origin` whose position lies exactly half way round the
    // loop from it (1.5 tabs forward, or as many back), between two tabs
    let menu = try TabMenu(tabCount: 3, sizing: .fixed(100), barLength: 300)
    let snapshot = try #require(
      TabBar(menu: menu).snapshot(for: Self.state(position, from: origin)))
    // Then the tie goes forward, as the loop's shortest path does, on either side of the seam:
    // the swipe came forward through `selected`, and an exact half keeps that tab selected
    #expect(snapshot.selectedTab == selected)
    #expect(!snapshot.isAtRest)
  }

  @Test func twoTabCircularSeam() throws {
    let menu = try TabMenu(tabCount: 2, sizing: .fixed(100), barLength: 300)
    let state = TabPagerState(
      position: 1.25, isCircular: true, motion: TabMotion(origin: 1, destination: 0, progress: 0))
    let frame = TabIndicator.standard.frame(in: menu, for: state)
    // Past tab 1 into the virtual slot after it, not back over tab 0.
    #expect(frame == StripSpan(origin: 125, length: 100))
  }
}
