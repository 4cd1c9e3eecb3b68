/// Why a ``SnappingStrip`` could not be created or reloaded. Nothing changes when it throws.
///
/// Gestures, commands, time, restoration and viewport changes throw `PagerError`, as a pager's
/// do; this type covers what only a strip can get wrong: a source and a layout that do not go
/// together. When several apply, the first in declaration order is thrown.
///
/// - Complexity: A plain value: comparing and hashing are O(1).
public enum SnappingStripError: Error, Sendable, Hashable {
  /// A NaN or infinite viewport length or anchor inset.
  case nonFiniteValue
  /// A viewport length of zero or less.
  case invalidViewportLength
  /// A negative anchor inset.
  case invalidAnchorInset
  /// A source without a count (its bounds are not `0..<count`, for instance a source without an
  /// end in some direction): a strip lays out a finite run of items.
  case unboundedSource
  /// The layout reports a negative count, or a non-finite content length or longest item.
  case invalidLayout
  /// The layout and the source do not have the same number of items.
  case countMismatch(layoutCount: Int, sourceCount: Int)
  /// The initial index is outside `0..<count` (or not `0` for an empty source).
  case indexOutOfRange(index: Int, count: Int)
}
