import Foundation
import Testing

/// Every Swift example the documentation shows is code the compiler checks.
///
/// A fenced `swift` block in `README.md`, `Docs/*.md`, a DocC catalog, or a doc comment in the
/// library's sources must appear in a compiled file: a snippet in `Snippets/` (built by
/// `swift build`), a test, or `Examples/HostPackage`. The comparison is line by line, ignoring
/// indentation, runs of spaces and blank lines; a line that is only `// …` in the documentation stands for code
/// the reader does not need (set-up, a view's boilerplate), so the parts around it must appear in
/// that order in one file.
///
/// Examples for UIKit and SwiftUI hosts live in snippets behind `#if canImport(UIKit)` or
/// `#if canImport(SwiftUI)`: the compiler checks them when the package builds for a platform
/// with the framework (SwiftUI on macOS; UIKit on iOS, tvOS, visionOS and Mac Catalyst), and
/// this test checks that the documentation shows them as they are written there.
@Suite struct DocumentationExampleTests {
  /// One fenced Swift block of the documentation.
  struct Example: CustomStringConvertible {
    var file: String
    var line: Int
    var lines: [String]

    var description: String { "\(file):\(line)" }
  }

  /// The line that stands for omitted code in a documentation example.
  static let elision: Set<String> = ["// …", "…"]

  static let root = DemoExecutable.packageRoot

  /// The files whose examples are checked, relative to the package root.
  static func documentationFiles() -> [String] {
    var files = ["README.md"]
    files += swiftAndMarkdownFiles(under: "Docs", extensions: ["md"])
    files += swiftAndMarkdownFiles(under: "Sources", extensions: ["md"])
      .filter { $0.contains(".docc/") }
    files += swiftAndMarkdownFiles(under: "Sources", extensions: ["swift"])
      .filter { $0.hasPrefix("Sources/PageKit") }
    return files.sorted()
  }

  /// The compiled files an example may come from, relative to the package root.
  static func compiledFiles() -> [String] {
    (swiftAndMarkdownFiles(under: "Snippets", extensions: ["swift"])
      + swiftAndMarkdownFiles(under: "Tests", extensions: ["swift"])
      + swiftAndMarkdownFiles(under: "Examples/HostPackage", extensions: ["swift"]))
      .filter { !$0.contains("/.build/") }
      .sorted()
  }

  static func swiftAndMarkdownFiles(under folder: String, extensions: Set<String>) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasPrefix(".build") { walker.skipDescendants() }
      guard let dot = relative.lastIndex(of: ".") else { continue }
      if extensions.contains(String(relative[relative.index(after: dot)...])) {
        found.append("\(folder)/\(relative)")
      }
    }
    return found
  }

  static func read(_ relative: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    return text.components(separatedBy: "\n")
  }

  /// The fenced Swift blocks of a Markdown file, or of the doc comments of a Swift file.
  static func examples(in relative: String) throws -> [Example] {
    let isSwift = relative.hasSuffix(".swift")
    var examples: [Example] = []
    var current: [String]?
    var start = 0
    for (number, raw) in try read(relative).enumerated() {
      var text = raw
      if isSwift {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("///") else {
          current = nil
          continue
        }
        text = String(trimmed.dropFirst(3))
      }
      let fence = text.trimmingCharacters(in: .whitespaces)
      if current == nil {
        // A doc comment's fence has no language; a Markdown example names Swift.
        if isSwift ? fence.hasPrefix("```") : fence.hasPrefix("```swift") {
          current = []
          start = number + 1
        }
      } else if fence.hasPrefix("```") {
        examples.append(Example(file: relative, line: start, lines: current ?? []))
        current = nil
      } else {
        current?.append(text)
      }
    }
    return examples
  }

  /// The non-blank lines of `lines`, without indentation, each run of spaces made one (so an
  /// aligned comment matches a formatted one).
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { line in
      line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
    .filter { !$0.isEmpty }
  }

  /// Whether the example's parts (split at elisions) appear in order in `file`.
  static func file(_ file: [String], shows example: Example) -> Bool {
    var parts: [[String]] = [[]]
    for line in normalized(example.lines) {
      if elision.contains(line) {
        parts.append([])
      } else {
        parts[parts.count - 1].append(line)
      }
    }
    var position = file.startIndex
    for part in parts where !part.isEmpty {
      guard let found = firstRange(of: part, in: file, from: position) else { return false }
      position = found
    }
    return true
  }

  /// The index just past the first occurrence of `part` in `lines` at or after `start`.
  static func firstRange(of part: [String], in lines: [String], from start: Int) -> Int? {
    guard part.count <= lines.count else { return nil }
    var index = start
    while index + part.count <= lines.count {
      if lines[index..<(index + part.count)].elementsEqual(part) { return index + part.count }
      index += 1
    }
    return nil
  }

  @Test func everyDocumentedExampleIsCompiledCode() throws {
    // Given every compiled file, normalized once
    let compiled = try Self.compiledFiles().map { try Self.normalized(Self.read($0)) }
    #expect(compiled.count > 20, "the compiled files were not found under \(Self.root.path)")
    // When every documentation example is looked up
    let examples = try Self.documentationFiles().flatMap { try Self.examples(in: $0) }
    #expect(examples.count > 40, "the documentation examples were not found")
    let missing = examples.filter { example in
      !compiled.contains { Self.file($0, shows: example) }
    }
    // Then each one is found in a snippet, a test or the example package
    #expect(
      missing.isEmpty,
      """
      These documentation examples are not in Snippets/, Tests/ or Examples/HostPackage \
      (line by line; `// …` stands for omitted code): \(missing.map(\.description))
      """)
  }

  @Test func theCheckFindsAnExampleThatDrifted() throws {
    // Given a compiled file and an example taken from it
    let file = Self.normalized(["let a = 1", "  let b = 2", "", "print(a + b)"])
    let shown = Example(file: "Docs/X.md", line: 1, lines: ["let a = 1", "// …", "print(a + b)"])
    let whole = Example(file: "Docs/X.md", line: 1, lines: ["let a = 1", "let b = 2"])
    #expect(Self.file(file, shows: shown))
    #expect(Self.file(file, shows: whole))
    // When the example differs by one token, or its parts come out of order
    let drifted = Example(file: "Docs/X.md", line: 1, lines: ["let a = 2", "print(a + b)"])
    let reordered = Example(
      file: "Docs/X.md", line: 1, lines: ["print(a + b)", "// …", "let a = 1"])
    // Then the check rejects it
    #expect(!Self.file(file, shows: drifted))
    #expect(!Self.file(file, shows: reordered))
  }

  @Test func examplesAreFoundInMarkdownAndDocComments() throws {
    // Given the Pager's doc comment and the getting-started guide
    let inComment = try Self.examples(in: "Sources/PageKitCore/Pager/Pager.swift")
    let inGuide = try Self.examples(in: "Docs/GettingStarted.md")
    // Then each has at least one example with code in it
    #expect(inComment.contains { !$0.lines.isEmpty })
    #expect(inGuide.contains { !$0.lines.isEmpty })
  }
}
