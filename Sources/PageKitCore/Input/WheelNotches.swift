/// A wheel without phases (``WheelEvent/Phase-swift.enum/none``): its gesture so far. Part of the
/// engine's state (`PagingEngine.notches`), written only by its transition.
package struct WheelNotches: Sendable {
  /// The latest event's timestamp (`nil`: no gesture yet).
  package var time: Double?
  /// The gesture's scroll along the axis, in points (positive: right or down).
  package var along = 0.0
  /// The gesture's scroll across the axis, in points.
  package var across = 0.0
  /// The gesture's way along the axis once it passed the slop (`nil`: not yet).
  package var sign: Double?
  /// Whether the gesture first scrolled across the axis: not the pager's.
  package var ignored = false
  /// The stops the gesture has moved.
  package var stops = 0

  package init() {}

  /// Whether an event at `time` that scrolls `along` begins a new gesture: the first, one after
  /// a pause longer than ``WheelEvent/gestureGap`` (or earlier than the latest), or one the other
  /// way along the axis.
  ///
  /// - Complexity: O(1).
  package func beginsGesture(at time: Double, along: Double, across: Double) -> Bool {
    guard let latest = self.time, time >= latest, time - latest <= WheelEvent.gestureGap else {
      return true
    }
    guard let sign, !ignored else { return false }
    return along * sign < 0 && abs(along) >= abs(across)
  }
}
