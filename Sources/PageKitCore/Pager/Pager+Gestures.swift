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
    try engineBeginDrag()
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
    try engineDrag(by: translation)
  }

  /// The finger lifted with `velocity` points per second along the axis (positive = right or
  /// down on screen).
  ///
  /// The release rule: a slow release (|velocity| ≤ the threshold) goes to the page nearest the
  /// position, an exact half going back to the reference; a fast one goes to the next page
  /// boundary in the velocity's direction (plus up to `maxPagesPerFling − 1` more toward the
  /// projected resting position). Clamped to the source. The settle is a spring that starts at
  /// the release velocity.
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
    try engineEndDrag(velocity: velocity)
  }

  // MARK: Release rule

  /// The slot a release with `velocity` (screen points per second) would settle on.
  func releaseSlot(velocity: Double) -> Int {
    let slotVelocity = -velocity * screenSign / configuration.pageLength
    var slot: Int
    if abs(velocity) <= configuration.velocityThreshold || slotVelocity == 0 {
      slot = nearestSlot(to: x, tieToward: engine.referenceSlot)
    } else {
      let direction = slotVelocity > 0 ? 1 : -1
      let boundary =
        direction > 0 ? clampedFloor(x) + 1 : -clampedFloor(-x) - 1
      slot = boundary
      let extra = configuration.maxPagesPerFling - 1
      if extra > 0 {
        // Apple's discrete projection at 0.998 per millisecond, in slots.
        let projected = x + (slotVelocity / 1000) * 0.998 / (1 - 0.998)
        let nearest = nearestSlot(to: projected, tieToward: boundary)
        let beyond = min(max((nearest - boundary) * direction, 0), extra)
        slot = boundary + beyond * direction
      }
    }
    if let bounds = slotBounds {
      slot = min(max(slot, bounds.lower), bounds.upper)
    }
    return slot
  }

  /// The slot nearest `position`; an exact half goes to the side of `reference`.
  func nearestSlot(to position: Double, tieToward reference: Int) -> Int {
    let lower = clampedFloor(position)
    let fraction = position - Double(lower)
    if fraction < 0.5 { return lower }
    if fraction > 0.5 { return lower + 1 }
    return reference <= lower ? lower : lower + 1
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
