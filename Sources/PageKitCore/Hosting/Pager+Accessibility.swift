extension Pager {
  /// The announcement for the settled page ("Page 2 of 5"), or `nil` for an empty pager or one
  /// over a source without a count (see ``bounds``; announce the page's own label, a date).
  ///
  /// On an item layout whose items at an end share one resting offset (a run, one stop), it
  /// names every item resting there: "Items 8–9 of 9".
  ///
  /// Post it when `didChangePage` arrives (UIKit: `UIAccessibility.post(notification:
  /// .pageScrolled, argument:)`); use it as the pager's accessibility value too.
  ///
  /// - Complexity: O(1) (O(log n) for variable item lengths).
  public var accessibilityAnnouncement: PageAnnouncement? {
    guard !isEmpty else { return nil }
    return PageAnnouncement(self, settled: geometry.engineStop(ofIndex: settledIndex).run)
  }

  /// The adjustable "increment" action (swipe up with VoiceOver): the next page, animated.
  ///
  /// - Returns: Whether the pager moves; `false` on the last page of a bounded source, while a
  ///   finger is down, or for an empty pager.
  @discardableResult
  public func accessibilityIncrement() -> Bool {
    (try? scrollToNext(animated: !configuration.reduceMotion)) != nil
  }

  /// The adjustable "decrement" action (swipe down with VoiceOver): the previous page, animated.
  ///
  /// - Returns: Whether the pager moves; `false` on the first page of a bounded source, while a
  ///   finger is down, or for an empty pager.
  @discardableResult
  public func accessibilityDecrement() -> Bool {
    (try? scrollToPrevious(animated: !configuration.reduceMotion)) != nil
  }
}

extension Pager {
  /// The page control's dots now (``PageDots``): one per stop, the selected one, the emphasis
  /// between two dots during a swipe, and at most `maximumVisible` of them, centred on the
  /// selected stop, with the edge dots shrunk where more stops lie beyond.
  ///
  /// Read it after every frame, as ``position``. An empty pager and one over a source without
  /// a count have no dots (``PageDots/stopCount`` `0`).
  ///
  /// ```swift
  /// let dots = try pager.pageDots(maximumVisible: 7)
  /// let label = dots.selectedAnnouncement?.description  // "Page 3 of 40"
  /// ```
  ///
  /// - Parameter maximumVisible: The most dots shown at once, `1` or more (the default shows
  ///   every stop).
  /// - Returns: The dots.
  /// - Throws: ``PagerError/invalidConfiguration(_:)`` with
  ///   ``PagerConfigurationIssue/pageDotsWindow(_:)`` for a `maximumVisible` below one.
  /// - Complexity: O(1) (O(log n) for variable item lengths, once per layout, viewport and
  ///   count); reading a dot is O(1), and nothing allocates.
  public func pageDots(maximumVisible: Int = .max) throws(PagerError) -> PageDots {
    guard maximumVisible >= 1 else {
      throw .invalidConfiguration(.pageDotsWindow(maximumVisible))
    }
    let stops =
      isEmpty || !bounds.isCounted ? PagerStops(itemCount: 0, loops: false) : geometry.stops
    return PageDots(
      stops: stops, progress: stops.coordinate(ofPosition: position),
      settledStop: stops.stop(ofItem: settledIndex), atRest: phase == .idle,
      maximumVisible: maximumVisible, layoutDirection: layoutDirection, axis: axis)
  }
}
