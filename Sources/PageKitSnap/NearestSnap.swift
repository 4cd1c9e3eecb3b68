public import PageKitCore

/// Snaps to the item whose resting offset is nearest the proposed offset, whatever the
/// velocity.
///
/// The resting offset of an item is its anchor offset clamped to the scrollable range; ties go
/// to the lower index. Items that cannot reach the anchor near either end rest at that end.
public struct NearestSnap: SnapStrategy, Hashable {
  /// Creates the strategy.
  public init() {}

  /// Chooses the item nearest the proposed offset.
  ///
  /// - Parameter proposal: The release.
  /// - Returns: The nearest item and its resting offset; the current offset with no
  ///   item when the proposal cannot be snapped (see ``/PageKitCore/SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a ``/PageKitCore/VariableStrip``.
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let geometry = SnapGeometry(proposal)
    let index = geometry.nearest(to: proposal.proposedOffset)
    return SnapTarget(offset: geometry.restingOffset(index), index: index)
  }
}
