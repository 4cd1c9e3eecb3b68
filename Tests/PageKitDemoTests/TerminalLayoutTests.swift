import Testing

@testable import pagekit_demo

/// The interactive demo fitted to the terminal: every screen at any width from the minimum up,
/// one plain line below it, and resizes that keep what is on display.
@Suite struct TerminalLayoutTests {
  /// Event lines longer than any terminal here, so that cutting them shows.
  static let longEvents = (1...10).map {
    "  t=\($0).000  didChangePage       " + String(repeating: "Trending (index 1) → ", count: 8)
  }

  /// A demo showing screen `screen` (0, 1 or 2) in the middle of a motion, so the status lines
  /// are at their longest (target and settled differ, phase `settling`).
  static func demo(showing screen: Int) throws -> DemoApp {
    let app = try DemoApp()
    for _ in 0..<screen { app.perform(.nextScreen) }
    app.perform(.select(2))
    var time = 0.0
    for _ in 0..<6 {
      time += 1.0 / 60
      app.tick(to: time)
    }
    return app
  }

  static let widths = [40, 50, 72, 120]

  /// Whether `line` is an event line (indented or, when cut to fit, not).
  static func isEvent(_ line: String) -> Bool { line.drop { $0 == " " }.hasPrefix("t=") }

  @Test(arguments: widths, [0, 1, 2])
  func everyScreenFitsTheTerminalsWidth(width: Int, screen: Int) throws {
    // Given a screen in motion and a terminal `width` columns wide
    let app = try Self.demo(showing: screen)
    let size = TerminalSize(columns: width, rows: 30)
    // When a frame is laid out for it
    let lines = InteractiveLayout.lines(app: app, events: Self.longEvents, size: size)
    // Then no line is wider than the terminal (nothing wraps), the frame is exactly as wide,
    // and everything fits in its rows
    for line in lines {
      #expect(line.count <= width, "\(width) columns: \(line)")
    }
    let frame = lines.prefix { !$0.hasPrefix(" ") && !$0.isEmpty }
    #expect(frame.first?.hasPrefix("┌") == true)
    #expect(frame.last?.hasPrefix("└") == true)
    for line in frame { #expect(line.count == width, "\(width) columns: \(line)") }
    #expect(lines.count <= size.rows)
    #expect(lines.contains(where: Self.isEvent), "no event line at \(width) columns")
    // And the screen's keys are all there, wrapped at their separators
    let help = lines.filter { $0.hasPrefix(" ") && !Self.isEvent($0) }.joined(separator: " · ")
    for key in app.active.help.components(separatedBy: " · ") {
      #expect(help.contains(key), "\(width) columns: '\(key)' missing")
    }
    // And the status is packed onto rows, not cut: its fields are whole
    let target = ["target page 3", "target card 3", "target: item 3"][screen]
    for field in [target, "settling"] {
      #expect(lines.contains { $0.contains(field) }, "\(width) columns: '\(field)' missing")
    }
  }

  @Test(arguments: [0, 1, 2])
  func theMinimumSizeHoldsEveryScreenWithSomeEvents(screen: Int) throws {
    let app = try Self.demo(showing: screen)
    let minimum = InteractiveLayout.minimumSize
    let lines = InteractiveLayout.lines(app: app, events: Self.longEvents, size: minimum)
    #expect(lines.count == minimum.rows)
    #expect(lines.first?.hasPrefix("┌") == true)
    #expect(lines.filter(Self.isEvent).count >= 3)
    #expect(lines.allSatisfy { $0.count <= minimum.columns })
  }

  static let tooSmall: [(columns: Int, rows: Int)] = [(39, 30), (30, 8), (120, 15), (12, 2)]

  @Test(arguments: tooSmall)
  func belowTheMinimumOnePlainLineSaysHowBigTheTerminalMustBe(columns: Int, rows: Int) throws {
    // Given a terminal smaller than the minimum in one dimension or both
    let app = try Self.demo(showing: 0)
    let size = TerminalSize(columns: columns, rows: rows)
    // When a frame is laid out for it
    let lines = InteractiveLayout.lines(app: app, events: Self.longEvents, size: size)
    // Then it is one plain line that fits, saying so and naming the minimum
    #expect(lines.count == 1)
    let line = try #require(lines.first)
    #expect(line.count <= columns)
    #expect(!line.contains("┌") && !line.contains("\u{1B}"))
    #expect(line.contains("40×16"), "\(line)")
    // And the app keeps the width it had: nothing was laid out for the tiny terminal
    #expect(app.width == FrameRenderer.tourWidth)
  }

  static let messages: [(columns: Int, message: String)] = [
    (
      120,
      "Terminal too small (120×10): PageKit's demo needs at least 40×16. "
        + "Resize it, or press q to quit."
    ),
    (60, "Terminal too small: needs at least 40×16, is 60×10."),
    (36, "Too small: needs 40×16, is 36×10"),
    (12, "Needs 40×16"),
    (8, "Needs 4…"),
  ]

  @Test(arguments: messages)
  func theTooSmallMessageIsTheLongestWordingThatFits(columns: Int, message: String) {
    #expect(
      InteractiveLayout.tooSmallMessage(for: TerminalSize(columns: columns, rows: 10))
        == message)
  }

  @Test func eventLinesTooWideLoseTheirPaddingBeforeTheyAreCut() {
    let lines = [
      "  t=4.749  willChangePage      Home (index 0) → Trending (index 1) forward user",
      "  t=4.749  phaseDidChange      dragging → settling",
    ]
    // All fit: unchanged
    #expect(InteractiveLayout.fitEvents(lines, width: 100) == lines)
    // One does not: all lose their padding, alike; the one still too wide is cut
    #expect(
      InteractiveLayout.fitEvents(lines, width: 71) == [
        "t=4.749 willChangePage Home (index 0) → Trending (index 1) forward user",
        "t=4.749 phaseDidChange dragging → settling",
      ])
    #expect(
      InteractiveLayout.fitEvents(lines, width: 38) == [
        "t=4.749 willChangePage Home (index 0)…", "t=4.749 phaseDidChange dragging → set…",
      ])
  }

  @Test func aResizeKeepsThePageOnDisplayAndAnnouncesNothing() throws {
    // Given the demo at rest on Library (tab 3), card 1 and item 6
    let app = try DemoApp()
    app.perform(.select(2))
    app.perform(.nextScreen)
    app.perform(.nextScreen)
    app.perform(.select(5))
    var time = 0.0
    for _ in 0..<180 {
      time += 1.0 / 60
      app.tick(to: time)
    }
    _ = app.drainEvents()
    let shelf = try #require(app.screens[2] as? SnapStripScreen)
    // When the terminal narrows to 40 columns, then widens to 120
    for width in [40, 120] {
      _ = InteractiveLayout.lines(
        app: app, events: [], size: TerminalSize(columns: width, rows: 30))
      time += 1.0 / 60
      app.tick(to: time)
      // Then every screen is laid out for it, the same pages show, and no change is announced
      #expect(app.screens.allSatisfy { $0.width == width - 2 })
      #expect(shelf.pager.viewportLength == Double(width - 2) * SnapStripScreen.pointsPerColumn)
      #expect(shelf.pager.settledIndex == 5)
      #expect(shelf.pager.contentOffset == shelf.restingOffset(ofItem: 5))
      let tabs = try #require(app.screens[0] as? TabPagerScreen)
      #expect(tabs.pager.settledIndex == 2)
      #expect(tabs.tabs.menu.barLength == Double(width - 2))
      #expect(!app.drainEvents().contains { $0.contains("ChangePage") || $0.contains("refused") })
    }
  }

  @Test(arguments: [40, 50, 72, 120])
  func theSelectedTabStaysInViewAtEveryWidth(width: Int) throws {
    // Given the tab pager on its last tab, Settings, in a terminal `width` columns wide
    let app = try DemoApp()
    app.resize(toWidth: width)
    app.perform(.select(4))
    var time = 0.0
    for _ in 0..<120 {
      time += 1.0 / 60
      app.tick(to: time)
    }
    // Then the bar scrolls so that the selected tab is drawn whole
    let menu = try #require(app.renderFrame().dropFirst().first)
    #expect(menu.contains("[Settings]"), "\(width) columns: \(menu)")
  }

  // MARK: The terminal's size

  static let sizes: [(TerminalSize?, String?, String?, TerminalSize)] = [
    (TerminalSize(columns: 50, rows: 30), "100", "40", TerminalSize(columns: 50, rows: 30)),
    (nil, "100", "40", TerminalSize(columns: 100, rows: 40)),
    (TerminalSize(columns: 0, rows: 0), "100", nil, TerminalSize(columns: 100, rows: 24)),
    (nil, "wide", "-3", TerminalSize(columns: 80, rows: 24)),
    (nil, nil, nil, TerminalSize(columns: 80, rows: 24)),
  ]

  @Test(arguments: sizes)
  func theSizeComesFromTheTerminalThenTheEnvironmentThen80By24(
    reported: TerminalSize?, columns: String?, lines: String?, expected: TerminalSize
  ) {
    #expect(
      TerminalSize.resolve(reported: reported, columnsVariable: columns, linesVariable: lines)
        == expected)
  }

  // MARK: Text layout

  @Test func piecesArePackedOntoAsFewLinesAsFit() {
    let pieces = ["current page 1 of 5", "target page 2", "settled page 1", "settling"]
    #expect(
      TextLayout.pack(pieces, separator: "  ", width: 72) == [
        "current page 1 of 5  target page 2  settled page 1  settling"
      ])
    #expect(
      TextLayout.pack(pieces, separator: "  ", width: 38) == [
        "current page 1 of 5  target page 2", "settled page 1  settling",
      ])
    #expect(TextLayout.pack(["a very long piece"], separator: " ", width: 8) == ["a very …"])
    #expect(TextLayout.pack(pieces, separator: " ", width: 0).isEmpty)
  }

  @Test func aLongLineIsCutWithAnEllipsis() {
    #expect(TextLayout.fit("didChangePage", width: 20) == "didChangePage")
    #expect(TextLayout.fit("didChangePage", width: 7) == "didCha…")
    #expect(TextLayout.fit("didChangePage", width: 0) == "")
  }
}
