import PageKitCore
import Testing

@testable import pagekit_demo

/// The event log: one numbering for people (screens count from 1, the log labels indices) and
/// lines in the order things happened (each screen's own log: `InteractiveSessionTests`).
@Suite struct EventLogTests {
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
