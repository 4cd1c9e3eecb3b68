extension Pager {
  /// A finger touched the pager.
  ///
  /// From rest, the settled page is the reference for the release. During a settle, the motion
  /// stops where it is (a re-grab) and its pending target becomes the reference; the announced
  /// change stays open until the pager comes to rest.
  ///
  /// - Throws: ``PagerError/emptySource``; ``PagerError/dragInProgress`` if already dragging.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1).
  public func beginDrag() throws(PagerError) {
    try traced(.beginDrag) { () throws(PagerError) in try engineBeginDrag() }
  }

  /// The finger moved by `translation` points along the axis since the last call (positive =
  /// right or down on screen, as a pan gesture reports it). In a left-to-right horizontal pager
  /// a finger moving left moves forward. Past the ends of a bounded source the motion meets
  /// rubber-band resistance — only at an end that exists for a source without a count (and at
  /// ``PageBounds/reachableMagnitude`` in a direction without one).
  ///
  /// - Parameter translation: The finger's displacement since the previous `drag(by:)`, in
  ///   points along the axis, as a pan gesture reports it (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging`` (without ``beginDrag()``). Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) when a page enters the live window).
  @inlinable
  public func drag(by translation: Double) throws(PagerError) {
    try traced(.drag(translation)) { () throws(PagerError) in try engineDrag(by: translation) }
  }

  /// The finger lifted with `velocity` points per second along the axis (positive = right or
  /// down on screen).
  ///
  /// The ``snap`` strategy chooses the page. The default, ``PagingSnap/paging``, is the release
  /// rule: a slow release (|velocity| ≤ 300 points per second) goes to the page nearest the
  /// position, an exact half going back to the reference; a fast one goes to the next page
  /// boundary in the velocity's direction (with `PagingSnap(maxItems: n)`, up to `n − 1` more
  /// toward the projected resting position). Clamped to the source. The settle is a spring that
  /// starts at the release velocity.
  ///
  /// A glitched velocity beyond 100 pages per second still chooses the page by the rule above,
  /// but the spring starts at 100 pages per second.
  ///
  /// - Parameter velocity: The finger's velocity at release, in points per second along the
  ///   axis, as a pan gesture reports it (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging``. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func endDrag(velocity: Double) throws(PagerError) {
    try traced(.endDrag(velocity)) { () throws(PagerError) in
      try engineEndDrag(velocity: velocity)
    }
  }

  // MARK: Release rule

  /// Pages the release window reaches beyond the position, the projection, the reference and
  /// the drag's start: room for a strategy's next page past any of them (a boundary one page on,
  /// and the page after it for an exact half).
  static var releaseWindowMargin: Int { 2 }

  /// The farthest, in pages, that a release's projection widens the window: a fling projected
  /// further (a glitched velocity) is judged as if it came to rest this many pages on. No finger
  /// projects this far (a hard fling projects a few pages).
  static var releaseProjectionReach: Double { 1_000 }

  /// The slot a release with `velocity` (screen points per second) settles on: the snap
  /// strategy's choice.
  ///
  /// The strategy sees the pager's drawn strip as full pages (a ``UniformStrip`` whose item is
  /// the page, no spacing, ``SnapAnchor/leading(_:)`` 0) in a window of slots: from the lowest
  /// to the highest of the position, its projection with the configuration's
  /// ``PagerConfiguration/deceleration`` (at most ``releaseProjectionReach`` pages on), the
  /// reference slot and the drag's start, widened by
  /// ``releaseWindowMargin`` pages on each side and clamped to the slot bounds where they exist
  /// (a loop or a direction without an end has none). Offsets are `(slot − low) × pageLength`;
  /// the strategy's item is mapped back to its slot. A choice outside the window or at a
  /// non-finite offset gets the fallback: the page nearest the position, ties to the reference.
  ///
  /// - Complexity: O(1) plus the strategy's cost on a ``UniformStrip`` (O(1) for the built-ins);
  ///   allocates nothing for an inline strategy (every built-in).
  func releaseSlot(velocity: Double) -> Int {
    let pageLength = configuration.pageLength
    let contentVelocity = -velocity * screenSign
    let reference = engine.reference.slot
    var start = x
    if case .dragging(let drag) = engine.state { start = drag.start }
    let reach = Self.releaseProjectionReach
    let projection = configuration.deceleration.projectedDistance(contentVelocity: contentVelocity)
    let projected = x + min(max(projection / pageLength, -reach), reach)
    let margin = Self.releaseWindowMargin
    var low = clampedFloor(min(min(x, projected), min(start, Double(reference)))) &- margin
    var high = -clampedFloor(-max(max(x, projected), max(start, Double(reference)))) &+ margin
    if let bounds = slotBounds {
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, low), bounds.upper)
    }
    let origin = Double(low)
    guard let strip = try? UniformStrip(count: high &- low &+ 1, itemLength: pageLength) else {
      return reference
    }
    let proposal = SnapProposal(
      strip: strip, viewportLength: pageLength, anchor: .leading(0),
      currentOffset: (x - origin) * pageLength, proposedOffset: (projected - origin) * pageLength,
      contentVelocity: contentVelocity, dragStartOffset: (start - origin) * pageLength,
      referenceIndex: reference &- low)
    let target = snap.target(for: proposal)
    if let index = target.index, target.offset.isFinite, index >= 0, index < strip.count {
      return low &+ index
    }
    let geometry = SnapGeometry(
      strip: strip, viewportLength: pageLength, anchor: .leading(0), count: strip.count)
    return low &+ geometry.nearest(to: proposal.currentOffset, tieToward: reference &- low)
  }

  // MARK: Rubber band

  /// The pager's edge resistance, in pages (a page is the dimension).
  var rubberBand: RubberBand {
    RubberBand(coefficient: configuration.rubberBandCoefficient, dimension: 1)
  }

  /// The drawn position for a finger position: resisted past the bounds (``RubberBand``).
  func resisted(_ raw: Double) -> Double {
    guard let bounds = slotBounds else { return raw }
    return rubberBand.resisted(raw, lower: Double(bounds.lower), upper: Double(bounds.upper))
  }

  /// The finger position that draws at `drawn` (the inverse of ``resisted(_:)``).
  func unresisted(_ drawn: Double) -> Double {
    guard let bounds = slotBounds else { return drawn }
    return rubberBand.unresisted(drawn, lower: Double(bounds.lower), upper: Double(bounds.upper))
  }
}
