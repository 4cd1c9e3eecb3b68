package import PageKitCore

/// What an auto-scroller asks the controller to do at a fire time.
package struct AutoScrollAction: Sendable, Hashable {
  /// The kind of move.
  package enum Kind: Sendable, Hashable {
    /// One item in ``AutoScrollAction/direction`` (across the seam of a loop).
    case step
    /// Back to the first item (or, when scrolling in reverse, to the last) at the end of a
    /// bounded controller.
    case rewind
  }

  /// The kind of move.
  package var kind: Kind
  /// The logical index to scroll to.
  package var index: Int
  /// The direction of travel.
  package var direction: PageDirection
  /// The fire time this action belongs to, in the host's seconds: a point of the schedule's grid,
  /// or the moment of rest when a fire time fell during a motion.
  package var scheduledTime: Double

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - kind: The kind of move.
  ///   - index: The logical index to scroll to.
  ///   - direction: The direction of travel.
  ///   - scheduledTime: The fire time, in seconds.
  package init(kind: Kind, index: Int, direction: PageDirection, scheduledTime: Double) {
    self.kind = kind
    self.index = index
    self.direction = direction
    self.scheduledTime = scheduledTime
  }
}
