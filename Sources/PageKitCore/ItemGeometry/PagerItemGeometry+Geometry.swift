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

  /// The logical sign of a screen displacement: `+1` unless right-to-left horizontal.
  var screenSign: Double { layoutDirection.screenSign(on: axis) }

  /// `value` clamped to the scrollable range `0...maxOffset` (a loop's offset is not clamped:
  /// it is recentred).
  func clampedToRange(_ value: Double) -> Double {
    loops ? value : min(max(value, 0), maxOffset)
  }

  // MARK: Position

  /// The item that stands for the run `run` of items sharing one resting offset: the target if
  /// it is among them, else the settled item, else `inner` (the run's end nearest the middle).
  /// For a strip at rest on `resting` (target and settled), `resting` if it is among them,
  /// else `inner`.
  private func representative(of run: ClosedRange<Int>, inner: Int, restingOn resting: Int?)
    -> Int
  {
    if let resting { return run.contains(resting) ? resting : inner }
    let target = drawnIndex(ofSlot: engine.target.slot)
    if run.contains(target) { return target }
    let settled = item(ofIndex: engine.settled.index)
    if run.contains(settled) { return settled }
    return inner
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

  /// The fractional item position of `offset` (see ``position``); `knownCount > 0`. With
  /// `resting`, the position the strip reads at `offset` when at rest on that item (the target
  /// and the settled item); without, with the engine's items as they are now.
  func position(at offset: Double, restingOn resting: Int? = nil) -> Double {
    let geometry = geometry
    let last = knownCount - 1
    let runs = restingRuns(geometry)
    let first = runs.first
    let end = runs.end
    // Past an end, one item per stride of the item at that end.
    guard first < end else {
      // Every item rests at one offset (content no longer than the viewport).
      let item = representative(of: 0...last, inner: 0, restingOn: resting)
      return Double(item) + (offset - first) / endStride(leading: offset < first)
    }
    let leadingEnd = runs.leadingEnd
    let trailingStart = runs.trailingStart
    if offset <= first {
      let item = representative(of: 0...leadingEnd, inner: leadingEnd, restingOn: resting)
      return Double(item) + (offset - first) / endStride(leading: true)
    }
    if offset >= end {
      let item = representative(of: trailingStart...last, inner: trailingStart, restingOn: resting)
      return Double(item) + (offset - end) / endStride(leading: false)
    }
    // Between two resting offsets: the first item resting beyond `offset`, and the one before.
    let above = min(max(geometry.firstIndex(anchorAbove: offset), 1), last)
    let below = above - 1
    let low = geometry.restingOffset(below)
    let high = geometry.restingOffset(above)
    guard high > low else { return Double(below) }
    let base =
      below <= leadingEnd
      ? Double(representative(of: 0...leadingEnd, inner: leadingEnd, restingOn: resting))
      : Double(below)
    let next =
      above >= trailingStart
      ? Double(representative(of: trailingStart...last, inner: trailingStart, restingOn: resting))
      : Double(above)
    let fraction = min(max((offset - low) / (high - low), 0), 1)
    return base + fraction * (next - base)
  }

  /// The item nearest `position`, an exact half going to the settled item's side (the engine's
  /// rule; without a splice a slot is its item); clamped to the items.
  func nearestItem(to position: Double) -> Int {
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
  func resisted(_ raw: Double) -> Double {
    guard !loops else { return raw }
    let range = frameRange
    return rubberBand.resisted(raw, lower: range.lowerBound, upper: range.upperBound)
  }

  /// The finger offset that draws at `drawn` (the inverse of ``resisted(_:)``; an overscroll of
  /// a viewport or more counts as just under one).
  func unresisted(_ drawn: Double) -> Double {
    guard !loops else { return drawn }
    let range = frameRange
    return rubberBand.unresisted(drawn, lower: range.lowerBound, upper: range.upperBound)
  }

  /// `value` brought within the range the rubber band can draw (less than a viewport past
  /// either end).
  func clampedToDrawable(_ value: Double) -> Double {
    guard !loops else { return value }
    let limit = viewportLength * RubberBand.maximumOverscrollFraction
    let range = frameRange
    return min(max(value, range.lowerBound - limit), range.upperBound + limit)
  }
}
