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
    try traced(.scroll(index, direction, animated: animated)) { () throws(PagerError) in
      try command(to: index, direction: direction, animated: animated, cause: .programmatic)
    }
  }

  /// Moves to the page after ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func scrollToNext(animated: Bool = true) throws(PagerError) {
    try traced(.scrollToNext(animated: animated)) { () throws(PagerError) in
      try step(.forward, animated: animated, cause: .programmatic)
    }
  }

  /// Moves to the page before ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToPrevious(animated:)``.
  /// - Complexity: O(1).
  public func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try traced(.scrollToPrevious(animated: animated)) { () throws(PagerError) in
      try step(.reverse, animated: animated, cause: .programmatic)
    }
  }

  /// The slot where virtual page `virtual` comes to rest for a command or a reload, by the
  /// strip's one far-jump rule (``PagerStrip/placement(ofDestination:view:_:visible:_:forward:bounded:settledSlot:isBeforeSettled:beyondEdge:isInFrame:)``):
  /// the slot beside the visible pages that shows it already, else a splice directly beside
  /// them on the side of the change's direction (`forward`: a loop's path taken; a bounded
  /// pager goes by index order from the settled page), never into the rubber band's gap.
  func placeDestination(virtual: Int, forward: Bool) -> Int {
    var low = clampedFloor(x)
    var high = Double(low) == x ? low : low + 1
    let bounds = slotBounds
    var beyondEdge: PageDirection?
    if let bounds {
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, bounds.lower), bounds.upper)
      if x > Double(bounds.upper) { beyondEdge = .forward }
      if x < Double(bounds.lower) { beyondEdge = .reverse }
    }
    if bounds != nil, strip.rebaseShift(visible: low, high, bounded: true) == 0 {
      // Every page on screen lies where the content draws it: what is left of a splice off
      // screen goes (nothing on screen moves), and the destination is placed as from an
      // unspliced strip, as the item geometry does.
      let target = index(ofSlot: engine.target.slot)
      let reference = index(ofSlot: engine.reference.slot)
      strip = .identity
      engine.rebase(
        settledSlot: engine.settled.index, targetSlot: target, referenceSlot: reference)
    }
    let settled = engine.settled.slot
    let placement = strip.placement(
      ofDestination: virtual, view: virtual, virtual, visible: low, high, forward: forward,
      bounded: bounds != nil, settledSlot: settled, isBeforeSettled: x < Double(settled),
      beyondEdge: beyondEdge
    ) { slot in
      // A full page is the whole viewport: a page drawn anywhere but beside the visible ones
      // would be reached past the pages drawn between, so only those beside them count.
      guard slot >= low - 1, slot <= high + 1 else { return false }
      guard let bounds else { return true }
      return slot >= bounds.lower && slot <= bounds.upper
    }
    strip = placement.strip
    return placement.slot
  }
}
