/// A page source without a count: a fresh page for every index, in one or both directions
/// without an end. A calendar pages through every day before and after today; a feed pages on
/// as long as there are posts.
///
/// Identity is the index, so a reload of the same days keeps the pager on the same page without
/// moving it. Indices may be negative: with no first index, index `0` is wherever you anchor it
/// (today) and `-1` is the page before it (yesterday).
///
/// Like ``GeneratedPageSource`` the source never caches: each call to ``page(at:)`` calls
/// ``makePage(at:)`` again. Subclass and override ``makePage(at:)``, or pass a closure:
///
/// ```swift
/// struct Day { var offset: Int }
/// let days = UnboundedPageSource { Day(offset: $0) }             // every day, both ways
/// let feed = UnboundedPageSource(first: 0) { Day(offset: $0) }   // from the first post on
/// ```
///
/// ``count`` is `0` unless both ends are given (then it is the number of pages between them): a
/// pager reads ``bounds``. A pager reaches the indices within
/// ``PagerLayout/reachableItemMagnitude`` of zero in a direction without an end.
open class UnboundedPageSource<Page>: PageSource {
  /// The source's indices: `nil` ends go on forever.
  private let pageBounds: PageBounds
  private let make: ((Int) -> Page)?

  /// Creates a source whose pages `make` makes, without an end where `first` or `end` is `nil`.
  ///
  /// - Parameters:
  ///   - first: The first index, or `nil` (the default) for none.
  ///   - end: One past the last index, or `nil` (the default) for none.
  ///   - make: Makes the page at an index, called once per request, only with indices in the
  ///     bounds.
  public init(first: Int? = nil, end: Int? = nil, make: @escaping (Int) -> Page) {
    self.pageBounds = PageBounds(first: first, end: end)
    self.make = make
  }

  /// Creates a source for a subclass that overrides ``makePage(at:)``.
  ///
  /// - Parameters:
  ///   - first: The first index, or `nil` for none.
  ///   - end: One past the last index, or `nil` for none.
  public init(first: Int?, end: Int?) {
    self.pageBounds = PageBounds(first: first, end: end)
    self.make = nil
  }

  /// Makes a fresh page for `index` (always in ``bounds``).
  ///
  /// Subclasses override this. The base implementation calls the closure given to
  /// ``init(first:end:make:)``; a subclass that does not override it has no pages to make.
  ///
  /// - Parameter index: An index in the bounds.
  /// - Returns: A new page.
  open func makePage(at index: Int) -> Page? {
    make?(index)
  }

  /// The source's indices.
  open var bounds: PageBounds { pageBounds }

  /// `0` for a source without an end; the number of pages between the ends when both exist.
  open var count: Int { bounds.count ?? 0 }

  /// A fresh page for `index`, or `nil` outside the bounds.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The result of ``makePage(at:)``.
  open func page(at index: Int) -> Page? {
    guard bounds.contains(index) else { return nil }
    return makePage(at: index)
  }

  /// The index itself, or `nil` outside the bounds.
  ///
  /// - Parameter index: A page index.
  /// - Returns: `index`.
  /// - Complexity: O(1).
  open func id(at index: Int) -> Int? {
    bounds.contains(index) ? index : nil
  }

  /// The index with identity `id`: `id` itself when in the bounds.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: `id`, or `nil` outside the bounds.
  /// - Complexity: O(1).
  open func index(of id: Int) -> Int? {
    bounds.contains(id) ? id : nil
  }
}
