extension Carousel {

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
