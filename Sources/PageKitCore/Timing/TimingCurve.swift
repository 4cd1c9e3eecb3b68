/// A normalised timing curve: progress from `0` to `1` over elapsed time.
///
/// The pager maps progress onto the distance of a motion, so one curve times a move of any length.
/// Velocities are in progress units per second: multiply by the distance to get points (or pages)
/// per second. Curves are evaluated in closed form at an explicit elapsed time, never integrated
/// frame by frame, so the same timestamps always give the same positions.
///
/// Built-in curves: ``SpringCurve`` and ``DecayCurve`` (the two that honour
/// ``startingWith(velocity:)``; a decay is what a free-scrolling release glides on) and
/// ``CubicBezierCurve``; ``AnimationTiming`` plays either, a linear ramp, or a curve of your own
/// (conform to this protocol and pass it to ``AnimationTiming/custom(_:)``). The built-ins read a
/// zero, negative or NaN elapsed time as the start and `+∞` as the end.
public protocol TimingCurve: Sendable {
  // MARK: Core requirements

  /// The progress at `elapsed` seconds after the start.
  ///
  /// - Parameter elapsed: Seconds since the motion started (`>= 0`).
  /// - Returns: The progress; `0` at the start and `1` once ``settlingDuration`` has passed.
  ///   Springs may overshoot past `1` before settling.
  /// - Complexity: O(1).
  func progress(at elapsed: Double) -> Double

  /// The velocity at `elapsed` seconds after the start, in progress units per second.
  ///
  /// - Parameter elapsed: Seconds since the motion started (`>= 0`).
  /// - Returns: The derivative of ``progress(at:)``.
  /// - Complexity: O(1).
  func velocity(at elapsed: Double) -> Double

  /// The time, in seconds, after which the curve is considered at rest at progress `1`.
  var settlingDuration: Double { get }

  // MARK: Requirements with default implementations

  /// A copy of the curve that starts moving at `velocity` progress units per second, for a
  /// hand-off from a finger or a retargeted motion. Curves that cannot honour an initial velocity
  /// (Bézier, linear) return themselves unchanged, which is the default.
  ///
  /// - Parameter velocity: The initial velocity, in progress units per second.
  /// - Returns: The curve, starting at that velocity where it can.
  func startingWith(velocity: Double) -> Self
}

extension TimingCurve {
  /// Returns `self`: the curve ignores initial velocities.
  ///
  /// - Parameter velocity: Ignored.
  /// - Returns: `self`.
  public func startingWith(velocity: Double) -> Self { self }
}
