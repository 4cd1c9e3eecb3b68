extension Pager {
  /// Replaces the data, keeping the current page by identity.
  ///
  /// - The current, target and reference pages are kept by identity; the position follows the
  ///   current page (its fractional offset is kept). What the reload inserts or removes between
  ///   visible pages shows at once.
  /// - A removed current page is replaced by the page now at `min(oldIndex, count − 1)`; a
  ///   removed target likewise, re-announced with the motion's cause. If the settled page is
  ///   removed mid-motion, the open announcement is closed at rest by `didChangePage` from the
  ///   removed page.
  /// - At rest, if the settled page changes, `willChangePage` then `didChangePage` are emitted at
  ///   once with cause ``PageChangeCause/dataReload`` (direction: the new index order).
  /// - Reloading to an empty source emits `didChangePage(to: nil)`; from an empty source, page 0
  ///   becomes current with `didChangePage(from: nil)`.
  ///
  /// Live pages are fetched anew from the new source. With index identity
  /// (`ArrayPageSource(_:)`) "same index, same page": use keyed identity to follow pages that move.
  /// Safe to call from inside an event handler.
  ///
  /// - Parameter newSource: The new data.
  /// - Complexity: O(preloadCount) page requests plus the source's `index(of:)` lookups.
  public func reload(_ newSource: Source) {
    defer { emitter.deliver() }
    let oldCount = knownCount
    let oldSettledID = settledID
    let oldSettledIndex = settledIndexValue
    let oldCurrentSlot = currentSlot
    let oldCurrentIndex = oldCount > 0 ? index(ofSlot: oldCurrentSlot) : 0
    let currentID = live.first { $0.slot == oldCurrentSlot }?.id ?? settledID
    let fraction = oldCount > 0 ? x - Double(oldCurrentSlot) : 0
    let oldTargetID = targetID
    let oldTargetIndex = oldCount > 0 ? targetIndex : 0
    let oldReferenceID = referenceID
    let oldReferenceIndex = oldCount > 0 ? index(ofSlot: referenceSlot) : 0
    let oldPhase = phaseValue
    let oldMotion = motionState
    let velocity = stripVelocity

    source = newSource
    knownCount = max(newSource.count, 0)
    live.removeAll(keepingCapacity: true)

    guard knownCount > 0 else {
      settle(at: 0)
      settledID = nil
      targetID = nil
      referenceID = nil
      if oldCount > 0 {
        let change = PageChange<PageID>(
          from: oldSettledID, to: nil, fromIndex: nil, toIndex: nil, direction: .reverse,
          cause: .dataReload)
        openWill = nil
        emitter.enqueue(.willChangePage(change))
        emitter.enqueue(.didChangePage(change))
        if oldPhase != .idle { emitter.enqueuePhaseChange(from: oldPhase, to: .idle) }
      }
      emitScrollIfMoved()
      return
    }
    guard oldCount > 0 else {
      settle(at: 0)
      let change = PageChange(
        from: nil, to: settledID, fromIndex: nil, toIndex: 0, direction: .forward,
        cause: .dataReload)
      emitter.enqueue(.willChangePage(change))
      emitter.enqueue(.didChangePage(change))
      emitScrollIfMoved()
      return
    }

    func resolve(_ id: PageID?, _ oldIndex: Int) -> Int {
      id.flatMap { newSource.index(of: $0) } ?? min(max(oldIndex, 0), knownCount - 1)
    }
    let newCurrent = resolve(currentID, oldCurrentIndex)

    guard oldPhase != .idle else {
      settle(at: newCurrent)
      if settledID != oldSettledID {
        let change = self.change(
          from: oldSettledID, to: settledID, toIndex: newCurrent,
          direction: newCurrent < oldSettledIndex ? .reverse : .forward, cause: .dataReload)
        openWill = nil
        emitter.enqueue(.willChangePage(change))
        emitter.enqueue(.didChangePage(change))
      }
      emitScrollIfMoved()
      return
    }

    // In motion: rebuild the strip around the current page.
    strip = .identity
    x = Double(newCurrent) + fraction
    let settledNow = oldSettledID.flatMap { newSource.index(of: $0) }
    settledIndexValue = settledNow ?? min(oldSettledIndex, knownCount - 1)
    settledSlot = slot(showing: settledIndexValue, near: newCurrent)
    // `settledID` keeps the old identity, even if removed, so the rest closes the change.

    switch oldPhase {
    case .dragging:
      referenceSlot = slot(showing: resolve(oldReferenceID, oldReferenceIndex), near: newCurrent)
      referenceID = source.id(at: index(ofSlot: referenceSlot))
      rawX = unresisted(x)
      x = resisted(rawX)
      targetSlot = releaseSlot(velocity: 0)
      targetID = source.id(at: index(ofSlot: targetSlot))
    case .settling, .idle:
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      let targetVirtual = slot(showing: newTarget, near: newCurrent)
      let destination: Int
      if targetVirtual == settledSlot {
        destination = settledSlot
      } else {
        destination = placeDestination(
          virtual: targetVirtual, forward: Double(targetVirtual) > x)
      }
      let targetRemoved = oldTargetID.map { newSource.index(of: $0) == nil } ?? true
      if targetRemoved {
        announce(slot: destination, cause: motionCause, force: true)
      } else {
        targetID = source.id(at: index(ofSlot: destination))
      }
      let distance = Double(destination) - x
      let normalized = abs(distance) < 1e-9 ? 0 : velocity / distance
      let curve =
        oldMotion?.curve.startingWith(velocity: normalized)
        ?? .spring(configuration.settleSpring.startingWith(velocity: normalized))
      startMotion(to: destination, curve: curve)
    }
    if settledNow == nil, openWill == nil {
      // The settled page is gone: the rest will change the settled identity whatever happens,
      // so the change is announced now and closed by that rest.
      // (The target is never the removed page, so this always announces.)
      announce(slot: targetSlot, cause: motionCause, force: true)
    }
    refreshLivePages()
    emitScrollIfMoved()
  }

  /// The slot near `anchor` that shows page `index`: the index itself for bounded sources, the
  /// nearest virtual copy for circular ones (ties forward).
  func slot(showing index: Int, near anchor: Int) -> Int {
    guard isCircular else { return index }
    return anchor + stepDelta(from: logicalIndex(anchor), to: index, direction: nil)
  }

  /// Returns to the page a snapshot describes, by identity (or by its index, clamped, when the
  /// page is gone). Announces nothing. A settling motion is first completed at its destination
  /// (with its usual events).
  ///
  /// - Parameter snapshot: A snapshot from ``snapshot()``.
  /// - Throws: ``PagerError/emptySource`` when the snapshot names a page and the pager is empty;
  ///   ``PagerError/dragInProgress`` while dragging. Nothing changes when it throws.
  /// - Complexity: O(preloadCount) page requests.
  public func restore(_ snapshot: PagerSnapshot<PageID>) throws(PagerError) {
    syncSourceCount()
    guard !isEmpty else {
      guard snapshot.pageID == nil else { throw .emptySource }
      return
    }
    guard phaseValue != .dragging else { throw .dragInProgress }
    defer { emitter.deliver() }
    if phaseValue == .settling {
      x = Double(targetSlot)
      comeToRest()
    }
    let index =
      snapshot.pageID.flatMap { source.index(of: $0) }
      ?? min(max(snapshot.index, 0), knownCount - 1)
    settle(at: index)
    lastReportedPosition = position
  }

  /// Replaces the settings, keeping the position.
  ///
  /// - Parameter newConfiguration: The new settings.
  /// - Throws: ``PagerError/nonFiniteValue`` or ``PagerError/invalidPageLength`` (nothing changes).
  /// - Complexity: O(preloadCount) page requests.
  public func setConfiguration(_ newConfiguration: PagerConfiguration) throws(PagerError) {
    try newConfiguration.validate()
    configuration = newConfiguration.normalized
    if phaseValue == .dragging { rawX = unresisted(x) }
    refreshLivePages()
    emitter.deliver()
  }

  /// Sets the page length (the viewport's extent on the axis), keeping the position in pages.
  ///
  /// - Parameter length: One page, in points.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinity; ``PagerError/invalidPageLength``
  ///   for zero or less. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func setPageLength(_ length: Double) throws(PagerError) {
    var copy = configuration
    copy.pageLength = length
    try setConfiguration(copy)
  }
}
