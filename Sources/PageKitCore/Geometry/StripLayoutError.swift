/// Why a strip layout could not be built. A layout that throws is not created.
///
/// When several apply, the first in this order is thrown: ``nonFiniteValue``,
/// ``negativeCount(_:)``, ``nonPositiveItemLength(index:)``, ``negativeSpacing``,
/// ``negativeInset``, ``contentTooLong``.
public enum StripLayoutError: Error, Sendable, Hashable {
  /// A NaN or infinite item length, spacing or inset.
  case nonFiniteValue
  /// A negative item count.
  case negativeCount(Int)
  /// An item of length zero or less; `index` is the first such item (0 for a uniform strip).
  case nonPositiveItemLength(index: Int)
  /// Negative spacing between items.
  case negativeSpacing
  /// A negative leading or trailing inset.
  case negativeInset
  /// The content length overflows to infinity.
  case contentTooLong
}
