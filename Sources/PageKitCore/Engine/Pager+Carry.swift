/// The carry of a change: the pager replaces its geometry's values and carries the engine's
/// state across (the engine's state changes here), asking its geometry where (every item's
/// place, the slot that shows an item, the resting offsets, the breaks of a splice on screen),
/// with the engine's stand-in, re-announcement and rest rules (`Engine/Pager+Rules.swift`).
extension Pager {
  /// Replaces the geometry's values and carries the state across: the one path of every change
  /// of the geometry that keeps it (a reload, a resync, a viewport change, new settings that
  /// re-anchor the strip; a layout switch, which builds new values of another kind, takes them
  /// at rest: `PagerItemGeometry.take(_:source:count:)`). The new values are built and checked
  /// before anything changes; the carry compares them with the present ones to choose what it
  /// keeps.
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
  ///   - newValues: The new values, checked (``PagerItemValues``): the same as now for a
  ///     change of settings the geometry reads as they are.
  ///   - newSource: The new source, or `nil` to keep it.
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one, plus the source's
  ///   `index(of:)` lookups.
  func carry(into newValues: PagerItemValues, source newSource: Source? = nil) {
    defer { finishTransition() }
    guard newSource != nil || newValues != geometry.values else {
      // Only settings that the geometry reads as they are (the axis, a new spring, the rubber
      // band) changed: a finger keeps its place on the new resistance.
      keepFingerOnResistance()
      return
    }
    if newSource == nil, geometry.pageLength != nil, newValues.pageLength != geometry.pageLength {
      carryPages(into: newValues)
      return
    }
    // A drag's target chosen when read is chosen now, in the geometry it was dragged in.
    resolveTarget()
    if newSource == nil, newValues.indexBase == geometry.indexBase,
      newValues.strip.hasSameItems(as: geometry.layout)
    {
      // The items stay (a new layout only moves the insets that end the strip): so do the
      // slots, and every coordinate moves alike.
      if geometry.loops, let oldFrame = geometry.loopFrame, let frame = newValues.loop,
        frame.loops
      {
        carryLoop(into: newValues, frame: frame, old: oldFrame)
        return
      }
      if !geometry.loops {
        carryStrip(into: newValues)
        return
      }
    }
    carryByIdentity(into: newValues, source: newSource)
  }

  /// The carry of a change that may move, add or remove items (see
  /// ``carry(into:source:)``): the state carried into the new values by identity.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one, plus the source's
  ///   `index(of:)` lookups.
  private func carryByIdentity(into newValues: PagerItemValues, source newSource: Source?) {
    let geometry = self.geometry
    let oldCount = geometry.knownCount
    let oldState = engine.state
    let oldPhase = oldState.phase
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settledIndex
    let velocity = engine.velocity
    let oldOffset = engine.drawnCoordinate
    let oldLoops = geometry.loops
    // What is drawn now, in the old geometry.
    let oldCurrent = geometry.currentIndex(in: engine)
    let oldCurrentID = geometry.engineID(at: oldCurrent)
    // During a far jump (and always in a loop) the current item is the one drawn nearest the
    // anchor, in its slot.
    let wasSpliced = !engine.isUnspliced && oldCount > 0
    let bySlot = (wasSpliced || oldLoops) && oldCount > 0
    let oldCurrentSlot =
      bySlot ? geometry.nearestSlot(to: oldOffset, in: engine) : geometry.item(ofIndex: oldCurrent)
    let oldCurrentOrigin =
      bySlot
      ? geometry.drawnOrigin(ofSlot: oldCurrentSlot, in: engine)
      : (geometry.layout.span(at: geometry.item(ofIndex: oldCurrent))?.origin ?? 0)
    let breaks =
      wasSpliced ? geometry.spliceBreaksOnScreen(anchorSlot: oldCurrentSlot, in: engine) : []
    let oldCurrentResting = geometry.engineCoordinate(ofSlot: oldCurrentSlot, in: engine)
    let oldTargetID = engine.target.id
    let oldTargetIndex = engineTargetIndex
    let oldTargetOrigin =
      geometry.layout.span(at: geometry.item(ofIndex: oldTargetIndex))?.origin ?? 0
    let oldTargetResting = geometry.engineCoordinate(
      ofSlot: oldLoops ? engine.targetSlot : geometry.item(ofIndex: oldTargetIndex), in: engine)
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = geometry.engineIndex(ofSlot: engine.referenceSlot, in: engine)
    let oldAnchorPoint = geometry.anchorPoint

    // The slots are rebuilt around the current item by identity, then the breaks on screen of
    // a far jump's splice are drawn again (below).
    engine.dropSplice()
    if let newSource { geometry.source = newSource }
    geometry.values = newValues
    geometry.knownCount = geometry.engineSourceCount

    guard !finishReloadIfEmpty(oldCount: oldCount, oldSettledID: oldSettledID, oldPhase: oldPhase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      resolvedIndex(of: id, formerly: oldIndex)
    }
    // (Indices below are the source's; origins and slots count the layout's items.)
    func origin(_ index: Int) -> Double {
      let item = geometry.item(ofIndex: index)
      return geometry.loops
        ? geometry.virtualOrigin(index) : (geometry.layout.span(at: item)?.origin ?? 0)
    }

    let current = resolve(oldCurrentID, oldCurrent)
    // The current item keeps its distance from the anchor: the offset moves with its origin,
    // less the anchor's move in the viewport. (In a loop, its slot is the item in the first
    // cycle; the offset is recentred at the end.)
    let shift = origin(current) - oldCurrentOrigin - (geometry.anchorPoint - oldAnchorPoint)
    func near(_ index: Int) -> Int {
      geometry.slot(
        showing: geometry.item(ofIndex: index), near: geometry.item(ofIndex: current), in: engine)
    }

    guard oldPhase != .idle else {
      let between = geometry.keepsPlaceBetweenItems(oldOffset, besideResting: oldCurrentResting)
      // (A loop keeps the slots' numbering where it can: the current item in the slot nearest
      // the one it was drawn in.)
      settleEngine(at: current, nearSlot: bySlot ? oldCurrentSlot : nil)
      if between {
        // At rest between items (a strategy that does not snap): the same point offset from
        // the current item's resting offset, kept within its half so that it stays the nearest.
        engine.draw(
          at: geometry.engineCoordinate(ofSlot: engine.settledSlot, in: engine)
            + (oldOffset - oldCurrentResting))
        recenter()
        keepRestNearest(slot: engine.settledSlot)
        aim(atSlot: engine.targetSlot, coordinate: engine.drawnCoordinate)
      }
      announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: engine.settledIndex)
      emitScrollIfMoved()
      return
    }

    engine.draw(at: geometry.clampedToDrawable(oldOffset + shift, in: engine))
    // A removed current item's stand-in is the item now drawn in its place.
    markStandIn(forRemoved: oldCurrentID, standIn: current)
    redrawSpliceBreaks(breaks, anchorSlot: geometry.item(ofIndex: current))
    let settledNow = oldSettledID.flatMap { geometry.engineIndex(of: $0) }
    let settledIndex = settledNow ?? geometry.engineBounds.clamped(oldSettledIndex)
    // The settled item keeps the slot it is drawn in on screen (beside a splice's break), else
    // the one nearest the current item.
    let settledItem = geometry.item(ofIndex: settledIndex)
    let visible = geometry.visibleSlots(at: engine.drawnCoordinate, in: engine)
    var settledSlot = near(settledIndex)
    if settledNow != nil, visible.low <= visible.high {
      for slot in visible.low...visible.high
      where geometry.drawnIndex(ofSlot: slot, in: engine) == settledItem {
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
      refer(
        toSlot: placeDestination(
          reference, forward: placesForward(reference, from: geometry.item(ofIndex: current))))
      engine.enter(.dragging(EngineDrag(raw: drag.raw, start: drag.start + shift)))
      keepFingerOnResistance(redrawn: true)
      aimAtRestingRelease()
    case .settling(let motion):
      let oldCurve = settleCurve(of: motion)
      let oldEnd = motion?.to ?? oldTargetResting
      let targetRemoved = oldTargetID.map { geometry.engineIndex(of: $0) == nil } ?? true
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      // The target is placed as a far jump's: spliced beside what is on screen when its
      // resting view no longer meets it (a jump drawn so, or a neighbour the reload moved
      // away; in a loop, on the side of the path taken).
      var destination = near(newTarget)
      destination = placeDestination(
        destination, forward: placesForward(destination, from: geometry.item(ofIndex: current)))
      var target = geometry.engineCoordinate(ofSlot: destination, in: engine)
      if !wasSpliced, !geometry.loops, engine.isUnspliced,
        geometry.keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
      {
        // A motion toward an offset between items keeps its place beside its item.
        // (Kept within its item's half, so that it rests on the item nearest it.)
        let moved =
          oldEnd + origin(newTarget) - oldTargetOrigin
          - (geometry.anchorPoint - oldAnchorPoint)
        target = geometry.keptNearest(
          geometry.clampedToRange(moved), slot: destination, index: newTarget, in: engine)
      }
      reannounceAfterReload(
        slot: destination, targetRemoved: targetRemoved, settledRemoved: settledNow == nil)
      resumeSettle(toSlot: destination, coordinate: target, like: oldCurve, velocity: velocity)
    case .idle:
      break
    }
    recenter()
    emitScrollIfMoved()
  }

  /// The carry of a change that keeps a bounded strip's items (a new viewport, and the insets a
  /// centred anchor needs in it, the new values' strip): the slots are kept (a far jump's splice
  /// too), and in motion the offset and every stored coordinate move with the items and the
  /// anchor, so the item under the finger keeps its distance from it, as every change keeps it;
  /// at rest the strip rests on the settled item's new resting offset (between items, as far
  /// from it as before); a settle retargets to its item's new resting offset at the same
  /// velocity (a glide's end, as far from it as before).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  private func carryStrip(into newValues: PagerItemValues) {
    let geometry = self.geometry
    guard geometry.knownCount > 0 else {
      geometry.values = newValues
      return
    }
    let oldSettledResting = geometry.engineCoordinate(
      ofSlot: geometry.item(ofIndex: engine.settledIndex), in: engine)
    let oldTargetResting = geometry.engineCoordinate(ofSlot: engine.targetSlot, in: engine)
    let velocity = engine.velocity
    let oldAnchorPoint = geometry.anchorPoint
    // Every item moves by the new leading inset's difference.
    let itemsMove = newValues.strip.leadingInset - geometry.layout.leadingInset
    geometry.values = newValues
    let shift = itemsMove + oldAnchorPoint - geometry.anchorPoint
    if engine.state.phase != .idle { translate(by: shift) }
    // A longer viewport shortens the scrollable range: a far jump's splice drawn near the end
    // may now lie past the content's end. It ends then, as a retarget's does where a splice
    // would draw past the content (the item at the anchor keeps its place on screen), and the
    // target, or a drag's reference, is placed again as a far jump's.
    let endsSplice = !engine.isUnspliced && !geometry.frameLiesInContent(in: engine)
    if endsSplice { endSplice() }
    // (Read only where the splice ended: the item drawn nearest the anchor now.)
    func current() -> Int { geometry.item(ofIndex: geometry.currentIndex(in: engine)) }
    switch engine.state {
    case .idle:
      // Between items (a strategy that glides): the same point offset from the settled item's
      // resting offset, kept within its half so that it stays the nearest.
      let resting = geometry.engineCoordinate(
        ofSlot: geometry.item(ofIndex: engine.settledIndex), in: engine)
      let offset = engine.drawnCoordinate
      if geometry.keepsPlaceBetweenItems(offset, besideResting: oldSettledResting) {
        engine.draw(at: resting + (offset - oldSettledResting))
        keepRestNearest(slot: engine.settledSlot)
      } else {
        engine.draw(at: resting)
      }
      aim(atSlot: engine.targetSlot, coordinate: engine.drawnCoordinate)
    case .dragging:
      if endsSplice {
        let reference = geometry.item(ofIndex: engine.referenceIndex)
        refer(
          toSlot: placeDestination(reference, forward: placesForward(reference, from: current())))
      }
      keepFingerOnResistance(redrawn: true)
      aimAtRestingRelease()
    case .settling(let motion) where endsSplice:
      engine.draw(at: geometry.clampedToDrawable(engine.drawnCoordinate, in: engine))
      let target = geometry.item(ofIndex: engine.targetIndex)
      let destination = placeDestination(target, forward: placesForward(target, from: current()))
      resumeSettle(
        toSlot: destination, coordinate: geometry.slotCoordinate(destination, in: engine),
        like: settleCurve(of: motion), velocity: velocity)
    case .settling(let motion):
      engine.draw(at: geometry.clampedToDrawable(engine.drawnCoordinate, in: engine))
      let oldEnd = (motion?.to ?? (oldTargetResting + shift)) - shift
      let resting = geometry.engineCoordinate(ofSlot: engine.targetSlot, in: engine)
      let target =
        geometry.keepsPlaceBetweenItems(oldEnd, besideResting: oldTargetResting)
        ? geometry.keptNearest(
          geometry.clampedToRange(resting + (oldEnd - oldTargetResting)),
          slot: engine.targetSlot, index: engine.targetIndex, in: engine)
        : resting
      resumeSettle(
        toSlot: engine.targetSlot, coordinate: target,
        like: settleCurve(of: motion), velocity: velocity)
    }
    emitScrollIfMoved()
  }

  /// The carry of a change that keeps a loop's items and only moves its frame (a new
  /// viewport): the current item keeps its distance from the anchor, as every change keeps it,
  /// which here moves every item alike, so it is one translation of the offset and of every
  /// stored coordinate, the slots kept (the position, which counts the slots travelled from
  /// the settled one, is unchanged); a settle retargets to its item's new resting offset at
  /// the same velocity.
  ///
  /// - Complexity: O(1) for uniform items, O(log n) otherwise.
  private func carryLoop(into newValues: PagerItemValues, frame: LoopFrame, old: LoopFrame) {
    let geometry = self.geometry
    let velocity = engine.velocity
    // At rest between items: the offset's distance from the settled item's resting offset.
    let between =
      geometry.restsBetweenItems(in: engine)
      ? engine.drawnCoordinate - geometry.slotCoordinate(engine.settledSlot, in: engine) : nil
    // The slot at the anchor keeps its distance from it (uniform items: one closed form).
    let anchorSlot = geometry.nearestSlot(to: engine.drawnCoordinate, in: engine)
    let before = geometry.slotCoordinate(anchorSlot, in: engine)
    // (A loop's items do not depend on the insets that end a bounded strip.)
    geometry.values = newValues
    let delta =
      frame.isUniform
      ? Double(frame.leadingCopies - old.leadingCopies) * frame.stride
        - (frame.anchorPosition - old.anchorPosition)
      : geometry.slotCoordinate(anchorSlot, in: engine) - before
    switch engine.state {
    case .idle:
      settleEngine(at: engine.settledIndex)
      if let between {
        // The same distance from it, kept within its half so that it stays the nearest.
        engine.draw(at: engine.drawnCoordinate + between)
        recenter()
        keepRestNearest(slot: engine.settledSlot)
        aim(atSlot: engine.targetSlot, coordinate: engine.drawnCoordinate)
      }
    case .dragging:
      translate(by: delta)
      if case .dragging(var drag) = engine.state {
        drag.raw = engine.drawnCoordinate
        engine.enter(.dragging(drag))
      }
      recenter()
      aimAtRestingRelease()
    case .settling(let motion):
      translate(by: delta)
      recenter()
      resumeSettle(
        toSlot: engine.targetSlot,
        coordinate: geometry.slotCoordinate(engine.targetSlot, in: engine),
        like: settleCurve(of: motion), velocity: velocity)
    }
    emitScrollIfMoved()
  }

  /// The carry of full pages at a new page length (see ``carry(into:source:)``): every
  /// resting coordinate moves by one amount (page 0's,
  /// ``PagerItemGeometry/pageZeroRestingCoordinate``) when the anchor's inset in pages changes,
  /// and the offset and every stored coordinate move with them.
  ///
  /// - Complexity: O(1).
  private func carryPages(into newValues: PagerItemValues) {
    let old = geometry.pageZeroRestingCoordinate
    geometry.values = newValues
    translate(by: geometry.pageZeroRestingCoordinate - old)
    keepFingerOnResistance()
  }

  /// Whether a far jump's destination `item` is spliced after the items on screen: the open
  /// announcement's direction, else whether it lies at or after the `current` item.
  ///
  /// - Complexity: O(1).
  private func placesForward(_ item: Int, from current: Int) -> Bool {
    engine.openWill.map { $0.direction == .forward } ?? (item >= current)
  }

  /// While dragging, the finger keeps its place on the rubber band now in place (a new
  /// resistance, a new range): the finger's offset becomes the one the band draws at the drawn
  /// offset; `redrawn`, the offset is then drawn where the band draws that finger (within the
  /// band's reach, after a change that moved it). A loop has no band: the finger is where the
  /// offset is.
  ///
  /// - Complexity: O(1).
  private func keepFingerOnResistance(redrawn: Bool = false) {
    guard case .dragging(var drag) = engine.state else { return }
    drag.raw = geometry.unresisted(engine.drawnCoordinate, in: engine)
    if redrawn { engine.draw(at: geometry.resisted(drag.raw, in: engine)) }
    engine.enter(.dragging(drag))
  }

  /// Moves the offset and every coordinate the engine stores by `delta`, the slots kept: the
  /// carry of a change that moves every item alike (a loop's new frame, a bounded strip's
  /// anchor moving in a new viewport, full pages' anchor at a new page length). A non-finite
  /// or zero `delta` moves nothing.
  ///
  /// - Complexity: O(1).
  private func translate(by delta: Double) {
    guard delta.isFinite, delta != 0 else { return }
    engine.shift(slots: 0, coordinate: delta)
  }

  /// The curve whose kind a settle carried across a change goes on with: its own (a strip's
  /// settles always have one), or for the engine's host-scroll-view settle, which has none, the
  /// settle spring.
  ///
  /// - Complexity: O(1).
  private func settleCurve(of motion: EngineMotion?) -> MotionCurve {
    motion?.curve ?? .spring(geometry.settleSpring)
  }

  /// A settle goes on after its geometry changed: toward `target` in `slot`, from where it is
  /// now, at `velocity`, along a curve of `curve`'s kind; a loop first centres the trip in its
  /// content (the target moves with the frame).
  ///
  /// - Complexity: O(1).
  private func resumeSettle(
    toSlot slot: Int, coordinate target: Double, like curve: MotionCurve, velocity: Double
  ) {
    aim(atSlot: slot, coordinate: target)
    centerTrip(to: engine.targetCoordinate)
    let trip = engine.targetCoordinate
    startMotion(
      toSlot: engine.targetSlot, coordinate: trip,
      curve: self.curve(curve, startingAt: velocity, toward: trip))
  }

  /// While dragging, after the geometry changed under the finger: the target is what a
  /// zero-velocity release would choose now, identified by its item.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  private func aimAtRestingRelease() {
    let target = geometry.releaseTarget(fingerVelocity: 0, in: engine)
    aim(
      atSlot: target.slot, coordinate: target.coordinate,
      id: geometry.engineID(at: geometry.engineIndex(ofSlot: target.slot, in: engine)))
  }
}
