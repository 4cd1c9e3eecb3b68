/// A loop: the items repeat without end, and the offset lives in a content of a few cycles
/// (``loopFrame``), recentred by whole cycles so that it never reaches the content's ends.
///
/// A slot is a virtual item (its logical item is the floor-modulo of the count, on integers);
/// slot `v` rests at `(v + leadingCopies) · stride − anchorPosition`, and a far jump's splice
/// draws a segment whole strides from its items' own place. Recentering moves the offset and
/// every slot the engine holds by the same whole cycles: nothing drawn changes.
extension PagerItemGeometry {
  /// The fractional slot at the anchor for `offset` (slot `v` at its resting offset is `v`).
  func loopSlotPosition(at offset: Double) -> Double {
    guard let loopFrame else { return 0 }
    return (offset + loopFrame.anchorPosition) / loopFrame.stride
      - Double(loopFrame.leadingCopies)
  }

  /// The slots any part of which lies in the viewport at `offset` (uniform items: no search).
  func loopVisibleSlots(at offset: Double, frame: LoopFrame) -> (low: Int, high: Int) {
    let copies = Double(frame.leadingCopies)
    let first = ((offset - frame.itemLength) / frame.stride).rounded(.down) + 1 - copies
    let last = ((offset + frame.viewportLength) / frame.stride).rounded(.up) - 1 - copies
    let limit = Double(Self.loopSlotLimit)
    guard first.isFinite, last.isFinite, abs(first) < limit, abs(last) < limit else {
      return (engine.target.slot, engine.target.slot)
    }
    let low = Int(first)
    return (low, max(low, Int(last)))
  }

  /// Shifts the offset and every stored slot and coordinate by `delta` points (whole cycles).
  func applyShift(_ delta: Double) {
    guard delta != 0, delta.isFinite, let loopFrame else { return }
    offsetValue += delta
    let slots = Int((delta / loopFrame.stride).rounded())
    engine.shift(slots: slots, coordinate: delta)
    if !strip.isIdentity { strip = strip.shifted(by: slots) }
  }

  /// Recenters the offset into the loop's band by whole cycles (loops only), shifting the state
  /// with it.
  ///
  /// - Returns: The shift applied, in points (`0` when none).
  @discardableResult
  func recenter() -> Double {
    guard loops, let loopFrame else { return 0 }
    let result = loopFrame.recentered(offset: offsetValue)
    guard result.didShift else { return 0 }
    applyShift(result.delta)
    offsetValue = result.offset
    return result.delta
  }

  /// Before a trip to `destination`, shifts the frame by whole cycles so that the trip's
  /// midpoint sits as near the middle of the content as keeps the offset in the recentering
  /// band: trips shorter than about half the content then lie entirely inside it (a host scroll
  /// view decelerates to the target without reaching an end).
  ///
  /// - Returns: The shift applied, in points.
  @discardableResult
  func centerTrip(to destination: Double) -> Double {
    guard loops, let loopFrame, loopFrame.cycleLength > 0 else { return 0 }
    let middle = loopFrame.maximumOffset / 2
    let midpoint = (offsetValue + destination) / 2
    let cycles = ((middle - midpoint) / loopFrame.cycleLength).rounded()
    guard cycles.isFinite, cycles != 0 else { return 0 }
    let shift = cycles * loopFrame.cycleLength
    let shifted = offsetValue + shift
    let margin = loopFrame.recenterMargin
    guard shifted >= margin, shifted <= loopFrame.maximumOffset - margin else { return 0 }
    applyShift(shift)
    return shift
  }

  /// The slot near `anchor` that shows item `index`: the nearest virtual copy in a loop (ties
  /// forward), the index itself on a bounded strip.
  func slot(showing index: Int, near anchor: Int) -> Int {
    guard loops else { return index }
    return anchor
      &+ Int.loopDelta(
        from: drawnIndex(ofSlot: anchor), to: index, count: knownCount, direction: nil)
  }

  /// The most items one release may travel in a loop: a bound that keeps a glitched proposal
  /// finite.
  static var maximumFlingItems: Double { 1_000_000 }

  /// Where a release in a loop comes to rest: the strategy judges a window of the virtual items
  /// around the present, the proposed and the drag's start offset (a bounded strip of them), and
  /// its choice maps back to a slot.
  func loopReleaseTarget(
    contentVelocity velocity: Double, proposedOffset: Double, frame: LoopFrame
  )
    -> (slot: Int, coordinate: Double)
  {
    let current = offsetValue
    let limit = Self.maximumFlingItems * frame.stride
    let proposed =
      proposedOffset.isFinite ? min(max(proposedOffset, current - limit), current + limit) : current
    let velocity = velocity.isFinite ? velocity : 0
    let stay = (slot: engine.target.slot, coordinate: offsetValue)
    var start = current
    if case .dragging(let drag) = engine.state { start = drag.start }
    let low = min(current, proposed, start)
    let high = max(current, proposed, start)
    let pad = Int((frame.viewportLength / frame.stride).rounded(.up)) + 2
    let lowItem = ((low + frame.anchorPosition) / frame.stride).rounded(.down)
    let highItem = ((high + frame.anchorPosition) / frame.stride).rounded(.up)
    guard lowItem.isFinite, highItem.isFinite else { return stay }
    let first = Int(lowItem) - frame.leadingCopies - pad
    let itemCount = Int(highItem) - Int(lowItem) + 2 * pad + 1
    guard
      let window = try? UniformStrip(
        count: itemCount, itemLength: frame.itemLength, spacing: frame.spacing)
    else { return stay }
    let origin = frame.offset(forVirtualIndex: first) + frame.anchorPosition
    let proposal = SnapProposal(
      strip: window, viewportLength: frame.viewportLength, anchor: frame.anchor,
      currentOffset: current - origin, proposedOffset: proposed - origin,
      contentVelocity: velocity, dragStartOffset: start - origin,
      referenceIndex: engine.reference.slot &- first)
    let target = snap.target(for: proposal)
    guard let index = target.index, target.offset.isFinite else { return stay }
    return (first &+ index, target.offset + origin)
  }
}
