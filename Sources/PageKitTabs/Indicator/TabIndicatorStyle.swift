/// How the indicator's frame is trimmed along the bar: a dot of a given diameter, or insets at its
/// ends. (The thickness across the bar, the cross inset and the corner radius are the host's.)
package struct TabIndicatorStyle: Sendable, Hashable {
  /// The indicator's shape.
  package enum Shape: String, Sendable, Hashable, Codable, CaseIterable {
    /// A line along the bar's bottom (or trailing) edge, as long as the indicator frame.
    case underline
    /// A filled shape behind the tab, as long as the indicator frame.
    case block
    /// A dot as long as it is thick, centred on the indicator frame.
    case dot
  }

  /// The shape.
  package var shape: Shape
  /// The extent across the bar, in points (the diameter of a dot).
  package var thickness: Double
  /// Space removed from the leading end of the frame along the bar, in points (logical: on the
  /// right in a right-to-left bar). Ignored by dots. When the two insets are longer than the
  /// frame, it shrinks to a point inside the frame that divides it in the insets' ratio.
  package var leadingInset: Double
  /// Space removed from the trailing end of the frame along the bar, in points. Ignored by dots.
  package var trailingInset: Double
  /// The distance from the bar's edge across the bar, in points (for the host).
  package var crossInset: Double
  /// The corner radius, in points (for the host).
  package var cornerRadius: Double

  /// Creates a style.
  ///
  /// Values are checked when the style is given to an indicator.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - thickness: The extent across the bar (a dot's diameter), in points.
  ///   - leadingInset: Space removed from the leading end along the bar, in points.
  ///   - trailingInset: Space removed from the trailing end along the bar, in points.
  ///   - crossInset: The distance from the bar's edge across the bar, in points.
  ///   - cornerRadius: The corner radius, in points.
  package init(
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
  package static let underline = TabIndicatorStyle(shape: .underline, thickness: 2)

  var values: [Double] {
    [thickness, leadingInset, trailingInset, crossInset, cornerRadius]
  }
}
