import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A replay rebuilds the pager and reports the first step where events, phase, position or
/// target differ, with what was expected and what came.
@Suite struct TraceReplayTests {
  struct ReplayedIdentically: Error {}

  /// The first divergence of `trace`'s replay.
  func divergence(of trace: PagerTrace<String>) throws -> PagerTrace<String>.Divergence {
    guard case .diverged(let divergence) = try trace.replay() else { throw ReplayedIdentically() }
    return divergence
  }

  @Test func aChangedPositionIsTheFirstDivergence() throws {
    // Given a recorded trace whose fourth step's position is tampered with.
    var trace = try TraceSession.trace()
    let recorded = trace.steps[3].outcome
    trace.steps[3].outcome.position = recorded.position.nextUp
    // When replayed, then that step and field are named, with both outcomes.
    let result = try trace.replay()
    guard case .diverged(let divergence) = result else {
      Issue.record("replayed identically")
      return
    }
    #expect(divergence.step == 3)
    #expect(divergence.field == "position")
    #expect(divergence.expected.position == recorded.position.nextUp)
    #expect(divergence.actual == recorded)
    // And within a tolerance (for a trace from another platform's math library) it agrees.
    #expect(try trace.replay(positionTolerance: 1e-9) == .identical)
  }

  @Test func aMissingOrChangedEventIsTheFirstDivergence() throws {
    var trace = try TraceSession.trace()
    let index = try #require(trace.steps.firstIndex { $0.input == .endDrag(velocity: -900) })
    trace.steps[index].outcome.events.removeFirst()
    guard case .diverged(let divergence) = try trace.replay() else {
      Issue.record("replayed identically")
      return
    }
    #expect(divergence.step == index)
    #expect(divergence.field == "events[0]")
    // Only the first divergence is reported, though later steps differ too.
    trace.steps[index + 1].outcome.targetIndex = 5
    guard case .diverged(let again) = try trace.replay() else { return }
    #expect(again.step == index)
  }

  @Test func aPhaseOrTargetThatDiffersIsNamed() throws {
    var trace = try TraceSession.trace()
    trace.steps[1].outcome.phase = .settling
    let phase = try divergence(of: trace)
    #expect(phase.step == 1 && phase.field == "phase")
    trace = try TraceSession.trace()
    trace.steps[2].outcome.targetIndex = 4
    let target = try divergence(of: trace)
    #expect(target.step == 2 && target.field == "target")
  }

  @Test func aStepThatNoLongerThrowsIsADivergenceOfItsError() throws {
    var trace = try TraceSession.trace()
    let index = try #require(trace.steps.firstIndex { $0.error != nil })
    trace.steps[index].error = .dragInProgress
    let divergence = try divergence(of: trace)
    #expect(divergence.step == index && divergence.field == "error")
    #expect(divergence.expectedError == .dragInProgress)
    #expect(divergence.actualError == .indexOutOfRange(index: 99, count: 6))
  }

  @Test func aTamperedStartPositionIsNamed() throws {
    var trace = try TraceSession.trace()
    trace.start.position = 0.5
    let divergence = try divergence(of: trace)
    #expect(divergence.step == nil && divergence.field == "start.position")
  }

  /// A host's snap strategy: the nearest page, ties forward.
  struct NearestPageSnap: SnapStrategy, TraceDescribable {
    var bias: Double
    var traceName: String { "NearestPageSnap" }
    var traceParameters: [String: Double] { ["bias": bias] }
    func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
      let index = proposal.strip.index(at: proposal.currentOffset + bias) ?? 0
      return SnapTarget(offset: proposal.strip.span(at: index)?.origin ?? 0, index: index)
    }
  }

  @Test func aHostsStrategyReplaysThroughItsBuilder() throws {
    // Given a pager with a strategy of the host's own.
    let pager = try TraceSession.pager()
    pager.snap = NearestPageSnap(bias: 50)
    let recorder = PagerTraceRecorder(recording: pager)
    TraceSession.play(on: pager)
    let trace = try #require(recorder.trace())
    #expect(trace.start.snap == .init(name: "NearestPageSnap", parameters: ["bias": 50]))
    // Then the built-ins alone cannot replay it; with its builder it replays identically.
    #expect(
      throws: PagerTraceError.unresolvedStrategy(
        step: nil, field: "start.snap", name: "NearestPageSnap")
    ) {
      try trace.replay()
    }
    var resolver = PagerTraceResolver.builtIn
    resolver.registerSnap(named: "NearestPageSnap") { NearestPageSnap(bias: $0["bias"] ?? 0) }
    #expect(try trace.replay(resolver: resolver) == .identical)
  }

  @Test func aHostsSourceReplaysThroughItsClosure() throws {
    // Given a trace of a pager over a generated source (its identities are its indices).
    let pager = try Pager(
      source: GeneratedPageSource(count: 8) { "page \($0)" },
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.scroll(to: 5)
    try pager.advance(to: 1)
    try pager.reload(GeneratedPageSource(count: 3) { "page \($0)" })
    let trace = try #require(recorder.trace())
    #expect(trace.steps.last?.outcome.targetIndex == 2)
    // Then a replay builds fresh sources of the same type from the descriptions.
    var built: [Int] = []
    let result = try trace.replay { description -> GeneratedPageSource<String>? in
      guard let count = description.bounds.count else { return nil }
      built.append(count)
      return GeneratedPageSource(count: count) { "page \($0)" }
    }
    #expect(result == .identical)
    #expect(built == [8, 3])
  }

  @Test(arguments: [
    CoverFlowTransition(
      maxRotation: 0.5, spacing: 0.4, sideScale: 0.7, visibleRange: 2, timing: .bezier(.easeInOut)),
    CoverFlowTransition(timing: .linear(duration: 0.25)),
  ])
  func aBuiltInTransitionWithItsTimingReplays(transition: CoverFlowTransition) throws {
    let pager = try Pager(
      source: ArrayPageSource(TraceSession.keys, id: \.self), transition: transition,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.scroll(to: 3)
    for frame in 1...30 { try pager.advance(to: Double(frame) / 60) }
    let trace = try #require(recorder.trace())
    #expect(trace.start.transition.name == "CoverFlowTransition")
    #expect(try trace.replay() == .identical)
    // The timing matters: a different one diverges.
    var changed = trace
    changed.start.transition.parameters = CoverFlowTransition().traceParameters
    #expect(try changed.replay() != .identical)
  }

  @Test func everyBuiltInTransitionResolvesToItself() throws {
    let transitions: [any TransitionStrategy & TraceDescribable] = [
      SlideTransition(), CoverTransition(), CrossFadeTransition(), CubeTransition(),
      RevealTransition(), InstantTransition(), DepthTransition(minimumScale: 0.6),
      ZoomOutTransition(minimumScale: 0.7, minimumAlpha: 0.2), CoverFlowTransition(),
    ]
    for transition in transitions {
      let description = PagerTrace<Int>.Strategy(describing: transition)
      let resolved = try PagerTraceResolver.builtIn.transition(
        for: description, step: nil, field: "")
      #expect(PagerTrace<Int>.Strategy(describing: resolved) == description)
      #expect(resolved.timing == transition.timing)
    }
  }
}

/// A source without a count is recorded by its bounds and replays through the host's source.
@Suite struct TraceUnboundedSourceTests {
  @Test func aCalendarReplaysThroughItsBounds() throws {
    // Given a calendar of days without an end either way, paged and reloaded.
    let pager = try Pager(
      source: UnboundedPageSource { "day \($0)" },
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.scroll(to: -3)
    try pager.runUntilIdle()
    try pager.reload(UnboundedPageSource(first: -10) { "day \($0)" })
    try pager.swipe(by: -80, velocity: -500)
    try pager.runUntilIdle()
    let trace = try #require(recorder.trace())
    // Then its sources are bounds without identities.
    #expect(trace.start.source == .init(ids: nil, isCircular: false, bounds: .unbounded))
    #expect(
      trace.steps.contains {
        $0.input
          == .reload(
            .init(ids: nil, isCircular: false, bounds: PageBounds(first: -10, end: nil)),
            layout: nil)
      })
    // And it replays through fresh sources the host builds from them.
    let result = try trace.replay { description in
      UnboundedPageSource(first: description.bounds.first, end: description.bounds.end) {
        "day \($0)"
      }
    }
    #expect(result == .identical)
    #expect(throws: PagerTraceError.sourceRequired(step: nil)) { try trace.replay() }
    #expect(try PagerTrace<Int>(json: try trace.jsonString()) == trace)
  }

  @Test func dayCardsReplayThroughTheirBounds() throws {
    // Given day cards (uniform items without a count), flung, jumped and reloaded mid-drag.
    let pager = try Pager(
      source: UnboundedPageSource { "day \($0)" }, layout: .uniform(itemLength: 80, spacing: 6),
      anchor: .center, configuration: PagerConfiguration(viewportLength: 100))
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.swipe(by: -50, velocity: -900)
    try pager.runUntilIdle()
    try pager.scroll(to: -40)
    try pager.runUntilIdle()
    try pager.beginDrag()
    try pager.drag(by: 30)
    try pager.reload(UnboundedPageSource(first: -60) { "day \($0)" })
    try pager.endDrag(velocity: 400)
    try pager.runUntilIdle()
    let trace = try #require(recorder.trace())
    // Then it replays bit for bit through the sources the host builds from their bounds.
    let result = try trace.replay { description in
      UnboundedPageSource(first: description.bounds.first, end: description.bounds.end) {
        "day \($0)"
      }
    }
    #expect(result == .identical)
    #expect(pager.settledIndex < -40 && pager.checkInvariants().isEmpty)
  }
}
