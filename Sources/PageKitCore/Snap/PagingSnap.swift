/// Snaps like PageKitSnap's `DirectionalSnap`, but never more than `maxItems` items from where the drag
/// began.
///
/// The start item is the item whose resting offset is nearest the drag-start offset. Near
/// either end several items can share one resting offset (they cannot reach the anchor); they
/// count as one stop, so `maxItems` is measured from the first of them going back and from the
/// last of them going forward. A slow release (`|contentVelocity| <= velocityThreshold`) picks the
/// nearest item — past the midpoint between two resting offsets, the positional threshold of
/// 0.5 — and a fast one the next item in the fling's direction; either is then limited to the
/// window. The limit wins over the fling: a drag carried further than `maxItems` comes back to
/// the last allowed item.
public struct PagingSnap: SnapStrategy, Hashable {
  /// The most items a release may move from the start item.
  package let maxItems: Int
  /// The speed above which a release counts as a fling, in points per second: a magnitude,
  /// without a sign, compared with `|contentVelocity|`.
  package let velocityThreshold: Double

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - maxItems: The most items per release, one or more (default 1).
  ///   - velocityThreshold: The fling speed threshold in points per second, zero or more: a
  ///     magnitude, for flings either way (default 300).
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite threshold, then
  ///   ``PagerError/invalidConfiguration`` for a `maxItems` below one or a negative threshold.
  public init(maxItems: Int = 1, velocityThreshold: Double = 300) throws(PagerError) {
    guard velocityThreshold.isFinite else { throw .nonFiniteValue }
    guard maxItems >= 1, velocityThreshold >= 0 else { throw .invalidConfiguration }
    self.maxItems = maxItems
    self.velocityThreshold = velocityThreshold
  }

  /// Chooses the item for a release, at most `maxItems` from the start item.
  ///
  /// - Parameter proposal: The release; its `dragStartOffset` gives the start item.
  /// - Returns: The chosen item and its resting offset; the current offset with no item when
  ///   the proposal cannot be snapped (see ``SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a ``/PageKitCore/VariableStrip``.
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let geometry = SnapGeometry(proposal)
    let start = geometry.restingRun(of: geometry.nearest(to: proposal.dragStartOffset))
    var index =
      abs(proposal.contentVelocity) <= velocityThreshold
      ? geometry.nearest(to: proposal.proposedOffset)
      : geometry.fast(from: proposal.fastReference, forward: proposal.contentVelocity > 0)
    // Differences of indices in 0..<count cannot overflow; `start ± maxItems` could.
    if index < start.lowerBound && start.lowerBound - index > maxItems {
      index = start.lowerBound - maxItems
    } else if index > start.upperBound && index - start.upperBound > maxItems {
      index = start.upperBound + maxItems
    }
    return SnapTarget(offset: geometry.restingOffset(index), index: index)
  }
}
