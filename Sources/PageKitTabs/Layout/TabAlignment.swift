/// Where the tabs sit when together they are narrower than the bar.
///
/// Alignment is logical: in a right-to-left layout `leading` is the right edge. When the tabs
/// are wider than the bar they scroll and the alignment has no effect.
public enum TabAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Against the leading edge (after the leading inset).
  case leading
  /// Centred in the bar.
  case center
  /// Against the trailing edge (before the trailing inset).
  case trailing
  /// The spare space is split into `count + 1` equal gaps: before the first tab, between tabs
  /// (added to the spacing) and after the last one.
  case centerDistributed
}
