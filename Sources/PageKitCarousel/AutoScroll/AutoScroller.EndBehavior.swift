extension AutoScroller {
  /// What a bounded (non-circular) pager or carousel does when auto-scrolling reaches its end.
  public enum EndBehavior: Sendable, Hashable, CaseIterable {
    /// Stay on the last page; resume if the controller is moved back from it.
    case stop
    /// Jump back to the first page (to the last when scrolling in reverse).
    case rewind
    /// Turn round and scroll the other way (ping-pong).
    case reverse
  }
}
