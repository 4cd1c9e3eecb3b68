public import PageKitCore

/// Decides when an auto-scrolling pager moves on, from the host's timestamps alone:
/// no timers.
///
/// Drive any ``/PageKitCore/PagingController`` — a ``/PageKitCore/Pager`` (of full pages or with
/// an item layout, looping or not) — with ``advance(_:to:pausedBy:)`` every frame, after the
/// controller's own `advance(to:)`: it reads the controller's state and moves it with the cause
/// `.autoScroll`. It keeps these rules:
///
/// - Fire times lie on the grid `start + k * interval`, where `start` is the first call, or the
///   end of the latest pause. They never drift, however irregular the calls.
/// - Dragging, being hidden, Reduce Motion, a running screen reader and fewer than two pages
///   pause it; the first call after a pause restarts the grid, so the next advance comes one full
///   interval after the pause ends.
/// - At most one action per call, whatever the gap since the previous one: missed grid points
///   are skipped, never replayed in a burst.
/// - A fire time that falls while the controller moves waits for rest; it fires at the first call
///   at rest, and the grid restarts from there.
/// - A NaN or infinite time, or one earlier than the latest, is ignored: it returns `nil` and
///   changes nothing (documented outcome).
/// - Over a pager whose source has no count (a calendar, a feed), it steps on past every page
///   in a direction without an end, and does what its ``EndBehavior`` says at an end that
///   exists (a rewind with no end behind to rewind to stops).
/// - A call made from inside an event its own move caused (a `willChangePage` handler that
///   calls ``reset()``, say) never traps: ``reset()`` and ``advance(_:to:pausedBy:)`` are
///   applied when the move is done, in call order, and reading ``nextFireTime`` answers the
///   schedule that move left.
///
/// It is a reference type, like the ``/PageKitCore/Pager`` it drives, and like it not
/// `Sendable`: keep one per pager, in one isolation domain (the main actor, for a view), and
/// let the frame loop and the event handlers share it.
public final class AutoScroller {
  /// The time between advances, in seconds: hosts read it to show the schedule.
  public let interval: Double
  /// What a bounded pager does at its end.
  package let endBehavior: EndBehavior
  /// The direction of the next step (it flips at the ends with ``EndBehavior/reverse``).
  package private(set) var direction: PageDirection
  /// The latest accepted time, or `nil` before the first call.
  package private(set) var latestTime: Double?
  /// The start of the current grid, or `nil` while paused or before the first call.
  package private(set) var gridStart: Double?
  /// The next fire time, in the host's seconds, or `nil` while paused or before the first call:
  /// hosts read it to show a countdown or a progress bar.
  public private(set) var nextFireTime: Double?
  /// Whether a fire time fell during a motion and waits for rest.
  package private(set) var isWaitingForRest: Bool = false
  /// Whether a move is being performed: the controller's command runs and delivers its events.
  /// A call that changes the scroller meanwhile waits in ``deferredCalls``.
  package internal(set) var isPerformingMove = false
  /// The calls made from inside the events of the move being performed, applied when it is done.
  var deferredCalls: [DeferredCall] = []

  /// Everything the scroller decides with, as one value: what the module's tests compare to
  /// show that a call changed nothing.
  package struct State: Hashable {
    /// ``AutoScroller/interval``.
    package var interval: Double
    /// ``AutoScroller/endBehavior``.
    package var endBehavior: EndBehavior
    /// ``AutoScroller/direction``.
    package var direction: PageDirection
    /// ``AutoScroller/latestTime``.
    package var latestTime: Double?
    /// ``AutoScroller/gridStart``.
    package var gridStart: Double?
    /// ``AutoScroller/nextFireTime``.
    package var nextFireTime: Double?
    /// ``AutoScroller/isWaitingForRest``.
    package var isWaitingForRest: Bool
    /// The number of calls deferred during a move (none outside one).
    package var deferredCallCount: Int
  }

  /// The scroller's state now.
  package var state: State {
    State(
      interval: interval, endBehavior: endBehavior, direction: direction, latestTime: latestTime,
      gridStart: gridStart, nextFireTime: nextFireTime, isWaitingForRest: isWaitingForRest,
      deferredCallCount: deferredCalls.count)
  }

  /// Creates an auto-scroller.
  ///
  /// - Parameters:
  ///   - interval: Seconds between advances, finite and greater than `0` (default `3`, a common
  ///     carousel's pace).
  ///   - endBehavior: What a bounded pager does at its end (default
  ///     ``EndBehavior/stop``).
  ///   - direction: The direction to scroll in (default forward).
  /// - Throws: ``/PageKitCore/PagerError/nonFiniteValue`` for an interval that is NaN or
  ///   infinite; ``/PageKitCore/PagerError/invalidConfiguration(_:)``
  ///   (``/PageKitCore/PagerConfigurationIssue/autoScrollInterval(_:)``) for zero or less.
  public init(
    interval: Double = 3, endBehavior: EndBehavior = .stop, direction: PageDirection = .forward
  ) throws(PagerError) {
    guard interval.isFinite else { throw .nonFiniteValue }
    guard interval > 0 else { throw .invalidConfiguration(.autoScrollInterval(interval)) }
    self.interval = interval
    self.endBehavior = endBehavior
    self.direction = direction
  }

  /// Forgets the schedule: the next call starts a fresh grid (for example after the host turns
  /// auto-scrolling off and on again, or replaces the items, or a page changes).
  ///
  /// Called from inside an event of the scroller's own move (during
  /// ``advance(_:to:pausedBy:)``: its `willChangePage`, say), it is applied when the move is
  /// done, after the calls made before it: the move itself is made, and the next
  /// ``advance(_:to:pausedBy:)`` starts a fresh grid.
  public func reset() {
    guard !isPerformingMove else {
      deferredCalls.append(.reset)
      return
    }
    forgetSchedule()
  }

  /// Forgets the schedule at once: the one place that clears it (``reset()``, and a pause).
  private func forgetSchedule() {
    gridStart = nil
    nextFireTime = nil
    isWaitingForRest = false
  }

  /// Moves the clock to `time` and says whether the controller should move on now: the schedule
  /// alone. ``advance(_:to:pausedBy:)`` reads a controller's state and performs the move, with
  /// the same schedule.
  ///
  /// - Parameters:
  ///   - time: The host's monotonic time, in seconds.
  ///   - context: The controller's state at this time.
  /// - Returns: The action to perform, or `nil` for none (paused, not due, moving, at the end of
  ///   a bounded controller with ``EndBehavior/stop``, or an ignored time).
  /// - Complexity: O(1).
  package func advance(to time: Double, context: AutoScrollContext)
    -> AutoScrollAction?
  {
    guard let action = dueAction(at: time, context: context) else { return nil }
    commit(action)
    return action
  }

  /// The schedule, written once for every entry point: moves the clock to `time` and returns
  /// the move due now, if any. The direction is left as it was until ``commit(_:)`` records the
  /// move as made (so a move the controller rejects does not turn a ping-pong round).
  package func dueAction(at time: Double, context: AutoScrollContext)
    -> AutoScrollAction?
  {
    guard time.isFinite else { return nil }
    if let latestTime, time < latestTime { return nil }
    latestTime = time
    guard !context.isPaused else {
      forgetSchedule()
      return nil
    }
    guard let start = gridStart, let due = nextFireTime else {
      gridStart = time
      nextFireTime = time + interval
      return nil
    }
    if context.isMoving {
      if time >= due { isWaitingForRest = true }
      return nil
    }
    let scheduled: Double
    if isWaitingForRest {
      scheduled = time
      isWaitingForRest = false
      gridStart = time
      nextFireTime = time + interval
    } else if time >= due {
      // The latest grid point passed; any earlier missed ones are skipped, not replayed.
      var steps = ((time - start) / interval).rounded(.down)
      if start + (steps + 1) * interval <= time { steps += 1 }
      scheduled = max(due, start + steps * interval)
      nextFireTime = start + (steps + 1) * interval
    } else {
      return nil
    }
    return action(for: context, scheduledTime: scheduled)
  }

  /// Records `action` as made: a step keeps its direction (with ``EndBehavior/reverse``, the
  /// turn at an end); a rewind leaves the direction as it was.
  package func commit(_ action: AutoScrollAction) {
    if action.kind == .step { direction = action.direction }
  }

  /// The move due at a fire time: a step, or at an end of the reach what ``endBehavior`` says.
  ///
  /// The ends are those of the reach (``AutoScrollContext/reach``): a source's ends, or in a
  /// direction without one the far end of a pager's reach. A rewind goes to an end that exists
  /// (the first index forward, the last in reverse); without one there is nowhere to rewind to,
  /// and it stops.
  private func action(for context: AutoScrollContext, scheduledTime: Double)
    -> AutoScrollAction?
  {
    let reach = context.reach
    guard let low = reach.first, let end = reach.end, end - low >= 2 else { return nil }
    let high = end - 1
    let current = min(max(context.currentIndex, low), high)
    let loops = context.isCircular && context.bounds.isCounted
    /// The controller's next stop that way (never into a run), else one index on.
    func destination(_ direction: PageDirection) -> Int {
      if current == context.currentIndex, let steps = context.steps {
        return direction == .forward ? steps.forward : steps.reverse
      }
      return direction == .forward ? current + 1 : current - 1
    }
    func step(_ direction: PageDirection) -> AutoScrollAction {
      let index = destination(direction)
      return AutoScrollAction(
        kind: .step, index: loops ? index.floorMod(context.count) : index,
        direction: direction, scheduledTime: scheduledTime)
    }
    if loops { return step(direction) }
    // At an end when the next stop that way lies past it (the last stop may be a run's).
    let ahead = destination(direction)
    guard ahead < low || ahead > high else { return step(direction) }
    // A strip that is one stop (a run spanning it) has nowhere to move either way.
    let behind = destination(direction.reversed)
    guard behind >= low && behind <= high else { return nil }
    switch endBehavior {
    case .stop:
      return nil
    case .rewind:
      // Back to the end that lies behind, if the source has one.
      let exists = direction == .forward ? context.bounds.first != nil : context.bounds.end != nil
      guard exists else { return nil }
      return AutoScrollAction(
        kind: .rewind, index: direction == .forward ? low : high, direction: direction.reversed,
        scheduledTime: scheduledTime)
    case .reverse:
      return step(direction.reversed)
    }
  }
}
