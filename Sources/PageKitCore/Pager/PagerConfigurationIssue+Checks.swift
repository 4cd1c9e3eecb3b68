extension PagerConfigurationIssue {
  /// Throws unless an item of `length` points fits a viewport of `viewportLength` points: the
  /// one check of an item's length for every layout and loop.
  ///
  /// - Throws: `.invalidConfiguration(.itemLength(_:))` for `0` or less, then
  ///   `.invalidConfiguration(.itemLongerThanViewport(itemLength:viewportLength:))`.
  package static func checkItem(_ length: Double, viewportLength: Double) throws(PagerError) {
    guard length > 0 else { throw .invalidConfiguration(.itemLength(length)) }
    guard length <= viewportLength else {
      throw .invalidConfiguration(
        .itemLongerThanViewport(itemLength: length, viewportLength: viewportLength))
    }
  }

  /// Throws unless `spacing` is `0` or more.
  ///
  /// - Throws: `.invalidConfiguration(.spacing(_:))`.
  package static func checkSpacing(_ spacing: Double) throws(PagerError) {
    guard spacing >= 0 else { throw .invalidConfiguration(.spacing(spacing)) }
  }

  /// Throws unless `anchor` rests an item inside a viewport of `viewportLength` points: the one
  /// check of an anchor for every layout (full pages, uniform and variable items), bounded or
  /// looping. Its inset must be `0` or more and less than the viewport: at `inset ≥
  /// viewportLength` every resting item (`.leading`: from `inset` on; `.trailing`: up to
  /// `viewportLength − inset`) would lie outside the viewport, a blank pager. An inset that
  /// leaves only part of an item on screen is accepted, by a loop as by a bounded strip.
  ///
  /// - Parameters:
  ///   - anchor: The anchor (``SnapAnchor/center`` has no inset and always passes).
  ///   - itemLength: The layout's longest item, in points (the viewport, for full pages): what
  ///     the error reports.
  ///   - viewportLength: The viewport's length, in points.
  /// - Throws: `.invalidConfiguration(.anchorInset(_:))` for a negative inset, then
  ///   `.invalidConfiguration(.anchorInsetPastViewport(inset:itemLength:viewportLength:))`.
  /// - Complexity: O(1).
  package static func checkAnchor(
    _ anchor: SnapAnchor, itemLength: Double, viewportLength: Double
  ) throws(PagerError) {
    let inset = anchor.inset
    guard inset >= 0 else { throw .invalidConfiguration(.anchorInset(inset)) }
    guard inset < viewportLength else {
      throw .invalidConfiguration(
        .anchorInsetPastViewport(
          inset: inset, itemLength: itemLength, viewportLength: viewportLength))
    }
  }
}
