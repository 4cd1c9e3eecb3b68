extension LoopFrame {
  /// The result of ``LoopFrame/recentered(offset:)``.
  package struct Recentering: Sendable, Hashable {
    /// The offset to set, in points.
    package var offset: Double
    /// How far the offset moved: `offset - original`, a whole number of cycles (`0` when nothing
    /// moved). Add it to any in-flight target, such as a deceleration's resting offset.
    package var delta: Double

    /// Creates a recentering result.
    ///
    /// - Parameters:
    ///   - offset: The offset to set, in points.
    ///   - delta: The shift applied, in points.
    package init(offset: Double, delta: Double) {
      self.offset = offset
      self.delta = delta
    }

    /// Whether the offset moved.
    package var didShift: Bool { delta != 0 }
  }
}
