/// The geometry of a ``Pager``: items of any lengths along one axis, bounded or looping, in
/// points (full pages are its special case, counted in pages). It answers the engine's
/// questions for the pager, the engine's one host. It holds no engine: a question that reads
/// the drawn frame (the offset, a far jump's splice) or a place (settled, target, reference)
/// is given the pager's ``PagingEngine`` (`in:`) and only reads it. It is no controller of its
/// own and performs none of the engine's transitions (the pager does:
/// `Engine/Pager+Transitions.swift`, `Pager+Splice.swift`, `Pager+Carry.swift`).
///
/// Its coordinate is the content offset of the viewport's leading edge. A release projects the
/// natural resting offset with ``deceleration``, asks ``snap`` where to rest, then settles with
/// ``settleSpring`` started at the release velocity (or glides on a ``DecayCurve`` for a strategy
/// that glides). Every resting offset lies in `0...maxOffset`: items near the end that cannot
/// reach the anchor rest at the end of the content, and share that resting offset (a run).
/// A far jump splices the destination's resting view beside the items on screen
/// (`PagerItemGeometry+Splice`). The rules of events, causes, time, reloads and errors are the
/// engine's, written once as the pager's (`Engine/Pager+Rules.swift`), and so is the carry of a
/// change (`Pager.carry(into:source:)`).
///
/// - Complexity: Every gesture, frame, command and read is O(1) for a uniform layout and
///   O(log n) for a variable one, and allocates nothing in steady state.
@usableFromInline
package final class PagerItemGeometry<Source: PageSource> {
  /// The items along the axis: a pager's uniform or variable layout (one concrete type, so the
  /// geometry's searches need no generic metadata at run time).
  package typealias Layout = PagerItemStrip

  /// The release rule: the pager's snap strategy.
  package typealias Snap = SnapStrategyBox

  /// The items' identity: the source's.
  @usableFromInline package typealias PageID = Source.PageID

  /// The paging state machine whose state the geometry's questions read: the pager's, given
  /// to each question that reads the drawn frame or a place (the geometry holds none).
  @usableFromInline package typealias Engine = PagingEngine<Source.PageID>

  /// The items' identities (and values). Replaced by the pager's carry (`Pager.carry(into:source:)`) and
  /// ``take(_:source:count:)``.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package internal(set) var source: Source

  /// What this geometry is built from: the strip, the loop's frame, the unit, the anchor and the
  /// viewport, checked before they were given. Replaced whole, by the pager's carry
  /// (`Pager.carry(into:source:)`: every change that carries the state across) and ``take(_:source:count:)`` (a layout
  /// switch); setting it keeps the values derived from it and forgets what the last frames
  /// found.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package internal(set) var values: PagerItemValues {
    didSet {
      keepDerivedValues()
      cachedRuns = nil
    }
  }

  /// Sets what every frame reads from ``values`` beside them (inlined code reads these stored
  /// fields; a read through the values would copy them): the one list of derived fields, for
  /// the initializer and every change of the values.
  ///
  /// - Complexity: O(1).
  private func keepDerivedValues() {
    meanStride = Self.meanStride(of: values.strip)
    topology = values.topology
    maxOffset = values.maxOffset
    pointsPerUnit = values.pointsPerUnit
    viewportLength = values.viewportLength
    pageLength = values.pageLength
    indexBase = values.indexBase
  }

  /// The items' geometry along the axis (``values``' strip).
  ///
  /// - Complexity: O(1).
  package var layout: Layout { values.strip }

  /// The mean distance from one item's origin to the next, in points (`1` for a layout that
  /// reports none): the unit of the velocity cap and of the position past the ends. Kept with
  /// ``layout`` (every frame reads it).
  @exclusivity(unchecked) private(set) var meanStride: Double = 1

  /// The rule that chooses where a release comes to rest. Replacing it applies from the next
  /// gesture.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var snap: Snap

  /// Where in the viewport a resting item sits (``values``' anchor; for full pages, its inset
  /// in pages).
  ///
  /// - Complexity: O(1).
  package var anchor: SnapAnchor { values.anchor }

  /// The scrolling axis.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var axis: Axis

  /// The reading direction: a right-to-left horizontal strip mirrors drags and item frames. A
  /// vertical strip ignores it.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var layoutDirection: LayoutDirection

  /// The spring that settles releases (started at the release velocity) and animates commands.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var settleSpring: SpringCurve

  /// The resistance past the ends of the scrollable range (UIKit's 0.55 unless a ``Pager``'s
  /// configuration says otherwise; `0` pins the ends).
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var rubberBandCoefficient = RubberBand.standardCoefficient

  /// The deceleration that projects a release to its natural resting offset before snapping.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package var deceleration: Deceleration

  /// The viewport's extent along the axis, in the coordinate's unit (``values``' viewport,
  /// kept with them: inlined code reads it).
  ///
  /// - Complexity: O(1).
  @usableFromInline @exclusivity(unchecked) package private(set) var viewportLength: Double = 1

  /// The number of items the strip knows of: the source's count, at most the layout's.
  @exclusivity(unchecked) var knownCount: Int {
    didSet { cachedRuns = nil }
  }

  /// The first and last resting offsets and the runs that share them, for the present layout,
  /// anchor, viewport and count (`nil` until read after a change). Setting it forgets
  /// ``cachedStretch``, which the same values define.
  @exclusivity(unchecked) var cachedRuns: RestingRuns? {
    didSet {
      cachedStretch = nil
      cachedVisibleItems = nil
    }
  }

  /// The visible items of a bounded strip of uniform items drawn without a splice, where
  /// `visibleSlots(at:)` last found them, with the frame ends that bound that answer (`nil`
  /// until read after a change of the layout, anchor, viewport or count).
  @exclusivity(unchecked) var cachedVisibleItems: VisibleItemsWindow?

  /// The stretch between two neighbouring resting offsets where ``position(at:)`` last read an
  /// offset (`nil` until read after a change): a frame reads the position more than once, and
  /// a drag or a settle stays inside one stretch for many frames.
  @exclusivity(unchecked) var cachedStretch: PositionStretch?

  /// The loop's frame when the source wraps (the copies of the items a host scroll view's
  /// content holds, and the band the offset is recentred into by whole cycles); `nil` for
  /// bounded items. With fewer than two items it lays out no loop (``loops`` is `false`) and the
  /// items are a bounded strip, until a reload brings two or more.
  package var loopFrame: LoopFrame? { values.loop }

  /// How the items go on past their ends (bounded, or a loop), kept with ``values``: the
  /// differences between a bounded strip and a loop ask it.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package private(set) var topology: PagerTopology = .bounded

  /// For full pages, the length of a page in points; `nil` for an item layout.
  ///
  /// Full pages are this geometry's special case: items exactly as long as the viewport, with
  /// no spacing, resting at the anchor (its inset counted in pages), whose coordinate counts
  /// pages rather than points (each item and the viewport are one unit long), so that a
  /// position is the coordinate less page 0's resting one, exact at any page. The finger, the
  /// velocity and what is drawn convert through it; a release is judged by the paged release rule (`pagedReleaseTarget`), and a strategy
  /// that glides settles on the page it chooses. Kept with ``values`` (inlined code reads it).
  @usableFromInline @exclusivity(unchecked) package private(set) var pageLength: Double? = nil

  /// The points one unit of the coordinate spans: a page's length for full pages, `1` for an
  /// item layout (whose coordinate is in points). Every conversion between the finger's points
  /// and the coordinate is one formula through it, the same for every layout (a division or a
  /// product by `1` is exact). Kept with ``values``.
  ///
  /// - Complexity: O(1).
  @usableFromInline @exclusivity(unchecked) package private(set) var pointsPerUnit: Double = 1

  /// Whether this is a bounded strip of full pages drawn without a splice: its hot reads take
  /// the pages' one-step answers.
  func isUnsplicedPages(in engine: Engine) -> Bool {
    pageLength != nil && engine.isUnspliced && !loops
  }

  /// Full pages: the resting coordinate of page 0, where the anchor puts it (`0` at
  /// `.leading(0)`); page `s` rests `s` pages on, as the anchor moves every page alike (a
  /// page fills the viewport, so none is clamped at an end).
  ///
  /// - Complexity: O(1).
  var pageRestingBase: Double {
    anchor.offset(for: StripSpan(origin: layout.leadingInset, length: 1), viewportLength: 1)
  }

  /// Whether a release glides and may rest between items: the snap strategy's say, for an
  /// item layout (full pages settle on the page chosen).
  var glides: Bool { pageLength == nil && snap.glides }

  /// The source index of the layout's item 0: `0` for a source with a count; for one without,
  /// the first index the pager reaches (the layout lays out the items it reaches). Slots and
  /// virtual items count the layout's items; the engine's indices, the source's (`item +
  /// indexBase`). Kept with ``values`` (inlined code reads it).
  @usableFromInline @exclusivity(unchecked) package private(set) var indexBase = 0

  /// Creates the geometry of `values` over `source`: it checks and fills in the values and
  /// draws nothing; the pager then rests on its first page (`Pager.settle(at:)`).
  ///
  /// - Throws: `PagerError`, checked in this order: `.nonFiniteValue` (a NaN or infinite
  ///   viewport length or anchor inset); `.invalidConfiguration` (a viewport length of zero or
  ///   less, a negative anchor inset, a layout with a negative count or a non-finite length, a
  ///   layout whose count differs from the source's or, without a count, whose items from
  ///   the values' `indexBase` the source's bounds do not contain);
  ///   `.duplicatePageID(index:firstIndex:)`.
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  package init(
    source: Source, values: PagerItemValues, snap: Snap, axis: Axis,
    layoutDirection: LayoutDirection, settleSpring: SpringCurve, deceleration: Deceleration,
    rubberBandCoefficient: Double
  ) throws(PagerError) {
    let count = try Self.checked(values, source: source)
    self.values = values
    self.source = source
    self.snap = snap
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.settleSpring = settleSpring
    self.deceleration = deceleration
    self.rubberBandCoefficient = rubberBandCoefficient
    self.knownCount = count
    // (Stored with placeholders above: the values give them now.)
    keepDerivedValues()
  }

  /// The item count of `values` over `source`, checked: a finite, positive viewport and a
  /// non-negative anchor inset, then the count (``checkedCount(source:layout:indexBase:)``).
  static func checked(_ values: PagerItemValues, source: Source) throws(PagerError) -> Int {
    let viewportLength = values.viewportLength
    let anchor = values.anchor
    guard viewportLength.isFinite, anchor.inset.isFinite else { throw .nonFiniteValue }
    guard viewportLength > 0 else { throw .invalidConfiguration(.viewportLength(viewportLength)) }
    guard anchor.inset >= 0 else { throw .invalidConfiguration(.anchorInset(anchor.inset)) }
    return try checkedCount(source: source, layout: values.strip, indexBase: values.indexBase)
  }

  /// The item count of a source and layout that may go together: a valid layout of the
  /// source's count, or, for a source without a count, of items from `indexBase` that its
  /// bounds contain (`.invalidConfiguration` otherwise), then unique identities
  /// (`.duplicatePageID(index:firstIndex:)`).
  static func checkedCount(source: Source, layout: Layout, indexBase: Int)
    throws(PagerError) -> Int
  {
    let bounds = source.bounds
    // (A pager takes no source longer than its reach: see `PagerIndices.checkReach`.)
    let count = max(source.count, 0)
    let fits =
      bounds.isCounted
      ? indexBase == 0 && layout.count == count
      : layout.count == 0
        || (bounds.contains(indexBase) && bounds.contains(indexBase &+ (layout.count &- 1)))
    guard fits, layout.count >= 0 else {
      throw .invalidConfiguration(
        // (Without a count, never through a pager: its plan lays out the items the source's
        // bounds contain.)
        bounds.isCounted
          ? .itemLengthsCount(lengths: layout.count, items: count) : .unspecified)
    }
    guard layout.contentLength.isFinite, layout.maxItemLength.isFinite else {
      throw .invalidConfiguration(.contentTooLong)
    }
    try source.checkUniqueIdentities()
    return layout.count
  }

  // MARK: Events

  // MARK: State

  /// The number of items.
  ///
  /// - Complexity: O(1).
  @usableFromInline package var count: Int { knownCount }

  /// Whether the strip has no items. An empty strip reads index 0 and offset 0, and rejects
  /// every command and gesture with `PagerError.emptySource`.
  ///
  /// - Complexity: O(1).
  @usableFromInline package var isEmpty: Bool { knownCount == 0 }

  /// Whether the item after the last is the first: the source wraps and there are two or more
  /// items.
  ///
  /// - Complexity: O(1).
  @usableFromInline package var loops: Bool { topology.loops }

  /// The largest resting offset: `max(0, contentLength − viewportLength)` (a loop's frame's),
  /// kept with ``values`` (``PagerItemValues/maxOffset``).
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) package private(set) var maxOffset: Double = 0

  /// The fractional item position: `2.5` is half way between the resting offsets of items 2
  /// and 3. At rest it is exactly `engine`'s settled index, except under a strategy that glides
  /// (`FreeScroll`), which may rest between items: then it is the offset's position, as in
  /// motion, within half an item of the settled index (the item nearest it).
  ///
  /// Between two resting offsets the position is linear in the offset, and it is a function of
  /// the offset alone (it never jumps at a grab, a release, a retarget or a reload). Near an end
  /// where several items share one resting offset (they cannot reach the anchor: a run), the
  /// run is one stop that reads as its outer end: the first item at the start, the last at the
  /// end (a strip no longer than its viewport is one stop, read as its first item). The
  /// stretch of travel from the stop beside it leads straight there: with items 2 and 3
  /// sharing the end, the position runs from 1 to 3 between their resting offsets. Past the
  /// ends it continues at one item per stride of the item at that end.
  ///
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`.
  @usableFromInline package func position(in engine: Engine) -> Double {
    guard knownCount > 0 else { return 0 }
    // Full pages without a splice: the coordinate counts pages, and every rest sets it to the
    // page's resting offset exactly, so the position is the coordinate, at rest as in motion
    // (and a frame reads no engine state for it).
    if isUnsplicedPages(in: engine) {
      // (At an inset the resting coordinate is `s` plus the inset less the anchor's, which
      // need not round back to `s`: at rest the position is the settled page, exactly.)
      if layout.leadingInset != 0, engine.state.phase == .idle {
        return Double(engine.settledIndex)
      }
      let pages = engine.drawnCoordinate - pageRestingBase
      return indexBase == 0 ? pages : pages + Double(indexBase)
    }
    guard engine.state.phase != .idle else {
      guard restReadsOffset(in: engine) else { return Double(engine.settledIndex) }
      return restPosition(
        onSlot: engine.settledSlot, index: engine.settledIndex, offset: engine.drawnCoordinate,
        in: engine)
    }
    let position = itemPosition(in: engine)
    // (The layout's items count from `indexBase`; adding zero would turn a -0 into a +0.)
    return indexBase == 0 ? position : position + Double(indexBase)
  }

  /// ``position(in:)`` while moving, in the layout's items (from item 0 at `indexBase`).
  func itemPosition(in engine: Engine) -> Double {
    // Full pages without a splice: the coordinate counts pages, and every page reaches the
    // anchor (no runs), so the position is the coordinate (what `position(at:)` computes, in
    // one step).
    if isUnsplicedPages(in: engine) { return engine.drawnCoordinate - pageRestingBase }
    if loops { return loopItemPosition(in: engine) }
    return engine.isUnspliced
      ? position(at: engine.drawnCoordinate) : framePosition(at: engine.drawnCoordinate, in: engine)
  }

  /// ``itemPosition(in:)`` in a loop.
  private func loopItemPosition(in engine: Engine) -> Double {
    // Continuous across the seam: the settled item plus the slots travelled from its slot.
    let value = loopSlotPosition(at: engine.drawnCoordinate, in: engine)
    guard !engine.isUnspliced else {
      return Double(engine.settledIndex) + (value - Double(engine.settledSlot))
    }
    // Across a splice the virtual items meet the indices at a slot that draws its own item:
    // the target's while settling, the reference's while dragging. The settled slot's
    // numbering holds when it agrees with that one round the loop (a reload may have put
    // the settled item in a slot numbered otherwise than the item it draws); else the
    // place's, in the cycle nearest the settled slot's.
    let drawn = engine.strip.reportedPosition(value)
    let phase = engine.state.phase
    let settling = phase == .settling
    let placeSlot = settling ? engine.targetSlot : engine.referenceSlot
    let placeIndex = settling ? engine.targetIndex : engine.referenceIndex
    let settledShift = engine.settledSlot &- engine.settledIndex
    let placeShift = engine.strip.virtual(at: placeSlot) &- placeIndex
    guard phase != .idle, (settledShift &- placeShift).floorMod(knownCount) != 0 else {
      return Double(engine.settledIndex) + (drawn - Double(engine.settledSlot))
    }
    let cycles = (Double(settledShift &- placeShift) / Double(knownCount)).rounded()
    let shift = placeShift &+ Int(cycles) &* knownCount
    return drawn - Double(shift)
  }

  /// The item nearest ``position(in:)``: the one whose resting offset is nearest the offset, so the
  /// item at the anchor; it flips half way between two resting offsets, an exact half
  /// belonging to the settled item's side. Beside a run (items sharing a resting offset at an
  /// end, one stop read as its outer end) it follows the position past the run's inner items,
  /// as a tab bar's indicator does; ``targetIndex`` is the stop a release chooses. At rest it is the settled index (between items, the
  /// item nearest the position). During a far jump it
  /// is the item drawn nearest the anchor (never one the splice skips).
  ///
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip`.
  @usableFromInline package func currentIndex(in engine: Engine) -> Int {
    guard knownCount > 0 else { return 0 }
    guard engine.state.phase != .idle else { return engine.settledIndex }
    if loops {
      return drawnIndex(ofSlot: nearestSlot(to: engine.drawnCoordinate, in: engine), in: engine)
    }
    guard !engine.isUnspliced else {
      return nearestItem(to: itemPosition(in: engine), in: engine) &+ indexBase
    }
    // The slot drawn at the anchor, among the slots drawn in the viewport: a slot whose
    // resting offset is shared at the frame's end may lie outside it.
    let visible = visibleSlots(at: engine.drawnCoordinate, in: engine)
    return drawnIndex(
      ofSlot: min(
        max(nearestSlot(to: engine.drawnCoordinate, in: engine), visible.low), visible.high),
      in: engine)
      &+ indexBase
  }

  /// The resting offset of an item: its anchor offset clamped to `0...maxOffset`.
  ///
  /// - Parameter index: An item index.
  /// - Returns: The offset, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  package func restingOffset(ofItem index: Int) -> Double? {
    let item = item(ofIndex: index)
    guard item >= 0, item < knownCount else { return nil }
    return geometry.restingOffset(item)
  }

  /// Takes `newValues` over `newSource` with `count` items, checked (``checked(_:source:)``),
  /// without carrying the state: a layout switch, which has completed its motion and rests
  /// on its page by identity next. The pager keeps one geometry object for its life, so that
  /// a frame's calls into it need no reference counting.
  ///
  /// - Complexity: O(1).
  func take(_ newValues: PagerItemValues, source newSource: Source, count: Int) {
    source = newSource
    values = newValues
    knownCount = count
  }

  /// The layout's item that shows source index `index` (`index − indexBase`).
  func item(ofIndex index: Int) -> Int { index &- indexBase }

  // MARK: Shared transitions

  /// The slot a rest on `index` takes, in the frame drawn without a splice: its item's, or in
  /// a loop the slot nearest `nearSlot` that shows it when that slot's resting offset lies in
  /// the recentering band (a change at rest keeps the slots' numbering), else the slot of the
  /// cycle whose resting offset lies in the band. The pager rests there
  /// (`Pager.settleEngine(at:nearSlot:)`).
  ///
  /// - Complexity: O(1) for a uniform layout, O(log n) for a variable one.
  func restingSlot(showing index: Int, near nearSlot: Int?, in engine: Engine) -> Int {
    let item = item(ofIndex: index)
    guard loops, let loopFrame else { return item }
    if let nearSlot {
      let kept = slot(showing: item, near: nearSlot, in: engine)
      if !loopFrame.recentered(offset: slotCoordinate(kept, in: engine)).didShift { return kept }
    }
    let shift = loopFrame.recentered(offset: slotCoordinate(index, in: engine)).delta
    return index &+ Int((shift / loopFrame.cycleLength).rounded()) &* knownCount
  }
}

/// A stretch of a bounded strip between two neighbouring resting offsets, where the position is
/// linear in the offset: from `base` at `low` to `next` at `high` (`high > low`).
struct PositionStretch {
  /// The resting offset at the stretch's start.
  var low: Double
  /// The resting offset at the stretch's end.
  var high: Double
  /// The position at ``low``.
  var base: Double
  /// The position at ``high``.
  var next: Double

  /// The position at `offset`, clamped to the stretch: the one formula of a bounded strip's
  /// position between two resting offsets.
  ///
  /// - Complexity: O(1).
  func position(at offset: Double) -> Double {
    let fraction = min(max((offset - low) / (high - low), 0), 1)
    return base + fraction * (next - base)
  }
}

/// The visible items of a bounded strip of uniform items, and the frame ends that bound that
/// answer: it holds for a viewport `[offset, end)` while item `low − 1` ends at or before
/// `offset` and item `low` after it, and item `high` starts before `end` and item `high + 1` at
/// or after it (an end with no such item is infinite).
struct VisibleItemsWindow {
  /// The first visible item.
  var low: Int
  /// The last visible item.
  var high: Int
  /// Where item `low − 1` ends (`-infinity` for item 0).
  var lowFloor: Double
  /// Where item `low` ends (`infinity` for the last item).
  var lowCeiling: Double
  /// Where item `high` starts (`-infinity` when it is `low`).
  var highFloor: Double
  /// Where item `high + 1` starts (`infinity` for the last item).
  var highCeiling: Double

  /// Whether the answer holds for the viewport `[offset, end)`.
  ///
  /// - Complexity: O(1).
  func holds(offset: Double, end: Double) -> Bool {
    lowFloor <= offset && offset < lowCeiling && highFloor < end && end <= highCeiling
  }
}

/// A bounded layout's first and last resting offsets, and the runs of items that share them (items
/// that cannot reach the anchor).
struct RestingRuns: Equatable {
  /// The first item's resting offset.
  var first: Double
  /// The last item's resting offset.
  var end: Double
  /// The last item resting at ``first``.
  var leadingEnd: Int
  /// The first item resting at ``end``.
  var trailingStart: Int
}
