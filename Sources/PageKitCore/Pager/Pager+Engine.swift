/// The pager's answers to the engine: its coordinate is the position along the drawn strip, in
/// pages; its slots are the strip's slots.
extension Pager: PagingEngineHost {
  package var engineSourceCount: Int { source.count }
  package func engineResync() { reload(source) }
  package func engineIndex(ofSlot slot: Int) -> Int { index(ofSlot: slot) }
  package func engineID(at index: Int) -> PageID? { source.id(at: index) }
  package func engineIndex(of id: PageID) -> Int? { source.index(of: id) }

  package var engineCoordinate: Double { x }
  package func engineSetCoordinate(_ value: Double) { x = value }
  package func engineCoordinate(ofSlot slot: Int) -> Double { Double(slot) }
  package var enginePosition: Double { position }
  package var engineItemLength: Double { 1 }

  package func engineCoordinateVelocity(ofFinger velocity: Double) -> Double {
    -velocity * screenSign / configuration.pageLength
  }

  package func engineCoordinateDelta(ofFingerTranslation translation: Double) -> Double {
    -translation * screenSign / configuration.pageLength
  }

  package func engineFollowFinger(to raw: Double) -> Double {
    x = resisted(raw)
    return raw
  }

  package var engineFingerCoordinate: Double { unresisted(x) }

  package func engineReleaseTarget(velocity: Double) -> (slot: Int, coordinate: Double) {
    let slot = releaseSlot(velocity: velocity)
    return (slot, Double(slot))
  }

  package var engineSettleSpring: SpringCurve { configuration.settleSpring }

  package func engineCommandCurve(startingWith velocity: Double) -> MotionCurve {
    configuration.reduceMotion
      ? .linear(transition.reducedMotion().timing)
      : .timing(AnyTimingCurve(transition.timing.startingWith(velocity: velocity)))
  }

  package func engineDestination(for index: Int, from baseSlot: Int, direction: PageDirection)
    -> Int
  {
    let virtual: Int
    if isCircular {
      let delta = Int.loopDelta(
        from: self.index(ofSlot: baseSlot), to: index, count: knownCount, direction: direction)
      virtual = strip.virtual(at: baseSlot) &+ delta
    } else {
      virtual = index
    }
    return placeDestination(virtual: virtual)
  }

  package var engineSettledSlotIsDrawn: Bool {
    // At rest the strip is the identity, so the settled slot shows virtual page `settledSlot`;
    // it still does unless a splice has drawn another page there.
    strip.virtual(at: engine.settledSlot) == engine.settledSlot
  }

  package func engineApplyFrame(_ value: Double) {
    // Past the ends of a bounded source an overshooting curve meets the same resistance as a
    // finger.
    x = resisted(value)
  }

  package func engineWillStartTrip() {}

  package func engineRest(onSlot slot: Int) -> Int {
    let restVirtual = strip.virtual(at: slot)
    let newSlot = isCircular ? logicalIndex(restVirtual) : restVirtual
    remapLive(toSlot: newSlot, fromTargetSlot: slot)
    strip = .identity
    x = Double(newSlot)
    return newSlot
  }

  package func engineDidMove() { refreshLivePages() }
  package func engineSettle(at index: Int) { settle(at: index) }
}
