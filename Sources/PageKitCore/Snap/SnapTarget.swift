/// Where a snapping strip comes to rest: the answer of a ``SnapStrategy``.
public struct SnapTarget: Sendable, Hashable {
  /// The resting content offset, in points; inside the scrollable range for a valid proposal.
  public var offset: Double
  /// The item chosen, or `nil` when the proposal could not be snapped (see ``SnapProposal``).
  public var index: Int?

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - offset: The resting content offset, in points.
  ///   - index: The item chosen, or `nil` for none.
  public init(offset: Double, index: Int?) {
    self.offset = offset
    self.index = index
  }

  /// The outcome for a proposal that cannot be snapped: stay where you are, with no item.
  ///
  /// - Parameter offset: The current offset.
  /// - Returns: A target at `offset`, or at 0 when `offset` itself is not finite; `index` is nil.
  package static func stay(at offset: Double) -> SnapTarget {
    SnapTarget(offset: offset.isFinite ? offset : 0, index: nil)
  }
}
