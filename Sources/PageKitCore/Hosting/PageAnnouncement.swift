/// What assistive technologies announce for a page: "Page 2 of 5".
///
/// The numbers are given separately so the host can localize the sentence; ``description`` is
/// the English default:
///
/// ```swift
/// let german = "Seite \(announcement.pageNumber) von \(announcement.pageCount)"
/// ```
public struct PageAnnouncement: Sendable, Hashable, CustomStringConvertible {
  /// The page's number, counting from 1.
  public var pageNumber: Int
  /// The number of pages.
  public var pageCount: Int

  /// Creates an announcement.
  ///
  /// - Parameters:
  ///   - pageNumber: The page's number, counting from 1.
  ///   - pageCount: The number of pages.
  package init(pageNumber: Int, pageCount: Int) {
    self.pageNumber = pageNumber
    self.pageCount = pageCount
  }

  /// The English default, "Page 2 of 5".
  public var description: String { "Page \(pageNumber) of \(pageCount)" }

}
