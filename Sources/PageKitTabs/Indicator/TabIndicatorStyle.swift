/// How the host draws the indicator: shape and measurements, as data.
///
/// PageKit computes the indicator's extent along the bar (``TabIndicator/frame(in:for:)``); the
/// host uses this style for the rest: the thickness across the bar, the inset from the bar's edge
/// and the corner radius.
public struct TabIndicatorStyle: Sendable, Hashable {
  /// The indicator's shape.
  public enum Shape: String, Sendable, Hashable, Codable, CaseIterable {
    /// A line along the bar's bottom (or trailing) edge, as long as the indicator frame.
    case underline
    /// A filled shape behind the tab, as long as the indicator frame.
    case block
    /// A dot as long as it is thick, centred on the indicator frame.
    case dot
  }

  /// The shape.
  public var shape: Shape
  /// The extent across the bar, in points (the diameter of a dot).
  public var thickness: Double
  /// Space removed from the leading end of the frame along the bar, in points (logical: on the
  /// right in a right-to-left bar). Ignored by dots. When the two insets are longer than the
  /// frame, it shrinks to a point inside the frame that divides it in the insets' ratio.
  public var leadingInset: Double
  /// Space removed from the trailing end of the frame along the bar, in points. Ignored by dots.
  public var trailingInset: Double
  /// The distance from the bar's edge across the bar, in points (for the host).
  public var crossInset: Double
  /// The corner radius, in points (for the host).
  public var cornerRadius: Double

  /// Creates a style.
  ///
  /// Values are checked when the style is given to ``TabIndicator/init(interpolation:width:overscroll:style:)``.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - thickness: The extent across the bar (a dot's diameter), in points.
  ///   - leadingInset: Space removed from the leading end along the bar, in points.
  ///   - trailingInset: Space removed from the trailing end along the bar, in points.
  ///   - crossInset: The distance from the bar's edge across the bar, in points.
  ///   - cornerRadius: The corner radius, in points.
  public init(
    shape: Shape, thickness: Double, leadingInset: Double = 0, trailingInset: Double = 0,
    crossInset: Double = 0, cornerRadius: Double = 0
  ) {
    self.shape = shape
    self.thickness = thickness
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.crossInset = crossInset
    self.cornerRadius = cornerRadius
  }

  /// A 2-point underline with square ends.
  public static let underline = TabIndicatorStyle(shape: .underline, thickness: 2)

  var values: [Double] {
    [thickness, leadingInset, trailingInset, crossInset, cornerRadius]
  }
}
