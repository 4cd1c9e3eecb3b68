extension AutoScroller {
  /// What a bounded (non-circular) carousel does when auto-scrolling reaches its end.
  public enum EndBehavior: Sendable, Hashable, CaseIterable {
    /// Stay on the last item; resume if the carousel is moved back from it.
    case stop
    /// Jump back to the first item (to the last when scrolling in reverse).
    case rewind
    /// Turn round and scroll the other way (ping-pong).
    case reverse
  }
}
