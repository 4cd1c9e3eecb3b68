extension SnappingStrip {
  /// Replaces the items — their identities and their geometry together — keeping the current
  /// item by identity.
  ///
  /// - The current, target and reference items are kept by identity. While moving, the current
  ///   item stays where it is drawn (the offset moves with its origin), so what the reload
  ///   inserts or removes elsewhere shows at once; a drag goes on under the finger, a settle
  ///   goes on toward its target from where it is, at the same velocity.
  /// - A removed current item is replaced by the item now at `min(oldIndex, count − 1)`; a
  ///   removed target likewise, re-announced with the motion's cause. If the settled item is
  ///   removed mid-motion, the open announcement is closed at rest by `didChangePage` from the
  ///   removed item.
  /// - At rest, if the settled item changes, `willChangePage` then `didChangePage` are emitted
  ///   at once with cause `PageChangeCause.dataReload` (direction: the new index order); the
  ///   strip rests on the item's new resting offset.
  /// - Reloading to an empty source emits `didChangePage(to: nil)`; from an empty source, item
  ///   0 becomes current with `didChangePage(from: nil)`.
  ///
  /// With index identity (`ArrayPageSource(_:)`) "same index, same item": use keyed identity to
  /// follow items that move. Safe to call from inside an event handler.
  ///
  /// A source whose count changes behind the strip's back (a subclass computing it) is noticed
  /// by the next gesture, command or frame, which reloads it with the current layout, keeping
  /// the first `min(source.count, layout.count)` items.
  ///
  /// - Parameters:
  ///   - newSource: The new identities.
  ///   - newLayout: The new geometry; its count must equal the source's.
  /// - Throws: `PagerError.invalidConfiguration` (a source without a count, a layout with a
  ///   negative count or a non-finite length, or counts that differ), then
  ///   `PagerError.duplicatePageID(index:firstIndex:)` (a source that reports a repeated
  ///   identity). Nothing changes when it throws, during a drag or a settle too.
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`, plus the
  ///   source's `index(of:)` lookups.
  package func reload(_ newSource: Source, layout newLayout: Layout) throws(PagerError) {
    _ = try Self.checkedCount(source: newSource, layout: newLayout)
    applyReload(newSource, layout: newLayout)
  }

  /// Reloads without checking the counts (a resync keeps the first `min` of them).
  func applyReload(_ newSource: Source, layout newLayout: Layout) {
    defer { finishTransition() }
    let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
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
    // During a far jump the current item is the one drawn nearest the anchor, in its slot.
    let wasSpliced = !strip.isIdentity && oldCount > 0
    let oldCurrentSlot = wasSpliced ? nearestSlot(to: oldOffset) : oldCurrent
    let oldCurrentOrigin =
      wasSpliced ? drawnOrigin(ofSlot: oldCurrentSlot) : (layout.span(at: oldCurrent)?.origin ?? 0)
    let breaks = wasSpliced ? spliceBreaksOnScreen(anchorSlot: oldCurrentSlot) : []
    let oldCurrentResting = engineCoordinate(ofSlot: oldCurrent)
    let oldTargetID = engine.target.id
    let oldTargetIndex = engineTargetIndex
    let oldTargetOrigin = layout.span(at: oldTargetIndex)?.origin ?? 0
    let oldTargetResting = engineCoordinate(ofSlot: oldTargetIndex)
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = engineIndex(ofSlot: engine.reference.slot)

    // The slots are rebuilt around the current item by identity, then the breaks on screen of
    // a far jump's splice are drawn again (below).
    dropSplice()
    source = newSource
    layout = newLayout
    knownCount = engineSourceCount

    guard !finishReloadIfEmpty(oldCount: oldCount, oldSettledID: oldSettledID, oldPhase: oldPhase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      resolvedIndex(of: id, formerly: oldIndex)
    }
    func origin(_ index: Int) -> Double { layout.span(at: index)?.origin ?? 0 }

    let current = resolve(oldCurrentID, oldCurrent)
    // The current item stays where it is drawn: the offset moves with its origin.
    let shift = origin(current) - oldCurrentOrigin

    guard oldPhase != .idle else {
      settle(at: current)
      if abs(oldOffset - oldCurrentResting) >= tolerance {
        // At rest off the item's resting offset (a strategy that does not snap).
        offsetValue = clampedToRange(oldOffset + shift)
        aim(atSlot: engine.target.slot, coordinate: offsetValue)
      }
      announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: current)
      emitScrollIfMoved()
      return
    }

    offsetValue = clampedToDrawable(oldOffset + shift)
    redrawSpliceBreaks(breaks, anchorSlot: current)
    let settledNow = oldSettledID.flatMap { engineIndex(of: $0) }
    let settledIndex = settledNow ?? min(oldSettledIndex, knownCount - 1)
    engine.relocateSettled(slot: settledIndex, index: settledIndex)
    // The settled item keeps its old identity, even if removed, so the rest closes the change.

    switch oldState {
    case .dragging(var drag):
      let reference = resolve(oldReferenceID, oldReferenceIndex)
      refer(toSlot: reference)
      drag.raw = unresisted(offsetValue)
      offsetValue = resisted(drag.raw)
      drag.start += shift
      engine.enter(.dragging(drag))
      let target = releaseTarget(fingerVelocity: 0)
      aim(
        atSlot: target.slot, coordinate: target.coordinate,
        id: engineID(at: engineIndex(ofSlot: target.slot)))
    case .settling(let motion):
      // (A strip's settles always have a curve; `nil` is the engine's host-scroll-view settle.)
      let oldCurve = motion?.curve ?? .spring(settleSpring)
      let oldEnd = motion?.to ?? oldTargetResting
      let targetRemoved = oldTargetID.map { engineIndex(of: $0) == nil } ?? true
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      // A far target is spliced again beside what is on screen, as the jump drew it.
      let destination = wasSpliced ? placeDestination(newTarget) : newTarget
      var target = engineCoordinate(ofSlot: destination)
      if !wasSpliced, abs(oldEnd - oldTargetResting) >= tolerance {
        // A motion toward an offset between items keeps its place beside its item.
        target = clampedToRange(oldEnd + origin(destination) - oldTargetOrigin)
      }
      if targetRemoved || (settledNow == nil && engine.openWill == nil) {
        // A change the reload alone makes (a peek whose item vanished) carries `.dataReload`.
        if engine.openWill == nil { engine.attribute(to: .dataReload) }
        announce(slot: destination, cause: engine.cause, force: true)
      } else {
        engine.identifyTarget(engineID(at: newTarget))
      }
      startMotion(
        toSlot: destination, coordinate: target,
        curve: curve(oldCurve, startingAt: velocity, toward: target))
    case .idle:
      break
    }
    emitScrollIfMoved()
  }

  /// Returns to the item a snapshot describes, by identity (or by its index, clamped, when the
  /// item is gone), at its resting offset. Announces nothing. A settling motion is first
  /// completed at its destination, with its usual events — delivered once the restoration is
  /// done, so a handler sees the restored item.
  ///
  /// - Parameter snapshot: A snapshot from ``snapshot()`` (of this strip or a pager over the same
  ///   identities).
  /// - Throws: `PagerError.emptySource` when the snapshot names an item and the strip is empty;
  ///   `PagerError.dragInProgress` while dragging. Nothing changes when it throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`, plus one `index(of:)`
  ///   lookup.
  package func restore(_ snapshot: PagerSnapshot<Source.PageID>) throws(PagerError) {
    try engineRestore(snapshot)
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
    guard length > 0 else { throw .invalidConfiguration }
    guard length != viewportLength else { return }
    guard knownCount > 0 else {
      viewportLength = length
      return
    }
    defer { finishTransition() }
    let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
    let oldSettledResting = engineCoordinate(ofSlot: engine.settled.index)
    let oldTargetResting = engineCoordinate(ofSlot: engine.target.slot)
    let velocity = engine.velocity
    viewportLength = length
    switch engine.state {
    case .idle:
      offsetValue =
        abs(offsetValue - oldSettledResting) < tolerance
        ? engineCoordinate(ofSlot: engine.settled.index) : clampedToRange(offsetValue)
      aim(atSlot: engine.target.slot, coordinate: offsetValue)
    case .dragging(var drag):
      drag.raw = unresisted(offsetValue)
      offsetValue = resisted(drag.raw)
      engine.enter(.dragging(drag))
      let target = releaseTarget(fingerVelocity: 0)
      aim(
        atSlot: target.slot, coordinate: target.coordinate,
        id: engineID(at: engineIndex(ofSlot: target.slot)))
    case .settling(let motion):
      offsetValue = clampedToDrawable(offsetValue)
      let oldEnd = motion?.to ?? oldTargetResting
      let target =
        abs(oldEnd - oldTargetResting) < tolerance
        ? engineCoordinate(ofSlot: engine.target.slot) : clampedToRange(oldEnd)
      startMotion(
        toSlot: engine.target.slot, coordinate: target,
        curve: curve(motion?.curve ?? .spring(settleSpring), startingAt: velocity, toward: target))
    }
    emitScrollIfMoved()
  }
}
