/// Accessibility traits of a tab, for the host to map onto its platform's traits.
public struct TabAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates traits from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The element is a tab of a tab bar (the tab role).
  public static let tab = TabAccessibilityTraits(rawValue: 1 << 0)
  /// The element acts when activated (a button).
  public static let button = TabAccessibilityTraits(rawValue: 1 << 1)
  /// The tab is the selected one.
  public static let selected = TabAccessibilityTraits(rawValue: 1 << 2)
}
