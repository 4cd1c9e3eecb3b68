extension PagerItemGeometry {

  /// Replaces the geometry's values and carries the state across: the one path of every change
  /// of an item layout's geometry (a reload, a resync, a viewport change, new settings that
  /// re-anchor the strip). The new values are built and checked before anything changes; the
  /// carry compares them with the present ones to choose what it keeps.
  ///
  /// What is kept, captured before anything changes: the settled, target and reference items
  /// by identity (in a loop, in the slots nearest the current one), the velocity, the open
  /// announcement, a far jump's breaks on screen, and the place of the current item (drawn
  /// nearest the anchor): in motion, its origin's distance from the anchor's point in the
  /// viewport (so a reload keeps it where it is drawn, and a new viewport keeps it where it
  /// is from the anchor); at rest, its offset from its resting offset (a strategy that glides).
  /// Then the new values are put in place and the state carried into them by identity, with the
  /// engine's stand-in and re-announcement rules. A motion's destination keeps its distance from
  /// the anchor as the current item does.
  ///
  /// Full pages at a new page length keep their items, counted in pages: only the unit
  /// changes, and with it the anchor's inset in pages (the new values' strip and frame are made
  /// at it), so the position in pages and any drag or motion are kept.
  ///
  /// - Parameters:
  ///   - host: The pager whose engine rules the carry applies (the engine's one host: the
  ///     announcements, stand-ins, retargets and rests of a change are its rules).
  ///   - newSource: The new source, or `nil` to keep it.
  ///   - newValues: The new values, checked (``PagerItemValues``): the same as now for a
  ///     change of settings the geometry reads as they are.
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one, plus the source's
  ///   `index(of:)` lookups.
  func replace<Transition: TransitionStrategy>(
    on host: Pager<Source, Transition>, source newSource: Source? = nil,
    values newValues: PagerItemValues
  ) {
    defer { host.finishTransition() }
    guard newSource != nil || newValues != values else {
      // Only settings that the geometry reads as they are (the axis, a new spring, the rubber
      // band) changed: a finger keeps its place on the new resistance.
      keepFingerOnResistance()
      return
    }
    if newSource == nil, pageLength != nil, newValues.pageLength != pageLength {
      carryPages(into: newValues)
      return
    }
    // A drag's target chosen when read is chosen now, in the geometry it was dragged in.
    host.resolveTarget()
    if newSource == nil, newValues.indexBase == indexBase,
      newValues.strip.hasSameItems(as: layout)
    {
      // The items stay (a new layout only moves the insets that end the strip): so do the
      // slots, and every coordinate moves alike.
      if loops, let oldFrame = loopFrame, let frame = newValues.loop, frame.loops {
        carryLoop(into: newValues, frame: frame, old: oldFrame, host: host)
        return
      }
      if !loops {
        carryStrip(into: newValues, host: host)
        return
      }
    }
    let oldCount = knownCount
    let oldState = engine.state
    let oldPhase = oldState.phase
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settledIndex
    let velocity = engine.velocity
    let oldOffset = offsetValue
    // What is drawn now, in the old geometry.
    let oldCurrent = currentIndex
    let oldCurrentID = engineID(at: oldCurrent)
    // During a far jump (and always in a loop) the current item is the one drawn nearest the
    // anchor, in its slot.
    let wasSpliced = !isUnspliced && oldCount > 0
    let bySlot = (wasSpliced || loops) && oldCount > 0
    let oldCurrentSlot = bySlot ? nearestSlot(to: oldOffset) : item(ofIndex: oldCurrent)
    let oldCurrentOrigin =
      bySlot
      ? drawnOrigin(ofSlot: oldCurrentSlot)
      : (layout.span(at: item(ofIndex: oldCurrent))?.origin ?? 0)
    let breaks = wasSpliced ? spliceBreaksOnScreen(anchorSlot: oldCurrentSlot) : []
    let oldCurrentResting = engineCoordinate(ofSlot: oldCurrentSlot)
    let oldTargetID = engine.target.id
    let oldTargetIndex = host.engineTargetIndex
    let oldTargetOrigin = layout.span(at: item(ofIndex: oldTargetIndex))?.origin ?? 0
    let oldTargetResting = engineCoordinate(
      ofSlot: loops ? engine.targetSlot : item(ofIndex: oldTargetIndex))
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = engineIndex(ofSlot: engine.referenceSlot)
    let oldAnchorPoint = anchorPoint

    // The slots are rebuilt around the current item by identity, then the breaks on screen of
    // a far jump's splice are drawn again (below).
    dropSplice()
    if let newSource { source = newSource }
    values = newValues
    knownCount = engineSourceCount

    guard
      !host.finishReloadIfEmpty(oldCount: oldCount, oldSettledID: oldSettledID, oldPhase: oldPhase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      host.resolvedIndex(of: id, formerly: oldIndex)
    }
    // (Indices below are the source's; origins and slots count the layout's items.)
    func origin(_ index: Int) -> Double {
      loops ? virtualOrigin(index) : (layout.span(at: item(ofIndex: index))?.origin ?? 0)
    }

    let current = resolve(oldCurrentID, oldCurrent)
    // The current item keeps its distance from the anchor: the offset moves with its origin,
    // less the anchor's move in the viewport. (In a loop, its slot is the item in the first
    // cycle; the offset is recentred at the end.)
    let shift = origin(current) - oldCurrentOrigin - (anchorPoint - oldAnchorPoint)
    func near(_ index: Int) -> Int {
      slot(showing: item(ofIndex: index), near: item(ofIndex: current))
    }

    guard oldPhase != .idle else {
      let between = keepsPlaceBetweenItems(oldOffset, besideResting: oldCurrentResting)
      // (A loop keeps the slots' numbering where it can: the current item in the slot nearest
      // the one it was drawn in.)
      host.settleEngine(at: current, nearSlot: bySlot ? oldCurrentSlot : nil)
      if between {
        // At rest between items (a strategy that does not snap): the same point offset from
        // the current item's resting offset, kept within its half so that it stays the nearest.
        engine.draw(
          at: engineCoordinate(ofSlot: engine.settledSlot) + (oldOffset - oldCurrentResting))
        host.recenter()
        engine.draw(
          at: keptNearest(offsetValue, slot: engine.settledSlot, index: engine.settledIndex))
        host.aim(atSlot: engine.targetSlot, coordinate: offsetValue)
      }
      host.announceReloadAtRest(
        from: oldSettledID, formerly: oldSettledIndex, to: engine.settledIndex)
      host.emitScrollIfMoved()
      return
    }

    engine.draw(at: clampedToDrawable(oldOffset + shift))
    // A removed current item's stand-in is the item now drawn in its place.
    host.markStandIn(forRemoved: oldCurrentID, standIn: current)
    redrawSpliceBreaks(breaks, anchorSlot: item(ofIndex: current), host: host)
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
    case .dragging(let drag):
      // The reference (a re-grabbed far jump's target, say) is placed as a far jump's target.
      let reference = near(resolve(oldReferenceID, oldReferenceIndex))
      host.refer(
        toSlot: placeDestination(
          reference,
          forward: engine.openWill.map { $0.direction == .forward }
            ?? (reference >= item(ofIndex: current))))
      engine.enter(.dragging(EngineDrag(raw: drag.raw, start: drag.start + shift)))
      keepFingerOnResistance(redrawn: true)
      aimAtRestingRelease(host: host)
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
      if !wasSpliced, !loops, isUnspliced,
        keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
      {
        // A motion toward an offset between items keeps its place beside its item.
        // (Kept within its item's half, so that it rests on the item nearest it.)
        target = keptNearest(
          clampedToRange(
            oldEnd + origin(newTarget) - oldTargetOrigin - (anchorPoint - oldAnchorPoint)),
          slot: destination, index: newTarget)
      }
      host.reannounceAfterReload(
        slot: destination, targetRemoved: targetRemoved, settledRemoved: settledNow == nil)
      resumeSettle(
        toSlot: destination, coordinate: target, like: oldCurve, velocity: velocity, host: host)
    case .idle:
      break
    }
    host.recenter()
    host.emitScrollIfMoved()
  }

  /// The point of the viewport at the anchor, from its leading edge, in points (the anchor's
  /// inset, the middle, or the trailing edge less the inset): what a change of viewport keeps
  /// a moving item's distance from.
  var anchorPoint: Double { anchor.contentPoint(atOffset: 0, viewportLength: viewportLength) }
}

extension PagerItemGeometry {
  /// The carry of a change that keeps a bounded strip's items (a new viewport, and the insets a
  /// centred anchor needs in it, the new values' strip): the slots are kept (a far jump's splice too), and
  /// in motion the offset and every stored coordinate move with the items and the anchor, so
  /// the item under the finger keeps its distance from it, as every change keeps it; at rest
  /// the strip rests on the settled item's new resting offset (between items, as far from it as
  /// before); a settle retargets to its item's new resting offset at the same velocity (a
  /// glide's end, as far from it as before).
  private func carryStrip<Transition: TransitionStrategy>(
    into newValues: PagerItemValues, host: Pager<Source, Transition>
  ) {
    guard knownCount > 0 else {
      values = newValues
      return
    }
    let oldSettledResting = engineCoordinate(ofSlot: item(ofIndex: engine.settledIndex))
    let oldTargetResting = engineCoordinate(ofSlot: engine.targetSlot)
    let velocity = engine.velocity
    let oldAnchorPoint = anchorPoint
    // Every item moves by the new leading inset's difference.
    let itemsMove = newValues.strip.leadingInset - layout.leadingInset
    values = newValues
    let shift = itemsMove + oldAnchorPoint - anchorPoint
    if engine.state.phase != .idle { translate(by: shift) }
    switch engine.state {
    case .idle:
      // Between items (a strategy that glides): the same point offset from the settled item's
      // resting offset, kept within its half so that it stays the nearest.
      let resting = engineCoordinate(ofSlot: item(ofIndex: engine.settledIndex))
      engine.draw(
        at: keepsPlaceBetweenItems(offsetValue, besideResting: oldSettledResting)
          ? keptNearest(
            resting + (offsetValue - oldSettledResting), slot: engine.settledSlot,
            index: engine.settledIndex)
          : resting)
      host.aim(atSlot: engine.targetSlot, coordinate: offsetValue)
    case .dragging:
      keepFingerOnResistance(redrawn: true)
      aimAtRestingRelease(host: host)
    case .settling(let motion):
      engine.draw(at: clampedToDrawable(offsetValue))
      let oldEnd = (motion?.to ?? (oldTargetResting + shift)) - shift
      let resting = engineCoordinate(ofSlot: engine.targetSlot)
      let target =
        keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
        ? keptNearest(
          clampedToRange(resting + (oldEnd - oldTargetResting)), slot: engine.targetSlot,
          index: engine.targetIndex)
        : resting
      resumeSettle(
        toSlot: engine.targetSlot, coordinate: target,
        like: motion?.curve ?? .spring(settleSpring), velocity: velocity, host: host)
    }
    host.emitScrollIfMoved()
  }

  /// The carry of a change that keeps a loop's items and only moves its frame (a new
  /// viewport): the current item keeps its distance from the anchor, as every change keeps it,
  /// which here moves every item alike, so it is one translation of the offset and of every
  /// stored coordinate, the slots kept (the position, which counts the slots travelled from
  /// the settled one, is unchanged); a settle retargets to its item's new resting offset at
  /// the same velocity.
  private func carryLoop<Transition: TransitionStrategy>(
    into newValues: PagerItemValues, frame: LoopFrame, old: LoopFrame,
    host: Pager<Source, Transition>
  ) {
    let velocity = engine.velocity
    // At rest between items: the offset's distance from the settled item's resting offset.
    let between = restsBetweenItems ? offsetValue - slotCoordinate(engine.settledSlot) : nil
    // The slot at the anchor keeps its distance from it (uniform items: one closed form).
    let anchorSlot = nearestSlot(to: offsetValue)
    let before = slotCoordinate(anchorSlot)
    // (A loop's items do not depend on the insets that end a bounded strip.)
    values = newValues
    let delta =
      frame.isUniform
      ? Double(frame.leadingCopies - old.leadingCopies) * frame.stride
        - (frame.anchorPosition - old.anchorPosition)
      : slotCoordinate(anchorSlot) - before
    switch engine.state {
    case .idle:
      host.settleEngine(at: engine.settledIndex)
      if let between {
        // The same distance from it, kept within its half so that it stays the nearest.
        engine.draw(at: offsetValue + between)
        host.recenter()
        engine.draw(
          at: keptNearest(offsetValue, slot: engine.settledSlot, index: engine.settledIndex))
        host.aim(atSlot: engine.targetSlot, coordinate: offsetValue)
      }
    case .dragging:
      translate(by: delta)
      if case .dragging(var drag) = engine.state {
        drag.raw = offsetValue
        engine.enter(.dragging(drag))
      }
      host.recenter()
      aimAtRestingRelease(host: host)
    case .settling(let motion):
      translate(by: delta)
      host.recenter()
      resumeSettle(
        toSlot: engine.targetSlot, coordinate: slotCoordinate(engine.targetSlot),
        like: motion?.curve ?? .spring(settleSpring), velocity: velocity, host: host)
    }
    host.emitScrollIfMoved()
  }
}

extension PagerItemGeometry {
  /// The carry of full pages at a new page length (see ``replace(on:source:values:)``): every
  /// resting coordinate moves by one amount (page 0's, ``pageZeroRestingCoordinate``) when the
  /// anchor's inset in pages changes, and the offset and every stored coordinate move with
  /// them.
  private func carryPages(into newValues: PagerItemValues) {
    let old = pageZeroRestingCoordinate
    values = newValues
    translate(by: pageZeroRestingCoordinate - old)
    keepFingerOnResistance()
  }

  /// While dragging, the finger keeps its place on the rubber band now in place (a new
  /// resistance, a new range): the finger's offset becomes the one the band draws at the drawn
  /// offset; `redrawn`, the offset is then drawn where the band draws that finger (within the
  /// band's reach, after a change that moved it). A loop has no band: the finger is where the
  /// offset is.
  ///
  /// - Complexity: O(1).
  func keepFingerOnResistance(redrawn: Bool = false) {
    guard case .dragging(var drag) = engine.state else { return }
    drag.raw = unresisted(offsetValue)
    if redrawn { engine.draw(at: resisted(drag.raw)) }
    engine.enter(.dragging(drag))
  }

  /// Moves the offset and every coordinate the engine stores by `delta`, the slots kept: the
  /// carry of a change that moves every item alike (a loop's new frame, a bounded strip's
  /// anchor moving in a new viewport, full pages' anchor at a new page length). A non-finite
  /// or zero `delta` moves nothing.
  ///
  /// - Complexity: O(1).
  func translate(by delta: Double) {
    guard delta.isFinite, delta != 0 else { return }
    engine.shift(slots: 0, coordinate: delta)
  }
}

extension PagerItemGeometry {
  /// A settle goes on after its geometry changed: toward `target` in `slot`, from where it is
  /// now, at `velocity`, along a curve of `curve`'s kind; a loop first centres the trip in its
  /// content (the target moves with the frame).
  ///
  /// - Complexity: O(1).
  func resumeSettle<Transition: TransitionStrategy>(
    toSlot slot: Int, coordinate target: Double, like curve: MotionCurve, velocity: Double,
    host: Pager<Source, Transition>
  ) {
    host.aim(atSlot: slot, coordinate: target)
    host.centerTrip(to: engine.targetCoordinate)
    let trip = engine.targetCoordinate
    host.startMotion(
      toSlot: engine.targetSlot, coordinate: trip,
      curve: host.curve(curve, startingAt: velocity, toward: trip))
  }

  /// While dragging, after the geometry changed under the finger: the target is what a
  /// zero-velocity release would choose now, identified by its item.
  func aimAtRestingRelease<Transition: TransitionStrategy>(host: Pager<Source, Transition>) {
    let target = releaseTarget(fingerVelocity: 0)
    host.aim(
      atSlot: target.slot, coordinate: target.coordinate,
      id: engineID(at: engineIndex(ofSlot: target.slot)))
  }
}
