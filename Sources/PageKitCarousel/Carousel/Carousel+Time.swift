public import PageKitCore

extension Carousel {
  /// Advances the carousel's clock to `timestamp` (seconds, from the host's monotonic clock).
  /// Call it every frame.
  ///
  /// A settling motion moves to where its spring is at this time — recentered in a loop, so it
  /// never reaches an end of the content, however long the gap since the previous frame — and
  /// comes to rest when the spring has settled. Then the ``autoScroller``, if any, moves the
  /// carousel on when it is due, exactly as ``AutoScroller/advance(_:to:pausedBy:)`` would (same
  /// schedule, same move, cause `.autoScroll`), with the host's flags as its pause reasons.
  ///
  /// A timestamp earlier than the latest is ignored (nothing changes, no error). Motions started
  /// before the first call start at the first call.
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``/PageKitCore/PagerError/nonFiniteValue`` for a NaN or infinite timestamp (nothing changes).
  /// - Complexity: O(1); allocation-free in steady state.
  @inlinable
  public func advance(to timestamp: Double) throws(PagerError) {
    guard try engineAdvance(to: timestamp) else { return }
    runAutoScroller(at: timestamp)
  }

  /// The auto-scroller's part of a frame whose timestamp was accepted.
  @usableFromInline
  func runAutoScroller(at timestamp: Double) {
    defer { finishTransition() }
    guard var scroller = autoScroller else { return }
    // `AutoScroller.advance(_:to:pausedBy:)` in its parts, so that the scroller is stored back
    // before the move: the move's handlers then read (and may replace) the attached scroller.
    let action = scroller.dueAction(for: self, at: timestamp, pausedBy: autoScrollPauses)
    autoScroller = scroller
    guard let action, AutoScroller.perform(action, on: self) else { return }
    // Made: record it, unless a handler replaced the scroller meanwhile.
    if autoScroller == scroller { autoScroller?.commit(action) }
  }
}
