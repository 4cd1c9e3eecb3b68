// The paging semantics, written once: the rules of events, causes, time, gestures, commands,
// reloads and errors, as the pager applies them to its engine (`PagingEngine`, the state) and
// its geometry (`PagerItemGeometry`, whose answers they read directly: the coordinate counts
// pages for full pages and points for an item layout). The pager is the engine's one host: no
// other type runs these rules, and nothing forwards them.
//
// Slots are the geometry's integer item positions; the coordinate is its continuous position.

// MARK: - Reading the state

extension Pager {
  /// The number of items the controller knows of (its source's count at the latest reload): the
  /// public ``PagingController/count``, read once, here, by every rule.
  @inlinable
  package var engineCount: Int { count }

  /// Whether slots wrap around (a loop of two or more items): ``PagingController/loops``.
  package var engineLoops: Bool { loops }

  /// Animated commands animate.
  @usableFromInline package var engineAnimatesCommands: Bool { true }

  /// The stop one step from `index` in `direction`: the item just past `index`'s run (one
  /// item away, except beside a run), resolved to its own stop (a run's outer end). Round a
  /// loop it wraps; on a bounded strip it may lie past an end.
  package func stepIndex(from index: Int, direction: PageDirection) -> Int {
    let run = geometry.engineStop(ofIndex: index).run
    // One index on from the run's end that way (wrapping round a loop, whose items are each
    // their own stop).
    let next = oneIndexOn(
      from: direction == .forward ? run.upperBound : run.lowerBound, direction: direction)
    if engineLoops { return next }
    return engineBounds.contains(next) ? geometry.engineStop(ofIndex: next).stop : next
  }

  /// The index of the target item (`0` when empty).
  package var engineTargetIndex: Int {
    guard !engineIsEmpty else { return 0 }
    resolveTarget()
    return engine.targetIndex
  }

  /// The target slot, chosen now if a drag moved on since it was last chosen.
  package var engineTargetSlot: Int {
    resolveTarget()
    return engine.targetSlot
  }

  /// Chooses the target of a drag that moved on since it was last chosen (what a zero-velocity
  /// release would choose), once per drag frame however often it is read.
  ///
  /// - Complexity: One release choice when out of date, else O(1).
  package func resolveTarget() {
    guard engine.targetIsStale, engine.state.phase == .dragging else { return }
    let target = geometry.engineReleaseTarget(velocity: 0, in: engine)
    aim(atSlot: target.slot, coordinate: target.coordinate)
  }

  /// Makes `slot`, resting at `coordinate`, the engine's target, with the index the drawn strip
  /// shows there (the identity is named by the announcement, if any).
  ///
  /// - Complexity: O(1) plus one `PagerItemGeometry.engineIndex(ofSlot:in:)`.
  @inlinable
  package func aim(atSlot slot: Int, coordinate: Double) {
    engine.aim(atSlot: slot, index: slotIndex(slot), coordinate: coordinate)
  }

  /// Makes `slot`, resting at `coordinate`, the engine's target, with the index the drawn strip
  /// shows there and identity `id`.
  ///
  /// - Complexity: O(1) plus one `PagerItemGeometry.engineIndex(ofSlot:in:)`.
  package func aim(atSlot slot: Int, coordinate: Double, id: PageID?) {
    engine.aim(atSlot: slot, index: slotIndex(slot), coordinate: coordinate, id: id)
  }

  /// Makes `slot` the item a drag is judged against, with the index and identity of the item the
  /// drawn strip shows there.
  ///
  /// - Complexity: O(1) plus one `PagerItemGeometry.engineIndex(ofSlot:in:)` and one ``engineID(at:)``.
  package func refer(toSlot slot: Int) {
    let index = slotIndex(slot)
    engine.refer(toSlot: slot, index: index, id: engineID(at: index))
  }

  /// The index the drawn strip shows in `slot` (`0` when empty).
  @inlinable
  package func slotIndex(_ slot: Int) -> Int {
    engineIsEmpty ? 0 : geometry.engineIndex(ofSlot: slot, in: engine)
  }

  /// The direction of a change from the settled item to the item at `index`, drawn in `slot`:
  /// index order when the strip does not loop (a splice may draw an earlier page in a later
  /// slot), the path taken (slot order) round a loop and for a stand-in at the settled index.
  package func changeDirection(toSlot slot: Int, index: Int) -> PageDirection {
    if !engineLoops, index != engine.settledIndex {
      return index > engine.settledIndex ? .forward : .reverse
    }
    return slot >= engine.settledSlot ? .forward : .reverse
  }

  /// A page change with indices in the current source.
  package func pageChange(
    from fromID: PageID?, to toID: PageID?, toIndex: Int?, direction: PageDirection,
    cause: PageChangeCause
  ) -> PageChange<PageID> {
    PageChange(
      from: fromID, to: toID, fromIndex: fromID.flatMap { engineIndex(of: $0) },
      toIndex: toIndex, direction: direction, cause: cause)
  }
}

// MARK: - Events

extension Pager {
  /// Enters `state`, queueing a phase change when the phase differs.
  package func enter(_ state: EngineState) {
    let engine = engine
    let old = engine.state.phase
    engine.enter(state)
    let new = state.phase
    if old != new { engine.emitter.enqueuePhaseChange(from: old, to: new) }
  }

  /// Queues `didScroll` when the reported position changed.
  @inlinable
  package func emitScrollIfMoved() {
    let engine = engine
    let now = position
    guard now != engine.lastReportedPosition else { return }
    engine.report(position: now)
    engine.emitter.enqueueScroll(now)
  }

  /// Makes `slot` the target and announces it if it is not the settled item. Without `force`,
  /// an open announcement of the same item and cause is kept (a drag wavering around a page).
  package func announce(slot: Int, cause: PageChangeCause, force: Bool) {
    let index = geometry.engineIndex(ofSlot: slot, in: engine)
    let id = engineID(at: index)
    engine.identifyTarget(id)
    guard id != engine.settled.id else { return }
    if !force, let open = engine.openWill, open.to == id, open.cause == cause { return }
    let direction = changeDirection(toSlot: slot, index: index)
    let will = pageChange(
      from: engine.settled.id, to: id, toIndex: index, direction: direction, cause: cause)
    engine.open(will)
    engine.emitter.enqueue(.willChangePage(will))
  }

  /// Comes to rest on the target: collapses the geometry, closes the open announcement exactly
  /// once (`didChangePage` when the settled identity changed, else `didCancelPageChange`).
  @usableFromInline
  package func comeToRest() {
    let oldPhase = engine.state.phase
    let targetSlot = engine.targetSlot
    let restIndex = geometry.engineIndex(ofSlot: targetSlot, in: engine)
    let direction =
      engine.openWill?.direction ?? changeDirection(toSlot: targetSlot, index: restIndex)
    engine.enter(.idle)
    let newSlot = engineRest(onSlot: targetSlot)
    let oldID = engine.settled.id
    let restID = engineID(at: restIndex)
    engine.rest(
      onSlot: newSlot, index: restIndex, id: restID, coordinate: engine.drawnCoordinate)
    refreshLivePages()
    emitScrollIfMoved()
    if oldID != restID {
      let did = pageChange(
        from: oldID, to: restID, toIndex: restIndex, direction: direction, cause: engine.cause)
      engine.closeWill()
      engine.emitter.enqueue(.didChangePage(did))
    } else if let will = engine.openWill {
      engine.closeWill()
      // The identities of the will it closes, with indices in the source current now (a reload
      // since the will may have moved or removed them).
      var cancel = will
      cancel.fromIndex = will.from.flatMap { engineIndex(of: $0) }
      cancel.toIndex = will.to.flatMap { engineIndex(of: $0) }
      engine.emitter.enqueue(.didCancelPageChange(cancel))
    }
    if oldPhase != .idle { engine.emitter.enqueuePhaseChange(from: oldPhase, to: .idle) }
  }

  /// Starts a motion from the present coordinate to `slot` along `curve` (already started at
  /// the right velocity), or rests at once when already there.
  package func startMotion(toSlot slot: Int, coordinate target: Double, curve: MotionCurve) {
    aim(atSlot: slot, coordinate: target)
    let from = engine.drawnCoordinate
    guard abs(target - from) >= PagingEngine<PageID>.arrivalTolerance else {
      engine.draw(at: target)
      comeToRest()
      return
    }
    enter(
      .settling(
        EngineMotion(
          from: from, to: target, startTime: engine.time, curve: curve,
          duration: curve.settlingDuration)))
  }

  /// `curve` restarted at `velocity` (coordinate units per second) for a trip to `target`. A
  /// glide restarted toward another target (a reload mid-settle) is a settle again: the settle
  /// rule chooses between a glide and the spring for the new trip.
  package func curve(_ curve: MotionCurve, startingAt velocity: Double, toward target: Double)
    -> MotionCurve
  {
    if case .decay = curve {
      return geometry.engineSettleCurve(toward: target, startingAt: velocity, in: engine)
    }
    return curve.startingWith(velocity: velocity, over: target - engine.drawnCoordinate)
  }

  /// The index in the current source of a page known before a reload: `id`'s index if it is
  /// still there, else the page now at `min(oldIndex, count − 1)` (its stand-in; `oldIndex`
  /// clamped to ``engineBounds`` in general).
  package func resolvedIndex(of id: PageID?, formerly oldIndex: Int) -> Int {
    id.flatMap { engineIndex(of: $0) } ?? engineBounds.clamped(oldIndex)
  }

  /// The reload rules for an empty source on either side, once the new source is in place:
  /// reload to empty announces `to: nil` (and ends any motion); from empty, page 0 becomes
  /// current with `from: nil`. Returns whether the reload is complete.
  package func finishReloadIfEmpty(
    oldCount: Int, oldSettledID: PageID?, oldPhase: PagerPhase
  ) -> Bool {
    finishReloadIfEmpty(wasEmpty: oldCount == 0, oldSettledID: oldSettledID, oldPhase: oldPhase)
  }

  /// The reload rules for an empty source on either side (see
  /// ``finishReloadIfEmpty(oldCount:oldSettledID:oldPhase:)``); from empty, the first index
  /// (`0` for a source with a count) becomes current.
  package func finishReloadIfEmpty(
    wasEmpty: Bool, oldSettledID: PageID?, oldPhase: PagerPhase
  ) -> Bool {
    if engineIsEmpty {
      settle(at: 0)
      if !wasEmpty {
        announceReloadChange(from: oldSettledID, to: nil, toIndex: nil, direction: .reverse)
        if oldPhase != .idle { engine.emitter.enqueuePhaseChange(from: oldPhase, to: .idle) }
      }
    } else if wasEmpty {
      let first = engineBounds.clamped(0)
      settle(at: first)
      announceReloadChange(from: nil, to: engine.settled.id, toIndex: first, direction: .forward)
    } else {
      return false
    }
    emitScrollIfMoved()
    return true
  }

  /// After a reload in motion: when the current item (`oldID`, drawn nearest the anchor before
  /// it) is gone, the item a reload put in its place, `standIn`, is its stand-in — a release
  /// onto it is the reload's change (``PageChangeCause/dataReload``), whatever the gesture.
  package func markStandIn(forRemoved oldID: PageID?, standIn: Int) {
    guard oldID.flatMap({ engineIndex(of: $0) }) == nil else { return }
    engine.markStandIn(engineID(at: standIn))
  }

  /// After a reload mid-settle has placed the motion's destination in `slot`: the rule every
  /// layout keeps for whom the change is. When the reload chose the destination — the target is
  /// gone (`slot` draws its stand-in), or a peek's settled item vanished — the destination is
  /// announced again with ``PageChangeCause/dataReload``, also over an open announcement of
  /// another cause; otherwise the target keeps its announcement and is identified anew.
  package func reannounceAfterReload(slot: Int, targetRemoved: Bool, settledRemoved: Bool) {
    let index = geometry.engineIndex(ofSlot: slot, in: engine)
    let id = engineID(at: index)
    if !settledRemoved, id != nil, id == engine.settled.id {
      // A motion back to the settled item comes to rest in its own slot: the settled item is
      // there (a reload may have moved it away, to be reached as a far jump's target), so
      // `motion` measures the way back from where it will rest.
      engine.relocateSettled(slot: slot, index: index)
    }
    guard targetRemoved || (settledRemoved && engine.openWill == nil) else {
      engine.identifyTarget(id)
      return
    }
    engine.attribute(to: .dataReload)
    if targetRemoved { engine.markStandIn(id) }
    announce(slot: slot, cause: engine.cause, force: true)
  }

  /// After a reload at rest has settled on `index`: announces the change if the settled
  /// identity changed (cause `.dataReload`, direction the new index order).
  package func announceReloadAtRest(
    from oldSettledID: PageID?, formerly oldIndex: Int, to index: Int
  ) {
    guard engine.settled.id != oldSettledID else { return }
    announceReloadChange(
      from: oldSettledID, to: engine.settled.id, toIndex: index,
      direction: index < oldIndex ? .reverse : .forward)
  }

  /// Announces a change made by a reload alone (`willChangePage` then `didChangePage`, cause
  /// ``PageChangeCause/dataReload``), closing nothing else.
  package func announceReloadChange(
    from oldID: PageID?, to newID: PageID?, toIndex: Int?, direction: PageDirection
  ) {
    let change = pageChange(
      from: oldID, to: newID, toIndex: toIndex, direction: direction, cause: .dataReload)
    engine.closeWill()
    engine.emitter.enqueue(.willChangePage(change))
    engine.emitter.enqueue(.didChangePage(change))
  }
}

// MARK: - Precedence of errors

extension Pager {
  /// Reloads the source if its count changed behind the controller's back.
  @inlinable
  package func syncSourceCount() {
    if engineSourceChanged { engineResync() }
  }

  /// The checks every gesture makes: a finite value, a non-empty source, the drag state.
  @inlinable
  package func checkGesture(_ value: Double = 0, dragging: Bool) throws(PagerError) {
    guard value.isFinite else { throw .nonFiniteValue }
    syncSourceCount()
    guard !engineIsEmpty else { throw .emptySource }
    let isDragging = engine.state.phase == .dragging
    if dragging, !isDragging { throw .notDragging }
    if !dragging, isDragging { throw .dragInProgress }
  }
}

// MARK: - Gestures

extension Pager {
  /// A finger touched: a re-grab stops a motion where it is and makes its target the reference.
  package func engineBeginDrag() throws(PagerError) {
    try checkGesture(dragging: false)
    defer { finishTransition() }
    // A drag drops the part of a detent a rotary input turned; no device drives it (yet).
    engine.turn(to: 0)
    engine.releaseDragDevice()
    let reference = engine.state.phase == .settling ? engine.targetSlot : engine.settledSlot
    refer(toSlot: reference)
    engine.attribute(to: .user)
    let raw = geometry.engineFingerCoordinate(in: engine)
    enter(.dragging(EngineDrag(raw: raw, start: engine.drawnCoordinate)))
    let target = geometry.engineReleaseTarget(velocity: 0, in: engine)
    aim(atSlot: target.slot, coordinate: target.coordinate)
  }

  /// The finger moved by `translation` points (the finger's sign) since the last call.
  @inlinable
  package func engineDrag(by translation: Double) throws(PagerError) {
    try checkGesture(translation, dragging: true)
    let engine = engine
    defer { finishTransition() }
    guard case .dragging(var drag) = engine.state else { return }
    let delta = geometry.engineCoordinateDelta(ofFingerTranslation: translation)
    // A single gesture moves at most a billion items from where it began: beyond that the
    // coordinate would lose its fractional precision.
    let limit = Self.maximumDragItems * geometry.engineItemLength
    let raw = min(max(drag.raw + delta, drag.start - limit), drag.start + limit)
    drag.raw = raw
    engine.enter(.dragging(drag))
    // Following the finger may shift the frame (a loop recentering): keep what it kept.
    let kept = followFinger(to: raw)
    if case .dragging(var moved) = engine.state {
      moved.raw = kept
      engine.enter(.dragging(moved))
    }
    if geometry.engineTracksDragTarget(in: engine) {
      let target = geometry.engineReleaseTarget(velocity: 0, in: engine)
      aim(atSlot: target.slot, coordinate: target.coordinate)
    } else {
      engine.invalidateTarget()
    }
    refreshLivePages()
    emitScrollIfMoved()
  }

  /// The farthest one drag may move from where it began, in items.
  @inlinable
  package static var maximumDragItems: Double { 1.0e9 }

  /// The finger lifted with `velocity` points per second (the finger's sign): the release rule
  /// chooses the target, announced with cause `.user`; the settle spring starts at the release
  /// velocity, capped at ``PagingEngine/maximumItemVelocity``.
  package func engineEndDrag(velocity: Double) throws(PagerError) {
    try checkGesture(velocity, dragging: true)
    defer { finishTransition() }
    if let reporter = endReporter { noteRelease(to: reporter) }
    let target = geometry.engineReleaseTarget(velocity: velocity, in: engine)
    announceRelease(toSlot: target.slot, coordinate: target.coordinate)
    settle(toSlot: target.slot, fingerVelocity: velocity)
  }

  /// Makes a release's choice the target and announces it with cause `.user` — or
  /// `.dataReload` for a release onto a stand-in a reload chose (for the settled page, or for
  /// the current or target page of the motion; a change the reload alone caused).
  package func announceRelease(toSlot slot: Int, coordinate: Double) {
    let index = geometry.engineIndex(ofSlot: slot, in: engine)
    let settledGone = engine.settled.id.map { engineIndex(of: $0) == nil } ?? false
    let standIn =
      (settledGone && index == engine.settledIndex)
      || (engine.standInID != nil && engineID(at: index) == engine.standInID)
    engine.attribute(to: standIn ? .dataReload : .user)
    announce(slot: slot, cause: engine.cause, force: false)
    aim(atSlot: slot, coordinate: coordinate)
  }

  /// Settles toward `slot` on `PagerItemGeometry.engineSettleCurve(toward:startingAt:in:)` (the settle spring unless
  /// the controller glides), started at a finger velocity (capped).
  package func settle(toSlot slot: Int, fingerVelocity: Double) {
    let before = engine.targetSlot
    centerTrip(to: engine.targetCoordinate)
    // The trip may have shifted the frame (a loop centring it): the slot moves with it.
    let slot = slot &+ (engine.targetSlot &- before)
    let cap = PagingEngine<PageID>.maximumItemVelocity * geometry.engineItemLength
    let raw = geometry.engineCoordinateVelocity(ofFinger: fingerVelocity)
    let velocity = min(max(raw.isFinite ? raw : 0, -cap), cap)
    let target = engine.targetCoordinate
    startMotion(
      toSlot: slot, coordinate: target,
      curve: geometry.engineSettleCurve(toward: target, startingAt: velocity, in: engine))
    refreshLivePages()
  }
}

// MARK: - Commands

extension Pager {
  /// Moves to `index`, reporting `cause` on the change: the rules of
  /// ``PagingController/scroll(to:direction:animated:)``, which every controller forwards here
  /// with ``PageChangeCause/programmatic``. Drivers of the library (the auto-scroller) call it
  /// with their own cause.
  package func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    try checkGesture(dragging: false)
    guard engineBounds.contains(index) else { throw engineRangeError(for: index) }
    defer { finishTransition() }
    // A command may name an inner item of a run: it rests there, at the run's stop (with no
    // distance to travel from the stop, it changes the page at once).
    let settling = engine.state.phase == .settling
    let baseSlot = settling ? engine.targetSlot : engine.settledSlot
    let baseIndex = geometry.engineIndex(ofSlot: baseSlot, in: engine)
    guard index != baseIndex else { return }
    let destination: Int
    if settling, index == engine.settledIndex, geometry.engineSettledSlotIsDrawn(in: engine) {
      // Back to the very slot the motion left, never around a loop.
      destination = engine.settledSlot
    } else {
      let resolved = resolvedDirection(from: baseIndex, to: index, explicit: direction)
      destination = destinationSlot(for: index, from: baseSlot, direction: resolved)
    }
    let velocity = engine.velocity
    engine.attribute(to: cause)
    announce(slot: destination, cause: cause, force: true)
    let target = geometry.engineCoordinate(ofSlot: destination, in: engine)
    aim(atSlot: destination, coordinate: target)
    if animated && engineAnimatesCommands {
      centerTrip(to: engine.targetCoordinate)
      let start = engine.targetCoordinate
      let progressVelocity = MotionCurve.progressVelocity(
        velocity, over: start - engine.drawnCoordinate)
      // The trip may have shifted the frame (a loop centring it): the target moved with it.
      startMotion(
        toSlot: engine.targetSlot, coordinate: start,
        curve: engineCommandCurve(startingWith: progressVelocity))
      refreshLivePages()
    } else {
      engine.draw(at: target)
      comeToRest()
    }
  }

  /// The direction of a command: index order when bounded (an explicit direction that
  /// disagrees is ignored), the explicit one or the shortest path (ties forward) round a loop.
  package func resolvedDirection(from base: Int, to index: Int, explicit: PageDirection?)
    -> PageDirection
  {
    guard engineLoops else { return index >= base ? .forward : .reverse }
    if let explicit { return explicit }
    return Int.loopDelta(from: base, to: index, count: engineCount, direction: nil) >= 0
      ? .forward : .reverse
  }

  /// Moves one stop in `direction` from the target (wrapping round a loop), reporting `cause`:
  /// the rules of ``PagingController/scrollToNext(animated:)``. A stop is one item, or a run
  /// of items sharing a resting offset at an end (``engineStop(ofIndex:)``).
  package func step(
    _ direction: PageDirection, animated: Bool = true, cause: PageChangeCause
  ) throws(PagerError) {
    try checkGesture(dragging: false)
    let index = stepIndex(from: engineTargetIndex, direction: direction)
    try command(to: index, direction: direction, animated: animated, cause: cause)
  }
}

// MARK: - Time

extension Pager {
  /// Moves the clock to `timestamp` and the motion with it. Returns `false` when the timestamp
  /// was ignored (earlier than the latest).
  @discardableResult
  @inlinable
  package func engineAdvance(to timestamp: Double) throws(PagerError) -> Bool {
    guard timestamp.isFinite else { throw .nonFiniteValue }
    let engine = engine
    if let latest = engine.time, timestamp < latest { return false }
    engine.tick(to: timestamp)
    syncSourceCount()
    defer { finishTransition() }
    guard case .settling(var motion?) = engine.state else { return true }
    let start: Double
    if let known = motion.startTime {
      start = known
    } else {
      start = timestamp
      motion.startTime = timestamp
      engine.enter(.settling(motion))
    }
    let elapsed = timestamp - start
    if elapsed >= motion.duration {
      engine.draw(at: motion.to)
      comeToRest()
      return true
    }
    let value = motion.value(at: elapsed)
    guard value.isFinite else {
      engine.draw(at: motion.to)
      comeToRest()
      return true
    }
    applyFrame(value)
    refreshLivePages()
    emitScrollIfMoved()
    return true
  }

  /// Completes a settle (or a drag, as a release at zero velocity) at once on its target, with
  /// its usual events (before a restore, a loop toggle).
  package func finishMotion() {
    guard engine.state.phase != .idle else { return }
    if engine.state.phase == .dragging {
      // A drag ends as a release at zero velocity would: its target is announced first.
      let target = geometry.engineReleaseTarget(velocity: 0, in: engine)
      announceRelease(toSlot: target.slot, coordinate: target.coordinate)
    }
    engine.draw(at: engine.targetCoordinate)
    comeToRest()
  }
}

// MARK: - Restoration

extension Pager {
  /// Returns to the item a snapshot names, by identity, or by its index clamped into
  /// ``engineBounds`` when the item is gone: the rules of every controller's `restore(_:)`. A
  /// settle is first completed on its target (with its usual events); the rest announces
  /// nothing.
  ///
  /// - Throws: ``PagerError/emptySource`` when the snapshot names an item and the controller is
  ///   empty; ``PagerError/dragInProgress`` while dragging. Nothing changes when it throws.
  package func engineRestore(_ snapshot: PagerSnapshot<PageID>) throws(PagerError) {
    syncSourceCount()
    guard !engineIsEmpty else {
      guard snapshot.pageID == nil else { throw .emptySource }
      return
    }
    guard engine.state.phase != .dragging else { throw .dragInProgress }
    defer { finishTransition() }
    finishMotion()
    let index =
      snapshot.pageID.flatMap { engineIndex(of: $0) } ?? engineBounds.clamped(snapshot.index)
    settle(at: index)
    engine.report(position: position)
  }
}

// MARK: - Invariants

extension Pager {
  /// Ends the state transition of a public call — a gesture, a command, a frame, a reload, a
  /// restore, a geometry or configuration change — and delivers the events it queued: the one
  /// place every public entry of every controller finishes.
  ///
  /// In a build with internal checks on (`PAGEKIT_INTERNAL_CHECKS`, see ``internalChecksEnabled``)
  /// the engine's invariants are checked first, before any handler runs (the pager finishes its
  /// transition before delivering); otherwise this is the delivery alone and the check costs
  /// nothing. With live-window observers, the live window's delta is delivered to them next
  /// (``Pager/addLiveWindowObserver(_:)``), then the events.
  ///
  /// - Complexity: O(k) for k queued events; the check adds O(1) host queries; a delta O(1)
  ///   when the live window did not change, else O(l) for l live pages.
  @inlinable
  package func finishTransition() {
    #if PAGEKIT_INTERNAL_CHECKS
      trapOnBrokenInvariants()
    #endif
    // The live window's delta goes out before the call's events, once the whole change is done,
    // then what the end observers hear.
    if let reporter = liveReporter, engine.emitter.holds == 0 { reportLiveWindow(to: reporter) }
    if let reporter = endReporter, engine.emitter.holds == 0 { reportEnds(to: reporter) }
    engine.emitter.deliver()
  }

  /// Makes a change of several transitions (a reload, new settings, a layout switch) end as one:
  /// the transitions inside `body` deliver nothing; when all of it is done, the invariants are
  /// checked and the events it queued are delivered, once (``finishTransition()``). A handler
  /// therefore never sees half of the change.
  ///
  /// - Complexity: O(1) plus `body`, plus O(k) for k queued events.
  @inlinable
  package func finishChange(_ body: () throws(PagerError) -> Void) throws(PagerError) {
    engine.emitter.holds += 1
    defer {
      engine.emitter.holds -= 1
      finishTransition()
    }
    try body()
  }

  #if PAGEKIT_INTERNAL_CHECKS
    /// Traps, naming every broken invariant and the controller's type, when
    /// ``checkInvariants()`` finds any.
    ///
    /// A trap is right here only because this is compiled into internal-check builds alone:
    /// there a broken invariant is the library's bug, never a caller's bad input, and the tests
    /// should stop at the step that broke it. Host builds never contain it. It is `fatalError`,
    /// not `preconditionFailure`, because CI also runs the checks in an optimized build, where
    /// only `fatalError` prints its message.
    @usableFromInline
    package func trapOnBrokenInvariants() {
      let problems = checkInvariants()
      guard !problems.isEmpty else { return }
      fatalError(
        "PageKit internal check: \(Self.self) broke its invariants: "
          + problems.joined(separator: "; "))
    }
  #endif

  /// The engine's invariants, checked by the tests after every step; returns what is broken
  /// (empty when all hold).
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    if !engine.drawnCoordinate.isFinite { problems.append("non-finite coordinate") }
    if !position.isFinite { problems.append("non-finite position") }
    if engineIsEmpty {
      if engine.settled.id != nil { problems.append("an empty controller has a settled identity") }
      if engine.openWill != nil { problems.append("an empty controller has an open will") }
      return problems
    }
    if !engineBounds.contains(engine.settledIndex) {
      problems.append("settled index out of range")
    }
    // Each kept item is one value: its index is the one its slot draws.
    if engine.targetIndex != geometry.engineIndex(ofSlot: engine.targetSlot, in: engine) {
      problems.append("the target's index is not its slot's")
    }
    switch engine.state {
    case .idle:
      if engine.openWill != nil { problems.append("a will is open at rest") }
      if engine.targetSlot != engine.settledSlot { problems.append("target differs at rest") }
      if engine.settledIndex != geometry.engineIndex(ofSlot: engine.settledSlot, in: engine) {
        problems.append("the settled index is not its slot's at rest")
      }
      if engine.settled.id != engineID(at: engine.settledIndex) {
        problems.append("settled identity is not the settled index's")
      }
      // At rest the position reads the settled item's stop (on an inner item of a run, the
      // run's outer end, also after a gliding strategy's command); a glide may instead rest
      // between items, on the item nearest the position (an exact half is the settled item's).
      if position != Double(geometry.engineStop(ofIndex: engine.settledIndex).stop) {
        if !geometry.engineRestsBetweenItems(in: engine) {
          problems.append("rest position \(position) is not \(engine.settledIndex)'s stop")
        } else if !(abs(position - Double(engine.settledIndex)) <= 0.5) {
          problems.append(
            "rest position \(position) between items is not nearest \(engine.settledIndex)")
        }
      }
    case .dragging:
      // The reference is what a drag is judged against: it is kept while a finger is down.
      if engine.referenceIndex != geometry.engineIndex(ofSlot: engine.referenceSlot, in: engine) {
        problems.append("the reference's index is not its slot's")
      }
    case .settling(nil):
      break
    case .settling(let motion?):
      if motion.to != engine.targetCoordinate { problems.append("motion ends off target") }
      if !motion.duration.isFinite { problems.append("non-finite motion duration") }
    }
    if let will = engine.openWill {
      if will.from != engine.settled.id {
        problems.append("open will is not from the settled page")
      }
      if will.to == will.from { problems.append("open will from == to") }
    }
    return problems
  }
}
