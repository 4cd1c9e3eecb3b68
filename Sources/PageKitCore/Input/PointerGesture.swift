/// A device whose gestures a pager follows as a finger's, by the same rules (the slop, the axis
/// lock, the re-grab, the tracker's release): a pointer (``PointerInput``), or a trackpad's
/// phased scroll (``WheelEvent``), whose deltas add up to a finger's location.
package enum GestureDevice: Sendable, Hashable {
  case pointer
  case trackpad
}

/// A gesture a pager is fed as a finger's (a pointer's, a trackpad's: ``GestureDevice``): where it
/// went down, where the drag last followed it, what the pager made of it and the velocity
/// tracker of its samples along the axis. Part of the engine's state (`PagingEngine.pointer`,
/// `PagingEngine.trackpad`), written only by its transitions.
package struct PointerGesture {
  /// What the pager made of the pointer.
  package var phase: PointerPhase = .up
  /// Where the pointer went down, along the axis, in points.
  package var downAlong: Double = 0
  /// Where the pointer went down, across the axis, in points.
  package var downAcross: Double = 0
  /// Where the drag last followed the pointer, along the axis, in points: the next move drags
  /// by its distance from here.
  package var followedAlong: Double = 0
  /// The samples along the axis, from the press on; made at the first press (a pager that is
  /// never fed a pointer allocates no ring) and reused after.
  package var tracker: VelocityTracker?

  package init() {}

  /// The axis a move first past `slop` points from the press locks, or `nil` while it is within
  /// it: along the pager's axis when it moved at least as far along it as across.
  ///
  /// - Parameters:
  ///   - along: The pointer's location along the axis.
  ///   - across: Its location across the axis.
  ///   - slop: The touch slop, in points (`>= 0`).
  /// - Returns: `true` for along, `false` for across, `nil` within the slop.
  /// - Complexity: O(1).
  package func lock(along: Double, across: Double, slop: Double) -> Bool? {
    let alongDistance = abs(along - downAlong)
    let acrossDistance = abs(across - downAcross)
    guard max(alongDistance, acrossDistance) > slop else { return nil }
    return alongDistance >= acrossDistance
  }

  /// The drag's first translation when a move to `along` locks the axis: the movement past the
  /// slop, so that the content does not jump by the slop.
  ///
  /// - Parameters:
  ///   - along: The pointer's location along the axis (more than `slop` from the press).
  ///   - slop: The touch slop, in points.
  /// - Returns: The translation, in points (the finger's sign).
  /// - Complexity: O(1).
  package func translationPastSlop(to along: Double, slop: Double) -> Double {
    let moved = along - downAlong
    return moved > 0 ? moved - slop : moved + slop
  }
}
