/// What brought about a page change.
public enum PageChangeCause: String, Sendable, Hashable, Codable, CaseIterable {
  /// A swipe: the user dragged and released.
  case user
  /// A command: `scroll(to:)`, `scrollToNext`, `scrollToPrevious`, a tab tap.
  case programmatic
  /// An auto-scroller's timer.
  case autoScroll
  /// A reload of the data alone moved the current page.
  case dataReload
}
