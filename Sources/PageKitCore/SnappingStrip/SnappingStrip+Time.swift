extension SnappingStrip {
  /// Advances the strip's clock to `timestamp` (seconds, from the host's monotonic clock). Call
  /// it every frame.
  ///
  /// A settling motion moves to where its spring is at this time and comes to rest when the
  /// spring has settled. Motions started before the first call start at the first call. A
  /// timestamp earlier than the latest is ignored (nothing changes, no error). A source whose
  /// count changed since the last reload is reloaded first (see `applyReload(_:layout:)`).
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: `PagerError.nonFiniteValue` for a NaN or infinite timestamp (nothing changes).
  /// - Complexity: O(1) for a `UniformStrip`, O(log n) for a `VariableStrip` (the reported
  ///   position); allocates nothing in steady state.
  @inlinable
  package func advance(to timestamp: Double) throws(PagerError) {
    try engineAdvance(to: timestamp)
  }

  /// The timestamp of the latest ``advance(to:)``, or `nil` before the first.
  ///
  /// - Complexity: O(1).
  package var currentTime: Double? { engine.time }
}
