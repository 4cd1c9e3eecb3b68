/// Why a timing curve rejected the values it was created with. A throwing initializer that throws
/// creates nothing.
public enum TimingCurveError: Error, Sendable, Hashable {
  /// A Bézier control point has a NaN or infinite coordinate.
  case nonFiniteControlPoint
  /// A Bézier control point's `x` lies outside `0...1`, so progress would not be a function of
  /// time.
  case controlPointOutOfRange
  /// A deceleration rate that is NaN, infinite, or outside the open interval `0 < rate < 1`.
  case invalidDecayRate
  /// A settling threshold that is NaN, infinite, zero or negative.
  case invalidThreshold
}
