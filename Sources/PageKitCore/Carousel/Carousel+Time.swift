extension Carousel {
  /// Advances the carousel's clock to `timestamp` (seconds, from the host's monotonic clock).
  /// Call it every frame.
  ///
  /// A settling motion moves to where its spring is at this time — recentered in a loop, so it
  /// never reaches an end of the content, however long the gap since the previous frame — and
  /// comes to rest when the spring has settled. (An `AutoScroller` of PageKitCarousel moves it
  /// on when due: call its `advance(_:to:pausedBy:)` after this.)
  ///
  /// A timestamp earlier than the latest is ignored (nothing changes, no error). Motions started
  /// before the first call start at the first call.
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite timestamp (nothing changes).
  /// - Complexity: O(1); allocation-free in steady state.
  @inlinable
  package func advance(to timestamp: Double) throws(PagerError) {
    try engineAdvance(to: timestamp)
  }
}
