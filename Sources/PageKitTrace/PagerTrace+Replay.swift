public import PageKitCore

extension PagerTrace {
  /// Where a replay first parted ways with the trace.
  public struct Divergence: Hashable {
    /// The step (`nil`: the start, before any step).
    public var step: Int?
    /// What differs first: `events[i]`, `phase`, `position`, `target`, `landing`, `error`,
    /// `nested[i].error` or `start.position`.
    public var field: String
    /// What the trace recorded.
    public var expected: Outcome
    /// What the replay produced.
    public var actual: Outcome
    /// The error the step threw when recorded (for `error` and `nested[i].error`).
    public var expectedError: PagerError?
    /// The error it threw on replay.
    public var actualError: PagerError?
  }

  /// The result of a replay.
  public enum ReplayResult: Hashable {
    /// Every step produced the same events, phase, position and target, and threw the same.
    case identical
    /// The first step where the replay parted ways.
    case diverged(Divergence)
  }

  /// Replays the trace on a new pager over a stand-in source (each page its identity): builds
  /// the pager from ``start``, makes every step's call, and compares what each produced.
  ///
  /// The replay touches nothing of the host's: it builds its own pager and sources.
  ///
  /// - Parameters:
  ///   - resolver: Builds the snap strategies and transitions the trace names (default
  ///     PageKitCore's built-ins).
  ///   - positionTolerance: How far, in pages (items), a position may differ and still agree
  ///     (default `0`: bit for bit). Use a small tolerance (`1e-9`) for a trace recorded on
  ///     another platform, whose math library may round a spring's last bit differently.
  /// - Returns: ``ReplayResult/identical``, or the first divergence with expected and actual.
  /// - Throws: ``PagerTraceError/sourceRequired(step:)`` for a source without a list of
  ///   identities; and as ``replay(resolver:positionTolerance:source:)``.
  /// - Complexity: O(s + e) pager calls and comparisons for s steps and e events, plus the
  ///   pager's costs.
  public func replay(
    resolver: PagerTraceResolver = .builtIn, positionTolerance: Double = 0
  ) throws(PagerTraceError) -> ReplayResult {
    try replay(
      resolver: resolver, positionTolerance: positionTolerance, source: { Self.standIn($0) })
  }

  /// Replays the trace on a new pager over sources the host builds from the trace's
  /// descriptions (its own source type, or a source without a count).
  ///
  /// - Parameters:
  ///   - resolver: Builds the snap strategies and transitions the trace names.
  ///   - positionTolerance: How far a position may differ and still agree (default `0`: bit
  ///     for bit).
  ///   - source: Builds a fresh source for a description (the start's, then each reload's);
  ///     `nil` when it cannot. Never pass the host's live source: a replay must not touch it.
  /// - Returns: ``ReplayResult/identical``, or the first divergence.
  /// - Throws: ``PagerTraceError/duplicateID(step:field:index:firstIndex:)`` and
  ///   ``PagerTraceError/unknownID(step:field:)`` for a trace built in code;
  ///   ``PagerTraceError/unresolvedStrategy(step:field:name:)``;
  ///   ``PagerTraceError/sourceRequired(step:)`` when `source` returns `nil`;
  ///   ``PagerTraceError/invalidStart(_:)`` when the pager cannot be built;
  ///   ``PagerTraceError/stepThrew(step:error:)`` for a step that throws although it did not
  ///   when recorded.
  /// - Complexity: O(s + e) pager calls and comparisons, plus the pager's costs.
  public func replay<Source: PageSource>(
    resolver: PagerTraceResolver = .builtIn, positionTolerance: Double = 0,
    source: (SourceDescription) -> Source?
  ) throws(PagerTraceError) -> ReplayResult where Source.PageID == PageID {
    try validate()
    let pager = try makePager(resolver: resolver, source: source)
    var events: [PagerEvent<PageID>] = []
    pager.addEventObserver { events.append($0) }
    func outcome() -> Outcome {
      Outcome(
        events: events, phase: pager.phase, position: pager.position,
        targetIndex: pager.targetIndex, landing: pager.landing)
    }
    let startOutcome = Outcome(
      events: [], phase: .idle, position: start.position, targetIndex: start.settledIndex)
    if let field = startOutcome.firstDifference(from: outcome(), tolerance: positionTolerance) {
      return .diverged(
        Divergence(step: nil, field: "start." + field, expected: startOutcome, actual: outcome()))
    }
    for (index, step) in steps.enumerated() {
      events.removeAll(keepingCapacity: true)
      let error = try Self.perform(step.input, on: pager, resolver, source, step: index)
      if !(error?.matchesRecorded(step.error) ?? (step.error == nil)) {
        if step.error == nil, let error { throw .stepThrew(step: index, error: error) }
        return .diverged(
          Divergence(
            step: index, field: "error", expected: step.outcome, actual: outcome(),
            expectedError: step.error, actualError: error))
      }
      for (offset, call) in step.nested.enumerated() {
        let error = try Self.perform(call.input, on: pager, resolver, source, step: index)
        if !(error?.matchesRecorded(call.error) ?? (call.error == nil)) {
          return .diverged(
            Divergence(
              step: index, field: "nested[\(offset)].error", expected: step.outcome,
              actual: outcome(), expectedError: call.error, actualError: error))
        }
      }
      let actual = outcome()
      if let field = step.outcome.firstDifference(from: actual, tolerance: positionTolerance) {
        return .diverged(
          Divergence(step: index, field: field, expected: step.outcome, actual: actual))
      }
    }
    return .identical
  }

  /// Plays the trace's inputs again on a new pager and records what they produce now: the
  /// trace with fresh outcomes (and the calls made from event handlers as steps of their own).
  ///
  /// Use it after an intended change of behaviour, to bring a committed trace up to date, or on
  /// a trace whose inputs were edited (a shrinker's candidate).
  ///
  /// - Parameters:
  ///   - resolver: Builds the snap strategies and transitions the trace names.
  ///   - source: Builds a fresh source for each description (default: a stand-in of the
  ///     recorded identities).
  /// - Returns: The trace as recorded now.
  /// - Throws: As ``replay(resolver:positionTolerance:source:)``, but a step that throws now is
  ///   recorded with its error rather than thrown.
  /// - Complexity: O(s + e) pager calls, plus the pager's costs.
  public func rerecorded<Source: PageSource>(
    resolver: PagerTraceResolver = .builtIn, source: (SourceDescription) -> Source?
  ) throws(PagerTraceError) -> PagerTrace where Source.PageID == PageID {
    try validate()
    let pager = try makePager(resolver: resolver, source: source)
    let recorder = PagerTraceRecorder(recording: pager)
    for (index, step) in steps.enumerated() {
      _ = try Self.perform(step.input, on: pager, resolver, source, step: index)
      for call in step.nested {
        _ = try Self.perform(call.input, on: pager, resolver, source, step: index)
      }
    }
    return recorder.trace() ?? PagerTrace(start: start, steps: [])
  }

  /// ``rerecorded(resolver:source:)`` over a stand-in source of the recorded identities.
  ///
  /// - Parameter resolver: Builds the snap strategies and transitions the trace names.
  /// - Returns: The trace as recorded now.
  /// - Throws: As ``rerecorded(resolver:source:)``; ``PagerTraceError/sourceRequired(step:)``
  ///   for a source without identities.
  /// - Complexity: O(s + e) pager calls, plus the pager's costs.
  public func rerecorded(resolver: PagerTraceResolver = .builtIn) throws(PagerTraceError)
    -> PagerTrace
  {
    try rerecorded(resolver: resolver, source: { Self.standIn($0) })
  }

  /// A stand-in source of a description's identities (each page its identity), or `nil`.
  package static func standIn(_ description: SourceDescription) -> TraceStandInSource<PageID>? {
    description.ids.map { TraceStandInSource(ids: $0, isCircular: description.isCircular) }
  }

  /// A new pager at the trace's start.
  package func makePager<Source: PageSource>(
    resolver: PagerTraceResolver, source: (SourceDescription) -> Source?
  ) throws(PagerTraceError) -> Pager<Source, AnyTransitionStrategy> where Source.PageID == PageID {
    guard let initialSource = source(start.source) else { throw .sourceRequired(step: nil) }
    do {
      let pager = try Pager(
        source: initialSource,
        transition: try resolver.transition(
          for: start.transition, step: nil, field: "start.transition"),
        layout: start.layout, anchor: start.anchor,
        snap: try resolver.snap(for: start.snap, step: nil, field: "start.snap"),
        initialIndex: start.settledIndex, configuration: start.configuration)
      if let time = start.time { try pager.advance(to: time) }
      return pager
    } catch let error as PagerTraceError {
      throw error
    } catch let error as PagerError {
      throw .invalidStart(error)
    } catch {
      throw .invalidStart(.invalidConfiguration(.unspecified))
    }
  }

  /// Makes one recorded call on a replay's pager (a reload on a fresh source from `source`).
  ///
  /// - Returns: The error the pager threw, or `nil`.
  package static func perform<Source: PageSource>(
    _ input: Input, on pager: Pager<Source, AnyTransitionStrategy>,
    _ resolver: PagerTraceResolver, _ source: (SourceDescription) -> Source?, step: Int
  ) throws(PagerTraceError) -> PagerError? where Source.PageID == PageID {
    let resolved = try input.map(
      source: { (description) throws(PagerTraceError) -> Source in
        guard let newSource = source(description) else { throw .sourceRequired(step: step) }
        return newSource
      },
      snap: { (strategy) throws(PagerTraceError) in
        try resolver.snap(for: strategy, step: step, field: "input.snap")
      },
      transition: { (strategy) throws(PagerTraceError) in
        try resolver.transition(for: strategy, step: step, field: "input.transition")
      })
    do {
      try pager.apply(resolved)
      return nil
    } catch {
      return error
    }
  }
}

extension PagerTrace.Divergence: Sendable where PageID: Sendable {}
extension PagerTrace.ReplayResult: Sendable where PageID: Sendable {}
