/// A page source that makes a fresh page for every request.
///
/// The source never caches: each call to ``page(at:)`` calls ``makePage(at:)`` again and returns
/// a new instance. The pager keeps the instances it shows in its live window, so a page keeps its
/// instance while it stays live, and two slots never share one (the classic blank-screen bug of
/// reusing one view controller in two places).
///
/// Identity is the index. Subclass and override ``makePage(at:)``, or pass a closure:
///
/// ```swift
/// final class ColourPage {
///   let hue: Int
///   init(hue: Int) { self.hue = hue }
/// }
/// let source = GeneratedPageSource(count: 1_000_000) { ColourPage(hue: $0 % 360) }
/// ```
open class GeneratedPageSource<Page>: PageSource {
  /// The number of pages.
  private let pageCount: Int
  private let make: ((Int) -> Page)?

  /// Creates a source of `count` pages made by `make`.
  ///
  /// - Parameters:
  ///   - count: The number of pages; negative values are treated as `0`.
  ///   - make: Makes the page at an index, called once per request, only with valid indices.
  public init(count: Int, make: @escaping (Int) -> Page) {
    self.pageCount = max(count, 0)
    self.make = make
  }

  /// Creates a source of `count` pages for a subclass that overrides ``makePage(at:)``.
  ///
  /// Without an override the source makes no pages: a ``Pager`` over it is refused with
  /// ``PagerError/missingPage(index:)``, and `checkPageSource` in PageKitTestSupport reports
  /// every index it samples.
  ///
  /// - Parameter count: The number of pages; negative values are treated as `0`.
  public init(count: Int) {
    self.pageCount = max(count, 0)
    self.make = nil
  }

  /// Makes a fresh page for `index` (always in `0..<count`).
  ///
  /// Subclasses override this. The base implementation calls the closure given to
  /// ``init(count:make:)``; a subclass created with ``init(count:)`` that does not override it
  /// has no pages to make, and ``page(at:)`` answers `nil` (a pager refuses such a source with
  /// ``PagerError/missingPage(index:)``).
  ///
  /// - Parameter index: A valid page index.
  /// - Returns: A new page.
  open func makePage(at index: Int) -> Page? {
    make?(index)
  }

  /// The number of pages.
  open var count: Int { pageCount }

  /// A fresh page for `index`, or `nil` out of range.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The result of ``makePage(at:)``.
  open func page(at index: Int) -> Page? {
    guard index >= 0, index < count else { return nil }
    return makePage(at: index)
  }

  /// The index itself, or `nil` out of range.
  ///
  /// - Parameter index: A page index.
  /// - Returns: `index`.
  /// - Complexity: O(1).
  open func id(at index: Int) -> Int? {
    index >= 0 && index < count ? index : nil
  }

  /// The index with identity `id`: `id` itself when in range.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: `id`, or `nil` out of range.
  /// - Complexity: O(1).
  open func index(of id: Int) -> Int? {
    id >= 0 && id < count ? id : nil
  }
}
