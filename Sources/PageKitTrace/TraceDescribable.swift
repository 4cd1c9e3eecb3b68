public import PageKitCore

/// A snap strategy or a transition that a trace records by name and parameters, and a replay
/// builds again (see ``PagerTraceResolver``).
///
/// The built-in strategies and transitions conform. Conform your own, and register a builder
/// for its name with ``PagerTraceResolver/registerSnap(named:_:)`` or
/// ``PagerTraceResolver/registerTransition(named:_:)``, so that a trace of a pager that uses it
/// replays; a strategy that does not conform is recorded by its type's name alone.
///
/// ```swift
/// struct HalfPageSnap: SnapStrategy, TraceDescribable {
///   var threshold: Double
///   var traceName: String { "HalfPageSnap" }
///   var traceParameters: [String: Double] { ["threshold": threshold] }
///   // …
/// }
/// ```
public protocol TraceDescribable {
  // MARK: Core requirements

  /// The name a trace records, unique among the strategies a replay may meet
  /// (`"PagingSnap"`).
  var traceName: String { get }

  // MARK: Requirements with default implementations

  /// The parameters a replay needs to build the same strategy, by name (default none). Every
  /// value must be finite.
  var traceParameters: [String: Double] { get }
}

extension TraceDescribable {
  /// No parameters.
  public var traceParameters: [String: Double] { [:] }
}

// MARK: The built-ins of PageKitCore

extension PagingSnap: TraceDescribable {
  /// `"PagingSnap"`.
  public var traceName: String { "PagingSnap" }
  /// `maxItems` and `velocityThreshold`, and `positionalThreshold` when it is not the default
  /// (a trace without it reads the default, 0.5).
  public var traceParameters: [String: Double] {
    var parameters = ["maxItems": Double(maxItems), "velocityThreshold": velocityThreshold]
    if positionalThreshold != Self.defaultPositionalThreshold {
      parameters["positionalThreshold"] = positionalThreshold
    }
    return parameters
  }
}

extension AnimationTiming {
  /// The timing as trace parameters: `spring.response`, `spring.dampingRatio`,
  /// `spring.initialVelocity`, `spring.epsilon`; `bezier.x1` … `bezier.duration`;
  /// `linear.duration`; a custom curve as `custom` (which a replay cannot build).
  var traceParameters: [String: Double] {
    switch curve {
    case .spring(let spring):
      return [
        "spring.response": spring.response, "spring.dampingRatio": spring.dampingRatio,
        "spring.initialVelocity": spring.initialVelocity, "spring.epsilon": spring.epsilon,
      ]
    case .bezier(let bezier):
      return [
        "bezier.x1": bezier.x1, "bezier.y1": bezier.y1, "bezier.x2": bezier.x2,
        "bezier.y2": bezier.y2, "bezier.duration": bezier.duration,
      ]
    case .linear(let linear):
      return ["linear.duration": linear.duration]
    case .custom:
      return ["custom": 1]
    }
  }

  /// The timing that ``traceParameters`` describes.
  ///
  /// - Throws: ``/PageKitCore/PagerError/invalidConfiguration(_:)`` for a custom curve or no timing.
  init(traceParameters parameters: [String: Double]) throws(PagerError) {
    if let response = parameters["spring.response"],
      let ratio = parameters["spring.dampingRatio"]
    {
      self = .spring(
        SpringCurve(
          response: response, dampingRatio: ratio,
          initialVelocity: parameters["spring.initialVelocity"] ?? 0,
          epsilon: parameters["spring.epsilon"] ?? 0.001))
    } else if let x1 = parameters["bezier.x1"], let y1 = parameters["bezier.y1"],
      let x2 = parameters["bezier.x2"], let y2 = parameters["bezier.y2"]
    {
      self = .bezier(
        CubicBezierCurve(
          x1: x1, y1: y1, x2: x2, y2: y2,
          duration: parameters["bezier.duration"] ?? CubicBezierCurve.defaultDuration))
    } else if let duration = parameters["linear.duration"] {
      self = .linear(duration: duration)
    } else {
      throw .invalidConfiguration(.timing)
    }
  }
}

extension SlideTransition: TraceDescribable {
  /// `"SlideTransition"`.
  public var traceName: String { "SlideTransition" }
  /// The timing's parameters.
  public var traceParameters: [String: Double] { timing.traceParameters }
}

extension CoverTransition: TraceDescribable {
  /// `"CoverTransition"`.
  public var traceName: String { "CoverTransition" }
  /// The timing's parameters.
  public var traceParameters: [String: Double] { timing.traceParameters }
}

extension CrossFadeTransition: TraceDescribable {
  /// `"CrossFadeTransition"`.
  public var traceName: String { "CrossFadeTransition" }
  /// The timing's parameters.
  public var traceParameters: [String: Double] { timing.traceParameters }
}

extension CubeTransition: TraceDescribable {
  /// `"CubeTransition"`.
  public var traceName: String { "CubeTransition" }
  /// The timing's parameters.
  public var traceParameters: [String: Double] { timing.traceParameters }
}

extension RevealTransition: TraceDescribable {
  /// `"RevealTransition"`.
  public var traceName: String { "RevealTransition" }
  /// The timing's parameters.
  public var traceParameters: [String: Double] { timing.traceParameters }
}

extension InstantTransition: TraceDescribable {
  /// `"InstantTransition"`.
  public var traceName: String { "InstantTransition" }
}

extension DepthTransition: TraceDescribable {
  /// `"DepthTransition"`.
  public var traceName: String { "DepthTransition" }
  /// `minimumScale` and the timing's parameters.
  public var traceParameters: [String: Double] {
    timing.traceParameters.merging(["minimumScale": minimumScale]) { $1 }
  }
}

extension ZoomOutTransition: TraceDescribable {
  /// `"ZoomOutTransition"`.
  public var traceName: String { "ZoomOutTransition" }
  /// `minimumScale`, `minimumAlpha` and the timing's parameters.
  public var traceParameters: [String: Double] {
    timing.traceParameters.merging(["minimumScale": minimumScale, "minimumAlpha": minimumAlpha]) {
      $1
    }
  }
}

extension CoverFlowTransition: TraceDescribable {
  /// `"CoverFlowTransition"`.
  public var traceName: String { "CoverFlowTransition" }
  /// `maxRotation`, `spacing`, `sideScale`, `visibleRange` and the timing's parameters.
  public var traceParameters: [String: Double] {
    timing.traceParameters.merging([
      "maxRotation": maxRotation, "spacing": spacing, "sideScale": sideScale,
      "visibleRange": visibleRange,
    ]) { $1 }
  }
}

extension AnyTransitionStrategy: TraceDescribable {
  /// The wrapped transition's name (or its type's name).
  public var traceName: String { PagerTrace<Int>.Strategy(describing: base).name }
  /// The wrapped transition's parameters.
  public var traceParameters: [String: Double] {
    PagerTrace<Int>.Strategy(describing: base).parameters
  }
}
