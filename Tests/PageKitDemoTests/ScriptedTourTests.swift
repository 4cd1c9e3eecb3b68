import Foundation
import Testing

@testable import pagekit_demo

/// The scripted tour against its committed transcript.
///
/// To regenerate the fixture after an intended change, run
/// `PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter PageKitDemoTests` (or
/// `swift run pagekit-demo </dev/null > Tests/PageKitDemoTests/Fixtures/tour.txt`) and review the
/// diff.
@Suite struct ScriptedTourTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/tour.txt")

  static let regenerateHint =
    "If the change is intended, regenerate the fixture with "
    + "`PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter PageKitDemoTests` and review the diff."

  @Test func tourMatchesTheCommittedFixture() throws {
    // Given the tour's transcript
    let transcript = try ScriptedTour.transcript()
    if ProcessInfo.processInfo.environment["PAGEKIT_REGENERATE_FIXTURES"] == "1" {
      try transcript.write(to: Self.fixture, atomically: true, encoding: .utf8)
    }
    // Then it equals the fixture byte for byte
    let expected = try String(contentsOf: Self.fixture, encoding: .utf8)
    let firstDifference = zip(
      transcript.split(separator: "\n", omittingEmptySubsequences: false),
      expected.split(separator: "\n", omittingEmptySubsequences: false)
    ).enumerated().first { $0.element.0 != $0.element.1 }
    let detail =
      firstDifference.map {
        "first difference at line \($0.offset + 1):\n  got:      \($0.element.0)\n"
          + "  expected: \($0.element.1)"
      } ?? "lengths differ: \(transcript.utf8.count) bytes vs \(expected.utf8.count)"
    let identical = transcript.utf8.elementsEqual(expected.utf8)
    #expect(
      identical,
      "The tour no longer matches Fixtures/tour.txt; \(detail)\n\(Self.regenerateHint)")
  }

  @Test func tourIsDeterministic() throws {
    #expect(try ScriptedTour.transcript() == ScriptedTour.transcript())
  }

  @Test func tourIsPlainFixedWidthText() throws {
    let transcript = try ScriptedTour.transcript()
    // No escape codes outside interactive mode.
    #expect(!transcript.contains("\u{1B}"))
    // Every frame line is exactly 72 columns, whatever the terminal; the whole tour stays a few
    // hundred lines (a hundred and fifty or fewer a screen: five screens).
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() where line.hasPrefix("│") || line.hasPrefix("┌") {
      #expect(line.count == FrameRenderer.tourWidth, "line \(number + 1): \(line)")
    }
    #expect(lines.count < 750)
  }

  @Test func tourVisitsEveryScreenAndQuits() throws {
    var lines: [String] = []
    let app = try ScriptedTour.play { lines.append($0) }
    #expect(app.didQuit)
    #expect(lines.last?.hasPrefix("Tour finished") == true)
    for (index, screen) in app.screens.enumerated() {
      let tab = "[\(index + 1) \(screen.title)]"
      #expect(lines.contains { $0.contains(tab) }, "\(screen.title) never shown")
    }
    // Issue 2: a cancelled swipe leaves Home, a completed one reaches Trending, the jump lands on
    // Settings, and the reload shifts Settings without announcing a change.
    #expect(
      lines.contains {
        $0.contains("didChangePage       Home (index 0) → Trending (index 1) forward user")
      })
    #expect(
      lines.contains {
        $0.contains("didChangePage       Home (index 0) → Settings (index 4) forward programmatic")
      })
    #expect(!lines.contains { $0.contains("dataReload") })
    // The tab coordinator reports each selection once: the swipe, the tap, the jump; never the
    // cancelled swipe or the reload.
    let selections = lines.filter { $0.contains("selectionChange") }
    let details = selections.map {
      $0.components(separatedBy: "selectionChange").last?.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      details == [
        "Home (tab index 0) → Trending (tab index 1) user",
        "Trending (tab index 1) → Home (tab index 0) programmatic",
        "Home (tab index 0) → Settings (tab index 4) programmatic",
      ])
    // Issue 3: three strategies' placements.
    for name in ["Cube", "Depth", "CoverFlow"] {
      #expect(lines.contains { $0.contains(" \(name) ") }, "\(name) missing")
    }
    // Issue 8: auto-scroll changed cards; the fling back cancelled the announced change.
    #expect(
      lines.contains {
        $0.contains("didChangePage       Alps (index 0) → Baltic (index 1) forward autoScroll")
      })
    #expect(
      lines.contains {
        $0.contains("didCancelPageChange Baltic (index 1) → Cairo (index 2) forward autoScroll")
      })
    // Issue 11: the snapping strip's own events — a slow drag to the nearest item, a fling
    // past several, one item for one →, and item 12 resting at the end of the content.
    for change in [
      "item 1 (index 0) → item 2 (index 1) forward user",
      "item 2 (index 1) → item 5 (index 4) forward user",
      "item 5 (index 4) → item 6 (index 5) forward programmatic",
      "item 6 (index 5) → item 12 (index 11) forward programmatic",
    ] {
      #expect(lines.contains { $0.contains("didChangePage       \(change)") }, "\(change)")
    }
    #expect(lines.contains { $0.contains("offset 760.0 of 760.0  current: item 12") })
    // Nothing was refused.
    #expect(!lines.contains { $0.contains("refused") || $0.contains("threw") })
  }

  @Test func executableExitsCleanlyWithoutATerminal() throws {
    // When the built executable runs with standard input from /dev/null
    let run = try DemoExecutable.run([])
    // Then it plays the tour and exits 0
    #expect(run.status == 0)
    #expect(run.output == (try ScriptedTour.transcript()))
  }

  @Test func tourModePlaysTheTour() throws {
    let run = try DemoExecutable.run(["tour"])
    #expect(run.status == 0)
    #expect(run.output == (try ScriptedTour.transcript()))
  }
}
