extension Pager {
  /// A finger touched the pager.
  ///
  /// From rest, the settled page is the reference for the release. During a settle, the motion
  /// stops where it is (a re-grab) and its pending target becomes the reference; the announced
  /// change stays open until the pager comes to rest.
  ///
  /// - Throws: ``PagerError/emptySource``; ``PagerError/dragInProgress`` if already dragging.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1).
  public func beginDrag() throws(PagerError) {
    try apply(.beginDrag)
  }

  /// The finger moved by `translation` points along the axis since the last call (positive =
  /// right or down on screen, as a pan gesture reports it). In a left-to-right horizontal pager
  /// a finger moving left moves forward. Past the ends of a bounded source the motion meets
  /// rubber-band resistance — only at an end that exists for a source without a count (and at
  /// ``PagerLayout/reachableItemMagnitude`` in a direction without one).
  ///
  /// - Parameter translation: The finger's displacement since the previous `drag(by:)`, in
  ///   points along the axis, as a pan gesture reports it (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging`` (without ``beginDrag()``). Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) when a page enters the live window).
  @inlinable
  public func drag(by translation: Double) throws(PagerError) {
    try apply(.drag(translation: translation))
  }

  /// The finger lifted with `velocity` points per second along the axis (positive = right or
  /// down on screen).
  ///
  /// The ``snap`` strategy chooses the page. The default, ``PagingSnap/paging``, is the release
  /// rule: a slow release (|velocity| ≤ 300 points per second) goes to the page nearest the
  /// position, an exact half going back to the reference; a fast one goes to the next page
  /// boundary in the velocity's direction (with `PagingSnap(maxItems: n)`, up to `n − 1` more
  /// toward the projected resting position). Clamped to the source. The settle is a spring that
  /// starts at the release velocity.
  ///
  /// A glitched velocity beyond 100 pages per second still chooses the page by the rule above,
  /// but the spring starts at 100 pages per second.
  ///
  /// - Parameter velocity: The finger's velocity at release, in points per second along the
  ///   axis, as a pan gesture reports it (positive = right or down on screen).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/notDragging``. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func endDrag(velocity: Double) throws(PagerError) {
    try apply(.endDrag(velocity: velocity))
  }
}
