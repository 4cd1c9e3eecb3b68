public import PageKitCore
import PageKitSnap

/// The thumbnail strip's own snapping rule: any release rests on the item nearest the proposed
/// offset, but a fling never lands more than `maxItems` items from where the drag began.
///
/// It reuses `NearestSnap` for the choice and clamps the item count itself.
public struct ThumbnailSnap: SnapStrategy {
  /// The most items one release may move.
  public var maxItems: Int

  /// Creates the rule.
  ///
  /// - Parameter maxItems: The most items one release may move (at least 1).
  public init(maxItems: Int = 3) {
    self.maxItems = max(maxItems, 1)
  }

  /// The resting place for a release.
  ///
  /// - Parameter proposal: The release.
  /// - Returns: The nearest item's resting offset, limited to `maxItems` from the start.
  /// - Complexity: O(log n).
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    let nearest = NearestSnap().target(for: proposal)
    // The content point under the anchor where the drag began.
    let anchorShift = proposal.anchor.offset(
      for: StripSpan(origin: 0, length: 0), viewportLength: proposal.viewportLength)
    // `NearestSnap` names no item for a proposal that cannot be snapped: keep its answer then.
    guard let chosen = nearest.index,
      let start = proposal.strip.index(at: proposal.dragStartOffset - anchorShift)
    else { return nearest }
    let limited = min(max(chosen, start - maxItems), start + maxItems)
    guard limited != chosen, let span = proposal.strip.span(at: limited) else { return nearest }
    let offset = proposal.clamped(
      proposal.anchor.offset(for: span, viewportLength: proposal.viewportLength))
    return SnapTarget(offset: offset, index: limited)
  }
}
