import PageKitCore
import PageKitTrace
import Testing

/// Every bad trace is a typed error naming the step and the field, never a trap.
@Suite struct TraceBadInputTests {
  /// A small recorded trace's JSON: a drag to B and its settle.
  static func json() throws -> String {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -60)
    try pager.endDrag(velocity: 0)
    try pager.advance(to: 1)
    return try #require(recorder.trace()).jsonString()
  }

  /// `json` with `old` replaced by `new` (exactly once).
  func replacing(_ old: String, with new: String, in json: String) throws -> String {
    let parts = json.components(separatedBy: old)
    try #require(parts.count == 2, "\(old) occurs \(parts.count - 1) times")
    return parts.joined(separator: new)
  }

  func read(_ json: String, limits: PagerTrace<String>.Limits = .init()) -> PagerTraceError? {
    do {
      _ = try PagerTrace<String>(json: json, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("", 0, "unexpected end of text"), ("{", 1, "expected a member name"),
    (#"{"version": 1,}"#, 14, "expected a member name"),
    ("[1, 2", 5, "expected , or ] in an array"),
    (#"{"a": tru}"#, 9, "expected true"), (#"{"a": "\x"}"#, 8, "unknown escape"),
    (#"{"a": 01}"#, 7, "expected , or } in an object"),
    (#"{"a": 1} x"#, 9, "unexpected text after the value"),
    (#"{"a": 1, "a": 2}"#, 9, #"repeated member name "a""#),
    (#"{"a": "\ud800"}"#, 13, "expected \\u"),
  ])
  func malformedJSONNamesTheOffset(json: String, offset: Int, reason: String) {
    #expect(read(json) == .malformedJSON(offset: offset, reason: reason))
  }

  @Test func deeplyNestedJSONIsRejectedWithoutRecursingFurther() {
    let json = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(read(json) == .malformedJSON(offset: 33, reason: "nested deeper than 32"))
  }

  @Test func anUnknownVersionIsNamed() throws {
    let json = try Self.json()
    #expect(
      read(try replacing(#""version": 6"#, with: #""version": 7"#, in: json))
        == .unsupportedVersion(7))
    #expect(
      read(try replacing(#""version": 6"#, with: #""version": 0"#, in: json))
        == .unsupportedVersion(0))
  }

  /// `json` with its first frame (`advance` to 0) replaced by a run of idle frames.
  func withRun(_ run: String, in json: String) throws -> String {
    try replacing(#"{"kind": "advance", "timestamp": 0.0}"#, with: run, in: json)
  }

  @Test func aRunOfIdleFramesThatCannotBeRunIsAnInvalidValue() throws {
    let json = try Self.json()
    let backwards = try withRun(
      #"{"kind": "advanceFrames", "first": 5, "last": 4, "framesPerSecond": 60}"#, in: json)
    #expect(
      read(backwards)
        == .invalidValue(step: 0, field: "input.last", reason: "before first, or too far after it"))
    let endless = try withRun(
      #"{"kind": "advanceFrames", "first": -9223372036854775808, "last": 9223372036854775807, "framesPerSecond": 60}"#,
      in: json)
    #expect(
      read(endless)
        == .invalidValue(step: 0, field: "input.last", reason: "before first, or too far after it"))
    let stopped = try withRun(
      #"{"kind": "advanceFrames", "first": 0, "last": 0, "framesPerSecond": 0}"#, in: json)
    #expect(
      read(stopped) == .invalidValue(step: 0, field: "input.framesPerSecond", reason: "below 1"))
    let extra = try withRun(
      #"{"kind": "advanceFrames", "first": 0, "last": 0, "framesPerSecond": 60, "every": 2}"#,
      in: json)
    #expect(read(extra) == .unexpectedField(step: 0, field: "input.every"))
  }

  @Test func aRunOfIdleFramesCountsItsFramesAgainstTheStepLimit() throws {
    // A run of a million frames, at most 60 a second: one step, but a million calls to replay.
    let json = try withRun(
      #"{"kind": "advanceFrames", "first": 0, "last": 999999, "framesPerSecond": 60}"#,
      in: try Self.json())
    #expect(
      read(json, limits: .init(maximumSteps: 1_000))
        == .tooLarge(field: "steps", limit: 1_000, actual: 1_000_004))
  }

  @Test func aMissingFieldNamesItsStepAndField() throws {
    let json = try Self.json()
    let step = try replacing(
      #""phase": "settling", "position": 0.6, "#, with: #""phase": "settling", "#, in: json)
    #expect(read(step) == .missingField(step: 3, field: "position"))
    let start = try replacing(#""settledIndex": 0,"#, with: "", in: json)
    #expect(read(start) == .missingField(step: nil, field: "start.settledIndex"))
    let argument = try replacing(#""translation": -60.0"#, with: #""velocity": -60.0"#, in: json)
    #expect(read(argument) == .unexpectedField(step: 2, field: "input.velocity"))
  }

  @Test func anExtraFieldNamesItsStepAndField() throws {
    let json = try Self.json()
    let input = try replacing(
      #"{"kind": "beginDrag"}"#, with: #"{"kind": "beginDrag", "force": 1}"#, in: json)
    #expect(read(input) == .unexpectedField(step: 1, field: "input.force"))
    let top = try replacing(#""version": 6,"#, with: #""version": 6, "comment": "hi","#, in: json)
    #expect(read(top) == .unexpectedField(step: nil, field: "comment"))
    let event = try replacing(
      #""cause": "user"}, {"kind": "phaseDidChange", "from": "dragging""#,
      with: #""cause": "user", "why": null}, {"kind": "phaseDidChange", "from": "dragging""#,
      in: json)
    #expect(read(event) == .unexpectedField(step: 3, field: "events[0].why"))
  }

  @Test func aValueOfTheWrongKindNamesItsField() throws {
    let json = try Self.json()
    let kind = try replacing(
      #""target": 1, "events": [{"kind": "willChangePage""#,
      with: #""target": "one", "events": [{"kind": "willChangePage""#, in: json)
    #expect(
      read(kind)
        == .invalidValue(step: 3, field: "target", reason: "expected an integer, found a string"))
    let phase = try replacing(
      #""phase": "dragging", "position": 0.6"#, with: #""phase": "flying", "position": 0.6"#,
      in: json)
    guard case .invalidValue(2, "phase", _) = read(phase) else {
      Issue.record("\(String(describing: read(phase)))")
      return
    }
    let input = try replacing(#"{"kind": "beginDrag"}"#, with: #"{"kind": "pinch"}"#, in: json)
    #expect(
      read(input) == .invalidValue(step: 1, field: "input.kind", reason: "unknown input pinch"))
  }

  @Test func aNumberTooLargeForADoubleIsNonFinite() throws {
    let json = try Self.json()
    let position = try replacing(
      #""position": 0.6, "target": 1, "events": [{"kind": "didScroll""#,
      with: #""position": 1e999, "target": 1, "events": [{"kind": "didScroll""#, in: json)
    #expect(read(position) == .nonFiniteNumber(step: 2, field: "position"))
    let translation = try replacing("-60.0", with: "-1e400", in: json)
    #expect(read(translation) == .nonFiniteNumber(step: 2, field: "input.translation"))
    // An output written as a host's non-finite input is not one either.
    let outcome = try replacing(
      #""position": 0.6, "target": 1, "events": [{"kind": "didScroll""#,
      with: #""position": "nan", "target": 1, "events": [{"kind": "didScroll""#, in: json)
    #expect(read(outcome) == .nonFiniteNumber(step: 2, field: "position"))
  }

  @Test func aDuplicateIDNamesBothIndices() throws {
    let json = try replacing(#"["A", "B", "C""#, with: #"["A", "B", "A""#, in: try Self.json())
    #expect(
      read(json) == .duplicateID(step: nil, field: "start.source.ids[2]", index: 2, firstIndex: 0))
  }

  @Test func anUnknownIDNamesItsStepAndField() throws {
    let json = try replacing(
      #""from": "A", "to": "B", "fromIndex": 0, "toIndex": 1, "direction": "forward", "cause": "user"}, {"kind": "phaseDidChange", "from": "dragging""#,
      with:
        #""from": "A", "to": "Z", "fromIndex": 0, "toIndex": 1, "direction": "forward", "cause": "user"}, {"kind": "phaseDidChange", "from": "dragging""#,
      in: try Self.json())
    #expect(read(json) == .unknownID(step: 3, field: "events[0].to"))
  }

  @Test func aTraceOverALimitIsTooLarge() throws {
    let json = try Self.json()
    #expect(
      read(json, limits: .init(maximumBytes: 100))
        == .tooLarge(field: "", limit: 100, actual: json.utf8.count))
    #expect(
      read(json, limits: .init(maximumSteps: 3)) == .tooLarge(field: "steps", limit: 3, actual: 5))
    #expect(
      read(json, limits: .init(maximumIDs: 5))
        == .tooLarge(field: "start.source.ids", limit: 5, actual: 6))
  }

  @Test func theDefaultLimitsAreClear() {
    let limits = PagerTrace<String>.Limits()
    #expect(limits.maximumBytes == 64 << 20)
    #expect(limits.maximumSteps == 1 << 20)
    #expect(limits.maximumIDs == PagerTraceRecorder<String>.maximumListedIDs)
  }

  @Test func aStepThatThrowsOnReplayButDidNotWhenRecordedIsAnError() throws {
    // Given a trace whose second step is now a command out of range, recorded as fine.
    let json = try replacing(
      #"{"kind": "beginDrag"}"#,
      with: #"{"kind": "scroll", "index": 9, "direction": null, "animated": true}"#,
      in: try Self.json())
    let trace = try PagerTrace<String>(json: json)
    #expect(throws: PagerTraceError.stepThrew(step: 1, error: .indexOutOfRange(index: 9, count: 6)))
    {
      try trace.replay()
    }
  }

  @Test func anUnknownStrategyIsUnresolved() throws {
    let json = try replacing(
      #""name": "PagingSnap""#, with: #""name": "WobblySnap""#, in: try Self.json())
    let trace = try PagerTrace<String>(json: json)
    #expect(
      throws: PagerTraceError.unresolvedStrategy(step: nil, field: "start.snap", name: "WobblySnap")
    ) {
      try trace.replay()
    }
  }

  @Test func aSourceWithoutIDsNeedsTheHostsSource() throws {
    let trace = PagerTrace<Int>(
      start: PagerTrace.Start(
        source: .init(ids: nil, isCircular: false, bounds: .unbounded),
        configuration: PagerConfiguration(viewportLength: 100)),
      steps: [])
    #expect(throws: PagerTraceError.sourceRequired(step: nil)) { try trace.replay() }
  }

  @Test func aStartThePagerRejectsIsAnInvalidStart() throws {
    let json = try replacing(
      #""pageLength": 100.0"#, with: #""pageLength": -5.0"#, in: try Self.json())
    let trace = try PagerTrace<String>(json: json)
    #expect(throws: PagerTraceError.invalidStart(.invalidConfiguration(.viewportLength(-5)))) {
      try trace.replay()
    }
  }
}
