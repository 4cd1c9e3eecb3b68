extension PageSource {
  /// Throws ``PagerError/duplicatePageID(index:firstIndex:)`` when the source reports a repeated
  /// identity (``firstDuplicateIndex``): the one check every controller makes at construction
  /// and at reload, before it changes anything.
  ///
  /// - Throws: ``PagerError/duplicatePageID(index:firstIndex:)``, naming the repeated page and
  ///   the earlier page whose identity it repeats.
  /// - Complexity: O(1) expected: one ``firstDuplicateIndex`` and one ``index(of:)``.
  package func checkUniqueIdentities() throws(PagerError) {
    guard let duplicate = firstDuplicateIndex else { return }
    let first = id(at: duplicate).flatMap { index(of: $0) } ?? duplicate
    throw .duplicatePageID(index: duplicate, firstIndex: first)
  }
}
