import PageKitCore

/// `true` when `actual` is within `absolute + relative·|expected|` of `expected`.
func timingClose(
  _ actual: Double, _ expected: Double, relative: Double = 0, absolute: Double = 0
) -> Bool {
  abs(actual - expected) <= absolute + relative * abs(expected)
}

/// The tolerance a value printed with `decimals` decimals carries, plus 1e-6 relative.
func printedTolerance(_ expected: Double, decimals: Int) -> Double {
  var unit = 0.5
  for _ in 0..<decimals { unit /= 10 }
  return unit + 1e-6 * abs(expected)
}

/// A named curve, so that parameterized tests print which curve failed.
struct NamedTimingCurve: Sendable, CustomStringConvertible {
  let description: String
  let curve: any TimingCurve

  init(_ description: String, _ curve: any TimingCurve) {
    self.description = description
    self.curve = curve
  }
}

/// A custom curve, as a host would write one: smooth-step `3u² − 2u³` over a duration, starting
/// at a given velocity by adding `v·u(1 − u)²·duration` (which keeps the ends at `0` and `1`).
struct SmoothStepCurve: TimingCurve, Hashable {
  var duration: Double
  var initialVelocity = 0.0

  func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    let u = elapsed / duration
    return u * u * (3 - 2 * u) + initialVelocity * duration * u * (1 - u) * (1 - u)
  }

  func velocity(at elapsed: Double) -> Double {
    guard elapsed < duration else { return 0 }
    let u = max(elapsed, 0) / duration
    let bump = (1 - u) * (1 - 3 * u)
    return 6 * u * (1 - u) / duration + initialVelocity * bump
  }

  var settlingDuration: Double { duration }

  func startingWith(velocity: Double) -> SmoothStepCurve {
    SmoothStepCurve(duration: duration, initialVelocity: velocity)
  }
}

/// A Bézier curve for tests, with a one-second default duration.
func timingBezier(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 1
) -> CubicBezierCurve {
  CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
}
