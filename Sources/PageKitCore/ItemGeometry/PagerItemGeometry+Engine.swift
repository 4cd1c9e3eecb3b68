/// The geometry's answers to the engine's questions, which the pager, the engine's one host,
/// asks (`Pager+Engine.swift`): the coordinate is the content offset (in points for an item
/// layout, in pages for full pages); the slots are the layout's items, or a loop's virtual ones.
extension PagerItemGeometry {
  @usableFromInline package var engineSourceCount: Int {
    // A source without a count has the items the layout lays out from `indexBase`.
    guard source.bounds.isCounted else { return max(layout.count, 0) }
    return min(max(source.count, 0), max(layout.count, 0))
  }
  /// The source indices of the items: `indexBase ..< indexBase + count`.
  @usableFromInline package var engineBounds: PageBounds {
    PageBounds(first: indexBase, end: indexBase &+ knownCount)
  }
  @usableFromInline package func engineIndex(ofSlot slot: Int) -> Int {
    drawnIndex(ofSlot: slot) &+ indexBase
  }

  @usableFromInline package func engineID(at index: Int) -> Source.PageID? {
    let item = item(ofIndex: index)
    return item >= 0 && item < knownCount ? source.id(at: index) : nil
  }

  @usableFromInline package func engineIndex(of id: Source.PageID) -> Int? {
    guard let index = source.index(of: id) else { return nil }
    let item = item(ofIndex: index)
    guard item >= 0, item < knownCount else { return nil }
    return index
  }

  @usableFromInline package var engineRestsBetweenItems: Bool { restsBetweenItems }

  /// A drag frame chooses the target at once only where what is drawn reads it: in a loop
  /// (whose release falls back on the target) and across a far jump's splice. Elsewhere the
  /// target is chosen when it is read, as for full pages, so a drag frame asks the snap
  /// strategy nothing (the position is the offset's alone, in a run too).
  @usableFromInline package var engineTracksDragTarget: Bool {
    loops || !isUnspliced || knownCount == 0
  }

  @usableFromInline package func engineStop(ofIndex index: Int) -> (
    stop: Int, run: ClosedRange<Int>
  ) {
    let found = stop(ofItem: item(ofIndex: index))
    guard indexBase != 0 else { return found }
    let run = (found.run.lowerBound &+ indexBase)...(found.run.upperBound &+ indexBase)
    return (found.stop &+ indexBase, run)
  }

  @usableFromInline package var engineCoordinate: Double { offsetValue }
  @usableFromInline package func engineSetCoordinate(_ value: Double) { engine.draw(at: value) }

  @usableFromInline package func engineCoordinate(ofSlot slot: Int) -> Double {
    slotCoordinate(slot)
  }

  @usableFromInline package var engineItemLength: Double { meanStride }

  @usableFromInline package func engineCoordinateVelocity(ofFinger velocity: Double) -> Double {
    -velocity * screenSign / pointsPerUnit
  }

  @usableFromInline package func engineCoordinateDelta(ofFingerTranslation translation: Double)
    -> Double
  {
    -translation * screenSign / pointsPerUnit
  }

  @usableFromInline package func engineFollowFinger(to raw: Double) -> Double {
    engine.draw(at: resisted(raw))
    guard loops else { return raw }
    // A loop recentres under the finger: the drag keeps the recentred offset.
    recenter()
    return offsetValue
  }

  @usableFromInline package var engineFingerCoordinate: Double { unresisted(offsetValue) }

  @usableFromInline package func engineReleaseTarget(velocity: Double) -> (
    slot: Int, coordinate: Double
  ) {
    releaseTarget(fingerVelocity: velocity)
  }

  /// How much slower than the deceleration's own rate a glide may decay: the projection is the
  /// discrete one (a hair shorter than the continuous `v / λ`), so a glide to it decays a hair
  /// harder, never softer; a little slack keeps exact projections gliding.
  static var glideRateTolerance: Double { 0.99 }

  /// A gliding strategy's release decays from its velocity to its target (the decay scaled to
  /// end exactly there); otherwise, and when the velocity does not point toward the target,
  /// the settle spring.
  @usableFromInline package func engineSettleCurve(
    toward target: Double, startingAt velocity: Double
  ) -> MotionCurve {
    let distance = target - offsetValue
    // A glide decelerates at least as hard as the deceleration that projected it: a release
    // whose velocity cannot carry it to the target at that rate (pulled back from the rubber
    // band, say) settles on the spring, as a scroll view bounces back, instead of crawling.
    guard glides, velocity * distance > 0,
      velocity / distance >= deceleration.decayRate * Self.glideRateTolerance
    else {
      return MotionCurve.spring(settleSpring).startingWith(velocity: velocity, over: distance)
    }
    return .decay(DecayCurve(distance: distance, velocity: velocity))
  }

  @usableFromInline package func engineDestination(
    for index: Int, from baseSlot: Int, direction: PageDirection
  )
    -> Int
  {
    guard loops else { return placeDestination(item(ofIndex: index)) }
    let base = strip.virtual(at: baseSlot)
    let virtual =
      base
      &+ Int.loopDelta(
        from: base.floorMod(knownCount), to: index, count: knownCount, direction: direction)
    return placeDestination(virtual, forward: direction == .forward)
  }

  @usableFromInline package var engineSettledSlotIsDrawn: Bool {
    // (A loop's settled slot is its virtual item; a bounded strip's, its index.)
    strip.virtual(at: engine.settledSlot)
      == (loops ? engine.settledSlot : item(ofIndex: engine.settledIndex))
  }

  @usableFromInline package func engineApplyFrame(_ value: Double) {
    guard !loops else {
      engine.draw(at: value)
      recenter()
      return
    }
    // Past the ends, the rubber band's rule for a motion (`RubberBand.framed`).
    var from: Double?
    if case .settling(let motion?) = engine.state { from = motion.from }
    let range = frameRange
    engine.draw(
      at: rubberBand.framed(value, lower: range.lowerBound, upper: range.upperBound, from: from))
  }

  @usableFromInline package func engineWillStartTrip() {
    centerTrip(to: engine.targetCoordinate)
  }

  @usableFromInline package func engineRest(onSlot slot: Int) -> Int {
    if loops, let loopFrame {
      if !isUnspliced {
        // The frame becomes the content's own: the item drawn in the slot moves to its place,
        // landing exactly on its resting offset when the motion ended on the slot's.
        let virtual = strip.virtual(at: slot)
        let resting = slotCoordinate(slot)
        let translation = translation(ofSlot: slot)
        let arrived =
          !loopFrame.isUniform
          && abs(offsetValue - resting) < PagingEngine<Source.PageID>.arrivalTolerance
        engine.draw(
          at: arrived ? loopRestingOffset(virtual, frame: loopFrame) : offsetValue - translation)
        dropSplice()
        engine.aim(
          atSlot: virtual, index: engineIndex(ofSlot: virtual),
          coordinate: engine.targetCoordinate)
      }
      recenter()
      keepRestNearest(slot: engine.targetSlot)
      return engine.targetSlot
    }
    guard !isUnspliced else {
      keepRestNearest(slot: slot)
      return slot
    }
    // The frame becomes the content's own: the item drawn in the slot moves to its place, and a
    // motion that ended on the slot's resting offset lands exactly on the item's.
    let index = drawnIndex(ofSlot: slot)
    let resting = slotCoordinate(slot)
    let translation = translation(ofSlot: slot)
    engine.draw(
      at: abs(offsetValue - resting) < PagingEngine<Source.PageID>.arrivalTolerance
        ? geometry.restingOffset(index) : offsetValue - translation)
    dropSplice()
    keepRestNearest(slot: index)
    return index
  }
}
