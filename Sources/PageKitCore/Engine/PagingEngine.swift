/// The state of the one paging state machine behind every ``Pager`` (full pages and item
/// layouts alike): a position along a one-dimensional strip of items, moved by drags, releases,
/// commands, reloads and time, announcing exactly-once events.
///
/// The engine knows items by *slot* — an integer position along the pager's drawn strip — and
/// moves along a *coordinate* of its geometry's (pages for full pages, points for an item
/// layout). The pager is its one host: every rule of the paging semantics (pairing, causes,
/// time, the velocity cap, command and gesture precedence) is written once, as the pager's
/// (`Engine/Pager+Rules.swift`), reading the geometry's answers directly.
///
/// A class, owned by exactly one controller for its whole life: frames read and write its fields
/// in place, never copying the state (whose identities are generic) as a value would be.
///
/// Its state is private to it: every field is read by the rules and the controllers, and
/// written only through the named transitions below (resting, aiming, referring, announcing,
/// following a drag, moving the clock, re-basing slots, drawing the frame and its splice), so that each write says what it does and
/// the invariant check (`Pager.finishTransition()`) sees every transition end.
///
/// The fields of plain values and the kept items (the state, the settled, target and reference
/// items, coordinates, cause and clock) opt out of run-time exclusivity checks, up to a fifth of
/// a frame's time: every access to them is a whole read, a whole write or an `inout` of a plain
/// field that calls nothing (a slot shifted in place) — an identity is read out as a copy before
/// the host's `==` compares it — so no two accesses can overlap and the checks could never fire.
/// Keep it so. The announcement and the stand-in stay checked.
@usableFromInline
package final class PagingEngine<PageID: Hashable> {
  /// What the machine is doing, with what each phase needs.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var state: EngineState = .idle

  /// The item the machine last came to rest on. During a motion its identity stays the page
  /// left, even when a reload removed it, so the rest closes the change.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var settled = EnginePlace<PageID>() {
    didSet {
      settledSlot = settled.slot
      settledIndex = settled.index
    }
  }

  /// Where the motion will settle (the settled item at rest).
  @usableFromInline
  @exclusivity(unchecked) package private(set) var target = EnginePlace<PageID>() {
    didSet {
      targetSlot = target.slot
      targetIndex = target.index
    }
  }
  /// The coordinate of the target slot's resting place.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var targetCoordinate: Double = 0

  /// Whether the target is out of date: a drag moved on since it was last chosen, and the
  /// controller chooses it when it is read (`PagerItemGeometry.engineTracksDragTarget`).
  @usableFromInline
  @exclusivity(unchecked) package private(set) var targetIsStale = false

  /// The item a drag is judged against: the settled item for a drag from rest, the pending
  /// target of a re-grab.
  @exclusivity(unchecked) package private(set) var reference = EnginePlace<PageID>() {
    didSet {
      referenceSlot = reference.slot
      referenceIndex = reference.index
    }
  }

  // The slots and indices of the settled, target and reference items, kept with them as plain
  // fields: code that is not specialized for the identity's type (the geometry, the rules
  // outside a host's module) reads them without asking for the places' generic metadata.

  /// ``settled``'s slot.
  @usableFromInline @exclusivity(unchecked) package private(set) var settledSlot = 0
  /// ``settled``'s index.
  @usableFromInline @exclusivity(unchecked) package private(set) var settledIndex = 0
  /// ``target``'s slot.
  @usableFromInline @exclusivity(unchecked) package private(set) var targetSlot = 0
  /// ``target``'s index.
  @usableFromInline @exclusivity(unchecked) package private(set) var targetIndex = 0
  /// ``reference``'s slot.
  @usableFromInline @exclusivity(unchecked) package private(set) var referenceSlot = 0
  /// ``reference``'s index.
  @usableFromInline @exclusivity(unchecked) package private(set) var referenceIndex = 0

  /// The identity a reload chose in place of a removed current or target page (its stand-in),
  /// until the next rest: a change to it is the reload's, so a release that lands on it
  /// carries ``PageChangeCause/dataReload``.
  package private(set) var standInID: PageID?

  /// The open `willChangePage`, closed exactly once at rest.
  package private(set) var openWill: PageChange<PageID>?
  /// The cause of the motion under way (reported by the change that ends it).
  @exclusivity(unchecked) package private(set) var cause: PageChangeCause = .user

  /// Every slot shift so far, summed (``shift(slots:coordinate:)``): a host that keys drawn
  /// state by slot (a pager's live pages) follows a frame shifted by whole cycles with it.
  @usableFromInline package private(set) var slotShifts = 0
  /// The timestamp of the latest accepted `Pager.engineAdvance(to:)`.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var time: Double?
  /// The position last reported by `didScroll`.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var lastReportedPosition: Double = 0

  /// The queue and the observers.
  @usableFromInline
  package let emitter = PagerEventEmitter<PageID>()

  // The drawn frame: the coordinate drawn now and a far jump's splice. The engine owns it with
  // the rest of the state, written only by the transitions below (`draw`, `splice`,
  // `dropSplice`, `shift`); the geometry reads it to answer questions.

  /// The coordinate drawn now, in the controller's units (a pager's content offset, in points
  /// for an item layout and in pages for full pages; the rubber band applied).
  @usableFromInline
  @exclusivity(unchecked) package private(set) var drawnCoordinate: Double = 0

  /// Which item each slot shows: the identity except during a far jump's splice.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var strip = PagerStrip.identity {
    didSet {
      stripVersion &+= 1
      isUnspliced = strip.isIdentity
    }
  }

  /// Whether ``strip`` is the identity (no far jump's splice drawn): kept with it, since the
  /// frame's every read asks.
  @usableFromInline
  @exclusivity(unchecked) package private(set) var isUnspliced = true

  /// Counts the changes of ``strip``: a reader that drew the strip of one version knows that it
  /// is drawn still without comparing its segments (the live window checks it every frame).
  @usableFromInline
  @exclusivity(unchecked) package private(set) var stripVersion = 0

  /// The translation of each of ``strip``'s segments, in the coordinate's units: where each
  /// segment is drawn against the content's own frame (`[0]` without a splice).
  @exclusivity(unchecked) package private(set) var translations: [Double] = [0]

  /// The pointer the host feeds (``PointerInput``): written only by the gesture transitions
  /// (``pressPointer(_:along:across:time:phase:)``, ``samplePointer(_:along:time:)``,
  /// ``followPointer(_:to:)``, ``setPointerPhase(_:_:)``, ``liftPointer(_:)``).
  package private(set) var pointer = PointerGesture()

  /// A trackpad's phased scroll (``WheelEvent/Phase-swift.enum/began`` to
  /// ``WheelEvent/Phase-swift.enum/ended``), followed as a finger by the same transitions.
  package private(set) var trackpad = PointerGesture()

  /// Where a trackpad's scroll has taken its finger so far (``scrollTrackpad(to:)``).
  package private(set) var trackpadLocation = (x: 0.0, y: 0.0)

  /// The device whose gesture drives the drag under way, if one does (`nil`: the host's own
  /// drag): a device's moves drag only a drag it drives.
  package private(set) var dragDevice: GestureDevice?

  /// The mouse wheel's notches (a wheel without phases): ``setNotches(_:)``.
  package private(set) var notches = WheelNotches()

  /// The part of a detent a rotary input has turned since its last stop (``PagerInput/rotate(detents:)``;
  /// positive: forward): written only by ``turn(to:)``.
  package private(set) var rotation = 0.0

  package init() {}

  /// The public phase.
  package var phase: PagerPhase { state.phase }

  /// The fastest settle start, in items per second: a release beyond it (a hostile or glitched
  /// velocity) starts the settle at this speed. The release rule itself still sees the real
  /// velocity. A hundred items a second is beyond any real finger (a hard fling moves a few).
  package static var maximumItemVelocity: Double { 100 }

  /// Distances below this many coordinate units count as "already there": a motion that short
  /// rests at once instead of starting a spring it could not normalise.
  package static var arrivalTolerance: Double { 1e-9 }

  /// The velocity of the motion under way at the engine's time, in coordinate units per
  /// second (`0` when not settling).
  package var velocity: Double {
    guard case .settling(let motion?) = state else { return 0 }
    let elapsed = motion.startTime.map { (time ?? $0) - $0 } ?? 0
    return motion.curve.velocity(at: elapsed) * (motion.to - motion.from)
  }

  // MARK: Transitions

  /// Enters `state` (the host's `enter(_:)` queues the phase change), or updates the payload of
  /// the phase the machine is in (a drag's finger, a motion's start time).
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func enter(_ state: EngineState) {
    self.state = state
  }

  /// Makes `slot`, which draws the item at `index`, resting at `coordinate`, the target (the
  /// identity unchanged: an announcement names it).
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func aim(atSlot slot: Int, index: Int, coordinate: Double) {
    targetIsStale = false
    target.slot = slot
    target.index = index
    targetCoordinate = coordinate
  }

  /// Makes `slot`, which draws the item at `index` with identity `id`, resting at `coordinate`,
  /// the target.
  ///
  /// - Complexity: O(1).
  package func aim(atSlot slot: Int, index: Int, coordinate: Double, id: PageID?) {
    aim(atSlot: slot, index: index, coordinate: coordinate)
    target.id = id
  }

  /// Marks the target out of date (a drag moved on; the controller chooses it when read).
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func invalidateTarget() {
    targetIsStale = true
  }

  /// Names the target's identity (an announcement, or a reload that found it elsewhere).
  ///
  /// - Complexity: O(1).
  package func identifyTarget(_ id: PageID?) {
    target.id = id
  }

  /// Makes `slot`, which draws the item at `index` with identity `id`, the item a drag is
  /// judged against.
  ///
  /// - Complexity: O(1).
  package func refer(toSlot slot: Int, index: Int, id: PageID?) {
    reference = EnginePlace(slot: slot, index: index, id: id)
  }

  /// Moves the settled item to `slot` and `index` after a reload (its identity is kept, even
  /// when the reload removed it, so the rest closes the change).
  ///
  /// - Complexity: O(1).
  package func relocateSettled(slot: Int, index: Int) {
    settled.slot = slot
    settled.index = index
  }

  /// Re-bases the slots of the settled, target and reference items (a frame re-based onto one
  /// segment of a spliced strip): each slot draws the same item as before, so their indices and
  /// identities, and the target's coordinate, are kept.
  ///
  /// - Complexity: O(1).
  package func rebase(settledSlot: Int, targetSlot: Int, referenceSlot: Int) {
    settled.slot = settledSlot
    target.slot = targetSlot
    reference.slot = referenceSlot
  }

  /// Opens `will` (superseding any open one) with the motion's cause.
  ///
  /// - Complexity: O(1).
  package func open(_ will: PageChange<PageID>) {
    openWill = will
  }

  /// Closes the open announcement (its did or cancel has been queued).
  ///
  /// - Complexity: O(1).
  package func closeWill() {
    openWill = nil
  }

  /// The gesture `device` feeds.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func gesture(of device: GestureDevice) -> PointerGesture {
    switch device {
    case .pointer: pointer
    case .trackpad: trackpad
    }
  }

  /// Changes the gesture `device` feeds.
  @inline(__always)
  private func update(_ device: GestureDevice, _ change: (inout PointerGesture) -> Void) {
    switch device {
    case .pointer: change(&pointer)
    case .trackpad: change(&trackpad)
    }
  }

  /// `device` went down at `along`, `across` at `time`: its samples start over from this one
  /// (the tracker made at the device's first press), the drag follows from here, and `phase`
  /// says what the pager made of it (``PointerPhase/dragging``: the device drives the drag,
  /// ``dragDevice``).
  ///
  /// - Complexity: O(1); allocates only at a device's first press.
  package func pressPointer(
    _ device: GestureDevice, along: Double, across: Double, time: Double, phase: PointerPhase
  ) {
    update(device) { gesture in
      gesture.phase = phase
      gesture.downAlong = along
      gesture.downAcross = across
      gesture.followedAlong = along
      if gesture.tracker == nil { gesture.tracker = VelocityTracker() }
      gesture.tracker?.reset()
      gesture.tracker?.addSample(along, at: time)
    }
    if phase == .dragging { dragDevice = device }
  }

  /// Adds `device`'s location along the axis at `time` to its samples.
  ///
  /// - Complexity: O(1); allocates nothing.
  package func samplePointer(_ device: GestureDevice, along: Double, time: Double) {
    update(device) { $0.tracker?.addSample(along, at: time) }
  }

  /// The drag has followed `device` to `along`.
  ///
  /// - Complexity: O(1).
  package func followPointer(_ device: GestureDevice, to along: Double) {
    update(device) { $0.followedAlong = along }
  }

  /// Sets what the pager makes of `device`'s gesture (``PointerPhase/dragging``: it drives the
  /// drag, ``dragDevice``).
  ///
  /// - Complexity: O(1).
  package func setPointerPhase(_ device: GestureDevice, _ phase: PointerPhase) {
    update(device) { $0.phase = phase }
    if phase == .dragging { dragDevice = device }
  }

  /// `device` lifted: none of it is down (the tracker kept for the next press).
  ///
  /// - Complexity: O(1).
  package func liftPointer(_ device: GestureDevice) {
    update(device) { $0.phase = .up }
  }

  /// A drag began that no device drives (the host's own, or one a device is about to take).
  ///
  /// - Complexity: O(1).
  package func releaseDragDevice() {
    dragDevice = nil
  }

  /// A trackpad's scroll so far, as a finger's location: the sum of its deltas, negated (a
  /// scroll forward is a finger moving back).
  ///
  /// - Complexity: O(1).
  package func scrollTrackpad(to location: (x: Double, y: Double)) {
    trackpadLocation = location
  }

  /// The mouse wheel's notches: written only here.
  ///
  /// - Complexity: O(1).
  package func setNotches(_ notches: WheelNotches) {
    self.notches = notches
  }

  /// The rotary input has turned `rotation` detents since its last stop (`0`: none).
  ///
  /// - Complexity: O(1).
  package func turn(to rotation: Double) {
    self.rotation = rotation
  }

  /// Sets the cause of the motion under way.
  ///
  /// - Complexity: O(1).
  package func attribute(to cause: PageChangeCause) {
    self.cause = cause
  }

  /// Records the stand-in a reload chose for a removed current or target page.
  ///
  /// - Complexity: O(1).
  package func markStandIn(_ id: PageID?) {
    standInID = id
  }

  /// Moves the clock to `timestamp`.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func tick(to timestamp: Double) {
    time = timestamp
  }

  /// Records the position `didScroll` last reported.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func report(position: Double) {
    lastReportedPosition = position
  }

  /// The one transition to rest: the machine is idle on `slot`, which draws the item at `index`
  /// with identity `id`, resting at `coordinate`. Settled, target and reference items become that
  /// item, and no stand-in is pending. Announces nothing (the caller closes any announcement).
  ///
  /// - Parameters:
  ///   - slot: The slot the controller rests on.
  ///   - index: The item's index in the current source.
  ///   - id: The item's identity (`nil` for an empty controller).
  ///   - coordinate: The coordinate of the slot's resting place.
  /// - Complexity: O(1).
  package func rest(onSlot slot: Int, index: Int, id: PageID?, coordinate: Double) {
    state = .idle
    standInID = nil
    targetIsStale = false
    let place = EnginePlace(slot: slot, index: index, id: id)
    settled = place
    target = place
    targetCoordinate = coordinate
    reference = place
  }

  /// Whether a motion between `slot` and the next comes from `slot`'s side: the settled slot
  /// lies at or below it. An exact half between two slots belongs to the item the motion comes
  /// from, for every controller and layout: the one statement of that tie.
  ///
  /// - Parameter slot: The lower of two neighbouring slots.
  /// - Returns: `true` when the motion comes from `slot`, `false` when from `slot + 1`'s side.
  /// - Complexity: O(1).
  package func comesFromLower(slot: Int) -> Bool {
    settled.slot <= slot
  }

  /// The slot nearest a fractional slot position `x`, an exact half going to the slot the motion
  /// comes from (``comesFromLower(slot:)``): every controller's current item.
  ///
  /// - Complexity: O(1).
  package func nearestSlot(to x: Double) -> Int {
    let lower = clampedFloor(x)
    let fraction = x - Double(lower)
    if fraction < 0.5 { return lower }
    if fraction > 0.5 { return lower &+ 1 }
    return comesFromLower(slot: lower) ? lower : lower &+ 1
  }

  /// Draws the frame at `coordinate` (the splice kept).
  ///
  /// - Complexity: O(1).
  @usableFromInline
  package func draw(at coordinate: Double) {
    drawnCoordinate = coordinate
  }

  /// Draws `strip`, its segments translated by `translations` (`nil` keeps the translations:
  /// a strip whose segments all draw in one frame).
  ///
  /// - Complexity: O(1).
  package func splice(_ strip: PagerStrip, translations: [Double]? = nil) {
    if let translations { self.translations = translations }
    self.strip = strip
  }

  /// Back to the content's own frame: no splice, with no other change.
  ///
  /// - Complexity: O(1).
  package func dropSplice() {
    strip = .identity
    translations = [0]
  }

  /// Shifts every stored slot and coordinate, the drawn frame's included (a loop recentering by
  /// whole cycles, a change that moves every item alike, a splice collapsing into the content's
  /// own frame): each slot draws the same item as before.
  ///
  /// - Complexity: O(1), plus O(segments) to shift a splice's slots.
  package func shift(slots: Int, coordinate delta: Double) {
    drawnCoordinate += delta
    if slots != 0, !isUnspliced { strip = strip.shifted(by: slots) }
    slotShifts &+= slots
    settled.slot &+= slots
    target.slot &+= slots
    reference.slot &+= slots
    targetCoordinate += delta
    switch state {
    case .idle: break
    case .dragging(var drag):
      drag.raw += delta
      drag.start += delta
      state = .dragging(drag)
    case .settling(var motion?):
      motion.from += delta
      motion.to += delta
      state = .settling(motion)
    case .settling(nil):
      break
    }
  }
}

/// The phase of a ``PagingEngine`` with its payload.
@usableFromInline
package enum EngineState {
  /// At rest on the settled slot.
  case idle
  /// Following a finger.
  case dragging(EngineDrag)
  /// Moving toward the target: along the engine's curve, or (`nil`) driven by a host scroll
  /// view's own deceleration.
  case settling(EngineMotion?)

  /// The public phase.
  @inlinable
  package var phase: PagerPhase {
    switch self {
    case .idle: .idle
    case .dragging: .dragging
    case .settling: .settling
    }
  }
}

/// A drag under way.
@usableFromInline
package struct EngineDrag {
  /// The finger's coordinate before any edge resistance.
  @usableFromInline package var raw: Double
  /// The coordinate where the drag began.
  @usableFromInline package var start: Double
}

/// A motion under way: from a coordinate to the target's, along a curve, from a start time
/// (`nil` until the first frame).
@usableFromInline
package struct EngineMotion {
  @usableFromInline package var from: Double
  @usableFromInline package var to: Double
  @usableFromInline package var startTime: Double?
  @usableFromInline package var curve: MotionCurve
  /// The curve's settling duration, read once.
  @usableFromInline package var duration: Double

  /// The coordinate the motion reaches `elapsed` seconds after its start, before the rubber
  /// band frames it: what a frame draws and what the landing's forecast probes.
  ///
  /// - Complexity: O(1).
  @inlinable package func value(at elapsed: Double) -> Double {
    from + (to - from) * curve.progress(at: elapsed)
  }
}

/// An item the engine keeps track of (the settled, target or reference item): the slot that
/// draws it, its index in the source, and its identity (`nil` for no page).
@usableFromInline
package struct EnginePlace<PageID: Hashable> {
  /// The slot of the controller's drawn strip that draws the item.
  @usableFromInline package var slot = 0
  /// The item's index in the source current at the latest transition.
  @usableFromInline package var index = 0
  /// The item's identity.
  @usableFromInline package var id: PageID?

  package init() {}

  package init(slot: Int, index: Int, id: PageID?) {
    self.slot = slot
    self.index = index
    self.id = id
  }
}
