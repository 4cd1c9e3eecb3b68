/// Resting between items: a strategy that glides (`FreeScroll`) may leave the strip at rest
/// between two items' resting offsets. `position` is then the drawn offset's position (as in
/// motion) and the settled item is the item nearest it — within half an item of it, an exact half
/// belonging to the settled item, as `currentIndex`'s tie does at rest.
///
/// Where the settled item is decided: a gliding release chooses the item nearest where the glide
/// ends (``glideRest(at:chosen:in:)``; an exact half goes to the side the motion comes from), and
/// whatever moves the offset at rest or the end of a glide under it — a reload, a viewport change,
/// a host scroll view, a splice collapsing at rest — keeps the item and keeps the offset within
/// its half (``keptNearest(_:slot:index:in:)``), so that it stays the nearest. Nothing is announced
/// for it: the item does not change.
extension PagerItemGeometry {
  /// Whether the strip rests between items: at rest, under a strategy that glides, off the
  /// settled item's resting offset.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func restsBetweenItems(in engine: Engine) -> Bool {
    guard engine.state.phase == .idle, glides, knownCount > 0 else { return false }
    let resting = restingCoordinate(
      ofSlot: engine.settledSlot, index: engine.settledIndex, in: engine)
    return abs(engine.drawnCoordinate - resting) >= PagingEngine<Source.PageID>.arrivalTolerance
  }

  /// Whether a change of the geometry (a reload, a viewport change) keeps the strip's place at
  /// `offset` beside the item resting at `resting`, rather than putting it on (or heading it
  /// for) the item's resting offset again: only under a strategy that glides, and only off that
  /// offset. A strategy that snaps rests on its item after a change (`ViewportSnap`'s
  /// whole-viewport offsets are not kept), as the run rule needs.
  ///
  /// - Complexity: O(1).
  func keepsPlaceBetweenItems(_ offset: Double, besideResting resting: Double) -> Bool {
    glides && abs(offset - resting) >= PagingEngine<Source.PageID>.arrivalTolerance
  }

  /// Whether the position at rest is the offset's rather than the settled item: under a
  /// strategy that glides (which may rest between items), and at rest on an inner item of a run
  /// (items sharing a resting offset at an end), which a command may name: the strip rests at
  /// the run's stop, and the position reads the run's outer end there.
  func restReadsOffset(in engine: Engine) -> Bool {
    guard !glides else { return true }
    guard knownCount > 0, !loops else { return false }
    let settled = item(ofIndex: engine.settledIndex)
    return stop(ofItem: settled).stop != settled
  }

  /// The resting offset of `slot`, which draws source index `index`: in a loop the slot's, on
  /// a bounded strip the item's own in the content (never a splice's frame); for an inner item
  /// of a run, which rests at the run's stop, the offset where the position reads it
  /// (``positionOffset(ofItem:)``).
  private func restingCoordinate(ofSlot slot: Int, index: Int, in engine: Engine) -> Double {
    loops ? slotCoordinate(slot, in: engine) : positionOffset(ofItem: item(ofIndex: index))
  }

  /// The position the strip reads at rest on `slot` (drawing item `index`) with the offset at
  /// `offset`: exactly `index` at the item's resting offset, else the offset's position as in
  /// motion (linear between neighbouring resting offsets; in a loop, from the slot's).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func restPosition(onSlot slot: Int, index: Int, offset: Double, in engine: Engine) -> Double {
    // (The layout's items count from `indexBase`, as ``position(in:)`` reads them.)
    let value = restItemPosition(
      onSlot: slot, item: item(ofIndex: index), offset: offset, in: engine)
    return indexBase == 0 ? value : value + Double(indexBase)
  }

  /// ``restPosition(onSlot:index:offset:in:)`` in the layout's items (from item 0 at
  /// `indexBase`), for the layout's `item`.
  private func restItemPosition(onSlot slot: Int, item: Int, offset: Double, in engine: Engine)
    -> Double
  {
    // An inner item of a run: the offset's position (at the stop, the run's outer end).
    if !loops, stop(ofItem: item).stop != item { return position(at: offset) }
    let resting = loops ? slotCoordinate(slot, in: engine) : positionOffset(ofItem: item)
    guard abs(offset - resting) >= PagingEngine<Source.PageID>.arrivalTolerance else {
      return Double(item)
    }
    if loops { return Double(item) + (loopSlotPosition(at: offset, in: engine) - Double(slot)) }
    return position(at: offset)
  }

  /// At rest, ``position(in:)`` in the layout's items (from item 0 at `indexBase`): exactly the
  /// settled item, or, between items under a strategy that glides, the offset's position. What
  /// the live pages' offsets from the anchor count from.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func restItemPosition(in engine: Engine) -> Double {
    let item = item(ofIndex: engine.settledIndex)
    guard restReadsOffset(in: engine), knownCount > 0 else { return Double(item) }
    return restItemPosition(
      onSlot: engine.settledSlot, item: item, offset: engine.drawnCoordinate, in: engine)
  }

  /// Whether source index `index`, drawn in `slot`, is the item nearest the position when the
  /// strip rests on it at `offset`: within half an item (an exact half belongs to the settled
  /// item).
  private func isNearest(slot: Int, index: Int, offset: Double, in engine: Engine) -> Bool {
    abs(restPosition(onSlot: slot, index: index, offset: offset, in: engine) - Double(index)) <= 0.5
  }

  /// `offset` (clamped to the scrollable range) moved, if it must, toward the resting offset of
  /// `slot` (drawing source index `index`) until that item is the nearest at rest there: no farther than
  /// half an item from it, as the position reads the offsets between it and the next distinct
  /// resting offset on its side (beside a run the position runs to the run's outer end). A strip
  /// drawing a far jump's splice is left as it is (its frame collapses at rest, and is kept
  /// then).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func keptNearest(_ offset: Double, slot: Int, index: Int, in engine: Engine) -> Double {
    guard knownCount > 0, engine.isUnspliced, offset.isFinite else { return offset }
    let resting = restingCoordinate(ofSlot: slot, index: index, in: engine)
    var value = clampedToRange(offset)
    guard abs(value - resting) >= PagingEngine<Source.PageID>.arrivalTolerance else {
      return resting
    }
    guard !isNearest(slot: slot, index: index, offset: value, in: engine) else { return value }
    let forward = value > resting
    // The bound: half an item from `index` toward its neighbour's resting offset.
    var bound = resting + (forward ? 0.5 : -0.5) * meanStride
    if loops {
      let neighbour = forward ? slot &+ 1 : slot &- 1
      bound = resting + (slotCoordinate(neighbour, in: engine) - resting) / 2
    } else if let neighbour = geometry.nextResting(from: resting, forward: forward) {
      // Where the position, linear between the two offsets, is half an item from the item's.
      let far = geometry.restingOffset(neighbour)
      let from = position(at: resting)
      let to = position(at: far)
      let goal = Double(item(ofIndex: index)) + (forward ? 0.5 : -0.5)
      if to != from {
        bound = resting + (far - resting) * min(max((goal - from) / (to - from), 0), 1)
      }
    }
    value = forward ? min(value, bound) : max(value, bound)
    // Rounding may leave the bound a hair past half way: step back toward the item, in steps
    // that double, until it reads as the nearest.
    var step = max(value.ulp, resting.ulp)
    var steps = 0
    while !isNearest(slot: slot, index: index, offset: value, in: engine), steps < 64 {
      value = forward ? max(value - step, resting) : min(value + step, resting)
      step *= 2
      steps += 1
    }
    return isNearest(slot: slot, index: index, offset: value, in: engine) ? value : resting
  }

  /// Where a gliding release rests, given the strategy's choice `slot` and the offset its glide
  /// ends at, `coordinate` (on a bounded strip the content's, `slot` the layout's item, before
  /// any splice maps it into the frame; in a loop the frame's): at that
  /// offset, on the item nearest it. On an item's resting offset the strategy's choice stands.
  /// Between two resting offsets, the nearer of the items either side of the position (beside a
  /// run, whose stop reads as its outer end, the position passes its inner items); an exact
  /// half goes to the side the motion comes from, as ``currentIndex(in:)`` does.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func glideRest(at coordinate: Double, chosen slot: Int, in engine: Engine) -> (
    slot: Int, coordinate: Double
  ) {
    // The source index a slot draws: a bounded strip's slots are the layout's items here.
    func index(_ slot: Int) -> Int {
      loops ? engineIndex(ofSlot: slot, in: engine) : slot &+ indexBase
    }
    let resting = restingCoordinate(ofSlot: slot, index: index(slot), in: engine)
    guard coordinate.isFinite,
      abs(coordinate - resting) >= PagingEngine<Source.PageID>.arrivalTolerance
    else { return (slot, coordinate) }
    // The slots whose resting offsets lie on either side of the offset, and whether the motion
    // comes from the lower one's side (the settled item lies at or below it).
    let lower: Int
    let upper: Int
    let fromLower: Bool
    if loops {
      lower = clampedFloor(loopSlotPosition(at: coordinate, in: engine))
      upper = lower &+ 1
      fromLower = engine.comesFromLower(slot: lower)
    } else {
      // The items either side of the position there (a function of the offset alone).
      let last = knownCount - 1
      let value = min(max(position(at: coordinate), 0), Double(last))
      lower = min(Int(value.rounded(.down)), max(last - 1, 0))
      upper = min(lower + 1, last)
      fromLower = item(ofIndex: engine.settledIndex) <= lower
    }
    func near(_ candidate: Int) -> Bool {
      isNearest(slot: candidate, index: index(candidate), offset: coordinate, in: engine)
    }
    let chosen: Int
    switch (near(lower), near(upper)) {
    case (true, true): chosen = fromLower ? lower : upper
    case (false, true): chosen = upper
    default: chosen = lower
    }
    return (chosen, keptNearest(coordinate, slot: chosen, index: index(chosen), in: engine))
  }
}
