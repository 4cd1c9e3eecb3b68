/// The curve of one engine motion: the settle spring of a release, the decay of a release that
/// glides (``SnapStrategy/glides``), or a controller's timing for an animated command. A settle,
/// the motion of every release, keeps its curve unwrapped.
@usableFromInline
package enum MotionCurve {
  case spring(SpringCurve)
  case decay(DecayCurve)
  case timing(AnimationTiming)

  @usableFromInline
  package func progress(at elapsed: Double) -> Double {
    switch self {
    case .spring(let curve): curve.progress(at: elapsed)
    case .decay(let curve): curve.progress(at: elapsed)
    case .timing(let curve): curve.progress(at: elapsed)
    }
  }

  package func velocity(at elapsed: Double) -> Double {
    switch self {
    case .spring(let curve): curve.velocity(at: elapsed)
    case .decay(let curve): curve.velocity(at: elapsed)
    case .timing(let curve): curve.velocity(at: elapsed)
    }
  }

  package var settlingDuration: Double {
    switch self {
    case .spring(let curve): curve.settlingDuration
    case .decay(let curve): curve.settlingDuration
    case .timing(let curve): curve.settlingDuration
    }
  }

  /// The same kind of curve, restarted at `velocity` (progress units per second).
  package func startingWith(velocity: Double) -> MotionCurve {
    switch self {
    case .spring(let curve): .spring(curve.startingWith(velocity: velocity))
    case .decay(let curve): .decay(curve.startingWith(velocity: velocity))
    case .timing(let curve): .timing(curve.startingWith(velocity: velocity))
    }
  }
}
