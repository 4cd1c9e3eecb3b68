/// The state of the one paging state machine behind ``Pager``, the carousel and the snapping
/// strip: a position along a one-dimensional strip of items, moved by drags, releases, commands,
/// reloads and time, announcing exactly-once events.
///
/// The engine knows items by *slot* — an integer position along the controller's strip (a pager's
/// drawn strip slot, a carousel's virtual item, a snapping strip's item) — and moves along a
/// *coordinate* of the controller's choosing (pages, points). Each controller owns its geometry
/// and answers the engine's questions through ``PagingEngineHost``; every rule of the paging
/// semantics (pairing, causes, time, the velocity cap, command and gesture precedence) is written
/// once, in the ``PagingEngineHost`` extension.
///
/// A class, owned by exactly one controller for its whole life: frames read and write its fields
/// in place, never copying the state (whose identities are generic) as a value would be.
///
/// The fields of plain values (the state, slots, coordinates, cause and clock) opt out of
/// run-time exclusivity checks, up to a fifth of a frame's time: every access to them is
/// a whole read or a whole write (never `inout` across a call, never a mutating method that
/// calls out), so no two accesses can overlap and the checks could never fire. Keep it so. The
/// identities stay checked: comparing them calls the host's `==`.
@usableFromInline
package final class PagingEngine<PageID: Hashable> {
  /// What the machine is doing, with what each phase needs.
  @usableFromInline
  @exclusivity(unchecked) package var state: EngineState = .idle

  /// The slot the machine last came to rest on.
  @exclusivity(unchecked) package var settledSlot = 0
  /// The index of the settled item in the source.
  @exclusivity(unchecked) package var settledIndex = 0
  /// The settled item's identity (`nil` when empty). During a motion it keeps the identity of
  /// the page left, even when a reload removed it, so the rest closes the change.
  package var settledID: PageID?

  /// Where the motion will settle (the settled slot at rest).
  @usableFromInline
  @exclusivity(unchecked) package var targetSlot = 0
  /// The coordinate of the target slot.
  @usableFromInline
  @exclusivity(unchecked) package var targetCoordinate: Double = 0
  /// The target's identity.
  package var targetID: PageID?

  /// The item a drag is judged against: the settled item for a drag from rest, the pending
  /// target of a re-grab.
  @exclusivity(unchecked) package var referenceSlot = 0
  /// The reference item's identity.
  package var referenceID: PageID?

  /// The identity a reload chose in place of a removed current or target page (its stand-in),
  /// until the next rest: a change to it is the reload's, so a release that lands on it
  /// carries ``PageChangeCause/dataReload``.
  package var standInID: PageID?

  /// The open `willChangePage`, closed exactly once at rest.
  package var openWill: PageChange<PageID>?
  /// The cause of the motion under way (reported by the change that ends it).
  @exclusivity(unchecked) package var cause: PageChangeCause = .user

  /// The timestamp of the latest accepted ``PagingEngineHost/advanceEngine(to:)``.
  @usableFromInline
  @exclusivity(unchecked) package var time: Double?
  /// The position last reported by `didScroll`.
  @usableFromInline
  @exclusivity(unchecked) package var lastReportedPosition: Double = 0

  /// The queue and the observers.
  @usableFromInline
  package let emitter = PagerEventEmitter<PageID>()

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
    settledSlot = slot
    settledIndex = index
    settledID = id
    targetSlot = slot
    targetCoordinate = coordinate
    targetID = id
    referenceSlot = slot
    referenceID = id
  }

  /// Whether a motion between `slot` and the next comes from `slot`'s side: the settled slot
  /// lies at or below it. An exact half between two slots belongs to the item the motion comes
  /// from, for every controller and layout: the one statement of that tie.
  ///
  /// - Parameter slot: The lower of two neighbouring slots.
  /// - Returns: `true` when the motion comes from `slot`, `false` when from `slot + 1`'s side.
  /// - Complexity: O(1).
  package func comesFromLower(slot: Int) -> Bool {
    settledSlot <= slot
  }

  /// Shifts every stored slot and coordinate (a carousel recentering by whole cycles).
  package func shift(slots: Int, coordinate delta: Double) {
    settledSlot &+= slots
    targetSlot &+= slots
    referenceSlot &+= slots
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
}
