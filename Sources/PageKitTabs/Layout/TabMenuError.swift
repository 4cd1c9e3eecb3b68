public import PageKitCore

/// Why a tab menu, an indicator or a ``TabMenuCoordinator`` rejected a value, a tap, a reload or
/// a new bar. A call that throws builds or changes nothing.
///
/// When several apply, the first in this order is thrown: ``nonFiniteValue``,
/// ``negativeCount(_:)``, ``negativeLength``, ``widthsCountMismatch(expected:actual:)``,
/// ``unboundedPager``, ``countMismatch(tabs:pages:)``, ``dragInProgress``, ``tabOutOfRange(index:count:)``.
public enum TabMenuError: Error, Sendable, Hashable {
  /// A NaN or infinite width, spacing, inset or bar length.
  case nonFiniteValue
  /// A negative number of tabs.
  case negativeCount(Int)
  /// A negative width, spacing, inset or bar length.
  case negativeLength
  /// A per-tab array (measured widths or content widths) whose length is not the tab count.
  case widthsCountMismatch(expected: Int, actual: Int)
  /// The pager (or the new source) has no count (see `PageSource.bounds`): a bar has one tab per
  /// page, so its pages must be `0..<count`.
  case unboundedPager
  /// The menu has `tabs` tabs but the pager (or the new source) has `pages` pages: the bar is
  /// titled per page, so the two must match. A coordinator checks it when it is built, at every
  /// tap, reload and new bar.
  case countMismatch(tabs: Int, pages: Int)
  /// A finger is on the pager: a tap must wait for the drag to end (the drag wins).
  case dragInProgress
  /// A tap on a tab outside `0..<count`, or on any tab of an empty bar.
  case tabOutOfRange(index: Int, count: Int)
  /// The pager rejected the command for a reason the coordinator does not check first (a mutable
  /// source that changed behind the pager's back).
  case pager(PagerError)
}
