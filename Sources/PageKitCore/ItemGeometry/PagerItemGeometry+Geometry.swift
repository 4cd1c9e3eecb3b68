/// The strip's geometry: resting offsets, the position they define, the rubber band.
extension PagerItemGeometry {
  /// The anchor and resting offsets of the known items.
  var geometry: SnapGeometry<Layout> {
    SnapGeometry(
      strip: layout, viewportLength: viewportLength, anchor: anchor, count: knownCount)
  }

  /// The mean distance from one item's origin to the next in `layout`, in points (`1` for a
  /// layout that reports none).
  static func meanStride(of layout: Layout) -> Double {
    let count = layout.count
    guard count > 0 else { return 1 }
    let items = layout.contentLength - layout.leadingInset - layout.trailingInset + layout.spacing
    let stride = items / Double(count)
    return stride.isFinite && stride > 0 ? stride : 1
  }

  /// One item per this many points past an end of a bounded strip: the stride (length plus
  /// spacing) of the item at that end, item 0's past the leading end and the last item's past
  /// the trailing end, whatever the other items' lengths (the mean stride where the layout
  /// reports no item there).
  ///
  /// - Complexity: O(1).
  func endStride(leading: Bool) -> Double {
    let count = knownCount
    guard count > 0, let span = layout.span(at: leading ? 0 : count - 1) else {
      return meanStride
    }
    let stride = span.length + layout.spacing
    return stride.isFinite && stride > 0 ? stride : meanStride
  }

  /// The point of the viewport at the anchor, from its leading edge, in points (the anchor's
  /// inset, the middle, or the trailing edge less the inset): what a change of viewport keeps
  /// a moving item's distance from (`Pager.carry(into:source:)`).
  ///
  /// - Complexity: O(1).
  var anchorPoint: Double { anchor.contentPoint(atOffset: 0, viewportLength: viewportLength) }

  /// The logical sign of a screen displacement: `+1` unless right-to-left horizontal.
  var screenSign: Double { layoutDirection.screenSign(on: axis) }

  /// `value` clamped to the scrollable range `0...maxOffset` (a loop's offset is not clamped:
  /// it is recentred).
  func clampedToRange(_ value: Double) -> Double {
    topology.clamped(value, to: 0...maxOffset)
  }

  // MARK: Position

  /// The stop item `item` (a layout's item) rests at, and the items resting there with it: in
  /// a bounded strip the items at an end that share one clamped resting offset (a run) are one
  /// stop, read as the run's outer end (item 0 at the start, the last item at the end; a strip
  /// no longer than its viewport is one stop, item 0). Every other item, a loop's and an item
  /// outside the known items are their own.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one (once per layout,
  ///   viewport and count; then O(1)).
  func stop(ofItem item: Int) -> (stop: Int, run: ClosedRange<Int>) {
    let last = knownCount - 1
    guard !loops, item >= 0, item <= last else { return (item, item...item) }
    let stops = self.stops
    let stop = stops.stop(ofItem: item)
    let run = stops.items(ofStop: stop)
    // A run reads as its outer end: item 0 at the start, the last item at the end.
    return (stop == 0 ? 0 : stop == stops.count - 1 ? last : item, run)
  }

  /// The strip's stops (``PagerStops``): a loop's items each, a bounded strip's items with the
  /// runs at its ends one stop each.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one (once per layout,
  ///   viewport and count; then O(1)).
  package var stops: PagerStops {
    guard !loops, knownCount > 1 else { return PagerStops(itemCount: knownCount, loops: loops) }
    let runs = restingRuns(geometry)
    let last = knownCount - 1
    guard runs.first < runs.end else {
      return PagerStops(itemCount: knownCount, leadingEnd: last, trailingStart: last)
    }
    return PagerStops(
      itemCount: knownCount, leadingEnd: runs.leadingEnd, trailingStart: runs.trailingStart)
  }

  /// The offset of a bounded strip where the position reads `item` (a layout's item): its
  /// resting offset, or for an inner item of a run (which rests at the run's stop) the point
  /// of the stretch beside the run where the position passes it (the inverse of
  /// ``position(at:)`` there). A strip no longer than its viewport has no such stretch: its
  /// items' resting offset.
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func positionOffset(ofItem item: Int) -> Double {
    let geometry = geometry
    let resting = geometry.restingOffset(item)
    let found = stop(ofItem: item)
    let runs = restingRuns(geometry)
    guard found.stop != item, runs.first < runs.end else { return resting }
    let last = knownCount - 1
    // The stretch beside the run: from the stop beside it to the run's stop.
    let near: Int
    let nearPosition: Double
    let farPosition: Double
    if found.stop == 0 {
      near = runs.leadingEnd + 1
      nearPosition = near >= runs.trailingStart ? Double(last) : Double(near)
      farPosition = 0
    } else {
      near = runs.trailingStart - 1
      nearPosition = near <= runs.leadingEnd ? 0 : Double(near)
      farPosition = Double(last)
    }
    let nearOffset = geometry.restingOffset(near)
    let fraction = (Double(item) - nearPosition) / (farPosition - nearPosition)
    return nearOffset + fraction * (resting - nearOffset)
  }

  /// The first and the last resting offset, and the runs of items that share them (the items
  /// `0...leadingEnd` and `trailingStart...last`): worked out once per layout, viewport and
  /// count (every frame's position reads them).
  func restingRuns(_ geometry: SnapGeometry<Layout>) -> RestingRuns {
    if let cachedRuns { return cachedRuns }
    let last = knownCount - 1
    let first = geometry.restingOffset(0)
    let end = geometry.restingOffset(last)
    let leadingEnd =
      first <= 0 ? min(max(geometry.firstIndex(anchorAbove: 0) - 1, 0), last) : 0
    let trailingStart =
      end >= geometry.maxOffset
      ? min(max(geometry.firstIndex(anchorAbove: geometry.maxOffset, inclusive: true), 0), last)
      : last
    let runs = RestingRuns(
      first: first, end: end, leadingEnd: leadingEnd, trailingStart: trailingStart)
    cachedRuns = runs
    return runs
  }

  /// The fractional item position of `offset` (see ``position(in:)``): a function of the offset
  /// alone; `knownCount > 0`. A run of items sharing one resting offset at an end reads as its
  /// outer end (``stop(ofItem:)``).
  ///
  /// The stretch the last reading fell in (``cachedStretch``) answers again while the offset lies
  /// strictly inside it: every offset there finds the same two resting offsets, so the answer is
  /// the search's, exactly.
  ///
  /// - Complexity: O(1) inside the last stretch; else O(1) for a uniform layout, O(log n) for a
  ///   variable one.
  func position(at offset: Double) -> Double {
    if let stretch = cachedStretch, offset > stretch.low, offset < stretch.high {
      return stretch.position(at: offset)
    }
    let geometry = geometry
    let last = knownCount - 1
    let runs = restingRuns(geometry)
    let first = runs.first
    let end = runs.end
    // Past an end, one item per stride of the item at that end.
    guard first < end else {
      // Every item rests at one offset (content no longer than the viewport): one stop, item 0.
      return (offset - first) / endStride(leading: offset < first)
    }
    if offset <= first { return (offset - first) / endStride(leading: true) }
    if offset >= end { return Double(last) + (offset - end) / endStride(leading: false) }
    // Between two resting offsets: the first item resting beyond `offset`, and the one before.
    let above = min(max(geometry.firstIndex(anchorAbove: offset), 1), last)
    let below = above - 1
    let low = geometry.restingOffset(below)
    let high = geometry.restingOffset(above)
    guard high > low else { return Double(below) }
    // Beside a run, the stretch leads to the run's outer end.
    let base = below <= runs.leadingEnd ? 0 : Double(below)
    let next = above >= runs.trailingStart ? Double(last) : Double(above)
    let stretch = PositionStretch(low: low, high: high, base: base, next: next)
    cachedStretch = stretch
    return stretch.position(at: offset)
  }

  /// The item nearest `position`, an exact half going to the settled item's side (the engine's
  /// rule; without a splice a slot is its item); clamped to the items. Beside a run the
  /// position passes the run's inner items, and so does this.
  func nearestItem(to position: Double, in engine: Engine) -> Int {
    let last = knownCount - 1
    // Clamp first: a position far past either end must not overflow an `Int`.
    let value = min(max(position, -1), Double(last) + 1)
    return min(max(engine.nearestSlot(to: value), 0), last)
  }

  // MARK: Rubber band

  /// Resistance past the ends of the scrollable range while dragging, as UIKit's, in points: the
  /// viewport is the dimension a drawn overscroll approaches (``RubberBand``).
  var rubberBand: RubberBand {
    RubberBand(coefficient: rubberBandCoefficient, dimension: viewportLength)
  }

  /// The drawn offset for a finger offset `raw`: resisted past the scrollable range.
  func resisted(_ raw: Double, in engine: Engine) -> Double {
    topology.resisted(raw, past: frameRange(in: engine), by: rubberBand)
  }

  /// The finger offset that draws at `drawn` (the inverse of ``resisted(_:in:)``; an overscroll of
  /// a viewport or more counts as just under one).
  func unresisted(_ drawn: Double, in engine: Engine) -> Double {
    topology.unresisted(drawn, past: frameRange(in: engine), by: rubberBand)
  }

  /// `value` brought within the range the rubber band can draw (less than a viewport past
  /// either end).
  func clampedToDrawable(_ value: Double, in engine: Engine) -> Double {
    topology.clamped(
      value, to: frameRange(in: engine),
      margin: viewportLength * RubberBand.maximumOverscrollFraction)
  }
}
