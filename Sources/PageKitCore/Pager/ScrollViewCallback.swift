/// A host scroll view's callback, as a pager input: what PageKitCarousel's `ScrollViewBridge`
/// applies for each `UIScrollViewDelegate` call it is given (``PagerInput/scrollView(_:)``).
///
/// Offsets and velocities are the content offset's, as a scroll view reports them: positive
/// toward larger offsets, so a finger moving left in a left-to-right pager raises the offset
/// (the opposite sign of ``Pager/drag(by:)``'s translation and ``Pager/endDrag(velocity:)``'s
/// velocity). Each callback is applied as any other input: traced, checked, its events delivered
/// once when it is done.
///
/// A pager with full pages or a source without a count has no scroll-view content: every
/// callback leaves it unchanged (documented outcome), as the bridge documents.
public enum ScrollViewCallback: Sendable, Hashable {
  /// `scrollViewDidScroll(_:)`: the content offset changed (a drag, the scroll view's own
  /// deceleration, or the host copying the pager's offset while it animates). The pager adopts
  /// the offset (clamped to a bounded strip's range) and, in a loop, recentres it by whole
  /// cycles. While the pager animates its own motion, or for a non-finite offset, nothing
  /// changes.
  case didScroll(contentOffset: Double)
  /// `scrollViewWillBeginDragging(_:)`: a finger took the content; any motion stops where it
  /// is (a re-grab). Already dragging, or with no items, nothing changes.
  case willBeginDragging
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifted with
  /// `contentVelocity` points per second (UIKit reports points per millisecond: multiply by
  /// 1000) and the scroll view proposed `proposedContentOffset`. The snap strategy chooses the
  /// resting item and the target is announced. Without a drag, nothing changes. A non-finite
  /// velocity counts as `0`; a non-finite proposal as the current offset.
  case willEndDragging(contentVelocity: Double, proposedContentOffset: Double)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`: without deceleration the pager comes to
  /// rest where the scroll view is.
  case didEndDragging(willDecelerate: Bool)
  /// `scrollViewDidEndDecelerating(_:)`: the pager comes to rest where the scroll view is,
  /// closing its announcement once.
  case didEndDecelerating
}
