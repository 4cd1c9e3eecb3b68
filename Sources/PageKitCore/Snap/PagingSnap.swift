/// The paging rule: a slow release rests on the item nearest the release position, a fast one on
/// the next item in the fling's direction — plus, with `maxItems` above one, up to
/// `maxItems − 1` items more toward where the fling would come to rest.
///
/// It is the release rule of a full-page ``Pager`` (its default strategy, ``paging``), measured
/// in items from the reference item (``SnapProposal/referenceIndex``) and the release position
/// (``SnapProposal/currentOffset``), not from a projection:
///
/// - **Slow** (`|contentVelocity| <= velocityThreshold`, the threshold exclusive): between the
///   two neighbouring stops around the release position (the one at or behind it, toward the
///   reference, and the next one beyond it), the one beyond when the release has gone strictly
///   more than the positional threshold of the way there (default 0.5: the item whose resting
///   offset is nearest the release position, an exact half back toward the reference). A
///   threshold of 0.25 moves on a quarter of the way; 0.75, three quarters.
/// - **Fast**: the next item boundary from the release position in the velocity's direction —
///   the first item whose resting offset lies strictly beyond the current offset that way. A
///   fling against the displacement therefore returns toward the reference, and a fast release
///   is always allowed, however far the finger dragged. With nothing beyond (a release at or
///   past an end), the item nearest the position, ties to the reference.
/// - **`maxItems = n > 1`**: up to `n − 1` items beyond that boundary, the item nearest the
///   projected resting position (``Deceleration/normal``'s discrete projection of the current
///   offset and velocity; an exact half goes back toward the boundary). The proposal's
///   ``SnapProposal/proposedOffset`` is not read.
///
/// For item layouts "boundary" means the next resting offset: several items near an end that
/// share one clamped resting offset (they cannot reach the anchor) form one stop, and among
/// items equally near, the one nearest the reference wins. Every target is clamped to the
/// scrollable range and to the strip's items.
///
/// Unlike PageKitSnap's `DirectionalSnap`, which takes the first item beyond the *proposed*
/// offset (several items for a strong fling), `PagingSnap(maxItems: 1)` moves one item per
/// fling.
public struct PagingSnap: SnapStrategy, Hashable {
  /// The most items a fling may move: the next boundary and up to `maxItems − 1` beyond it.
  package let maxItems: Int
  /// The speed above which a release counts as a fling, in points per second: a magnitude,
  /// without a sign, compared with `|contentVelocity|`.
  package let velocityThreshold: Double
  /// How far a slow release must go from one stop toward the next to move on, as a fraction of
  /// the distance between them, strictly between `0` and `1`: strictly more moves on.
  package let positionalThreshold: Double

  /// The positional threshold of the default rule: a slow release moves on past half way.
  public static var defaultPositionalThreshold: Double { 0.5 }

  /// The default paging rule, one item per fling with a threshold of 300 points per second and
  /// a positional threshold of one half:
  /// `PagingSnap(maxItems: 1, velocityThreshold: 300, positionalThreshold: 0.5)`, spelled
  /// without `try`. A ``Pager``'s default strategy.
  public static let paging = PagingSnap(
    validMaxItems: 1, velocityThreshold: 300, positionalThreshold: defaultPositionalThreshold)

  private init(validMaxItems: Int, velocityThreshold: Double, positionalThreshold: Double) {
    self.maxItems = validMaxItems
    self.velocityThreshold = velocityThreshold
    self.positionalThreshold = positionalThreshold
  }

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - maxItems: The most items per fling, one or more (default 1): the next item boundary
  ///     and up to `maxItems − 1` more toward the projected resting position.
  ///   - velocityThreshold: The fling speed threshold in points per second, zero or more: a
  ///     magnitude, for flings either way, exclusive (default 300).
  ///   - positionalThreshold: How far toward the next stop a slow release must go to move on,
  ///     as a fraction of the way, strictly between `0` and `1`; strictly more moves on
  ///     (default ``defaultPositionalThreshold``, 0.5). Compose calls it
  ///     `snapPositionalThreshold`.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite threshold, then
  ///   ``PagerError/invalidConfiguration(_:)`` for a `maxItems` below one
  ///   (``PagerConfigurationIssue/maxItems(_:)``), a negative velocity threshold
  ///   (``PagerConfigurationIssue/velocityThreshold(_:)``) or a positional threshold of `0` or
  ///   less or `1` or more (``PagerConfigurationIssue/positionalThreshold(_:)``). A strategy
  ///   is checked here, once: a pager takes any `PagingSnap` at construction and in
  ///   ``Pager/snap`` without another check.
  public init(
    maxItems: Int = 1, velocityThreshold: Double = 300,
    positionalThreshold: Double = PagingSnap.defaultPositionalThreshold
  ) throws(PagerError) {
    guard velocityThreshold.isFinite, positionalThreshold.isFinite else {
      throw .nonFiniteValue
    }
    guard maxItems >= 1 else { throw .invalidConfiguration(.maxItems(maxItems)) }
    guard velocityThreshold >= 0 else {
      throw .invalidConfiguration(.velocityThreshold(velocityThreshold))
    }
    guard positionalThreshold > 0, positionalThreshold < 1 else {
      throw .invalidConfiguration(.positionalThreshold(positionalThreshold))
    }
    self.init(
      validMaxItems: maxItems, velocityThreshold: velocityThreshold,
      positionalThreshold: positionalThreshold)
  }

  /// Chooses the item for a release by the paging rule.
  ///
  /// - Parameter proposal: The release; its ``SnapProposal/currentOffset``,
  ///   ``SnapProposal/contentVelocity`` and ``SnapProposal/referenceIndex`` (by default the
  ///   item resting nearest ``SnapProposal/dragStartOffset``) decide.
  /// - Returns: The chosen item and its resting offset; the current offset with no item when
  ///   the proposal cannot be snapped (see ``SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a
  ///   ``/PageKitCore/VariableStrip``.
  @_specialize(where Strip == UniformStrip)
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let geometry = SnapGeometry(proposal)
    let reference = geometry.reference(of: proposal)
    let current = proposal.currentOffset
    let velocity = proposal.contentVelocity
    var index: Int
    if abs(velocity) <= velocityThreshold {
      index = slowChoice(geometry, current: current, reference: reference)
    } else if let boundary = geometry.nextResting(from: current, forward: velocity > 0) {
      index = boundary
      if maxItems > 1 {
        let projected = Deceleration.normal.restingOffset(
          from: current, contentVelocity: velocity)
        let nearest = geometry.nearest(to: projected, tieToward: boundary)
        // Differences of indices in 0..<count cannot overflow; `boundary ± maxItems` could.
        let beyond = min(
          max(velocity > 0 ? nearest - boundary : boundary - nearest, 0), maxItems - 1)
        index = velocity > 0 ? boundary + beyond : boundary - beyond
      }
    } else {
      index = geometry.nearest(to: current, tieToward: reference)
    }
    return SnapTarget(offset: geometry.restingOffset(index), index: index)
  }

  /// The slow choice: between the stop at or behind `current` (toward the reference) and the
  /// next one beyond it, the one beyond when `current` has gone strictly more than
  /// ``positionalThreshold`` of the way; at or past an end, the item nearest `current`, ties
  /// to the reference.
  ///
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a
  ///   ``/PageKitCore/VariableStrip``.
  private func slowChoice<Strip: StripLayout>(
    _ geometry: SnapGeometry<Strip>, current: Double, reference: Int
  ) -> Int {
    // One half is the nearest stop, an exact half to the reference.
    guard positionalThreshold != Self.defaultPositionalThreshold else {
      return geometry.nearest(to: current, tieToward: reference)
    }
    let position = geometry.clamped(current)
    let start = geometry.restingOffset(reference)
    let forward = position > start
    guard position != start, let ahead = geometry.nextResting(from: position, forward: forward)
    else { return geometry.nearest(to: position, tieToward: reference) }
    let aheadOffset = geometry.restingOffset(ahead)
    // The stop just behind the one ahead is the one at or behind the position.
    let behindOffset =
      geometry.nextResting(from: aheadOffset, forward: !forward).map(geometry.restingOffset)
      ?? start
    let span = abs(aheadOffset - behindOffset)
    let travelled = span > 0 ? abs(position - behindOffset) / span : 0
    let chosen = travelled > positionalThreshold ? aheadOffset : behindOffset
    return geometry.nearest(to: chosen, tieToward: reference)
  }
}
