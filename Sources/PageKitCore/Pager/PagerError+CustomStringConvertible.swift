extension PagerError: CustomStringConvertible {
  /// One readable line: what was rejected and why, with the values involved.
  ///
  /// ```swift
  /// let line = PagerError.indexOutOfRange(index: 7, count: 3).description
  /// // "index 7 is out of range: the source has 3 pages (0..<3)"
  /// ```
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      "index \(index) is out of range: the source has \(count) pages (0..<\(count))"
    case .indexOutOfBounds(let index, let bounds):
      "index \(index) is out of bounds: the pager reaches \(Self.describe(bounds))"
    case .emptySource:
      "the source has no pages"
    case .dragInProgress:
      "a drag is in progress: wait for endDrag"
    case .notDragging:
      "no drag is in progress: call beginDrag first"
    case .nonFiniteValue:
      "a value is NaN or infinite"
    case .invalidConfiguration(let issue):
      "invalid configuration: \(issue)"
    case .duplicatePageID(let index, let firstIndex):
      "the page at index \(index) repeats the identity of the page at index \(firstIndex)"
    case .missingPage(let index):
      "the source has no page at index \(index), inside its bounds"
    }
  }

  /// Bounds as a range: `first..<end`, an end without a value written `…`.
  private static func describe(_ bounds: PageBounds) -> String {
    let first = bounds.first.map(String.init) ?? "…"
    let end = bounds.end.map(String.init) ?? "…"
    return "\(first)..<\(end)"
  }
}
