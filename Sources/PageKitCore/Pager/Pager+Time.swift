extension Pager {
  /// Advances the pager's clock to `timestamp` (seconds, from the host's monotonic clock). Call
  /// it every frame.
  ///
  /// A settling motion moves to where its curve is at this time and comes to rest when the curve
  /// has settled. Motions started before the first call start at the first call. A timestamp
  /// earlier than the latest is ignored (nothing changes, no error).
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``PagerError/nonFiniteValue`` for NaN or infinite timestamps (nothing changes).
  /// - Complexity: O(1) amortised; allocation-free in steady state.
  @inlinable
  public func advance(to timestamp: Double) throws(PagerError) {
    try apply(.advance(timestamp: timestamp))
  }

  /// The timestamp of the latest ``advance(to:)``, or `nil` before the first.
  public var currentTime: Double? { engine.time }
}
