package import PageKitCore

/// What the host knows, at one frame, that decides whether an auto-scroller may advance: the
/// input of ``AutoScroller/advance(to:context:)``, for a host that performs the moves itself.
/// ``AutoScroller/advance(_:to:pausedBy:)`` builds it from a controller.
package struct AutoScrollContext: Sendable, Hashable {
  /// A finger is on the controller.
  package var isDragging: Bool
  /// The controller is off screen, or its window or app is in the background.
  package var isHidden: Bool
  /// The system's Reduce Motion setting is on.
  package var isReduceMotionEnabled: Bool
  /// A screen reader (VoiceOver, TalkBack, Orca) is running.
  package var isScreenReaderRunning: Bool
  /// The controller is moving (settling, decelerating or animating a programmatic scroll).
  package var isMoving: Bool
  /// The logical index of the item at rest (or being settled to).
  package var currentIndex: Int
  /// The controller's indices: `0..<count` for a source with a count; a pager's source without
  /// an end in some direction has `nil` there (see ``/PageKitCore/Pager/bounds``).
  package var bounds: PageBounds
  /// Whether the controller loops (after the last item comes the first).
  package var isCircular: Bool
  /// The indices a step forward and a step in reverse head to from ``currentIndex``, when the
  /// controller says (a pager steps between stops: items at an end of a bounded item layout
  /// that share one resting offset are one stop, its outer end); `nil`, one index on.
  package var steps: Steps?

  /// The indices a step heads to from the current item (see ``steps``).
  package struct Steps: Sendable, Hashable {
    /// A step forward's destination.
    package var forward: Int
    /// A step in reverse's destination.
    package var reverse: Int

    /// Creates the destinations of a step each way.
    package init(forward: Int, reverse: Int) {
      self.forward = forward
      self.reverse = reverse
    }
  }

  /// The number of items: `0` for a source without an end in some direction.
  package var count: Int { bounds.count ?? 0 }

  /// Creates a context for a controller of `count` items.
  ///
  /// - Parameters:
  ///   - currentIndex: The logical index of the current item.
  ///   - count: The number of items.
  ///   - isCircular: Whether the controller loops.
  ///   - isDragging: A finger is on the controller.
  ///   - isHidden: The controller is not on screen.
  ///   - isReduceMotionEnabled: Reduce Motion is on.
  ///   - isScreenReaderRunning: A screen reader is running.
  ///   - isMoving: The controller is moving.
  package init(
    currentIndex: Int, count: Int, isCircular: Bool, isDragging: Bool = false,
    isHidden: Bool = false, isReduceMotionEnabled: Bool = false,
    isScreenReaderRunning: Bool = false, isMoving: Bool = false
  ) {
    self.init(
      currentIndex: currentIndex, bounds: PageBounds(count: count), isCircular: isCircular,
      isDragging: isDragging, isHidden: isHidden, isReduceMotionEnabled: isReduceMotionEnabled,
      isScreenReaderRunning: isScreenReaderRunning, isMoving: isMoving)
  }

  /// Creates a context for a controller with the indices `bounds`.
  ///
  /// - Parameters:
  ///   - currentIndex: The logical index of the current item.
  ///   - bounds: The controller's indices (`nil` ends where its source has none).
  ///   - isCircular: Whether the controller loops.
  ///   - isDragging: A finger is on the controller.
  ///   - isHidden: The controller is not on screen.
  ///   - isReduceMotionEnabled: Reduce Motion is on.
  ///   - isScreenReaderRunning: A screen reader is running.
  ///   - isMoving: The controller is moving.
  ///   - steps: Where a step each way heads from `currentIndex` (`nil`: one index on).
  package init(
    currentIndex: Int, bounds: PageBounds, isCircular: Bool, isDragging: Bool = false,
    isHidden: Bool = false, isReduceMotionEnabled: Bool = false,
    isScreenReaderRunning: Bool = false, isMoving: Bool = false, steps: Steps? = nil
  ) {
    self.currentIndex = currentIndex
    self.steps = steps
    self.bounds = bounds
    self.isCircular = isCircular
    self.isDragging = isDragging
    self.isHidden = isHidden
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.isScreenReaderRunning = isScreenReaderRunning
    self.isMoving = isMoving
  }

  /// The indices the controller reaches (``/PageKitCore/PageBounds/reachable``): both ends
  /// present, a missing end replaced by the far end of the reach.
  package var reach: PageBounds { bounds.reachable }

  /// Whether auto-scrolling is paused: dragging, hidden, Reduce Motion, a screen reader, or
  /// fewer than two items (a source without an end has more than enough).
  package var isPaused: Bool {
    isDragging || isHidden || isReduceMotionEnabled || isScreenReaderRunning
      || (reach.count ?? 0) < 2
  }
}
