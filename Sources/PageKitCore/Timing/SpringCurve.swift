#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

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
/// ``settlingDuration`` is the exact last time `|x(t)| >= epsilon`, found once at construction:
/// the extrema and zeros of `x` are known in closed form, so the last monotonic stretch of `|x|`
/// that starts at or above `epsilon` is found directly and the crossing inside it is bisected to
/// the precision of a `Double`.
///
/// The spring can be described by response and damping ratio, by duration and bounce, or by
/// mass, stiffness and damping; it keeps the first two (``response`` and ``dampingRatio``).
/// Values that would not come to rest are clamped: a response into `1e-6...1e9` seconds, a
/// damping ratio into `0.01...100`, a bounce into `-0.99...0.99`.
public struct SpringCurve: TimingCurve, Hashable {
  /// The perceptual duration (undamped period), in seconds.
  public let response: Double
  /// The damping ratio `ζ`: `< 1` bounces, `1` is critically damped, `> 1` is over-damped.
  public let dampingRatio: Double
  /// The initial velocity, in progress units per second.
  public let initialVelocity: Double
  /// The distance from `1`, in progress units, below which the spring counts as settled.
  package let epsilon: Double
  /// The time after which the spring is at rest, in seconds: the last time `|x(t)| >= epsilon`.
  public let settlingDuration: Double
  /// The closed-form coefficients, computed once.
  private let motion: Motion

  /// Creates a spring from its response and damping ratio (SwiftUI's
  /// `Spring(response:dampingRatio:)`).
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds. Non-finite or non-positive values become
  ///     `0.35`; others are clamped into `1e-6...1e9`.
  ///   - dampingRatio: `ζ`. Non-finite or non-positive values become `1`; others are clamped into
  ///     `0.01...100`.
  ///   - initialVelocity: Progress units per second at the start. Non-finite values become `0`.
  ///   - epsilon: The settling threshold in progress units (default `0.001`). Non-finite or
  ///     non-positive values become `0.001`.
  /// - Complexity: O(1) (the settling time uses a bounded number of evaluations).
  public init(
    response: Double, dampingRatio: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) {
    self.init(
      SpringParameters(response: response, dampingRatio: dampingRatio),
      initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// Creates a spring from its perceptual duration and bounce (SwiftUI's
  /// `Spring(duration:bounce:)`): `ζ = 1 − bounce` for `bounce >= 0`, `1 / (1 + bounce)` below.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (the response). Non-finite or non-positive
  ///     values become `0.35`.
  ///   - bounce: `0` for none, positive to bounce, negative for an over-damped spring. Non-finite
  ///     values become `0`; others are clamped into `-0.99...0.99`.
  ///   - initialVelocity: Progress units per second at the start. Non-finite values become `0`.
  ///   - epsilon: The settling threshold in progress units (default `0.001`). Non-finite or
  ///     non-positive values become `0.001`.
  /// - Complexity: O(1).
  public init(
    duration: Double, bounce: Double = 0, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) {
    self.init(
      SpringParameters(duration: duration, bounce: bounce), initialVelocity: initialVelocity,
      epsilon: epsilon)
  }

  /// Creates the spring `m·x'' + c·x' + k·x = 0`.
  ///
  /// Only the ratios matter: the curve is the same as the spring of mass `1`, stiffness `k/m` and
  /// damping `c/m`.
  ///
  /// - Parameters:
  ///   - mass: `m`. Non-finite or non-positive values become `1`.
  ///   - stiffness: `k`. Non-finite or non-positive values give a response of `0.35` s.
  ///   - damping: `c`. Non-finite or non-positive values give a damping ratio of `1`.
  ///   - initialVelocity: Progress units per second at the start. Non-finite values become `0`.
  ///   - epsilon: The settling threshold in progress units (default `0.001`). Non-finite or
  ///     non-positive values become `0.001`.
  /// - Complexity: O(1).
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    epsilon: Double = 0.001
  ) {
    self.init(
      SpringParameters(mass: mass, stiffness: stiffness, damping: damping),
      initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// Creates a spring from its parameters.
  ///
  /// - Parameters:
  ///   - parameters: The response and damping ratio.
  ///   - initialVelocity: Progress units per second at the start. Non-finite values become `0`.
  ///   - epsilon: The settling threshold in progress units (default `0.001`). Non-finite or
  ///     non-positive values become `0.001`.
  /// - Complexity: O(1).
  package init(_ parameters: SpringParameters, initialVelocity: Double = 0, epsilon: Double = 0.001)
  {
    let initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    self.response = parameters.response
    self.dampingRatio = parameters.dampingRatio
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    let motion = Motion(parameters, initialVelocity: initialVelocity)
    self.motion = motion
    self.settlingDuration = motion.lastCrossing(of: epsilon)
  }

  /// The default page-settling spring: critically damped, response 0.35 s.
  public static let page = SpringCurve(response: 0.35, dampingRatio: 1)

  /// The response and damping ratio, convertible to the other vocabularies.
  package var parameters: SpringParameters {
    SpringParameters(response: response, dampingRatio: dampingRatio)
  }

  /// The perceptual duration in seconds: the same as ``response``.
  package var duration: Double { response }

  /// The bounce: `1 − ζ` when `ζ <= 1`, `1/ζ − 1` when over-damped.
  package var bounce: Double { parameters.bounce }

  /// The stiffness `(2π / response)²` of the equivalent spring of mass `1`.
  package var stiffness: Double { parameters.stiffness }

  /// The damping coefficient `4πζ / response` of the equivalent spring of mass `1`.
  package var damping: Double { parameters.damping }

  /// The progress at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: `1 + x(t)`; `0` at the start and exactly `1` from ``settlingDuration`` on.
  public func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < settlingDuration else { return 1 }
    return 1 + displacement(at: elapsed)
  }

  /// The velocity at `elapsed` seconds, in progress units per second.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: `x'(t)`: exactly ``initialVelocity`` at the start and `0` from
  ///   ``settlingDuration`` on.
  public func velocity(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return initialVelocity }
    guard elapsed < settlingDuration else { return 0 }
    return motion.state(at: elapsed).velocity
  }

  /// A copy starting at `velocity` progress units per second.
  ///
  /// - Parameter velocity: The initial velocity. Non-finite values become `0`.
  /// - Returns: The same spring with a new initial velocity (and settling time).
  /// - Complexity: O(1).
  public func startingWith(velocity: Double) -> SpringCurve {
    SpringCurve(parameters, initialVelocity: velocity, epsilon: epsilon)
  }

  /// `x(t) = progress − 1`, without the settling cut-off.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The displacement from the target: `−1` at the start, tending to `0`.
  package func displacement(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return -1 }
    return motion.state(at: elapsed).position
  }
}

// MARK: Closed form

extension SpringCurve {
  /// The solution of `x'' + 2ζω0 x' + ω0² x = 0` with `x(0) = −1`, `x'(0) = v0`, as
  /// coefficients of its closed form.
  struct Motion: Hashable, Sendable {
    enum Form: Hashable, Sendable {
      /// `e^(−σt) (x0 cos ωd t + b sin ωd t)`.
      case underDamped(sigma: Double, omegaD: Double, b: Double)
      /// `(x0 + c2 t) e^(−ω0 t)`.
      case critical(omega: Double, c2: Double)
      /// `A e^(γ− t) + B e^(γ+ t)`.
      case overDamped(gammaMinus: Double, gammaPlus: Double, a: Double, b: Double)
    }

    static let x0 = -1.0
    let form: Form

    init(_ parameters: SpringParameters, initialVelocity v0: Double) {
      let omega = parameters.angularFrequency
      let zeta = parameters.dampingRatio
      let x0 = Motion.x0
      if abs(zeta - 1) < 1e-9 {
        form = .critical(omega: omega, c2: v0 + omega * x0)
      } else if zeta < 1 {
        let sigma = zeta * omega
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        form = .underDamped(sigma: sigma, omegaD: omegaD, b: (sigma * x0 + v0) / omegaD)
      } else {
        // γ− γ+ = ω0², so γ+ is computed without cancellation.
        let spread = zeta + (zeta * zeta - 1).squareRoot()
        let gammaMinus = -omega * spread
        let gammaPlus = -omega / spread
        let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
        form = .overDamped(gammaMinus: gammaMinus, gammaPlus: gammaPlus, a: x0 - b, b: b)
      }
    }

    /// Position and velocity at `t` seconds.
    func state(at t: Double) -> (position: Double, velocity: Double) {
      let x0 = Motion.x0
      switch form {
      case .underDamped(let sigma, let omegaD, let b):
        let e = _exp(-sigma * t)
        let cosine = _cos(omegaD * t)
        let sine = _sin(omegaD * t)
        let x = e * (x0 * cosine + b * sine)
        let v = e * ((b * omegaD - sigma * x0) * cosine - (sigma * b + omegaD * x0) * sine)
        return (x, v)
      case .critical(let omega, let c2):
        let e = _exp(-omega * t)
        let linear = x0 + c2 * t
        return (linear * e, (c2 - omega * linear) * e)
      case .overDamped(let gammaMinus, let gammaPlus, let a, let b):
        let eMinus = _exp(gammaMinus * t)
        let ePlus = _exp(gammaPlus * t)
        return (a * eMinus + b * ePlus, a * gammaMinus * eMinus + b * gammaPlus * ePlus)
      }
    }

    private func isAbove(_ epsilon: Double, at t: Double) -> Bool {
      abs(state(at: t).position) >= epsilon
    }

    /// The last time `|x(t)| >= epsilon`, or `0` when `|x|` stays below it.
    func lastCrossing(of epsilon: Double) -> Double {
      switch form {
      case .underDamped(let sigma, let omegaD, let b):
        return underDampedLastCrossing(epsilon, sigma: sigma, omegaD: omegaD, b: b)
      case .critical(let omega, let c2):
        // Zero of x at −x0/c2, extremum at 1/ω0 + 1/c2.
        guard c2 != 0 else {
          return monotoneLastCrossing(epsilon, between: .nan, and: .nan, scale: 1 / omega)
        }
        return monotoneLastCrossing(
          epsilon, between: -Motion.x0 / c2, and: 1 / omega + 1 / c2, scale: 1 / omega)
      case .overDamped(let gammaMinus, let gammaPlus, let a, let b):
        // Zero: A e^(γ− t) = −B e^(γ+ t). Extremum: A γ− e^(γ− t) = −B γ+ e^(γ+ t).
        // A non-positive ratio has no solution: its logarithm is NaN or −∞, and is skipped.
        let gap = gammaMinus - gammaPlus
        let zero = _log(-b / a) / gap
        let extremum = _log(-(b * gammaPlus) / (a * gammaMinus)) / gap
        return monotoneLastCrossing(epsilon, between: zero, and: extremum, scale: -1 / gammaPlus)
      }
    }

    /// Between consecutive extrema `|x|` falls to zero and rises to a smaller extremum, and the
    /// extrema shrink geometrically: `|x(t_k)| = √(1 − ζ²) R e^(−σ t_k)`, `R = √(x0² + b²)`. So
    /// the last extremum at or above `epsilon` is found in closed form, and the crossing lies
    /// between it and the next one.
    private func underDampedLastCrossing(
      _ epsilon: Double, sigma: Double, omegaD: Double, b: Double
    ) -> Double {
      let x0 = Motion.x0
      // v(t) ∝ P cos ωd t + Q sin ωd t vanishes at ωd t = β + π/2 + kπ, β = atan2(Q, P).
      let p = b * omegaD - sigma * x0
      let q = -(sigma * b + omegaD * x0)
      var phase = (atan2(q, p) + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
      if phase < 0 { phase += Double.pi }
      let period = Double.pi / omegaD
      func extremum(_ k: Double) -> Double { (phase + k * Double.pi) / omegaD }
      let ratio = omegaD / (sigma * sigma + omegaD * omegaD).squareRoot()
      let amplitude = hypot(x0, b)
      // Latest time an extremum can reach epsilon; -1 when none can.
      let latest = _log(ratio * amplitude / epsilon) / sigma
      var k = latest >= extremum(0) ? ((latest - extremum(0)) / period).rounded(.down) : -1
      // Guard against rounding in the closed-form estimate.
      var steps = 0
      while k >= 0 && !isAbove(epsilon, at: extremum(k)) && steps < 4 {
        k -= 1
        steps += 1
      }
      steps = 0
      while isAbove(epsilon, at: extremum(k + 1)) && steps < 4 {
        k += 1
        steps += 1
      }
      if k < 0 {
        guard isAbove(epsilon, at: 0) else { return 0 }
        return bisect(epsilon, from: 0, to: extremum(0))
      }
      return bisect(epsilon, from: extremum(k), to: extremum(k + 1))
    }

    /// `|x|` is monotonic between `0`, the two critical points (those that are finite and
    /// positive) and infinity; the crossing lies in the last stretch that starts at or above
    /// `epsilon`.
    private func monotoneLastCrossing(
      _ epsilon: Double, between first: Double, and second: Double, scale: Double
    ) -> Double {
      func valid(_ point: Double) -> Bool { point.isFinite && point > 0 }
      var early = valid(first) ? first : .nan
      var late = valid(second) ? second : .nan
      if early.isNaN || (late.isFinite && late < early) { swap(&early, &late) }
      // Stretches: [0, early], [early, late], [late, ∞) — skipping missing points.
      let lastStart = late.isFinite ? late : (early.isFinite ? early : 0)
      if isAbove(epsilon, at: lastStart) {
        // The last stretch decays to zero: widen the bracket until it falls below epsilon.
        var width = scale.isFinite && scale > 0 ? scale : 1
        var doublings = 0
        while isAbove(epsilon, at: lastStart + width) && doublings < 2100 {
          width *= 2
          doublings += 1
        }
        return bisect(epsilon, from: lastStart, to: lastStart + width)
      }
      if late.isFinite && early.isFinite && isAbove(epsilon, at: early) {
        return bisect(epsilon, from: early, to: late)
      }
      if early.isFinite && isAbove(epsilon, at: 0) {
        return bisect(epsilon, from: 0, to: early)
      }
      return 0
    }

    /// The boundary between `|x| >= epsilon` (at `low`) and `|x| < epsilon` (at `high`).
    private func bisect(_ epsilon: Double, from low: Double, to high: Double) -> Double {
      var low = low
      var high = high
      for _ in 0..<200 {
        let mid = low + (high - low) / 2
        if mid <= low || mid >= high { break }
        if isAbove(epsilon, at: mid) { low = mid } else { high = mid }
      }
      return high
    }
  }
}
