public import PageKitCore

/// Slow releases snap to the nearest item; fast ones to the next item in the fling's direction,
/// as the App Store's horizontal shelves do.
///
/// A release is slow when `|contentVelocity| <= velocityThreshold`: the item whose resting offset is
/// nearest the proposed offset wins, ties to the lower index. A fast release takes the first
/// item whose unclamped anchor offset lies strictly beyond the proposed offset in the fling's
/// direction (the last item that way when there is none), then clamps its anchor offset to the
/// scrollable range. A proposed offset that lies behind the current offset in the fling's
/// direction (which no platform proposes) is replaced by the current offset, so a fast release
/// never picks an item behind the one at rest under the anchor.
public struct DirectionalSnap: SnapStrategy, Hashable {
  /// The speed above which a release counts as a fling, in points per second: a magnitude,
  /// without a sign, compared with `|contentVelocity|`.
  package let velocityThreshold: Double

  /// Creates the strategy.
  ///
  /// - Parameter velocityThreshold: The fling speed threshold in points per second, zero or
  ///   more: a magnitude, for flings either way (default 300: 0.3 points per millisecond, the
  ///   App Store shelf's threshold). Convert a threshold in UIKit's points per millisecond with
  ///   ``/PageKitCore/Deceleration/pointsPerSecond(fromPointsPerMillisecond:)``.
  /// - Throws: ``/PageKitCore/PagerError/nonFiniteValue`` for a NaN or infinite threshold, then
  ///   ``/PageKitCore/PagerError/invalidConfiguration(_:)`` for a negative one.
  public init(velocityThreshold: Double = 300) throws(PagerError) {
    try PagerConfigurationIssue.checkVelocityThreshold(velocityThreshold)
    self.velocityThreshold = velocityThreshold
  }

  /// Chooses the nearest item for a slow release, the next one in the fling's direction for a
  /// fast one.
  ///
  /// - Parameter proposal: The release.
  /// - Returns: The chosen item and its resting offset; the current offset with no item when
  ///   the proposal cannot be snapped (see ``/PageKitCore/SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a ``/PageKitCore/VariableStrip``.
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let geometry = SnapGeometry(proposal)
    let index =
      abs(proposal.contentVelocity) <= velocityThreshold
      ? geometry.nearest(to: proposal.proposedOffset)
      : geometry.fast(from: proposal.fastReference, forward: proposal.contentVelocity > 0)
    return SnapTarget(offset: geometry.restingOffset(index), index: index)
  }
}
