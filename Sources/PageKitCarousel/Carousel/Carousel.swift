public import PageKitCore
public import PageKitSnap

/// An infinite carousel: the loop geometry of ``CarouselLayout`` driven like a pager, with the
/// pager's events, snapping through any ``/PageKitSnap/SnapStrategy`` and optional auto-scrolling.
///
/// A carousel is driven in one of two ways, and emits the same events either way:
///
/// - **Headless**, like a ``/PageKitCore/Pager``: ``beginDrag()``, ``drag(by:)``, ``endDrag(velocity:)``,
///   commands such as ``scroll(to:direction:animated:)``, and ``advance(to:)`` every frame. The
///   host draws ``items(transition:)`` at ``offset``.
/// - **By a host scroll view's callbacks**: ``scrollViewDidScroll(offset:)`` (apply the offset it
///   returns, and shift any in-flight target by its delta), ``scrollViewWillBeginDragging()``,
///   ``scrollViewWillEndDragging(velocity:proposedOffset:)`` (use the target it returns),
///   ``scrollViewDidEndDragging(willDecelerate:)`` and ``scrollViewDidEndDecelerating()``.
///   Commands and auto-scroll are animated by the carousel: while ``isAnimating`` is `true`, call
///   ``advance(to:)`` every frame and set the scroll view's offset to ``offset``.
///
/// In a loop the offset is recentered by whole cycles every frame — while dragging, settling and
/// decelerating — so it never reaches the ends of the content; the logical index is the integer
/// floor-modulo of the virtual item, never a floating-point remainder.
///
/// ```swift
/// let carousel = try Carousel(
///   source: ArrayPageSource(["a", "b", "c", "d", "e"]),
///   itemLength: 375, viewportLength: 375)
/// carousel.offset                      // 375: the duplicate at the front is hidden
/// try carousel.scrollToNext()
/// try carousel.advance(to: 0)
/// try carousel.advance(to: 1)          // at rest on "b"
/// ```
///
/// `didChangePage` fires exactly once each time the settled item's identity changes, with the
/// cause `.user`, `.programmatic`, `.autoScroll` or `.dataReload`; the pairing rules of
/// `willChangePage`, `didChangePage` and `didCancelPageChange` are the pager's.
///
/// A carousel is not `Sendable`: use it from one isolation domain, as you would a view.
public final class Carousel<Source: PageSource, Snap: SnapStrategy>: PagingController {
  /// The items' identity type.
  public typealias PageID = Source.PageID

  /// The items. Replace them with ``reload(_:)``.
  public internal(set) var source: Source

  /// The strategy that chooses where a release comes to rest.
  public var snap: Snap

  /// The geometry: item length, spacing, viewport, anchor and loop.
  public internal(set) var layout: CarouselLayout

  /// The spring that settles releases and animates commands; a release starts it at the release
  /// velocity.
  public var settleSpring: SpringCurve

  /// The deceleration that projects a headless release (``endDrag(velocity:)``) to its natural
  /// resting offset before snapping.
  public var deceleration: Deceleration = .normal

  /// An auto-scroller consulted by every ``advance(to:)``; `nil` (the default) for none. Its
  /// moves carry the cause `.autoScroll`.
  public var autoScroller: AutoScroller?

  /// Set by the host while the carousel is off screen: pauses auto-scrolling.
  public var isHidden = false

  /// Set by the host from the system's Reduce Motion setting: pauses auto-scrolling.
  public var isReduceMotionEnabled = false

  /// Set by the host while a screen reader runs: pauses auto-scrolling.
  public var isScreenReaderRunning = false

  let emitter = PagerEventEmitter<PageID>()

  // MARK: State (content coordinates of the current frame)

  var offsetValue: Double
  var phaseValue: PagerPhase = .idle
  var settledVirtual = 0
  var settledIndexValue = 0
  var settledID: PageID?
  var targetVirtual = 0
  /// The item a drag started from: the settled item, or the pending target of a re-grab.
  var referenceVirtual = 0
  var targetOffset: Double
  var dragStartOffset: Double = 0
  var motion: Motion?
  var motionCause: PageChangeCause = .user
  var openWill: PageChange<PageID>?
  var time: Double?
  var lastReportedPosition: Double = 0

  struct Motion {
    var from: Double
    var to: Double
    var startTime: Double?
    var curve: SpringCurve

    /// The velocity in points per second `elapsed` seconds after the start.
    func velocity(at time: Double?) -> Double {
      let elapsed = startTime.map { (time ?? $0) - $0 } ?? 0
      return curve.velocity(at: elapsed) * (to - from)
    }
  }

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
  ///   - isCircular: Whether to loop (effective with two or more items; default `true`).
  ///   - initialIndex: The first settled item (`0` for an empty source).
  ///   - settleSpring: The settling spring (default ``/PageKitCore/SpringCurve/page``).
  /// - Throws: ``CarouselError`` from ``CarouselLayout/init(count:itemLength:spacing:viewportLength:anchor:isCircular:loopStyle:)``,
  ///   or ``CarouselError/initialIndexOutOfRange`` for a bad initial index.
  /// - Complexity: O(1).
  public init(
    source: Source, snap: Snap, itemLength: Double, spacing: Double = 0,
    viewportLength: Double, anchor: SnapAnchor = .leading(0), isCircular: Bool = true,
    initialIndex: Int = 0, settleSpring: SpringCurve = .page
  ) throws(CarouselError) {
    let count = max(source.count, 0)
    let layout = try CarouselLayout(
      count: count, itemLength: itemLength, spacing: spacing, viewportLength: viewportLength,
      anchor: anchor, isCircular: isCircular)
    let valid = count == 0 ? initialIndex == 0 : (0..<count).contains(initialIndex)
    guard valid else { throw .initialIndexOutOfRange }
    self.source = source
    self.snap = snap
    self.layout = layout
    self.settleSpring = settleSpring
    self.offsetValue = 0
    self.targetOffset = 0
    rest(onLogicalIndex: initialIndex)
    lastReportedPosition = position
  }

  deinit {
    emitter.finishStreams()
  }

  // MARK: Events

  /// Delivers the carousel's events (see ``/PageKitCore/PagingController`` for the ways to
  /// observe them).
  public var eventEmitter: PagerEventEmitter<PageID> { emitter }

  // MARK: State

  /// The number of items.
  public var count: Int { layout.count }

  /// Whether the carousel has no items. An empty carousel reads index 0 and offset 0, and
  /// rejects every command and gesture.
  public var isEmpty: Bool { layout.count == 0 }

  /// Whether the carousel was asked to loop (it loops only with two or more items: see
  /// ``CarouselLayout/loops``). Change it with ``setCircular(_:)``.
  public var isCircular: Bool { layout.isCircular }

  /// The content offset to draw, in points: always inside the content.
  public var offset: Double { offsetValue }

  /// What the carousel is doing.
  public var phase: PagerPhase { phaseValue }

  /// Whether the carousel animates a command or a headless release, so a host scroll view must
  /// follow ``offset`` every frame (rather than decelerate on its own).
  public var isAnimating: Bool { motion != nil }

  /// The item the carousel last came to rest on.
  public var settledIndex: Int { settledIndexValue }

  /// The identity of the settled item (`nil` when empty).
  public var settledPageID: PageID? { settledID }

  /// The item at the anchor now (an exact half belongs to the following item); the settled
  /// item at rest.
  public var currentIndex: Int {
    guard !isEmpty else { return 0 }
    if phaseValue == .idle { return settledIndexValue }
    guard let here = layout.position(at: offsetValue) else { return settledIndexValue }
    return here.logicalIndex
  }

  /// Where the motion will come to rest: the release's or command's item while settling, what
  /// a zero-velocity release would choose while dragging, the settled item at rest.
  public var targetIndex: Int { isEmpty ? 0 : logicalIndex(targetVirtual) }

  /// The continuous item position: ``settledIndex`` plus the distance travelled from it, in
  /// items (continuous across the seam of a loop, re-based at rest, when it equals
  /// ``settledIndex`` exactly).
  public var position: Double {
    guard !isEmpty, phaseValue != .idle, let here = layout.position(at: offsetValue) else {
      return Double(settledIndexValue)
    }
    let value =
      layout.loops
      ? here.value : (offsetValue + layout.anchorPosition) / layout.stride
    return Double(settledIndexValue) + (value - Double(settledVirtual))
  }

  /// The timestamp of the latest ``advance(to:)``, or `nil` before the first.
  public var currentTime: Double? { time }

  /// What an auto-scroller needs to know at this frame: the carousel's state and the host's
  /// flags.
  public var autoScrollContext: AutoScrollContext {
    AutoScrollContext(
      currentIndex: phaseValue == .idle ? settledIndexValue : targetIndex, count: count,
      isCircular: layout.loops, isDragging: phaseValue == .dragging, isHidden: isHidden,
      isReduceMotionEnabled: isReduceMotionEnabled, isScreenReaderRunning: isScreenReaderRunning,
      isMoving: phaseValue == .settling)
  }

  // MARK: Shared transitions

  func logicalIndex(_ virtual: Int) -> Int {
    guard layout.count > 0 else { return 0 }
    return layout.loops ? virtual.floorMod(layout.count) : min(max(virtual, 0), layout.count - 1)
  }

  /// The resting offset of a virtual item in the current frame.
  func restingOffset(virtual: Int) -> Double {
    let raw = layout.offset(forVirtualIndex: virtual)
    return layout.loops ? raw : min(max(raw, 0), layout.maximumOffset)
  }

  /// Puts the carousel at rest on a logical item, with no events.
  func rest(onLogicalIndex index: Int) {
    motion = nil
    phaseValue = .idle
    guard layout.count > 0 else {
      offsetValue = 0
      targetOffset = 0
      settledVirtual = 0
      targetVirtual = 0
      settledIndexValue = 0
      settledID = nil
      return
    }
    let index = min(max(index, 0), layout.count - 1)
    offsetValue = layout.restingOffset(forLogicalIndex: index) ?? 0
    let virtual = layout.loops ? (layout.position(at: offsetValue)?.virtualIndex ?? index) : index
    settledVirtual = virtual
    targetVirtual = virtual
    targetOffset = offsetValue
    settledIndexValue = index
    settledID = source.id(at: index)
  }

  /// Shifts every stored offset and virtual index by `delta` points (whole cycles).
  func applyShift(_ delta: Double) {
    guard delta != 0, delta.isFinite else { return }
    offsetValue += delta
    targetOffset += delta
    dragStartOffset += delta
    if var moving = motion {
      moving.from += delta
      moving.to += delta
      motion = moving
    }
    let items = Int((delta / layout.stride).rounded())
    settledVirtual += items
    targetVirtual += items
    referenceVirtual += items
  }

  /// Recenters the offset (loops only) and shifts the state with it.
  @discardableResult
  func recenter() -> CarouselLayout.Recentering {
    let result = layout.recentered(offset: offsetValue)
    if result.didShift {
      let delta = result.delta
      applyShift(delta)
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

  func setPhase(_ newPhase: PagerPhase) {
    guard newPhase != phaseValue else { return }
    let old = phaseValue
    phaseValue = newPhase
    emitter.enqueuePhaseChange(from: old, to: newPhase)
  }

  func emitScrollIfMoved() {
    let now = position
    guard now != lastReportedPosition else { return }
    lastReportedPosition = now
    emitter.enqueueScroll(now)
  }

  func change(
    from fromID: PageID?, to toID: PageID?, toIndex: Int?, direction: PageDirection,
    cause: PageChangeCause
  ) -> PageChange<PageID> {
    PageChange(
      from: fromID, to: toID, fromIndex: fromID.flatMap { source.index(of: $0) },
      toIndex: toIndex, direction: direction, cause: cause)
  }

  /// Makes `virtual` the target and announces it if it is not the settled item.
  func announce(virtual: Int, offset: Double, cause: PageChangeCause, force: Bool) {
    targetVirtual = virtual
    targetOffset = offset
    let index = logicalIndex(virtual)
    let id = source.id(at: index)
    guard id != settledID else { return }
    if !force, let open = openWill, open.to == id, open.cause == cause { return }
    let direction: PageDirection = virtual >= settledVirtual ? .forward : .reverse
    let will = change(from: settledID, to: id, toIndex: index, direction: direction, cause: cause)
    openWill = will
    emitter.enqueue(.willChangePage(will))
  }

  /// Comes to rest on the target: closes the open announcement exactly once.
  func comeToRest() {
    motion = nil
    let restIndex = logicalIndex(targetVirtual)
    let direction: PageDirection =
      openWill?.direction ?? (targetVirtual >= settledVirtual ? .forward : .reverse)
    let oldID = settledID
    settledVirtual = targetVirtual
    settledIndexValue = restIndex
    settledID = source.id(at: restIndex)
    recenter()
    emitScrollIfMoved()
    if oldID != settledID {
      let did = change(
        from: oldID, to: settledID, toIndex: restIndex, direction: direction, cause: motionCause)
      openWill = nil
      emitter.enqueue(.didChangePage(did))
    } else if let will = openWill {
      openWill = nil
      emitter.enqueue(.didCancelPageChange(will))
    }
    setPhase(.idle)
    emitScrollIfMoved()
  }

  /// Starts a spring from the current offset to the target offset, or rests at once when
  /// already there.
  func startMotion(initialVelocity: Double) {
    let distance = targetOffset - offsetValue
    guard abs(distance) >= 1e-9 else {
      offsetValue = targetOffset
      comeToRest()
      return
    }
    // A glitched velocity starts the spring at no more than 100 items per second.
    let cap = 100 * layout.stride
    let velocity = min(max(initialVelocity.isFinite ? initialVelocity : 0, -cap), cap)
    motion = Motion(
      from: offsetValue, to: targetOffset, startTime: time,
      curve: settleSpring.startingWith(velocity: velocity / distance))
    setPhase(.settling)
  }
}

extension Carousel where Snap == NearestSnap {
  /// Creates a carousel whose releases snap to the nearest item.
  ///
  /// - Parameters:
  ///   - source: The items.
  ///   - itemLength: The length of every item, in points.
  ///   - spacing: The space between items, in points.
  ///   - viewportLength: The viewport length, in points.
  ///   - anchor: Where a resting item sits (default `.leading(0)`).
  ///   - isCircular: Whether to loop (default `true`).
  ///   - initialIndex: The first settled item.
  /// - Throws: As ``init(source:snap:itemLength:spacing:viewportLength:anchor:isCircular:initialIndex:settleSpring:)``.
  /// - Complexity: O(1).
  public convenience init(
    source: Source, itemLength: Double, spacing: Double = 0, viewportLength: Double,
    anchor: SnapAnchor = .leading(0), isCircular: Bool = true, initialIndex: Int = 0
  ) throws(CarouselError) {
    try self.init(
      source: source, snap: NearestSnap(), itemLength: itemLength, spacing: spacing,
      viewportLength: viewportLength, anchor: anchor, isCircular: isCircular,
      initialIndex: initialIndex)
  }
}
