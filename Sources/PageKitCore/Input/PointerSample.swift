/// Where a pointer (a finger, a mouse with its button down, a pen) was, and when: what a host
/// that sees touches or pointer events feeds a pager instead of translations and a release
/// velocity (``PointerInput``).
///
/// The location is in points in any coordinate space fixed to the pager's view (only the
/// differences between samples are read), `x` growing right and `y` down on screen, as UIKit,
/// AppKit's flipped views and the web report them; the timestamp is in seconds on the host's
/// clock (a touch's or an event's own timestamp, not the frame clock).
///
/// ```swift
/// let sample = PointerSample(x: 120, y: 48, timestamp: 3.25)
/// let along = sample.location(along: .horizontal)  // 120
/// ```
public struct PointerSample: Sendable, Hashable {
  /// The horizontal location, in points (growing right).
  public var x: Double
  /// The vertical location, in points (growing down).
  public var y: Double
  /// When the pointer was there, in seconds.
  public var timestamp: Double

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - x: The horizontal location, in points (growing right).
  ///   - y: The vertical location, in points (growing down).
  ///   - timestamp: When the pointer was there, in seconds on the host's clock.
  public init(x: Double, y: Double, timestamp: Double) {
    self.x = x
    self.y = y
    self.timestamp = timestamp
  }

  /// The location along `axis`: `x` for a horizontal axis, `y` for a vertical one.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The location, in points.
  /// - Complexity: O(1).
  public func location(along axis: Axis) -> Double {
    axis == .horizontal ? x : y
  }

  /// The location across `axis`: `y` for a horizontal axis, `x` for a vertical one.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The location, in points.
  /// - Complexity: O(1).
  public func location(across axis: Axis) -> Double {
    axis == .horizontal ? y : x
  }

  /// Whether the location and the timestamp are all finite.
  var isFinite: Bool { x.isFinite && y.isFinite && timestamp.isFinite }
}
