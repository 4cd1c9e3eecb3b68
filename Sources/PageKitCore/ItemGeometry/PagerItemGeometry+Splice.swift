/// Far jumps: the strip's drawn frame.
///
/// A slot is a place along the drawn strip; the engine's ``PagingEngine/strip`` says which item each slot shows. At rest
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
/// `0...maxOffset`, as the drawn offset's documented range promises. A retarget of a retarget can find the items on
/// screen drawn far from their place in the content (a jump from the rubber band past the end
/// back to the first items draws them near the end); a destination spliced beside them would
/// then rest, or the frame would end, past the content's ends. The slots beyond the
/// destination's resting view (on the far side from the items on screen) then show the content's
/// own items (`PagerStrip.closed(beyond:forward:)`), where that brings the frame within the
/// content and shows no item twice (`PagerStrip.showsAnItemTwice(count:)`): a retarget onto an
/// item between a splice's two ends keeps every item on screen in its slot. Otherwise the splice
/// ends the one drawn first (`Pager.endSplice()`: the frame becomes the content's own, the item at
/// the anchor keeps its place on screen, the offset moves by its translation) and places the
/// destination from there.
extension PagerItemGeometry {
  // MARK: Segments

  /// The index in the engine's strip's segments of the segment that draws `slot`.
  func segmentIndex(ofSlot slot: Int, in engine: Engine) -> Int {
    let segments = engine.strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, segments[index].start <= slot {
      chosen = index
      index += 1
    }
    return chosen
  }

  /// The translation of the segment that draws `slot`, in points.
  func translation(ofSlot slot: Int, in engine: Engine) -> Double {
    guard !engine.isUnspliced else { return 0 }
    // Uniform items in a loop: a segment is drawn whole strides from its items' own place.
    if loopsUniformly, let loopFrame {
      let virtual = engine.strip.virtual(at: slot)
      return virtual == slot ? 0 : Double(slot &- virtual) * loopFrame.stride
    }
    let index = segmentIndex(ofSlot: slot, in: engine)
    return index < engine.translations.count ? engine.translations[index] : 0
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

  /// The translations that draw `candidate` keeping where `slot` is drawn now (`nil` for a
  /// loop of uniform items, whose segments draw whole strides from their items' own place): the
  /// pager's `drawSplice(_:keeping:)` draws them.
  ///
  /// - Complexity: O(segments).
  func spliceTranslations(toDraw candidate: PagerStrip, keeping slot: Int, in engine: Engine)
    -> [Double]?
  {
    guard !loopsUniformly else { return nil }
    return translations(of: candidate, keeping: slot, at: translation(ofSlot: slot, in: engine))
  }

  // MARK: Frame

  /// The item index drawn in `slot` (clamped to the items).
  func drawnIndex(ofSlot slot: Int, in engine: Engine) -> Int {
    guard knownCount > 0 else { return 0 }
    let virtual = engine.strip.virtual(at: slot)
    return topology.item(ofVirtual: virtual, count: knownCount)
  }

  /// The drawn origin of `slot` in the frame.
  package func drawnOrigin(ofSlot slot: Int, in engine: Engine) -> Double {
    virtualOrigin(engine.strip.virtual(at: slot)) + translation(ofSlot: slot, in: engine)
  }

  /// The drawn end of `slot` in the frame.
  func drawnEnd(ofSlot slot: Int, in engine: Engine) -> Double {
    virtualEnd(engine.strip.virtual(at: slot)) + translation(ofSlot: slot, in: engine)
  }

  /// The resting offset of `slot` in the frame: its item's resting offset, translated with its
  /// segment, and clamped to the frame's ends (``frameRange(in:)``).
  ///
  /// The clamp matters where a segment after the first is drawn near the frame's start (or one
  /// before the last near its end): an item whose own resting offset is inside the content may
  /// be drawn, beside the items it was spliced next to, where its anchor cannot reach in the
  /// frame. Its slot then shares the frame's end, as items that cannot reach the anchor share
  /// the content's; unclamped, it would rest outside the frame and be taken for the slot at the
  /// anchor of an offset in the rubber band, where it is not drawn.
  func slotCoordinate(_ slot: Int, in engine: Engine) -> Double {
    guard knownCount > 0 else { return 0 }
    if loops, let loopFrame {
      // Unclamped: a loop has no ends.
      return loopRestingOffset(engine.strip.virtual(at: slot), frame: loopFrame)
        + translation(ofSlot: slot, in: engine)
    }
    let resting = geometry.restingOffset(drawnIndex(ofSlot: slot, in: engine))
    guard !engine.isUnspliced else { return resting }
    let coordinate = resting + translation(ofSlot: slot, in: engine)
    guard !engine.strip.hasBackwardBreak else { return coordinate }
    let range = frameRange(in: engine)
    return min(max(coordinate, range.lowerBound), range.upperBound)
  }

  /// The offsets the frame's content spans at rest: `0...maxOffset` moved with the first and
  /// the last segment.
  package func frameRange(in engine: Engine) -> ClosedRange<Double> {
    guard !loops, !engine.isUnspliced, let first = engine.translations.first,
      let last = engine.translations.last
    else {
      return 0...maxOffset
    }
    return first...max(first, maxOffset + last)
  }

  /// Whether the frame lies within the content's scrollable range `0...maxOffset`, so that an
  /// offset the rubber band draws past the frame's ends stays within a viewport of the
  /// content's (the drawn offset's documented range).
  func frameLiesInContent(in engine: Engine) -> Bool {
    let range = frameRange(in: engine)
    let tolerance = PagingEngine<Source.PageID>.arrivalTolerance
    return range.lowerBound >= -tolerance && range.upperBound <= maxOffset + tolerance
  }

  /// Whether a far jump's splice ends where its strip would run backward (a retarget back past
  /// the old destination): on a bounded item layout, whose offset is a host's content offset
  /// and never runs backward. Full pages and loops go on forward through a backward break
  /// instead (the one documented difference between full pages and viewport-long items).
  ///
  /// - Complexity: O(1).
  var endsBackwardSplices: Bool { !loops && pageLength == nil }

  /// The first and last slot drawing a real item.
  func realSlots(in engine: Engine) -> (lower: Int, upper: Int) {
    // Every slot of a loop draws an item (the limit keeps slot arithmetic far from overflow).
    loops ? (-Self.loopSlotLimit, Self.loopSlotLimit) : engine.strip.bounds(count: knownCount)
  }

  /// The largest slot a loop reaches in either direction (``IntegerReach``: 2^52 where `Int`
  /// is 64 bits, where a `Double` offset still tells slots apart; 2^29 where it is 32 bits,
  /// where a slot plus a count stays clear of `Int.max`).
  static var loopSlotLimit: Int { IntegerReach.native.loopSlots }

  /// The first slot any part of which lies at or after `offset` in the frame (clamped to the
  /// real items).
  func firstSlot(endingAfter offset: Double, in engine: Engine) -> Int {
    let segments = engine.strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, drawnOrigin(ofSlot: segments[index].start, in: engine) <= offset {
      chosen = index
      index += 1
    }
    let segment = segments[chosen]
    let content = offset - (chosen < engine.translations.count ? engine.translations[chosen] : 0)
    let item: Int
    if loops, let loopFrame {
      item = loopVirtual(at: content, frame: loopFrame, in: engine)
    } else {
      item = layout.index(at: content) ?? 0
    }
    var slot = segment.start &+ (item &- segment.virtual)
    if chosen > 0 { slot = max(slot, segment.start) }
    let real = realSlots(in: engine)
    slot = min(max(slot, real.lower), real.upper)
    // (At most a step or two of correction: the guess is the item under the offset.)
    var steps = 0
    while slot < real.upper, drawnEnd(ofSlot: slot, in: engine) <= offset, steps < 64 {
      slot &+= 1
      steps += 1
    }
    while slot > real.lower, drawnEnd(ofSlot: slot &- 1, in: engine) > offset, steps < 128 {
      slot &-= 1
      steps += 1
    }
    return slot
  }

  /// The slots (real items) any part of which lies in the viewport at `offset`.
  func visibleSlots(at offset: Double, in engine: Engine) -> (low: Int, high: Int) {
    if loopsUniformly, let loopFrame {
      return loopVisibleSlots(at: offset, frame: loopFrame, in: engine)
    }
    if isUnsplicedPages(in: engine) {
      // Page `s` spans `s + inset..<s + inset + 1` (the inset the anchor needs, `0` at
      // `.leading(0)`): the page at or below the offset, and the next unless the offset is
      // whole.
      let real = realSlots(in: engine)
      let pages = offset - layout.leadingInset
      let floor = clampedFloor(pages)
      let low = min(max(floor, real.lower), real.upper)
      let high = Double(floor) == pages ? low : min(max(floor &+ 1, real.lower), real.upper)
      return (low, max(low, high))
    }
    if let items = unsplicedUniformItems(in: engine) {
      return uniformVisibleItems(at: offset, items: items)
    }
    let low = firstSlot(endingAfter: offset, in: engine)
    let real = realSlots(in: engine)
    var high = low
    while high < real.upper, drawnOrigin(ofSlot: high &+ 1, in: engine) < offset + viewportLength {
      high &+= 1
    }
    return (low, high)
  }

  /// The items of a bounded strip of uniform items drawn without a splice, where the slots are
  /// the items and their frames a closed form (`UniformStrip.origin(of:)`, as
  /// ``drawnOrigin(ofSlot:in:)`` computes them there); `nil` otherwise.
  ///
  /// - Complexity: O(1).
  func unsplicedUniformItems(in engine: Engine) -> UniformStrip? {
    guard !loops, engine.isUnspliced, knownCount > 0, case .uniform(let items) = layout,
      items.stride > 0
    else { return nil }
    return items
  }

  /// ``visibleSlots(at:in:)`` for a bounded strip of uniform items drawn without a splice: the
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

  /// The items any part of which lies in the viewport when virtual item `virtual` rests at the
  /// anchor, unspliced (a loop's virtual items; a bounded strip's items): a destination's
  /// resting view, which the far-jump rule splices beside the items on screen.
  ///
  /// - Complexity: O(1) for uniform items, O(log n + view) otherwise.
  func restingView(ofVirtual virtual: Int, in engine: Engine) -> (first: Int, last: Int) {
    loops
      ? loopContentView(ofVirtual: virtual, in: engine)
      : contentView(at: geometry.restingOffset(virtual))
  }

  // MARK: Reading the frame

  /// The fractional item position at `offset` of the frame: real indices between real
  /// neighbours (the content's rule, in each segment's own content), linear across a break.
  func framePosition(at offset: Double, in engine: Engine) -> Double {
    let segments = engine.strip.segments
    let real = realSlots(in: engine)
    var previous: Int?
    var translation = 0.0
    var index = 0
    while index < segments.count {
      let low = max(index == 0 ? real.lower : segments[index].start, real.lower)
      let next = index + 1 < segments.count ? segments[index + 1].start : real.upper &+ 1
      let high = min(next &- 1, real.upper)
      translation = index < engine.translations.count ? engine.translations[index] : 0
      index += 1
      guard low <= high else { continue }
      if let previous, offset < slotCoordinate(low, in: engine) {
        // Between the item before a break and the one after it: linear across the break.
        let from = slotCoordinate(previous, in: engine)
        let to = slotCoordinate(low, in: engine)
        let a = Double(drawnIndex(ofSlot: previous, in: engine))
        let b = Double(drawnIndex(ofSlot: low, in: engine))
        guard to > from, offset > from else { return a }
        return a + (b - a) * (offset - from) / (to - from)
      }
      if offset <= slotCoordinate(high, in: engine) { return position(at: offset - translation) }
      previous = high
    }
    return position(at: offset - translation)
  }

  /// The slot whose resting offset in the frame is nearest `offset` (ties: the target, then
  /// the settled slot, then the lower slot): the slot drawn at the anchor.
  func nearestSlot(to offset: Double, in engine: Engine) -> Int {
    // A loop's slots are uniform: the engine's rule on the fractional slot.
    if loops { return engine.nearestSlot(to: loopSlotPosition(at: offset, in: engine)) }
    let segments = engine.strip.segments
    let real = realSlots(in: engine)
    var best = real.lower
    var bestDistance = Double.infinity
    func consider(_ slot: Int) {
      let distance = abs(slotCoordinate(slot, in: engine) - offset)
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
        let translation = index < engine.translations.count ? engine.translations[index] : 0
        let lowItem = drawnIndex(ofSlot: low, in: engine)
        let highItem = drawnIndex(ofSlot: high, in: engine)
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
  func segmentAt(offset: Double, in engine: Engine) -> (shift: Int, translation: Double) {
    let segments = engine.strip.segments
    var chosen = 0
    var index = 1
    while index < segments.count, slotCoordinate(segments[index].start, in: engine) <= offset {
      chosen = index
      index += 1
    }
    let translation = chosen < engine.translations.count ? engine.translations[chosen] : 0
    return (segments[chosen].virtual &- segments[chosen].start, translation)
  }

  // MARK: Reloads

  /// The splice's breaks between the items on screen now (the rule every controller shares:
  /// `PagerStrip.breaksOnScreen(visible:_:anchorSlot:id:)`).
  func spliceBreaksOnScreen(anchorSlot: Int, in engine: Engine) -> [SpliceBreak<Source.PageID>] {
    guard !engine.isUnspliced, knownCount > 0 else { return [] }
    let (low, high) = visibleSlots(at: engine.drawnCoordinate, in: engine)
    return engine.strip.breaksOnScreen(visible: low, high, anchorSlot: anchorSlot) { slot in
      let index = engineIndex(ofSlot: slot, in: engine)
      return (engineID(at: index), index)
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
