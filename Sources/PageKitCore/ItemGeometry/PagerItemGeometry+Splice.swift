/// Far jumps: the strip's drawn frame.
///
/// A slot is a place along the drawn strip; ``strip`` says which item each slot shows. At rest
/// it is the identity (slot `i` shows item `i`) and the frame is the content. An animated jump
/// whose destination's resting view does not meet the items on screen splices that view directly
/// beside them, on the side where the destination lies in index order from the settled item (the
/// side the announcement names), with the rule every controller shares
/// (`PagerStrip.placement(ofDestination:…)`): the strip travels as if the destination were next
/// door, and no item in between is ever drawn.
///
/// **Geometry of a spliced slot.** Each segment of the drawn strip is a run of consecutive items,
/// drawn with their own geometry — each item's own origin and length from the layout, so a
/// `VariableStrip`'s items keep their sizes — translated by one amount per segment (its
/// *translation*, in points). The translations make the drawn strip continuous: the first item
/// of a segment starts `spacing` after the end of the item before it, as adjacent items do in
/// the content. A splice keeps the translation of the visible items (nothing on screen moves)
/// and derives every other segment's from it, segment by segment. A slot's resting offset is
/// its item's resting offset (clamped to the content's ends, so items that cannot reach the
/// anchor share it) plus its segment's translation; the frame's ends are the content's ends in
/// the first and last segments, and the rubber band applies past them. Virtual items past the
/// content's ends (never drawn) are extrapolated at the mean item stride, so the frame stays
/// continuous and monotonic. At rest the frame becomes the content's own again: the offset
/// moves back by the resting segment's translation and lands exactly on the item's resting
/// offset.
///
/// **The frame stays within the content's range.** A splice never draws the frame past the
/// content's ends (``frameLiesInContent``), so the offset — a resting offset in the frame, or
/// the rubber band less than a viewport past the frame's ends — stays within a viewport of
/// `0...maxOffset`, as ``offset`` promises. A retarget of a retarget can find the items on
/// screen drawn far from their place in the content (a jump from the rubber band past the end
/// back to the first items draws them near the end); a destination spliced beside them would
/// then rest, or the frame would end, past the content's ends. The slots beyond the
/// destination's resting view (on the far side from the items on screen) then show the content's
/// own items (`PagerStrip.closed(beyond:forward:)`), where that brings the frame within the
/// content and shows no item twice (`PagerStrip.showsAnItemTwice(count:)`): a retarget onto an
/// item between a splice's two ends keeps every item on screen in its slot. Otherwise the splice
/// ends the one drawn first (``endSplice()``: the frame becomes the content's own, the item at
/// the anchor keeps its place on screen, the offset moves by its translation) and places the
/// destination from there.
extension PagerItemGeometry {
  // MARK: Segments

  /// The index in ``strip``'s segments of the segment that draws `slot`.
  func segmentIndex(ofSlot slot: Int) -> Int {
    let segments = strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, segments[index].start <= slot {
      chosen = index
      index += 1
    }
    return chosen
  }

  /// The translation of the segment that draws `slot`, in points.
  func translation(ofSlot slot: Int) -> Double {
    guard !isUnspliced else { return 0 }
    // Uniform items in a loop: a segment is drawn whole strides from its items' own place.
    if loopsUniformly, let loopFrame {
      let virtual = strip.virtual(at: slot)
      return virtual == slot ? 0 : Double(slot &- virtual) * loopFrame.stride
    }
    let index = segmentIndex(ofSlot: slot)
    return index < translations.count ? translations[index] : 0
  }

  /// The origin of virtual item `virtual` in the content: its own, or extrapolated past either
  /// end at the stride of the item at that end (``endStride(leading:)``).
  func virtualOrigin(_ virtual: Int) -> Double {
    if loops, let loopFrame { return loopOrigin(virtual, frame: loopFrame) }
    let count = knownCount
    if virtual >= 0, virtual < count, let span = layout.span(at: virtual) { return span.origin }
    if virtual < 0 { return layout.leadingInset + Double(virtual) * endStride(leading: true) }
    let lastEnd = count > 0 ? (layout.span(at: count - 1)?.end ?? 0) : layout.leadingInset
    return lastEnd + layout.spacing + Double(virtual &- count) * endStride(leading: false)
  }

  /// The end of virtual item `virtual` in the content (extrapolated as its origin).
  func virtualEnd(_ virtual: Int) -> Double {
    if loops, let loopFrame {
      return virtualOrigin(virtual) + loopLength(virtual, frame: loopFrame)
    }
    if virtual >= 0, virtual < knownCount, let span = layout.span(at: virtual) { return span.end }
    return virtualOrigin(virtual) + max(endStride(leading: virtual < 0) - layout.spacing, 0)
  }

  /// The translations of `candidate`'s segments that keep `slot`'s translation at `value` and
  /// the drawn strip continuous.
  func translations(of candidate: PagerStrip, keeping slot: Int, at value: Double) -> [Double] {
    let segments = candidate.segments
    var kept = 0
    for index in segments.indices.dropFirst() where segments[index].start <= slot { kept = index }
    var result = [Double](repeating: 0, count: segments.count)
    result[kept] = value
    // Segment `k` starts `spacing` after the end of the item drawn before it.
    func step(_ index: Int) -> Double {
      let start = segments[index].start
      let before = candidate.virtual(at: start &- 1)
      return virtualEnd(before) + layout.spacing - virtualOrigin(segments[index].virtual)
    }
    var index = kept + 1
    while index < segments.count {
      result[index] = result[index - 1] + step(index)
      index += 1
    }
    index = kept - 1
    while index >= 0 {
      result[index] = result[index + 1] - step(index + 1)
      index -= 1
    }
    return result
  }

  /// Draws `candidate`, keeping where `slot` is drawn now.
  func draw(_ candidate: PagerStrip, keeping slot: Int) {
    guard !loopsUniformly else {
      engine.splice(candidate)
      return
    }
    let value = translation(ofSlot: slot)
    engine.splice(candidate, translations: translations(of: candidate, keeping: slot, at: value))
  }

  /// Back to the content's own frame (no splice), with no other change.
  func dropSplice() {
    engine.dropSplice()
  }

  /// Ends a far jump's splice mid-motion: the frame becomes the content's own, the item drawn
  /// nearest the anchor keeps its place on screen, and every stored slot becomes its item's.
  func endSplice() {
    guard !isUnspliced, knownCount > 0 else { return }
    let translation = translation(ofSlot: nearestSlot(to: offsetValue))
    let target = collapseFrame(translation: translation, slotShift: 0)
    engine.aim(
      atSlot: target, index: engineIndex(ofSlot: target), coordinate: slotCoordinate(target))
  }

  /// Makes the frame the content's own: the offset and every stored coordinate move by
  /// `-translation`, the stored slots by `slotShift`, the splice goes, and the settled, target
  /// and reference slots become their items' (without a splice a slot is its item). Returns the
  /// target's item.
  @discardableResult
  private func collapseFrame(translation: Double, slotShift: Int) -> Int {
    // (Read in the drawn strip, before it changes.)
    let target = drawnIndex(ofSlot: engine.targetSlot)
    let reference = drawnIndex(ofSlot: engine.referenceSlot)
    engine.shift(slots: slotShift, coordinate: -translation)
    dropSplice()
    engine.rebase(
      settledSlot: item(ofIndex: engine.settledIndex), targetSlot: target,
      referenceSlot: reference)
    return target
  }

  // MARK: Frame

  /// The item index drawn in `slot` (clamped to the items).
  func drawnIndex(ofSlot slot: Int) -> Int {
    guard knownCount > 0 else { return 0 }
    let virtual = strip.virtual(at: slot)
    return topology.item(ofVirtual: virtual, count: knownCount)
  }

  /// The drawn origin of `slot` in the frame.
  package func drawnOrigin(ofSlot slot: Int) -> Double {
    virtualOrigin(strip.virtual(at: slot)) + translation(ofSlot: slot)
  }

  /// The drawn end of `slot` in the frame.
  func drawnEnd(ofSlot slot: Int) -> Double {
    virtualEnd(strip.virtual(at: slot)) + translation(ofSlot: slot)
  }

  /// The resting offset of `slot` in the frame: its item's resting offset, translated with its
  /// segment, and clamped to the frame's ends (``frameRange``).
  ///
  /// The clamp matters where a segment after the first is drawn near the frame's start (or one
  /// before the last near its end): an item whose own resting offset is inside the content may
  /// be drawn, beside the items it was spliced next to, where its anchor cannot reach in the
  /// frame. Its slot then shares the frame's end, as items that cannot reach the anchor share
  /// the content's; unclamped, it would rest outside the frame and be taken for the slot at the
  /// anchor of an offset in the rubber band, where it is not drawn.
  func slotCoordinate(_ slot: Int) -> Double {
    guard knownCount > 0 else { return 0 }
    if loops, let loopFrame {
      // Unclamped: a loop has no ends.
      return loopRestingOffset(strip.virtual(at: slot), frame: loopFrame)
        + translation(ofSlot: slot)
    }
    let resting = geometry.restingOffset(drawnIndex(ofSlot: slot))
    guard !isUnspliced else { return resting }
    let coordinate = resting + translation(ofSlot: slot)
    guard !strip.hasBackwardBreak else { return coordinate }
    let range = frameRange
    return min(max(coordinate, range.lowerBound), range.upperBound)
  }

  /// The offsets the frame's content spans at rest: `0...maxOffset` moved with the first and
  /// the last segment.
  package var frameRange: ClosedRange<Double> {
    guard !loops, !isUnspliced, let first = translations.first, let last = translations.last
    else {
      return 0...maxOffset
    }
    return first...max(first, maxOffset + last)
  }

  /// Whether the frame lies within the content's scrollable range `0...maxOffset`, so that an
  /// offset the rubber band draws past the frame's ends stays within a viewport of the
  /// content's (``offset``'s documented range).
  var frameLiesInContent: Bool {
    let range = frameRange
    let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
    return range.lowerBound >= -tolerance && range.upperBound <= maxOffset + tolerance
  }

  /// The first and last slot drawing a real item.
  var realSlots: (lower: Int, upper: Int) {
    // Every slot of a loop draws an item (the limit keeps slot arithmetic far from overflow).
    loops ? (-Self.loopSlotLimit, Self.loopSlotLimit) : strip.bounds(count: knownCount)
  }

  /// The largest slot a loop reaches in either direction (``IntegerReach``: 2^52 where `Int`
  /// is 64 bits, where a `Double` offset still tells slots apart; 2^29 where it is 32 bits,
  /// where a slot plus a count stays clear of `Int.max`).
  static var loopSlotLimit: Int { IntegerReach.native.loopSlots }

  /// The first slot any part of which lies at or after `offset` in the frame (clamped to the
  /// real items).
  func firstSlot(endingAfter offset: Double) -> Int {
    let segments = strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, drawnOrigin(ofSlot: segments[index].start) <= offset {
      chosen = index
      index += 1
    }
    let segment = segments[chosen]
    let content = offset - (chosen < translations.count ? translations[chosen] : 0)
    let item: Int
    if loops, let loopFrame {
      item = loopVirtual(at: content, frame: loopFrame)
    } else {
      item = layout.index(at: content) ?? 0
    }
    var slot = segment.start &+ (item &- segment.virtual)
    if chosen > 0 { slot = max(slot, segment.start) }
    let real = realSlots
    slot = min(max(slot, real.lower), real.upper)
    // (At most a step or two of correction: the guess is the item under the offset.)
    var steps = 0
    while slot < real.upper, drawnEnd(ofSlot: slot) <= offset, steps < 64 {
      slot &+= 1
      steps += 1
    }
    while slot > real.lower, drawnEnd(ofSlot: slot &- 1) > offset, steps < 128 {
      slot &-= 1
      steps += 1
    }
    return slot
  }

  /// The slots (real items) any part of which lies in the viewport at `offset`.
  func visibleSlots(at offset: Double) -> (low: Int, high: Int) {
    if loopsUniformly, let loopFrame {
      return loopVisibleSlots(at: offset, frame: loopFrame)
    }
    if isUnsplicedPages {
      // Page `s` spans `s + inset..<s + inset + 1` (the inset the anchor needs, `0` at
      // `.leading(0)`): the page at or below the offset, and the next unless the offset is
      // whole.
      let real = realSlots
      let pages = offset - layout.leadingInset
      let floor = clampedFloor(pages)
      let low = min(max(floor, real.lower), real.upper)
      let high = Double(floor) == pages ? low : min(max(floor &+ 1, real.lower), real.upper)
      return (low, max(low, high))
    }
    if let items = unsplicedUniformItems { return uniformVisibleItems(at: offset, items: items) }
    let low = firstSlot(endingAfter: offset)
    let real = realSlots
    var high = low
    while high < real.upper, drawnOrigin(ofSlot: high &+ 1) < offset + viewportLength {
      high &+= 1
    }
    return (low, high)
  }

  /// The items of a bounded strip of uniform items drawn without a splice, where the slots are
  /// the items and their frames a closed form (`UniformStrip.origin(of:)`, as
  /// ``drawnOrigin(ofSlot:)`` computes them there); `nil` otherwise.
  ///
  /// - Complexity: O(1).
  var unsplicedUniformItems: UniformStrip? {
    guard !loops, isUnspliced, knownCount > 0, case .uniform(let items) = layout,
      items.stride > 0
    else { return nil }
    return items
  }

  /// ``visibleSlots(at:)`` for a bounded strip of uniform items drawn without a splice: the
  /// slots are the items and their frames a closed form, so the first item ending after the
  /// offset and the last starting before the viewport's end are guessed by division, then
  /// corrected against the same frame ends the general path compares (the answer is the
  /// general path's, exactly).
  ///
  /// - Complexity: O(1).
  ///
  /// The answer is the one index `low` with `low == 0` or item `low − 1` ending at or before the
  /// offset, and `low == last` or item `low` ending after it; and the one `high ≥ low` with
  /// `high == low` or item `high` starting before the viewport's end, and `high == last` or item
  /// `high + 1` starting at or after it. The last answer keeps those four frame ends
  /// (``cachedVisibleItems``) and answers again while the same four comparisons hold: exactly
  /// the search's answer, without the search.
  private func uniformVisibleItems(at offset: Double, items: UniformStrip) -> (
    low: Int, high: Int
  ) {
    let end = offset + viewportLength
    if let window = cachedVisibleItems, window.holds(offset: offset, end: end) {
      return (window.low, window.high)
    }
    let last = knownCount &- 1
    let inset = items.leadingInset
    let stride = items.stride
    let length = items.itemLength
    func origin(_ item: Int) -> Double { items.origin(of: item) }
    var low = min(max(clampedFloor((offset - inset - length) / stride) &+ 1, 0), last)
    while low < last, origin(low) + length <= offset { low &+= 1 }
    while low > 0, origin(low &- 1) + length > offset { low &-= 1 }
    var high = min(max(clampedFloor((end - inset) / stride), low), last)
    while high < last, origin(high &+ 1) < end { high &+= 1 }
    while high > low, origin(high) >= end { high &-= 1 }
    cachedVisibleItems = VisibleItemsWindow(
      low: low, high: high,
      lowFloor: low == 0 ? -.infinity : origin(low &- 1) + length,
      lowCeiling: low == last ? .infinity : origin(low) + length,
      highFloor: high == low ? -.infinity : origin(high),
      highCeiling: high == last ? .infinity : origin(high &+ 1))
    return (low, high)
  }

  /// The items any part of which lies in the viewport at `offset` of the content (at rest).
  func contentView(at offset: Double) -> (first: Int, last: Int) {
    let last = knownCount - 1
    let first = min(max(layout.index(at: offset) ?? 0, 0), last)
    var end = first
    while end < last, (layout.span(at: end + 1)?.origin ?? .infinity) < offset + viewportLength {
      end += 1
    }
    return (first, end)
  }

  // MARK: Placing a destination

  /// The slot where virtual item `index` comes to rest for a command: the slot that shows it
  /// already when its resting view meets the items on screen along an unbroken run, else a slot
  /// of its resting view spliced directly beside the visible items (see the extension's notes):
  /// in a loop on the side of the path taken (`forward`), on a bounded strip on the side where
  /// it lies in index order from the settled item.
  func placeDestination(_ index: Int, forward: Bool = true) -> Int {
    guard knownCount > 0 else { return 0 }
    let (low, high) = visibleSlots(at: offsetValue)
    var (first, last) =
      loops
      ? loopContentView(ofVirtual: index)
      : contentView(at: geometry.restingOffset(index))
    first = min(first, index)
    last = max(last, index)
    if let shift = strip.rebaseShift(visible: low, high, bounded: true) {
      let translation = translation(ofSlot: low)
      let content = offsetValue - translation
      if content >= 0, content <= maxOffset, abs(translation) < 1e-9 {
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
    let range = frameRange
    // Past an end of a bounded frame (the rubber band), the items beside the visible ones on
    // that side are the band's gap: a splice goes the other way (the far-jump rule).
    var beyondEdge: PageDirection?
    if !loops {
      if offsetValue > range.upperBound { beyondEdge = .forward }
      if offsetValue < range.lowerBound { beyondEdge = .reverse }
    }
    let placement = strip.placement(
      ofDestination: index, view: first, last, visible: low, high, forward: forward,
      bounded: !loops, settledSlot: settled,
      isBeforeSettled: offsetValue < slotCoordinate(settled), beyondEdge: beyondEdge
    ) { slot in
      // A slot drawn in the frame counts only where the destination's resting view drawn from
      // it meets the items on screen: reached anywhere else, the motion would pass the items
      // drawn between (the far-jump rule, as full pages keep it).
      let viewLow = slot &- (index &- first)
      let viewHigh = slot &+ (last &- index)
      guard viewLow <= high &+ 1, viewHigh >= low &- 1 else { return false }
      let coordinate = slotCoordinate(slot)
      return coordinate >= range.lowerBound - 1e-9 && coordinate <= range.upperBound + 1e-9
    }
    if !loops, pageLength == nil, placement.strip.hasBackwardBreak {
      // A retarget back past the old destination to an earlier item would draw it after the
      // items on screen (running backward, maybe an item twice): the strip ends the splice
      // instead and goes back through the content from the item at the anchor (documented
      // outcome; full pages, one or two of which are on screen, and loops go on forward).
      endSplice()
      return index
    }
    if placement.strip != strip {
      let wasSpliced = !isUnspliced
      let oldStrip = strip
      let oldTranslations = translations
      draw(placement.strip, keeping: low)
      if wasSpliced, !loops, !frameLiesInContent,
        closeBeyondDestination(placement, index: index, view: first, last, visible: low, high)
      {
        return placement.slot
      }
      if wasSpliced, !loops, !frameLiesInContent {
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
  /// where the strip then runs forward. Returns whether it drew it (the strip drawn before is
  /// kept otherwise).
  private func closeBeyondDestination(
    _ placement: SplicePlacement, index: Int, view first: Int, _ last: Int,
    visible low: Int, _ high: Int
  ) -> Bool {
    let runLow = placement.slot &- (index &- first)
    let runHigh = placement.slot &+ (last &- index)
    let forward = runLow > high
    guard forward || runHigh < low, forward ? runHigh < knownCount : runLow >= 0 else {
      return false
    }
    let closed = placement.strip.closed(beyond: forward ? runHigh : runLow, forward: forward)
    // (An item layout's offset is a host's content offset: its frame never runs backward.)
    guard !closed.showsAnItemTwice(count: knownCount),
      pageLength != nil || !closed.hasBackwardBreak
    else { return false }
    let drawn = strip
    let drawnTranslations = translations
    draw(closed, keeping: low)
    guard frameLiesInContent else {
      engine.splice(drawn, translations: drawnTranslations)
      return false
    }
    return true
  }

  // MARK: Reading the frame

  /// The fractional item position at `offset` of the frame: real indices between real
  /// neighbours (the content's rule, in each segment's own content), linear across a break.
  func framePosition(at offset: Double) -> Double {
    let segments = strip.segments
    let real = realSlots
    var previous: Int?
    var translation = 0.0
    var index = 0
    while index < segments.count {
      let low = max(index == 0 ? real.lower : segments[index].start, real.lower)
      let next = index + 1 < segments.count ? segments[index + 1].start : real.upper &+ 1
      let high = min(next &- 1, real.upper)
      translation = index < translations.count ? translations[index] : 0
      index += 1
      guard low <= high else { continue }
      if let previous, offset < slotCoordinate(low) {
        // Between the item before a break and the one after it: linear across the break.
        let from = slotCoordinate(previous)
        let to = slotCoordinate(low)
        let a = Double(drawnIndex(ofSlot: previous))
        let b = Double(drawnIndex(ofSlot: low))
        guard to > from, offset > from else { return a }
        return a + (b - a) * (offset - from) / (to - from)
      }
      if offset <= slotCoordinate(high) { return position(at: offset - translation) }
      previous = high
    }
    return position(at: offset - translation)
  }

  /// The slot whose resting offset in the frame is nearest `offset` (ties: the target, then
  /// the settled slot, then the lower slot): the slot drawn at the anchor.
  func nearestSlot(to offset: Double) -> Int {
    // A loop's slots are uniform: the engine's rule on the fractional slot.
    if loops { return engine.nearestSlot(to: loopSlotPosition(at: offset)) }
    let segments = strip.segments
    let real = realSlots
    var best = real.lower
    var bestDistance = Double.infinity
    func consider(_ slot: Int) {
      let distance = abs(slotCoordinate(slot) - offset)
      let preferred = slot == engine.targetSlot || (slot == engine.settledSlot)
      if distance < bestDistance || (distance == bestDistance && preferred) {
        best = slot
        bestDistance = distance
      }
    }
    var index = 0
    while index < segments.count {
      let low = max(index == 0 ? real.lower : segments[index].start, real.lower)
      let next = index + 1 < segments.count ? segments[index + 1].start : real.upper &+ 1
      let high = min(next &- 1, real.upper)
      if low <= high {
        let translation = index < translations.count ? translations[index] : 0
        let lowItem = drawnIndex(ofSlot: low)
        let highItem = drawnIndex(ofSlot: high)
        let item = min(max(geometry.nearest(to: offset - translation), lowItem), highItem)
        let slot = low &+ (item &- lowItem)
        consider(slot)
        if slot > low { consider(slot &- 1) }
        if slot < high { consider(slot &+ 1) }
      }
      index += 1
    }
    return best
  }

  /// The segment drawn at `offset` (the last whose first real slot rests at or before it) and
  /// its translation.
  func segmentAt(offset: Double) -> (shift: Int, translation: Double) {
    let segments = strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, slotCoordinate(segments[index].start) <= offset {
      chosen = index
      index += 1
    }
    let translation = chosen < translations.count ? translations[chosen] : 0
    return (segments[chosen].virtual &- segments[chosen].start, translation)
  }

  // MARK: Reloads

  /// The splice's breaks between the items on screen now (the rule every controller shares:
  /// `PagerStrip.breaksOnScreen(visible:_:anchorSlot:id:)`).
  func spliceBreaksOnScreen(anchorSlot: Int) -> [SpliceBreak<Source.PageID>] {
    guard !isUnspliced, knownCount > 0 else { return [] }
    let (low, high) = visibleSlots(at: offsetValue)
    return strip.breaksOnScreen(visible: low, high, anchorSlot: anchorSlot) { slot in
      let index = engineIndex(ofSlot: slot)
      return (engineID(at: index), index)
    }
  }

  /// Draws the breaks again around the anchor's slot, each item found by identity, or, when it
  /// is gone, its stand-in (the item now at its old index, clamped): the splice stays, and no
  /// item between its ends is drawn (the far-jump rule). A redraw that would leave the
  /// offset outside the frame is not made.
  func redrawSpliceBreaks<Transition: TransitionStrategy>(
    _ breaks: [SpliceBreak<Source.PageID>], anchorSlot: Int, host: Pager<Source, Transition>
  ) {
    for item in breaks {
      guard knownCount > 0 else { continue }
      let found = host.resolvedIndex(of: item.id, formerly: item.index)
      let index = self.item(ofIndex: found)
      let (low, high) = visibleSlots(at: offsetValue)
      let slot = anchorSlot &+ item.offsetFromAnchor
      let candidate: PagerStrip
      if item.isAfterAnchor {
        let previous = strip.virtual(at: slot &- 1)
        let delta = virtualDistance(from: previous, to: index, .forward)
        guard slot &- 1 >= low, delta > 0 else { continue }
        candidate = strip.spliced(
          keeping: low, slot &- 1, destinationSlot: slot, destination: previous &+ delta)
      } else {
        let next = strip.virtual(at: slot &+ 1)
        let delta = virtualDistance(from: next, to: index, .reverse)
        guard slot &+ 1 <= high, delta < 0 else { continue }
        candidate = strip.spliced(
          keeping: slot &+ 1, high, destinationSlot: slot, destination: next &+ delta)
      }
      let oldStrip = strip
      let oldTranslations = translations
      draw(candidate, keeping: anchorSlot)
      if !loops, !frameRange.contains(offsetValue) {
        engine.splice(oldStrip, translations: oldTranslations)
      }
    }
  }
}

extension PagerItemGeometry {
  /// The virtual steps from virtual item `virtual` to item `index`: their difference on a
  /// bounded strip, the loop's path in `direction` in a loop.
  func virtualDistance(from virtual: Int, to index: Int, _ direction: PageDirection) -> Int {
    topology.steps(fromVirtual: virtual, to: index, count: knownCount, direction)
  }
}
