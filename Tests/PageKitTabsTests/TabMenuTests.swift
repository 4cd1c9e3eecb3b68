import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabMenuTests {
  /// The bar of Docs/Physics.md vectors T1–T4: tabs at 0, 200, 500, 750, 1150 wide content.
  static func vectorMenu(direction: LayoutDirection = .leftToRight) throws -> TabMenu {
    try TabMenu(
      tabCount: 4, sizing: .intrinsic([200, 300, 250, 400]), barLength: 600,
      layoutDirection: direction)
  }

  struct SizingCase: Sendable, CustomTestStringConvertible {
    var sizing: TabSizing
    var origins: [Double]
    var widths: [Double]
    var content: Double
    var testDescription: String { "\(sizing)" }
  }

  @Test(arguments: [
    SizingCase(
      sizing: .fixed(100), origins: [10, 115, 220], widths: [100, 100, 100], content: 330),
    SizingCase(sizing: .equal, origins: [10, 65, 120], widths: [50, 50, 50], content: 180),
    SizingCase(
      sizing: .intrinsic([40, 80, 60]), origins: [10, 55, 140], widths: [40, 80, 60],
      content: 210),
  ])
  func sizingPlacesTabs(_ c: SizingCase) throws {
    // Given a 180-point bar with 10-point insets and 5-point spacing
    let menu = try TabMenu(
      tabCount: 3, sizing: c.sizing, barLength: 180, spacing: 5, leadingInset: 10,
      trailingInset: 10)
    // Then frames and content length follow the sizing
    for index in 0..<3 {
      let frame = try #require(menu.frame(at: index))
      #expect(abs(frame.origin - c.origins[index]) < 1e-9, "tab \(index)")
      #expect(abs(frame.length - c.widths[index]) < 1e-9, "tab \(index)")
    }
    #expect(abs(menu.contentLength - c.content) < 1e-9)
  }

  struct AlignmentCase: Sendable, CustomTestStringConvertible {
    var alignment: TabAlignment
    var direction: LayoutDirection
    var origins: [Double]
    var testDescription: String { "\(alignment) \(direction)" }
  }

  // Two 100-point tabs, spacing 10, insets 5 on a 400-point bar: natural 220, extra 180.
  @Test(arguments: [
    AlignmentCase(alignment: .leading, direction: .leftToRight, origins: [5, 115]),
    AlignmentCase(alignment: .center, direction: .leftToRight, origins: [95, 205]),
    AlignmentCase(alignment: .trailing, direction: .leftToRight, origins: [185, 295]),
    AlignmentCase(alignment: .centerDistributed, direction: .leftToRight, origins: [65, 235]),
    AlignmentCase(alignment: .leading, direction: .rightToLeft, origins: [295, 185]),
    AlignmentCase(alignment: .center, direction: .rightToLeft, origins: [205, 95]),
    AlignmentCase(alignment: .trailing, direction: .rightToLeft, origins: [115, 5]),
    AlignmentCase(alignment: .centerDistributed, direction: .rightToLeft, origins: [235, 65]),
  ])
  func alignmentPlacesNarrowTabs(_ c: AlignmentCase) throws {
    let menu = try TabMenu(
      tabCount: 2, sizing: .fixed(100), barLength: 400, spacing: 10, leadingInset: 5,
      trailingInset: 5, alignment: c.alignment, layoutDirection: c.direction)
    #expect(menu.contentLength == 400)
    #expect(!menu.isScrollable)
    #expect(menu.frame(at: 0)?.origin == c.origins[0])
    #expect(menu.frame(at: 1)?.origin == c.origins[1])
  }

  @Test(arguments: TabAlignment.allCases)
  func alignmentIgnoredWhenTabsScroll(_ alignment: TabAlignment) throws {
    // Given tabs wider than the bar, every alignment gives the leading layout
    let menu = try TabMenu(
      tabCount: 5, sizing: .fixed(100), barLength: 300, spacing: 10, alignment: alignment)
    #expect(menu.isScrollable)
    #expect(menu.frame(at: 0)?.origin == 0)
    #expect(menu.frame(at: 4)?.origin == 440)
    #expect(menu.contentLength == 540)
  }

  @Test func verticalBarIgnoresRightToLeft() throws {
    let menu = try TabMenu(
      tabCount: 3, sizing: .fixed(50), barLength: 100, axis: .vertical,
      layoutDirection: .rightToLeft)
    #expect(!menu.isMirrored)
    #expect(menu.frame(at: 0)?.origin == 0)
  }

  @Test func rightToLeftMirrorsEveryFrame() throws {
    let ltr = try Self.vectorMenu()
    let rtl = try Self.vectorMenu(direction: .rightToLeft)
    for index in 0..<4 {
      let a = try #require(ltr.frame(at: index))
      let b = try #require(rtl.frame(at: index))
      #expect(b.origin == 1150 - a.end)
      #expect(b.length == a.length)
    }
  }

  struct InvalidCase: Sendable, CustomTestStringConvertible {
    var name: String
    var count: Int
    var sizing: TabSizing
    var bar: Double
    var spacing: Double
    var content: [Double]?
    var error: TabMenuError
    var testDescription: String { name }
  }

  @Test(arguments: [
    InvalidCase(
      name: "NaN width", count: 2, sizing: .intrinsic([10, .nan]), bar: 100, spacing: 0,
      content: nil, error: .nonFiniteValue),
    InvalidCase(
      name: "infinite fixed width", count: 2, sizing: .fixed(.infinity), bar: 100, spacing: 0,
      content: nil, error: .nonFiniteValue),
    InvalidCase(
      name: "NaN bar", count: 2, sizing: .equal, bar: .nan, spacing: 0, content: nil,
      error: .nonFiniteValue),
    InvalidCase(
      name: "overflowing content", count: 2, sizing: .intrinsic([.greatestFiniteMagnitude, 1e308]),
      bar: 100, spacing: 0, content: nil, error: .nonFiniteValue),
    InvalidCase(
      name: "negative spacing", count: 2, sizing: .equal, bar: 100, spacing: -1, content: nil,
      error: .negativeLength),
    InvalidCase(
      name: "negative width", count: 2, sizing: .intrinsic([10, -3]), bar: 100, spacing: 0,
      content: nil, error: .negativeLength),
    InvalidCase(
      name: "negative bar", count: 2, sizing: .equal, bar: -100, spacing: 0, content: nil,
      error: .negativeLength),
    InvalidCase(
      name: "negative count", count: -1, sizing: .equal, bar: 100, spacing: -1, content: nil,
      error: .negativeCount(-1)),
    InvalidCase(
      name: "too few widths", count: 3, sizing: .intrinsic([10, 20]), bar: 100, spacing: 0,
      content: nil, error: .widthsCountMismatch(expected: 3, actual: 2)),
    InvalidCase(
      name: "content width count", count: 2, sizing: .equal, bar: 100, spacing: 0,
      content: [1], error: .widthsCountMismatch(expected: 2, actual: 1)),
    InvalidCase(
      name: "NaN content width", count: 2, sizing: .equal, bar: 100, spacing: 0,
      content: [1, .nan], error: .nonFiniteValue),
  ])
  func hostileConstructionThrows(_ c: InvalidCase) {
    #expect(throws: c.error) {
      try TabMenu(
        tabCount: c.count, sizing: c.sizing, barLength: c.bar, spacing: c.spacing,
        contentWidths: c.content)
    }
  }

  @Test func emptyMenuIsAValidState() throws {
    let menu = try TabMenu(tabCount: 0, sizing: .equal, barLength: 320)
    #expect(menu.isEmpty)
    #expect(menu.contentLength == 320)
    #expect(menu.frame(at: 0) == nil)
    #expect(menu.index(at: 10) == nil)
    #expect(menu.visibleTabs(offset: 0).isEmpty)
    #expect(menu.extendedBounds == nil)
    #expect(menu.centeringInsets == (minEdge: 0, maxEdge: 0))
  }

  @Test func barNarrowerThanOneTabScrolls() throws {
    // Given one 200-point tab in a 120-point bar
    let menu = try TabMenu(tabCount: 1, sizing: .fixed(200), barLength: 120)
    // Then the content is the tab and the bar scrolls over it
    #expect(menu.contentLength == 200)
    #expect(menu.isScrollable)
    #expect(menu.maxOffset == 80)
  }

  @Test func equalSizingOnATooNarrowBarGivesZeroWidths() throws {
    // Given insets and spacing that alone exceed the bar
    let menu = try TabMenu(
      tabCount: 3, sizing: .equal, barLength: 20, spacing: 10, leadingInset: 10)
    // Then the tabs have zero width and the content is longer than the bar
    #expect(menu.frame(at: 2) == StripSpan(origin: 30, length: 0))
    #expect(menu.contentLength == 30)
  }

  @Test func outOfRangeLookupsAnswerNil() throws {
    let menu = try Self.vectorMenu()
    #expect(menu.frame(at: -1) == nil)
    #expect(menu.frame(at: 4) == nil)
    #expect(menu.frame(at: .max) == nil)
    #expect(menu.contentWidth(at: 4) == nil)
    #expect(menu.slotFrame(at: -2) == nil)
    #expect(menu.slotFrame(at: 5) == nil)
    #expect(menu.index(at: .nan) == nil)
    #expect(menu.visibleTabs(offset: .infinity).isEmpty)
  }

  @Test(arguments: [
    (-50.0, 0), (0.0, 0), (199.0, 0), (200.0, 1), (499.9, 1), (500.0, 2), (1149.0, 3),
    (5000.0, 3),
  ])
  func indexAtOffsetGivesBoundaryToTheFollowingTab(_ offset: Double, _ expected: Int) throws {
    #expect(try Self.vectorMenu().index(at: offset) == expected)
  }

  @Test func indexAtOffsetWithUniformTabsAndSpacing() throws {
    let menu = try TabMenu(tabCount: 4, sizing: .fixed(50), barLength: 100, spacing: 10)
    #expect(menu.index(at: 49) == 0)
    #expect(menu.index(at: 50) == 1)  // spacing belongs to the following tab
    #expect(menu.index(at: 59) == 1)
    #expect(menu.index(at: 229) == 3)
    let rtl = try TabMenu(
      tabCount: 4, sizing: .fixed(50), barLength: 100, spacing: 10, layoutDirection: .rightToLeft)
    #expect(rtl.index(at: 229) == 0)
    #expect(rtl.index(at: 1) == 3)
  }

  @Test func visibleTabsFollowTheOffset() throws {
    let menu = try Self.vectorMenu()
    #expect(menu.visibleTabs(offset: 0) == 0..<3)
    #expect(menu.visibleTabs(offset: 550) == 2..<4)
    let rtl = try Self.vectorMenu(direction: .rightToLeft)
    #expect(rtl.visibleTabs(offset: 550) == 0..<3)
    #expect(rtl.visibleTabs(offset: 0) == 2..<4)
  }

  @Test func centeringInsetsLetTheEndTabsReachTheCentre() throws {
    let menu = try Self.vectorMenu()
    // First tab centre 100 → 200 extra before; last tab centre 950 → 300 - 200 = 100 after.
    #expect(menu.centeringInsets == (minEdge: 200, maxEdge: 100))
    let rtl = try Self.vectorMenu(direction: .rightToLeft).centeringInsets
    #expect(rtl.minEdge == 100)
    #expect(rtl.maxEdge == 200)
  }

  @Test func tenThousandIntrinsicTabsAreCheap() throws {
    let widths = (0..<10_000).map { Double(40 + $0 % 7) }
    let menu = try TabMenu(
      tabCount: 10_000, sizing: .intrinsic(widths), barLength: 375, spacing: 4)
    var expected = 0.0
    for index in 0..<9_999 { expected += widths[index] + 4 }
    let last = try #require(menu.frame(at: 9_999))
    #expect(abs(last.origin - expected) < 1e-6)
    #expect(menu.index(at: last.origin) == 9_999)
    #expect(menu.index(at: last.origin - 1) == 9_999)  // the spacing before it
    #expect(menu.index(at: last.origin - 5) == 9_998)
  }
}

@Suite struct TabMenuScaleTests {
  @Test func uniformMenusNeedNoPerTabStorage() throws {
    // A million fixed-width tabs: construction and every query are O(1).
    let menu = try TabMenu(tabCount: 1_000_000, sizing: .fixed(60), barLength: 390, spacing: 2)
    #expect(menu.frame(at: 999_999) == StripSpan(origin: 999_999 * 62, length: 60))
    #expect(menu.index(at: 62 * 500_000 + 1) == 500_000)
    #expect(menu.visibleTabs(offset: 62 * 10) == 10..<17)
    let snapshot = try #require(
      TabBarSnapshot(
        menu: menu, scrolling: .centered, pager: .init(position: 999_998.5, isCircular: true)))
    #expect(snapshot.selectedTab == 999_998)
    #expect(snapshot.visibleTabs.contains(999_999))
  }
}
