/// The carousel's answers to the engine: its coordinate is the content offset, in points; its
/// slots are virtual items (unbounded in a loop, shifted by whole cycles when it recenters).
extension Carousel: PagingEngineHost {
  @usableFromInline package var engineSourceCount: Int { Self.layoutCount(of: source) }
  @usableFromInline package func engineResync() {
    // A source that lost its count behind the carousel's back cannot be laid out: the carousel
    // keeps the items it has, as a reload with such a source does.
    guard source.bounds.isCounted else { return }
    applyReload(source)
  }
  @usableFromInline package func engineIndex(ofSlot slot: Int) -> Int {
    logicalIndex(strip.virtual(at: slot))
  }
  @usableFromInline package func engineID(at index: Int) -> Source.PageID? { source.id(at: index) }
  @usableFromInline package func engineIndex(of id: Source.PageID) -> Int? { source.index(of: id) }

  @usableFromInline package var engineCoordinate: Double { offsetValue }
  @usableFromInline package func engineSetCoordinate(_ value: Double) { offsetValue = value }
  @usableFromInline package func engineCoordinate(ofSlot slot: Int) -> Double {
    slotCoordinate(slot)
  }
  @usableFromInline package var enginePosition: Double { position }
  @usableFromInline package var engineItemLength: Double { layout.stride }

  @usableFromInline package func engineCoordinateVelocity(ofFinger velocity: Double) -> Double {
    -velocity * screenSign
  }

  @usableFromInline package func engineCoordinateDelta(ofFingerTranslation translation: Double)
    -> Double
  {
    -translation * screenSign
  }

  @usableFromInline package func engineFollowFinger(to raw: Double) -> Double {
    offsetValue = clampedToFrame(raw)
    recenter()
    return offsetValue
  }

  @usableFromInline package var engineFingerCoordinate: Double { offsetValue }

  @usableFromInline package func engineReleaseTarget(velocity: Double) -> (
    slot: Int, coordinate: Double
  ) {
    let contentVelocity = engineCoordinateVelocity(ofFinger: velocity)
    let proposed =
      contentVelocity == 0
      ? offsetValue
      : deceleration.restingOffset(from: offsetValue, contentVelocity: contentVelocity)
    let choice = snapChoice(velocity: contentVelocity, proposedOffset: proposed)
    return (choice.virtual, choice.offset)
  }

  @usableFromInline package var engineSettleSpring: SpringCurve { settleSpring }

  @usableFromInline package func engineCommandCurve(startingWith velocity: Double)
    -> MotionCurve
  {
    .spring(settleSpring.startingWith(velocity: velocity))
  }

  @usableFromInline package func engineDestination(
    for index: Int, from baseSlot: Int, direction: PageDirection
  )
    -> Int
  {
    let virtual: Int
    if layout.loops {
      let base = strip.virtual(at: baseSlot)
      virtual =
        base
        &+ Int.loopDelta(from: logicalIndex(base), to: index, count: count, direction: direction)
    } else {
      virtual = index
    }
    return placeDestination(virtual: virtual, direction: direction)
  }

  @usableFromInline package var engineSettledSlotIsDrawn: Bool {
    // At rest the strip is the identity; the settled slot still shows the settled item unless a
    // splice has drawn another there.
    strip.virtual(at: engine.settled.slot) == engine.settled.slot
  }

  @usableFromInline package func engineApplyFrame(_ value: Double) {
    offsetValue = clampedToFrame(value)
    recenter()
  }

  @usableFromInline package func engineWillStartTrip() {
    centerTrip(to: engine.targetCoordinate)
  }

  @usableFromInline package func engineRest(onSlot slot: Int) -> Int {
    if !strip.isIdentity {
      // The frame becomes the content's own: the item drawn in the slot moves to its place.
      let shift = strip.virtual(at: slot) &- slot
      offsetValue += Double(shift) * layout.stride
      strip = .identity
      aim(atSlot: slot &+ shift, coordinate: engine.targetCoordinate)
    }
    recenter()
    return engine.target.slot
  }

  @usableFromInline package func engineDidMove() {}
  @usableFromInline package func engineSettle(at index: Int) { rest(onLogicalIndex: index) }
}
