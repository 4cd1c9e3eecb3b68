extension AutoScroller {
  /// What a bounded (non-circular) pager does when auto-scrolling reaches its end.
  ///
  /// A pager over a source without a count has an end only where its source has one (and at
  /// the far end of its reach, ``/PageKitCore/PagerLayout/reachableItemMagnitude`` pages from
  /// zero):
  /// in a direction without one, auto-scrolling goes on past every page.
  public enum EndBehavior: Sendable, Hashable, CaseIterable {
    /// Stay on the last page; resume if the controller is moved back from it.
    case stop
    /// Jump back to the first page (to the last when scrolling in reverse). A source without a
    /// first page (without a last, in reverse) has nowhere to rewind to: the scroller stops
    /// there, as with ``stop``.
    case rewind
    /// Turn round and scroll the other way (ping-pong).
    case reverse
  }
}
