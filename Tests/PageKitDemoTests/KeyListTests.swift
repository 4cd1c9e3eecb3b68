import Foundation
import Testing

@testable import pagekit_demo

/// The keys `--help` lists are the README's, and each does what the list says: one list
/// (`HelpText.keys`), checked against the README's key table and against `KeyDecoder`.
@Suite struct KeyListTests {
  /// What each listed key sends, and the actions it must decode to.
  static let decoded: [String: [(bytes: [UInt8], actions: [DemoAction])]] = [
    "←/→, ↑/↓, Home/End, PgUp/PgDn": [
      ([0x1B, 0x5B, 0x44], [.key(.left)]), ([0x1B, 0x5B, 0x43], [.key(.right)]),
      (Array("\u{1B}[A\u{1B}[B".utf8), [.key(.up), .key(.down)]),
      (Array("\u{1B}[H\u{1B}[F".utf8), [.key(.first), .key(.last)]),
      (Array("\u{1B}[5~\u{1B}[6~".utf8), [.key(.pageUp), .key(.pageDown)]),
    ],
    "h/l, a/d": [(Array("hlad".utf8), [.previous, .next, .previous, .next])],
    "mouse": [
      (
        Array("\u{1B}[<0;10;5M\u{1B}[<32;14;5M\u{1B}[<0;14;5m\u{1B}[<65;14;5M".utf8),
        [
          .mouse(MouseReport(kind: .press, column: 9, row: 4)),
          .mouse(MouseReport(kind: .drag, column: 13, row: 4)),
          .mouse(MouseReport(kind: .release, column: 13, row: 4)),
          .mouse(MouseReport(kind: .wheel(dx: 0, dy: 1), column: 13, row: 4)),
        ]
      )
    ],
    "p": [(Array("p".utf8), [.togglePolicy])],
    "⇧←/⇧→, </>": [
      (Array("\u{1B}[1;2D\u{1B}[1;2C".utf8), [.flingPrevious, .flingNext]),
      (Array("<>".utf8), [.flingPrevious, .flingNext]),
    ],
    "1–9, 0": [(Array("190".utf8), [.select(0), .select(8), .select(9)])],
    "space": [([0x20], [.toggleAutoScroll])],
    "tab, shift-tab": [([0x09], [.nextScreen]), (Array("\u{1B}[Z".utf8), [.previousScreen])],
    "r": [(Array("r".utf8), [.reload])],
    "q, Ctrl-C, Ctrl-D": [([UInt8(ascii: "q"), 0x03, 0x04], [.quit, .quit, .quit])],
  ]

  /// The first column of the README's key table, without code spans.
  static func readmeKeys() throws -> [String] {
    let text = try String(
      contentsOf: DemoExecutable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| key | does |"))
    return lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.map { row in
      row.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: "`", with: "")
    }
  }

  @Test func theReadmeListsTheKeysTheHelpLists() throws {
    let help = HelpText.keys.map(\.keys)
    #expect(try Self.readmeKeys() == help)
    let text = HelpText.lines(screens: []).joined(separator: "\n")
    for key in HelpText.keys {
      #expect(text.contains("  \(key.keys)"), "--help lacks \(key.keys)")
    }
  }

  @Test func everyListedKeyDoesWhatTheListSays() {
    #expect(Set(Self.decoded.keys) == Set(HelpText.keys.map(\.keys)), "a listed key is untested")
    for (label, cases) in Self.decoded {
      for (bytes, actions) in cases {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == actions, "\(label): \(bytes)")
      }
    }
  }
}
