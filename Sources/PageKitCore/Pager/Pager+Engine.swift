/// The pager's answers to the engine: its coordinate is the position along the drawn strip, in
/// pages; its slots are the strip's slots.
extension Pager: PagingEngineHost {
  @usableFromInline package var engineSourceCount: Int { source.count }
  @usableFromInline package var engineSourceChanged: Bool {
    // A source with pages `0..<count` that still has them: its count says it (a source that
    // loses its count answers `count` 0, or its new span).
    let count = PagerIndices.reachedCount(source.count)
    if knownCount > 0, known.bounds.isCounted { return count != knownCount }
    return source.bounds != known.bounds
  }
  @usableFromInline package var engineBounds: PageBounds { known.reach }
  @usableFromInline package var engineSourceBounds: PageBounds { known.bounds }
  @usableFromInline package var engineIsEmpty: Bool { highest < lowest }
  @usableFromInline package func engineRangeError(for index: Int) -> PagerError {
    known.rangeError(for: index)
  }
  @usableFromInline package func engineResync() {
    // A source changed behind the pager's back into one with a repeated identity is not taken:
    // the pager keeps what it knew, as a throwing reload does.
    guard case .variable(let lengths, let spacing) = layout else {
      try? reload(source)
      return
    }
    // A variable layout has one length per item: the lengths of the items that remain stay
    // theirs, and items beyond the lengths given take the last length (documented outcome; a
    // reload with `reload(_:layout:)` gives them their own).
    let count = PagerIndices.reachedCount(source.count)
    var adjusted = Array(lengths.prefix(count))
    let fill = lengths.last ?? configuration.pageLength
    while adjusted.count < count { adjusted.append(fill) }
    try? reload(source, layout: .variable(itemLengths: adjusted, spacing: spacing))
  }
  @usableFromInline package func engineIndex(ofSlot slot: Int) -> Int { index(ofSlot: slot) }
  @usableFromInline package func engineID(at index: Int) -> Source.PageID? { source.id(at: index) }
  @usableFromInline package func engineIndex(of id: Source.PageID) -> Int? {
    reachableIndex(of: id)
  }

  /// The full-page pager's drawn position never reads the target: a drag frame leaves it to be
  /// chosen when read.
  @usableFromInline package var engineTracksDragTarget: Bool {
    items?.engineTracksDragTarget ?? false
  }

  /// Full pages always rest on a page; an item layout may rest between items (a strategy that
  /// glides).
  @usableFromInline package var engineRestsBetweenItems: Bool {
    items?.engineRestsBetweenItems ?? false
  }

  @usableFromInline package var engineCoordinate: Double { items?.engineCoordinate ?? x }
  @usableFromInline package func engineSetCoordinate(_ value: Double) {
    if let items { items.engineSetCoordinate(value) } else { x = value }
  }
  @usableFromInline package func engineCoordinate(ofSlot slot: Int) -> Double {
    items?.engineCoordinate(ofSlot: slot) ?? Double(slot)
  }
  @usableFromInline package var enginePosition: Double { position }
  @usableFromInline package var engineItemLength: Double { items?.engineItemLength ?? 1 }

  @usableFromInline package func engineCoordinateVelocity(ofFinger velocity: Double) -> Double {
    if let items { return items.engineCoordinateVelocity(ofFinger: velocity) }
    return -velocity * screenSign / configuration.pageLength
  }

  @usableFromInline package func engineCoordinateDelta(ofFingerTranslation translation: Double)
    -> Double
  {
    if let items { return items.engineCoordinateDelta(ofFingerTranslation: translation) }
    return -translation * screenSign / configuration.pageLength
  }

  @usableFromInline package func engineFollowFinger(to raw: Double) -> Double {
    if let items { return items.engineFollowFinger(to: raw) }
    x = resisted(raw)
    return raw
  }

  @usableFromInline package var engineFingerCoordinate: Double {
    items?.engineFingerCoordinate ?? unresisted(x)
  }

  @usableFromInline package func engineReleaseTarget(velocity: Double) -> (
    slot: Int, coordinate: Double
  ) {
    if let items { return items.engineReleaseTarget(velocity: velocity) }
    let slot = releaseSlot(velocity: velocity)
    return (slot, Double(slot))
  }

  @usableFromInline package func engineSettleCurve(
    toward target: Double, startingAt velocity: Double
  ) -> MotionCurve {
    if let items { return items.engineSettleCurve(toward: target, startingAt: velocity) }
    return curve(.spring(engineSettleSpring), startingAt: velocity, toward: target)
  }

  @usableFromInline package var engineSettleSpring: SpringCurve { configuration.settleSpring }

  @usableFromInline package func engineCommandCurve(startingWith velocity: Double)
    -> MotionCurve
  {
    .timing(
      configuration.reduceMotion
        ? transition.reducedMotion().timing
        : transition.timing.startingWith(velocity: velocity))
  }

  @usableFromInline package func engineDestination(
    for index: Int, from baseSlot: Int, direction: PageDirection
  )
    -> Int
  {
    if let items {
      return items.engineDestination(for: index, from: baseSlot, direction: direction)
    }
    guard loops else { return placeDestination(virtual: index, forward: direction == .forward) }
    let delta = Int.loopDelta(
      from: self.index(ofSlot: baseSlot), to: index, count: knownCount, direction: direction)
    return placeDestination(virtual: strip.virtual(at: baseSlot) &+ delta, forward: delta >= 0)
  }

  @usableFromInline package var engineSettledSlotIsDrawn: Bool {
    if let items { return items.engineSettledSlotIsDrawn }
    // At rest the strip is the identity, so the settled slot shows virtual page `settled.slot`;
    // it still does unless a splice has drawn another page there.
    return strip.virtual(at: engine.settled.slot) == engine.settled.slot
  }

  @usableFromInline package func engineApplyFrame(_ value: Double) {
    if let items { return items.engineApplyFrame(value) }
    // Past the ends of a bounded source, the rubber band's rule for a motion
    // (`RubberBand.framed`): an overshoot resists, a release from the band comes back smoothly.
    guard let bounds = slotBounds else {
      x = value
      return
    }
    var from: Double?
    if case .settling(let motion?) = engine.state { from = motion.from }
    x = rubberBand.framed(
      value, lower: Double(bounds.lower), upper: Double(bounds.upper), from: from)
  }

  @usableFromInline package func engineWillStartTrip() { items?.engineWillStartTrip() }

  @usableFromInline package func engineRest(onSlot slot: Int) -> Int {
    if let items {
      let drawn = items.drawnStrip
      let newSlot = items.engineRest(onSlot: slot)
      remapLive(toSlot: newSlot, fromTargetSlot: slot, drawn: drawn)
      return newSlot
    }
    let restVirtual = strip.virtual(at: slot)
    let newSlot = loops ? logicalIndex(restVirtual) : restVirtual
    remapLive(toSlot: newSlot, fromTargetSlot: slot, drawn: strip)
    strip = .identity
    x = Double(newSlot)
    return newSlot
  }

  @usableFromInline package func engineDidMove() { refreshLivePages() }
  @usableFromInline package func engineSettle(at index: Int) { settle(at: index) }
}
