import Foundation
import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A printed test fails as the run did: for a rule `checkTrace` does not know (a host's own
/// assertion, a check after the last step), the printed test carries what it found, so pasting
/// it gives a failing test, not one that passes. Each printed test below is pasted as printed
/// (but `private` and not a `@Test`: it fails by design) and run.
@Suite struct PastedTraceTestTests {
  static let keys = ["A", "B", "C", "D", "E"]
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The host's rule of the run: never rest past C.
  static func neverPastC(_ pager: any PagingController<String>) -> [String] {
    pager.phase == .idle && pager.currentIndex > 2 ? ["rested on \(pager.currentIndex)"] : []
  }

  /// A run that pages to C, reloads, and pages on to E: the library's rules hold, the host's
  /// breaks when it rests on E.
  static func trace() throws -> PagerTrace<String> {
    let pager = try Pager(
      source: ArrayPageSource(keys, id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.scroll(to: 2, animated: false)
    try pager.reload(ArrayPageSource(keys, id: \.self))
    try pager.scroll(to: 4, animated: false)
    return try #require(recorder.trace())
  }

  /// The pasted copy of the printed test `name` in this file.
  static func pasted(named name: String) throws -> [String] {
    let file = packageRoot.appendingPathComponent(
      "Tests/PageKitTraceTests/PastedTraceTestTests.swift")
    return try #require(
      printedSwiftTest(named: name, in: String(contentsOf: file, encoding: .utf8)))
  }

  @Test func aHostsRuleIsCarriedIntoThePrintedTestWhichFailsAsTheRunDid() throws {
    // Given a run that breaks only the host's rule (the library's rules see nothing wrong)
    let trace = try Self.trace()
    #expect(try checkTrace(trace) == [])
    #expect(try checkTrace(trace, assertion: Self.neverPastC) == ["step 2: rested on 4"])
    // When its report prints a test
    let report = shrunkTraceReport(trace, named: "restsPastC", assertion: Self.neverPastC)
    let printed = try #require(printedSwiftTest(named: "restsPastC", in: report))
    // Then the test, pasted below, is what it prints, and it fails with what the host's rule
    // found on the shrunk trace (a plain `checkTrace` test of it would pass).
    #expect(printed == (try Self.pasted(named: "restsPastC")), "regenerate the pasted copy")
    try withKnownIssue {
      try restsPastC()
    } matching: { issue in
      String(describing: issue).contains(#"(problems → ["step 0: rested on 4"]) == []"#)
    }
  }

  @Test func aFindingAfterTheLastStepIsRecordedByThePrintedTest() throws {
    // Given a one-step trace and what a check of the run to rest found after it (quotes and a
    // backslash in its words)
    var trace = try Self.trace()
    trace.steps.removeLast(2)
    let found = #"rested on "C" \ not "A""#
    // When it is printed with that finding
    let source = pasteReadySwiftTest(
      for: trace, named: "restsAfterTheSteps", findings: [1: [found]],
      foundBy: "a check of the run to rest")
    // Then the test, pasted below, is what it prints, and it fails with those words.
    let printed = try #require(printedSwiftTest(named: "restsAfterTheSteps", in: source))
    #expect(printed == (try Self.pasted(named: "restsAfterTheSteps")), "regenerate the pasted copy")
    #expect(try checkTrace(trace) == [])
    try withKnownIssue {
      try restsAfterTheSteps()
    } matching: { issue in
      issue.comments.contains { $0.rawValue == found }
    }
  }

  @Test func withoutFindingsThePrintedTestChecksTheLibrarysRulesAlone() throws {
    let trace = try Self.trace()
    let source = pasteReadySwiftTest(for: trace, named: "plain", findings: [0: []])
    #expect(source.hasSuffix("    \"\"\"#)\n  #expect(try checkTrace(trace) == [])\n}"))
    #expect(!source.contains("brokenRule") && !source.contains("Issue.record"))
  }
}

// The printed tests, pasted as printed (each `private` and not a `@Test`).

private func restsPastC() throws {
  // The steps:
  //   0: scroll(to: 4, direction: nil, animated: false)
  let trace = try PagerTrace<String>(
    json: #"""
      {
        "version": 6,
        "start": {
          "source": {"ids": ["A", "B", "C", "D", "E"], "circular": false, "first": 0, "end": 5},
          "layout": {"kind": "fullPage"},
          "anchor": {"kind": "leading", "inset": 0.0},
          "snap": {"name": "PagingSnap", "parameters": {"maxItems": 1.0, "velocityThreshold": 300.0}},
          "transition": {"name": "SlideTransition", "parameters": {"spring.dampingRatio": 1.0, "spring.epsilon": 0.001, "spring.initialVelocity": 0.0, "spring.response": 0.35}},
          "configuration": {"pageLength": 100.0, "axis": "horizontal", "layoutDirection": "leftToRight", "preloadCount": 1, "settleSpring": {"response": 0.35, "dampingRatio": 1.0, "initialVelocity": 0.0, "epsilon": 0.001}, "rubberBandCoefficient": 0.55, "reduceMotion": false, "decelerationRate": 0.998, "touchSlop": 8.0, "wheelStopsPerGesture": 1},
          "settledIndex": 0,
          "position": 0.0,
          "time": null
        },
        "steps": [
          {"input": {"kind": "scroll", "index": 4, "direction": null, "animated": false}, "error": null, "nested": [], "phase": "idle", "position": 4.0, "target": 4, "events": [{"kind": "willChangePage", "from": "A", "to": "E", "fromIndex": 0, "toIndex": 4, "direction": "forward", "cause": "programmatic"}, {"kind": "didScroll", "position": 4.0}, {"kind": "didChangePage", "from": "A", "to": "E", "fromIndex": 0, "toIndex": 4, "direction": "forward", "cause": "programmatic"}]}
        ]
      }

      """#)
  // The run broke a rule this test cannot carry:
  //   the host's own assertion.
  // Until you pass that rule in place of `brokenRule`, this stand-in reports what it found,
  // at the steps it found it, so the test fails as the run did.
  var step = -1
  let brokenRule = { (_: any PagingController<String>) -> [String] in
    step += 1
    switch step {
    case 0: return ["rested on 4"]
    default: return []
    }
  }
  let problems = try checkTrace(trace, assertion: brokenRule)
  #expect(problems == [])
}

private func restsAfterTheSteps() throws {
  // The steps:
  //   0: scroll(to: 2, direction: nil, animated: false)
  let trace = try PagerTrace<String>(
    json: #"""
      {
        "version": 6,
        "start": {
          "source": {"ids": ["A", "B", "C", "D", "E"], "circular": false, "first": 0, "end": 5},
          "layout": {"kind": "fullPage"},
          "anchor": {"kind": "leading", "inset": 0.0},
          "snap": {"name": "PagingSnap", "parameters": {"maxItems": 1.0, "velocityThreshold": 300.0}},
          "transition": {"name": "SlideTransition", "parameters": {"spring.dampingRatio": 1.0, "spring.epsilon": 0.001, "spring.initialVelocity": 0.0, "spring.response": 0.35}},
          "configuration": {"pageLength": 100.0, "axis": "horizontal", "layoutDirection": "leftToRight", "preloadCount": 1, "settleSpring": {"response": 0.35, "dampingRatio": 1.0, "initialVelocity": 0.0, "epsilon": 0.001}, "rubberBandCoefficient": 0.55, "reduceMotion": false, "decelerationRate": 0.998, "touchSlop": 8.0, "wheelStopsPerGesture": 1},
          "settledIndex": 0,
          "position": 0.0,
          "time": null
        },
        "steps": [
          {"input": {"kind": "scroll", "index": 2, "direction": null, "animated": false}, "error": null, "nested": [], "phase": "idle", "position": 2.0, "target": 2, "events": [{"kind": "willChangePage", "from": "A", "to": "C", "fromIndex": 0, "toIndex": 2, "direction": "forward", "cause": "programmatic"}, {"kind": "didScroll", "position": 2.0}, {"kind": "didChangePage", "from": "A", "to": "C", "fromIndex": 0, "toIndex": 2, "direction": "forward", "cause": "programmatic"}]}
        ]
      }

      """#)
  #expect(try checkTrace(trace) == [])
  // After the last step, as the pager ran to rest, the run broke a rule this test cannot
  // carry:
  //   a check of the run to rest.
  // Until you check that rule there, the test records what it found:
  Issue.record("rested on \"C\" \\ not \"A\"")
}
