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

  /// The host scroll view's content offset changed (a drag, its deceleration, or the host
  /// copying ``offset`` during an animation).
  ///
  /// The pager adopts the offset and, in a loop, recenters it. Set the scroll view's content
  /// offset to the returned value and add the difference (`returned - contentOffset`, whole
  /// cycles, `0` when nothing moved) to any in-flight deceleration target: called every frame,
  /// this keeps fast flings from ever reaching the ends of the content.
  ///
  /// While dragging, the offset is the content's, not the finger's: a finger moving left in a
  /// left-to-right pager raises it (the opposite sign of `Pager.drag(by:)`'s translation).
  ///
  /// A strip (no loop) clamps the offset to its scrollable range: it does not bounce. An empty
  /// pager or a non-finite offset changes nothing: the answer is ``offset`` (documented
  /// outcome). While the pager animates (``isAnimating``) the pager's own offset wins and
  /// is returned.
  ///
  /// - Parameter contentOffset: The scroll view's content offset along the axis, in points.
  /// - Returns: The content offset to set, in points.
  /// - Complexity: O(1).
  @discardableResult
  package func scrollViewDidScroll(contentOffset: Double) -> Double {
    let newOffset = contentOffset
    guard !isEmpty, newOffset.isFinite, !isAnimating else { return offsetValue }
    defer { finishTransition() }
    offsetValue =
      loops ? newOffset : min(max(newOffset, frameRange.lowerBound), frameRange.upperBound)
    recenter()
    if engine.state.phase == .idle, glides {
      // At rest between items the settled item stays the nearest: the offset is kept within
      // its half (and returned).
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
    return offsetValue
  }

  /// Where `offset` lies after recentering, without moving the pager: shifted by whole
  /// cycles into the safe band when it has left it (so a fling never reaches the content's
  /// ends), unchanged otherwise. The shift never changes the logical item or its fraction.
  ///
  /// ``scrollViewDidScroll(contentOffset:)`` applies the same rule to the pager itself; use
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
  ///
  /// - Complexity: O(1).
  package func scrollViewWillBeginDragging() {
    guard !isEmpty, engine.state.phase != .dragging else { return }
    try? engineBeginDrag()
  }

  /// The host scroll view's drag is ending with `contentVelocity` and the platform's proposed
  /// resting offset: the pager snaps it with the snap strategy and announces the target.
  ///
  /// Set the scroll view's offset to ``LoopRelease/offset`` (it moves by whole cycles, so
  /// that the deceleration is centred in the content) and decelerate to
  /// ``LoopRelease/targetOffset``. Keep calling ``scrollViewDidScroll(contentOffset:)`` every
  /// frame.
  ///
  /// The velocity is the content offset's, as a scroll view reports it: positive toward larger
  /// offsets, so a finger flicking left in a left-to-right pager gives a positive value (the
  /// opposite sign of ``endDrag(velocity:)``, which takes the finger's).
  ///
  /// Without a drag, or for an empty pager, nothing changes and the target is the current
  /// offset (documented outcome). A non-finite velocity counts as `0`; a non-finite proposed
  /// offset as the current offset.
  ///
  /// - Parameters:
  ///   - contentVelocity: The content offset's velocity at the release, in points per second,
  ///     positive toward larger offsets (UIKit reports points per millisecond: multiply by
  ///     1000).
  ///   - proposedContentOffset: Where the scroll view would come to rest on its own, in points.
  /// - Returns: The offset to set now and the target (the item chosen is ``targetIndex``).
  /// - Complexity: O(1) for the built-in strategies.
  @discardableResult
  package func scrollViewWillEndDragging(
    contentVelocity: Double, proposedContentOffset: Double
  ) -> LoopRelease {
    guard !isEmpty, engine.state.phase == .dragging else {
      return LoopRelease(
        offset: offsetValue, targetOffset: offsetValue, delta: 0, index: currentIndex)
    }
    defer { finishTransition() }
    let choice = releaseTarget(
      contentVelocity: contentVelocity.isFinite ? contentVelocity : 0,
      proposedOffset: proposedContentOffset)
    announceRelease(toSlot: choice.slot, coordinate: choice.coordinate)
    let shift = centerTrip(to: engine.targetCoordinate)
    enter(.settling(nil))
    return LoopRelease(
      offset: offsetValue, targetOffset: engine.targetCoordinate, delta: shift,
      index: targetIndex)
  }

  /// The host scroll view's drag ended. Without deceleration the pager comes to rest where
  /// the scroll view is.
  ///
  /// - Parameter willDecelerate: Whether the scroll view goes on moving.
  /// - Complexity: O(1).
  package func scrollViewDidEndDragging(willDecelerate: Bool) {
    guard !isEmpty, !willDecelerate, !isAnimating, engine.state.phase != .idle else { return }
    restWhereTheHostIs()
    finishTransition()
  }

  /// The host scroll view stopped decelerating: the pager comes to rest where it is.
  ///
  /// - Complexity: O(1).
  package func scrollViewDidEndDecelerating() {
    guard !isEmpty, !isAnimating, engine.state.phase != .idle else { return }
    restWhereTheHostIs()
    finishTransition()
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
