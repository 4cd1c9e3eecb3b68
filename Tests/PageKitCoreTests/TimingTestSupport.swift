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

/// Decay curves for tests from values that cannot throw; `nil` if they do.
func timingDecay(rate: Double, velocity: Double, epsilon: Double = 0.5) -> DecayCurve? {
  try? DecayCurve(rate: rate, initialVelocity: velocity, epsilon: epsilon)
}

/// Bézier curves for tests from values that cannot throw; `nil` if they do.
func timingBezier(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 1
) -> CubicBezierCurve? {
  try? CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
}
