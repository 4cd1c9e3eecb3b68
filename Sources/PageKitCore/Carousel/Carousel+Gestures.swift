extension Carousel {
  /// A finger touched the carousel.
  ///
  /// From rest, the settled item is the reference for the release. During a settle the motion
  /// stops where it is (a re-grab) and its pending target becomes the reference; the announced
  /// change stays open until the carousel comes to rest.
  ///
  /// - Throws: ``PagerError/emptySource``; ``PagerError/dragInProgress`` if already dragging.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1).
  package func beginDrag() throws(PagerError) {
    try engineBeginDrag()
  }

  /// The finger moved by `translation` points along the axis since the last call (positive =
  /// right or down on screen, as a pan gesture reports it): the offset moves by `-translation`.
  /// A loop is recentered at once; a strip stops at its ends.
  ///
  /// - Parameter translation: The finger's displacement since the previous call, in points
  ///   along the axis (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging``. Nothing changes when it throws.
  /// - Complexity: O(1).
  @inlinable
  package func drag(by translation: Double) throws(PagerError) {
    try engineDrag(by: translation)
  }

  /// The finger lifted with `velocity` points per second along the axis (positive = right or
  /// down on screen).
  ///
  /// The natural resting offset is projected with the carousel's deceleration, then ``snap``
  /// chooses the item; the settle is the carousel's settling spring (both given at
  /// construction) started at the release velocity (at most 100 items per
  /// second). In a loop the snap sees the virtual items around the whole trip, so a fling of any
  /// length lands on an item, and the offset is recentered every frame on the way.
  ///
  /// - Parameter velocity: The finger's velocity at release, in points per second along the
  ///   axis (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging``. Nothing changes when it throws.
  /// - Complexity: O(1).
  package func endDrag(velocity: Double) throws(PagerError) {
    try engineEndDrag(velocity: velocity)
  }

  /// The farthest a release may project, in items: beyond it a fling is shortened (documented
  /// outcome for glitched velocities).
  static var maximumFlingItems: Double { 1_000_000 }

  /// Asks ``snap`` where a release from the current offset comes to rest.
  ///
  /// In a loop the proposal covers the virtual items around the current, proposed and
  /// drag-start offsets (a ``UniformStrip`` of that window, a viewport to spare at each end), so
  /// the strategy never meets an end of the content; in a strip it covers the items. The
  /// proposal's reference is the reference item (the settled item for a drag from rest, the
  /// pending target for a re-grab), in the same window.
  ///
  /// - Returns: The virtual item chosen and its resting offset in the current frame.
  /// - Complexity: O(1) for the built-in strategies.
  func snapChoice(velocity: Double, proposedOffset: Double) -> (virtual: Int, offset: Double) {
    // A strip judges in the content's own frame: during a far jump's splice, the frame of the
    // segment at the anchor.
    var frameShift = 0
    if !layout.loops, !strip.isIdentity, let here = layout.position(at: offsetValue) {
      frameShift = strip.virtual(at: here.virtualIndex) &- here.virtualIndex
    }
    let shiftLength = Double(frameShift) * layout.stride
    let current = offsetValue + shiftLength
    let limit = Self.maximumFlingItems * layout.stride
    let proposed =
      proposedOffset.isFinite ? min(max(proposedOffset, current - limit), current + limit) : current
    let velocity = velocity.isFinite ? velocity : 0
    let stay = (virtual: engine.target.slot, offset: offsetValue)
    let dragStartOffset: Double
    if case .dragging(let drag) = engine.state {
      dragStartOffset = drag.start + shiftLength
    } else {
      dragStartOffset = current
    }
    let first: Int
    let itemCount: Int
    if layout.loops {
      let low = min(current, proposed, dragStartOffset)
      let high = max(current, proposed, dragStartOffset)
      let pad = Int((layout.viewportLength / layout.stride).rounded(.up)) + 2
      let lowItem = ((low + layout.anchorPosition) / layout.stride).rounded(.down)
      let highItem = ((high + layout.anchorPosition) / layout.stride).rounded(.up)
      guard lowItem.isFinite, highItem.isFinite else { return stay }
      first = Int(lowItem) - layout.leadingCopies - pad
      itemCount = Int(highItem) - Int(lowItem) + 2 * pad + 1
    } else {
      first = 0
      itemCount = layout.count
    }
    guard
      let strip = try? UniformStrip(
        count: itemCount, itemLength: layout.itemLength, spacing: layout.spacing)
    else { return stay }
    let origin = layout.offset(forVirtualIndex: first) + layout.anchorPosition
    let proposal = SnapProposal(
      strip: strip, viewportLength: layout.viewportLength, anchor: layout.anchor,
      currentOffset: current - origin, proposedOffset: proposed - origin, contentVelocity: velocity,
      dragStartOffset: dragStartOffset - origin,
      referenceIndex: engine.reference.slot &+ frameShift &- first)
    let target = snap.target(for: proposal)
    guard let index = target.index else { return stay }
    let offset = target.offset + origin
    guard !layout.loops else { return (first + index, offset) }
    let clamped = clampedToFrame(min(max(offset, 0), layout.maximumOffset) - shiftLength)
    // Items that cannot reach the anchor share a resting offset at either end of a strip: a
    // release there keeps the item the drag started from.
    let reference = engine.reference.slot
    if engine.state.phase == .dragging, abs(slotCoordinate(reference) - clamped) < 1e-9 {
      return (reference, clamped)
    }
    return (first + index - frameShift, clamped)
  }
}
