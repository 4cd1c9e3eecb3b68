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
    try traced(.scroll(index, direction, animated: animated)) { () throws(PagerError) in
      try command(to: index, direction: direction, animated: animated, cause: .programmatic)
    }
  }

  /// Moves to the page after ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func scrollToNext(animated: Bool = true) throws(PagerError) {
    try traced(.scrollToNext(animated: animated)) { () throws(PagerError) in
      try step(.forward, animated: animated, cause: .programmatic)
    }
  }

  /// Moves to the page before ``targetIndex`` (wrapping when circular).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: As ``PagingController/scrollToPrevious(animated:)``.
  /// - Complexity: O(1).
  public func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try traced(.scrollToPrevious(animated: animated)) { () throws(PagerError) in
      try step(.reverse, animated: animated, cause: .programmatic)
    }
  }
}
