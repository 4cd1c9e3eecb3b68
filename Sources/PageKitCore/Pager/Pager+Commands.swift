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
    syncSourceCount()
    guard !isEmpty else { throw .emptySource }
    guard phaseValue != .dragging else { throw .dragInProgress }
    let base = targetIndex
    let next = direction == .forward ? base + 1 : base - 1
    let index = isCircular ? next.floorMod(knownCount) : next
    try command(to: index, direction: direction, animated: animated, cause: cause)
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
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window).
  public func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    syncSourceCount()
    guard !isEmpty else { throw .emptySource }
    guard phaseValue != .dragging else { throw .dragInProgress }
    guard index >= 0, index < knownCount else {
      throw .indexOutOfRange(index: index, count: knownCount)
    }
    defer { emitter.deliver() }
    let baseSlot = phaseValue == .settling ? targetSlot : settledSlot
    let baseIndex = self.index(ofSlot: baseSlot)
    guard index != baseIndex else { return }
    // At rest the strip is the identity, so the settled slot shows virtual page `settledSlot`;
    // it still does unless a splice has drawn another page there.
    let settledVirtualStillDrawn = strip.virtual(at: settledSlot) == settledSlot
    let destination: Int
    if phaseValue == .settling, index == settledIndexValue, settledVirtualStillDrawn {
      destination = settledSlot
    } else {
      let delta = stepDelta(from: baseIndex, to: index, direction: direction)
      destination = placeDestination(
        virtual: strip.virtual(at: baseSlot) + delta, forward: delta > 0)
    }
    motionCause = cause
    if animated {
      announce(slot: destination, cause: cause, force: true)
      let distance = Double(destination) - x
      let velocity = stripVelocity
      let normalized = abs(distance) < 1e-9 ? 0 : velocity / distance
      if configuration.reduceMotion {
        startMotion(to: destination, curve: .linear(transition.reducedMotion().timing))
      } else {
        startMotion(
          to: destination,
          curve: .timing(AnyTimingCurve(transition.timing.startingWith(velocity: normalized))))
      }
      refreshLivePages()
    } else {
      announce(slot: destination, cause: cause, force: true)
      targetSlot = destination
      x = Double(destination)
      comeToRest()
    }
  }

  /// The number of virtual steps from `base` to `index`.
  func stepDelta(from base: Int, to index: Int, direction: PageDirection?) -> Int {
    guard isCircular else { return index - base }
    return Int.loopDelta(from: base, to: index, count: knownCount, direction: direction)
  }

  /// The slot where the page `virtual` is drawn for a motion toward it: a slot beside or among
  /// the visible pages that already shows it, or a new slot spliced directly beside them in the
  /// direction of travel.
  func placeDestination(virtual: Int, forward: Bool) -> Int {
    var low = clampedFloor(x)
    var high = Double(low) == x ? low : low + 1
    if let bounds = slotBounds {
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, bounds.lower), bounds.upper)
    }
    let first = forward ? high + 1 : low - 1
    let last = forward ? low - 1 : high + 1
    for slot in stride(from: first, through: last, by: forward ? -1 : 1)
    where strip.virtual(at: slot) == virtual && (isCircular || isValidSlot(slot)) {
      return slot
    }
    let slot = forward ? high + 1 : low - 1
    strip = strip.spliced(keeping: low, high, destinationSlot: slot, destination: virtual)
    return slot
  }
}
