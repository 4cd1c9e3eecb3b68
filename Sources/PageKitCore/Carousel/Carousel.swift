/// The geometry of a looping ``Pager`` with a uniform item layout: items along a content of
/// several cycles, in points, recentred by whole cycles so that the offset never reaches the
/// content's ends, driven by the pager's engine (it shares the pager's ``PagingEngine``) — and
/// by a host scroll view's callbacks through PageKitCarousel's `ScrollViewBridge`.
///
/// In a loop the offset is recentred every frame — while dragging, settling and decelerating —
/// and the logical index is the integer floor-modulo of the virtual item, never a
/// floating-point remainder. With fewer than two items there is no loop: the items lie on a
/// plain strip. The rules of events, causes, time, reloads and errors are the engine's, written
/// once on ``PagingEngineHost``.
///
/// - Complexity: Every gesture, frame, command and read is O(1), and allocates nothing in
///   steady state.
package final class Carousel<Source: PageSource, Snap: SnapStrategy>: PagingController {
  /// The items' identity: the source's.
  package typealias PageID = Source.PageID

  /// The items. Replaced by `applyReload(_:)`.
  package internal(set) var source: Source

  /// The strategy that chooses where a release comes to rest.
  package var snap: Snap

  /// The geometry: item length, spacing, viewport, anchor and loop.
  package internal(set) var layout: CarouselLayout

  /// The spring that settles releases and animates commands; a release starts it at the release
  /// velocity. Set at construction.
  package var settleSpring: SpringCurve

  /// The deceleration that projects a headless release (``endDrag(velocity:)``) to its natural
  /// resting offset before snapping. Set at construction.
  package var deceleration: Deceleration

  /// The reading direction: a right-to-left horizontal carousel mirrors drags and placements.
  package var layoutDirection: LayoutDirection = .leftToRight

  /// The scrolling axis (a vertical carousel ignores ``layoutDirection``).
  package var axis: Axis = .horizontal

  /// The shared paging state machine.
  @usableFromInline package let engine: PagingEngine<Source.PageID>

  /// Which virtual item each slot shows: the identity except during a far jump's splice.
  package var strip = PagerStrip.identity

  // MARK: Geometry state

  /// The content offset of the current frame, in points.
  package var offsetValue: Double

  /// Creates a carousel at rest on `initialIndex`. Construction announces nothing.
  ///
  /// - Parameters:
  ///   - source: The items (`0` items is a valid, empty carousel).
  ///   - snap: Where releases come to rest.
  ///   - itemLength: The length of every item, in points: more than `0`, at most
  ///     `viewportLength`.
  ///   - spacing: The space between items, in points, `0` or more.
  ///   - viewportLength: The viewport length, in points, more than `0`.
  ///   - anchor: Where a resting item sits in the viewport (default `.leading(0)`).
  ///   - isCircular: Whether to loop (default `true`): there is a loop only with two or more
  ///     items (see ``loops``).
  ///   - initialIndex: The first settled item (`0` for an empty source).
  ///   - settleSpring: The spring that settles releases and animates commands, started at the
  ///     release velocity (default ``SpringCurve/page``).
  ///   - deceleration: How a headless release (``endDrag(velocity:)``) is projected to its
  ///     natural resting offset before snapping (default ``Deceleration/normal``;
  ///     a scroll view's release brings its own proposed offset).
  /// - Throws: In this order: ``PagerError/nonFiniteValue`` for a NaN or infinite
  ///   length, spacing or inset; ``PagerError/invalidConfiguration`` for a bad
  ///   geometry (an item or viewport length of zero or less, a negative spacing, an item longer
  ///   than the viewport, an inset that is negative or pushes a resting item out of the
  ///   viewport, content too large to lay out) or a source without a count (see
  ///   ``PageSource/bounds``);
  ///   ``PagerError/duplicatePageID(index:firstIndex:)`` for a source that reports
  ///   a repeated identity (see ``PageSource/firstDuplicateIndex``);
  ///   ``PagerError/indexOutOfRange(index:count:)`` for an initial item outside
  ///   `0..<count` (other than `0` for an empty source).
  /// - Complexity: O(1) plus one identity lookup.
  package convenience init(
    source: Source, snap: Snap, itemLength: Double, spacing: Double = 0,
    viewportLength: Double, anchor: SnapAnchor = .leading(0), isCircular: Bool = true,
    initialIndex: Int = 0, settleSpring: SpringCurve = .page,
    deceleration: Deceleration = .normal
  ) throws(PagerError) {
    try self.init(
      source: source, snap: snap, itemLength: itemLength, spacing: spacing,
      viewportLength: viewportLength, anchor: anchor, isCircular: isCircular,
      initialIndex: initialIndex, settleSpring: settleSpring, deceleration: deceleration,
      engine: PagingEngine())
  }

  /// Creates a carousel at rest on `initialIndex` that keeps its state in `engine`: the geometry
  /// of a looping ``Pager`` with a uniform item layout, which shares its engine (its events, its
  /// observers) with the carousel.
  package init(
    source: Source, snap: Snap, itemLength: Double, spacing: Double,
    viewportLength: Double, anchor: SnapAnchor, isCircular: Bool, initialIndex: Int,
    settleSpring: SpringCurve, deceleration: Deceleration, engine: PagingEngine<Source.PageID>
  ) throws(PagerError) {
    self.engine = engine
    let count = max(source.count, 0)
    let layout = try CarouselLayout(
      count: count, itemLength: itemLength, spacing: spacing, viewportLength: viewportLength,
      anchor: anchor, isCircular: isCircular)
    guard source.bounds.isCounted else { throw .invalidConfiguration }
    try source.checkUniqueIdentities()
    let valid = count == 0 ? initialIndex == 0 : (0..<count).contains(initialIndex)
    guard valid else { throw .indexOutOfRange(index: initialIndex, count: count) }
    self.source = source
    self.snap = snap
    self.layout = layout
    self.settleSpring = settleSpring
    self.deceleration = deceleration
    self.offsetValue = 0
    rest(onLogicalIndex: initialIndex)
    engine.report(position: position)
  }

  // MARK: Events

  // MARK: State

  /// The number of items.
  package var count: Int { layout.count }

  /// Whether the carousel has no items. An empty carousel reads index 0 and offset 0, and
  /// rejects every command and gesture.
  package var isEmpty: Bool { layout.count == 0 }

  /// Whether the carousel was asked to loop: the option given at construction or to
  /// construction, kept whatever the number of items.
  ///
  /// The option, not the outcome: with `isCircular` off or fewer than two items there is no
  /// loop. Read ``loops`` for whether the carousel loops now (as for every
  /// ``PagingController``). A host reads `isCircular` to show the option (a
  /// settings toggle), and keeps it across reloads that pass through fewer than two items.
  ///
  /// - Complexity: O(1).
  package var isCircular: Bool { layout.isCircular }

  /// Whether the carousel loops now: ``isCircular`` and two or more items. After the last item
  /// comes the first, and the offset is recentered by whole cycles.
  ///
  /// - Complexity: O(1).
  package var loops: Bool { layout.loops }

  /// The length of the whole content, in points, copies included: size the scroll view's
  /// content with it (`0` when empty). It changes with `applyReload(_:)` and
  /// ``setViewportLength(_:)``.
  ///
  /// - Complexity: O(1).
  package var contentLength: Double { layout.contentLength }

  /// The viewport's length along the axis, in points: the one given at construction or to
  /// ``setViewportLength(_:)`` last.
  ///
  /// - Complexity: O(1).
  package var viewportLength: Double { layout.viewportLength }

  /// The content offset to draw, in points: always inside the content.
  package var offset: Double { offsetValue }

  /// What the carousel is doing.
  package var phase: PagerPhase { engine.state.phase }

  /// Whether the carousel animates a command or a headless release, so a host scroll view must
  /// follow ``offset`` every frame (rather than decelerate on its own).
  package var isAnimating: Bool {
    if case .settling(.some) = engine.state { return true }
    return false
  }

  /// The item the carousel last came to rest on.
  package var settledIndex: Int { engine.settled.index }

  /// The identity of the settled item (`nil` when empty).
  package var settledPageID: Source.PageID? { engine.settled.id }

  /// The item at the anchor now: the item whose resting offset is nearest the offset, an exact
  /// half belonging to the item the motion comes from (the settled item's side), as a pager's
  /// does; the settled item at rest.
  ///
  /// - Complexity: O(1).
  package var currentIndex: Int {
    guard !isEmpty else { return 0 }
    if engine.state.phase == .idle { return engine.settled.index }
    guard let here = layout.position(at: offsetValue) else { return engine.settled.index }
    // The geometry gives an exact half to the following slot; the motion may come from the
    // slot before it.
    var slot = here.virtualIndex
    if here.fraction == -0.5, engine.comesFromLower(slot: slot - 1) { slot -= 1 }
    return logicalIndex(strip.virtual(at: slot))
  }

  /// Where the motion will come to rest: the release's or command's item while settling, what
  /// a zero-velocity release would choose while dragging, the settled item at rest.
  package var targetIndex: Int { engineTargetIndex }

  /// The continuous item position: ``settledIndex`` plus the distance travelled from it, in
  /// items (continuous across the seam of a loop, re-based at rest, when it equals
  /// ``settledIndex`` exactly).
  package var position: Double {
    guard !isEmpty, engine.state.phase != .idle, let here = layout.position(at: offsetValue)
    else {
      return Double(engine.settled.index)
    }
    let value =
      layout.loops
      ? here.value : (offsetValue + layout.anchorPosition) / layout.stride
    // Across a splice the position runs straight from the item before it to the one after.
    let drawn = strip.isIdentity ? value : strip.reportedPosition(value)
    return Double(engine.settled.index) + (drawn - Double(engine.settled.slot))
  }

  // MARK: Shared transitions

  /// The logical item a virtual item shows (the geometry's rule).
  func logicalIndex(_ virtual: Int) -> Int {
    layout.logicalIndex(ofVirtual: virtual)
  }

  /// The resting offset of a virtual item in the current frame.
  func restingOffset(virtual: Int) -> Double {
    let raw = layout.offset(forVirtualIndex: virtual)
    return layout.loops ? raw : min(max(raw, 0), layout.maximumOffset)
  }

  /// Puts the carousel at rest on a logical item, with no events.
  func rest(onLogicalIndex index: Int) {
    strip = .identity
    guard layout.count > 0 else {
      offsetValue = 0
      engine.rest(onSlot: 0, index: 0, id: nil, coordinate: 0)
      return
    }
    let index = min(max(index, 0), layout.count - 1)
    offsetValue = layout.restingOffset(forLogicalIndex: index) ?? 0
    let virtual = layout.loops ? (layout.position(at: offsetValue)?.virtualIndex ?? index) : index
    engine.rest(onSlot: virtual, index: index, id: source.id(at: index), coordinate: offsetValue)
  }

  /// Shifts the offset and every stored position by `delta` points (whole cycles).
  func applyShift(_ delta: Double) {
    guard delta != 0, delta.isFinite else { return }
    offsetValue += delta
    let slots = Int((delta / layout.stride).rounded())
    engine.shift(slots: slots, coordinate: delta)
    if !strip.isIdentity { strip = strip.shifted(by: slots) }
  }

  /// Recenters the offset (loops only) and shifts the state with it.
  @discardableResult
  func recenter() -> CarouselLayout.Recentering {
    let result = layout.recentered(offset: offsetValue)
    if result.didShift {
      applyShift(result.delta)
      offsetValue = result.offset
    }
    return result
  }

  /// Before a trip to `destination`, shifts the frame by whole cycles so that the trip's
  /// midpoint sits as near the middle of the content as keeps the offset in the recentering
  /// band. Trips shorter than about half the content then lie entirely inside it.
  ///
  /// - Returns: The shift applied.
  @discardableResult
  func centerTrip(to destination: Double) -> Double {
    guard layout.loops, layout.cycleLength > 0 else { return 0 }
    let middle = layout.maximumOffset / 2
    let midpoint = (offsetValue + destination) / 2
    let cycles = ((middle - midpoint) / layout.cycleLength).rounded()
    guard cycles.isFinite, cycles != 0 else { return 0 }
    let shift = cycles * layout.cycleLength
    let shifted = offsetValue + shift
    let margin = layout.recenterMargin
    guard shifted >= margin, shifted <= layout.maximumOffset - margin else { return 0 }
    applyShift(shift)
    return shift
  }

  /// The logical sign of a screen displacement: `+1` unless right-to-left horizontal.
  var screenSign: Double { layoutDirection.screenSign(on: axis) }
}
