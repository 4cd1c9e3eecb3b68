/// Why a ``CubicBezierCurve`` rejected the control points it was created with. An initializer that
/// throws creates nothing.
public enum TimingCurveError: Error, Sendable, Hashable {
  /// A Bézier control point has a NaN or infinite coordinate.
  case nonFiniteControlPoint
  /// A Bézier control point's `x` lies outside `0...1`, so progress would not be a function of
  /// time.
  case controlPointOutOfRange
}
