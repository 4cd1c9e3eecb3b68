public import PageKitCore

/// Why a ``TabMenuCoordinator`` rejected a construction, a tap, a reload or a new bar. A call that
/// throws changes nothing.
///
/// When several apply, the first in this order is thrown: ``unboundedPager``, ``invalidMenu(_:)``,
/// ``countMismatch(tabs:pages:)``, ``dragInProgress``, ``tabOutOfRange(index:count:)``.
public enum TabMenuCoordinatorError: Error, Sendable, Hashable {
  /// The pager (or the new source) has no count (see `PageSource.bounds`): a bar has one tab per
  /// page, so its pages must be `0..<count`.
  case unboundedPager
  /// The menu has `tabs` tabs but the pager (or the new source) has `pages` pages: the bar is
  /// titled per page, so the two must match.
  case countMismatch(tabs: Int, pages: Int)
  /// A tap on a tab outside `0..<count`, or on any tab of an empty bar.
  case tabOutOfRange(index: Int, count: Int)
  /// A finger is on the pager: a tap must wait for the drag to end (the drag wins).
  case dragInProgress
  /// A resized menu could not be built.
  case invalidMenu(TabMenuError)
  /// The pager rejected the command for a reason the coordinator does not check first (a mutable
  /// source that changed behind the pager's back).
  case pager(PagerError)
}
