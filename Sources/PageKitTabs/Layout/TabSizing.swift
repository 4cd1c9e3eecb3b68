/// How wide each tab of a ``TabMenu`` is.
public enum TabSizing: Sendable, Hashable {
  /// Every tab has the same width, in points.
  case fixed(Double)
  /// The tabs share the bar equally: `(bar − insets − spacing · (count − 1)) / count` each, or
  /// zero when the insets and spacing alone fill the bar.
  case equal
  /// Widths measured by the host (for example the labels' fitting widths), one per tab.
  case intrinsic([Double])
}
