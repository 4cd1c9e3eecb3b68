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
