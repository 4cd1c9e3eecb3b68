import Foundation
import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// The traces committed under `Tests/PageKitTraceTests/Traces/`: repros of bugs fixed in this
/// project's history (far jumps, reloads onto stand-ins) and sessions of every layout. Each
/// replays bit for bit on every build (CI runs it with `swift test`), and each is the scenario
/// recorded again now, byte for byte. After an intended change of behaviour, regenerate them
/// with `PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter TraceCommittedTests` and review the
/// diff (one step per line).
@Suite struct TraceCommittedTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static let keys = ["A", "B", "C", "D", "E"]

  /// A keyed pager over `keys` with a recorder.
  static func recorded(
    _ keys: [String] = keys, initialIndex: Int = 0, layout: PagerLayout = .fullPage,
    anchor: SnapAnchor = .leading(0), circular: Bool = false,
    configuration: PagerConfiguration = PagerConfiguration(viewportLength: 100),
    _ play: (Pager<AnyCircular, SlideTransition>) throws -> Void
  ) throws -> PagerTrace<String> {
    let pager = try Pager(
      source: AnyCircular(ArrayPageSource(keys, id: \.self), circular: circular), layout: layout,
      anchor: anchor, initialIndex: initialIndex, configuration: configuration)
    let recorder = PagerTraceRecorder(recording: pager)
    try play(pager)
    guard let trace = recorder.trace() else { throw TraceTestError.noTrace }
    return trace
  }

  static func source(_ keys: [String]) -> AnyCircular {
    AnyCircular(ArrayPageSource(keys, id: \.self), circular: false)
  }

  /// The scenarios, by file name.
  static let scenarios: [(name: String, record: @Sendable () throws -> PagerTrace<String>)] = [
    // A non-animated command during a settle after a drag of more than a page announced the
    // direction of the drawn strip instead of the index order (PagerFarJumpPlacementTests).
    (
      "far-jump-command-during-settle",
      {
        try recorded(
          ["A", "B", "C", "D"], initialIndex: 1, configuration: .init(viewportLength: 375)
        ) {
          try $0.advance(to: 0)
          try $0.swipe(by: -400, velocity: 0)
          try $0.scroll(to: 0, animated: false)
        }
      }
    ),
    // From a rubber band past the last page, a command to an earlier page jumped and drew a page
    // in the gap (PagerFarJumpPlacementTests).
    (
      "far-jump-command-from-rubber-band",
      {
        try recorded {
          try $0.advance(to: 0)
          try $0.swipe(by: -440, velocity: 0)
          try $0.scroll(to: 1)
          try $0.runUntilIdle()
        }
      }
    ),
    // The same after a no-op reload in the rubber band, before the first page.
    (
      "far-jump-reload-in-rubber-band",
      {
        try recorded {
          try $0.advance(to: 0)
          try $0.swipe(by: 40, velocity: 0)
          try $0.reload($0.source)
          try $0.scroll(to: 1)
          try $0.runUntilIdle()
        }
      }
    ),
    // A swipe whose target is removed mid-settle lands on the stand-in, announced for the
    // reload (PagerStandInTests).
    (
      "reload-target-removed-mid-settle",
      {
        try recorded(initialIndex: 1) {
          try $0.advance(to: 0)
          try $0.swipe(by: -60, velocity: 0)
          try $0.advance(to: 0.05)
          try $0.reload(source(["A", "B", "D", "E"]))
          try $0.runUntilIdle()
        }
      }
    ),
    // A slow release onto the stand-in of the current page removed mid-drag is the reload's;
    // a fling on past it is the user's (PagerStandInTests).
    (
      "reload-current-removed-mid-drag",
      {
        try recorded(initialIndex: 1) {
          try $0.advance(to: 0)
          try $0.beginDrag()
          try $0.drag(by: -130)
          try $0.reload(source(["A", "B", "D", "E"]))
          try $0.endDrag(velocity: 0)
          try $0.runUntilIdle()
          try $0.beginDrag()
          try $0.drag(by: -50)
          try $0.endDrag(velocity: -1_000)
          try $0.runUntilIdle()
        }
      }
    ),
    // A peeking card pager: swipes, a far jump retargeted, a reload that removes the target.
    (
      "cards-session",
      {
        try recorded(
          ["A", "B", "C", "D", "E", "F", "G"], layout: .uniform(itemLength: 80, spacing: 6),
          anchor: .center
        ) {
          try $0.advance(to: 0)
          try $0.swipe(by: -50, velocity: -700)
          var time = try $0.runUntilIdle()
          try $0.scroll(to: 6)
          time += 0.1
          try $0.advance(to: time)
          try $0.scroll(to: 4)
          try $0.reload(source(["A", "B", "C", "D", "F", "G"]))
          try $0.runUntilIdle()
        }
      }
    ),
    // A loop across its seam both ways, with Reduce Motion on for a command.
    (
      "loop-session",
      {
        try recorded(circular: true) {
          try $0.advance(to: 0)
          try $0.swipe(by: 60, velocity: 500)
          try $0.runUntilIdle()
          var configuration = $0.configuration
          configuration.reduceMotion = true
          try $0.setConfiguration(configuration)
          try $0.scrollToNext()
          try $0.runUntilIdle()
          try $0.scroll(to: 3, direction: .reverse)
          try $0.runUntilIdle()
        }
      }
    ),
  ]

  static func file(_ name: String) -> URL {
    folder.appendingPathComponent(name + ".json")
  }

  @Test func theCommittedTracesAreTheScenariosRecordedNow() throws {
    let regenerate = ProcessInfo.processInfo.environment["PAGEKIT_REGENERATE_FIXTURES"] == "1"
    for scenario in Self.scenarios {
      let json = try scenario.record().jsonString()
      let url = Self.file(scenario.name)
      if regenerate { try json.write(to: url, atomically: true, encoding: .utf8) }
      let committed = try String(contentsOf: url, encoding: .utf8)
      let hint = "PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter TraceCommittedTests"
      #expect(committed == json, "\(scenario.name).json differs from now: regenerate (\(hint))")
    }
  }

  @Test func everyCommittedTraceReplaysBitForBit() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    // Every scenario's file, and any trace added by hand (a bug report's, shrunk).
    #expect(names.count >= Self.scenarios.count)
    for name in names {
      let json = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
      let trace = try PagerTrace<String>(json: json)
      #expect(try trace.replay() == .identical, "\(name)")
      #expect(try checkTrace(trace) == [], "\(name)")
    }
  }
}
