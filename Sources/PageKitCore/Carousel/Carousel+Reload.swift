extension Carousel {

  /// Reloads a source with a count (the rules of `Pager.reload(_:layout:)`, its checks made).
  func applyReload(_ newSource: Source) {
    defer { finishTransition() }
    let oldCount = count
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settled.index
    let oldState = engine.state
    let velocity = engine.velocity
    let currentNow = oldCount > 0 ? currentIndex : 0
    let currentID = oldCount > 0 ? source.id(at: currentNow) : nil
    let oldAnchorVirtual = layout.position(at: offsetValue)?.virtualIndex ?? currentNow
    let fraction = offsetValue - restingOffsetUnclamped(virtual: oldAnchorVirtual)
    let oldTargetID = engine.target.id
    let oldTargetIndex = oldCount > 0 ? targetIndex : 0
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = oldCount > 0 ? engineIndex(ofSlot: engine.reference.slot) : 0

    let breaks = oldCount > 0 ? spliceBreaksOnScreen(anchorSlot: oldAnchorVirtual) : []
    // The slots are rebuilt around the current item by identity, then the breaks on screen
    // of a far jump's splice are drawn again (below).
    strip = .identity
    source = newSource
    layout = makeLayout(count: Self.layoutCount(of: newSource), isCircular: layout.isCircular)
    let newCount = count

    guard
      !finishReloadIfEmpty(
        oldCount: oldCount, oldSettledID: oldSettledID, oldPhase: oldState.phase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      resolvedIndex(of: id, formerly: oldIndex)
    }
    let newCurrent = resolve(currentID, currentNow)
    guard oldState.phase != .idle else {
      rest(onLogicalIndex: newCurrent)
      announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: newCurrent)
      emitScrollIfMoved()
      return
    }

    // In motion: the current item stays where it is drawn, with its fraction.
    let resting = layout.restingOffset(forLogicalIndex: newCurrent) ?? 0
    let anchorVirtual =
      layout.loops ? (layout.position(at: resting)?.virtualIndex ?? 0) : newCurrent
    let raw = restingOffsetUnclamped(virtual: anchorVirtual) + fraction
    offsetValue = layout.loops ? raw : min(max(raw, 0), layout.maximumOffset)
    func virtual(near anchor: Int, showing index: Int) -> Int {
      guard layout.loops else { return index }
      return anchor
        &+ Int.loopDelta(from: logicalIndex(anchor), to: index, count: newCount, direction: nil)
    }
    redrawSpliceBreaks(breaks, anchorSlot: anchorVirtual)
    let settledNow = oldSettledID.flatMap { newSource.index(of: $0) }
    let settledIndex = settledNow ?? min(oldSettledIndex, newCount - 1)
    engine.relocateSettled(
      slot: virtual(near: anchorVirtual, showing: settledIndex), index: settledIndex)
    // The settled item keeps its old identity, even if removed, so the rest closes the change.

    switch oldState {
    case .dragging(var drag):
      let reference = resolve(oldReferenceID, oldReferenceIndex)
      refer(toSlot: virtual(near: anchorVirtual, showing: reference))
      drag.start += offsetValue - drag.raw
      drag.raw = offsetValue
      engine.enter(.dragging(drag))
      let target = engineReleaseTarget(velocity: 0)
      aim(
        atSlot: target.slot, coordinate: target.coordinate,
        id: source.id(at: logicalIndex(target.slot)))
    case .settling(let motion):
      let targetRemoved = oldTargetID.map { newSource.index(of: $0) == nil } ?? true
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      var destination = virtual(near: anchorVirtual, showing: newTarget)
      if !strip.isIdentity || layout.loops {
        // A far target is spliced again beside what is on screen, as the jump drew it.
        let direction =
          engine.openWill?.direction ?? (destination >= anchorVirtual ? .forward : .reverse)
        destination = placeDestination(virtual: destination, direction: direction)
      }
      if targetRemoved || (settledNow == nil && engine.openWill == nil) {
        if engine.openWill == nil { engine.attribute(to: .dataReload) }
        announce(slot: destination, cause: engine.cause, force: true)
      } else {
        engine.identifyTarget(source.id(at: newTarget))
      }
      let target = slotCoordinate(destination)
      aim(atSlot: destination, coordinate: target)
      let oldCurve = motion?.curve ?? .spring(settleSpring)
      engineWillStartTrip()
      let trip = engine.targetCoordinate
      startMotion(
        toSlot: engine.target.slot, coordinate: trip,
        curve: curve(oldCurve, startingAt: velocity, toward: trip))
    case .idle:
      break
    }
    recenter()
    emitScrollIfMoved()
  }

  /// The splice's breaks between the items on screen now (the rule every controller shares:
  /// `PagerStrip.breaksOnScreen(visible:_:anchorSlot:id:)`).
  func spliceBreaksOnScreen(anchorSlot: Int) -> [SpliceBreak<Source.PageID>] {
    guard !strip.isIdentity else { return [] }
    let (low, high) = visibleSlots(at: offsetValue)
    return strip.breaksOnScreen(visible: low, high, anchorSlot: anchorSlot) {
      source.id(at: logicalIndex(strip.virtual(at: $0)))
    }
  }

  /// Draws the breaks again around the anchor's new slot, each item found by identity (one
  /// that is gone is not redrawn: the new neighbours show at once).
  func redrawSpliceBreaks(_ breaks: [SpliceBreak<Source.PageID>], anchorSlot: Int) {
    let (low, high) = visibleSlots(at: offsetValue)
    // A strip's offset must stay inside the redrawn frame (else the new neighbours show).
    func redraw(_ candidate: PagerStrip) {
      let old = strip
      strip = candidate
      if !layout.loops, !frameRange.contains(offsetValue) { strip = old }
    }
    func distance(from virtual: Int, to index: Int, _ direction: PageDirection) -> Int {
      guard layout.loops else { return index &- virtual }
      return Int.loopDelta(
        from: logicalIndex(virtual), to: index, count: count, direction: direction)
    }
    for item in breaks {
      guard let id = item.id, let index = source.index(of: id) else { continue }
      let slot = anchorSlot &+ item.offsetFromAnchor
      if item.isAfterAnchor {
        let previous = strip.virtual(at: slot &- 1)
        let delta = distance(from: previous, to: index, .forward)
        guard delta > 0, slot &- 1 >= low else { continue }
        redraw(
          strip.spliced(
            keeping: low, slot &- 1, destinationSlot: slot, destination: previous &+ delta))
      } else {
        let next = strip.virtual(at: slot &+ 1)
        let delta = distance(from: next, to: index, .reverse)
        guard delta < 0, slot &+ 1 <= high else { continue }
        redraw(
          strip.spliced(
            keeping: slot &+ 1, high, destinationSlot: slot, destination: next &+ delta))
      }
    }
  }

  /// The offset that puts virtual item `virtual` at the anchor, unclamped.
  func restingOffsetUnclamped(virtual: Int) -> Double {
    layout.offset(forVirtualIndex: virtual)
  }

  /// The number of items a source lays out: its count, `0` for a negative one, at most
  /// ``CarouselLayout`` 's largest.
  static func layoutCount(of source: Source) -> Int {
    min(max(source.count, 0), Int(CarouselLayout.maximumSlots))
  }

  /// The geometry for `count` items with the present settings: a loop if asked and possible,
  /// else a strip (documented outcome for counts too large to loop).
  func makeLayout(count: Int, isCircular: Bool) -> CarouselLayout {
    if let looped = try? CarouselLayout(
      count: count, itemLength: layout.itemLength, spacing: layout.spacing,
      viewportLength: layout.viewportLength, anchor: layout.anchor, isCircular: isCircular,
      loopStyle: layout.loopStyle)
    {
      return looped
    }
    if let strip = try? CarouselLayout(
      count: count, itemLength: layout.itemLength, spacing: layout.spacing,
      viewportLength: layout.viewportLength, anchor: layout.anchor, isCircular: false)
    {
      return strip
    }
    return layout
  }

}

extension Carousel {
  /// Sets the viewport's length along the axis (a rotation, a split-view resize), keeping the
  /// current item and its fraction.
  ///
  /// The geometry is rebuilt for the new viewport (a loop may need more or fewer copies of the
  /// items; ``contentLength`` changes with it: resize the scroll view's content) and the offset
  /// moves so that the item at the anchor stays there, moved past it by the same fraction:
  ///
  /// - At rest the carousel rests on the settled item's new resting offset.
  /// - During a drag the drag goes on from the same item and fraction (a strip clamps the offset
  ///   to its new scrollable range), and the target is what a zero-velocity release would choose.
  /// - During a settle the motion retargets to its item's new resting offset from where it is,
  ///   at the same velocity, with no new announcement. A host scroll view's deceleration
  ///   (``isAnimating`` `false`) is taken over by the carousel: follow ``offset`` every frame.
  ///
  /// No page event is emitted; a settle that had already arrived may come to rest with its
  /// usual events.
  ///
  /// - Parameter length: The new viewport length, in points.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinity, then
  ///   ``PagerError/invalidConfiguration`` for a length of zero or less, a viewport
  ///   shorter than an item, an anchor inset that would push a resting item out of the viewport,
  ///   or items that could no longer loop. Nothing changes when it throws.
  /// - Complexity: O(1).
  package func setViewportLength(_ length: Double) throws(PagerError) {
    guard length != layout.viewportLength else { return }
    let newLayout = try CarouselLayout(
      count: layout.count, itemLength: layout.itemLength, spacing: layout.spacing,
      viewportLength: length, anchor: layout.anchor, isCircular: layout.isCircular,
      loopStyle: layout.loopStyle)
    defer { finishTransition() }
    let oldLayout = layout
    let velocity = engine.velocity
    layout = newLayout
    guard !isEmpty else {
      rest(onLogicalIndex: 0)
      return
    }
    // The same virtual item at the anchor, moved past it by the same fraction: one shift.
    let delta =
      Double(newLayout.leadingCopies - oldLayout.leadingCopies) * newLayout.stride
      - (newLayout.anchorPosition - oldLayout.anchorPosition)
    switch engine.state {
    case .idle:
      rest(onLogicalIndex: engine.settled.index)
    case .dragging:
      engine.shift(slots: 0, coordinate: delta)
      offsetValue = clampedToFrame(offsetValue + delta)
      if case .dragging(var drag) = engine.state {
        drag.raw = offsetValue
        engine.enter(.dragging(drag))
      }
      recenter()
      let target = engineReleaseTarget(velocity: 0)
      aim(
        atSlot: target.slot, coordinate: target.coordinate,
        id: source.id(at: logicalIndex(target.slot)))
    case .settling(let motion):
      engine.shift(slots: 0, coordinate: delta)
      offsetValue = clampedToFrame(offsetValue + delta)
      recenter()
      aim(atSlot: engine.target.slot, coordinate: slotCoordinate(engine.target.slot))
      engineWillStartTrip()
      let trip = engine.targetCoordinate
      startMotion(
        toSlot: engine.target.slot, coordinate: trip,
        curve: curve(motion?.curve ?? .spring(settleSpring), startingAt: velocity, toward: trip))
    }
    emitScrollIfMoved()
  }
}

extension Carousel {

}
