import PageKitCore

extension TabMenuError: CustomStringConvertible {
  /// One readable line: what the bar or the coordinator rejected, with the values involved (a
  /// pager's own refusal in the pager's words).
  ///
  /// ```swift
  /// let line = TabMenuError.countMismatch(tabs: 4, pages: 5).description
  /// // "the bar has 4 tabs but the pager has 5 pages; they must match"
  /// ```
  public var description: String {
    switch self {
    case .nonFiniteValue:
      "a width, spacing, inset or bar length is NaN or infinite"
    case .negativeCount(let count):
      "the tab count is \(count); it must be 0 or more"
    case .negativeLength:
      "a width, spacing, inset or bar length is negative"
    case .widthsCountMismatch(let expected, let actual):
      "\(actual) widths for \(expected) tabs; the bar needs one per tab"
    case .unboundedPager:
      "the pager's source has no count; a bar needs one tab per page"
    case .countMismatch(let tabs, let pages):
      "the bar has \(tabs) tabs but the pager has \(pages) pages; they must match"
    case .dragInProgress:
      "a drag is in progress: the tap waits for endDrag"
    case .tabOutOfRange(let index, let count):
      "tab \(index) is out of range: the bar has \(count) tabs (0..<\(count))"
    case .pager(let error):
      "the pager refused: \(error)"
    }
  }
}
