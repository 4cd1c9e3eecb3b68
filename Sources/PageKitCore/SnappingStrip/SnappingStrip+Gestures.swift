extension SnappingStrip {
  /// A finger touched the strip.
  ///
  /// From rest, the settled item is the reference for the release. During a settle the motion
  /// stops where it is (a re-grab) and its pending target becomes the reference; the announced
  /// change stays open until the strip comes to rest.
  ///
  /// - Throws: `PagerError.emptySource`; `PagerError.dragInProgress` if already dragging.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip` (the snap
  ///   strategy's zero-velocity choice).
  package func beginDrag() throws(PagerError) {
    try engineBeginDrag()
  }

  /// The finger moved by `translation` points along the axis since the last call (positive =
  /// right or down on screen, as a pan gesture reports it).
  ///
  /// The content offset moves by `−translation`: in a left-to-right horizontal strip a finger
  /// moving left scrolls forward; a right-to-left horizontal strip mirrors it; a vertical strip
  /// ignores the layout direction. Past either end of the scrollable range the offset meets
  /// rubber-band resistance (coefficient 0.55, as UIKit's scroll views): an overscroll of `d`
  /// points draws as `0.55·d / (1 + 0.55·d / viewportLength)`, always less than a viewport.
  ///
  /// - Parameter translation: The finger's displacement since the previous `drag(by:)`, in
  ///   points (positive = right or down on screen).
  /// - Throws: `PagerError.nonFiniteValue`, `PagerError.emptySource`, `PagerError.notDragging`
  ///   (without ``beginDrag()``), in that order. Nothing changes when it throws.
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`; allocates
  ///   nothing.
  @inlinable
  package func drag(by translation: Double) throws(PagerError) {
    try engineDrag(by: translation)
  }

  /// The finger lifted with `velocity` points per second along the axis (positive = right or
  /// down on screen, as a pan gesture reports it).
  ///
  /// The velocity is the finger's, not the content's: the content velocity is `−velocity`
  /// (mirrored for a right-to-left horizontal strip). The strip's deceleration projects the
  /// natural resting offset; ``snap`` chooses the item from a `SnapProposal` of the current offset, the projected offset, the content velocity and the
  /// offset where the drag began. Where several items share the resting offset chosen (near an
  /// end, items that cannot reach the anchor), the item the drag started from is kept if it is
  /// one of them. A strategy that answers with no item (an item longer than the viewport) rests
  /// on the item nearest the projected offset. The settle is the settling spring started at the
  /// release velocity; a glitched velocity beyond 100 mean item strides per second still chooses
  /// the item, but the spring starts at that cap. A strategy that glides (`FreeScroll` (PageKitSnap), see
  /// `SnapStrategy.glides`) glides instead on a `DecayCurve` from the release velocity, scaled to
  /// end exactly on its target: the projected offset, or the end of the content when the
  /// projection passes it (a release whose velocity does not point toward the target, back from
  /// the rubber band, settles on the spring).
  ///
  /// - Parameter velocity: The finger's release velocity, in points per second (positive =
  ///   right or down on screen).
  /// - Throws: `PagerError.nonFiniteValue`, `PagerError.emptySource`, `PagerError.notDragging`,
  ///   in that order. Nothing changes when it throws.
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`.
  package func endDrag(velocity: Double) throws(PagerError) {
    try engineEndDrag(velocity: velocity)
  }

  // MARK: Release rule

  /// Where a release at `fingerVelocity` (points per second, the finger's sign) comes to rest:
  /// the item and its resting offset.
  func releaseTarget(fingerVelocity: Double) -> (slot: Int, coordinate: Double) {
    let last = knownCount - 1
    guard last >= 0 else { return (0, 0) }
    let geometry = geometry
    // During a far jump's splice the strategy judges in the content of the segment drawn at
    // the anchor; its choice is mapped back into the frame.
    let frame = strip.isIdentity ? (shift: 0, translation: 0.0) : segmentAt(offset: offsetValue)
    let current = offsetValue - frame.translation
    let velocity = fingerVelocity.isFinite ? engineCoordinateVelocity(ofFinger: fingerVelocity) : 0
    var start = current
    if case .dragging(let drag) = engine.state { start = drag.start - frame.translation }
    // A projection beyond either end by more than the whole content chooses nothing more: keep
    // it finite for a glitched velocity.
    let reach = layout.contentLength + viewportLength
    let projected = deceleration.restingOffset(from: current, contentVelocity: velocity)
    let proposed =
      projected.isFinite
      ? min(max(projected, min(current, 0) - reach), max(current, maxOffset) + reach) : current
    let proposal = SnapProposal(
      strip: layout, viewportLength: viewportLength, anchor: anchor, currentOffset: current,
      proposedOffset: proposed, contentVelocity: velocity, dragStartOffset: start,
      referenceIndex: engine.reference.index)
    let target = snap.target(for: proposal)
    var slot: Int
    var coordinate: Double
    if let index = target.index, target.offset.isFinite {
      slot = min(max(index, 0), last)
      coordinate = slot == index ? clampedToRange(target.offset) : geometry.restingOffset(slot)
    } else {
      slot = geometry.nearest(to: proposed)
      coordinate = geometry.restingOffset(slot)
    }
    if !strip.isIdentity {
      let range = frameRange
      let drawn = min(max(coordinate + frame.translation, range.lowerBound), range.upperBound)
      let frameSlot = slot &- frame.shift
      if strip.virtual(at: frameSlot) == slot {
        slot = frameSlot
        coordinate = drawn
      } else {
        // The item chosen is not drawn there: the item drawn nearest that offset.
        slot = nearestSlot(to: drawn)
        coordinate = slotCoordinate(slot)
      }
      let reference = engine.reference.slot
      let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
      if abs(slotCoordinate(reference) - coordinate) < tolerance {
        return (reference, slotCoordinate(reference))
      }
      return (slot, coordinate)
    }
    // Items that cannot reach the anchor share a resting offset at either end: a release there
    // keeps the item the drag started from.
    let reference = engine.reference.index
    let referenceOffset = geometry.restingOffset(reference)
    if abs(referenceOffset - coordinate) < PagingEngine<Source.PageID>.arrivalTolerance {
      slot = reference
      coordinate = referenceOffset
    }
    return (slot, coordinate)
  }
}
