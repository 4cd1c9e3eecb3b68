/// Far jumps: the carousel's drawn strip.
///
/// A slot is a place along the content (the layout's virtual item at that offset); the drawn
/// strip says which virtual item it shows. At rest it is the identity. An animated jump whose
/// destination's resting view does not meet the items on screen splices that view directly beside
/// them, on the side the change's direction names, so the carousel travels as if the destination
/// were next door and no item in between is drawn.
extension Carousel {
  /// The virtual item shown in `slot`.
  func drawnVirtual(_ slot: Int) -> Int { strip.virtual(at: slot) }

  /// The resting offset of `slot` in the current frame: its item's resting offset, moved with
  /// the slot when a splice draws the item away from its own place.
  func slotCoordinate(_ slot: Int) -> Double {
    let virtual = strip.virtual(at: slot)
    guard virtual != slot else { return restingOffset(virtual: slot) }
    return restingOffset(virtual: virtual) + Double(slot &- virtual) * layout.stride
  }

  /// The range a bounded carousel's offset may take in the current frame: the content's, moved
  /// with the segments a splice drew at either end (a loop's is the content's).
  package var frameRange: ClosedRange<Double> {
    guard !layout.loops, !strip.isIdentity else { return 0...layout.maximumOffset }
    let lower = -Double(strip.leadingShift) * layout.stride
    let upper = layout.maximumOffset - Double(strip.trailingShift) * layout.stride
    return lower...max(lower, upper)
  }

  /// `value` kept inside the frame (a loop is never clamped).
  func clampedToFrame(_ value: Double) -> Double {
    guard !layout.loops else { return value }
    let range = frameRange
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// The slots (or virtual items) any part of which lies in the viewport at `offset`.
  func visibleSlots(at offset: Double) -> (low: Int, high: Int) {
    let copies = Double(layout.leadingCopies)
    let first = ((offset - layout.itemLength) / layout.stride).rounded(.down) + 1 - copies
    let last = ((offset + layout.viewportLength) / layout.stride).rounded(.up) - 1 - copies
    let limit = 4.0e15
    guard first.isFinite, last.isFinite, abs(first) < limit, abs(last) < limit else {
      return (engine.target.slot, engine.target.slot)
    }
    let low = Int(first)
    return (low, max(low, Int(last)))
  }

  /// The slot where virtual item `destination` comes to rest for a motion in `direction`: the
  /// slot that shows it already, when its resting view meets the items on screen along an
  /// unbroken run, else a slot of its resting view spliced directly beside the visible items.
  func placeDestination(virtual destination: Int, direction: PageDirection) -> Int {
    var (low, high) = visibleSlots(at: offsetValue)
    var (first, last) = visibleSlots(at: restingOffset(virtual: destination))
    if !layout.loops {
      low = min(max(low, 0), layout.count - 1)
      high = min(max(high, low), layout.count - 1)
      first = min(max(first, 0), layout.count - 1)
      last = min(max(last, first), layout.count - 1)
    }
    first = min(first, destination)
    last = max(last, destination)
    if let shift = strip.rebaseShift(visible: low, high, bounded: !layout.loops) {
      let segmentOffset = offsetValue + Double(shift) * layout.stride
      if segmentOffset >= 0, segmentOffset <= layout.maximumOffset {
        // Every item on screen lies in one segment, at an offset of that segment's content:
        // the frame becomes the segment's own, with nothing on screen changed, and the
        // destination is placed as from an unspliced strip.
        let settled = engine.settled.index
        let target = engineIndex(ofSlot: engine.target.slot)
        let reference = engineIndex(ofSlot: engine.reference.slot)
        offsetValue += Double(shift) * layout.stride
        engine.shift(slots: shift, coordinate: Double(shift) * layout.stride)
        strip = .identity
        engine.rebase(settledSlot: settled, targetSlot: target, referenceSlot: reference)
        return placeDestination(virtual: destination, direction: direction)
      }
    }
    let settled = engine.settled.slot
    let range = frameRange
    let placement = strip.placement(
      ofDestination: destination, view: first, last, visible: low, high,
      forward: direction == .forward, bounded: !layout.loops, settledSlot: settled,
      isBeforeSettled: offsetValue < slotCoordinate(settled)
    ) {
      let coordinate = slotCoordinate($0)
      return coordinate >= range.lowerBound - 1e-9 && coordinate <= range.upperBound + 1e-9
    }
    strip = placement.strip
    return placement.slot
  }
}
