/// The engine's transitions of a frame, a rest, a loop's recentering and a host's offset: the
/// pager performs them (the engine's state changes here), asking its geometry where (the
/// geometry answers: the drawn offset past the ends, the recentering a loop needs, the slot a
/// rest takes).
extension Pager {
  /// Draws the finger's offset `raw`, resisted past a bounded strip's ends; a loop recentres
  /// under the finger.
  ///
  /// - Returns: The finger's offset kept: `raw`, or in a loop the recentred offset.
  /// - Complexity: O(1).
  @usableFromInline package func followFinger(to raw: Double) -> Double {
    engine.draw(at: geometry.resisted(raw, in: engine))
    guard geometry.loops else { return raw }
    recenter()
    return engine.drawnCoordinate
  }

  /// Draws a motion's frame at `value`: past a bounded strip's ends the rubber band's rule for a
  /// motion (`RubberBand.framed`); a loop's unresisted and recentred.
  ///
  /// - Complexity: O(1).
  @usableFromInline package func applyFrame(_ value: Double) {
    guard !geometry.loops else {
      engine.draw(at: value)
      recenter()
      return
    }
    var from: Double?
    if case .settling(let motion?) = engine.state { from = motion.from }
    engine.draw(at: frameCoordinate(value, from: from))
  }

  /// Where a motion's frame at `value` is drawn (before a loop's recentring, which keeps what
  /// is drawn): past a bounded strip's ends the rubber band's rule for a motion that started
  /// at `from`; a loop's `value` itself. The frame and the landing's forecast both ask it.
  ///
  /// - Complexity: O(1).
  @usableFromInline package func frameCoordinate(_ value: Double, from: Double?) -> Double {
    guard !geometry.loops else { return value }
    let range = geometry.frameRange(in: engine)
    return geometry.rubberBand.framed(
      value, lower: range.lowerBound, upper: range.upperBound, from: from)
  }

  /// Shifts the offset and every stored slot and coordinate by `delta` points, whole cycles of
  /// a loop (nothing drawn changes).
  ///
  /// - Complexity: O(1).
  func applyShift(_ delta: Double) {
    guard let slots = geometry.slots(ofShift: delta) else { return }
    engine.shift(slots: slots, coordinate: delta)
  }

  /// Recentres a loop's offset into its band by whole cycles, shifting the state with it
  /// (``PagerItemGeometry/recentering()``).
  ///
  /// - Returns: The shift applied, in points (`0` when none).
  /// - Complexity: O(1).
  @discardableResult
  func recenter() -> Double {
    guard let result = geometry.recentering(in: engine) else { return 0 }
    applyShift(result.delta)
    engine.draw(at: result.offset)
    return result.delta
  }

  /// Before a trip to `destination`, shifts a loop's frame by whole cycles so that the trip
  /// lies inside the content (``PagerItemGeometry/tripShift(to:)``).
  ///
  /// - Returns: The shift applied, in points.
  /// - Complexity: O(1).
  @discardableResult
  func centerTrip(to destination: Double) -> Double {
    let shift = geometry.tripShift(to: destination, in: engine)
    applyShift(shift)
    return shift
  }

  /// At rest under a strategy that glides: keeps the item resting in `slot` the nearest (see
  /// ``PagerItemGeometry/keptNearest(_:slot:index:)``) where the offset was chosen in a frame
  /// that is gone (a glide's end in a far jump's splice) or moved under it (a change that keeps
  /// a place between items: `Pager+Carry.swift`).
  ///
  /// - Complexity: O(1).
  func keepRestNearest(slot: Int) {
    guard geometry.glides, geometry.knownCount > 0 else { return }
    engine.draw(
      at: geometry.keptNearest(
        engine.drawnCoordinate, slot: slot, index: geometry.engineIndex(ofSlot: slot, in: engine),
        in: engine))
  }

  /// Ends a motion on `slot`: the frame becomes the content's own (a splice dropped, the item
  /// drawn in the slot at its place: ``PagerItemGeometry/ownOffset(ofDrawnSlot:)``), a loop
  /// recentred, and a glide's rest kept nearest its item.
  ///
  /// - Returns: The slot the motion rests in, numbered in the content's own frame.
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func restEngine(onSlot slot: Int) -> Int {
    if geometry.loops {
      if !engine.isUnspliced {
        let virtual = engine.strip.virtual(at: slot)
        engine.draw(at: geometry.ownOffset(ofDrawnSlot: slot, in: engine))
        engine.dropSplice()
        engine.aim(
          atSlot: virtual, index: geometry.engineIndex(ofSlot: virtual, in: engine),
          coordinate: engine.targetCoordinate)
      }
      recenter()
      keepRestNearest(slot: engine.targetSlot)
      return engine.targetSlot
    }
    guard !engine.isUnspliced else {
      keepRestNearest(slot: slot)
      return slot
    }
    let index = geometry.drawnIndex(ofSlot: slot, in: engine)
    engine.draw(at: geometry.ownOffset(ofDrawnSlot: slot, in: engine))
    engine.dropSplice()
    keepRestNearest(slot: index)
    return index
  }

  /// Puts the engine at rest on `index` at its resting offset, in the slot the geometry gives
  /// (``PagerItemGeometry/restingSlot(showing:near:)``), with no events and no live refresh.
  /// An inner item of a run (items sharing a resting offset at an end) is kept: the strip rests
  /// at the run's stop, and the position reads the run's outer end there.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func settleEngine(at index: Int, nearSlot: Int? = nil) {
    engine.enter(.idle)
    engine.dropSplice()
    let id = geometry.knownCount > 0 ? geometry.source.id(at: index) : nil
    let slot = geometry.restingSlot(showing: index, near: nearSlot, in: engine)
    engine.draw(at: geometry.slotCoordinate(slot, in: engine))
    engine.rest(onSlot: slot, index: index, id: id, coordinate: engine.drawnCoordinate)
  }

  /// Takes a host scroll view's content offset (its `didScroll`): a loop's recentred by whole
  /// cycles, a bounded strip's clamped to its scrollable range (it does not bounce); at rest
  /// between items (a strategy that glides) kept within the settled item's half, so that it
  /// stays the nearest.
  ///
  /// - Parameter newOffset: The content offset, finite.
  /// - Complexity: O(1).
  func adoptHostOffset(_ newOffset: Double) {
    engine.draw(at: geometry.topology.clamped(newOffset, to: geometry.frameRange(in: engine)))
    recenter()
    if engine.state.phase == .idle, geometry.glides {
      engine.draw(
        at: geometry.keptNearest(
          engine.drawnCoordinate, slot: engine.settledSlot, index: engine.settledIndex, in: engine))
    }
  }
}
