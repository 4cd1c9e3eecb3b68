extension Pager {
  /// Moves to the page at `index`, as a programmatic change (the rules every controller keeps:
  /// ``PagingController/scroll(to:direction:animated:)``).
  ///
  /// An animated jump of more than one page animates as if the target were adjacent: the
  /// destination is drawn directly beside the visible pages, and no page in between is created.
  /// An explicit `direction` is honoured by circular sources; a bounded source ignores one that
  /// disagrees with the index order. Animated commands use the transition's timing.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic (default).
  ///   - animated: Whether to animate (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window).
  public func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try apply(.scroll(index: index, direction: direction, animated: animated))
  }

  /// Where a step from `index` lands (see ``PagingController/nextStop(from:direction:)``): past
  /// the run `index` belongs to (items at an end of an item layout that share one resting
  /// offset) onto the next stop, a run's outer end; round a loop it wraps. For an index outside
  /// ``bounds``, one index on.
  ///
  /// - Parameters:
  ///   - index: A page in ``bounds``.
  ///   - direction: The way to step.
  /// - Returns: The destination's index; outside ``bounds`` past an end of a bounded source.
  /// - Complexity: O(1) (O(log n) for variable item lengths).
  public func nextStop(from index: Int, direction: PageDirection) -> Int {
    guard !isEmpty, engineBounds.contains(index) else {
      return oneIndexOn(from: index, direction: direction)
    }
    return stepIndex(from: index, direction: direction)
  }

  /// Moves to the page after ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func scrollToNext(animated: Bool = true) throws(PagerError) {
    try apply(.scrollToNext(animated: animated))
  }

  /// Moves to the page before ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToPrevious(animated:)``.
  /// - Complexity: O(1).
  public func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try apply(.scrollToPrevious(animated: animated))
  }

  /// An auto-scroller's step: an animated move to `index` with the cause
  /// ``PageChangeCause/autoScroll`` (PageKitCarousel's `AutoScroller` calls it).
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic.
  /// - Throws: As ``scroll(to:direction:animated:)``.
  /// - Complexity: As ``scroll(to:direction:animated:)``.
  public func autoScroll(to index: Int, direction: PageDirection?) throws(PagerError) {
    try apply(.autoScroll(index: index, direction: direction))
  }
}
