extension SnappingStrip {
  /// Moves to item `index`, as a programmatic change (the rules every controller keeps:
  /// `PagingController.scroll(to:direction:animated:)`).
  ///
  /// - Moving to the item the strip rests on (or, while settling, already heads to) does
  ///   nothing and emits nothing.
  /// - Animated, the strip scrolls to the item's resting offset with the settling spring. A far
  ///   jump — an item whose resting view does not meet the items on screen — draws that view
  ///   directly beside them, on the side where the item lies in index order, and travels as if
  ///   it were next door: no item in between is drawn, and the strip lands
  ///   exactly on the item's resting offset. While settling, the motion retargets from the
  ///   current offset and velocity, without a jump, from what is drawn now: a destination
  ///   already drawn is reached where it is drawn, another is spliced beside the items on
  ///   screen. Documented limit: a retarget back past the old destination to an earlier
  ///   item ends the splice — the item at the anchor keeps its place on screen — and goes back
  ///   through the content, drawing the items in between. Commanding the settled item goes
  ///   back to where it is drawn and ends with `didCancelPageChange`.
  /// - Not animated, the strip lands at once, emitting `willChangePage` then `didChangePage`.
  ///
  /// The direction is the index order; an explicit `direction` that disagrees is ignored (the
  /// strip is bounded).
  ///
  /// - Parameters:
  ///   - index: The destination item.
  ///   - direction: Ignored unless it agrees with the index order (`nil` for automatic, the
  ///     default).
  ///   - animated: Whether to animate (default `true`).
  /// - Throws: `PagerError.emptySource`, `PagerError.dragInProgress`,
  ///   `PagerError.indexOutOfRange(index:count:)`, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  package func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try command(to: index, direction: direction, animated: animated, cause: .programmatic)
  }

  /// Moves to the item after ``targetIndex``.
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: `PagerError.emptySource`, `PagerError.dragInProgress`, or
  ///   `PagerError.indexOutOfRange(index:count:)` past the last item. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  package func scrollToNext(animated: Bool = true) throws(PagerError) {
    try step(.forward, animated: animated, cause: .programmatic)
  }

  /// Moves to the item before ``targetIndex``.
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: `PagerError.emptySource`, `PagerError.dragInProgress`, or
  ///   `PagerError.indexOutOfRange(index:count:)` before the first item. Nothing changes when
  ///   it throws.
  /// - Complexity: O(1) for a `UniformStrip` and a `VariableStrip`.
  package func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try step(.reverse, animated: animated, cause: .programmatic)
  }

}
