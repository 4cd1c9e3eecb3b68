extension TabMenu {
  /// The same menu on a bar of another length (a rotation, a split-view resize).
  ///
  /// - Parameter barLength: The new visible length of the bar, in points.
  /// - Returns: The menu with every other setting kept (`.equal` tabs are re-shared).
  /// - Throws: ``TabMenuError/nonFiniteValue`` or ``TabMenuError/negativeLength`` for a bad
  ///   length.
  /// - Complexity: O(1) for `.fixed` and `.equal` sizing, O(n) for `.intrinsic`.
  public func resized(barLength: Double) throws(TabMenuError) -> TabMenu {
    try TabMenu(
      tabCount: count, sizing: sizing, barLength: barLength, spacing: spacing,
      leadingInset: leadingInset, trailingInset: trailingInset, alignment: alignment, axis: axis,
      layoutDirection: layoutDirection, contentWidths: contentWidths)
  }
}
