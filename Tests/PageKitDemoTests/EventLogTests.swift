import PageKitCore
import Testing

@testable import pagekit_demo

/// The event log: one numbering for people (screens count from 1, the log labels indices) and
/// lines in the order things happened, across screens.
@Suite struct EventLogTests {
  /// Ticks `app` at 60 Hz for `frames` frames from `time`, taking the lines as the interactive
  /// driver does (an open `didScroll` run stays open) and appending what it would show.
  ///
  /// - Returns: The time after the last frame.
  static func run(
    _ app: DemoApp, from time: Double, frames: Int, into shown: inout [String]
  ) -> Double {
    var time = time
    for _ in 0..<frames {
      time += 1.0 / 60
      app.tick(to: time)
      shown += app.drainEvents(includingScrolls: false)
      // What the driver draws below the frame: the lines taken so far, then the open run.
      let display = shown + app.openScrollLines
      #expect(
        Self.times(display) == Self.times(display).sorted(), "out of order at t=\(time)")
    }
    return time
  }

  /// The time stamps of `lines`, in seconds.
  static func times(_ lines: [String]) -> [Double] {
    lines.compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("t=") }.flatMap { Double($0.dropFirst(2)) }
    }
  }

  @Test func linesFromTwoScreensStayInTimeOrder() throws {
    // Given the carousel settling after a swipe
    let app = try DemoApp()
    var shown: [String] = []
    app.perform(.nextScreen)
    app.perform(.next)
    var time = Self.run(app, from: 0, frames: 12, into: &shown)
    #expect(app.screens[1].isBusy)
    // When the tab pager is shown and a tab tapped while the carousel still scrolls
    app.perform(.previousScreen)
    app.perform(.select(2))
    time = Self.run(app, from: time, frames: 90, into: &shown)
    shown += app.drainEvents()
    // Then every line is in time order (checked at every frame above), and the carousel's
    // didScroll lines are split around the tab pager's lines instead of folded into one line
    // pinned below them
    #expect(Self.times(shown) == Self.times(shown).sorted())
    let firstTabLine = try #require(shown.firstIndex { $0.contains("Library") })
    let carouselScrolls = shown.indices.filter {
      shown[$0].contains("didScroll") && !shown[$0].contains("×1 ")
    }
    #expect(carouselScrolls.contains { $0 < firstTabLine })
    let carouselDone = try #require(shown.lastIndex { $0.contains("Alps (index 0) → Baltic") })
    #expect(carouselDone > firstTabLine)
  }

  @Test func aDidScrollFoldsOnlyIntoTheLineJustBeforeIt() {
    // Given scrolls from one source, a note, scrolls again, then another source's scrolls
    let log = EventLog()
    let name: (Int?) -> String = { $0.map { "page \($0)" } ?? "none" }
    log.record(PagerEvent<Int>.didScroll(position: 0.1), at: 1, from: "A", name: name)
    log.record(PagerEvent<Int>.didScroll(position: 0.2), at: 1.1, from: "A", name: name)
    log.note("something else", at: 1.2)
    log.record(PagerEvent<Int>.didScroll(position: 0.3), at: 1.3, from: "A", name: name)
    log.record(PagerEvent<Int>.didScroll(position: 5.5), at: 1.4, from: "B", name: name)
    // Then each run is its own line, where it happened
    #expect(
      log.drain() == [
        "  t=1.000  didScroll           ×2 position 0.100 … 0.200",
        "  t=1.200  note                something else",
        "  t=1.300  didScroll           position 0.300",
        "  t=1.400  didScroll           position 5.500",
      ])
  }

  @Test func anOpenRunStaysOpenUntilAnotherLineEndsIt() {
    let log = EventLog()
    let name: (Int?) -> String = { _ in "" }
    log.record(PagerEvent<Int>.didScroll(position: 1), at: 1, from: "A", name: name)
    #expect(log.drain(includingScrolls: false).isEmpty)
    log.record(PagerEvent<Int>.didScroll(position: 2), at: 2, from: "A", name: name)
    #expect(log.openScrollLine == "  t=1.000  didScroll           ×2 position 1.000 … 2.000")
    log.note("later", at: 3)
    #expect(log.openScrollLine == nil)
    #expect(log.drain(includingScrolls: false).count == 2)
  }

  // MARK: Numbering

  /// A demo after one step forward on screen `screen`, at rest (before the carousel's first
  /// auto-scroll, 2 s in): its frame and its log.
  static func afterOneStep(on screen: Int) throws -> (frame: [String], log: [String]) {
    let app = try DemoApp()
    for _ in 0..<screen { app.perform(.nextScreen) }
    app.perform(.select(1))
    var time = 0.0
    for _ in 0..<100 {
      time += 1.0 / 60
      app.tick(to: time)
    }
    return (app.renderFrame(), app.drainEvents())
  }

  static let steps: [(screen: Int, onScreen: [String], logged: String)] = [
    (
      0, ["[Trending]", "Trending · page 2 of 5", "current page 2 of 5"],
      "Home (index 0) → Trending (index 1)"
    ),
    (
      1, ["2 Baltic", "card 2 of 6 · Baltic", "target card 2"], "Alps (index 0) → Baltic (index 1)"
    ),
    (2, ["current: item 2", "target: item 2"], "item 1 (index 0) → item 2 (index 1)"),
  ]

  @Test(arguments: steps)
  func theScreenCountsFromOneAndTheLogLabelsIndices(
    screen: Int, onScreen: [String], logged: String
  ) throws {
    // Given one step from the first page, card or item to the second
    let (frame, log) = try Self.afterOneStep(on: screen)
    // Then the screen says 2, and never writes an index
    for text in onScreen {
      #expect(frame.contains { $0.contains(text) }, "'\(text)' not on screen")
    }
    #expect(!frame.contains { $0.contains("index") || $0.contains("#") })
    // And the log names both pages with their labelled indices
    #expect(log.contains { $0.contains("didChangePage       \(logged) forward programmatic") })
    for line in log where line.contains("ChangePage") || line.contains("selectionChange") {
      #expect(!line.contains("#"), "\(line)")
      #expect(line.contains("(index ") || line.contains("(tab index "), "\(line)")
    }
  }

  @Test func theTabCoordinatorsReportLabelsTabIndices() throws {
    let (_, log) = try Self.afterOneStep(on: 0)
    #expect(
      log.contains {
        $0.hasSuffix("selectionChange     Home (tab index 0) → Trending (tab index 1) programmatic")
      })
  }
}
