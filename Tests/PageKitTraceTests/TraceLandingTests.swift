import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A trace records each step's landing (version 6), and a replay compares it: a landing that
/// differs is a divergence named `landing`; a trace older than version 6 recorded none and is
/// not held to one.
@Suite struct TraceLandingTests {
  /// A release and its frames, recorded.
  static func recorded(
    _ retention: PagerTraceRecorder<String>.Retention = .everything
  ) throws -> PagerTrace<String> {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager, retention: retention)
    var time = 0.0
    try pager.advance(to: time)
    try pager.beginDrag()
    try pager.drag(by: -40)
    try pager.endDrag(velocity: -900)
    TraceSession.frames(pager, from: &time)
    return try #require(recorder.trace())
  }

  @Test func everyStepOfAMotionRecordsItsLanding() throws {
    let trace = try Self.recorded()
    let release = try #require(trace.steps.firstIndex { $0.input == .endDrag(velocity: -900) })
    let landing = try #require(trace.steps[release].outcome.landing)
    #expect(landing.destinationIndex == 1)
    #expect(landing.crossings.map(\.toIndex) == [1])
    // The frames of the settle record the same landing; the rest records none.
    let settling = trace.steps[release...].filter { $0.outcome.phase == .settling }
    #expect(settling.count > 5 && settling.allSatisfy { $0.outcome.landing == landing })
    #expect(trace.steps.last?.outcome.landing == nil)
    #expect(trace.steps[..<release].allSatisfy { $0.outcome.landing == nil })
    #expect(try trace.replay() == .identical)
    // It reads back as written.
    let json = try trace.jsonString()
    #expect(json.contains(#""landing": {"destination": 1, "start": 0.0, "settle": "#))
    #expect(try PagerTrace<String>(json: json) == trace)
  }

  /// A landing that differs from the one the pager forecasts now diverges, named.
  @Test func aReplayComparesTheLanding() throws {
    var trace = try Self.recorded()
    let release = try #require(trace.steps.firstIndex { $0.outcome.landing != nil })
    trace.steps[release].outcome.landing?.crossings[0].elapsed += 0.001
    guard case .diverged(let divergence) = try trace.replay() else {
      Issue.record("a changed landing replayed as identical")
      return
    }
    #expect(divergence.step == release && divergence.field == "landing")
    // Within a tolerance, as positions are.
    #expect(try trace.replay(positionTolerance: 0.01) == .identical)
  }

  /// A version 5 trace has no landings: it replays without them.
  @Test func aVersion5TraceIsNotHeldToLandings() throws {
    let trace = try Self.recorded()
    var json = try trace.jsonString().replacingOccurrences(
      of: #""version": 6"#, with: #""version": 5"#)
    // Version 5 wrote no landing key.
    while let start = json.range(of: #", "landing": {"#) {
      guard let end = json.range(of: "]}", range: start.upperBound..<json.endIndex) else { break }
      json.removeSubrange(start.lowerBound..<end.upperBound)
    }
    #expect(!json.contains("landing"))
    let old = try PagerTrace<String>(json: json)
    #expect(old.version == 6)
    #expect(old.steps.allSatisfy { $0.outcome.landing == nil })
    #expect(try old.replay() == .identical)
  }

  /// The flight recorder keeps the landings of the steps it keeps, allocating nothing per
  /// frame (a motion's landing is stored once).
  @Test func theFlightRecorderKeepsTheLandings() throws {
    let trace = try Self.recorded(.lastSteps(200))
    #expect(trace.steps.contains { $0.outcome.landing != nil })
    #expect(try trace.replay() == .identical)
  }
}
