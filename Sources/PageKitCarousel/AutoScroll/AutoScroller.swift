public import PageKitCore

/// Decides when an auto-scrolling carousel moves on, from the host's timestamps alone: no timers.
///
/// Call ``advance(to:context:)`` every frame (or on any timer) with a monotonic time in seconds and
/// the carousel's state; perform the action it returns, if any.
///
/// - Fire times lie on the grid `start + k * interval`, where `start` is the first call, or the
///   end of the latest pause. They never drift, however irregular the calls.
/// - Dragging, being hidden, Reduce Motion, a running screen reader and fewer than two items
///   pause it; the first call after a pause restarts the grid, so the next advance comes one full
///   interval after the pause ends.
/// - At most one action per call, whatever the gap since the previous one: missed grid points
///   are skipped, never replayed in a burst.
/// - A fire time that falls while the carousel moves waits for rest; it fires at the first call
///   at rest, and the grid restarts from there.
/// - A NaN or infinite time, or one earlier than the latest, is ignored: it returns `nil` and
///   changes nothing (documented outcome).
public struct AutoScroller: Sendable, Hashable {
  /// The time between advances, in seconds.
  public let interval: Double
  /// What a bounded carousel does at its end.
  public let endBehavior: EndBehavior
  /// The direction of the next step (it flips at the ends with ``EndBehavior/reverse``).
  public private(set) var direction: PageDirection
  /// The latest accepted time, or `nil` before the first call.
  public private(set) var latestTime: Double?
  /// The start of the current grid, or `nil` while paused or before the first call.
  public private(set) var gridStart: Double?
  /// The next fire time, or `nil` while paused or before the first call.
  public private(set) var nextFireTime: Double?
  /// Whether a fire time fell during a motion and waits for rest.
  public private(set) var isWaitingForRest: Bool = false

  /// Creates an auto-scroller.
  ///
  /// - Parameters:
  ///   - interval: Seconds between advances, finite and greater than `0` (default `3`, as in the
  ///     carousel seed).
  ///   - endBehavior: What a bounded carousel does at its end (default ``EndBehavior/stop``).
  ///   - direction: The direction to scroll in (default forward).
  /// - Throws: ``CarouselError/invalidInterval`` for an interval that is NaN, infinite, zero or
  ///   negative.
  public init(
    interval: Double = 3, endBehavior: EndBehavior = .stop, direction: PageDirection = .forward
  ) throws(CarouselError) {
    guard interval.isFinite, interval > 0 else { throw .invalidInterval }
    self.interval = interval
    self.endBehavior = endBehavior
    self.direction = direction
  }

  /// Forgets the schedule: the next call starts a fresh grid (for example after the host turns
  /// auto-scrolling off and on again, or replaces the items).
  public mutating func reset() {
    gridStart = nil
    nextFireTime = nil
    isWaitingForRest = false
  }

  /// Moves the clock to `time` and says whether the carousel should move on now.
  ///
  /// - Parameters:
  ///   - time: The host's monotonic time, in seconds.
  ///   - context: The carousel's state at this time.
  /// - Returns: The action to perform, or `nil` for none (paused, not due, moving, at the end of
  ///   a bounded carousel with ``EndBehavior/stop``, or an ignored time).
  /// - Complexity: O(1).
  public mutating func advance(to time: Double, context: AutoScrollContext)
    -> AutoScrollAction?
  {
    guard time.isFinite else { return nil }
    if let latestTime, time < latestTime { return nil }
    latestTime = time
    guard !context.isPaused else {
      reset()
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

  /// The move due at a fire time.
  private mutating func action(for context: AutoScrollContext, scheduledTime: Double)
    -> AutoScrollAction?
  {
    let count = context.count
    let current = min(max(context.currentIndex, 0), count - 1)
    func step(_ direction: PageDirection) -> AutoScrollAction {
      let index = direction == .forward ? current + 1 : current - 1
      return AutoScrollAction(
        kind: .step, index: context.isCircular ? index.floorMod(count) : index,
        direction: direction, scheduledTime: scheduledTime)
    }
    if context.isCircular { return step(direction) }
    let atEnd = direction == .forward ? current >= count - 1 : current <= 0
    guard atEnd else { return step(direction) }
    switch endBehavior {
    case .stop:
      return nil
    case .rewind:
      return AutoScrollAction(
        kind: .rewind, index: direction == .forward ? 0 : count - 1, direction: direction.reversed,
        scheduledTime: scheduledTime)
    case .reverse:
      direction = direction.reversed
      return step(direction)
    }
  }
}
