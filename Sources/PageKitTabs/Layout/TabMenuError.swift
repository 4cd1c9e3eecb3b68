/// Why a tab menu or an indicator could not be built. A construction that throws builds nothing.
///
/// When several apply, the first in this order is thrown: ``nonFiniteValue``,
/// ``negativeCount(_:)``, ``negativeLength``, ``countMismatch(expected:actual:)``.
public enum TabMenuError: Error, Sendable, Hashable {
  /// A NaN or infinite width, spacing, inset, bar length or style value.
  case nonFiniteValue
  /// A negative number of tabs.
  case negativeCount(Int)
  /// A negative width, spacing, inset, bar length or style value.
  case negativeLength
  /// A per-tab array (measured widths or content widths) whose length is not the tab count.
  case countMismatch(expected: Int, actual: Int)
}
