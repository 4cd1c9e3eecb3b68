import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A trace records which value an invalid configuration named, reads it back, and still reads
/// (and replays) a trace written before errors named their setting.
@Suite struct TraceConfigurationIssueTests {
  /// A recorded trace whose one step a pager refused: a viewport of zero.
  static func refusedTrace() throws -> PagerTrace<String> {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(0))) {
      try pager.setViewportLength(0)
    }
    return try #require(recorder.trace())
  }

  @Test func aRecordedIssueReadsBackAndReplays() throws {
    let trace = try Self.refusedTrace()
    #expect(trace.steps.last?.error == .invalidConfiguration(.viewportLength(0)))
    let json = try trace.jsonString()
    #expect(json.contains(#""setting""#) && json.contains(#""viewportLength""#))
    #expect(try PagerTrace<String>(json: json) == trace)
    #expect(try trace.replay() == .identical)
  }

  @Test(arguments: PagerConfigurationIssue.everyCaseExample)
  func everyIssueRoundTrips(issue: PagerConfigurationIssue) throws {
    let recorded = try Self.refusedTrace()
    let step = try #require(recorded.steps.last)
    let trace = PagerTrace<String>(
      start: recorded.start,
      steps: [
        PagerTrace<String>.Step(
          input: step.input, error: .invalidConfiguration(issue), nested: [],
          outcome: step.outcome)
      ])
    #expect(try PagerTrace<String>(json: try trace.jsonString()) == trace)
  }

  @Test func aTraceWrittenBeforeIssuesWereNamedStillReadsAndReplays() throws {
    // Given the trace as the format wrote it before: the error's kind alone
    let json = try Self.refusedTrace().jsonString()
    let named = try #require(json.range(of: #""kind": "invalidConfiguration""#))
    let rest = json[named.upperBound...]
    let end = try #require(rest.range(of: "}"))
    let old = json.replacingCharacters(
      in: named.lowerBound..<end.lowerBound, with: #""kind": "invalidConfiguration""#)
    #expect(!old.contains(#""setting""#))
    // Then it reads, the error naming nothing, and replays as identical
    let trace = try PagerTrace<String>(json: old)
    #expect(trace.steps.last?.error == .invalidConfiguration(.unspecified))
    #expect(try trace.replay() == .identical)
  }

  @Test func anUnknownSettingIsATypedError() throws {
    let json = try Self.refusedTrace().jsonString().replacingOccurrences(
      of: #""viewportLength""#, with: #""colour""#)
    #expect(throws: PagerTraceError.self) { try PagerTrace<String>(json: json) }
  }
}
