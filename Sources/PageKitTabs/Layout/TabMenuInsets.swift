/// Extra space at the two ends of a tab bar's scrollable content.
///
/// ``TabMenu/centeringInsets`` returns the insets a host must add to its scroll view so that
/// ``TabScrollMode/centered`` can centre the first and last tabs.
public struct TabMenuInsets: Sendable, Hashable, Codable {
  /// Extra space before the first tab (logical: on the right in a right-to-left layout).
  public var leading: Double
  /// Extra space after the last tab (logical: on the left in a right-to-left layout).
  public var trailing: Double
  /// Whether ``leading`` lies on the screen's minimum edge (left or top).
  public var isMirrored: Bool

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - leading: Extra space before the first tab.
  ///   - trailing: Extra space after the last tab.
  ///   - isMirrored: `true` when the leading edge is on the right (right-to-left layouts).
  public init(leading: Double, trailing: Double, isMirrored: Bool = false) {
    self.leading = leading
    self.trailing = trailing
    self.isMirrored = isMirrored
  }

  /// The inset on the screen's minimum edge (left, or top for a vertical bar).
  public var minEdge: Double { isMirrored ? trailing : leading }

  /// The inset on the screen's maximum edge (right, or bottom for a vertical bar).
  public var maxEdge: Double { isMirrored ? leading : trailing }
}
