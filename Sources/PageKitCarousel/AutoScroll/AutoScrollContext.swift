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
  /// The number of items.
  package var count: Int
  /// Whether the controller loops (after the last item comes the first).
  package var isCircular: Bool

  /// Creates a context.
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
    self.currentIndex = currentIndex
    self.count = count
    self.isCircular = isCircular
    self.isDragging = isDragging
    self.isHidden = isHidden
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.isScreenReaderRunning = isScreenReaderRunning
    self.isMoving = isMoving
  }

  /// Whether auto-scrolling is paused: dragging, hidden, Reduce Motion, a screen reader, or
  /// fewer than two items.
  package var isPaused: Bool {
    isDragging || isHidden || isReduceMotionEnabled || isScreenReaderRunning || count < 2
  }
}
