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
  package var isAnimating: Bool {
    if case .settling(.some) = engine.state { return true }
    return false
  }

  /// Applies a host scroll view's callback (``Pager``'s ``PagerInput/scrollView(_:)``, its
  /// only caller, which then ends the transition: checks, live window, events once).
  ///
  /// - Parameter callback: The callback.
  /// - Complexity: O(1) (O(log n) for a variable strip's lookups and the snap strategy's).
  package func perform(_ callback: ScrollViewCallback) {
    switch callback {
    case .didScroll(let contentOffset): scrollViewDidScroll(contentOffset: contentOffset)
    case .willBeginDragging: scrollViewWillBeginDragging()
    case .willEndDragging(let contentVelocity, let proposedContentOffset):
      scrollViewWillEndDragging(
        contentVelocity: contentVelocity, proposedContentOffset: proposedContentOffset)
    case .didEndDragging(let willDecelerate):
      scrollViewDidEndDragging(willDecelerate: willDecelerate)
    case .didEndDecelerating: scrollViewDidEndDecelerating()
    }
  }

  /// Whether a release (``ScrollViewCallback/willEndDragging(contentVelocity:proposedContentOffset:)``)
  /// is taken now: there are items and a drag is in progress. Otherwise the release changes
  /// nothing and its target is the current offset.
  ///
  /// - Complexity: O(1).
  package var takesScrollViewRelease: Bool { !isEmpty && engine.state.phase == .dragging }

  /// The content offset changed (a drag, its deceleration, or the host copying ``offset``
  /// during an animation): the pager adopts the offset and, in a loop, recentres it, so that
  /// called every frame it keeps fast flings from ever reaching the ends of the content.
  ///
  /// While dragging, the offset is the content's, not the finger's: a finger moving left in a
  /// left-to-right pager raises it (the opposite sign of `Pager.drag(by:)`'s translation).
  ///
  /// A strip (no loop) clamps the offset to its scrollable range: it does not bounce. An empty
  /// pager or a non-finite offset changes nothing (documented outcome). While the pager
  /// animates (``isAnimating``) the pager's own offset wins.
  private func scrollViewDidScroll(contentOffset newOffset: Double) {
    guard !isEmpty, newOffset.isFinite, !isAnimating else { return }
    offsetValue =
      loops ? newOffset : min(max(newOffset, frameRange.lowerBound), frameRange.upperBound)
    recenter()
    if engine.state.phase == .idle, glides {
      // At rest between items the settled item stays the nearest: the offset is kept within
      // its half.
      offsetValue = keptNearest(
        offsetValue, slot: engine.settled.slot, index: engine.settled.index)
    }
    if case .dragging(var drag) = engine.state {
      drag.raw = offsetValue
      engine.enter(.dragging(drag))
      let target = engineReleaseTarget(velocity: 0)
      aim(atSlot: target.slot, coordinate: target.coordinate)
    }
    emitScrollIfMoved()
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

  /// The host scroll view's drag began. Any animation stops where it is (a re-grab).
  ///
  /// An empty pager or one already dragging ignores it (documented outcome).
  private func scrollViewWillBeginDragging() {
    guard !isEmpty, engine.state.phase != .dragging else { return }
    try? engineBeginDrag()
  }

  /// The host scroll view's drag is ending with `contentVelocity` (the content offset's, not
  /// the finger's) and the platform's proposed resting offset: the snap strategy chooses the
  /// target, which is announced, and a loop's offset moves by whole cycles so that the
  /// deceleration is centred in the content. The host then reads ``offset`` (to set now) and
  /// the engine's target coordinate (to decelerate to).
  ///
  /// Without a drag, or for an empty pager, nothing changes (``takesScrollViewRelease``). A
  /// non-finite velocity counts as `0`; a non-finite proposed offset as the current offset.
  private func scrollViewWillEndDragging(contentVelocity: Double, proposedContentOffset: Double) {
    guard takesScrollViewRelease else { return }
    let choice = releaseTarget(
      contentVelocity: contentVelocity.isFinite ? contentVelocity : 0,
      proposedOffset: proposedContentOffset)
    announceRelease(toSlot: choice.slot, coordinate: choice.coordinate)
    _ = centerTrip(to: engine.targetCoordinate)
    enter(.settling(nil))
  }

  /// The host scroll view's drag ended. Without deceleration the pager comes to rest where
  /// the scroll view is.
  ///
  /// - Parameter willDecelerate: Whether the scroll view goes on moving.
  private func scrollViewDidEndDragging(willDecelerate: Bool) {
    guard !willDecelerate else { return }
    scrollViewDidEndDecelerating()
  }

  /// The host scroll view stopped decelerating: the pager comes to rest where it is.
  private func scrollViewDidEndDecelerating() {
    guard !isEmpty, !isAnimating, engine.state.phase != .idle else { return }
    restWhereTheHostIs()
  }

  /// Comes to rest at the host's offset: on the target when the host reached it, else on the
  /// item at the anchor (announced first if it was not).
  func restWhereTheHostIs() {
    resolveTarget()
    if abs(offsetValue - engine.targetCoordinate) > 0.5 {
      let slot = nearestSlot(to: offsetValue)
      announce(slot: slot, cause: engine.cause, force: false)
      aim(atSlot: slot, coordinate: offsetValue)
    } else {
      aim(atSlot: engine.target.slot, coordinate: offsetValue)
    }
    comeToRest()
  }
}
