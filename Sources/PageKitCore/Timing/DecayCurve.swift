/// A decelerating glide from `0` to `1`, evaluated in closed form: the motion of content that
/// coasts after a fling, as a scroll view decelerates.
///
/// The velocity decays exponentially at the rate `λ` (per second):
/// `progress(t) = 1 − e^(−λt)` and `velocity(t) = λ·e^(−λt)` (normalised to the distance
/// travelled; `Docs/Physics.md`, "Deceleration"). ``normal`` and ``fast`` have UIKit's rates,
/// `λ = −1000·ln d` for `d = 0.998` and `0.99` per millisecond; ``init(_:epsilon:)`` takes any
/// ``Deceleration``.
///
/// A curve's initial velocity is its rate: ``startingWith(velocity:)`` returns the decay whose
/// rate is `velocity`, so a motion of `D` points that starts at `v` points per second glides on
/// the decay of rate `v / D` — it starts at exactly that velocity and ends exactly `D` points on.
/// When `D` is UIKit's continuous projection `v / λ`, that is UIKit's own decay; a shorter `D` (a
/// projection clamped at the end of the content) decays faster, a longer one slower.
/// ``init(distance:velocity:threshold:)`` builds that decay from points.
///
/// The exponential never reaches `1`: the curve counts as at rest once the distance left,
/// `e^(−λt)`, falls below `epsilon` progress units, at ``settlingDuration`` `= ln(1 / ε) / λ`,
/// and ``progress(at:)`` is exactly `1` from then on. For rest within half a point on a motion
/// of `D` points, `ε = 0.5 / D` (``init(distance:velocity:threshold:)`` does this).
/// Progress never overshoots and its speed only decreases.
public struct DecayCurve: TimingCurve, Hashable {
  /// The decay rate `λ`, per second: the initial velocity in progress units per second.
  package let rate: Double
  /// The distance from `1`, in progress units, below which the curve counts as settled.
  package let epsilon: Double
  /// The time after which the curve is at rest at `1`, in seconds: `ln(1 / epsilon) / rate`,
  /// or `0` when `epsilon` is `1` or more.
  public let settlingDuration: Double

  /// The default settling threshold, in progress units (as ``SpringCurve``'s).
  private static let defaultEpsilon = 0.001

  /// The rates a curve keeps, per second: beyond them a glide would last longer than a
  /// decade or be over within a nanosecond (the range ``SpringCurve`` keeps for its response).
  private static let rates = 1e-6...1e9

  private init(validRate rate: Double, epsilon: Double) {
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : Self.defaultEpsilon
    let rate = min(max(rate, Self.rates.lowerBound), Self.rates.upperBound)
    self.rate = rate
    self.epsilon = epsilon
    self.settlingDuration = epsilon >= 1 ? 0 : _log(1 / epsilon) / rate
  }

  /// UIKit's normal deceleration, 0.998 per millisecond: `λ ≈ 2.002` per second.
  public static let normal = DecayCurve(.normal)

  /// UIKit's fast deceleration, 0.99 per millisecond: `λ ≈ 10.05` per second.
  public static let fast = DecayCurve(.fast)

  /// Creates the decay of a deceleration's rate.
  ///
  /// - Parameters:
  ///   - deceleration: The velocity multiplier per millisecond (``Deceleration/normal`` by
  ///     default, or ``Deceleration/fast``, or `try Deceleration(rate:)`).
  ///   - epsilon: The settling threshold in progress units (default `0.001`). Non-finite or
  ///     non-positive values become `0.001`.
  /// - Complexity: O(1).
  public init(_ deceleration: Deceleration = .normal, epsilon: Double = 0.001) {
    self.init(validRate: deceleration.decayRate, epsilon: epsilon)
  }

  /// Creates the glide that starts at `velocity` and comes to rest exactly `distance` points on.
  ///
  /// The rate is `velocity / distance` and the settling threshold `threshold / |distance|`:
  /// the curve is at rest once less than `threshold` points are left. The velocity must point
  /// the way of the distance; a glide cannot start from a standstill or backwards, so a zero,
  /// opposite or non-finite velocity gets UIKit's normal rate instead (the curve still ends at
  /// `1`, starting faster or slower than asked). Rates are kept within `1e-6...1e9` per second. A zero or non-finite distance, or one within
  /// `threshold`, settles at once (``settlingDuration`` `0`).
  ///
  /// - Parameters:
  ///   - distance: The signed distance to travel, in points.
  ///   - velocity: The signed velocity at the start, in points per second, the same sign as
  ///     `distance`.
  ///   - threshold: The distance left that counts as rest, in points (default `0.5`). Non-finite
  ///     or non-positive values become `0.5`.
  /// - Complexity: O(1).
  public init(distance: Double, velocity: Double, threshold: Double = 0.5) {
    let threshold = threshold.isFinite && threshold > 0 ? threshold : 0.5
    let normalized = velocity / distance
    let rate = normalized.isFinite && normalized > 0 ? normalized : Deceleration.normal.decayRate
    let epsilon = distance.isFinite && distance != 0 ? threshold / abs(distance) : 1
    self.init(validRate: rate, epsilon: epsilon)
  }

  /// The progress at `elapsed` seconds: `1 − e^(−λt)`.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The progress: `0` at the start, increasing, and exactly `1` from
  ///   ``settlingDuration`` on.
  /// - Complexity: O(1).
  public func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < settlingDuration else { return 1 }
    return 1 - _exp(-rate * elapsed)
  }

  /// The velocity at `elapsed` seconds, in progress units per second: `λ·e^(−λt)`.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The derivative of ``progress(at:)``: the rate at the start, decreasing, and `0`
  ///   from ``settlingDuration`` on.
  /// - Complexity: O(1).
  public func velocity(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return rate }
    guard elapsed < settlingDuration else { return 0 }
    return rate * _exp(-rate * elapsed)
  }

  /// The decay that starts at `velocity` progress units per second: its rate is `velocity`, so
  /// it still ends at `1`, and its settling threshold is kept.
  ///
  /// - Parameter velocity: The initial velocity, in progress units per second, more than `0`
  ///   (kept within `1e-6...1e9`).
  ///   A zero, negative or non-finite velocity cannot start a glide toward `1`: the curve is
  ///   returned unchanged.
  /// - Returns: The decay, started at `velocity`.
  /// - Complexity: O(1).
  public func startingWith(velocity: Double) -> DecayCurve {
    guard velocity.isFinite, velocity > 0 else { return self }
    return DecayCurve(validRate: velocity, epsilon: epsilon)
  }
}
