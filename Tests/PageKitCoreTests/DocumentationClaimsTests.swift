import Foundation
import PageKitCore
import PageKitTestSupport
import Testing

/// What the documentation says, checked where only reading it can: no retired name, no file the
/// repository does not have, the pager's reach as the code has it, and the silence of restoring
/// and constructing said where a user reads about them (and true).
@Suite struct DocumentationClaimsTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift and Markdown files under `folders` (and the root files named), relative to the
  /// package root.
  static func files(under folders: [String], plus rootFiles: [String] = []) -> [String] {
    var found = rootFiles
    for folder in folders {
      let url = packageRoot.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
      for case let relative as String in walker
      where relative.hasSuffix(".swift") || relative.hasSuffix(".md") {
        found.append("\(folder)/\(relative)")
      }
    }
    return found.sorted()
  }

  static func lines(of relative: String) throws -> [String] {
    try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
      .components(separatedBy: "\n")
  }

  /// Every file a user or a contributor reads: guides, catalogs, doc comments, snippets, tests.
  static let readFiles = files(
    under: ["Docs", "Sources", "Snippets", "Tests", "Examples"],
    plus: ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md"])

  @Test func noFileCitesADesignFileTheRepositoryDoesNotHave() throws {
    // (Spelled in two parts, so that this file does not cite it either.)
    let name = "DES" + "IGN"
    #expect(
      !FileManager.default.fileExists(
        atPath: Self.packageRoot.appendingPathComponent(name + ".md").path))
    var citations: [String] = []
    for file in Self.readFiles {
      for (number, line) in try Self.lines(of: file).enumerated() where line.contains(name) {
        citations.append("\(file):\(number + 1)")
      }
    }
    #expect(citations == [])
  }

  @Test func retiredControllersAreNamedOnlyAsRetired() throws {
    // The controllers the one `Pager` replaced, as a symbol, or as the phrases that named them.
    let names =
      ["`Carousel`", "``Carousel``", "`SnappingStrip`", "`CarouselLayout", "ItemPager`"]
      + ["carousel of `PageKitCarousel`", "snapping strip of `PageKitSnap`"]
    var mentions: [String] = []
    for file in Self.readFiles where !file.hasSuffix("DocumentationClaimsTests.swift") {
      let lines = try Self.lines(of: file)
      for (number, line) in lines.enumerated() where names.contains(where: line.contains) {
        // "retired" on the line or the one before (a sentence may wrap).
        let context = (number > 0 ? lines[number - 1] : "") + line
        if !context.contains("retired") { mentions.append("\(file):\(number + 1): \(line)") }
      }
    }
    #expect(mentions == [])
  }

  @Test func theReachIsTheOneTheCodeHas() throws {
    // Every power of two said beside a reach is the reach's: 2^20 items without a count, 2^40
    // pages with one (2^28 where `Int` is 32 bits: the rule's other width, IntegerReach).
    let reaches = [
      (key: "reachableItemMagnitude", values: [PagerLayout.reachableItemMagnitude]),
      (
        key: "reachableMagnitude",
        values: [IntegerReach(bitWidth: 64).pageExponent, IntegerReach(bitWidth: 32).pageExponent]
          .map { 1 << $0 }
      ),
    ]
    let power = try Regex(#"2\^([0-9]+)"#)
    var wrong: [String] = []
    for file in Self.readFiles where !file.hasSuffix("DocumentationClaimsTests.swift") {
      let lines = try Self.lines(of: file)
      for (number, line) in lines.enumerated() {
        // A reach named on this line or the one before (a sentence may wrap).
        let context = (number > 0 ? lines[number - 1] : "") + line
        guard let reach = reaches.first(where: { context.contains($0.key) }) else { continue }
        for match in line.matches(of: power) {
          let exponent = Int(line[match.range].dropFirst(2)) ?? -1
          if !reach.values.contains(1 << exponent), !line.contains("2^52") {
            wrong.append("\(file):\(number + 1): \(line)")
          }
        }
      }
    }
    #expect(wrong == [])
    // The day pager's far reach is the one without a count.
    let dayPager = try Self.lines(of: "Snippets/DayPager.swift").joined(separator: "\n")
    #expect(dayPager.contains("2^20") && dayPager.contains("reachableItemMagnitude"))
    #expect(!dayPager.contains("2^40"))
  }

  @Test func restoringAndConstructingAreSaidToAnnounceNothingWhereUsersReadOfThem() throws {
    // The restore API, the guide's section on restoring, the catalog's, getting started, and the
    // SwiftUI guide (whose model must be refreshed).
    let places: [(file: String, after: String, says: [String])] = [
      (
        "Sources/PageKitCore/Pager/Pager+Reload.swift", "/// Returns to the page a snapshot",
        ["announces nothing", "settledIndex", "refresh()"]
      ),
      ("Sources/PageKitCore/Pager/Pager.swift", "/// Creates a pager.", ["announces nothing"]),
      ("Docs/PageSources.md", "## State restoration", ["announces nothing", "refresh()"]),
      (
        "Sources/PageKitCore/PageKitCore.docc/Articles/DrivingAPager.md", "### State restoration",
        ["announces nothing", "refresh()"]
      ),
      ("Docs/GettingStarted.md", "Creating a pager and restoring one", ["announce nothing"]),
      ("Docs/HostingSwiftUI.md", "- State restoration:", ["announces nothing", "refresh()"]),
    ]
    for place in places {
      let lines = try Self.lines(of: place.file)
      let start = try #require(
        lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(place.after) },
        "\(place.file) has no \(place.after)")
      let passage = lines[start..<min(start + 12, lines.count)].joined(separator: " ")
        .split(whereSeparator: { $0 == " " || $0 == "/" }).joined(separator: " ")
      for words in place.says {
        #expect(passage.contains(words), "\(place.file): '\(words)' missing near \(place.after)")
      }
    }
  }

  @Test func restoringAnnouncesNothingAndAnObservableModelCatchesUpOnRefresh() throws {
    // Given a pager on page 0 and a snapshot of page 3
    let pager = try Pager(
      source: ArrayPageSource(["A", "B", "C", "D", "E"], id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    #if canImport(Observation)
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let model = ObservablePager(pager)
    #endif
    // When it restores the snapshot
    try pager.restore(PagerSnapshot(pageID: "D", index: 3))
    // Then it rests on D and says nothing; a model sees it only when refreshed
    #expect(pager.settledIndex == 3 && pager.settledPageID == "D")
    #expect(recorder.events.isEmpty)
    #if canImport(Observation)
      #expect(model.settledIndex == 0)
      model.refresh()
      #expect(model.settledIndex == 3)
    #endif
  }
}
