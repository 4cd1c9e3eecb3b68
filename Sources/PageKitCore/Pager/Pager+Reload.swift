extension Pager {
  /// Replaces the data, keeping the current page by identity.
  ///
  /// - The current, target and reference pages are kept by identity; the position follows the
  ///   current page (its fractional offset is kept). What the reload inserts or removes between
  ///   visible pages shows at once.
  /// - A removed current page is replaced by the page now at `min(oldIndex, count − 1)` (for a
  ///   source without a count, the old index clamped into the new ``bounds``); a removed target
  ///   likewise, re-announced with the motion's cause. If the settled page is
  ///   removed mid-motion, the open announcement is closed at rest by `didChangePage` from the
  ///   removed page.
  /// - At rest, if the settled page changes, `willChangePage` then `didChangePage` are emitted at
  ///   once with cause ``PageChangeCause/dataReload`` (direction: the new index order).
  /// - Reloading to an empty source emits `didChangePage(to: nil)`; from an empty source, page 0
  ///   (the index in the new bounds nearest 0) becomes current with `didChangePage(from: nil)`.
  /// - A source without a count works the same way: reloading a calendar of days with new
  ///   events keeps the day by its identity (the index), without moving or announcing.
  ///
  /// Live pages are fetched anew from the new source. With index identity
  /// (`ArrayPageSource(_:)`) "same index, same page": use keyed identity to follow pages that move.
  /// Safe to call from inside an event handler.
  ///
  /// A source that reports a repeated identity (``PageSource/firstDuplicateIndex``) is refused:
  /// identity across reloads needs unique identities. Nothing changes and nothing is announced.
  ///
  /// With an item layout the same rules hold, in points: the current item keeps its place on
  /// screen (the offset moves with its origin). `newLayout` replaces the layout at the same
  /// time (`nil`, the default, keeps it: a uniform layout takes its count from the new source; a
  /// variable one must have one length per item). A change between full pages and an item
  /// layout first completes any motion on its target (with its usual events), then rests on
  /// the current page by identity, announcing a change as a reload at rest does.
  ///
  /// - Parameters:
  ///   - newSource: The new data.
  ///   - newLayout: The new layout, or `nil` to keep the current one.
  /// - Throws: In this order, and changing nothing: ``PagerError/nonFiniteValue`` or
  ///   ``PagerError/invalidConfiguration`` for a bad layout (see ``PagerLayout``; also a
  ///   variable layout over a source without a count);
  ///   ``PagerError/duplicatePageID(index:firstIndex:)`` when two pages of `newSource` share an
  ///   identity.
  /// - Complexity: O(preloadCount) page requests plus the source's `index(of:)` lookups (plus
  ///   O(n) for a variable layout's prefix sums).
  public func reload(_ newSource: Source, layout newLayout: PagerLayout? = nil)
    throws(PagerError)
  {
    try traced(.reload(newSource, newLayout)) { () throws(PagerError) in
      try reloadUntraced(newSource, layout: newLayout)
    }
  }

  /// ``reload(_:layout:)`` without its trace hook.
  private func reloadUntraced(_ newSource: Source, layout newLayout: PagerLayout?)
    throws(PagerError)
  {
    let layout = newLayout ?? self.layout
    let newKnown = PagerIndices(newSource.bounds, layout: layout)
    let plan = try Self.itemPlan(
      layout: layout, anchor: anchor, known: newKnown, source: newSource,
      viewportLength: configuration.pageLength)
    try newSource.checkUniqueIdentities()
    guard itemsAccept(plan) else {
      try switchLayout(to: layout, plan: plan, source: newSource)
      return
    }
    self.layout = layout
    if let items, let plan {
      defer { finishTransition() }
      source = newSource
      known = newKnown
      live.removeAll(keepingCapacity: true)
      items.applyReload(newSource, layout: plan.strip, indexBase: plan.indexBase)
      refreshLivePages()
      return
    }
    defer { finishTransition() }
    let wasEmpty = isEmpty
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settled.index
    let oldPhase = engine.state.phase
    let oldState = engine.state
    let velocity = engine.velocity
    // What is drawn now: the visible slots (one or two), their pages, and the target.
    var low = clampedFloor(x)
    var high = Double(low) == x ? low : low + 1
    if let bounds = slotBounds {
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, bounds.lower), bounds.upper)
    }
    let spliced = high != low && strip.virtual(at: high) != strip.virtual(at: low) &+ 1
    let oldCurrentSlot = currentSlot
    func drawn(_ slot: Int) -> (id: Source.PageID?, index: Int) {
      guard !wasEmpty else { return (nil, 0) }
      let index = index(ofSlot: slot)
      return (live.first { $0.slot == slot }?.id ?? source.id(at: index), index)
    }
    let lowPage = drawn(low)
    let highPage = drawn(high)
    let currentPage = drawn(oldCurrentSlot)
    let oldTargetID = engine.target.id
    let oldTargetIndex = !wasEmpty ? targetIndex : 0
    let oldReferenceID = engine.reference.id
    let oldReferenceIndex = !wasEmpty ? index(ofSlot: engine.reference.slot) : 0

    source = newSource
    known = PagerIndices(newSource.bounds, layout: layout)
    live.removeAll(keepingCapacity: true)

    guard !finishReloadIfEmpty(wasEmpty: wasEmpty, oldSettledID: oldSettledID, oldPhase: oldPhase)
    else { return }
    func resolve(_ id: Source.PageID?, _ oldIndex: Int) -> Int {
      resolvedIndex(of: id, formerly: oldIndex)
    }

    guard oldPhase != .idle else {
      let newCurrent = resolve(currentPage.id, currentPage.index)
      settle(at: newCurrent)
      announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: newCurrent)
      emitScrollIfMoved()
      return
    }

    // In motion: rebuild the strip around the current page (or its stand-in), which stays where
    // it is drawn, the position following it (every layout's rule).
    let settledNow = oldSettledID.flatMap { reachableIndex(of: $0) }
    let anchorOldSlot = oldCurrentSlot
    let anchorIndex = resolve(currentPage.id, currentPage.index)
    // The current page is gone: the page drawn in its place is its stand-in.
    markStandIn(forRemoved: currentPage.id, standIn: anchorIndex)
    // The slot the settled page keeps when it is the other visible page of a splice.
    var keptSettledSlot: Int?
    let offsetFromAnchor = x - Double(anchorOldSlot)
    strip = .identity
    let anchorSlot = anchorIndex
    x = Double(anchorSlot) + offsetFromAnchor
    if spliced {
      // A splice stays a splice: the other visible page keeps its place beside the anchor.
      let otherIsHigh = anchorOldSlot == low
      let other = otherIsHigh ? highPage : lowPage
      let otherIndex = resolve(other.id, other.index)
      let otherSlot = otherIsHigh ? anchorSlot + 1 : anchorSlot - 1
      let otherVirtual =
        loops
        ? otherSlot
          + stepDelta(
            from: otherSlot.floorMod(knownCount), to: otherIndex,
            direction: nil) : otherIndex
      if otherIndex != anchorIndex, otherVirtual != otherSlot {
        strip = strip.spliced(
          keeping: anchorSlot, anchorSlot, destinationSlot: otherSlot, destination: otherVirtual)
      }
      if otherIndex != anchorIndex, settledNow != nil, other.id == oldSettledID {
        keptSettledSlot = otherSlot
      }
    }
    let settledIndex = settledNow ?? known.reach.clamped(oldSettledIndex)
    engine.relocateSettled(
      slot: keptSettledSlot ?? slot(showing: settledIndex, near: anchorSlot), index: settledIndex)
    // The settled item keeps its old identity, even if removed, so the rest closes the change.
    let settledRemoved = settledNow == nil

    switch oldState {
    case .dragging(var drag):
      let reference = slotDrawing(resolve(oldReferenceID, oldReferenceIndex))
      refer(toSlot: reference)
      drag.raw = unresisted(x)
      drag.start = drag.raw
      x = resisted(drag.raw)
      engine.enter(.dragging(drag))
      let target = releaseSlot(velocity: 0)
      aim(atSlot: target, coordinate: Double(target), id: source.id(at: index(ofSlot: target)))
    case .settling(let motion):
      let oldCurve = motion?.curve ?? .spring(configuration.settleSpring)
      let targetRemoved = oldTargetID.map { reachableIndex(of: $0) == nil } ?? true
      let newTarget = resolve(oldTargetID, oldTargetIndex)
      // Placed as a far jump's target (the settled page too: a reload may have moved it away).
      let destination = slotDrawing(newTarget)
      reannounceAfterReload(
        slot: destination, targetRemoved: targetRemoved, settledRemoved: settledRemoved)
      let target = Double(destination)
      startMotion(
        toSlot: destination, coordinate: target,
        curve: curve(oldCurve, startingAt: velocity, toward: target))
    case .idle:
      break
    }
    refreshLivePages()
    emitScrollIfMoved()
  }

  /// Changes between full pages and an item layout (see ``reload(_:layout:)``): completes any
  /// motion, then rests on the current page by identity in the new geometry.
  private func switchLayout(
    to newLayout: PagerLayout, plan: PagerItemPlan?, source newSource: Source
  )
    throws(PagerError)
  {
    defer { finishTransition() }
    finishMotion()
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settled.index
    let wasEmpty = isEmpty
    let newKnown = PagerIndices(newSource.bounds, layout: newLayout)
    let index =
      newKnown.reach.isEmpty
      ? 0
      : oldSettledID.flatMap { newSource.index(of: $0) }.flatMap {
        newKnown.reach.contains($0) ? $0 : nil
      } ?? newKnown.reach.clamped(oldSettledIndex)
    var newItems: PagerItems<Source>?
    if let plan { newItems = try makeItems(plan, source: newSource, initialIndex: index) }
    layout = newLayout
    source = newSource
    known = newKnown
    items = newItems
    strip = .identity
    x = Double(index)
    live.removeAll(keepingCapacity: true)
    guard !finishReloadIfEmpty(wasEmpty: wasEmpty, oldSettledID: oldSettledID, oldPhase: .idle)
    else { return }
    settle(at: index)
    announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: index)
    emitScrollIfMoved()
  }

  /// The index of the page with identity `id`, when the pager reaches it (see ``bounds``).
  func reachableIndex(of id: Source.PageID) -> Int? {
    guard let index = source.index(of: id), known.reach.contains(index) else { return nil }
    return index
  }

  /// The slot that draws page `index` for a motion toward it: a visible or adjacent slot that
  /// shows it, else one spliced beside the visible pages on its side.
  func slotDrawing(_ index: Int) -> Int {
    guard loops else { return placeDestination(virtual: index, forward: index >= settledIndex) }
    let near = clampedFloor(x)
    let delta = stepDelta(from: self.index(ofSlot: near), to: index, direction: nil)
    return placeDestination(virtual: strip.virtual(at: near) &+ delta, forward: delta >= 0)
  }

  /// The number of virtual steps from `base` to `index`.
  func stepDelta(from base: Int, to index: Int, direction: PageDirection?) -> Int {
    guard loops else { return index - base }
    return Int.loopDelta(from: base, to: index, count: knownCount, direction: direction)
  }

  /// The slot near `anchor` that shows page `index`: the index itself for bounded sources, the
  /// nearest virtual copy for circular ones (ties forward).
  func slot(showing index: Int, near anchor: Int) -> Int {
    guard loops else { return index }
    return anchor + stepDelta(from: logicalIndex(anchor), to: index, direction: nil)
  }

  /// Returns to the page a snapshot describes, by identity (or by its index, clamped into
  /// ``bounds``, when the page is gone or out of the pager's reach). Announces nothing. A settling motion is first completed at its destination
  /// (with its usual events).
  ///
  /// - Parameter snapshot: A snapshot from ``snapshot()``.
  /// - Throws: ``PagerError/emptySource`` when the snapshot names a page and the pager is empty;
  ///   ``PagerError/dragInProgress`` while dragging. Nothing changes when it throws.
  /// - Complexity: O(preloadCount) page requests.
  public func restore(_ snapshot: PagerSnapshot<Source.PageID>) throws(PagerError) {
    try traced(.restore(snapshot)) { () throws(PagerError) in try engineRestore(snapshot) }
  }

  /// Replaces the settings, keeping the position.
  ///
  /// - Parameter newConfiguration: The new settings.
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/invalidConfiguration`` or
  ///   ``PagerError/invalidConfiguration`` (nothing changes).
  /// - Complexity: O(preloadCount) page requests.
  public func setConfiguration(_ newConfiguration: PagerConfiguration) throws(PagerError) {
    try traced(.configure(newConfiguration)) { () throws(PagerError) in
      try setConfigurationUntraced(newConfiguration)
    }
  }

  /// ``setConfiguration(_:)`` without its trace hook.
  private func setConfigurationUntraced(_ newConfiguration: PagerConfiguration)
    throws(PagerError)
  {
    try newConfiguration.validate()
    if let items {
      try setItemConfiguration(newConfiguration.normalized, items: items)
      return
    }
    configuration = newConfiguration.normalized
    if case .dragging(var drag) = engine.state {
      drag.raw = unresisted(x)
      engine.enter(.dragging(drag))
    }
    refreshLivePages()
    finishTransition()
  }

  /// ``setConfiguration(_:)`` for an item layout: a new viewport length keeps the current item
  /// where it is (the strip's rule), and re-anchors a centred layout's ends.
  private func setItemConfiguration(
    _ new: PagerConfiguration, items strip: PagerItems<Source>
  ) throws(PagerError) {
    let itemStrip = try layout.itemStrip(
      count: knownCount, viewportLength: new.pageLength, anchor: anchor)
    // A loop checks its own geometry (an anchor inset that would push an item out of the new
    // viewport) before anything changes.
    if let loop = strip.loopFrame, new.pageLength != strip.viewportLength {
      _ = try loop.remade(for: strip.layout, viewportLength: new.pageLength)
    }
    defer { finishTransition() }
    configuration = new
    strip.axis = new.axis
    strip.layoutDirection = new.layoutDirection
    strip.settleSpring = new.settleSpring
    strip.deceleration = new.deceleration
    try strip.setViewportLength(new.pageLength)
    strip.rubberBandCoefficient = new.rubberBandCoefficient
    if case .dragging(var drag) = engine.state {
      // The finger stays where it is on the new resistance.
      drag.raw = strip.unresisted(strip.offsetValue)
      engine.enter(.dragging(drag))
    }
    if let itemStrip, itemStrip != strip.layout {
      // (A loop's items do not depend on the insets that end a bounded strip.)
      if strip.loops {
        strip.layout = itemStrip
      } else {
        strip.applyReload(source, layout: itemStrip)
      }
    }
    refreshLivePages()
  }

  /// Sets the page length (the viewport's extent on the axis), keeping the position in pages.
  ///
  /// - Parameter length: One page, in points.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinity; ``PagerError/invalidConfiguration``
  ///   for zero or less. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func setPageLength(_ length: Double) throws(PagerError) {
    var copy = configuration
    copy.pageLength = length
    try setConfiguration(copy)
  }
}
