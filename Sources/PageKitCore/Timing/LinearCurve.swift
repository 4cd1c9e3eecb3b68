/// Constant speed from `0` to `1` over a fixed duration: what ``AnimationTiming/linear(duration:)``
/// plays, and a curve a host can evaluate for its own animations.
public struct LinearCurve: TimingCurve, Hashable {
  /// The duration in seconds (`0` completes at once).
  public var duration: Double

  /// Creates a linear curve.
  ///
  /// - Parameter duration: Seconds from start to end. Negative or non-finite values are treated
  ///   as `0`.
  public init(duration: Double) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
  }

  /// The progress at `elapsed` seconds: `elapsed / duration`, clamped to `0...1`.
  ///
  /// - Parameter elapsed: Seconds since the start. NaN reads the start.
  /// - Returns: The progress; `1` at once for a zero duration.
  public func progress(at elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    guard elapsed > 0 else { return 0 }
    return min(elapsed / duration, 1)
  }

  /// The velocity: `1 / duration` while moving, `0` otherwise.
  ///
  /// - Parameter elapsed: Seconds since the start. NaN reads the start.
  /// - Returns: The velocity in progress units per second.
  public func velocity(at elapsed: Double) -> Double {
    guard duration > 0, !(elapsed >= duration) else { return 0 }
    return 1 / duration
  }

  /// The duration.
  public var settlingDuration: Double { duration }
}
