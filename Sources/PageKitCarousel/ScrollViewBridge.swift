public import PageKitCore

/// Drives a ``/PageKitCore/Pager`` with an item layout from a real scroll view (`UIScrollView`,
/// `NSScrollView`, a collection view): the scroll view's callbacks in, the pager's events out.
///
/// - **A loop** (an infinite carousel: a circular source with uniform items or variable
///   lengths): a finite content of whole cycles of the items, recentred by whole cycles so that
///   the user never reaches its ends — also during a fling's deceleration, so a fast fling
///   never hits an end. Recentering never changes the current item or its fraction.
/// - **A bounded strip** (an App Store shelf: a source that does not wrap, or a loop of fewer
///   than two items): the content is the items' own, no recentering, and a release's
///   `targetContentOffset` is the resting offset the snap strategy chose.
///
/// Either way the content is ``contentLength`` points long (the largest resting offset plus
/// the viewport; the viewport's length when there are no items), the host sets the scroll
/// view's offset to ``contentOffset`` (the pager's ``/PageKitCore/Pager/contentOffset``), and
/// the scroll view reports its offset, its drag and its deceleration; the bridge moves the
/// pager and answers the offset to set. The pager announces its changes exactly once, as for
/// every host; draw what its ``/PageKitCore/Pager/livePages`` say (a far jump's splice, or an
/// item drawn twice in a short loop, cannot be a cell at a fixed content position).
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
/// Works for 0, 1, 2 and 3 items and more: with no items the content is the viewport and
/// nothing scrolls; with fewer than two items a circular source does not loop and the content
/// is the bounded strip's. A bounded strip clamps the offset to its scrollable range (the
/// scroll view does not bounce past its ends: set `bounces` off, or let the bridge hold it).
///
/// Each callback is a pager input, ``/PageKitCore/PagerInput/scrollView(_:)`` with its
/// ``/PageKitCore/ScrollViewCallback``, applied through ``/PageKitCore/Pager/apply(_:)`` like any
/// other: a trace records it and replays it, internal checks check it, and its events are
/// delivered once, when it is done. A host without the bridge (or a test) can apply the same
/// values itself.
///
/// The bridge is not `Sendable`: use it from the scroll view's isolation domain.
public final class ScrollViewBridge<Source: PageSource, Transition: TransitionStrategy> {
  /// The pager the scroll view drives.
  public let pager: Pager<Source, Transition>

  /// The item geometry the scroll view holds: the pager's, looping or bounded; `nil` once a
  /// reload gave the pager full pages or a source without a count (the bridge's calls then
  /// change nothing).
  private var items: PagerItems<Source>? { pager.scrollViewItems }

  /// Applies `callback` to the pager through its one entry (``/PageKitCore/Pager/apply(_:)``):
  /// traced, checked and delivered once, like any other input.
  private func apply(_ callback: ScrollViewCallback) {
    // A scroll view's callback never throws: it changes nothing where it does not apply.
    try? pager.apply(.scrollView(callback))
  }

  /// Creates a bridge for `pager`.
  ///
  /// - Parameter pager: A pager with an item layout (uniform items or variable lengths, any
  ///   anchor) over a source with a count: a loop over a source that wraps
  ///   (``/PageKitCore/PageSource/circular(wraps:)``), or a bounded strip over one that does not.
  /// - Throws: ``/PageKitCore/PagerError/invalidConfiguration(_:)``
  ///   (``/PageKitCore/PagerConfigurationIssue/bridgeNeedsItemLayout``) for a pager of full
  ///   pages, or over a source without a count. A reload that later gives the pager such a
  ///   layout or source leaves the bridge inert: its calls change nothing and answer the
  ///   pager's ``/PageKitCore/Pager/contentOffset``. A reload that turns the loop on or off
  ///   (``/PageKitCore/CircularPageSource/wraps``) keeps the bridge working: set
  ///   ``contentLength`` and ``contentOffset`` again.
  /// - Complexity: O(1).
  public init(pager: Pager<Source, Transition>) throws(PagerError) {
    guard pager.scrollViewItems != nil else {
      throw .invalidConfiguration(.bridgeNeedsItemLayout)
    }
    self.pager = pager
  }

  /// The length of the content to give the scroll view, in points: the largest resting offset
  /// plus the viewport (``/PageKitCore/Pager/maxContentOffset`` `+`
  /// ``/PageKitCore/Pager/viewportLength``). For a loop that is the viewport plus at least two
  /// cycles of the items (one cycle is the items' lengths plus one spacing each); for a bounded
  /// strip its items with the insets its anchor needs, at least the viewport; with no items,
  /// the viewport. It changes with the pager's count and viewport: set it again after a reload
  /// or a resize.
  ///
  /// - Complexity: O(1).
  public var contentLength: Double { items?.contentLength ?? pager.viewportLength }

  /// The content offset to show, in points: the pager's, inside the content (`0` with no
  /// items). Set the
  /// scroll view's offset to it after creating the bridge, and every frame while the pager
  /// animates (a command, an auto-scroll).
  ///
  /// - Complexity: O(1).
  public var contentOffset: Double {
    items == nil ? pager.contentOffset : pager.engine.drawnCoordinate
  }

  /// Whether the pager is running an animation of its own (a command or an auto-scroll): while
  /// it is, the scroll view should show ``contentOffset`` instead of moving itself.
  ///
  /// - Complexity: O(1).
  public var isAnimating: Bool { items?.isAnimating(in: pager.engine) ?? false }

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
    apply(.didScroll(contentOffset: contentOffset))
    return self.contentOffset
  }

  /// Where `offset` lies after recentering, without moving the pager (see
  /// ``scrollViewDidScroll(contentOffset:)``): for an offset the host keeps on its own, such as
  /// a deceleration's target: `target + (recentered(offset: x) − x)`.
  ///
  /// - Parameter offset: A content offset, in points.
  /// - Returns: The recentred offset (`offset` unchanged when no loop or non-finite).
  /// - Complexity: O(1).
  public func recentered(offset: Double) -> Double {
    items?.recentered(offset: offset) ?? offset
  }

  /// The scroll view's drag began: any animation stops where it is (a re-grab).
  ///
  /// - Complexity: O(1).
  public func scrollViewWillBeginDragging() {
    apply(.willBeginDragging)
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
    let takesRelease = items?.takesScrollViewRelease(in: pager.engine) ?? false
    apply(
      .willEndDragging(
        contentVelocity: contentVelocity, proposedContentOffset: proposedContentOffset))
    let offset = contentOffset
    guard takesRelease else {
      return ScrollViewRelease(offset: offset, targetOffset: offset)
    }
    return ScrollViewRelease(offset: offset, targetOffset: pager.engine.targetCoordinate)
  }

  /// The scroll view's drag ended; without deceleration the pager comes to rest where the
  /// scroll view is.
  ///
  /// - Parameter willDecelerate: Whether the scroll view decelerates on its own.
  /// - Complexity: O(1).
  public func scrollViewDidEndDragging(willDecelerate: Bool) {
    apply(.didEndDragging(willDecelerate: willDecelerate))
  }

  /// The scroll view's deceleration ended: the pager comes to rest where the scroll view is,
  /// closing its announcement exactly once.
  ///
  /// - Complexity: O(1).
  public func scrollViewDidEndDecelerating() {
    apply(.didEndDecelerating)
  }
}
