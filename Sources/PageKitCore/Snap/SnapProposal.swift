/// Everything a ``SnapStrategy`` needs to choose where a released strip comes to rest.
///
/// Offsets are content offsets of the viewport's leading edge along the axis, in points (the
/// `contentOffset.x` of a horizontal scroll view). The velocity is the **content's**, as the
/// label ``contentVelocity`` says: in points per second, positive toward larger offsets — the
/// opposite sign of a pan gesture's (the finger's) velocity in a left-to-right or vertical strip.
/// `scrollViewWillEndDragging`'s velocity is the content's in points per millisecond: convert it
/// with ``Deceleration/pointsPerSecond(fromPointsPerMillisecond:)``.
///
/// A proposal is a per-frame value and is never rejected. One that cannot be snapped — a NaN or
/// infinite offset or velocity, a viewport length that is not finite and positive, an anchor
/// inset that is not finite and not negative, a strip with no items, a non-finite length or an
/// item longer than the viewport — gets a target at the current offset (at 0 when that is not
/// finite) with no item from every built-in strategy.
public struct SnapProposal<Strip: StripLayout>: Sendable {
  /// The items.
  public var strip: Strip
  /// The viewport's extent along the axis, in points.
  public var viewportLength: Double
  /// Where in the viewport items come to rest.
  public var anchor: SnapAnchor
  /// The offset now, at release.
  public var currentOffset: Double
  /// Where the strip would come to rest without snapping (the platform's proposal, or
  /// ``Deceleration/restingOffset(from:contentVelocity:)``).
  public var proposedOffset: Double
  /// The content's release velocity, in points per second; positive toward larger offsets (the
  /// opposite sign of the finger's in a left-to-right or vertical strip).
  public var contentVelocity: Double
  /// The offset where the drag began; PageKitSnap's `ViewportSnap` counts pages from it, and
  /// ``PagingSnap`` takes the item resting nearest it as the reference when ``referenceIndex``
  /// is `nil`.
  public var dragStartOffset: Double
  /// The item the release is judged from, or `nil` for the item resting nearest
  /// ``dragStartOffset``.
  ///
  /// ``PagingSnap`` measures from it: a slow release at an exact half goes back to it. A
  /// controller sets it to the settled item for a drag that began at rest and to the pending
  /// target for a re-grab during a settle (where the drag began is then between items). An
  /// index outside the strip counts as its nearest end.
  public var referenceIndex: Int?

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - strip: The items.
  ///   - viewportLength: The viewport's extent along the axis, in points.
  ///   - anchor: Where in the viewport items come to rest.
  ///   - currentOffset: The offset at release.
  ///   - proposedOffset: The natural resting offset; defaults to `currentOffset`.
  ///   - contentVelocity: The content's release velocity in points per second, positive toward
  ///     larger offsets (default 0).
  ///   - dragStartOffset: The offset where the drag began; defaults to `currentOffset`.
  ///   - referenceIndex: The item the release is judged from; `nil` (the default) for the item
  ///     resting nearest `dragStartOffset`.
  public init(
    strip: Strip, viewportLength: Double, anchor: SnapAnchor, currentOffset: Double,
    proposedOffset: Double? = nil, contentVelocity: Double = 0, dragStartOffset: Double? = nil,
    referenceIndex: Int? = nil
  ) {
    self.strip = strip
    self.viewportLength = viewportLength
    self.anchor = anchor
    self.currentOffset = currentOffset
    self.proposedOffset = proposedOffset ?? currentOffset
    self.contentVelocity = contentVelocity
    self.dragStartOffset = dragStartOffset ?? currentOffset
    self.referenceIndex = referenceIndex
  }

  /// Why this proposal cannot be snapped, or `nil` when it can.
  ///
  /// - Complexity: O(1).
  package var issue: SnapIssue? {
    guard currentOffset.isFinite && proposedOffset.isFinite && dragStartOffset.isFinite else {
      return .nonFiniteOffset
    }
    guard contentVelocity.isFinite else { return .nonFiniteVelocity }
    guard viewportLength.isFinite && viewportLength > 0 else { return .invalidViewportLength }
    guard anchor.inset.isFinite && anchor.inset >= 0 else { return .invalidAnchorInset }
    guard strip.contentLength.isFinite && strip.maxItemLength.isFinite else {
      return .invalidStrip
    }
    guard strip.count > 0 else { return .emptyStrip }
    guard strip.maxItemLength <= viewportLength else { return .itemLongerThanViewport }
    return nil
  }

  /// The largest resting offset: `max(0, contentLength - viewportLength)`. The scrollable range
  /// is `0...maxOffset`; content shorter than the viewport has the single resting offset 0.
  package var maxOffset: Double { max(0, strip.contentLength - viewportLength) }

  /// `offset` clamped to the scrollable range `0...max(0, contentLength − viewportLength)`;
  /// content shorter than the viewport has the single resting offset 0.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The nearest offset in the scrollable range.
  public func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }
}

extension SnapProposal {
  /// The reference for a fast choice: the proposed offset, or the current offset when the
  /// proposal lies behind it in the direction of the velocity.
  package var fastReference: Double {
    contentVelocity > 0 ? max(proposedOffset, currentOffset) : min(proposedOffset, currentOffset)
  }
}

extension SnapProposal: Equatable where Strip: Equatable {}
extension SnapProposal: Hashable where Strip: Hashable {}
