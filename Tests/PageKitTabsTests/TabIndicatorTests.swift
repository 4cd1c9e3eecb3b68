import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabIndicatorTests {
  static func menu(_ direction: LayoutDirection = .leftToRight) throws -> TabMenu {
    try TabMenuTests.vectorMenu(direction: direction)
  }

  static func close(_ a: StripSpan?, _ origin: Double, _ length: Double, _ tolerance: Double = 0.01)
    -> Bool
  {
    guard let a else { return false }
    return abs(a.origin - origin) <= tolerance && abs(a.length - length) <= tolerance
  }

  // Docs/Physics.md, vector T1 (29 in the test's name, its former number).
  @Test func vector29LinearIndicator() throws {
    // Given tabs x = [0,200,500,750], w = [200,300,250,400] at p = 1.4
    let frame = TabIndicator.standard.frame(in: try Self.menu(), for: .init(position: 1.4))
    // Then x = 320 and width = 280
    #expect(Self.close(frame, 320, 280, 1e-9))
  }

  // Docs/Physics.md, vector T2 (30 in the test's name, its former number).
  @Test func vector30ElasticIndicatorMovingRight() throws {
    // Given a swipe from tab 1 toward tab 2 at p = 1.4
    let indicator = try TabIndicator(interpolation: .elastic)
    let state = TabPagerState(
      position: 1.4, motion: TabMotion(origin: 1, destination: 2, progress: 0.4))
    let frame = try #require(indicator.frame(in: try Self.menu(), for: state))
    // Then left = 257.29 (fraction 0.19098) and right = 646.95 (fraction 0.58779)
    #expect(abs(frame.origin - 257.29) < 0.005)
    #expect(abs(frame.end - 646.95) < 0.005)
  }

  @Test func elasticIndicatorMovingLeftLeadsWithTheLeftEdge() throws {
    // Given a swipe from tab 2 back toward tab 1, at p = 1.4 (fraction 0.6 of the way)
    let indicator = try TabIndicator(interpolation: .elastic)
    let state = TabPagerState(
      position: 1.4, motion: TabMotion(origin: 2, destination: 1, progress: 0.6))
    let frame = try #require(indicator.frame(in: try Self.menu(), for: state))
    // Then the left edge (in front) uses sin(0.6π/2) and the right edge 1 − cos(0.6π/2)
    #expect(abs(frame.origin - (500 - 300 * 0.809017)) < 0.001)
    #expect(abs(frame.end - (750 - 250 * 0.412215)) < 0.001)
  }

  @Test(arguments: TabIndicator.Interpolation.allCases)
  func integralPositionsSitExactlyOnTheTab(_ interpolation: TabIndicator.Interpolation) throws {
    let indicator = try TabIndicator(interpolation: interpolation)
    let menu = try Self.menu()
    for index in 0..<4 {
      for origin in [nil, 0, 3] as [Int?] {
        let motion = origin.map { TabMotion(origin: $0, destination: index, progress: 1) }
        let frame = indicator.frame(
          in: menu, for: TabPagerState(position: Double(index), motion: motion))
        #expect(frame == menu.frame(at: index), "tab \(index) origin \(String(describing: origin))")
      }
    }
  }

  @Test func rightToLeftMirrorsTheIndicator() throws {
    let frame = TabIndicator.standard.frame(
      in: try Self.menu(.rightToLeft), for: .init(position: 1.4))
    #expect(Self.close(frame, 1150 - 600, 280, 1e-9))
  }

  struct WidthCase: Sendable, CustomTestStringConvertible {
    var width: TabIndicator.Width
    var origin: Double
    var length: Double
    var testDescription: String { "\(width)" }
  }

  @Test(arguments: [
    WidthCase(width: .tab, origin: 200, length: 300),
    WidthCase(width: .content, origin: 300, length: 100),
    WidthCase(width: .fixed(40), origin: 330, length: 40),
  ])
  func widthModes(_ c: WidthCase) throws {
    let menu = try TabMenu(
      tabCount: 4, sizing: .intrinsic([200, 300, 250, 400]), barLength: 600,
      contentWidths: [120, 100, 900, 10])
    let indicator = try TabIndicator(width: c.width)
    #expect(Self.close(indicator.restingFrame(in: menu, at: 1), c.origin, c.length, 1e-9))
  }

  @Test func contentWidthIsCappedAtTheTab() throws {
    let menu = try TabMenu(
      tabCount: 2, sizing: .fixed(100), barLength: 600, contentWidths: [300, 50])
    #expect(menu.contentWidth(at: 0) == 100)
    let frame = try TabIndicator(width: .content).restingFrame(in: menu, at: 0)
    #expect(frame == StripSpan(origin: 0, length: 100))
  }

  @Test func contentWidthInterpolatesBetweenTabs() throws {
    let menu = try TabMenu(
      tabCount: 2, sizing: .fixed(100), barLength: 600, contentWidths: [40, 80])
    let frame = try TabIndicator(width: .content).frame(in: menu, for: .init(position: 0.5))
    // From [30, 70] to [110, 190] half way: [70, 130]
    #expect(Self.close(frame, 70, 60, 1e-9))
  }

  struct StyleCase: Sendable, CustomTestStringConvertible {
    var style: TabIndicatorStyle
    var direction: LayoutDirection
    var origin: Double
    var length: Double
    var testDescription: String { "\(style.shape) \(direction)" }
  }

  @Test(arguments: [
    StyleCase(
      style: .init(shape: .underline, thickness: 2, leadingInset: 10, trailingInset: 30),
      direction: .leftToRight, origin: 210, length: 260),
    StyleCase(
      style: .init(shape: .underline, thickness: 2, leadingInset: 10, trailingInset: 30),
      direction: .rightToLeft, origin: 1150 - 500 + 30, length: 260),
    StyleCase(
      style: .init(shape: .block, thickness: 30, leadingInset: 200, trailingInset: 200),
      direction: .leftToRight, origin: 350, length: 0),
    StyleCase(
      style: .init(shape: .dot, thickness: 6, leadingInset: 99), direction: .leftToRight,
      origin: 347, length: 6),
  ])
  func stylesShapeTheFrame(_ c: StyleCase) throws {
    let indicator = try TabIndicator(overscroll: .virtualSlot, style: c.style)
    let frame = indicator.restingFrame(in: try Self.menu(c.direction), at: 1)
    #expect(Self.close(frame, c.origin, c.length, 1e-9))
    #expect(indicator.style.thickness == c.style.thickness)
  }

  @Test func invalidIndicatorValuesThrow() {
    #expect(throws: TabMenuError.nonFiniteValue) { try TabIndicator(width: .fixed(.nan)) }
    #expect(throws: TabMenuError.negativeLength) { try TabIndicator(width: .fixed(-1)) }
    #expect(throws: TabMenuError.negativeLength) {
      try TabIndicator(overscroll: .virtualSlot, style: .init(shape: .block, thickness: -2))
    }
    #expect(throws: TabMenuError.nonFiniteValue) {
      try TabIndicator(
        overscroll: .virtualSlot, style: .init(shape: .dot, thickness: 4, cornerRadius: .infinity))
    }
  }

  struct OverscrollCase: Sendable, CustomTestStringConvertible {
    var option: TabIndicator.Overscroll
    var position: Double
    var origin: Double
    var length: Double
    var testDescription: String { "\(option) at \(position)" }
  }

  @Test(arguments: [
    // Virtual slot before tab 0 is [-200, 0]; after tab 3 it is [1150, 1550].
    OverscrollCase(option: .virtualSlot, position: -0.25, origin: -50, length: 200),
    OverscrollCase(option: .virtualSlot, position: -3, origin: -200, length: 200),
    OverscrollCase(option: .virtualSlot, position: 3.5, origin: 950, length: 400),
    OverscrollCase(option: .compress, position: -0.25, origin: 0, length: 150),
    OverscrollCase(option: .compress, position: 3.5, origin: 950, length: 200),
    OverscrollCase(option: .compress, position: 9, origin: 1150, length: 0),
    OverscrollCase(option: .clamp, position: -0.25, origin: 0, length: 200),
    OverscrollCase(option: .clamp, position: 3.5, origin: 750, length: 400),
  ])
  func overscrollOptions(_ c: OverscrollCase) throws {
    let indicator = try TabIndicator(overscroll: c.option)
    let frame = indicator.frame(in: try Self.menu(), for: .init(position: c.position))
    #expect(Self.close(frame, c.origin, c.length, 1e-9))
  }

  @Test func compressInRightToLeftKeepsTheOuterEdge() throws {
    let indicator = try TabIndicator(overscroll: .compress)
    let frame = indicator.frame(in: try Self.menu(.rightToLeft), for: .init(position: -0.25))
    // Tab 0 is [950, 1150] on screen; its outer (right) edge stays.
    #expect(Self.close(frame, 1000, 150, 1e-9))
  }

  @Test func nonFinitePositionGivesNoFrame() throws {
    let menu = try Self.menu()
    for position in [Double.nan, .infinity, -.infinity] {
      #expect(TabIndicator.standard.frame(in: menu, for: .init(position: position)) == nil)
      #expect(
        TabIndicator.standard.frame(in: menu, for: .init(position: position, isCircular: true))
          == nil)
    }
  }

  @Test func hugePositionsDoNotTrap() throws {
    let menu = try Self.menu()
    let bounds = try #require(menu.extendedBounds)
    for position in [1e300, -1e300, Double.greatestFiniteMagnitude, 1e18 + 0.5] {
      for circular in [false, true] {
        let frame = try #require(
          TabIndicator.standard.frame(
            in: menu, for: .init(position: position, isCircular: circular)))
        #expect(frame.origin >= bounds.origin && frame.end <= bounds.end, "\(position)")
      }
    }
  }
}
