#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A fling that slows down by a constant factor every millisecond, as a scroll view decelerates
/// after the finger lifts.
///
/// With rate `d` per millisecond and initial velocity `v0` in points per second, the continuous
/// motion is, with `dC = 1000·ln d` (negative, per second):
///
/// - position `x(t) = v0·(d^(1000t) − 1) / dC`, velocity `v(t) = v0·d^(1000t)`;
/// - resting distance `x(∞) = −v0 / dC` (``restingDistance``);
/// - settling time `T(ε) = ln(−dC·ε / |v0|) / dC`, when the distance still to go falls below
///   ``epsilon`` points (``settlingDuration``; `0` when it starts below).
///
/// ``projectedDistance`` is the discrete projection `(v0 / 1000)·d / (1 − d)` — the sum of the
/// per-millisecond steps, as UIKit projects a fling — which is about 0.1 % shorter than the
/// continuous ``restingDistance`` at the normal rate.
///
/// As a ``TimingCurve`` the fling is normalised: progress is `x(t) / x(∞) = 1 − d^(1000t)` and
/// progress velocity `−dC·d^(1000t)`, whatever `v0`. The rate alone fixes the initial progress
/// velocity, so ``startingWith(velocity:)`` returns the curve unchanged; use
/// ``with(initialVelocity:)`` to change the fling.
public struct DecayCurve: TimingCurve, Hashable {
  /// The factor the velocity is multiplied by every millisecond, in `0 < rate < 1`.
  public let rate: Double
  /// The velocity at the start, in points per second.
  public let initialVelocity: Double
  /// The distance still to go, in points, below which the fling counts as at rest.
  public let epsilon: Double
  /// The time at which the distance still to go falls below ``epsilon``, in seconds.
  public let settlingDuration: Double

  /// UIKit's normal deceleration rate per millisecond: `0.998`.
  public static let normalRate = 0.998
  /// UIKit's fast deceleration rate per millisecond: `0.99`.
  public static let fastRate = 0.99
  /// The default settling threshold: half a point.
  public static let defaultEpsilon = 0.5

  /// A fling at the normal rate (0.998 per millisecond), not moving yet: give it a velocity with
  /// ``with(initialVelocity:)``.
  public static let normal = DecayCurve(unchecked: normalRate, 0, defaultEpsilon)
  /// A fling at the fast rate (0.99 per millisecond), not moving yet: give it a velocity with
  /// ``with(initialVelocity:)``.
  public static let fast = DecayCurve(unchecked: fastRate, 0, defaultEpsilon)

  /// Creates a fling.
  ///
  /// - Parameters:
  ///   - rate: The velocity factor per millisecond (default ``normalRate``), in `0 < rate < 1`.
  ///   - initialVelocity: Points per second at the start (default `0`). NaN and infinite values
  ///     are treated as `0`: the fling does not move.
  ///   - epsilon: The settling threshold in points (default ``defaultEpsilon``).
  /// - Throws: ``TimingCurveError/invalidDecayRate`` when `rate` is NaN, infinite or outside
  ///   `0 < rate < 1`; else ``TimingCurveError/invalidThreshold`` when `epsilon` is NaN,
  ///   infinite, zero or negative.
  public init(
    rate: Double = normalRate, initialVelocity: Double = 0, epsilon: Double = defaultEpsilon
  ) throws(TimingCurveError) {
    guard rate.isFinite, rate > 0, rate < 1 else { throw .invalidDecayRate }
    guard epsilon.isFinite, epsilon > 0 else { throw .invalidThreshold }
    self.init(unchecked: rate, initialVelocity, epsilon)
  }

  private init(unchecked rate: Double, _ initialVelocity: Double, _ epsilon: Double) {
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.rate = rate
    self.initialVelocity = velocity
    self.epsilon = epsilon
    let coefficient = 1000 * _log(rate)
    // T(ε) = ln(−dC·ε/|v0|) / dC; not moving, or starting within ε, settles at once.
    let logRatio = _log(-coefficient * epsilon) - _log(abs(velocity))
    self.settlingDuration = logRatio < 0 ? logRatio / coefficient : 0
  }

  /// A copy of the fling starting at another velocity.
  ///
  /// - Parameter initialVelocity: Points per second. NaN and infinite values are treated as `0`.
  /// - Returns: The fling with the same rate and threshold.
  public func with(initialVelocity: Double) -> DecayCurve {
    DecayCurve(unchecked: rate, initialVelocity, epsilon)
  }

  /// `dC = 1000·ln(rate)`: the continuous decay coefficient, per second (negative).
  public var decayCoefficient: Double { 1000 * _log(rate) }

  /// The discrete projection of the resting distance: `(v0 / 1000)·d / (1 − d)`, in points.
  public var projectedDistance: Double { initialVelocity / 1000 * rate / (1 - rate) }

  /// The continuous resting distance `x(∞) = −v0 / dC`, in points.
  public var restingDistance: Double { -initialVelocity / decayCoefficient }

  /// The distance travelled at `elapsed` seconds: `v0·(d^(1000t) − 1) / dC`, in points.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The position relative to the start; it tends to ``restingDistance``.
  public func position(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    let coefficient = decayCoefficient
    return initialVelocity * expm1(coefficient * elapsed) / coefficient
  }

  /// The velocity at `elapsed` seconds: `v0·d^(1000t)`, in points per second.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The velocity, which never reaches zero in the continuous model.
  public func positionVelocity(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return initialVelocity }
    return initialVelocity * _exp(decayCoefficient * elapsed)
  }

  /// The normalised progress `x(t) / x(∞) = 1 − d^(1000t)`.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: `0` at the start, exactly `1` from ``settlingDuration`` on.
  public func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < settlingDuration else { return 1 }
    return -expm1(decayCoefficient * elapsed)
  }

  /// The normalised velocity `−dC·d^(1000t)`, in progress units per second.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The progress velocity; `0` from ``settlingDuration`` on, and throughout for a
  ///   fling that settles at once (``settlingDuration`` `== 0`).
  public func velocity(at elapsed: Double) -> Double {
    guard settlingDuration > 0, !(elapsed >= settlingDuration) else { return 0 }
    let coefficient = decayCoefficient
    guard elapsed > 0 else { return -coefficient }
    return -coefficient * _exp(coefficient * elapsed)
  }
}
