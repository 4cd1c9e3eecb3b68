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
  ///   ``PagerError/invalidConfiguration(_:)`` for a bad layout (see ``PagerLayout``; also a
  ///   variable layout over a source without a count);
  ///   ``PagerError/duplicatePageID(index:firstIndex:)`` when two pages of `newSource` share an
  ///   identity; ``PagerError/missingPage(index:)`` when `newSource` has no page where the
  ///   pager would rest (the settled page by identity, else the index nearest it). A source
  ///   with a count above ``PageBounds/reachableMagnitude`` is refused with
  ///   `.invalidConfiguration`.
  /// - Complexity: O(preloadCount) page requests plus the source's `index(of:)` lookups (plus
  ///   O(n) for a variable layout's prefix sums).
  public func reload(_ newSource: Source, layout newLayout: PagerLayout? = nil)
    throws(PagerError)
  {
    try apply(.reload(newSource, layout: newLayout))
  }

  /// ``reload(_:layout:)``, untraced (``apply(_:)`` calls it).
  func performReload(_ newSource: Source, layout newLayout: PagerLayout?)
    throws(PagerError)
  {
    let layout = newLayout ?? self.layout
    let newKnown = PagerIndices(newSource.bounds, layout: layout)
    let values = try Self.itemValues(
      layout: layout, anchor: anchor, known: newKnown, source: newSource,
      viewportLength: configuration.viewportLength)
    try newSource.checkUniqueIdentities()
    if let index = restingIndex(in: newSource, known: newKnown) {
      try newSource.checkPage(at: index)
    }
    // A reload drops the part of a detent a rotary input turned.
    guard geometryAccepts(values) else {
      try switchLayout(to: layout, values: values, source: newSource)
      engine.turn(to: 0)
      return
    }
    defer { finishTransition() }
    engine.turn(to: 0)
    self.layout = layout
    source = newSource
    known = newKnown
    live.removeAll(keepingCapacity: true)
    carry(into: values, source: newSource)
    refreshLivePages()
  }

  /// Changes between full pages and an item layout, or turns a loop on or off (see
  /// ``reload(_:layout:)``): the one carry of a change that builds a new geometry. The new
  /// geometry is built and checked first, apart from the pager's engine, so nothing changes
  /// when it throws; then any motion completes on its target (with its usual events), the new
  /// values are taken, and the pager rests on the settled page by identity (else the index
  /// nearest it), announcing a change as a reload at rest does and reporting a move of the
  /// position once.
  private func switchLayout(
    to newLayout: PagerLayout, values: PagerItemValues, source newSource: Source
  )
    throws(PagerError)
  {
    let newKnown = PagerIndices(newSource.bounds, layout: newLayout)
    // Where the pager will rest once the motion completes: the target's page by identity.
    let targetRest = restingIndex(
      in: newSource, known: newKnown, id: engine.target.id, index: engineTargetIndex)
    if let targetRest { try newSource.checkPage(at: targetRest) }
    let count = try PagerItems<Source>.checked(values, source: newSource)
    defer { finishTransition() }
    finishMotion()
    let oldSettledID = engine.settled.id
    let oldSettledIndex = engine.settledIndex
    let wasEmpty = isEmpty
    let index = restingIndex(in: newSource, known: newKnown) ?? 0
    layout = newLayout
    source = newSource
    known = newKnown
    geometry.take(values, source: newSource, count: count)
    live.removeAll(keepingCapacity: true)
    guard !finishReloadIfEmpty(wasEmpty: wasEmpty, oldSettledID: oldSettledID, oldPhase: .idle)
    else { return }
    settle(at: index)
    announceReloadAtRest(from: oldSettledID, formerly: oldSettledIndex, to: index)
    emitScrollIfMoved()
  }

  /// The page a reload to `newSource` rests on (`nil` when it is empty): the settled page by
  /// identity, or, when it is gone or out of reach, the index nearest the settled index.
  func restingIndex(in newSource: Source, known newKnown: PagerIndices) -> Int? {
    restingIndex(in: newSource, known: newKnown, id: engine.settled.id, index: engine.settledIndex)
  }

  /// The page a reload to `newSource` rests on for the page `id` at `index` now: the same page
  /// by identity, or, when it is gone or out of reach, the index nearest `index` (`nil` when
  /// `newSource` is empty).
  func restingIndex(
    in newSource: Source, known newKnown: PagerIndices, id: Source.PageID?, index: Int
  ) -> Int? {
    guard !newKnown.reach.isEmpty else { return nil }
    let kept = id.flatMap { newSource.index(of: $0) }.flatMap {
      newKnown.reach.contains($0) ? $0 : nil
    }
    return kept ?? newKnown.reach.clamped(index)
  }

  /// The index of the page with identity `id`, when the pager reaches it (see ``bounds``).
  func reachableIndex(of id: Source.PageID) -> Int? {
    guard let index = source.index(of: id), known.reach.contains(index) else { return nil }
    return index
  }

  /// Returns to the page a snapshot describes, by identity (or by its index, clamped into
  /// ``bounds``, when the page is gone or out of the pager's reach).
  ///
  /// Restoring announces nothing, as creating a pager does: no event at all, not even
  /// ``PagerEvent/didChangePage(_:)`` when the settled page changes. After it, read the state
  /// (``settledIndex``, ``settledPageID``, ``livePages``) and draw it as after creating the
  /// pager; an `ObservablePager` over it needs `refresh()`. A settling motion is first completed
  /// at its destination, with its usual events.
  ///
  /// - Parameter snapshot: A snapshot from ``snapshot()``.
  /// - Throws: ``PagerError/emptySource`` when the snapshot names a page and the pager is empty;
  ///   ``PagerError/dragInProgress`` while dragging. Nothing changes when it throws.
  /// - Complexity: O(preloadCount) page requests.
  public func restore(_ snapshot: PagerSnapshot<Source.PageID>) throws(PagerError) {
    try apply(.restore(snapshot))
  }

  /// Replaces the settings, keeping the position.
  ///
  /// - Parameter newConfiguration: The new settings.
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/invalidConfiguration(_:)`` or
  ///   ``PagerError/invalidConfiguration(_:)`` (nothing changes).
  /// - Complexity: O(preloadCount) page requests.
  public func setConfiguration(_ newConfiguration: PagerConfiguration) throws(PagerError) {
    try apply(.configure(newConfiguration))
  }

  /// ``setConfiguration(_:)``, untraced (``apply(_:)`` calls it).
  func performConfiguration(_ newConfiguration: PagerConfiguration)
    throws(PagerError)
  {
    try newConfiguration.validate()
    let new = newConfiguration.normalized
    let geometry = geometry
    // Full pages count pages: a new page length changes only the unit (the position in pages
    // is kept). An item layout keeps the current item where it is (the geometry's rule) and
    // re-anchors a centred layout's ends.
    let old = geometry.values
    var values = old
    if old.pageLength != nil {
      // Full pages count the anchor's inset in pages: a new page length re-anchors them.
      if new.viewportLength != old.pageLength {
        values = try Self.itemValues(
          layout: layout, anchor: anchor, known: known, source: source,
          viewportLength: new.viewportLength)
      }
    } else {
      // The strip a centred anchor re-anchors in the new viewport (its insets), built and
      // checked as a reload builds it (the items the pager reaches, the anchor's inset inside
      // the new viewport), and a loop's frame for it, which keeps its kind and options (a
      // loop's items do not depend on those insets), before anything changes.
      let strip = try Self.itemStrip(
        layout: layout, anchor: anchor, known: known, viewportLength: new.viewportLength)
      if new.viewportLength != old.viewportLength, let frame = old.loop {
        values.loop = try frame.remade(for: strip, viewportLength: new.viewportLength)
      }
      values.strip = strip
      values.viewportLength = new.viewportLength
    }
    defer { finishTransition() }
    configuration = new
    geometry.axis = new.axis
    geometry.layoutDirection = new.layoutDirection
    geometry.settleSpring = new.settleSpring
    geometry.deceleration = new.deceleration
    geometry.rubberBandCoefficient = new.rubberBandCoefficient
    // One carry for all of it (a finger keeps its place on a new rubber band there too).
    carry(into: values)
    refreshLivePages()
  }

  /// Sets the viewport's extent on the axis (from each layout pass). Full pages keep the
  /// position in pages; an item layout keeps the current item, as a reload does: at rest it
  /// rests on its new resting offset, and in motion (a drag, a settle) it keeps its distance
  /// from the anchor, whose place in the viewport may move (`.center`, `.trailing`).
  ///
  /// - Parameter length: The viewport's length, in points.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinity; ``PagerError/invalidConfiguration(_:)``
  ///   for zero or less, or for a viewport shorter than an item. Nothing changes when it throws.
  /// - Complexity: O(1) for full pages and uniform items; O(n) for variable lengths.
  public func setViewportLength(_ length: Double) throws(PagerError) {
    var copy = configuration
    copy.viewportLength = length
    try setConfiguration(copy)
  }

  /// Sets the viewport's extent on the axis: the old name of ``setViewportLength(_:)``.
  ///
  /// - Parameter length: The viewport's length, in points.
  /// - Throws: As ``setViewportLength(_:)``.
  @available(*, deprecated, renamed: "setViewportLength(_:)")
  public func setPageLength(_ length: Double) throws(PagerError) {
    try setViewportLength(length)
  }

}
