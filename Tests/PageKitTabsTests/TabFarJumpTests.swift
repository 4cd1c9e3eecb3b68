import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabFarJumpTests {
  static func bar() throws -> TabBar {
    TabBar(menu: try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 300))
  }

  static func jump(
    _ origin: Int, _ destination: Int, _ progress: Double, position: Double,
    circular: Bool = false, direction: PageDirection? = nil
  ) -> TabPagerState {
    TabPagerState(
      position: position, isCircular: circular,
      motion: TabMotion(
        origin: origin, destination: destination, progress: progress, direction: direction))
  }

  @Test func farJumpGoesStraightWithoutLightingTheTabsBetween() throws {
    // Given an animated jump 0 → 4, half way (the pager reports a spliced position of 2)
    let snapshot = try #require(try Self.bar().snapshot(for: Self.jump(0, 4, 0.5, position: 2)))
    // Then the indicator is half way between the two tabs, tabs 1–3 stay unselected
    #expect(snapshot.indicatorFrame == StripSpan(origin: 200, length: 100))
    #expect(snapshot.selectedTab == 0)  // exactly half stays with the origin
    #expect(snapshot.selectionProgress(of: 0) == 0.5)
    #expect(snapshot.selectionProgress(of: 4) == 0.5)
    for tab in 1...3 { #expect(snapshot.selectionProgress(of: tab) == 0) }
  }

  @Test(arguments: [
    (0.0, 0, 0.0), (0.51, 4, 204.0), (1.0, 4, 400.0), (1.3, 4, 400.0), (-0.2, 0, 0.0),
  ])
  func farJumpFollowsProgress(_ progress: Double, _ selected: Int, _ origin: Double) throws {
    let snapshot = try #require(
      try Self.bar().snapshot(for: Self.jump(0, 4, progress, position: 1.7)))
    #expect(snapshot.selectedTab == selected)
    #expect(abs(snapshot.indicatorFrame.origin - origin) < 1e-9)
  }

  @Test func backwardFarJump() throws {
    let snapshot = try #require(try Self.bar().snapshot(for: Self.jump(4, 1, 0.25, position: 3)))
    #expect(abs(snapshot.indicatorFrame.origin - 325) < 1e-9)
    #expect(snapshot.transitionTabs == (4, 1))
  }

  @Test func elasticFarJumpLeadsWithTheFrontEdge() throws {
    let bar = TabBar(
      menu: try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 300),
      indicator: try TabIndicator(interpolation: .elastic))
    let snapshot = try #require(bar.snapshot(for: Self.jump(0, 4, 0.5, position: 2)))
    let frame = snapshot.indicatorFrame
    // Front (right) edge at sin(π/4) of the way, back edge at 1 − cos(π/4).
    #expect(abs(frame.end - (100 + 400 * 0.7071067811865476)) < 1e-9)
    #expect(abs(frame.origin - 400 * (1 - 0.7071067811865476)) < 1e-9)
  }

  @Test func adjacentMotionFollowsThePositionNotTheProgress() throws {
    // A cancelled swipe: motion 0 → 1 but the position is returning.
    let snapshot = try #require(try Self.bar().snapshot(for: Self.jump(0, 1, 0.9, position: 0.3)))
    #expect(abs(snapshot.indicatorFrame.origin - 30) < 1e-9)
  }

  @Test func nonFiniteFarProgressGivesNoSnapshot() throws {
    #expect(try Self.bar().snapshot(for: Self.jump(0, 4, .nan, position: 1)) == nil)
    #expect(try Self.bar().snapshot(for: Self.jump(0, 1, .nan, position: 0.5)) != nil)
  }

  @Test func outOfRangeMotionIsIgnored() throws {
    let bar = try Self.bar()
    let plain = try #require(bar.snapshot(for: .init(position: 1.25)))
    for (origin, destination) in [(7, 0), (0, 7), (-1, 3), (Int.min, Int.max)] {
      let snapshot = try #require(
        bar.snapshot(for: Self.jump(origin, destination, 0.5, position: 1.25)))
      #expect(snapshot.indicatorFrame == plain.indicatorFrame, "\(origin) → \(destination)")
    }
  }

  struct CircularCase: Sendable, CustomTestStringConvertible {
    var origin: Int
    var destination: Int
    var direction: PageDirection?
    var position: Double
    var indicatorOrigin: Double
    var testDescription: String {
      "\(origin) → \(destination) \(String(describing: direction)) at \(position)"
    }
  }

  @Test(arguments: [
    // Shortest path 4 → 0 crosses the seam: adjacent, follows the position.
    CircularCase(origin: 4, destination: 0, direction: nil, position: 4.3, indicatorOrigin: 430),
    CircularCase(
      origin: 0, destination: 4, direction: .reverse, position: -0.3, indicatorOrigin: -30),
    // Forward 0 → 4 the long way is a far jump: straight along the bar by progress.
    CircularCase(origin: 0, destination: 4, direction: .forward, position: 2, indicatorOrigin: 200),
    // 1 → 4 automatic is the shortest path (reverse, 2 pages): far, straight along the bar.
    CircularCase(origin: 1, destination: 4, direction: nil, position: -0.5, indicatorOrigin: 250),
  ])
  func circularMotions(_ c: CircularCase) throws {
    let state = Self.jump(
      c.origin, c.destination, 0.5, position: c.position, circular: true, direction: c.direction)
    let snapshot = try #require(try Self.bar().snapshot(for: state))
    #expect(abs(snapshot.indicatorFrame.origin - c.indicatorOrigin) < 1e-9)
  }
}
