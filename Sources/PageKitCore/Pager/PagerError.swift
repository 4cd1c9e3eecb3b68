/// Why a pager (or a strategy, layout or driver built for one) rejected a value, a command or a
/// gesture. One error type for every layout and module; a call that throws changes nothing.
///
/// When several apply, the first in this order is thrown: ``nonFiniteValue``,
/// ``invalidConfiguration(_:)``, ``duplicatePageID(index:firstIndex:)``, ``emptySource``,
/// ``dragInProgress`` / ``notDragging``, ``indexOutOfRange(index:count:)`` (or
/// ``indexOutOfBounds(index:bounds:)``), ``missingPage(index:)``.
public enum PagerError: Error, Sendable, Hashable {
  /// The index is outside `0..<count`.
  case indexOutOfRange(index: Int, count: Int)
  /// The index is outside the indices a pager over a source without a count reaches: past an
  /// end that exists, or beyond ``PagerLayout/reachableItemMagnitude`` in a direction without
  /// one.
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
  /// Geometry or configuration out of range; the issue names the value and the rule it broke:
  /// a viewport, page or item length of zero or less, a negative spacing or inset, an anchor
  /// inset past the viewport, an item longer than the viewport, a layout whose count disagrees
  /// with its source, a source longer than the pager's reach, a negative
  /// ``PagerConfiguration/preloadCount``, a strategy parameter out of its range (a negative
  /// velocity threshold, fewer than one item per fling, a positional threshold outside
  /// `0 < t < 1`, a deceleration rate outside `0 < rate < 1`).
  case invalidConfiguration(PagerConfigurationIssue)
  /// Two pages of the source share one identity: the page at `index` repeats the identity of
  /// the page at `firstIndex`. Only a source that knows its identities reports it (see
  /// ``PageSource/firstDuplicateIndex``); identity across reloads needs them unique.
  case duplicatePageID(index: Int, firstIndex: Int)
  /// The source has no page at `index`, an index inside its bounds: its `page(at:)` answered
  /// `nil` for the page a pager must draw at rest (the initial page at construction, the page
  /// it rests on after a reload). A ``GeneratedPageSource`` built with ``GeneratedPageSource/init(count:)``
  /// whose subclass does not override ``GeneratedPageSource/makePage(at:)`` makes no pages and
  /// is refused this way.
  case missingPage(index: Int)
}
