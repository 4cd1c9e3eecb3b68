extension Pager {
  /// Moves one page in `direction`, with `cause` reported on the change (for auto-scrollers and
  /// other drivers built on the pager).
  ///
  /// - Parameters:
  ///   - direction: The direction of travel.
  ///   - animated: Whether to animate.
  ///   - cause: The cause reported by the events.
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func step(
    _ direction: PageDirection, animated: Bool = true, cause: PageChangeCause
  ) throws(PagerError) {
    try engineStep(direction, animated: animated, cause: cause)
  }

  /// Moves to `index` with `cause` reported on the change. ``PagingController/scroll(to:direction:animated:)``
  /// calls it with ``PageChangeCause/programmatic``; drivers (a tab coordinator, an auto-scroller)
  /// call it with their own cause.
  ///
  /// - Moving to the page the pager is on (or, while settling, already heading to) does nothing
  ///   and emits nothing.
  /// - While settling, the motion retargets from the current position and velocity, without a
  ///   jump. Commanding the settled page goes back to the very slot the motion left (never around
  ///   a circular loop) and ends with `didCancelPageChange`.
  /// - An animated jump of more than one page animates as if the target were adjacent: the
  ///   destination is drawn directly beside the visible pages, and no page in between is created.
  /// - Not animated: the pager lands at once, emitting `willChangePage` then `didChangePage`.
  ///
  /// Direction: `nil` picks it — index order for bounded sources, the shortest path for circular
  /// ones (ties go forward), measured from ``targetIndex``. An explicit direction is honoured by
  /// circular sources; a bounded source ignores one that disagrees with the index order.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic.
  ///   - animated: Whether to animate with the transition's timing.
  ///   - cause: The cause reported by the events.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)`` (``PagerError/indexOutOfBounds(index:bounds:)``
  ///   for a source without a count: past an end that exists, or beyond
  ///   ``PageBounds/reachableMagnitude``), in that order. Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window).
  public func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    try engineCommand(to: index, direction: direction, animated: animated, cause: cause)
  }

  /// The slot where the page `virtual` is drawn for a motion toward it: a slot among or beside
  /// the visible pages that already shows it, or a new slot spliced directly beside them on the
  /// side where it lies from the settled page (index order when bounded, the path taken round a
  /// loop) — the side `PageChange.direction` names. The visible pages are those of the drawn
  /// strip at the position, never a rubber-band gap past a bounded edge.
  func placeDestination(virtual: Int) -> Int {
    var low = clampedFloor(x)
    var high = Double(low) == x ? low : low + 1
    if let bounds = slotBounds {
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, bounds.lower), bounds.upper)
    }
    let settled = engine.settledSlot
    let forward: Bool
    if virtual != settled {
      forward = virtual > settled
    } else {
      // The settled page, no longer drawn in its slot: it lies behind the way the motion went.
      forward = x < Double(settled)
    }
    for slot in (low - 1)...(high + 1)
    where strip.virtual(at: slot) == virtual && (isCircular || isValidSlot(slot)) {
      return slot
    }
    let slot = forward ? high + 1 : low - 1
    strip = strip.spliced(keeping: low, high, destinationSlot: slot, destination: virtual)
    return slot
  }
}
