import Foundation
import Testing

@testable import pagekit_demo

/// `pagekit-demo record` and `replay`, run as a user runs them.
@Suite struct TraceCommandTests {
  func temporaryFile(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("pagekit-trace-\(UUID().uuidString)-\(name)").path
  }

  @Test func aRecordedTourReplaysIdenticallyAndDrawsAFilmStrip() throws {
    // Given the tour recorded without a terminal.
    let trace = temporaryFile("tour.json")
    let svg = temporaryFile("tour.svg")
    defer {
      try? FileManager.default.removeItem(atPath: trace)
      try? FileManager.default.removeItem(atPath: svg)
    }
    let record = try DemoExecutable.run(["record", "--out", trace])
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.contains("recorded "), "\(record.output.suffix(200))")
    // When it is replayed with a film strip.
    let replay = try DemoExecutable.run(["replay", trace, "--svg", svg])
    // Then every step is printed, it replays identically, and the strip names the pages.
    #expect(replay.status == 0, "\(replay.error)")
    // (the tour's two frames at rest before its first swipe are one step, a run of idle frames)
    #expect(replay.output.contains("0: advance 2 idle frames, 0.000…0.017 s ⇒ idle at 0.000"))
    #expect(replay.output.contains("1: beginDrag ⇒ dragging"))
    #expect(replay.output.contains("replays identically"))
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(picture.hasPrefix("<?xml"))
    #expect(picture.contains(">Trending</text>"))
    #expect(picture.contains("did Home→Trending"))
  }

  @Test func aCommittedTraceReplaysOnScreen() throws {
    let file = DemoExecutable.packageRoot
      .appendingPathComponent(
        "Tests/PageKitTraceTests/Traces/reload-target-removed-mid-settle.json")
    var lines: [String] = []
    try TraceCommands.replay(file: file.path, svg: nil) { lines.append($0) }
    #expect(lines.first?.hasSuffix("36 steps") == true)
    #expect(lines.contains { $0.contains("reload 4 pages") })
    #expect(lines.contains { $0.contains("did B→D") })
    #expect(lines.last == "replays identically: every step's events, phase, position and target")
  }

  @Test func aFileThatIsNotATraceIsOneLineAndAFailure() throws {
    let file = temporaryFile("bad.json")
    defer { try? FileManager.default.removeItem(atPath: file) }
    try #"{"version": 7}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try DemoExecutable.run(["replay", file])
    #expect(run.status == 1)
    #expect(
      run.error
        == "pagekit-demo: \(file) is not a trace: unsupported trace version 7; this build reads "
        + "versions 1 to 6\n"
    )
    let missing = try DemoExecutable.run(["replay", file + ".missing"])
    #expect(missing.error == "pagekit-demo: cannot read \(file).missing\n")
  }
}
