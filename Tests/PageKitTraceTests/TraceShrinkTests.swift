import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// `shrinkTrace` finds a much shorter trace that still fails; `checkTrace` checks a trace as the
/// randomized driver checks a run; `pasteReadySwiftTest` prints it as a test.
@Suite struct TraceShrinkTests {
  static let keys = ["A", "B", "C", "D", "E", "F", "G", "H"]

  /// A deliberately wrong source: it cannot find page C by its identity.
  struct ForgetfulSource: PageSource {
    let ids: [String]
    var count: Int { ids.count }
    func page(at index: Int) -> String? { id(at: index) }
    func id(at index: Int) -> String? { ids.indices.contains(index) ? ids[index] : nil }
    func index(of id: String) -> Int? { id == "C" ? nil : ids.firstIndex(of: id) }
  }

  /// A trace of `count` random steps from `seed`, recorded on a pager over A–H.
  static func randomTrace(seed: UInt64, count: Int) throws -> PagerTrace<String> {
    var random = SplitMix64(seed: seed)
    let pager = try Pager(
      source: ArrayPageSource(keys, id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    var time = 0.0
    for _ in 0..<count {
      switch random.next() % 9 {
      case 0: try? pager.beginDrag()
      case 1: try? pager.drag(by: Double(Int(random.next() % 2_001) - 1_000) / 10)
      case 2: try? pager.endDrag(velocity: Double(Int(random.next() % 3_001) - 1_500))
      case 3, 4:
        time += Double(random.next() % 20 + 1) / 60
        try? pager.advance(to: time)
      case 5: try? pager.scroll(to: Int(random.next() % 8), animated: random.next() % 2 == 0)
      case 6: try? pager.scrollToNext(animated: random.next() % 2 == 0)
      case 7:
        var ids = keys
        ids.remove(at: Int(random.next() % 8))
        if random.next() % 2 == 0 { ids = keys }
        try? pager.reload(ArrayPageSource(ids, id: \.self))
      default:
        try? pager.restore(PagerSnapshot(pageID: keys[Int(random.next() % 8)], index: 0))
      }
    }
    guard let trace = recorder.trace() else { throw TraceTestError.noTrace }
    return trace
  }

  /// Whether a replay over the forgetful source parts ways with the trace.
  static func forgetfulSourceDiverges(_ trace: PagerTrace<String>) -> Bool {
    let result = try? trace.replay { ForgetfulSource(ids: $0.ids ?? []) }
    return result.map { $0 != .identical } ?? true
  }

  @Test(arguments: [3, 4, 5, 6, 7, 8, 10] as [UInt64])
  func aWrongSourceFailsA50StepTraceThatShrinksToFiveStepsOrFewer(seed: UInt64) throws {
    // Given a 50-step random trace that a pager over the wrong source does not replay.
    let trace = try Self.randomTrace(seed: seed, count: 50)
    #expect(trace.steps.count == 50, "seed \(seed)")
    let fails = Self.forgetfulSourceDiverges(trace)
    try #require(fails, "seed \(seed): the wrong source passed")
    // When it is shrunk.
    let shrunk = shrinkTrace(trace) { Self.forgetfulSourceDiverges($0) }
    // Then at most five steps still fail, and they replay with the right source.
    #expect(shrunk.steps.count <= 5, "seed \(seed): \(shrunk.steps.map(\.input))")
    let stillFails = Self.forgetfulSourceDiverges(shrunk)
    #expect(stillFails, "seed \(seed)")
    #expect(try shrunk.replay() == .identical, "seed \(seed)")
  }

  @Test func shrinkingMergesDragsAndRoundsNumbers() throws {
    // Given a drag of many small moves whose failure is only "the position passed 0.4".
    let pager = try Pager(
      source: ArrayPageSource(Self.keys, id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.beginDrag()
    for _ in 0..<12 { try pager.drag(by: -4.37) }
    let trace = try #require(recorder.trace())
    let passed = { (trace: PagerTrace<String>) in (trace.steps.last?.outcome.position ?? 0) > 0.4 }
    #expect(passed(trace))
    // When shrunk, the drags become one, with a whole number of points.
    let shrunk = shrinkTrace(trace, stillFails: passed)
    #expect(shrunk.steps.count == 2)
    #expect(shrunk.steps.first?.input == .beginDrag)
    guard case .drag(let translation) = shrunk.steps.last?.input else {
      Issue.record("not a drag: \(String(describing: shrunk.steps.last?.input))")
      return
    }
    #expect(translation == translation.rounded())
    #expect(passed(shrunk))
  }

  @Test func aTraceThatKeepsEveryRuleIsNotShrunk() throws {
    // The guide's shrink, on a trace that does not fail: it comes back as it was.
    let trace = try Self.randomTrace(seed: 2, count: 30)
    let shrunk = shrinkTrace(trace) { candidate in
      (try? checkTrace(candidate).isEmpty) == false
    }
    #expect(shrunk == trace)
  }

  @Test func checkTraceFindsNothingInARecordedSession() throws {
    for seed: UInt64 in 1...20 {
      let trace = try Self.randomTrace(seed: seed, count: 60)
      #expect(try checkTrace(trace) == [], "seed \(seed)")
    }
  }

  @Test func checkTraceNamesTheFirstStepThatBreaksARule() throws {
    // Given a trace that pages to C, reloads, and pages on to E.
    let pager = try Pager(
      source: ArrayPageSource(Self.keys, id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.scroll(to: 2, animated: false)
    try pager.reload(ArrayPageSource(Self.keys, id: \.self))
    try pager.scroll(to: 4, animated: false)
    let trace = try #require(recorder.trace())
    // Then it keeps the library's rules; a host's rule "never rest past C" breaks at step 2,
    // and the check stops there.
    #expect(try checkTrace(trace).isEmpty)
    let problems = try checkTrace(trace) { pager in
      pager.phase == .idle && pager.currentIndex > 2 ? ["rested on \(pager.currentIndex)"] : []
    }
    #expect(problems == ["step 2: rested on 4"])
  }

  @Test func aRandomizedTestsReportShrinksTheRunToTheStepsThatBreakItsRule() throws {
    // A 60-step session; the test's rule: "never rest on E".
    let trace = try Self.randomTrace(seed: 4, count: 60)
    func restsOnE(_ pager: any PagingController<String>) -> [String] {
      pager.phase == .idle && !pager.isEmpty && pager.settledIndex == 4 ? ["rested on E"] : []
    }
    let broken = try checkTrace(trace, assertion: restsOnE)
    try #require(!broken.isEmpty, "the session never rests on E: pick another seed")
    let report = shrunkTraceReport(trace, named: "seed4", assertion: restsOnE)
    #expect(report.hasPrefix("shrunk trace ("))
    #expect(report.contains("@Test func seed4() throws {"))
    // A rule checkTrace does not see: the whole trace, not shrunk.
    let whole = shrunkTraceReport(trace, named: "seed4")
    #expect(whole.hasPrefix("the trace of \(trace.steps.count) steps breaks no rule"))
    let none: PagerTrace<String>? = nil
    let missing = shrunkTraceReport(none, named: "none")
    #expect(missing.hasPrefix("no trace"))
  }

  @Test func checkTraceRefusesABadTrace() throws {
    var trace = try Self.randomTrace(seed: 4, count: 10)
    trace.start.source = .init(ids: ["A", "A"])
    #expect(
      throws: PagerTraceError.duplicateID(
        step: nil, field: "start.source.ids[1]", index: 1, firstIndex: 0)
    ) {
      try checkTrace(trace)
    }
  }

  @Test func aPasteReadyTestHoldsTheJSONAndTheCalls() throws {
    let trace = try Self.randomTrace(seed: 1, count: 6)
    let source = pasteReadySwiftTest(for: trace, named: "seed1Shrunk")
    #expect(source.hasPrefix("@Test func seed1Shrunk() throws {\n  // The steps:\n"))
    #expect(source.contains("  let trace = try PagerTrace<String>(\n    json: #\"\"\"\n    {\n"))
    #expect(source.hasSuffix("    \"\"\"#)\n  #expect(try checkTrace(trace) == [])\n}"))
    // The JSON in it reads back as the trace.
    let start = try #require(source.range(of: "#\"\"\"\n"))
    let end = try #require(source.range(of: "\"\"\"#"))
    let json = source[start.upperBound..<end.lowerBound].split(separator: "\n")
      .map { $0.dropFirst(4) }.joined(separator: "\n")
    #expect(try PagerTrace<String>(json: json) == trace)
  }
}
