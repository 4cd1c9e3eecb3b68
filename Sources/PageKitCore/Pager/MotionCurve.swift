/// The curve of one pager motion: the settle spring of a release, or the transition's timing
/// for an animated command (boxed once per command, so that frames call it without generic
/// dispatch).
enum MotionCurve {
  case spring(SpringCurve)
  case timing(AnyTimingCurve)
  case linear(LinearCurve)

  func progress(at elapsed: Double) -> Double {
    switch self {
    case .spring(let curve): curve.progress(at: elapsed)
    case .timing(let curve): curve.progress(at: elapsed)
    case .linear(let curve): curve.progress(at: elapsed)
    }
  }

  func velocity(at elapsed: Double) -> Double {
    switch self {
    case .spring(let curve): curve.velocity(at: elapsed)
    case .timing(let curve): curve.velocity(at: elapsed)
    case .linear(let curve): curve.velocity(at: elapsed)
    }
  }

  var settlingDuration: Double {
    switch self {
    case .spring(let curve): curve.settlingDuration
    case .timing(let curve): curve.settlingDuration
    case .linear(let curve): curve.settlingDuration
    }
  }

  /// The same kind of curve, restarted at `velocity` (progress units per second).
  func startingWith(velocity: Double) -> MotionCurve {
    switch self {
    case .spring(let curve): .spring(curve.startingWith(velocity: velocity))
    case .timing(let curve): .timing(curve.startingWith(velocity: velocity))
    case .linear(let curve): .linear(curve)
    }
  }
}

/// A pager motion: from a strip position to a slot, along a curve, from a start time (`nil`
/// until the first frame).
struct PagerMotionState {
  var from: Double
  var to: Int
  var startTime: Double?
  var curve: MotionCurve
  /// The curve's settling duration, read once.
  var duration: Double
}

/// The slots the live pages were last brought in line with, and the page count then.
struct PagerLiveWindow: Equatable {
  var low: Int
  var high: Int
  var count: Int
}
