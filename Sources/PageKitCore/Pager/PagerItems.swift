extension PagerItemGeometry {
  /// The slot drawn at or before the drawn coordinate among the live slots, the next one, and
  /// the fraction of the way between their resting coordinates (`0` where they share one): what
  /// the pager draws at the anchor. Across a far jump's splice the pair is the items on either
  /// side of the break (the items drawn beside the old and the new item pass the anchor too), so
  /// a retarget or a grab, which keep the items on screen in their slots, keep it continuous.
  ///
  /// - Complexity: O(k) for the k slots drawn.
  @usableFromInline package func drawnSegment(in engine: Engine) -> PagerDrawnSegment {
    guard knownCount > 0 else {
      let none = PagerDrawnSegment.End(virtual: 0, index: 0)
      return PagerDrawnSegment(origin: none, destination: none, progress: 0, lowerSlot: 0)
    }
    let here = engine.drawnCoordinate
    let window = slotsAroundViewport(extra: 1, in: engine)
    var low = window.low
    var high = window.high
    var from = engineCoordinate(ofSlot: low, in: engine)
    var to = from
    let real = realSlots(in: engine)
    if !loops, window.low == real.lower, here < from {
      // Past the first item (the rubber band): the segment reaches the virtual slot before it,
      // one stride of the first item on, as the position does.
      high = low
      low &-= 1
      to = from
      from -= endStride(leading: true)
    } else {
      var slot = window.low
      while slot <= window.high {
        if engineCoordinate(ofSlot: slot, in: engine) <= here { low = slot }
        slot &+= 1
      }
      from = engineCoordinate(ofSlot: low, in: engine)
      if !loops, low == real.upper, here > from {
        // Past the last item: the virtual slot after it.
        high = low &+ 1
        to = from + endStride(leading: false)
      } else {
        high = min(low &+ 1, window.high)
        to = engineCoordinate(ofSlot: high, in: engine)
      }
    }
    let fraction = to > from ? min(max((here - from) / (to - from), 0), 1) : 0
    let strip = engine.strip
    guard engine.state.phase != .idle else {
      let rest = PagerDrawnSegment.End(
        virtual: strip.virtual(at: engine.settledSlot) &+ indexBase,
        index: engine.settledIndex)
      return PagerDrawnSegment(
        origin: rest, destination: rest, progress: 0, lowerSlot: engine.settledSlot)
    }
    let lower = PagerDrawnSegment.End(
      virtual: strip.virtual(at: low) &+ indexBase,
      index: engineIndex(ofSlot: low, in: engine))
    guard fraction > 0 else {
      return PagerDrawnSegment(origin: lower, destination: lower, progress: 0, lowerSlot: low)
    }
    let upper = PagerDrawnSegment.End(
      virtual: strip.virtual(at: high) &+ indexBase,
      index: engineIndex(ofSlot: high, in: engine))
    return engine.comesFromLower(slot: low)
      ? PagerDrawnSegment(origin: lower, destination: upper, progress: fraction, lowerSlot: low)
      : PagerDrawnSegment(
        origin: upper, destination: lower, progress: 1 - fraction, lowerSlot: low)
  }
}

extension Pager {
  /// The active motion's origin, destination and progress along the drawn coordinate; `nil` at
  /// rest: the fraction of the distance from the settled slot's resting coordinate to the
  /// target coordinate covered so far, or, when both rest at one coordinate (a release back onto the
  /// settled item), `1 − |distance| / item length` clamped to `0...1`.
  ///
  /// - Complexity: O(1) plus two resting coordinates.
  package var engineMotion: PagerMotion? {
    let phase = engine.state.phase
    guard phase != .idle, !engineIsEmpty else { return nil }
    let settledSlot = engine.settledSlot
    let targetSlot = engineTargetSlot
    let from = geometry.engineCoordinate(ofSlot: settledSlot, in: engine)
    let distance = engine.targetCoordinate - from
    let here = engine.drawnCoordinate
    let progress: Double
    if abs(distance) < PagingEngine<PageID>.arrivalTolerance {
      progress = min(max(1 - abs(here - from) / geometry.engineItemLength, 0), 1)
    } else {
      progress = (here - from) / distance
    }
    let direction: PageDirection =
      targetSlot != settledSlot
      ? (targetSlot > settledSlot ? .forward : .reverse)
      : (here >= from ? .reverse : .forward)
    return PagerMotion(
      originIndex: engine.settledIndex, destinationIndex: engineTargetIndex,
      progress: progress, direction: direction, phase: phase)
  }
}

/// What the pager reads from its item geometry to draw.
extension PagerItemGeometry {
  /// The largest resting offset of the content.
  package var maxContentOffset: Double { maxOffset }

  /// Where a host's content offset counts from, in the geometry's offsets: `0` for a source
  /// with a count; for one without, where the content would start if it started at item 0
  /// (the geometry's content starts at the first item reached).
  package var contentOffsetOrigin: Double {
    guard indexBase != 0, case .uniform(let items) = layout else { return 0 }
    return Double(0 &- indexBase) * items.stride
  }

  /// The source index shown by virtual item `virtual`: its item (clamped to the items, or
  /// round the loop) from ``indexBase``.
  @usableFromInline package func index(ofVirtual virtual: Int) -> Int {
    guard knownCount > 0 else { return 0 }
    return loops
      ? virtual.floorMod(knownCount) : min(max(virtual, 0), knownCount - 1) &+ indexBase
  }

  /// The live slots: the visible ones, whose item's drawn frame meets the half-open viewport
  /// `[offset, offset + viewport)` (an item ending exactly at its start, or starting exactly at
  /// its end, is not visible), widened by `extra` items on each side and clamped to the slots
  /// that draw real items when the strip is bounded. The one rule of liveness for every layout
  /// (full pages, items, loops). With no item visible (the viewport past an end in the rubber
  /// band, or in a gap wider than it) the range is empty for `extra` `0`, and widens from the
  /// gap: `low > high` then means no slot is live.
  ///
  /// - Complexity: O(k) for the k slots under the viewport (O(log n) to find the first of a
  ///   variable layout).
  @usableFromInline package func liveSlots(extra: Int, in engine: Engine) -> (low: Int, high: Int) {
    viewportSlots(in: engine).widened(by: extra)
  }

  /// The slots whose drawn frame meets the viewport (see ``liveSlots(extra:in:)``), with the
  /// slots that draw real items: ``PagerViewportSlots/widened(by:)`` is ``liveSlots(extra:in:)``
  /// for any `extra`, so one search serves the live window and the visible pages.
  @usableFromInline package func viewportSlots(in engine: Engine) -> PagerViewportSlots {
    let offset = engine.drawnCoordinate
    let end = offset + viewportLength
    var (low, high) = visibleSlots(at: offset, in: engine)
    // `visibleSlots` keeps at least one slot (clamped to the real items): drop those whose
    // drawn frame does not meet the viewport (for unspliced uniform items, the frames' closed
    // form: the same arithmetic as the drawn frame's there).
    if let items = unsplicedUniformItems(in: engine) {
      while low <= high, items.origin(of: low) + items.itemLength <= offset { low &+= 1 }
      while high >= low, items.origin(of: high) >= end { high &-= 1 }
    } else {
      while low <= high, drawnEnd(ofSlot: low, in: engine) <= offset { low &+= 1 }
      while high >= low, drawnOrigin(ofSlot: high, in: engine) >= end { high &-= 1 }
    }
    let real = realSlots(in: engine)
    return PagerViewportSlots(low: low, high: high, lower: real.lower, upper: real.upper)
  }

  /// The slots under the viewport (at least one, clamped to the real items), widened by
  /// `extra` items on each side: the slots around the anchor, for the drawn segment and the
  /// anchor's position (which need a slot even when none is visible).
  ///
  /// - Complexity: O(k) for the k slots under the viewport.
  func slotsAroundViewport(extra: Int, in engine: Engine) -> (low: Int, high: Int) {
    let visible = visibleSlots(at: engine.drawnCoordinate, in: engine)
    let real = realSlots(in: engine)
    return (max(visible.low &- extra, real.lower), min(visible.high &+ extra, real.upper))
  }

  /// Where `slot`'s item lies in the drawn frame (content coordinates, points).
  @usableFromInline package func drawnSpan(ofSlot slot: Int, in engine: Engine) -> StripSpan {
    let origin = drawnOrigin(ofSlot: slot, in: engine)
    return StripSpan(origin: origin, length: max(drawnEnd(ofSlot: slot, in: engine) - origin, 0))
  }

  /// The fractional slot at the anchor: the slot whose item rests at the anchor, plus the
  /// fraction of the way to the next slot's resting offset (piecewise, between neighbouring
  /// resting offsets). An item's offset from the anchor, in items, is its slot minus this.
  @usableFromInline package func anchorSlotPosition(in engine: Engine) -> Double {
    guard knownCount > 0 else { return 0 }
    if loops, let loopFrame {
      guard loopFrame.isUniform else {
        return loopSlotPosition(at: engine.drawnCoordinate, in: engine)
      }
      // Uniform slots: the settled slot's distance from the anchor, in strides.
      let slot = engine.settledSlot
      return Double(slot) - (slotCoordinate(slot, in: engine) - engine.drawnCoordinate)
        / loopFrame.stride
    }
    // Without a splice, slots are the items: the position (linear between neighbouring resting
    // offsets; the run rule in a clamped run; exact at rest, except between items).
    guard !engine.isUnspliced else {
      return engine.state.phase == .idle ? restItemPosition(in: engine) : itemPosition(in: engine)
    }
    // Across a splice: the pair of slots whose resting offsets bracket the offset (before the
    // first, the last slot resting where the first does).
    let offset = engine.drawnCoordinate
    let window = slotsAroundViewport(extra: 1, in: engine)
    let reading = max(offset, slotCoordinate(window.low, in: engine))
    var low = window.low
    var slot = window.low
    while slot <= window.high {
      if slotCoordinate(slot, in: engine) <= reading { low = slot }
      slot &+= 1
    }
    let from = slotCoordinate(low, in: engine)
    // Past the frame's ends (the rubber band), one slot per stride of the item at that end, as
    // without a splice (`position(at:)`): the position there is honoured, never clamped to the
    // end's slot, so a splice drawn from the band moves nothing on screen.
    if offset < from { return Double(low) + (offset - from) / endStride(leading: true) }
    let to = slotCoordinate(min(low &+ 1, window.high), in: engine)
    guard to > from else { return Double(low) + (offset - from) / endStride(leading: false) }
    return Double(low) + min(max((offset - from) / (to - from), 0), 1)
  }
}

/// The geometry a ``Pager`` with an item layout holds: items of any lengths, bounded or
/// looping.
@usableFromInline
package typealias PagerItems<Source: PageSource> = PagerItemGeometry<Source>

/// The values a pager's geometry is built from, worked out and checked before anything
/// changes: the items' strip (its extent), the loop's frame when the source wraps (its
/// topology: `nil` is a bounded strip), the unit of its coordinate, the anchor and the
/// viewport. Every change of the geometry builds new values and carries the state into them
/// (`Pager.carry(into:source:)`, or a layout switch's
/// ``PagerItemGeometry/take(_:source:count:)``); nothing else writes them.
package struct PagerItemValues: Equatable {
  /// The items along the axis.
  var strip: PagerItemStrip
  /// The loop's frame (copies and recentering band), for a source that wraps.
  var loop: LoopFrame?
  /// The source index of the strip's item 0: the first index the pager reaches (`0` for a
  /// source with a count).
  var indexBase = 0
  /// The viewport's length in the strip's units: the configuration's page length for an item
  /// layout, `1` for full pages.
  var viewportLength: Double
  /// Where a resting item sits: the pager's anchor (for full pages, in pages).
  var anchor: SnapAnchor
  /// For full pages, the page length in points (the strip's items and viewport are then one
  /// unit long: see ``PagerItemGeometry/pageLength``); `nil` for an item layout.
  var pageLength: Double?

  /// The points one unit of the coordinate spans: the page length for full pages, `1` for an
  /// item layout (its coordinate is in points).
  ///
  /// - Complexity: O(1).
  var pointsPerUnit: Double { pageLength ?? 1 }

  /// How the items go on past their ends: a loop when the loop's frame loops (two or more
  /// items), else bounded.
  ///
  /// - Complexity: O(1).
  var topology: PagerTopology { PagerTopology(loop) }

  /// The largest resting offset: a loop's frame's, else the strip's length past the viewport
  /// (at least `0`).
  ///
  /// - Complexity: O(1).
  var maxOffset: Double {
    if let loop, loop.loops { return loop.maximumOffset }
    return max(0, strip.contentLength - viewportLength)
  }
}

extension Pager {
  /// The geometry `layout` needs over `source`, checked.
  ///
  /// Full pages are items one unit long filling a viewport one unit long, resting at the
  /// anchor, a unit being the page length (the anchor's inset is counted in pages). A uniform layout (or full pages) over a source without a count lays out the
  /// items the pager reaches, item 0 of its strip being the first of them.
  ///
  /// - Throws: ``PagerError/nonFiniteValue`` and ``PagerError/invalidConfiguration(_:)`` for a bad
  ///   layout (see ``PagerLayout``); `.invalidConfiguration` for a source with a count above
  ///   ``PageBounds/reachableMagnitude``, for a variable layout over a source
  ///   without a count, and for an anchor inset at or past the viewport (every layout).
  static func itemValues(
    layout: PagerLayout, anchor: SnapAnchor, known: PagerIndices, source: Source,
    viewportLength: Double
  ) throws(PagerError) -> PagerItemValues {
    try PagerIndices.checkReach(known.bounds)
    let counted = known.bounds.isCounted
    let count = counted ? known.count : known.reachCount
    let indexBase = counted || known.reachCount == 0 ? 0 : known.lowest
    if layout.isFullPage {
      // Full pages are items the viewport long with spacing 0, counted in pages: the anchor
      // applies as to any uniform layout, its inset in pages. They keep the loop of pages
      // whether the source wraps or not (a reload may switch looping on or off mid-motion); a
      // source without a count does not loop.
      try PagerConfigurationIssue.checkAnchorInset(
        anchor.inset, longestItem: viewportLength, viewportLength: viewportLength)
      let unitAnchor = anchor.inPages(ofLength: viewportLength)
      guard
        let strip = try PagerLayout.uniform(itemLength: 1, spacing: 0).itemStrip(
          count: count, viewportLength: 1, anchor: unitAnchor)
        // (Never: a uniform layout always has a strip.)
      else { throw .invalidConfiguration(.unspecified) }
      return PagerItemValues(
        strip: strip,
        loop: try LoopFrame(
          pages: strip.count, isCircular: counted && source.isCircular, anchor: unitAnchor),
        indexBase: indexBase, viewportLength: 1, anchor: unitAnchor,
        pageLength: viewportLength)
    }
    let strip = try itemStrip(
      layout: layout, anchor: anchor, known: known, viewportLength: viewportLength)
    guard counted else {
      return PagerItemValues(
        strip: strip, indexBase: indexBase, viewportLength: viewportLength, anchor: anchor)
    }
    // A source that wraps (now, or by its type once it has two items: `circular()`, unless its
    // loop is turned off) keeps the loop's geometry whatever its count, so that a reload to
    // fewer than two items (no loop) and back keeps a drag or a motion going.
    guard source.isCircular || (source as? any WrappingPageSource)?.wraps == true else {
      return PagerItemValues(strip: strip, viewportLength: viewportLength, anchor: anchor)
    }
    var uniformLength: Double?
    if case .uniform(let length, _) = layout { uniformLength = length }
    let loop = try LoopFrame(
      layout: strip, isUniform: uniformLength != nil, viewportLength: viewportLength,
      anchor: anchor, emptyItemLength: uniformLength ?? 1)
    return PagerItemValues(
      strip: strip, loop: loop, viewportLength: viewportLength, anchor: anchor)
  }

  /// The strip of an item layout's items over the indices `known` reaches (a source without a
  /// count: the items the pager reaches, item 0 the first of them) in a viewport of
  /// `viewportLength` points, checked: the one way an item layout's strip is built, by a reload
  /// and by new settings alike.
  ///
  /// - Throws: `.invalidConfiguration` for a bad layout (see ``PagerLayout``), for a variable
  ///   layout over a source without a count, and for an anchor inset at or past the viewport.
  /// - Complexity: O(1) for a uniform layout, O(n) for a variable one (its prefix sums).
  static func itemStrip(
    layout: PagerLayout, anchor: SnapAnchor, known: PagerIndices, viewportLength: Double
  ) throws(PagerError) -> PagerItemStrip {
    let counted = known.bounds.isCounted
    if !counted, case .variable = layout {
      // Only items of one length run on without a count (a variable layout needs a length
      // per item).
      throw .invalidConfiguration(.variableLayoutWithoutCount)
    }
    guard
      let strip = try layout.itemStrip(
        count: counted ? known.count : known.reachCount, viewportLength: viewportLength,
        anchor: anchor)
      // (Never: only full pages have no strip.)
    else { throw .invalidConfiguration(.unspecified) }
    try PagerConfigurationIssue.checkAnchorInset(
      anchor.inset, longestItem: strip.maxItemLength, viewportLength: viewportLength)
    return strip
  }

  /// A geometry of `values` over `source`, following `configuration` and `snap` (it draws nothing until the pager rests on a page).
  static func makeGeometry(
    _ values: PagerItemValues, source: Source, snap: any SnapStrategy,
    configuration: PagerConfiguration
  ) throws(PagerError) -> PagerItems<Source> {
    try PagerItemGeometry(
      source: source, values: values, snap: SnapStrategyBox(snap), axis: configuration.axis,
      layoutDirection: configuration.layoutDirection, settleSpring: configuration.settleSpring,
      deceleration: configuration.deceleration,
      rubberBandCoefficient: configuration.rubberBandCoefficient)
  }

  /// Whether the geometry drawn now can take `values` by a reload (full pages or items, as
  /// now; a loop, as now).
  func geometryAccepts(_ values: PagerItemValues) -> Bool {
    // Any item layout reloads into another over a source that wraps as this one does (the
    // items' lengths may change: the current item keeps its place on screen).
    (geometry.pageLength == nil) == (values.pageLength == nil)
      && (geometry.loopFrame == nil) == (values.loop == nil)
  }
}

extension SnapAnchor {
  /// This anchor with its inset counted in pages of `length` points: where a full page rests.
  ///
  /// - Complexity: O(1).
  func inPages(ofLength length: Double) -> SnapAnchor {
    switch self {
    case .leading(let inset): .leading(inset / length)
    case .center: .center
    case .trailing(let inset): .trailing(inset / length)
    }
  }
}

/// The slots under a pager's viewport and the slots that draw real items
/// (``PagerItems/viewportSlots(in:)``).
@usableFromInline
package struct PagerViewportSlots: Equatable {
  /// The first and last slot whose drawn frame meets the viewport (`low > high`: none).
  @usableFromInline package var low: Int
  @usableFromInline package var high: Int
  /// The first and last slot that draws a real item.
  @usableFromInline package var lower: Int
  @usableFromInline package var upper: Int

  @inlinable
  package init(low: Int, high: Int, lower: Int, upper: Int) {
    self.low = low
    self.high = high
    self.lower = lower
    self.upper = upper
  }

  /// The slots widened by `extra` on each side, clamped to the real ones.
  @inlinable
  package func widened(by extra: Int) -> (low: Int, high: Int) {
    (max(low &- extra, lower), min(high &+ extra, upper))
  }
}
