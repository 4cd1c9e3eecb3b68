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

  /// Throws unless `spacing` and the anchor's `inset` are `0` or more.
  ///
  /// - Throws: `.invalidConfiguration(.spacing(_:))`, then `.invalidConfiguration(.anchorInset(_:))`.
  package static func checkSpacing(_ spacing: Double, inset: Double) throws(PagerError) {
    guard spacing >= 0 else { throw .invalidConfiguration(.spacing(spacing)) }
    guard inset >= 0 else { throw .invalidConfiguration(.anchorInset(inset)) }
  }
}
