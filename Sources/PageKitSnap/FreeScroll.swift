public import PageKitCore

/// No snapping: the strip rests at the proposed offset, clamped to the scrollable range.
///
/// The target's index is the item whose resting offset is nearest, as ``NearestSnap`` would
/// choose it, so hosts can still report a current item.
///
/// A release glides (``glides`` is `true`): a ``/PageKitCore/Pager`` with an item layout plays
/// a ``/PageKitCore/DecayCurve`` from the release velocity that ends exactly on the projected
/// offset, clamped — no spring, no overshoot.
///
/// The pager then rests between items: its `position` is the offset's position, and its
/// `settledIndex` the item nearest it, which the pager chooses where the glide ends (an exact
/// half goes to the item the motion comes from; next to items that share a resting offset at an
/// end, the one of them the position reads nearest).
public struct FreeScroll: SnapStrategy, Hashable {
  /// Creates the strategy.
  public init() {}

  /// `true`: the strip rests where the release's deceleration ends, so it glides there on a
  /// decay rather than settling on a spring.
  public var glides: Bool { true }

  /// Keeps the proposed offset, clamped.
  ///
  /// - Parameter proposal: The release.
  /// - Returns: The clamped proposed offset and the nearest item; the current offset
  ///   with no item when the proposal cannot be snapped (see ``/PageKitCore/SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a ``/PageKitCore/VariableStrip``.
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let geometry = SnapGeometry(proposal)
    return SnapTarget(
      offset: geometry.clamped(proposal.proposedOffset),
      index: geometry.nearest(to: proposal.proposedOffset))
  }
}
