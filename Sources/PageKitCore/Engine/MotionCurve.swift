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

  /// This curve restarted at `velocity` (coordinate units per second) for a trip of
  /// `distance`: its progress velocity is `velocity / distance` (`0` for a trip too short to
  /// measure, or a velocity that is not finite).
  ///
  /// - Complexity: O(1).
  package func startingWith(velocity: Double, over distance: Double) -> MotionCurve {
    startingWith(velocity: Self.progressVelocity(velocity, over: distance))
  }

  /// A coordinate velocity as a curve's progress velocity for a trip of `distance`:
  /// `velocity / distance`, `0` for a trip too short to measure or a velocity that is not
  /// finite. The one rule every restart and every animated command follows.
  ///
  /// - Complexity: O(1).
  package static func progressVelocity(_ velocity: Double, over distance: Double) -> Double {
    let normalized =
      abs(distance) < PagingEngine<Int>.arrivalTolerance ? 0 : velocity / distance
    return normalized.isFinite ? normalized : 0
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
