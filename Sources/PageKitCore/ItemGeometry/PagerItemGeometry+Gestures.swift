extension PagerItemGeometry {

  // MARK: Release rule

  /// Where a release at `fingerVelocity` (points per second, the finger's sign) comes to rest:
  /// the item and its resting offset.
  func releaseTarget(fingerVelocity: Double, in engine: Engine) -> (slot: Int, coordinate: Double) {
    if let pageLength {
      return pagedReleaseTarget(fingerVelocity: fingerVelocity, pageLength: pageLength, in: engine)
    }
    let velocity = fingerVelocity.isFinite ? engineCoordinateVelocity(ofFinger: fingerVelocity) : 0
    return releaseTarget(contentVelocity: velocity, proposedOffset: nil, in: engine)
  }

  /// Where a release at `velocity` (the content offset's, points per second) comes to rest:
  /// the slot and its resting offset. The strategy judges `proposedOffset` (a host scroll
  /// view's), or, when `nil`, the offset ``deceleration`` projects.
  func releaseTarget(contentVelocity velocity: Double, proposedOffset: Double?, in engine: Engine)
    -> (slot: Int, coordinate: Double)
  {
    let last = knownCount - 1
    guard last >= 0 else { return (0, 0) }
    if loops, let loopFrame {
      let proposed =
        proposedOffset
        ?? (velocity == 0
          ? engine.drawnCoordinate
          : deceleration.restingOffset(from: engine.drawnCoordinate, contentVelocity: velocity))
      let target = loopReleaseTarget(
        contentVelocity: velocity, proposedOffset: proposed, frame: loopFrame, in: engine)
      // A glide rests on the item nearest where it ends.
      return glides ? glideRest(at: target.coordinate, chosen: target.slot, in: engine) : target
    }
    let geometry = geometry
    // During a far jump's splice the strategy judges in the content of the segment drawn at
    // the anchor; its choice is mapped back into the frame.
    let frame =
      engine.isUnspliced
      ? (shift: 0, translation: 0.0) : segmentAt(offset: engine.drawnCoordinate, in: engine)
    let current = engine.drawnCoordinate - frame.translation
    var start = current
    if case .dragging(let drag) = engine.state { start = drag.start - frame.translation }
    // A projection beyond either end by more than the whole content chooses nothing more: keep
    // it finite for a glitched velocity.
    let reach = layout.contentLength + viewportLength
    let projected =
      proposedOffset.map { $0 - frame.translation }
      ?? deceleration.restingOffset(from: current, contentVelocity: velocity)
    let proposed =
      projected.isFinite
      ? min(max(projected, min(current, 0) - reach), max(current, maxOffset) + reach) : current
    let proposal = SnapProposal(
      strip: layout, viewportLength: viewportLength, anchor: anchor, currentOffset: current,
      proposedOffset: proposed, contentVelocity: velocity, dragStartOffset: start,
      referenceIndex: item(ofIndex: engine.referenceIndex))
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
    // A glide rests on the item nearest where it ends (judged in the content).
    if glides { (slot, coordinate) = glideRest(at: coordinate, chosen: slot, in: engine) }
    if !engine.isUnspliced {
      let range = frameRange(in: engine)
      let drawn = min(max(coordinate + frame.translation, range.lowerBound), range.upperBound)
      let frameSlot = slot &- frame.shift
      if engine.strip.virtual(at: frameSlot) == slot {
        slot = frameSlot
        coordinate = drawn
      } else {
        // The item chosen is not drawn there: the item drawn nearest that offset.
        slot = nearestSlot(to: drawn, in: engine)
        coordinate = slotCoordinate(slot, in: engine)
      }
      let reference = engine.referenceSlot
      let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
      if abs(slotCoordinate(reference, in: engine) - coordinate) < tolerance {
        return (reference, slotCoordinate(reference, in: engine))
      }
      return (slot, coordinate)
    }
    // Items that cannot reach the anchor share a resting offset at either end: one stop, the
    // run's outer end. (A glide rests on the item nearest the position, `glideRest`.)
    if !glides { slot = stop(ofItem: slot).stop }
    return (slot, coordinate)
  }
}
