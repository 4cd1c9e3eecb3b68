/// The reading direction of the host's user interface.
///
/// A right-to-left layout mirrors the horizontal axis: the next page lies to the left, a finger
/// moving right moves forward, and placements are mirrored on screen. A vertical axis ignores it.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic or Hebrew.
  case rightToLeft
}

extension LayoutDirection {
  /// The sign that turns a logical displacement (positive = forward) into a screen displacement
  /// along `axis` (positive = right or down).
  ///
  /// - Parameter axis: The paging axis.
  /// - Returns: `1` for left-to-right or vertical layouts, `-1` for a horizontal right-to-left one.
  @inlinable
  package func screenSign(on axis: Axis) -> Double {
    axis == .horizontal && self == .rightToLeft ? -1 : 1
  }
}
