public import PageKitCore

extension Carousel {
  /// Advances the carousel's clock to `timestamp` (seconds, from the host's monotonic clock).
  /// Call it every frame.
  ///
  /// A settling motion moves to where its spring is at this time — recentered in a loop, so it
  /// never reaches an end of the content, however long the gap since the previous frame — and
  /// comes to rest when the spring has settled. Then the ``autoScroller``, if any, is consulted
  /// with ``autoScrollContext``, and its move is performed with the cause `.autoScroll`.
  ///
  /// A timestamp earlier than the latest is ignored (nothing changes, no error). Motions started
  /// before the first call start at the first call.
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``/PageKitCore/PagerError/nonFiniteValue`` for a NaN or infinite timestamp (nothing changes).
  /// - Complexity: O(1); allocation-free in steady state.
  public func advance(to timestamp: Double) throws(PagerError) {
    guard try engineAdvance(to: timestamp) else { return }
    defer { engine.emitter.deliver() }
    guard var scroller = autoScroller else { return }
    let action = scroller.advance(to: timestamp, context: autoScrollContext)
    autoScroller = scroller
    guard let action else { return }
    try? command(to: action.index, direction: action.direction, animated: true, cause: .autoScroll)
  }
}
