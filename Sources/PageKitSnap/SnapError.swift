/// Why a snap strategy of this module or a ``SnappingStrip`` could not be created, or a strip
/// reloaded. Nothing is created or changed when it throws.
///
/// A strip's gestures, commands, time, restoration and viewport changes throw `PagerError`, as a
/// pager's do; this type covers the values only snapping has: thresholds, rates, and a source and
/// a layout that must go together. When several apply, the first in declaration order is thrown.
///
/// - Complexity: A plain value: comparing and hashing are O(1).
public enum SnapError: Error, Sendable, Hashable {
  /// A NaN or infinite value: a velocity threshold, a rate, a viewport length or an anchor
  /// inset.
  case nonFiniteValue
  /// A negative velocity threshold.
  case negativeVelocityThreshold
  /// A `maxItems` of zero or less.
  case invalidMaxItems(Int)
  /// A deceleration rate outside the open interval `0 < rate < 1`.
  case invalidDecelerationRate
  /// A strip's viewport length of zero or less.
  case invalidViewportLength
  /// A strip's negative anchor inset.
  case invalidAnchorInset
  /// A strip's source has no count (its bounds are not `0..<count`, for instance a source
  /// without an end in some direction): a strip lays out a finite run of items.
  case unboundedSource
  /// A strip's layout reports a negative count, or a non-finite content length or longest item.
  case invalidLayout
  /// A strip's layout and source do not have the same number of items.
  case countMismatch(layoutCount: Int, sourceCount: Int)
  /// A strip's initial index is outside `0..<count` (or not `0` for an empty source).
  case indexOutOfRange(index: Int, count: Int)
}
