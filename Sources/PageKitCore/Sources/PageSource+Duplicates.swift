extension PageSource {
  /// The error for a source that repeats an identity, or `nil` when it reports none: the one
  /// rule every controller applies at construction and at reload (after the geometry and
  /// configuration checks, before the empty and range checks).
  ///
  /// `index` is ``firstDuplicateIndex``; `firstIndex` is where ``index(of:)`` finds the repeated
  /// identity (the earlier page, for an `ArrayPageSource`), or `index` itself when the source
  /// cannot answer for it.
  ///
  /// - Complexity: O(1) expected: the source's ``firstDuplicateIndex`` and one identity lookup.
  package var duplicateIDError: PagerError? {
    guard let duplicate = firstDuplicateIndex else { return nil }
    let first = id(at: duplicate).flatMap { index(of: $0) } ?? duplicate
    return .duplicatePageID(index: duplicate, firstIndex: first)
  }
}
