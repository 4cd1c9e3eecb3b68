/// Why a carousel, its geometry or an auto-scroller could not be created.
///
/// Values fixed at construction are checked once; when several are wrong, the first case in
/// declaration order is thrown.
public enum CarouselError: Error, Sendable, Hashable {
  /// A source without a count (its bounds are not `0..<count`, for instance a source without an
  /// end in some direction): a carousel lays out a finite strip of items.
  case unboundedSource
  /// A NaN or infinite length, spacing or inset.
  case nonFiniteValue
  /// A negative item count.
  case negativeCount
  /// An item length of zero or less.
  case invalidItemLength
  /// A viewport length of zero or less.
  case invalidViewportLength
  /// A negative spacing between items.
  case negativeSpacing
  /// Items longer than the viewport: a carousel item must fit on screen.
  case itemLongerThanViewport
  /// A negative anchor inset, or one that pushes the anchored item out of the viewport.
  case invalidInset
  /// The duplicated-ends loop was requested for items that do not fill the viewport exactly.
  case duplicatedEndsNeedFullViewportItems
  /// The looping content would need more slots than the geometry supports (2^48).
  case contentTooLarge
  /// An auto-scroll interval that is not a finite number of seconds greater than zero.
  case invalidInterval
  /// An initial item outside `0..<count` (or other than `0` for an empty source).
  case initialIndexOutOfRange
}
