extension PageSource {
  /// Throws ``PagerError/missingPage(index:)`` when the source has no page at `index`: the check
  /// a reload makes for the page it will rest on, before it changes anything, so that a pager
  /// never rests on a page with nothing to draw (construction checks its live window instead,
  /// which asks for no page twice).
  ///
  /// - Parameter index: An index inside the source's bounds.
  /// - Throws: ``PagerError/missingPage(index:)`` when ``page(at:)`` answers `nil`.
  /// - Complexity: One ``page(at:)`` request.
  package func checkPage(at index: Int) throws(PagerError) {
    guard page(at: index) != nil else { throw .missingPage(index: index) }
  }
}
