/// A far jump's splice transitions: the pager places a command's destination, draws a splice,
/// redraws its breaks after a reload and ends it (the engine's drawn frame changes here), asking
/// its geometry where (`PagerItemGeometry+Splice`: the drawn frame's rules, the destination's
/// resting view, the translations that keep what is on screen in place, the frame's range, the
/// breaks on screen).
extension Pager {
  /// The slot a command to `index` rests in, from `baseSlot` (the settled or target slot) going
  /// `direction`: in a loop the virtual item that many steps along the path, on a bounded strip
  /// the item; placed as a far jump's destination (``placeDestination(_:forward:)``).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one, plus O(segments) of
  ///   a splice.
  func destinationSlot(for index: Int, from baseSlot: Int, direction: PageDirection) -> Int {
    guard geometry.loops else { return placeDestination(geometry.item(ofIndex: index)) }
    let base = engine.strip.virtual(at: baseSlot)
    let virtual = base &+ geometry.virtualDistance(from: base, to: index, direction)
    return placeDestination(virtual, forward: direction == .forward)
  }

  /// Draws `candidate`, keeping where `slot` is drawn now
  /// (``PagerItemGeometry/spliceTranslations(toDraw:keeping:)``).
  ///
  /// - Complexity: O(segments).
  func drawSplice(_ candidate: PagerStrip, keeping slot: Int) {
    engine.splice(
      candidate,
      translations: geometry.spliceTranslations(toDraw: candidate, keeping: slot, in: engine))
  }

  /// Ends a far jump's splice mid-motion: the frame becomes the content's own, the item drawn
  /// nearest the anchor keeps its place on screen, and every stored slot becomes its item's.
  ///
  /// - Complexity: O(segments).
  func endSplice() {
    guard !engine.isUnspliced, geometry.knownCount > 0 else { return }
    let translation = geometry.translation(
      ofSlot: geometry.nearestSlot(to: engine.drawnCoordinate, in: engine), in: engine)
    let target = collapseFrame(translation: translation, slotShift: 0)
    engine.aim(
      atSlot: target, index: geometry.engineIndex(ofSlot: target, in: engine),
      coordinate: geometry.slotCoordinate(target, in: engine))
  }

  /// Makes the frame the content's own: the offset and every stored coordinate move by
  /// `-translation`, the stored slots by `slotShift`, the splice goes, and the settled, target
  /// and reference slots become their items' (without a splice a slot is its item).
  ///
  /// - Returns: The target's item.
  /// - Complexity: O(segments).
  @discardableResult
  private func collapseFrame(translation: Double, slotShift: Int) -> Int {
    // (Read in the drawn strip, before it changes.)
    let target = geometry.drawnIndex(ofSlot: engine.targetSlot, in: engine)
    let reference = geometry.drawnIndex(ofSlot: engine.referenceSlot, in: engine)
    engine.shift(slots: slotShift, coordinate: -translation)
    engine.dropSplice()
    engine.rebase(
      settledSlot: geometry.item(ofIndex: engine.settledIndex), targetSlot: target,
      referenceSlot: reference)
    return target
  }

  /// The slot where virtual item `index` comes to rest for a command: the slot that shows it
  /// already when its resting view meets the items on screen along an unbroken run, else a slot
  /// of its resting view spliced directly beside the visible items (the far-jump rule,
  /// `PagerStrip.placement(ofDestination:…)`): in a loop on the side of the path taken
  /// (`forward`), on a bounded strip on the side where it lies in index order from the settled
  /// item. The frame stays within the content's range (``PagerItemGeometry/frameLiesInContent``;
  /// see `PagerItemGeometry+Splice`).
  ///
  /// - Complexity: O(segments) besides the geometry's lookups.
  func placeDestination(_ index: Int, forward: Bool = true) -> Int {
    guard geometry.knownCount > 0 else { return 0 }
    let offset = engine.drawnCoordinate
    let (low, high) = geometry.visibleSlots(at: offset, in: engine)
    var (first, last) = geometry.restingView(ofVirtual: index, in: engine)
    first = min(first, index)
    last = max(last, index)
    if let shift = engine.strip.rebaseShift(visible: low, high, bounded: true) {
      let translation = geometry.translation(ofSlot: low, in: engine)
      let content = offset - translation
      if content >= 0, content <= geometry.maxOffset, abs(translation) < 1e-9 {
        // Every item on screen lies in one segment drawn where the content draws it: the frame
        // becomes the content's own, nothing on screen moves, and the destination is placed as
        // from an unspliced strip. (A segment drawn elsewhere is not rebased: the offset is
        // public and a host's scroll view follows it, so it does not jump — unless a splice
        // beside it would draw the frame past the content's ends, below.)
        collapseFrame(translation: translation, slotShift: shift)
        return placeDestination(index, forward: forward)
      }
    }
    let settled = engine.settledSlot
    let range = geometry.frameRange(in: engine)
    let topology = geometry.topology
    // Past an end of a bounded frame (the rubber band), the items beside the visible ones on
    // that side are the band's gap: a splice goes the other way (the far-jump rule).
    let placement = engine.strip.placement(
      ofDestination: index, view: first, last, visible: low, high, forward: forward,
      bounded: topology == .bounded, settledSlot: settled,
      isBeforeSettled: offset < geometry.slotCoordinate(settled, in: engine),
      beyondEdge: topology.end(passedBy: offset, of: range)
    ) { slot in
      // A slot drawn in the frame counts only where the destination's resting view drawn from
      // it meets the items on screen: reached anywhere else, the motion would pass the items
      // drawn between (the far-jump rule, as full pages keep it).
      let viewLow = slot &- (index &- first)
      let viewHigh = slot &+ (last &- index)
      guard viewLow <= high &+ 1, viewHigh >= low &- 1 else { return false }
      let coordinate = geometry.slotCoordinate(slot, in: engine)
      return coordinate >= range.lowerBound - 1e-9 && coordinate <= range.upperBound + 1e-9
    }
    if geometry.endsBackwardSplices, placement.strip.hasBackwardBreak {
      // A retarget back past the old destination to an earlier item would draw it after the
      // items on screen (running backward, maybe an item twice): the strip ends the splice
      // instead and goes back through the content from the item at the anchor (documented
      // outcome; full pages, one or two of which are on screen, and loops go on forward).
      endSplice()
      return index
    }
    if placement.strip != engine.strip {
      let wasSpliced = !engine.isUnspliced
      let oldStrip = engine.strip
      let oldTranslations = engine.translations
      drawSplice(placement.strip, keeping: low)
      // (A loop's frame always lies in its content: it has no ends.)
      if wasSpliced, !geometry.frameLiesInContent(in: engine),
        closeBeyondDestination(placement, index: index, view: first, last, visible: low, high)
      {
        return placement.slot
      }
      if wasSpliced, !geometry.frameLiesInContent(in: engine) {
        // The items on screen are drawn far from their place in the content (a retarget of a
        // retarget): drawn beside them, the destination would rest, or the frame end, past the
        // content's ends, and the rubber band would reach more than a viewport past them. The
        // splice ends first (the frame becomes the content's own, the item at the anchor keeps
        // its place on screen) and the destination is placed as from an unspliced strip, whose
        // splices stay within the content (a later item is drawn after the items on screen, an
        // earlier one before them; the other way round is a backward break, which ends too).
        engine.splice(oldStrip, translations: oldTranslations)
        endSplice()
        return placeDestination(index)
      }
    }
    return placement.slot
  }

  /// Draws `placement`'s strip with the slots beyond the destination's resting view (on the
  /// far side from the visible slots `low...high`) showing the content's own items
  /// (`PagerStrip.closed(beyond:forward:)`), when that keeps the frame within the content and
  /// shows no item twice: a retarget of a retarget onto an item between a splice's two ends
  /// (drawn beside the visible items, it would have drawn the frame past the content's ends)
  /// then keeps every visible item in its slot, where ending the splice would draw the
  /// content's own items in place of those across the break. An item layout closes it only
  /// where the strip then runs forward.
  ///
  /// - Returns: Whether it drew it (the strip drawn before is kept otherwise).
  /// - Complexity: O(segments).
  private func closeBeyondDestination(
    _ placement: SplicePlacement, index: Int, view first: Int, _ last: Int,
    visible low: Int, _ high: Int
  ) -> Bool {
    let count = geometry.knownCount
    let runLow = placement.slot &- (index &- first)
    let runHigh = placement.slot &+ (last &- index)
    let forward = runLow > high
    guard forward || runHigh < low, forward ? runHigh < count : runLow >= 0 else {
      return false
    }
    let closed = placement.strip.closed(beyond: forward ? runHigh : runLow, forward: forward)
    // (An item layout's offset is a host's content offset: its frame never runs backward.)
    guard !closed.showsAnItemTwice(count: count),
      !geometry.endsBackwardSplices || !closed.hasBackwardBreak
    else { return false }
    let drawn = engine.strip
    let drawnTranslations = engine.translations
    drawSplice(closed, keeping: low)
    guard geometry.frameLiesInContent(in: engine) else {
      engine.splice(drawn, translations: drawnTranslations)
      return false
    }
    return true
  }

  /// Draws a far jump's breaks again after a reload, around the anchor's slot, each item found
  /// by identity, or, when it is gone, its stand-in (the item now at its old index, clamped):
  /// the splice stays, and no item between its ends is drawn (the far-jump rule). A redraw that
  /// would leave the offset outside the frame is not made.
  ///
  /// - Complexity: O(breaks × segments), plus the source's `index(of:)` lookups.
  func redrawSpliceBreaks(_ breaks: [SpliceBreak<Source.PageID>], anchorSlot: Int) {
    for item in breaks {
      guard geometry.knownCount > 0 else { continue }
      let found = resolvedIndex(of: item.id, formerly: item.index)
      let index = geometry.item(ofIndex: found)
      let (low, high) = geometry.visibleSlots(at: engine.drawnCoordinate, in: engine)
      let slot = anchorSlot &+ item.offsetFromAnchor
      let strip = engine.strip
      let candidate: PagerStrip
      if item.isAfterAnchor {
        let previous = strip.virtual(at: slot &- 1)
        let delta = geometry.virtualDistance(from: previous, to: index, .forward)
        guard slot &- 1 >= low, delta > 0 else { continue }
        candidate = strip.spliced(
          keeping: low, slot &- 1, destinationSlot: slot, destination: previous &+ delta)
      } else {
        let next = strip.virtual(at: slot &+ 1)
        let delta = geometry.virtualDistance(from: next, to: index, .reverse)
        guard slot &+ 1 <= high, delta < 0 else { continue }
        candidate = strip.spliced(
          keeping: slot &+ 1, high, destinationSlot: slot, destination: next &+ delta)
      }
      let oldTranslations = engine.translations
      drawSplice(candidate, keeping: anchorSlot)
      if !geometry.loops, !geometry.frameRange(in: engine).contains(engine.drawnCoordinate) {
        engine.splice(strip, translations: oldTranslations)
      }
    }
  }
}
