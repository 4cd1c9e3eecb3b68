extension CarouselLayout {
  /// The result of ``CarouselLayout/recentered(offset:)``.
  public struct Recentering: Sendable, Hashable {
    /// The offset to set, in points.
    public var offset: Double
    /// How far the offset moved: `offset - original`, a whole number of cycles (`0` when nothing
    /// moved). Add it to any in-flight target, such as a deceleration's resting offset.
    public var delta: Double

    /// Creates a recentering result.
    ///
    /// - Parameters:
    ///   - offset: The offset to set, in points.
    ///   - delta: The shift applied, in points.
    public init(offset: Double, delta: Double) {
      self.offset = offset
      self.delta = delta
    }

    /// Whether the offset moved.
    public var didShift: Bool { delta != 0 }
  }
}
