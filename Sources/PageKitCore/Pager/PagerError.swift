/// Why a pager rejected a command or gesture. A command that throws changes nothing.
///
/// When several apply, the first in this order is thrown: ``nonFiniteValue``, ``emptySource``,
/// ``dragInProgress`` / ``notDragging``, ``indexOutOfRange(index:count:)`` (or
/// ``indexOutOfBounds(index:bounds:)``).
public enum PagerError: Error, Sendable, Hashable {
  /// The index is outside `0..<count`.
  case indexOutOfRange(index: Int, count: Int)
  /// The index is outside the indices a pager over a source without a count reaches: past an
  /// end that exists, or beyond ``PageBounds/reachableMagnitude`` in a direction without one.
  /// `bounds` are the reached indices, both ends present (a missing end replaced by the farthest
  /// index reached). A source
  /// with a count throws ``indexOutOfRange(index:count:)`` instead.
  case indexOutOfBounds(index: Int, bounds: PageBounds)
  /// The source has no pages.
  case emptySource
  /// A finger is on the pager: commands and a second `beginDrag()` must wait for `endDrag`.
  case dragInProgress
  /// `drag(by:)` or `endDrag(velocity:)` without a `beginDrag()`.
  case notDragging
  /// A NaN or infinite translation, velocity, length or timestamp.
  case nonFiniteValue
  /// A page length of zero or less.
  case invalidPageLength
  /// A ``PagerConfiguration`` value out of range: a negative ``PagerConfiguration/preloadCount``,
  /// ``PagerConfiguration/velocityThreshold`` or ``PagerConfiguration/rubberBandCoefficient``,
  /// or a ``PagerConfiguration/maxPagesPerFling`` below 1.
  case invalidConfiguration
}
