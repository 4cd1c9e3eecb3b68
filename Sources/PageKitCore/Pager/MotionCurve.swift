/// The curve of one pager motion: the settle spring of a release, or the transition's timing
/// for an animated command.
enum MotionCurve<Timing: TimingCurve> {
  case spring(SpringCurve)
  case timing(Timing)
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
}
