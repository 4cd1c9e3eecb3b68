import Foundation
import Testing

@testable import pagekit_demo

/// `pagekit-demo`'s arguments, its help, and the renderer's bad input.
@Suite struct CommandLineTests {
  // MARK: Parsing

  static let accepted: [([String], DemoCommand)] = [
    ([], .automatic),
    (["tour"], .tour),
    (["--help"], .help),
    (["-h"], .help),
    (["render", "--out", "x", "--help"], .help),
    (["render", "--out", "Docs/images"], .render(RenderOptions(outputFolder: "Docs/images"))),
    (
      ["render", "--transition", "cover-flow", "--out=pics", "--size", "320x240"],
      .render(
        RenderOptions(
          outputFolder: "pics", transition: .coverFlow,
          size: PictureSize(width: 320, height: 240)))
    ),
    (
      ["render", "--out", "a", "--size=100x100"],
      .render(RenderOptions(outputFolder: "a", size: .minimum))
    ),
    (["record", "--out", "t.json"], .record(outputFile: "t.json")),
    (["record", "--out=t.json"], .record(outputFile: "t.json")),
    (["replay", "t.json"], .replay(file: "t.json", svg: nil)),
    (["replay", "--svg", "t.svg", "t.json"], .replay(file: "t.json", svg: "t.svg")),
  ]

  @Test(arguments: accepted)
  func parses(arguments: [String], expected: DemoCommand) throws {
    #expect(try DemoCommand.parse(arguments) == expected)
  }

  static let refused: [([String], String)] = [
    (["play"], "unknown mode 'play'"),
    (["--verbose"], "unknown option '--verbose'"),
    (["tour", "now"], "unexpected argument 'now' after tour"),
    (["render"], "render needs --out FOLDER"),
    (["record"], "record needs --out FILE"),
    (["record", "--out"], "--out needs a value"),
    (["record", "--out", "a", "b"], "unexpected argument 'b' for record"),
    (["record", "--svg", "a"], "unknown option '--svg' for record"),
    (["replay"], "replay needs a FILE"),
    (["replay", "a", "b"], "unexpected argument 'b' for replay"),
    (["replay", "a", "--out", "b"], "unknown option '--out' for replay"),
    (["render", "--out"], "--out needs a value"),
    (["render", "--out="], "--out needs a value"),
    (["render", "--out", "x", "--fast"], "unknown option '--fast' for render"),
    (["render", "--out", "x", "extra"], "unexpected argument 'extra' for render"),
    (
      ["render", "--out", "x", "--transition", "spin"],
      "unknown transition 'spin' (known: slide, cross-fade, cover, reveal, depth, zoom-out, "
        + "cube, cover-flow, instant)"
    ),
    (
      ["render", "--out", "x", "--size", "99x200"],
      "size 99x200 is too small to draw (at least 100x100)"
    ),
    (
      ["render", "--out", "x", "--size", "200x40"],
      "size 200x40 is too small to draw (at least 100x100)"
    ),
    (
      ["render", "--out", "x", "--size", "5000x200"],
      "size 5000x200 is too large (at most 2000x2000)"
    ),
    (
      ["render", "--out", "x", "--size", "wide"],
      "size 'wide' is not WIDTHxHEIGHT in pixels (for example 150x200)"
    ),
    (
      ["render", "--out", "x", "--size", "150x"],
      "size '150x' is not WIDTHxHEIGHT in pixels (for example 150x200)"
    ),
  ]

  @Test(arguments: refused)
  func refuses(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try DemoCommand.parse(arguments) }
    #expect(!message.contains("\n"))
  }

  // MARK: Help

  @Test func helpListsTheModesTheRenderOptionsAndTheKeys() throws {
    let app = try DemoApp()
    let text = HelpText.lines(screens: app.screens).joined(separator: "\n")
    for mode in ["pagekit-demo tour", "pagekit-demo render --out FOLDER", "--help, -h"] {
      #expect(text.contains(mode), "\(mode) missing")
    }
    for option in ["--transition NAME", "--size WxH", "cover-flow"] {
      #expect(text.contains(option), "\(option) missing")
    }
    for key in ["←/→", "tab, shift-tab", "q, Ctrl-C"] {
      #expect(text.contains(key), "\(key) missing")
    }
    for screen in app.screens {
      #expect(text.contains("\(screen.title): \(screen.help)"))
    }
    #expect(text.contains("at least 40 columns, 16 rows"))
  }

  // MARK: Writing

  /// A fresh temporary folder, removed after `body`.
  static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pagekit-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  static let sample = [Picture(fileName: "a.svg", caption: "A", svg: "<svg/>\n")]

  @Test func writesIntoANewFolder() throws {
    try Self.withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("nested/images").path
      try PictureWriter.write(Self.sample, to: target)
      let written = try String(contentsOfFile: target + "/a.svg", encoding: .utf8)
      #expect(written == "<svg/>\n")
    }
  }

  @Test func aFileInThePlaceOfTheFolderIsRefusedAndNothingIsWritten() throws {
    try Self.withTemporaryFolder { folder in
      // Given a regular file where the folder should be, and a path below it
      let file = folder.appendingPathComponent("images")
      try Data("not a folder".utf8).write(to: file)
      // Then both are refused with one line, and the file is untouched
      #expect(throws: PictureWriter.WriteError.self) {
        try PictureWriter.write(Self.sample, to: file.path)
      }
      #expect(throws: PictureWriter.WriteError.self) {
        try PictureWriter.write(Self.sample, to: file.path + "/below")
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "not a folder")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["images"])
    }
  }

  // MARK: The executable

  @Test func helpPrintsAndExitsZero() throws {
    for flag in ["--help", "-h"] {
      let run = try DemoExecutable.run([flag])
      #expect(run.status == 0)
      #expect(run.output.contains("pagekit-demo render --out FOLDER"))
      #expect(run.error.isEmpty)
    }
  }

  // "OUT" stands for a folder that does not exist yet.
  @Test(arguments: [
    ["render", "--out", "OUT", "--transition", "spin"],
    ["render", "--out", "OUT", "--size", "10x10"],
    ["render", "--out", "OUT", "--bogus"], ["--bogus"],
  ])
  func badInputPrintsOneLineAndWritesNothing(arguments: [String]) throws {
    try Self.withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("images").path
      let run = try DemoExecutable.run(arguments.map { $0 == "OUT" ? target : $0 })
      #expect(run.status != 0)
      #expect(run.output.isEmpty)
      #expect(run.error.hasPrefix("pagekit-demo: "))
      #expect(run.error.filter { $0 == "\n" }.count == 1)
      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }

  @Test func anUnwritableFolderExitsNonZeroAndWritesNothing() throws {
    try Self.withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("file")
      try Data().write(to: file)
      let run = try DemoExecutable.run(["render", "--out", file.path + "/images"])
      #expect(run.status != 0)
      #expect(run.error.hasPrefix("pagekit-demo: cannot create the folder"))
      #expect(run.error.filter { $0 == "\n" }.count == 1)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
    }
  }
}
