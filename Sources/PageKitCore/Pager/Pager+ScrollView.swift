/// A host scroll view's callbacks (PageKitCarousel's `ScrollViewBridge`), applied by the pager
/// as every other input is: the engine's rules, asked of the pager, with the geometry's
/// answers. In a loop the scroll view's content holds the loop frame's copies of the items and
/// the offset is recentred by whole cycles every frame; a bounded strip's content is its
/// items, the offset clamped to its scrollable range.
extension Pager {
  /// Applies a host scroll view's callback (``PagerInput/scrollView(_:)``, whose change then
  /// ends as every input's does: checks, live window, events once). Full pages and a source
  /// without a count hold no scroll view (``scrollViewItems`` is `nil`): nothing changes.
  ///
  /// - Parameter callback: The callback.
  /// - Complexity: O(1) (O(log n) for a variable strip's lookups and the snap strategy's).
  func performScrollView(_ callback: ScrollViewCallback) {
    guard let items = scrollViewItems, !items.isEmpty else { return }
    switch callback {
    case .didScroll(let contentOffset): scrollViewDidScroll(contentOffset: contentOffset)
    case .willBeginDragging: scrollViewWillBeginDragging()
    case .willEndDragging(let contentVelocity, let proposedContentOffset):
      scrollViewWillEndDragging(
        contentVelocity: contentVelocity, proposedContentOffset: proposedContentOffset)
    case .didEndDragging(let willDecelerate):
      if !willDecelerate { scrollViewDidEndDecelerating() }
    case .didEndDecelerating: scrollViewDidEndDecelerating()
    }
  }

  /// The content offset changed (a drag, its deceleration, or the host copying the offset
  /// during an animation): the pager adopts the offset and, in a loop, recentres it, so that
  /// called every frame it keeps fast flings from ever reaching the ends of the content.
  ///
  /// While dragging, the offset is the content's, not the finger's: a finger moving left in a
  /// left-to-right pager raises it (the opposite sign of ``drag(by:)``'s translation).
  ///
  /// A strip (no loop) clamps the offset to its scrollable range: it does not bounce. A
  /// non-finite offset changes nothing (documented outcome). While the pager animates
  /// (`isAnimating`) the pager's own offset wins.
  private func scrollViewDidScroll(contentOffset newOffset: Double) {
    let geometry = geometry
    guard newOffset.isFinite, !geometry.isAnimating(in: engine) else { return }
    adoptHostOffset(newOffset)
    if case .dragging(var drag) = engine.state {
      drag.raw = engine.drawnCoordinate
      engine.enter(.dragging(drag))
      let target = geometry.engineReleaseTarget(velocity: 0, in: engine)
      aim(atSlot: target.slot, coordinate: target.coordinate)
    }
    emitScrollIfMoved()
  }

  /// The host scroll view's drag began. Any animation stops where it is (a re-grab). A pager
  /// already dragging ignores it (documented outcome).
  private func scrollViewWillBeginDragging() {
    guard engine.state.phase != .dragging else { return }
    try? engineBeginDrag()
  }

  /// The host scroll view's drag is ending with `contentVelocity` (the content offset's, not
  /// the finger's) and the platform's proposed resting offset: the snap strategy chooses the
  /// target, which is announced, and a loop's offset moves by whole cycles so that the
  /// deceleration is centred in the content. The host then reads the offset (to set now) and
  /// the engine's target coordinate (to decelerate to).
  ///
  /// Without a drag nothing changes (`takesScrollViewRelease`). A non-finite velocity counts
  /// as `0`; a non-finite proposed offset as the current offset.
  private func scrollViewWillEndDragging(contentVelocity: Double, proposedContentOffset: Double) {
    let geometry = geometry
    guard geometry.takesScrollViewRelease(in: engine) else { return }
    let choice = geometry.releaseTarget(
      contentVelocity: contentVelocity.isFinite ? contentVelocity : 0,
      proposedOffset: proposedContentOffset, in: engine)
    announceRelease(toSlot: choice.slot, coordinate: choice.coordinate)
    centerTrip(to: engine.targetCoordinate)
    enter(.settling(nil))
  }

  /// The host scroll view stopped decelerating (or its drag ended without deceleration): the
  /// pager comes to rest where it is, on the target when the host reached it, else on the
  /// item at the anchor (announced first if it was not).
  private func scrollViewDidEndDecelerating() {
    let geometry = geometry
    guard !geometry.isAnimating(in: engine), engine.state.phase != .idle else { return }
    resolveTarget()
    let offset = engine.drawnCoordinate
    if abs(offset - engine.targetCoordinate) > 0.5 {
      let slot = geometry.nearestSlot(to: offset, in: engine)
      announce(slot: slot, cause: engine.cause, force: false)
      aim(atSlot: slot, coordinate: offset)
    } else {
      aim(atSlot: engine.targetSlot, coordinate: offset)
    }
    comeToRest()
  }
}
