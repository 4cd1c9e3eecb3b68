public import PageKitCore

extension Carousel {
  /// Moves one item in `direction`, reporting `cause` on the change.
  ///
  /// - Parameters:
  ///   - direction: The direction of travel.
  ///   - animated: Whether to animate.
  ///   - cause: The cause the events report.
  /// - Throws: As ``/PageKitCore/PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func step(
    _ direction: PageDirection, animated: Bool = true, cause: PageChangeCause
  ) throws(PagerError) {
    try engineStep(direction, animated: animated, cause: cause)
  }

  /// Moves to the item at `index`, reporting `cause` on the change.
  /// ``/PageKitCore/PagingController/scroll(to:direction:animated:)`` calls it with
  /// `.programmatic`; the attached auto-scroller with `.autoScroll`.
  ///
  /// - Moving to the item the carousel is on (or, while settling, already heading to) does
  ///   nothing and emits nothing.
  /// - While settling, the motion retargets from the current offset and velocity, without a
  ///   jump; commanding the settled item goes back to the very item the motion left and ends
  ///   with `didCancelPageChange`.
  /// - In a loop the path is the shortest one (ties go forward) unless `direction` says which
  ///   way round; a strip follows the index order and ignores `direction`.
  /// - A far jump scrolls through the items in between within one spring. Before it starts, the
  ///   offset is shifted by whole cycles so that the trip is centred in the content, and it is
  ///   recentered every frame, so it never leaves the content.
  /// - Not animated: the carousel lands at once, emitting `willChangePage` then
  ///   `didChangePage`, with no phase events.
  ///
  /// - Parameters:
  ///   - index: The destination item.
  ///   - direction: The way round a loop, or `nil` for the shortest path.
  ///   - animated: Whether to animate with ``settleSpring``.
  ///   - cause: The cause the events report.
  /// - Throws: ``/PageKitCore/PagerError/emptySource``, ``/PageKitCore/PagerError/dragInProgress``,
  ///   ``/PageKitCore/PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes
  ///   when it throws.
  /// - Complexity: O(1).
  public func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    try engineCommand(to: index, direction: direction, animated: animated, cause: cause)
  }
}
