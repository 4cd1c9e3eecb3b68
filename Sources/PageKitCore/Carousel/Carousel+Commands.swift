extension Carousel {
  /// Moves to the item at `index`, as a programmatic change (the rules every controller keeps:
  /// ``PagingController/scroll(to:direction:animated:)``).
  ///
  /// - Moving to the item the carousel is on (or, while settling, already heading to) does
  ///   nothing and emits nothing.
  /// - While settling, the motion retargets from the current offset and velocity, without a
  ///   jump; commanding the settled item goes back to the very item the motion left and ends
  ///   with `didCancelPageChange`.
  /// - In a loop the path is the shortest one (ties go forward) unless `direction` says which
  ///   way round; a strip follows the index order and ignores `direction`.
  /// - A far jump draws no item in between: when the destination's resting view does not meet
  ///   the items on screen, it is spliced directly beside them, on the side the change's
  ///   direction names (the pager's far-jump rule), and the pager draws that
  ///   spliced strip; at rest the offset moves to the destination's own place, with nothing on
  ///   screen changed. Hosts that lay out their own cells by content offset draw from
  ///   its live pages during the jump. In a loop the offset is also shifted by whole
  ///   cycles so that the trip is centred in the content, and recentered every frame. A
  ///   retarget acts on what is drawn: a destination drawn on screen or in the frame is reached
  ///   where it is drawn; otherwise it is spliced beside the items on screen. Limit: in a strip
  ///   (no loop), a retarget that goes on past the old destination to an earlier item draws the
  ///   strip longer than the content, so ``offset`` may leave the content, and with several
  ///   items on screen an item may show twice, until the carousel comes to rest.
  /// - Not animated: the carousel lands at once, emitting `willChangePage` then
  ///   `didChangePage`, with no phase events.
  ///
  /// - Parameters:
  ///   - index: The destination item.
  ///   - direction: The way round a loop, or `nil` for the shortest path (default).
  ///   - animated: Whether to animate with the carousel's settling spring (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes
  ///   when it throws.
  /// - Complexity: O(1).
  package func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try command(to: index, direction: direction, animated: animated, cause: .programmatic)
  }

  /// Moves to the item after ``targetIndex`` (wrapping when the carousel loops).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  package func scrollToNext(animated: Bool = true) throws(PagerError) {
    try step(.forward, animated: animated, cause: .programmatic)
  }

  /// Moves to the item before ``targetIndex`` (wrapping when the carousel loops).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToPrevious(animated:)``.
  /// - Complexity: O(1).
  package func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try step(.reverse, animated: animated, cause: .programmatic)
  }

}
