import PageKitCore

extension AutoScroller {
  /// A call made to an auto-scroller from inside an event of its own move: kept, and applied
  /// when the move is done.
  enum DeferredCall {
    /// ``AutoScroller/reset()``.
    case reset
    /// ``AutoScroller/advance(_:to:pausedBy:)`` with its arguments.
    case advance(any PagingController, time: Double, reasons: PauseReasons)
  }
}
