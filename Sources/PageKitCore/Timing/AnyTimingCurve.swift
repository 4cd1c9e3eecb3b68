/// A type-erased timing curve, for strategies chosen at run time (``AnyTransitionStrategy``).
///
/// It forwards every requirement to the curve it wraps, including
/// ``startingWith(velocity:)``, so a wrapped spring still honours a fling's velocity. Wrapping an
/// `AnyTimingCurve` again does not nest: the inner curve is kept.
public struct AnyTimingCurve: TimingCurve {
  /// The wrapped curve.
  public let base: any TimingCurve

  /// Wraps a timing curve.
  ///
  /// - Parameter base: The curve to forward to. An `AnyTimingCurve` is unwrapped, not nested.
  public init(_ base: some TimingCurve) {
    if let erased = base as? AnyTimingCurve {
      self = erased
    } else {
      self.base = base
    }
  }

  /// The wrapped curve's progress at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The progress the wrapped curve reports.
  /// - Complexity: The wrapped curve's (O(1) for the built-ins).
  public func progress(at elapsed: Double) -> Double {
    base.progress(at: elapsed)
  }

  /// The wrapped curve's velocity at `elapsed` seconds.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The velocity the wrapped curve reports, in progress units per second.
  /// - Complexity: The wrapped curve's (O(1) for the built-ins).
  public func velocity(at elapsed: Double) -> Double {
    base.velocity(at: elapsed)
  }

  /// The wrapped curve's settling duration.
  public var settlingDuration: Double { base.settlingDuration }

  /// The wrapped curve started at `velocity`, wrapped again.
  ///
  /// - Parameter velocity: The initial velocity, in progress units per second.
  /// - Returns: An `AnyTimingCurve` around `base.startingWith(velocity:)`.
  public func startingWith(velocity: Double) -> AnyTimingCurve {
    AnyTimingCurve.starting(base, with: velocity)
  }

  private static func starting(_ curve: some TimingCurve, with velocity: Double) -> AnyTimingCurve {
    AnyTimingCurve(curve.startingWith(velocity: velocity))
  }
}
