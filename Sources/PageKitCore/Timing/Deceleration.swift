/// Where a released scroll view comes to rest when it decelerates on its own, for hosts that
/// are not given a proposed offset by their platform.
///
/// A deceleration multiplies the velocity by `rate` every millisecond, as UIKit's scroll views
/// do (``normal`` 0.998, ``fast`` 0.99). Velocities and distances are the **content's**, as the
/// `contentVelocity` labels say: positive toward larger offsets, the opposite sign of a pan
/// gesture's (the finger's) in a left-to-right or vertical strip. They are in points per second;
/// `scrollViewWillEndDragging`'s points per millisecond convert with
/// ``pointsPerSecond(fromPointsPerMillisecond:)``.
///
/// Per-frame inputs are never rejected: a non-finite velocity projects no motion, and a
/// non-finite offset is returned unchanged.
///
/// The projection is Apple's discrete sum, `(v / 1000)·d / (1 − d)`; the motion toward it is a
/// ``DecayCurve``, scaled to end exactly there. `Docs/Physics.md` ("Deceleration") has the
/// formulas and the vectors the tests check.
public struct Deceleration: Sendable, Hashable {
  /// The velocity multiplier per millisecond, in `0 < rate < 1`.
  package let rate: Double

  /// UIKit's normal deceleration: 0.998 per millisecond.
  public static let normal = Deceleration(validRate: 0.998)

  /// UIKit's fast deceleration: 0.99 per millisecond.
  public static let fast = Deceleration(validRate: 0.99)

  /// The stop threshold of the measured UIKit model: 0.01 points per millisecond.
  package static let measuredStopVelocity = 10.0

  private init(validRate: Double) { rate = validRate }

  /// Creates a deceleration with a custom rate.
  ///
  /// - Parameter rate: The velocity multiplier per millisecond, in `0 < rate < 1`.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite rate, then
  ///   ``PagerError/invalidConfiguration(_:)`` for a rate outside `0 < rate < 1`.
  public init(rate: Double) throws(PagerError) {
    guard rate.isFinite else { throw .nonFiniteValue }
    guard rate > 0 && rate < 1 else { throw .invalidConfiguration(.decelerationRate(rate)) }
    self.rate = rate
  }

  // MARK: Projection

  /// The distance travelled until rest: the discrete projection `(v / 1000) * d / (1 - d)`.
  ///
  /// - Parameter contentVelocity: The content's release velocity, in points per second,
  ///   positive toward larger offsets.
  /// - Returns: The signed distance in points, in the content velocity's direction; 0 for a
  ///   non-finite velocity.
  package func projectedDistance(contentVelocity: Double) -> Double {
    guard contentVelocity.isFinite else { return 0 }
    return contentVelocity / 1000 * rate / (1 - rate)
  }

  /// The offset where a release at `offset` comes to rest.
  ///
  /// - Parameters:
  ///   - offset: The offset at release, in points.
  ///   - contentVelocity: The content's release velocity, in points per second, positive toward
  ///     larger offsets.
  /// - Returns: `offset + projectedDistance(contentVelocity:)`; `offset` itself when it is not
  ///   finite.
  public func restingOffset(from offset: Double, contentVelocity: Double) -> Double {
    guard offset.isFinite else { return offset }
    return offset + projectedDistance(contentVelocity: contentVelocity)
  }

  // MARK: Continuous motion

  /// The decay rate `λ = −1000·ln(rate)`, per second (positive): the velocity falls as
  /// `e^(−λt)`. ``DecayCurve`` plays this continuous motion.
  package var decayRate: Double { -1000 * _log(rate) }

  // MARK: Measured UIKit model

  /// The resting offset UIKit's scroll views report, from measured flings: the projection
  /// stops once the velocity falls under 0.01 points per millisecond, and the result is rounded
  /// to the device pixel grid.
  ///
  /// - Parameters:
  ///   - offset: The offset at release, in points.
  ///   - contentVelocity: The content's release velocity, in points per second.
  ///   - displayScale: Pixels per point (2 on a @2x screen); rounding is skipped when it is not
  ///     finite and greater than zero.
  /// - Returns: The resting offset in points; `offset` itself when it is not finite.
  package func measuredRestingOffset(
    from offset: Double, contentVelocity: Double, displayScale: Double
  ) -> Double {
    guard offset.isFinite else { return offset }
    guard contentVelocity.isFinite else { return offset }
    let speed = max(abs(contentVelocity) - Self.measuredStopVelocity, 0)
    let distance = (contentVelocity < 0 ? -speed : speed) / 1000 * rate / (1 - rate)
    let resting = offset + distance
    guard displayScale.isFinite && displayScale > 0 else { return resting }
    return (resting * displayScale).rounded() / displayScale
  }

  /// The time UIKit's scroll views take to stop, from measured flings: until the velocity falls
  /// under 0.01 points per millisecond.
  ///
  /// - Parameter contentVelocity: The content's release velocity, in points per second.
  /// - Returns: The duration in seconds; 0 for a slower or non-finite velocity.
  package func measuredDuration(contentVelocity: Double) -> Double {
    guard contentVelocity.isFinite && abs(contentVelocity) > Self.measuredStopVelocity else {
      return 0
    }
    return _log(Self.measuredStopVelocity / abs(contentVelocity)) / _log(rate) / 1000
  }

  // MARK: Units

  /// Converts UIKit's points per millisecond (the velocity of
  /// `scrollViewWillEndDragging` and of a flow layout's `targetContentOffset`) to points per
  /// second. The sign is kept: converting never turns a content velocity into a finger's.
  ///
  /// - Parameter velocity: A velocity in points per millisecond, of either convention.
  /// - Returns: The velocity in points per second.
  public static func pointsPerSecond(fromPointsPerMillisecond velocity: Double) -> Double {
    velocity * 1000
  }

  /// Converts points per second to points per millisecond, keeping the sign.
  ///
  /// - Parameter velocity: A velocity in points per second, of either convention.
  /// - Returns: The velocity in points per millisecond.
  package static func pointsPerMillisecond(fromPointsPerSecond velocity: Double) -> Double {
    velocity / 1000
  }
}
