/// A finger's velocity along one axis, from its recent positions and their timestamps: for hosts
/// that see touches, pointer or trackpad events but are not given a release velocity.
///
/// Feed it every position with its timestamp (``addSample(_:at:)``), from the touch down on, and
/// read ``velocity(at:)`` at the release: pass that to ``Pager/endDrag(velocity:)``. Positions
/// are in points along the pager's axis (a finger's location or its translation: only
/// differences count), timestamps in seconds on the host's clock; the velocity is in points per
/// second, the sign of the positions' change.
///
/// The velocity is the slope, at the newest sample, of the quadratic that fits the recent samples
/// best (least squares, every sample weighted alike): the samples no older than ``horizon``
/// before the newest, at most ``maximumSamples`` of them. With two samples it is the slope
/// between them; with one, or none, it is zero.
///
/// - A gap longer than ``stopGap`` between two samples means the finger stopped: the samples
///   before it are forgotten. So is a release that long after the newest sample: the velocity
///   there is zero.
/// - A sample with the newest sample's timestamp replaces it (a touch's move and lift often
///   share a timestamp).
/// - A sample older than the newest starts over: a clock that went backwards tells nothing
///   about the motion before it.
/// - A non-finite position or timestamp is ignored: nothing changes.
///
/// The samples are a ring of ``maximumSamples`` entries allocated once, when the tracker is
/// created: adding a sample allocates nothing.
///
/// - Complexity: ``addSample(_:at:)`` is O(1); ``velocity(at:)`` is O(k) for the k samples
///   it fits (at most ``maximumSamples``).
public struct VelocityTracker: Sendable {
  /// How far back from the newest sample the fit reaches: 0.1 s.
  public static var horizon: Double { 0.1 }

  /// The most samples the fit takes: 20 (the newest ones).
  public static var maximumSamples: Int { 20 }

  /// The longest gap between two samples, or between the newest sample and the release, that
  /// still belongs to one motion: 0.04 s. A longer one means the finger stopped.
  public static var stopGap: Double { 0.04 }

  /// The samples' timestamps, a ring: the newest at `newest`, the one before it at `newest − 1`
  /// (modulo the capacity), ``sampleCount`` of them.
  private var times: [Double]
  /// The samples' positions, in the same ring as `times`.
  private var positions: [Double]
  /// Where the newest sample is in the ring.
  private var newest = 0
  /// The number of samples kept, at most ``maximumSamples``.
  public private(set) var sampleCount = 0

  /// Creates a tracker with no samples (its velocity is zero).
  ///
  /// - Complexity: O(``maximumSamples``), the one allocation of its ring.
  public init() {
    times = Array(repeating: 0, count: Self.maximumSamples)
    positions = Array(repeating: 0, count: Self.maximumSamples)
  }

  /// The timestamp of the newest sample, or `nil` with none.
  ///
  /// - Complexity: O(1).
  public var newestTime: Double? { sampleCount > 0 ? times[newest] : nil }

  /// Adds the position `position` at timestamp `time`.
  ///
  /// A sample at the newest sample's timestamp replaces it; one older than it, or more than
  /// ``stopGap`` after it, starts the samples over; a non-finite position or timestamp is
  /// ignored.
  ///
  /// - Parameters:
  ///   - position: The position along the axis, in points.
  ///   - time: The timestamp, in seconds.
  /// - Complexity: O(1); allocates nothing.
  public mutating func addSample(_ position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if sampleCount > 0 {
      let last = times[newest]
      if time == last {
        positions[newest] = position
        return
      }
      if time < last || time - last > Self.stopGap { sampleCount = 0 }
    }
    newest = sampleCount == 0 ? 0 : (newest + 1) % Self.maximumSamples
    times[newest] = time
    positions[newest] = position
    sampleCount = min(sampleCount + 1, Self.maximumSamples)
  }

  /// Forgets every sample: the velocity is zero until new ones come.
  ///
  /// - Complexity: O(1).
  public mutating func reset() {
    sampleCount = 0
    newest = 0
  }

  /// The velocity at the newest sample, in points per second (`0` with fewer than two samples).
  ///
  /// - Complexity: O(k) for the k samples fitted.
  public var velocity: Double { fittedVelocity() }

  /// The velocity at a release at `time`, in points per second: the velocity at the newest
  /// sample, or `0` when `time` is more than ``stopGap`` after it (the finger stopped before it
  /// lifted). A `time` at or before the newest sample, or a non-finite one, reads the velocity
  /// at the newest sample.
  ///
  /// - Parameter time: The release's timestamp, in seconds.
  /// - Returns: The velocity, finite.
  /// - Complexity: O(k) for the k samples fitted.
  public func velocity(at time: Double) -> Double {
    guard sampleCount > 0 else { return 0 }
    if time.isFinite, time - times[newest] > Self.stopGap { return 0 }
    return fittedVelocity()
  }

  /// The slope at the newest sample of the least-squares quadratic through the samples within
  /// ``horizon`` of it (at most ``maximumSamples``); the line through two; zero for one.
  private func fittedVelocity() -> Double {
    guard sampleCount > 1 else { return 0 }
    let capacity = Self.maximumSamples
    let newestTime = times[newest]
    let newestPosition = positions[newest]
    // Sums over the samples, with ages `a ≤ 0` (seconds before the newest) and positions `x`
    // relative to the newest, so that the sums stay small and exact on any clock: Σaᵏ for k up
    // to 4, Σx·aᵏ for k up to 2.
    var n = 0.0
    var a1 = 0.0
    var a2 = 0.0
    var a3 = 0.0
    var a4 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    var oldestAge = 0.0
    var oldestPosition = 0.0
    var used = 0
    while used < sampleCount {
      let index = (newest - used + capacity) % capacity
      let age = times[index] - newestTime
      guard -age <= Self.horizon else { break }
      let x = positions[index] - newestPosition
      let age2 = age * age
      n += 1
      a1 += age
      a2 += age2
      a3 += age2 * age
      a4 += age2 * age2
      x0 += x
      x1 += x * age
      x2 += x * age2
      oldestAge = age
      oldestPosition = x
      used += 1
    }
    guard used > 1 else { return 0 }
    // Two samples, or three or more that fix no parabola: the slope between the ends.
    let twoPoint = oldestPosition / oldestAge
    guard used > 2 else { return twoPoint }
    // The normal equations of x ≈ b0 + b1·a + b2·a², solved for b1 by Cramer's rule.
    let determinant =
      n * (a2 * a4 - a3 * a3) - a1 * (a1 * a4 - a3 * a2) + a2 * (a1 * a3 - a2 * a2)
    let scale = n * a2 * a4
    guard determinant.isFinite, abs(determinant) > scale * 1e-9 else {
      return Self.linearSlope(n: n, a1: a1, a2: a2, x0: x0, x1: x1) ?? twoPoint
    }
    let numerator =
      n * (x1 * a4 - a3 * x2) - x0 * (a1 * a4 - a3 * a2) + a2 * (a1 * x2 - x1 * a2)
    let slope = numerator / determinant
    return slope.isFinite ? slope : twoPoint
  }

  /// The slope of the least-squares line through samples with the sums given (`nil` where the
  /// samples fix none).
  private static func linearSlope(n: Double, a1: Double, a2: Double, x0: Double, x1: Double)
    -> Double?
  {
    let determinant = n * a2 - a1 * a1
    guard determinant > 0 else { return nil }
    let slope = (n * x1 - a1 * x0) / determinant
    return slope.isFinite ? slope : nil
  }
}
