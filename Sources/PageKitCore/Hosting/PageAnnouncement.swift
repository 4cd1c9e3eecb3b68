/// What assistive technologies announce for a page: "Page 2 of 5".
///
/// The numbers are given separately so the host can localize the sentence; ``description`` is
/// the English default:
///
/// ```swift
/// let german = "Seite \(announcement.pageNumber) von \(announcement.pageCount)"
/// ```
public struct PageAnnouncement: Sendable, Hashable, CustomStringConvertible {
  /// The page's number, counting from 1: for a stop that rests several items (a run at an end
  /// of an item layout), the first of them.
  public var pageNumber: Int
  /// The number of the last item resting at the settled stop, counting from 1: ``pageNumber``
  /// for one page, more for a run ("Items 8–9 of 9").
  public var lastPageNumber: Int
  /// The number of pages.
  public var pageCount: Int

  /// Creates an announcement.
  ///
  /// - Parameters:
  ///   - pageNumber: The page's number, counting from 1.
  ///   - lastPageNumber: The last item's number at the settled stop; `nil` for ``pageNumber``.
  ///   - pageCount: The number of pages.
  package init(pageNumber: Int, lastPageNumber: Int? = nil, pageCount: Int) {
    self.pageNumber = pageNumber
    self.lastPageNumber = max(lastPageNumber ?? pageNumber, pageNumber)
    self.pageCount = pageCount
  }

  /// The announcement of the items `items` (the indices resting at one stop) of `pageCount`.
  ///
  /// - Complexity: O(1).
  package init(items: ClosedRange<Int>, pageCount: Int) {
    self.init(
      pageNumber: items.lowerBound + 1, lastPageNumber: items.upperBound + 1,
      pageCount: pageCount)
  }

  /// The announcement of a controller at rest on the items `settled` (one stop), or `nil` for
  /// an empty controller or one over a source without a count.
  ///
  /// - Complexity: O(1).
  package init?(_ controller: some PagingController, settled: ClosedRange<Int>) {
    guard !controller.isEmpty, controller.bounds.isCounted else { return nil }
    self.init(items: settled, pageCount: controller.count)
  }

  /// The English default: "Page 2 of 5", or "Items 8–9 of 9" for a stop that rests several
  /// items.
  public var description: String {
    lastPageNumber > pageNumber
      ? "Items \(pageNumber)–\(lastPageNumber) of \(pageCount)"
      : "Page \(pageNumber) of \(pageCount)"
  }
}
