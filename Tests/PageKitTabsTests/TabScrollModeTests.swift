import PageKitCore
import PageKitTabs
import Testing

@Suite struct TabScrollModeTests {
  struct ScrollCase: Sendable, CustomTestStringConvertible {
    var mode: TabScrollMode
    var position: Double
    var current: Double
    var expected: Double
    var testDescription: String { "\(mode) p=\(position) current=\(current)" }
  }

  // The bar of Docs/Physics.md's vectors T1–T4: W = 600, C = 1150, maxOffset 550, centering
  // insets 200 / 100.
  @Test(arguments: [
    ScrollCase(mode: .preferCentered, position: 1.4, current: 0, expected: 160),  // vector T3
    ScrollCase(mode: .preferCentered, position: 0.5, current: 0, expected: 0),  // vector T4
    ScrollCase(mode: .preferCentered, position: 3, current: 0, expected: 550),
    ScrollCase(mode: .centered, position: 1.4, current: 0, expected: 160),
    ScrollCase(mode: .centered, position: 0.5, current: 0, expected: -75),
    ScrollCase(mode: .centered, position: 0, current: 0, expected: -200),
    ScrollCase(mode: .centered, position: 3, current: 0, expected: 650),
    ScrollCase(mode: .centered, position: -5, current: 0, expected: -200),
    ScrollCase(mode: .leading(inset: 16), position: 2, current: 0, expected: 484),
    ScrollCase(mode: .leading(inset: 16), position: 0, current: 0, expected: 0),
    ScrollCase(mode: .leading(inset: .nan), position: 1, current: 0, expected: 200),
    ScrollCase(mode: .trailing(inset: 16), position: 1, current: 0, expected: 0),
    ScrollCase(mode: .trailing(inset: 16), position: 2, current: 0, expected: 166),
    ScrollCase(mode: .trailing(inset: 16), position: 3, current: 0, expected: 550),
    ScrollCase(mode: .visible, position: 1, current: 0, expected: 0),
    ScrollCase(mode: .visible, position: 2, current: 0, expected: 150),
    ScrollCase(mode: .visible, position: 0, current: 550, expected: 0),
    ScrollCase(mode: .visible, position: 1.5, current: 300, expected: 300),
    ScrollCase(mode: .visible, position: 3, current: 100, expected: 550),
    ScrollCase(mode: .visible, position: 1, current: 9_999, expected: 200),
    ScrollCase(mode: .visible, position: 1, current: .nan, expected: 0),
  ])
  func modesAlignTheFocusFrameThenClamp(_ c: ScrollCase) throws {
    let ltr = try TabMenuTests.vectorMenu()
    let offset = c.mode.offset(in: ltr, for: .init(position: c.position), currentOffset: c.current)
    #expect(offset.map { abs($0 - c.expected) < 1e-9 } == true, "\(String(describing: offset))")
    // Right to left: the same layout mirrored, offsets measured from the left of the content.
    let rtl = try TabMenuTests.vectorMenu(direction: .rightToLeft)
    let mirroredCurrent = c.current.isFinite ? 550 - c.current : c.current
    let mirrored = c.mode.offset(
      in: rtl, for: .init(position: c.position), currentOffset: mirroredCurrent)
    if case .visible = c.mode, !c.current.isFinite {
      // A non-finite current offset counts as the start of the screen range in both layouts.
      #expect(mirrored.map { $0 >= 0 && $0 <= 550 } == true)
    } else {
      #expect(
        mirrored.map { abs($0 - (550 - c.expected)) < 1e-9 } == true,
        "\(String(describing: mirrored))")
    }
  }

  @Test func elasticIndicatorDoesNotChangeTheOffset() throws {
    // Vector T3 holds for every indicator: the offset follows the linear focus frame.
    let bar = try TabBar(
      menu: TabMenuTests.vectorMenu(), indicator: TabIndicator(interpolation: .elastic),
      scrolling: .preferCentered)
    let state = TabPagerState(
      position: 1.4, motion: TabMotion(origin: 1, destination: 2, progress: 0.4))
    let snapshot = try #require(bar.snapshot(for: state))
    #expect(abs(snapshot.menuOffset - 160) < 1e-9)
    #expect(abs(snapshot.focusFrame.origin - 320) < 1e-9)
  }

  // Docs/Physics.md, vector T4 (32 in the test's name, its former number).
  @Test func vector32ReportsTheFocusFrame() throws {
    let snapshot = try #require(
      TabBarSnapshot(menu: TabMenuTests.vectorMenu(), pager: .init(position: 0.5)))
    #expect(abs(snapshot.focusFrame.origin - 100) < 1e-9)
    #expect(abs(snapshot.focusFrame.length - 250) < 1e-9)
    #expect(snapshot.menuOffset == 0)
  }

  @Test(arguments: [
    TabScrollMode.preferCentered, .leading(inset: 0), .trailing(inset: 0), .visible,
  ])
  func tabsThatFitNeverScroll(_ mode: TabScrollMode) throws {
    let menu = try TabMenu(tabCount: 3, sizing: .fixed(50), barLength: 300, alignment: .center)
    for position in stride(from: -1.0, through: 3.0, by: 0.25) {
      #expect(mode.offset(in: menu, for: .init(position: position)) == 0, "p=\(position)")
    }
    #expect(mode.offsetRange(in: menu) == 0...0)
  }

  @Test func centeredRangeUsesTheCenteringInsets() throws {
    let menu = try TabMenuTests.vectorMenu()
    #expect(TabScrollMode.centered.offsetRange(in: menu) == -200...650)
    let rtl = try TabMenuTests.vectorMenu(direction: .rightToLeft)
    #expect(TabScrollMode.centered.offsetRange(in: rtl) == -100...750)
  }

  @Test func offsetIsContinuousDuringASwipe() throws {
    let menu = try TabMenuTests.vectorMenu()
    var previous: Double?
    for step in 0...300 {
      let position = Double(step) / 100
      let offset = try #require(
        TabScrollMode.centered.offset(in: menu, for: .init(position: position)))
      if let previous { #expect(abs(offset - previous) <= 4, "p=\(position)") }
      previous = offset
    }
  }

  @Test func emptyMenuAndNaNGiveNoOffset() throws {
    let empty = try TabMenu(tabCount: 0, sizing: .equal, barLength: 100)
    #expect(TabScrollMode.centered.offset(in: empty, for: .init(position: 0)) == nil)
    #expect(TabBar(menu: empty).snapshot(for: .resting(at: 0)) == nil)
    #expect(TabIndicator.standard.frame(in: empty, for: .resting(at: 0)) == nil)
    #expect(TabIndicator.standard.restingFrame(in: empty, at: 0) == nil)
    let menu = try TabMenuTests.vectorMenu()
    #expect(TabScrollMode.visible.offset(in: menu, for: .init(position: .nan)) == nil)
  }
}
