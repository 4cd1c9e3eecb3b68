public import PageKitCore

extension AutoScroller {
  /// Moves the clock to `time` and, when a fire time is due, moves `controller` on by one page
  /// with the cause `.autoScroll`.
  ///
  /// Call it every frame (or on any timer) with the host's monotonic time in seconds, after the
  /// controller's own `advance(to:)` for the same time, so that a motion ending at this frame
  /// counts as rest:
  ///
  /// ```swift
  /// try pager.advance(to: timestamp)
  /// scroller.advance(pager, to: timestamp, pausedBy: isOnScreen ? [] : [.hidden])
  /// ```
  ///
  /// It reads the controller's ``/PageKitCore/PagingController/targetIndex``, its indices (a
  /// pager's ``/PageKitCore/Pager/bounds``; the indices below its
  /// ``/PageKitCore/PagingController/count`` for any other controller),
  /// ``/PageKitCore/PagingController/loops`` and
  /// ``/PageKitCore/PagingController/phase``: a drag pauses it (the grid restarts one full
  /// interval after the drag ends), a settle makes a due fire time wait for rest, and fewer than
  /// two pages pause it. `reasons` adds the pauses only the host knows of. The schedule is the
  /// same for every controller: fire times on a grid that never drifts, at most one move per
  /// call, no burst after a long gap.
  ///
  /// The move is an animated command with the cause `.autoScroll`: one page in the scroller's
  /// direction (across the seam of a loop), or at the end of a bounded controller what its
  /// ``EndBehavior`` says. Its `willChangePage` is delivered before this method returns, and its
  /// `didChangePage` (cause `.autoScroll`, exactly once) when the controller comes to rest in a
  /// later `advance(to:)`. A controller of your own (not a ``/PageKitCore/Pager``) is moved
  /// with its
  /// ``/PageKitCore/PagingController/scroll(to:direction:animated:)``, so its events carry the
  /// cause your controller gives that command. A handler may issue commands to the controller
  /// meanwhile; they run at once, as the controller's re-entrancy rule says.
  ///
  /// A handler of those events may call this auto-scroller too. Its ``reset()`` and this method
  /// are applied when the move is done, in call order: the move is made and committed first
  /// (a ping-pong's turn included), then each call as if made right after this one returned.
  /// Called from inside the move, this method returns `nil` at once. Reading
  /// ``nextFireTime`` or ``interval`` from a handler answers the schedule as the move left it
  /// (the next grid point, before any deferred call).
  ///
  /// A pager over a source without a count (``/PageKitCore/UnboundedPageSource``, a feed) has
  /// no end in some direction: its ``/PageKitCore/PagingController/count`` is `0`, yet it is
  /// not empty. In such a direction the scroller steps on from any index, past every page, and
  /// meets an end only at the pager's reach (``/PageKitCore/PagerLayout/reachableItemMagnitude``
  /// pages from zero). At an end that exists it does what its ``EndBehavior`` says, read from
  /// the pager's ``/PageKitCore/Pager/bounds``: ``EndBehavior/rewind`` goes back to the first
  /// index (the last, in reverse) only when the source has one; with none there is nowhere to
  /// rewind to, and it stops, as ``EndBehavior/stop`` does.
  ///
  /// If the controller rejects the move (it throws: its source was emptied or shrunk behind its
  /// back, or your own controller refused), nothing moves: the method returns `nil`, the fire
  /// time counts as spent (the next one is on the grid, an interval later) and a ping-pong
  /// (``EndBehavior/reverse``) does not turn.
  ///
  /// - Parameters:
  ///   - controller: The pager to move.
  ///   - time: The host's monotonic time, in seconds.
  ///   - reasons: The host's reasons to pause now (default none).
  /// - Returns: The index of the page the move heads to, or `nil` for no move (paused, not due,
  ///   moving, at the end of a bounded controller with ``EndBehavior/stop``, or with
  ///   ``EndBehavior/rewind`` and no end behind to rewind to, an ignored time, or a rejected
  ///   move).
  /// - Complexity: O(1), plus the controller's command (O(1) for the built-in controllers, plus
  ///   the page requests of pages entering a pager's live window).
  @discardableResult
  public func advance(
    _ controller: some PagingController, to time: Double, pausedBy reasons: PauseReasons = []
  ) -> Int? {
    advanceAction(controller, to: time, pausedBy: reasons)?.index
  }

  /// ``advance(_:to:pausedBy:)``, answering the whole move made (its kind, direction and fire
  /// time), for the module's tests.
  ///
  /// The one place that performs a move: the schedule, the controller's command (its events
  /// delivered), the commit, then the calls its event handlers made to this scroller, in order.
  @discardableResult
  package func advanceAction(
    _ controller: some PagingController, to time: Double, pausedBy reasons: PauseReasons = []
  ) -> AutoScrollAction? {
    guard !isPerformingMove else {
      deferredCalls.append(.advance(controller, time: time, reasons: reasons))
      return nil
    }
    guard let action = dueAction(for: controller, at: time, pausedBy: reasons) else {
      return nil
    }
    isPerformingMove = true
    let performed = Self.perform(action, on: controller)
    isPerformingMove = false
    if performed { commit(action) }
    applyDeferredCalls()
    return performed ? action : nil
  }

  /// Applies the calls deferred during a move, first in first out, until none is left (a
  /// deferred ``advance(_:to:pausedBy:)`` that moves defers its own handlers' calls behind).
  private func applyDeferredCalls() {
    while !deferredCalls.isEmpty {
      switch deferredCalls.removeFirst() {
      case .reset:
        reset()
      case .advance(let controller, let time, let reasons):
        advanceAction(controller, to: time, pausedBy: reasons)
      }
    }
  }

  /// The schedule's move due at `time` for `controller` (nothing performed, the direction not
  /// yet committed): the one place that turns a controller's state into a context.
  package func dueAction(
    for controller: some PagingController, at time: Double, pausedBy reasons: PauseReasons
  ) -> AutoScrollAction? {
    dueAction(at: time, context: AutoScrollContext(controller, pausedBy: reasons))
  }

  /// Performs `action` on `controller` with its `autoScroll(to:direction:)`: an animated command
  /// with the cause `.autoScroll` (a pager applies it as an input its trace records), or the
  /// animated `scroll(to:direction:animated:)` of a controller of the host's own.
  ///
  /// - Returns: `false` when the controller rejected it (nothing changed).
  package static func perform(_ action: AutoScrollAction, on controller: some PagingController)
    -> Bool
  {
    do {
      try controller.autoScroll(to: action.index, direction: action.direction)
      return true
    } catch {
      return false
    }
  }
}

extension AutoScrollContext {
  /// The context of `controller` now, with the host's pause reasons.
  ///
  /// - Parameters:
  ///   - controller: The controller to read.
  ///   - reasons: The host's reasons to pause.
  package init(_ controller: some PagingController, pausedBy reasons: AutoScroller.PauseReasons) {
    let phase = controller.phase
    let current = controller.targetIndex
    self.init(
      currentIndex: current, bounds: controller.bounds,
      isCircular: controller.loops,
      isDragging: phase == .dragging, isHidden: reasons.contains(.hidden),
      isReduceMotionEnabled: reasons.contains(.reduceMotion),
      isScreenReaderRunning: reasons.contains(.screenReader), isMoving: phase == .settling,
      steps: Steps(
        forward: controller.nextStop(from: current, direction: .forward),
        reverse: controller.nextStop(from: current, direction: .reverse)))
  }
}
