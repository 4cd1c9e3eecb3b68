#if canImport(Observation)
  import Observation

  /// Records whether an observed value changed, for tests of `Observable` models.
  ///
  /// ```swift
  /// let probe = ObservationProbe { _ = model.settledIndex }
  /// try pager.scroll(to: 2, animated: false)
  /// #expect(probe.fired)
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public final class ObservationProbe: @unchecked Sendable {
    /// Whether a property read by the probe's closure has changed since the probe was made.
    public private(set) var fired = false

    /// Starts tracking the observable properties that `read` reads.
    ///
    /// - Parameter read: Reads the properties to watch.
    public init(_ read: @escaping () -> Void) {
      withObservationTracking(read) { [self] in fired = true }
    }
  }
#endif
