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
  @usableFromInline package func engineIndex(ofSlot slot: Int, in engine: Engine) -> Int {
    drawnIndex(ofSlot: slot, in: engine) &+ indexBase
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

  @usableFromInline package func engineRestsBetweenItems(in engine: Engine) -> Bool {
    restsBetweenItems(in: engine)
  }

  /// A drag frame chooses the target at once only where what is drawn reads it: in a loop
  /// (whose release falls back on the target) and across a far jump's splice. Elsewhere the
  /// target is chosen when it is read, as for full pages, so a drag frame asks the snap
  /// strategy nothing (the position is the offset's alone, in a run too).
  @usableFromInline package func engineTracksDragTarget(in engine: Engine) -> Bool {
    loops || !engine.isUnspliced || knownCount == 0
  }

  @usableFromInline package func engineStop(ofIndex index: Int) -> (
    stop: Int, run: ClosedRange<Int>
  ) {
    let found = stop(ofItem: item(ofIndex: index))
    guard indexBase != 0 else { return found }
    let run = (found.run.lowerBound &+ indexBase)...(found.run.upperBound &+ indexBase)
    return (found.stop &+ indexBase, run)
  }

  @usableFromInline package func engineCoordinate(ofSlot slot: Int, in engine: Engine) -> Double {
    slotCoordinate(slot, in: engine)
  }

  @usableFromInline package var engineItemLength: Double { meanStride }

  /// The items one viewport shows whole, at least one (at most the count): what Page Up and Page
  /// Down move by (`PagerKey`). A page controller's page is one; a shelf of three cards, three.
  package var engineItemsPerViewport: Int {
    let items = ((viewportLength + layout.spacing) / meanStride + 1e-9).rounded(.down)
    guard items.isFinite, items >= 1 else { return 1 }
    return items >= Double(max(knownCount, 1)) ? max(knownCount, 1) : Int(items)
  }

  @usableFromInline package func engineCoordinateVelocity(ofFinger velocity: Double) -> Double {
    -velocity * screenSign / pointsPerUnit
  }

  @usableFromInline package func engineCoordinateDelta(ofFingerTranslation translation: Double)
    -> Double
  {
    -translation * screenSign / pointsPerUnit
  }

  @usableFromInline package func engineFingerCoordinate(in engine: Engine) -> Double {
    unresisted(engine.drawnCoordinate, in: engine)
  }

  @usableFromInline package func engineReleaseTarget(velocity: Double, in engine: Engine) -> (
    slot: Int, coordinate: Double
  ) {
    releaseTarget(fingerVelocity: velocity, in: engine)
  }

  /// How much slower than the deceleration's own rate a glide may decay: the projection is the
  /// discrete one (a hair shorter than the continuous `v / λ`), so a glide to it decays a hair
  /// harder, never softer; a little slack keeps exact projections gliding.
  static var glideRateTolerance: Double { 0.99 }

  /// A gliding strategy's release decays from its velocity to its target (the decay scaled to
  /// end exactly there); otherwise, and when the velocity does not point toward the target,
  /// the settle spring.
  @usableFromInline package func engineSettleCurve(
    toward target: Double, startingAt velocity: Double, in engine: Engine
  ) -> MotionCurve {
    let distance = target - engine.drawnCoordinate
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

  @usableFromInline package func engineSettledSlotIsDrawn(in engine: Engine) -> Bool {
    // (A loop's settled slot is its virtual item; a bounded strip's, its index.)
    engine.strip.virtual(at: engine.settledSlot)
      == (loops ? engine.settledSlot : item(ofIndex: engine.settledIndex))
  }

  /// The content offset at which the frame, made the content's own (its splice dropped), shows
  /// what `slot` shows now: the offset less the slot's translation, or the slot's item's own
  /// resting offset where the motion ended on the slot's (a loop of uniform items keeps the
  /// offset less the translation, exact there). The pager's rest draws it
  /// (`Pager.restEngine(onSlot:)`).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func ownOffset(ofDrawnSlot slot: Int, in engine: Engine) -> Double {
    let arrived =
      abs(engine.drawnCoordinate - slotCoordinate(slot, in: engine))
      < PagingEngine<Source.PageID>.arrivalTolerance
    if loops, let loopFrame {
      guard arrived, !loopFrame.isUniform else {
        return engine.drawnCoordinate - translation(ofSlot: slot, in: engine)
      }
      return loopRestingOffset(engine.strip.virtual(at: slot), frame: loopFrame)
    }
    return arrived
      ? geometry.restingOffset(drawnIndex(ofSlot: slot, in: engine))
      : engine.drawnCoordinate - translation(ofSlot: slot, in: engine)
  }
}
