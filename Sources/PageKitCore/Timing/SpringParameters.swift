/// The two numbers that shape a damped spring, readable in the three vocabularies hosts use:
/// response and damping ratio, duration and bounce, or stiffness and damping.
///
/// A spring is stored as its ``response`` (the undamped period `P`, in seconds) and its
/// ``dampingRatio`` `ζ`. The other vocabularies convert exactly, with the mass normalised to `1`
/// (a spring of mass `m` behaves like one of mass `1` with stiffness `k/m` and damping `c/m`):
///
/// - stiffness `k = (2π / P)²`, damping `c = 2ζ·√k = 4πζ / P`;
/// - duration = `P`; bounce = `1 − ζ` when `ζ <= 1`, `1/ζ − 1` when `ζ > 1` (the inverse of the
///   mapping `ζ = 1 − bounce` for `bounce >= 0`, `ζ = 1/(1 + bounce)` for `bounce < 0`).
///
/// Every initializer accepts any input and documents what it does with values that do not
/// describe a spring that comes to rest: the result always has a finite positive response in
/// ``responseRange`` and a damping ratio in ``dampingRatioRange``, so every spring settles in
/// finite time.
package struct SpringParameters: Hashable, Sendable {
  /// The undamped period `P`, in seconds (also called the perceptual duration).
  package let response: Double
  /// The damping ratio `ζ`: below `1` bounces, `1` is critically damped, above `1` over-damped.
  package let dampingRatio: Double

  /// The response used in place of a NaN, infinite, zero or negative one: `0.35` seconds.
  package static let defaultResponse = 0.35
  /// The responses a spring may have, in seconds; finite values outside are clamped into it.
  package static let responseRange = 1e-6...1e9
  /// The damping ratios a spring may have; positive values outside are clamped into it.
  ///
  /// A ratio of `0` would never settle, and a very large one would settle only after an
  /// arbitrarily long crawl, so both ends are bounded.
  package static let dampingRatioRange = 0.01...100.0
  /// The bounces a spring may have; finite values outside are clamped into it. It maps onto
  /// ``dampingRatioRange`` exactly.
  package static let bounceRange = -0.99...0.99

  /// Creates the parameters from a response and a damping ratio.
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds. NaN, infinite, zero or negative values become
  ///     ``defaultResponse``; others are clamped into ``responseRange``.
  ///   - dampingRatio: `ζ`. NaN, infinite, zero or negative values become `1` (critically
  ///     damped); others are clamped into ``dampingRatioRange``.
  package init(response: Double, dampingRatio: Double) {
    self.response = Self.sanitized(response: response)
    if dampingRatio.isFinite && dampingRatio > 0 {
      self.dampingRatio = min(
        max(dampingRatio, Self.dampingRatioRange.lowerBound), Self.dampingRatioRange.upperBound)
    } else {
      self.dampingRatio = 1
    }
  }

  /// Creates the parameters from a duration and a bounce, as SwiftUI's `Spring(duration:bounce:)`
  /// does.
  ///
  /// The damping ratio is `1 − bounce` for `bounce >= 0` and `1 / (1 + bounce)` for `bounce < 0`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (the response) in seconds. NaN, infinite, zero or
  ///     negative values become ``defaultResponse``; others are clamped into ``responseRange``.
  ///   - bounce: `0` for no bounce, up to `0.99` for a lively one, negative for an over-damped
  ///     spring. NaN and infinite values become `0`; others are clamped into ``bounceRange``.
  package init(duration: Double, bounce: Double) {
    let bounce =
      bounce.isFinite
      ? min(max(bounce, Self.bounceRange.lowerBound), Self.bounceRange.upperBound) : 0
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// Creates the parameters of the spring `m·x'' + c·x' + k·x = 0`.
  ///
  /// The response is `2π·√(m/k)` and the damping ratio `c / (2·√(k·m))`.
  ///
  /// - Parameters:
  ///   - mass: `m`. NaN, infinite, zero or negative values become `1`.
  ///   - stiffness: `k`. NaN, infinite, zero or negative values give the ``defaultResponse``.
  ///   - damping: `c`. NaN, infinite, zero or negative values give a damping ratio of `1`
  ///     (critically damped).
  package init(mass: Double, stiffness: Double, damping: Double) {
    let mass = mass.isFinite && mass > 0 ? mass : 1
    guard stiffness.isFinite && stiffness > 0 else {
      let response = Self.defaultResponse
      let omega = 2 * Double.pi / response
      self.init(response: response, dampingRatio: damping / (2 * omega * mass))
      return
    }
    let omega = (stiffness / mass).squareRoot()
    self.init(response: 2 * Double.pi / omega, dampingRatio: damping / (2 * omega * mass))
  }

  /// The perceptual duration, in seconds: the same as ``response``.
  package var duration: Double { response }

  /// The bounce: `1 − ζ` when `ζ <= 1`, `1/ζ − 1` when over-damped; within ``bounceRange``.
  package var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The natural angular frequency `ω0 = 2π / response`, in radians per second.
  package var angularFrequency: Double { 2 * Double.pi / response }

  /// The stiffness `k = ω0²` of the equivalent spring of mass `1`.
  package var stiffness: Double { angularFrequency * angularFrequency }

  /// The damping coefficient `c = 2ζ·ω0` of the equivalent spring of mass `1`.
  package var damping: Double { 2 * dampingRatio * angularFrequency }

  private static func sanitized(response: Double) -> Double {
    guard response.isFinite && response > 0 else { return defaultResponse }
    return min(max(response, responseRange.lowerBound), responseRange.upperBound)
  }
}
