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

  /// Throws unless a snap strategy's fling `threshold` (points per second, a magnitude) is
  /// finite and `0` or more: the one check of the strategies that take only a threshold.
  ///
  /// - Throws: `.nonFiniteValue`, then `.invalidConfiguration(.velocityThreshold(_:))`.
  /// - Complexity: O(1).
  package static func checkVelocityThreshold(_ threshold: Double) throws(PagerError) {
    guard threshold.isFinite else { throw .nonFiniteValue }
    guard threshold >= 0 else { throw .invalidConfiguration(.velocityThreshold(threshold)) }
  }

  /// Throws unless `spacing` and the anchor's `inset` are `0` or more.
  ///
  /// - Throws: `.invalidConfiguration(.spacing(_:))`, then `.invalidConfiguration(.anchorInset(_:))`.
  package static func checkSpacing(_ spacing: Double, inset: Double) throws(PagerError) {
    guard spacing >= 0 else { throw .invalidConfiguration(.spacing(spacing)) }
    guard inset >= 0 else { throw .invalidConfiguration(.anchorInset(inset)) }
  }

  /// Throws unless an anchor `inset` leaves a resting item in the viewport: finite, `0` or
  /// more, and less than `viewportLength` (an inset at or past the viewport puts every resting
  /// item outside it). The one check of an anchor inset for every layout and loop; an inset
  /// that leaves part of an item off screen is accepted (the item shows what fits).
  ///
  /// - Parameters:
  ///   - inset: The anchor's inset, in points.
  ///   - longestItem: The longest item's length, in points (the viewport for full pages),
  ///     named by the error.
  ///   - viewportLength: The viewport's length, in points.
  /// - Throws: `.nonFiniteValue`, then `.invalidConfiguration(.anchorInset(_:))` for a negative
  ///   inset, then
  ///   `.invalidConfiguration(.anchorInsetPastViewport(inset:itemLength:viewportLength:))`.
  /// - Complexity: O(1).
  package static func checkAnchorInset(
    _ inset: Double, longestItem: Double, viewportLength: Double
  ) throws(PagerError) {
    guard inset.isFinite else { throw .nonFiniteValue }
    guard inset >= 0 else { throw .invalidConfiguration(.anchorInset(inset)) }
    guard inset < viewportLength else {
      throw .invalidConfiguration(
        .anchorInsetPastViewport(
          inset: inset, itemLength: longestItem, viewportLength: viewportLength))
    }
  }
}
