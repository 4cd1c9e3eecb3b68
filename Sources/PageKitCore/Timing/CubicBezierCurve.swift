/// A cubic Bézier timing curve from `(0, 0)` to `(1, 1)` with two control points, played over a
/// fixed duration, as Core Animation's timing functions and CSS's `cubic-bezier()` are.
///
/// At `elapsed` seconds the curve solves `Bx(s) = elapsed / duration` for the curve parameter `s`
/// (Newton's method, 8 iterations, falling back to bisection) and returns `By(s)`. Control point
/// `x` coordinates lie in `0...1`, so time always moves forward; `y` coordinates are free, so a
/// curve may overshoot past `1` or dip below `0`.
///
/// The presets take 0.35 s (the default page spring's response); use
/// ``with(duration:)`` for another: `CubicBezierCurve.easeInOut.with(duration: 0.25)`.
///
/// Bézier curves cannot start from an arbitrary velocity, so ``startingWith(velocity:)`` returns
/// the curve unchanged.
public struct CubicBezierCurve: TimingCurve, Hashable {
  /// The first control point's time coordinate, in `0...1`.
  public let x1: Double
  /// The first control point's progress coordinate.
  public let y1: Double
  /// The second control point's time coordinate, in `0...1`.
  public let x2: Double
  /// The second control point's progress coordinate.
  public let y2: Double
  /// The duration in seconds (`0` completes at once).
  public let duration: Double

  /// The duration of the presets: `0.35` seconds.
  package static let defaultDuration = 0.35

  /// Creates a curve from its control points `(x1, y1)` and `(x2, y2)`.
  ///
  /// Bad numbers have a documented outcome, as for ``SpringCurve`` and ``LinearCurve``: a NaN or
  /// infinite coordinate makes the curve linear (control points `(0, 0)` and `(1, 1)`), and an
  /// `x` outside `0...1` is clamped into it, so progress stays a function of time.
  ///
  /// - Parameters:
  ///   - x1: The first control point's time coordinate, in `0...1`.
  ///   - y1: The first control point's progress coordinate (any finite value).
  ///   - x2: The second control point's time coordinate, in `0...1`.
  ///   - y2: The second control point's progress coordinate (any finite value).
  ///   - duration: Seconds from start to end (default 0.35). Negative or
  ///     non-finite values are treated as `0`, as ``AnimationTiming/linear(duration:)`` does.
  /// - Complexity: O(1).
  public init(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double = 0.35) {
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
      self.init(unchecked: 0, 0, 1, 1, duration: duration)
      return
    }
    self.init(unchecked: min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2, duration: duration)
  }

  private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.duration = duration.isFinite ? max(duration, 0) : 0
  }

  /// Core Animation's default timing function: `(0.25, 0.1), (0.25, 1)`, over 0.35 s.
  public static let `default` = CubicBezierCurve(unchecked: 0.25, 0.1, 0.25, 1, duration: 0.35)
  /// Ease in and out, UIKit's default animation curve: `(0.42, 0), (0.58, 1)`, over 0.35 s.
  public static let easeInOut = CubicBezierCurve(unchecked: 0.42, 0, 0.58, 1, duration: 0.35)
  /// Ease in: `(0.42, 0), (1, 1)`, over 0.35 s.
  public static let easeIn = CubicBezierCurve(unchecked: 0.42, 0, 1, 1, duration: 0.35)
  /// Ease out: `(0, 0), (0.58, 1)`, over 0.35 s.
  public static let easeOut = CubicBezierCurve(unchecked: 0, 0, 0.58, 1, duration: 0.35)

  /// A copy of the curve with another duration.
  ///
  /// - Parameter duration: Seconds from start to end. Negative or non-finite values are treated
  ///   as `0`.
  /// - Returns: The same control points over `duration`.
  public func with(duration: Double) -> CubicBezierCurve {
    CubicBezierCurve(unchecked: x1, y1, x2, y2, duration: duration)
  }

  /// The progress at `elapsed` seconds: `By(s)` where `Bx(s) = elapsed / duration`.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: `0` at the start, exactly `1` from ``duration`` on (at once for a zero duration).
  public func progress(at elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    return Self.sample(parameter(forTime: elapsed / duration), y1, y2)
  }

  /// The velocity at `elapsed` seconds: `dy/dx · 1 / duration`, in progress units per second.
  ///
  /// Where both `dx` and `dy` vanish (an end with a control point on it, such as `easeOut`'s
  /// start) the slope is their limit, found from the higher derivatives. Where the curve is
  /// vertical (`dx = 0`, `dy ≠ 0`, for example `x1 = 0` with `y1 ≠ 0`) the true velocity is
  /// unbounded; the result is then the finite slope of the chord over the next `1/1000` of the
  /// curve parameter.
  ///
  /// - Parameter elapsed: Seconds since the start. Zero, negative and NaN values read the start.
  /// - Returns: The velocity; `0` from ``duration`` on and for a zero duration.
  public func velocity(at elapsed: Double) -> Double {
    guard duration > 0, !(elapsed >= duration) else { return 0 }
    let s = elapsed > 0 ? parameter(forTime: elapsed / duration) : 0
    return slope(at: s) / duration
  }

  /// The duration.
  public var settlingDuration: Double { duration }

  // MARK: Evaluation

  /// `B(s)` for one coordinate, with endpoints `0` and `1`.
  private static func sample(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The first three derivatives of `B` for one coordinate at `s`.
  private static func derivatives(
    _ s: Double, _ p1: Double, _ p2: Double
  ) -> (Double, Double, Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((3 * a * s + 2 * b) * s + c, 6 * a * s + 2 * b, 6 * a)
  }

  /// The curve parameter `s` at which `Bx(s) = u`, for `u` in `0...1`.
  private func parameter(forTime u: Double) -> Double {
    var s = u
    for _ in 0..<8 {
      let error = Self.sample(s, x1, x2) - u
      if abs(error) < 1e-14 { return s }
      let derivative = Self.derivatives(s, x1, x2).0
      if abs(derivative) < 1e-9 { break }
      s -= error / derivative
      if !(0...1).contains(s) { break }
    }
    if (0...1).contains(s) && abs(Self.sample(s, x1, x2) - u) < 1e-14 { return s }
    // Bx is non-decreasing on 0...1 because x1 and x2 are in 0...1: bisect.
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if Self.sample(mid, x1, x2) < u { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// `dy/dx` at curve parameter `s`.
  private func slope(at s: Double) -> Double {
    let dx = Self.derivatives(s, x1, x2)
    let dy = Self.derivatives(s, y1, y2)
    let tolerance = 1e-12
    // The first non-vanishing derivative of x decides: dy/dx tends to the ratio at that order
    // when y's lower orders vanish too, and is unbounded (vertical) when one of them does not.
    if abs(dx.0) > tolerance { return dy.0 / dx.0 }
    if abs(dy.0) <= tolerance {
      if abs(dx.1) > tolerance { return dy.1 / dx.1 }
      if abs(dy.1) <= tolerance && abs(dx.2) > tolerance { return dy.2 / dx.2 }
    }
    // Vertical: the chord over the next 1/1000 of the parameter (or the previous, at the end).
    let step = s <= 0.999 ? 0.001 : -0.001
    let run = Self.sample(s + step, x1, x2) - Self.sample(s, x1, x2)
    let rise = Self.sample(s + step, y1, y2) - Self.sample(s, y1, y2)
    return run != 0 ? rise / run : 0
  }
}
