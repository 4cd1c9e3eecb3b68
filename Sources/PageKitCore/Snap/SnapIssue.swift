/// Why a ``SnapProposal`` cannot be snapped.
///
/// Proposals are per-frame values, so a bad one does not throw: every strategy answers
/// "stay where you are" (`SnapTarget.stay(at:)`). When several apply, the first in declaration
/// order is reported.
package enum SnapIssue: Sendable, Hashable {
  /// The current, proposed or drag-start offset is NaN or infinite.
  case nonFiniteOffset
  /// The velocity is NaN or infinite.
  case nonFiniteVelocity
  /// The viewport length is NaN, infinite, zero or negative.
  case invalidViewportLength
  /// The anchor's inset is NaN, infinite or negative.
  case invalidAnchorInset
  /// The strip reports a non-finite content length or longest item.
  case invalidStrip
  /// The strip has no items.
  case emptyStrip
  /// An item is longer than the viewport, so it has no single resting place.
  case itemLongerThanViewport
}
