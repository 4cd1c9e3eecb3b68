extension PagerItemGeometry {

  /// Reloads without checking the counts (a resync keeps the first `min` of them): the one
  /// reload body of every item layout, bounded or looping.
  ///
  /// The current item (drawn nearest the anchor) keeps its place on screen: the offset moves
  /// with its origin. The settled, target and reference items are found again by identity
  /// (in a loop, in the slots nearest the current one), a far jump's breaks on screen are
  /// drawn again, and the engine's stand-in and re-announcement rules apply. `newBase` is the
  /// source index of the new layout's item 0 (`nil` keeps it).
  func applyReload(_ newSource: Source, layout newLayout: Layout, indexBase newBase: Int? = nil) {
    defer { finishTransition() }
    // A drag's target chosen when read is chosen now, in the geometry it was dragged in.
    resolveTarget()
    let oldCount = knownCount
    let oldState = engine.state
    let oldPhase = oldState.phase
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settled.index
    let velocity = engine.velocity
    let oldOffset = offsetValue
    // What is drawn now, in the old geometry.
    let oldCurrent = currentIndex
    let oldCurrentID = engineID(at: oldCurrent)
    // During a far jump (and always in a loop) the current item is the one drawn nearest the
    // anchor, in its slot.
    let wasSpliced = !strip.isIdentity && oldCount > 0
    let bySlot = (wasSpliced || loops) && oldCount > 0
    let oldCurrentSlot = bySlot ? nearestSlot(to: oldOffset) : item(ofIndex: oldCurrent)
    let oldCurrentOrigin =
      bySlot
      ? drawnOrigin(ofSlot: oldCurrentSlot)
      : (layout.span(at: item(ofIndex: oldCurrent))?.origin ?? 0)
    let breaks = wasSpliced ? spliceBreaksOnScreen(anchorSlot: oldCurrentSlot) : []
    let oldCurrentResting = engineCoordinate(ofSlot: oldCurrentSlot)
    let oldTargetID = engine.target.id
    let oldTargetIndex = engineTargetIndex
    let oldTargetOrigin = layout.span(at: item(ofIndex: oldTargetIndex))?.origin ?? 0
    let oldTargetResting = engineCoordinate(
      ofSlot: loops ? engine.target.slot : item(ofIndex: oldTargetIndex))
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = engineIndex(ofSlot: engine.reference.slot)

    // The slots are rebuilt around the current item by identity, then the breaks on screen of
    // a far jump's splice are drawn again (below).
    dropSplice()
    source = newSource
    layout = newLayout
    if let newBase { indexBase = newBase }
    if let loopFrame {
      // Full pages loop as their source does now (see `LoopFrame.init(pages:isCircular:)`).
      self.loopFrame =
        loopFrame.isPages
        ? ((try? LoopFrame(
          pages: max(newLayout.count, 0),
          isCircular: newSource.isCircular && newSource.bounds.isCounted)) ?? loopFrame)
        : Self.loopFrame(for: newLayout, like: loopFrame)
    }
    knownCount = engineSourceCount

    guard !finishReloadIfEmpty(oldCount: oldCount, oldSettledID: oldSettledID, oldPhase: oldPhase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      resolvedIndex(of: id, formerly: oldIndex)
    }
    // (Indices below are the source's; origins and slots count the layout's items.)
    func origin(_ index: Int) -> Double {
      loops ? virtualOrigin(index) : (layout.span(at: item(ofIndex: index))?.origin ?? 0)
    }

    let current = resolve(oldCurrentID, oldCurrent)
    // The current item stays where it is drawn: the offset moves with its origin. (In a loop,
    // its slot is the item in the first cycle; the offset is recentred at the end.)
    let shift = origin(current) - oldCurrentOrigin
    func near(_ index: Int) -> Int {
      slot(showing: item(ofIndex: index), near: item(ofIndex: current))
    }

    guard oldPhase != .idle else {
      let between = keepsPlaceBetweenItems(oldOffset, besideResting: oldCurrentResting)
      settle(at: current)
      if between {
        // At rest between items (a strategy that does not snap): the same point offset from
        // the current item's resting offset, kept within its half so that it stays the nearest.
        offsetValue =
          engineCoordinate(ofSlot: engine.settled.slot) + (oldOffset - oldCurrentResting)
        recenter()
        offsetValue = keptNearest(
          offsetValue, slot: engine.settled.slot, index: engine.settled.index)
        aim(atSlot: engine.target.slot, coordinate: offsetValue)
      }
      announceReloadAtRest(
        from: oldSettledID, formerly: oldSettledIndex, to: engine.settled.index)
      emitScrollIfMoved()
      return
    }

    offsetValue = clampedToDrawable(oldOffset + shift)
    // A removed current item's stand-in is the item now drawn in its place.
    markStandIn(forRemoved: oldCurrentID, standIn: current)
    redrawSpliceBreaks(breaks, anchorSlot: item(ofIndex: current))
    let settledNow = oldSettledID.flatMap { engineIndex(of: $0) }
    let settledIndex = settledNow ?? engineBounds.clamped(oldSettledIndex)
    // The settled item keeps the slot it is drawn in on screen (beside a splice's break), else
    // the one nearest the current item.
    let settledItem = item(ofIndex: settledIndex)
    let visible = visibleSlots(at: offsetValue)
    var settledSlot = near(settledIndex)
    if settledNow != nil, visible.low <= visible.high {
      for slot in visible.low...visible.high where drawnIndex(ofSlot: slot) == settledItem {
        settledSlot = slot
        break
      }
    }
    engine.relocateSettled(slot: settledSlot, index: settledIndex)
    // The settled item keeps its old identity, even if removed, so the rest closes the change.

    switch oldState {
    case .dragging(var drag):
      // The reference (a re-grabbed far jump's target, say) is placed as a far jump's target.
      let reference = near(resolve(oldReferenceID, oldReferenceIndex))
      refer(
        toSlot: placeDestination(
          reference,
          forward: engine.openWill.map { $0.direction == .forward }
            ?? (reference >= item(ofIndex: current))))
      drag.raw = unresisted(offsetValue)
      offsetValue = resisted(drag.raw)
      drag.start += shift
      engine.enter(.dragging(drag))
      aimAtRestingRelease()
    case .settling(let motion):
      // (A strip's settles always have a curve; `nil` is the engine's host-scroll-view settle.)
      let oldCurve = motion?.curve ?? .spring(settleSpring)
      let oldEnd = motion?.to ?? oldTargetResting
      let targetRemoved = oldTargetID.map { engineIndex(of: $0) == nil } ?? true
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      // The target is placed as a far jump's: spliced beside what is on screen when its
      // resting view no longer meets it (a jump drawn so, or a neighbour the reload moved
      // away; in a loop, on the side of the path taken).
      var destination = near(newTarget)
      let forward =
        engine.openWill.map { $0.direction == .forward }
        ?? (destination >= item(ofIndex: current))
      destination = placeDestination(destination, forward: forward)
      var target = engineCoordinate(ofSlot: destination)
      if !wasSpliced, !loops, strip.isIdentity,
        keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
      {
        // A motion toward an offset between items keeps its place beside its item.
        // (Kept within its item's half, so that it rests on the item nearest it.)
        target = keptNearest(
          clampedToRange(oldEnd + origin(newTarget) - oldTargetOrigin), slot: destination,
          index: newTarget)
      }
      reannounceAfterReload(
        slot: destination, targetRemoved: targetRemoved, settledRemoved: settledNow == nil)
      aim(atSlot: destination, coordinate: target)
      // A loop centres the trip in its content (the target moves with the frame).
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

  /// The loop frame for `layout`'s items with `frame`'s settings: a loop when possible, else a
  /// strip of them (documented outcome for counts too large to loop), else `frame` itself.
  static func loopFrame(for layout: Layout, like frame: LoopFrame) -> LoopFrame {
    if let made = try? frame.remade(for: layout, viewportLength: frame.viewportLength) {
      return made
    }
    if let strip = try? LoopFrame(
      layout: layout, isUniform: frame.isUniform, viewportLength: frame.viewportLength,
      anchor: frame.anchor, isCircular: false, emptyItemLength: frame.itemLength)
    {
      return strip
    }
    return frame
  }

  /// Sets the viewport's extent along the axis (a rotation, a resize), keeping the item.
  ///
  /// At rest the strip moves to the settled item's new resting offset; a drag goes on from
  /// where it is drawn (within the rubber band's reach); a settle retargets to its item's new
  /// resting offset from where it is, at the same velocity. No page event is emitted unless a
  /// settle that had already arrived comes to rest.
  ///
  /// - Parameter length: The new viewport length, in points.
  /// - Throws: `PagerError.nonFiniteValue` for NaN or infinity; `PagerError.invalidConfiguration`
  ///   for zero or less. Nothing changes when it throws.
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`.
  package func setViewportLength(_ length: Double) throws(PagerError) {
    guard length.isFinite else { throw .nonFiniteValue }
    guard length > 0 else { throw .invalidConfiguration(.viewportLength(length)) }
    guard length != viewportLength else { return }
    resolveTarget()
    if let loopFrame {
      // A loop checks its geometry (an anchor inset at or past the new
      // viewport, items that could no longer loop) before anything changes.
      let newFrame = try loopFrame.remade(for: layout, viewportLength: length)
      if loops {
        setLoopViewportLength(length, frame: newFrame, old: loopFrame)
        return
      }
      self.loopFrame = newFrame
    }
    guard knownCount > 0 else {
      viewportLength = length
      return
    }
    defer { finishTransition() }
    let oldSettledResting = engineCoordinate(ofSlot: item(ofIndex: engine.settled.index))
    let oldTargetResting = engineCoordinate(ofSlot: engine.target.slot)
    let velocity = engine.velocity
    viewportLength = length
    switch engine.state {
    case .idle:
      // Between items (a strategy that glides): the same point offset from the settled item's
      // resting offset, kept within its half so that it stays the nearest.
      let resting = engineCoordinate(ofSlot: item(ofIndex: engine.settled.index))
      offsetValue =
        keepsPlaceBetweenItems(offsetValue, besideResting: oldSettledResting)
        ? keptNearest(
          resting + (offsetValue - oldSettledResting), slot: engine.settled.slot,
          index: engine.settled.index)
        : resting
      aim(atSlot: engine.target.slot, coordinate: offsetValue)
    case .dragging(var drag):
      drag.raw = unresisted(offsetValue)
      offsetValue = resisted(drag.raw)
      engine.enter(.dragging(drag))
      aimAtRestingRelease()
    case .settling(let motion):
      offsetValue = clampedToDrawable(offsetValue)
      let oldEnd = motion?.to ?? oldTargetResting
      let resting = engineCoordinate(ofSlot: engine.target.slot)
      let target =
        keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
        ? keptNearest(
          clampedToRange(resting + (oldEnd - oldTargetResting)), slot: engine.target.slot,
          index: engine.target.index)
        : resting
      startMotion(
        toSlot: engine.target.slot, coordinate: target,
        curve: curve(motion?.curve ?? .spring(settleSpring), startingAt: velocity, toward: target))
    }
    emitScrollIfMoved()
  }
}

extension PagerItemGeometry {
  /// ``setViewportLength(_:)`` in a loop: the same virtual item at the anchor, moved past it by
  /// the same fraction (one shift of the offset and every stored coordinate); a settle retargets
  /// to its item's new resting offset at the same velocity.
  private func setLoopViewportLength(_ length: Double, frame: LoopFrame, old: LoopFrame) {
    defer { finishTransition() }
    let velocity = engine.velocity
    // At rest between items: the offset's distance from the settled item's resting offset.
    let between = restsBetweenItems ? offsetValue - slotCoordinate(engine.settled.slot) : nil
    // The slot at the anchor keeps its distance from it (uniform items: one closed form).
    let anchorSlot = nearestSlot(to: offsetValue)
    let before = slotCoordinate(anchorSlot)
    loopFrame = frame
    viewportLength = length
    let delta =
      frame.isUniform
      ? Double(frame.leadingCopies - old.leadingCopies) * frame.stride
        - (frame.anchorPosition - old.anchorPosition)
      : slotCoordinate(anchorSlot) - before
    switch engine.state {
    case .idle:
      settle(at: engine.settled.index)
      if let between {
        // The same distance from it, kept within its half so that it stays the nearest.
        offsetValue += between
        recenter()
        offsetValue = keptNearest(
          offsetValue, slot: engine.settled.slot, index: engine.settled.index)
        aim(atSlot: engine.target.slot, coordinate: offsetValue)
      }
    case .dragging:
      engine.shift(slots: 0, coordinate: delta)
      offsetValue += delta
      if case .dragging(var drag) = engine.state {
        drag.raw = offsetValue
        engine.enter(.dragging(drag))
      }
      recenter()
      aimAtRestingRelease()
    case .settling(let motion):
      engine.shift(slots: 0, coordinate: delta)
      offsetValue += delta
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

extension PagerItemGeometry {
  /// While dragging, after the geometry changed under the finger: the target is what a
  /// zero-velocity release would choose now, identified by its item.
  func aimAtRestingRelease() {
    let target = releaseTarget(fingerVelocity: 0)
    aim(
      atSlot: target.slot, coordinate: target.coordinate,
      id: engineID(at: engineIndex(ofSlot: target.slot)))
  }
}
