/// The axis along which pages or items are laid out.
///
/// Paging in PageKit is one-dimensional: every length, offset and velocity is a `Double`
/// measured along this axis.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
  /// Pages are laid out left to right (or right to left, see ``LayoutDirection``).
  case horizontal
  /// Pages are laid out top to bottom. A vertical axis ignores ``LayoutDirection``.
  case vertical
}
