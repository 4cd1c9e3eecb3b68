/// A damped spring from `0` to `1`, evaluated in closed form.
///
/// The spring has unit mass, natural angular frequency `ω0 = 2π / response` and damping ratio
/// `ζ`. With `x = progress − 1`, `x(0) = −1` and `x'(0) = initialVelocity`:
///
/// - under-damped (`ζ < 1`): `x(t) = e^(−ζω0t) (x0 cos ωd t + (ζω0 x0 + v0)/ωd sin ωd t)`,
///   `ωd = ω0 √(1 − ζ²)`;
/// - critically damped (`ζ = 1`, within 1e-9): `x(t) = (x0 + (v0 + ω0 x0) t) e^(−ω0 t)`;
/// - over-damped (`ζ > 1`): `x(t) = A e^(γ− t) + B e^(γ+ t)`, `γ± = −ζω0 ± ω0 √(ζ² − 1)`.
///
/// ``settlingDuration`` is the exact last time `|x(t)| >= epsilon`, found once at construction by
/// sampling and bisection on the closed form.
public struct SpringCurve: TimingCurve, Hashable {
  /// The perceptual duration (undamped period), in seconds.
  public let response: Double
  /// The damping ratio `ζ`: `< 1` bounces, `1` is critically damped, `> 1` is over-damped.
  public let dampingRatio: Double
  /// The initial velocity, in progress units per second.
  public let initialVelocity: Double
  /// The distance from `1`, in progress units, below which the spring counts as settled.
  public let epsilon: Double
  /// The time after which the spring is at rest, in seconds.
  public let settlingDuration: Double

  /// Creates a spring from its response and damping ratio (SwiftUI's
  /// `Spring(response:dampingRatio:)`).
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds. Non-finite or non-positive values become
  ///     `0.35`.
  ///   - dampingRatio: `ζ`. Non-finite or non-positive values become `1`.
  ///   - initialVelocity: Progress units per second at the start. Non-finite values become `0`.
  ///   - epsilon: The settling threshold in progress units (default `0.001`).
  /// - Complexity: O(1) (the settling time uses a fixed number of evaluations).
  public init(
    response: Double, dampingRatio: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) {
    let response = response.isFinite && response > 0 ? response : 0.35
    let dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
    let initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    self.response = response
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.settlingDuration = SpringCurve.lastCrossing(
      omega: 2 * Double.pi / response, zeta: dampingRatio, v0: initialVelocity, epsilon: epsilon)
  }

  /// The default page-settling spring: critically damped, response 0.35 s.
  public static let page = SpringCurve(response: 0.35, dampingRatio: 1)

  /// The progress at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: `1 + x(t)`; exactly `1` from ``settlingDuration`` on.
  public func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < settlingDuration else { return 1 }
    return 1 + displacement(at: elapsed)
  }

  /// The velocity at `elapsed` seconds, in progress units per second.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: `x'(t)`; `0` from ``settlingDuration`` on.
  public func velocity(at elapsed: Double) -> Double {
    guard elapsed < settlingDuration else { return 0 }
    return SpringCurve.state(
      omega: omega, zeta: dampingRatio, v0: initialVelocity, t: max(elapsed, 0)
    ).velocity
  }

  /// A copy starting at `velocity` progress units per second.
  ///
  /// - Parameter velocity: The initial velocity.
  /// - Returns: The same spring with a new initial velocity (and settling time).
  public func startingWith(velocity: Double) -> SpringCurve {
    SpringCurve(
      response: response, dampingRatio: dampingRatio, initialVelocity: velocity, epsilon: epsilon)
  }

  /// `x(t) = progress − 1`, without the settling cut-off.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The displacement from the target.
  public func displacement(at elapsed: Double) -> Double {
    SpringCurve.state(omega: omega, zeta: dampingRatio, v0: initialVelocity, t: max(elapsed, 0))
      .position
  }

  private var omega: Double { 2 * Double.pi / response }

  // MARK: Closed form

  static func state(omega w: Double, zeta z: Double, v0: Double, t: Double) -> (
    position: Double, velocity: Double
  ) {
    let x0 = -1.0
    if abs(z - 1) < 1e-9 {
      let c2 = v0 + w * x0
      let e = _exp(-w * t)
      let x = (x0 + c2 * t) * e
      return (x, (c2 - w * (x0 + c2 * t)) * e)
    } else if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (z * w * x0 + v0) / wd
      let e = _exp(-z * w * t)
      let cosine = _cos(wd * t)
      let sine = _sin(wd * t)
      let x = e * (x0 * cosine + b * sine)
      let v = -z * w * x + e * (-x0 * wd * sine + b * wd * cosine)
      return (x, v)
    } else {
      let root = w * (z * z - 1).squareRoot()
      let gMinus = -z * w - root
      let gPlus = -z * w + root
      let bCoefficient = (gMinus * x0 - v0) / (gMinus - gPlus)
      let aCoefficient = x0 - bCoefficient
      let eMinus = _exp(gMinus * t)
      let ePlus = _exp(gPlus * t)
      return (
        aCoefficient * eMinus + bCoefficient * ePlus,
        aCoefficient * gMinus * eMinus + bCoefficient * gPlus * ePlus
      )
    }
  }

  /// An upper bound of `|x(s)|` valid for every `s >= t`.
  static func envelope(omega w: Double, zeta z: Double, v0: Double, t: Double) -> Double {
    let x0 = -1.0
    if abs(z - 1) < 1e-9 {
      let c2 = v0 + w * x0
      return (abs(x0) + abs(c2) * t) * _exp(-w * t)
    } else if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (z * w * x0 + v0) / wd
      return (x0 * x0 + b * b).squareRoot() * _exp(-z * w * t)
    } else {
      let root = w * (z * z - 1).squareRoot()
      let gMinus = -z * w - root
      let gPlus = -z * w + root
      let bCoefficient = (gMinus * x0 - v0) / (gMinus - gPlus)
      let aCoefficient = x0 - bCoefficient
      return abs(aCoefficient) * _exp(gMinus * t) + abs(bCoefficient) * _exp(gPlus * t)
    }
  }

  /// The last time `|x(t)| >= epsilon`: bracket with the envelope, sample, then bisect.
  static func lastCrossing(omega w: Double, zeta z: Double, v0: Double, epsilon: Double) -> Double {
    // The critically damped envelope grows until t = 1/w - 1/|c2|; start the search past it.
    var upper = 1 / (z * w)
    var guardCount = 0
    while envelope(omega: w, zeta: z, v0: v0, t: upper) >= epsilon && guardCount < 200 {
      upper *= 2
      guardCount += 1
    }
    if guardCount == 0 {
      // Possibly settled before 1/(ζω0): shrink the bracket from above.
      upper = 1 / (z * w)
    }
    let samples = 4096
    let step = upper / Double(samples)
    var lastAbove = -1
    for index in 0...samples {
      let t = Double(index) * step
      if abs(state(omega: w, zeta: z, v0: v0, t: t).position) >= epsilon {
        lastAbove = index
      }
    }
    guard lastAbove >= 0 else { return 0 }
    guard lastAbove < samples else { return upper }
    var low = Double(lastAbove) * step
    var high = low + step
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if abs(state(omega: w, zeta: z, v0: v0, t: mid).position) >= epsilon {
        low = mid
      } else {
        high = mid
      }
    }
    return high
  }
}
