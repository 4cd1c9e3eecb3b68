/// A loop: the items repeat without end, and the offset lives in a content of a few cycles
/// (``loopFrame``), recentred by whole cycles so that it never reaches the content's ends.
///
/// A slot is a virtual item (its logical item is the floor-modulo of the count, on integers).
/// Virtual item `v = q·n + r` lies at item `r`'s place in the layout, `q` cycles on (a cycle is
/// the items' lengths plus one spacing each). Uniform items take the closed forms: slot `v`
/// rests at `(v + leadingCopies) · stride − anchorPosition`, and a far jump's splice draws a
/// segment whole strides from its items' own place. Items of variable lengths take the layout's
/// lookups and the splice's per-segment translations, as a bounded strip does. Recentering moves
/// the offset and every slot the engine holds by the same whole cycles: nothing drawn changes.
extension PagerItemGeometry {
  /// Whether the items loop with one length (the closed forms apply).
  var loopsUniformly: Bool { loops && (loopFrame?.isUniform ?? false) }

  /// The origin of virtual item `virtual` in the loop's content, in points.
  func loopOrigin(_ virtual: Int, frame: LoopFrame) -> Double {
    guard !frame.isUniform else {
      return frame.offset(forVirtualIndex: virtual) + frame.anchorPosition
    }
    return LoopWindow.origin(ofVirtual: virtual, base: layout, cycleLength: frame.cycleLength)
  }

  /// The length of virtual item `virtual`, in points.
  func loopLength(_ virtual: Int, frame: LoopFrame) -> Double {
    guard !frame.isUniform else { return frame.itemLength }
    return layout.span(at: virtual.floorMod(knownCount))?.length ?? 0
  }

  /// The offset that puts virtual item `virtual` at the anchor, unclamped (no splice).
  func loopRestingOffset(_ virtual: Int, frame: LoopFrame) -> Double {
    guard !frame.isUniform else { return frame.offset(forVirtualIndex: virtual) }
    let span = StripSpan(
      origin: loopOrigin(virtual, frame: frame), length: loopLength(virtual, frame: frame))
    return anchor.offset(for: span, viewportLength: viewportLength)
  }

  /// The virtual item under content point `point` (an item owns the spacing before it, as
  /// ``StripLayout/index(at:)`` says).
  func loopVirtual(at point: Double, frame: LoopFrame, in engine: Engine) -> Int {
    guard knownCount > 0, frame.cycleLength > 0, point.isFinite else { return 0 }
    // So far away that slots would pass the loop's limit: the target's slot, as for uniform
    // items.
    let cycles = (point / frame.cycleLength).rounded(.down)
    guard abs(cycles) < Double(Self.loopSlotLimit / knownCount) else { return engine.targetSlot }
    return LoopWindow.virtual(at: point, base: layout, cycleLength: frame.cycleLength)
      ?? engine.targetSlot
  }

  /// The fractional slot at the anchor for `offset`: slot `s` at its resting offset is `s`,
  /// linear between neighbouring slots' resting offsets.
  func loopSlotPosition(at offset: Double, in engine: Engine) -> Double {
    guard loops, let loopFrame else { return 0 }
    guard !loopFrame.isUniform else {
      return (offset + loopFrame.anchorPosition) / loopFrame.stride
        - Double(loopFrame.leadingCopies)
    }
    // The last slot drawn around the viewport whose resting offset is at or before `offset`.
    let window = visibleSlots(at: offset, in: engine)
    var low = window.low &- 1
    var slot = window.low &- 1
    while slot <= window.high &+ 1 {
      if slotCoordinate(slot, in: engine) <= offset { low = slot }
      slot &+= 1
    }
    while slotCoordinate(low, in: engine) > offset, low > window.low &- 64 { low &-= 1 }
    let from = slotCoordinate(low, in: engine)
    let to = slotCoordinate(low &+ 1, in: engine)
    guard to > from else { return Double(low) }
    return Double(low) + (offset - from) / (to - from)
  }

  /// The slots any part of which lies in the viewport at `offset` (uniform items: no search).
  func loopVisibleSlots(at offset: Double, frame: LoopFrame, in engine: Engine) -> (
    low: Int, high: Int
  ) {
    let copies = Double(frame.leadingCopies)
    let first = ((offset - frame.itemLength) / frame.stride).rounded(.down) + 1 - copies
    let last = ((offset + frame.viewportLength) / frame.stride).rounded(.up) - 1 - copies
    let limit = Double(Self.loopSlotLimit)
    guard first.isFinite, last.isFinite, abs(first) < limit, abs(last) < limit else {
      return (engine.targetSlot, engine.targetSlot)
    }
    let low = Int(first)
    return (low, max(low, Int(last)))
  }

  /// The virtual items any part of which lies in the viewport when virtual item `virtual` rests
  /// at the anchor, drawn without a splice (its resting view).
  func loopContentView(ofVirtual virtual: Int, in engine: Engine) -> (first: Int, last: Int) {
    guard loops, let loopFrame else { return (virtual, virtual) }
    let offset = loopRestingOffset(virtual, frame: loopFrame)
    guard !loopFrame.isUniform else {
      let view = loopVisibleSlots(at: offset, frame: loopFrame, in: engine)
      return (view.low, view.high)
    }
    let first = loopVirtual(at: offset, frame: loopFrame, in: engine)
    var last = first
    var steps = 0
    while loopOrigin(last &+ 1, frame: loopFrame) < offset + viewportLength, steps < 4096 {
      last &+= 1
      steps += 1
    }
    return (first, last)
  }

  /// The slots a shift of the offset by `delta` points moves every stored slot by: whole
  /// cycles of the items (`nil` for no shift, or where the items do not loop).
  ///
  /// - Complexity: O(1).
  func slots(ofShift delta: Double) -> Int? {
    guard delta != 0, delta.isFinite, let loopFrame, loopFrame.cycleLength > 0 else { return nil }
    return Int((delta / loopFrame.cycleLength).rounded()) &* knownCount
  }

  /// The recentering the offset needs now (loops only): whole cycles into the loop's band once
  /// it has left it, `nil` when it needs none. Full pages recentre at rest only: in motion their
  /// coordinate runs on across the seam, as a fraction of a page added to a whole number of
  /// cycles would lose its last bits. The pager applies it (`Pager.recenter()`).
  ///
  /// - Complexity: O(1).
  func recentering(in engine: Engine) -> LoopFrame.Recentering? {
    guard loops, let loopFrame else { return nil }
    guard !loopFrame.isPages || engine.state.phase == .idle else { return nil }
    let result = loopFrame.recentered(offset: engine.drawnCoordinate)
    return result.didShift ? result : nil
  }

  /// The shift, in points, that puts a trip to `destination` as near the middle of the loop's
  /// content as keeps the offset in the recentering band (`0` for none): trips shorter than
  /// about half the content then lie entirely inside it, so a host scroll view decelerates to
  /// the target without reaching an end. The pager applies it (`Pager.centerTrip(to:)`).
  ///
  /// - Complexity: O(1).
  func tripShift(to destination: Double, in engine: Engine) -> Double {
    // (Full pages have no host scroll view: their coordinate stays within a cycle of zero.)
    guard loops, pageLength == nil, let loopFrame, loopFrame.cycleLength > 0 else { return 0 }
    let middle = loopFrame.maximumOffset / 2
    let midpoint = (engine.drawnCoordinate + destination) / 2
    let cycles = ((middle - midpoint) / loopFrame.cycleLength).rounded()
    guard cycles.isFinite, cycles != 0 else { return 0 }
    let shift = cycles * loopFrame.cycleLength
    let shifted = engine.drawnCoordinate + shift
    let margin = loopFrame.recenterMargin
    guard shifted >= margin, shifted <= loopFrame.maximumOffset - margin else { return 0 }
    return shift
  }

  /// The slot near `anchor` that shows item `index`: the nearest virtual copy in a loop (ties
  /// forward), the index itself on a bounded strip.
  func slot(showing index: Int, near anchor: Int, in engine: Engine) -> Int {
    guard loops else { return index }
    return anchor
      &+ topology.steps(
        fromVirtual: engine.strip.virtual(at: anchor), to: index, count: knownCount, nil)
  }

  /// The most items one release may travel in a loop: a bound that keeps a glitched proposal
  /// finite.
  static var maximumFlingItems: Double { 1_000_000 }

  /// Where a release in a loop comes to rest: the strategy judges a window of the virtual items
  /// around the present, the proposed and the drag's start offset (a bounded strip of them), and
  /// its choice maps back to a slot.
  func loopReleaseTarget(
    contentVelocity velocity: Double, proposedOffset: Double, frame: LoopFrame, in engine: Engine
  )
    -> (slot: Int, coordinate: Double)
  {
    guard frame.isUniform else {
      return variableLoopReleaseTarget(
        contentVelocity: velocity, proposedOffset: proposedOffset, frame: frame, in: engine)
    }
    let current = engine.drawnCoordinate
    let limit = Self.maximumFlingItems * frame.stride
    let proposed =
      proposedOffset.isFinite ? min(max(proposedOffset, current - limit), current + limit) : current
    let velocity = velocity.isFinite ? velocity : 0
    let stay = (slot: engine.targetSlot, coordinate: engine.drawnCoordinate)
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
      referenceIndex: engine.referenceSlot &- first)
    let target = snap.target(for: proposal)
    guard let index = target.index, target.offset.isFinite else { return stay }
    return (first &+ index, target.offset + origin)
  }

  /// ``loopReleaseTarget(contentVelocity:proposedOffset:frame:in:)`` for items of variable lengths:
  /// the strategy judges a window of virtual items in the content of the segment drawn at the
  /// anchor (during a far jump's splice), and its choice maps back into the frame.
  private func variableLoopReleaseTarget(
    contentVelocity velocity: Double, proposedOffset: Double, frame: LoopFrame, in engine: Engine
  ) -> (slot: Int, coordinate: Double) {
    let stay = (slot: engine.targetSlot, coordinate: engine.drawnCoordinate)
    let segment =
      engine.isUnspliced
      ? (shift: 0, translation: 0.0) : segmentAt(offset: engine.drawnCoordinate, in: engine)
    let current = engine.drawnCoordinate - segment.translation
    let limit = Self.maximumFlingItems * frame.stride
    let proposed =
      proposedOffset.isFinite
      ? min(max(proposedOffset - segment.translation, current - limit), current + limit)
      : current
    let velocity = velocity.isFinite ? velocity : 0
    var start = current
    if case .dragging(let drag) = engine.state { start = drag.start - segment.translation }
    // Every item whose resting offset lies within two viewports of the offsets judged.
    let reach = 2 * viewportLength
    let first =
      loopVirtual(at: min(current, proposed, start) - reach, frame: frame, in: engine) &- 2
    let last = loopVirtual(at: max(current, proposed, start) + reach, frame: frame, in: engine) &+ 2
    guard last > first else { return stay }
    let window = LoopWindow(
      base: layout, first: first, count: last &- first &+ 1, cycleLength: frame.cycleLength)
    let base = window.start
    let proposal = SnapProposal(
      strip: window, viewportLength: viewportLength, anchor: anchor,
      currentOffset: current - base, proposedOffset: proposed - base,
      contentVelocity: velocity, dragStartOffset: start - base,
      referenceIndex: engine.referenceSlot &+ segment.shift &- first)
    let target = snap.target(for: proposal)
    guard let index = target.index, target.offset.isFinite else { return stay }
    let virtual = first &+ index
    let coordinate = target.offset + base + segment.translation
    let slot = virtual &- segment.shift
    guard engine.strip.virtual(at: slot) == virtual else {
      // The item chosen is not drawn there: the item drawn nearest that offset.
      let nearest = nearestSlot(to: coordinate, in: engine)
      return (nearest, slotCoordinate(nearest, in: engine))
    }
    return (slot, coordinate)
  }
}
