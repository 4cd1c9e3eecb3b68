/// What the item geometry answers when a host scroll view's drag ends: where to put the offset now and
/// where the deceleration must end.
///
/// Returned by ``PagerItemGeometry/scrollViewWillEndDragging(contentVelocity:proposedContentOffset:)``:
/// a host reads it to set the scroll view's offset and its deceleration target.
package struct LoopRelease: Sendable, Hashable {
  /// The offset to set now, in points. It differs from the scroll view's offset only by whole
  /// cycles of a loop (nothing visible moves).
  package var offset: Double
  /// The offset the deceleration must end at (the snapped target), in points, in the same frame
  /// as ``offset``.
  package var targetOffset: Double
  /// The shift applied, `offset - (the scroll view's offset)`; `0` when nothing moved.
  package var delta: Double
  /// The logical item the release comes to rest on (the pager's `targetIndex`).
  package var index: Int

  /// Creates a release (the item geometry answers them; hosts read them).
  ///
  /// - Parameters:
  ///   - offset: The offset to set now.
  ///   - targetOffset: The offset to decelerate to.
  ///   - delta: The shift applied to the offset.
  ///   - index: The logical item chosen.
  package init(offset: Double, targetOffset: Double, delta: Double, index: Int) {
    self.offset = offset
    self.targetOffset = targetOffset
    self.delta = delta
    self.index = index
  }
}
