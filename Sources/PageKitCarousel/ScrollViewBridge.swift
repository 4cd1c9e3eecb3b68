public import PageKitCore

/// Drives a looping ``/PageKitCore/Pager`` from a real scroll view (`UIScrollView`,
/// `NSScrollView`): a finite content, recentred by whole cycles so that the user never reaches
/// its ends, with the scroll view's callbacks in and the pager's events out.
///
/// An infinite carousel in a scroll view is a pager over a circular source with an item layout
/// (uniform items, or variable lengths). The bridge gives the scroll view a content of
/// ``contentLength`` points (the viewport plus whole cycles of the items, at least two) and an
/// initial ``contentOffset``; the scroll view reports its offset, its drag and its
/// deceleration; the bridge moves the pager and answers
/// the offset to set — recentred when it leaves the safe band, also during a fling's
/// deceleration, so a fast fling never hits an end. Recentering never changes the current item
/// or its fraction. The pager announces its changes exactly once, as for every host; draw what
/// its ``/PageKitCore/Pager/livePages`` say (a far jump's splice, or an item drawn twice in a
/// short loop, cannot be a cell at a fixed content position).
///
/// ```swift
/// let pager = try Pager(
///   source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
///   layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
///   configuration: PagerConfiguration(viewportLength: 375))
/// let bridge = try ScrollViewBridge(pager: pager)
/// // scrollView.contentSize.width = bridge.contentLength
/// // scrollView.contentOffset.x = bridge.contentOffset
/// // in scrollViewDidScroll: scrollView.contentOffset.x = bridge.scrollViewDidScroll(contentOffset: x)
/// ```
///
/// Works for 0, 1, 2 and 3 items and more; with fewer than two items there is no loop and the
/// content is the items' own.
///
/// The bridge is not `Sendable`: use it from the scroll view's isolation domain.
public final class ScrollViewBridge<Source: PageSource, Transition: TransitionStrategy> {
  /// The pager the scroll view drives.
  public let pager: Pager<Source, Transition>

  /// The loop geometry the bridge drives: the pager's; `nil` once a reload gave the pager a
  /// layout that does not loop (the bridge's calls then change nothing).
  private var loop: PagerItems<Source>? {
    guard let items = pager.items, items.loopFrame != nil else { return nil }
    return items
  }

  /// Creates a bridge for `pager`.
  ///
  /// - Parameter pager: A pager with an item layout over a source that wraps
  ///   (``/PageKitCore/PageSource/circular(wraps:)``).
  /// - Throws: ``/PageKitCore/PagerError/invalidConfiguration(_:)`` for a pager of full pages, or
  ///   over a source that does not wrap. A reload that later gives the pager such a layout
  ///   leaves the bridge inert: its calls change nothing and answer the pager's
  ///   ``/PageKitCore/Pager/contentOffset``.
  /// - Complexity: O(1).
  public init(pager: Pager<Source, Transition>) throws(PagerError) {
    guard pager.items?.loopFrame != nil else {
      throw .invalidConfiguration(.bridgeNeedsItemLayout)
    }
    self.pager = pager
  }

  /// The length of the content to give the scroll view, in points: the viewport plus at least
  /// two cycles of the items (one cycle is the items' lengths plus one spacing each). It changes
  /// with the pager's count and viewport: set it again after a reload or a resize.
  ///
  /// - Complexity: O(1).
  public var contentLength: Double { loop?.contentLength ?? pager.viewportLength }

  /// The content offset to show, in points: the pager's, always inside the content. Set the
  /// scroll view's offset to it after creating the bridge, and every frame while the pager
  /// animates (a command, an auto-scroll).
  ///
  /// - Complexity: O(1).
  public var contentOffset: Double { loop?.offset ?? pager.contentOffset }

  /// Whether the pager is running an animation of its own (a command or an auto-scroll): while
  /// it is, the scroll view should show ``contentOffset`` instead of moving itself.
  ///
  /// - Complexity: O(1).
  public var isAnimating: Bool { loop?.isAnimating ?? false }

  /// The scroll view's content offset changed (a drag, its deceleration, or the host copying
  /// ``contentOffset`` during an animation).
  ///
  /// The pager adopts the offset and recentres it. Set the scroll view's content offset to the
  /// returned value, and add the difference (`returned − contentOffset`, whole cycles, `0` when
  /// nothing moved) to any deceleration target the host keeps: called every frame, this keeps
  /// fast flings from ever reaching the ends of the content.
  ///
  /// While the pager animates (``isAnimating``) its own offset wins and is returned; an empty
  /// pager or a non-finite offset changes nothing and returns ``contentOffset``.
  ///
  /// - Parameter contentOffset: The scroll view's content offset along the axis, in points.
  /// - Returns: The content offset to set, in points.
  /// - Complexity: O(1).
  @discardableResult
  public func scrollViewDidScroll(contentOffset: Double) -> Double {
    loop?.scrollViewDidScroll(contentOffset: contentOffset) ?? pager.contentOffset
  }

  /// Where `offset` lies after recentering, without moving the pager (see
  /// ``scrollViewDidScroll(contentOffset:)``): for an offset the host keeps on its own, such as
  /// a deceleration's target: `target + (recentered(offset: x) − x)`.
  ///
  /// - Parameter offset: A content offset, in points.
  /// - Returns: The recentred offset (`offset` unchanged when no loop or non-finite).
  /// - Complexity: O(1).
  public func recentered(offset: Double) -> Double {
    loop?.recentered(offset: offset) ?? offset
  }

  /// The scroll view's drag began: any animation stops where it is (a re-grab).
  ///
  /// - Complexity: O(1).
  public func scrollViewWillBeginDragging() {
    loop?.scrollViewWillBeginDragging()
  }

  /// The scroll view's drag ended with `contentVelocity` (points per second, the content
  /// offset's sign) and the offset the scroll view would come to rest at: the pager's snap
  /// strategy chooses the item and announces it (cause `.user`).
  ///
  /// - Parameters:
  ///   - contentVelocity: The content offset's velocity, in points per second.
  ///   - proposedContentOffset: Where the scroll view's own deceleration would stop.
  /// - Returns: Where to stop instead (`targetContentOffset`), recentred with the offset.
  /// - Complexity: O(1) (O(log n) for the strategy's lookups).
  @discardableResult
  public func scrollViewWillEndDragging(contentVelocity: Double, proposedContentOffset: Double)
    -> ScrollViewRelease
  {
    guard let loop else {
      let offset = pager.contentOffset
      return ScrollViewRelease(offset: offset, targetOffset: offset)
    }
    let release = loop.scrollViewWillEndDragging(
      contentVelocity: contentVelocity, proposedContentOffset: proposedContentOffset)
    return ScrollViewRelease(offset: release.offset, targetOffset: release.targetOffset)
  }

  /// The scroll view's drag ended; without deceleration the pager comes to rest where the
  /// scroll view is.
  ///
  /// - Parameter willDecelerate: Whether the scroll view decelerates on its own.
  /// - Complexity: O(1).
  public func scrollViewDidEndDragging(willDecelerate: Bool) {
    loop?.scrollViewDidEndDragging(willDecelerate: willDecelerate)
  }

  /// The scroll view's deceleration ended: the pager comes to rest where the scroll view is,
  /// closing its announcement exactly once.
  ///
  /// - Complexity: O(1).
  public func scrollViewDidEndDecelerating() {
    loop?.scrollViewDidEndDecelerating()
  }
}
