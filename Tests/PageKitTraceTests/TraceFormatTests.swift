import PageKitCore
import PageKitTrace
import Testing

/// The trace's JSON document: versioned, keys in one order, numbers that read back bit for bit.
@Suite struct TraceFormatTests {
  /// A trace of one drag by each of `translations`.
  func trace(dragging translations: [Double]) -> PagerTrace<String> {
    let outcome = PagerTrace<String>.Outcome(
      events: [], phase: .dragging, position: 0, targetIndex: 0)
    return PagerTrace(
      start: PagerTrace.Start(
        source: .init(ids: ["A", "B"]), configuration: PagerConfiguration(viewportLength: 100)),
      steps: [PagerTrace.Step(input: .beginDrag, outcome: outcome)]
        + translations.map { PagerTrace.Step(input: .drag(translation: $0), outcome: outcome) })
  }

  @Test func numbersReadBackBitForBit() throws {
    // Given numbers whose shortest text is long, tiny, huge or signed zero.
    let numbers: [Double] = [
      0.1, 1.0 / 3, -2.0 / 3, .leastNonzeroMagnitude, 2.2250738585072014e-308,
      1.7976931348623157e308, -0.0, 1e-7,
      123_456_789.123_456_78, .pi, -.ulpOfOne, 0.1 + 0.2,
    ]
    // When a trace holding them is written and read back.
    let read = try PagerTrace<String>(json: try trace(dragging: numbers).jsonString())
    // Then every one has the same bits.
    let back = read.steps.dropFirst().map { step -> UInt64 in
      if case .drag(let translation) = step.input { return translation.bitPattern }
      return 0
    }
    #expect(back == numbers.map(\.bitPattern))
  }

  @Test func aHostsNonFiniteInputIsWrittenAsAStringAndReadBack() throws {
    // Given a pager fed NaN and infinities (which it rejects).
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.beginDrag()
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: .nan) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.endDrag(velocity: -.infinity) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.advance(to: .infinity) }
    let trace = try #require(recorder.trace())
    // When written, the numbers are strings; read back, they are the same inputs.
    let json = try trace.jsonString()
    #expect(json.contains(#""translation": "nan""#))
    #expect(json.contains(#""velocity": "-inf""#))
    #expect(json.contains(#""timestamp": "inf""#))
    let read = try PagerTrace<String>(json: json)
    guard case .drag(let translation) = read.steps[1].input else {
      Issue.record("not a drag")
      return
    }
    #expect(translation.isNaN)
    #expect(read.steps[2].input == .endDrag(velocity: -.infinity))
    #expect(read.steps[1].error == .nonFiniteValue)
    #expect(try read.replay() == .identical)
  }

  @Test func theKeysAreWrittenInOneOrderAndTheStepsOnePerLine() throws {
    let trace = try TraceSession.trace()
    let json = try trace.jsonString()
    // The same trace writes the same text, whatever order its dictionaries iterate in.
    #expect(try trace.jsonString() == json)
    #expect(try PagerTrace<String>(json: json).jsonString() == json)
    #expect(
      json.hasPrefix("{\n  \"version\": 6,\n  \"start\": {\n    \"source\": {\"ids\": [\"A\", "))
    let stepLines = json.split(separator: "\n").filter { $0.hasPrefix("    {\"input\": ") }
    #expect(stepLines.count == trace.steps.count)
    let first = try #require(stepLines.first)
    #expect(
      first.hasPrefix(
        #"    {"input": {"kind": "advance", "timestamp": 0.0}, "error": null, "nested": [], "phase": "idle", "position": 0.0, "target": 0, "events": []}"#
      ))
    // Parameters are written in the order of their names.
    #expect(json.contains(#""parameters": {"maxItems": 1.0, "velocityThreshold": 300.0}"#))
  }

  @Test func everyLayoutAnchorErrorAndInputReadsBack() throws {
    let configuration = PagerConfiguration(
      viewportLength: 320, axis: .vertical, layoutDirection: .rightToLeft, preloadCount: 3,
      settleSpring: SpringCurve(response: 0.5, dampingRatio: 0.7, initialVelocity: 2),
      rubberBandCoefficient: 0.3, reduceMotion: true, deceleration: .fast)
    let outcome = PagerTrace<Int>.Outcome(
      events: [
        .willChangePage(
          PageChange(
            from: 1, to: nil, fromIndex: 1, toIndex: nil, direction: .reverse, cause: .autoScroll)),
        .didChangePage(
          PageChange(
            from: nil, to: 2, fromIndex: nil, toIndex: 2, direction: .forward, cause: .dataReload)),
        .didCancelPageChange(
          PageChange(
            from: 1, to: 2, fromIndex: 1, toIndex: 2, direction: .forward, cause: .programmatic)),
        .didScroll(position: -0.25), .phaseDidChange(from: .settling, to: .idle),
      ], phase: .idle, position: 2, targetIndex: 2)
    let inputs: [PagerTrace<Int>.Input] = [
      .beginDrag, .drag(translation: 1), .endDrag(velocity: 2), .advance(timestamp: 3),
      .scroll(index: 1, direction: .reverse, animated: false),
      .scroll(index: 2, direction: nil, animated: true), .scrollToNext(animated: false),
      .scrollToPrevious(animated: true), .autoScroll(index: 2, direction: .forward),
      .autoScroll(index: 0, direction: nil),
      .reload(
        .init(ids: [1, 2, 3], isCircular: true), layout: .uniform(itemLength: 50, spacing: 2)),
      .reload(
        .init(ids: nil, isCircular: false, bounds: PageBounds(first: nil, end: 10)), layout: nil),
      .reload(.init(ids: [1, 2]), layout: .variable(itemLengths: [10, 20], spacing: 0)),
      .reload(.init(ids: [1, 2]), layout: .fullPage),
      .restore(PagerSnapshot(pageID: 2, index: 1)), .restore(PagerSnapshot(pageID: nil, index: 0)),
      .configure(configuration), .setSnap(.init(name: "Custom", parameters: ["a": 1.5])),
      .setTransition(.init(name: "CubeTransition")),
    ]
    let errors: [PagerError?] = [
      nil, .indexOutOfRange(index: 4, count: 3),
      .indexOutOfBounds(index: -1, bounds: PageBounds(first: 0, end: nil)),
      .emptySource, .dragInProgress, .notDragging, .nonFiniteValue,
      .invalidConfiguration(.spacing(-2)),
      .duplicatePageID(index: 2, firstIndex: 0), .missingPage(index: 5),
    ]
    let steps = inputs.enumerated().map { offset, input in
      PagerTrace<Int>.Step(
        input: input, error: errors[offset % errors.count],
        nested: offset == 1 ? [PagerTrace.Call(input: .beginDrag, error: .dragInProgress)] : [],
        outcome: outcome)
    }
    for anchor in [SnapAnchor.leading(3), .center, .trailing(4)] {
      let trace = PagerTrace<Int>(
        start: PagerTrace.Start(
          source: .init(ids: [1, 2, 3]), layout: .uniform(itemLength: 80, spacing: 4),
          anchor: anchor, configuration: configuration, settledIndex: 1, time: 7.5),
        steps: steps)
      #expect(try PagerTrace<Int>(json: try trace.jsonString()) == trace)
    }
  }

  @Test func aSpringReadsBackAsTheSameSpring() throws {
    let springs = [
      SpringCurve.page, SpringCurve(duration: 0.4, bounce: 0.3),
      SpringCurve(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1, epsilon: 0.0001),
    ]
    for spring in springs {
      var configuration = PagerConfiguration(viewportLength: 100)
      configuration.settleSpring = spring
      let trace = PagerTrace<String>(
        start: PagerTrace.Start(source: .init(ids: ["A"]), configuration: configuration),
        steps: [])
      let read = try PagerTrace<String>(json: try trace.jsonString())
      #expect(read.start.configuration.settleSpring == spring)
      #expect(read.start.configuration.settleSpring.settlingDuration == spring.settlingDuration)
    }
  }
}
