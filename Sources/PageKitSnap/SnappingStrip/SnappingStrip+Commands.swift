public import PageKitCore

extension SnappingStrip {
  /// Moves one item in `direction` from ``targetIndex``, with `cause` reported on the change
  /// (for auto-scrollers and other drivers built on the strip).
  ///
  /// - Parameters:
  ///   - direction: The direction of travel.
  ///   - animated: Whether to animate with ``settleSpring``.
  ///   - cause: The cause reported by the events.
  /// - Throws: `PagerError.emptySource`, `PagerError.dragInProgress`, or
  ///   `PagerError.indexOutOfRange(index:count:)` past either end. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  public func step(
    _ direction: PageDirection, animated: Bool = true, cause: PageChangeCause
  ) throws(PagerError) {
    try engineStep(direction, animated: animated, cause: cause)
  }

  /// Moves to item `index` with `cause` reported on the change. `scroll(to:direction:animated:)`
  /// calls it with `PageChangeCause.programmatic`; drivers call it with their own cause.
  ///
  /// - Moving to the item the strip rests on (or, while settling, already heads to) does
  ///   nothing and emits nothing.
  /// - Animated, the strip scrolls to the item's resting offset with ``settleSpring``, through
  ///   the items in between (a strip draws what it passes; nothing is spliced). While settling,
  ///   the motion retargets from the current offset and velocity, without a jump; commanding
  ///   the settled item goes back and ends with `didCancelPageChange`.
  /// - Not animated, the strip lands at once, emitting `willChangePage` then `didChangePage`.
  ///
  /// The direction is the index order; an explicit `direction` that disagrees is ignored (the
  /// strip is bounded).
  ///
  /// - Parameters:
  ///   - index: The destination item.
  ///   - direction: Ignored unless it agrees with the index order (`nil` for automatic).
  ///   - animated: Whether to animate.
  ///   - cause: The cause reported by the events.
  /// - Throws: `PagerError.emptySource`, `PagerError.dragInProgress`,
  ///   `PagerError.indexOutOfRange(index:count:)`, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  public func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    try engineCommand(to: index, direction: direction, animated: animated, cause: cause)
  }
}
