// The duplicate-identity check every controller makes at construction and at reload, written once.

extension PageSource {
  /// Throws when the source reports a repeated identity (see ``firstDuplicateIndex``).
  ///
  /// The error names the repeating page and the first page with that identity: the one
  /// `index(of:)` answers for it (the repeating page itself, for a source that cannot find it).
  ///
  /// - Throws: ``PagerError/duplicatePageID(index:firstIndex:)`` when ``firstDuplicateIndex`` is
  ///   not `nil`.
  /// - Complexity: O(1) plus one identity lookup.
  package func checkUniqueIdentities() throws(PagerError) {
    guard let index = firstDuplicateIndex else { return }
    let first = id(at: index).flatMap { self.index(of: $0) } ?? index
    throw .duplicatePageID(index: index, firstIndex: first)
  }
}
