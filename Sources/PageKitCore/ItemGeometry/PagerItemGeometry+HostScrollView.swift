/// An item layout driven by a host scroll view's callbacks (PageKitCarousel's
/// `ScrollViewBridge`): in a loop the scroll view's content holds ``loopFrame``'s copies of the
/// items and the offset is recentred by whole cycles every frame; a bounded strip's content is
/// its items, the offset clamped to its scrollable range.
extension PagerItemGeometry {
  /// The length of the whole content a host scroll view holds, in points: the largest resting
  /// offset plus the viewport. A loop's content holds its copies (``loopFrame``'s content); a
  /// bounded strip's (no loop frame, or one of fewer than two items, which does not loop) is
  /// its items with the insets its anchor needs, at least the viewport; with no items it is
  /// the viewport (nothing to scroll).
  ///
  /// - Complexity: O(1).
  package var contentLength: Double {
    // (A loop's content is longer than its viewport: its own length is the same sum, exact.)
    if loops, let loopFrame { return loopFrame.contentLength }
    return maxOffset + viewportLength
  }

  /// Whether the pager animates a command or a headless release, so a host scroll view must
  /// follow the offset every frame (rather than decelerate on its own).
  ///
  /// - Complexity: O(1).
  package func isAnimating(in engine: Engine) -> Bool {
    if case .settling(.some) = engine.state { return true }
    return false
  }

  /// Whether a release (``ScrollViewCallback/willEndDragging(contentVelocity:proposedContentOffset:)``)
  /// is taken now: there are items and a drag is in progress. Otherwise the release changes
  /// nothing and its target is the current offset.
  ///
  /// - Complexity: O(1).
  package func takesScrollViewRelease(in engine: Engine) -> Bool {
    !isEmpty && engine.state.phase == .dragging
  }

  /// Where `offset` lies after recentering, without moving the pager: shifted by whole
  /// cycles into the safe band when it has left it (so a fling never reaches the content's
  /// ends), unchanged otherwise. The shift never changes the logical item or its fraction.
  ///
  /// ``ScrollViewCallback/didScroll(contentOffset:)`` applies the same rule to the pager itself; use
  /// this to move an offset the host keeps on its own (a deceleration's target, say) by the same
  /// whole cycles: `target + (recentered(offset: x) - x)`.
  ///
  /// A strip (no loop), an empty pager and a non-finite offset answer `offset` unchanged.
  ///
  /// - Parameter offset: A content offset, in points (the content offset's sign).
  /// - Returns: The recentered offset.
  /// - Complexity: O(1).
  package func recentered(offset: Double) -> Double {
    loopFrame?.recentered(offset: offset).offset ?? offset
  }
}
