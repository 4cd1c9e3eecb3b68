public import PageKitCore

/// Builds a trace's snap strategies and transitions again from their names and parameters, for
/// a replay.
///
/// ``builtIn`` knows PageKitCore's: ``/PageKitCore/PagingSnap`` and the nine built-in transitions. Other
/// modules add theirs (PageKitSnap's `PagerTraceResolver.withPageKitSnap()`); a host registers
/// its own with ``registerSnap(named:_:)`` and ``registerTransition(named:_:)``.
///
/// ```swift
/// var resolver = PagerTraceResolver.builtIn.withPageKitSnap()
/// resolver.registerSnap(named: "HalfPageSnap") { parameters in
///   HalfPageSnap(threshold: parameters["threshold"] ?? 0.5)
/// }
/// switch try report.replay(resolver: resolver) {
/// ```
public struct PagerTraceResolver {
  /// A builder: the parameters a trace recorded, to a strategy (or a thrown ``/PageKitCore/PagerError`` for
  /// parameters out of range).
  public typealias Builder<Value> = ([String: Double]) throws(PagerError) -> Value

  private var snaps: [String: Builder<any SnapStrategy>] = [:]
  private var transitions: [String: Builder<AnyTransitionStrategy>] = [:]

  /// A resolver that knows nothing: every name must be registered.
  public init() {}

  /// A resolver that knows PageKitCore's strategies: ``/PageKitCore/PagingSnap`` and the built-in
  /// transitions (``/PageKitCore/SlideTransition``, ``/PageKitCore/CoverTransition``, ``/PageKitCore/CrossFadeTransition``,
  /// ``/PageKitCore/CubeTransition``, ``/PageKitCore/RevealTransition``, ``/PageKitCore/InstantTransition``, ``/PageKitCore/DepthTransition``,
  /// ``/PageKitCore/ZoomOutTransition``, ``/PageKitCore/CoverFlowTransition``).
  ///
  /// - Complexity: O(1).
  public static var builtIn: PagerTraceResolver {
    var resolver = PagerTraceResolver()
    resolver.registerSnap(named: "PagingSnap") { parameters throws(PagerError) in
      let items = parameters["maxItems"] ?? 1
      guard items.isFinite else { throw .nonFiniteValue }
      guard items >= 1, items <= Double(Int.max / 2), items.rounded() == items else {
        // (The count as an `Int`: a fraction toward zero, a count past the range at its end.)
        let named = abs(items) < 0x1p62 ? Int(items.rounded(.towardZero)) : Int.max
        throw .invalidConfiguration(.maxItems(named))
      }
      return try PagingSnap(
        maxItems: Int(items), velocityThreshold: parameters["velocityThreshold"] ?? 300,
        positionalThreshold: parameters["positionalThreshold"]
          ?? PagingSnap.defaultPositionalThreshold)
    }
    func timing(_ parameters: [String: Double]) throws(PagerError) -> AnimationTiming {
      try AnimationTiming(traceParameters: parameters)
    }
    resolver.registerTransition(named: "SlideTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(SlideTransition(timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "CoverTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(CoverTransition(timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "CrossFadeTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(CrossFadeTransition(timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "CubeTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(CubeTransition(timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "RevealTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(RevealTransition(timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "InstantTransition") { _ throws(PagerError) in
      AnyTransitionStrategy(InstantTransition())
    }
    resolver.registerTransition(named: "DepthTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(
        DepthTransition(
          minimumScale: parameters["minimumScale"] ?? 0.75, timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "ZoomOutTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(
        ZoomOutTransition(
          minimumScale: parameters["minimumScale"] ?? 0.85,
          minimumAlpha: parameters["minimumAlpha"] ?? 0.5, timing: try timing(parameters)))
    }
    resolver.registerTransition(named: "CoverFlowTransition") { parameters throws(PagerError) in
      AnyTransitionStrategy(
        CoverFlowTransition(
          maxRotation: parameters["maxRotation"] ?? Double.pi / 4,
          spacing: parameters["spacing"] ?? 0.6, sideScale: parameters["sideScale"] ?? 0.8,
          visibleRange: parameters["visibleRange"] ?? 3, timing: try timing(parameters)))
    }
    return resolver
  }

  /// Registers (or replaces) the builder of the snap strategy a trace names `name`.
  ///
  /// - Parameters:
  ///   - name: The strategy's ``TraceDescribable/traceName``.
  ///   - build: Builds the strategy from the recorded parameters.
  /// - Complexity: O(1).
  public mutating func registerSnap(
    named name: String, _ build: @escaping Builder<any SnapStrategy>
  ) {
    snaps[name] = build
  }

  /// Registers (or replaces) the builder of the transition a trace names `name`.
  ///
  /// - Parameters:
  ///   - name: The transition's ``TraceDescribable/traceName``.
  ///   - build: Builds the transition from the recorded parameters.
  /// - Complexity: O(1).
  public mutating func registerTransition(
    named name: String, _ build: @escaping Builder<AnyTransitionStrategy>
  ) {
    transitions[name] = build
  }

  /// The snap strategy a description names.
  ///
  /// - Parameters:
  ///   - strategy: The description.
  ///   - step: The step it is in, for the error (`nil`: the start).
  ///   - field: Its field, for the error.
  /// - Returns: The strategy its builder built.
  /// - Throws: ``PagerTraceError/unresolvedStrategy(step:field:name:)`` for a name without a
  ///   builder, or one whose builder threw.
  /// - Complexity: O(1) plus the builder's cost.
  public func snap<PageID>(
    for strategy: PagerTrace<PageID>.Strategy, step: Int?, field: String
  ) throws(PagerTraceError) -> any SnapStrategy {
    guard let build = snaps[strategy.name], let snap = try? build(strategy.parameters) else {
      throw .unresolvedStrategy(step: step, field: field, name: strategy.name)
    }
    return snap
  }

  /// The transition a description names.
  ///
  /// - Parameters:
  ///   - strategy: The description.
  ///   - step: The step it is in, for the error (`nil`: the start).
  ///   - field: Its field, for the error.
  /// - Returns: The transition its builder built.
  /// - Throws: ``PagerTraceError/unresolvedStrategy(step:field:name:)`` for a name without a
  ///   builder, or one whose builder threw.
  /// - Complexity: O(1) plus the builder's cost.
  public func transition<PageID>(
    for strategy: PagerTrace<PageID>.Strategy, step: Int?, field: String
  ) throws(PagerTraceError) -> AnyTransitionStrategy {
    guard let build = transitions[strategy.name], let transition = try? build(strategy.parameters)
    else {
      throw .unresolvedStrategy(step: step, field: field, name: strategy.name)
    }
    return transition
  }
}
