extension Pager {
  /// Moves to the page at `index`, as a programmatic change (the rules every controller keeps:
  /// ``PagingController/scroll(to:direction:animated:)``).
  ///
  /// An animated jump of more than one page animates as if the target were adjacent: the
  /// destination is drawn directly beside the visible pages, and no page in between is created.
  /// An explicit `direction` is honoured by circular sources; a bounded source ignores one that
  /// disagrees with the index order. Animated commands use the transition's timing.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic (default).
  ///   - animated: Whether to animate (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window).
  public func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try command(to: index, direction: direction, animated: animated, cause: .programmatic)
  }

  /// Moves to the page after ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func scrollToNext(animated: Bool = true) throws(PagerError) {
    try step(.forward, animated: animated, cause: .programmatic)
  }

  /// Moves to the page before ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToPrevious(animated:)``.
  /// - Complexity: O(1).
  public func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try step(.reverse, animated: animated, cause: .programmatic)
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
    where strip.virtual(at: slot) == virtual && (loops || isValidSlot(slot)) {
      return slot
    }
    let slot = forward ? high + 1 : low - 1
    strip = strip.spliced(keeping: low, high, destinationSlot: slot, destination: virtual)
    return slot
  }
}
