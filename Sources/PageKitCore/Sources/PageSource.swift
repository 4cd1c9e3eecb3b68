/// An ordered collection of pages with stable identities, the data behind a pager.
///
/// A source answers by index (`page(at:)`, `id(at:)`) and by identity (`index(of:)`). The pager
/// asks only for the pages it shows (the visible ones ± its preload count), so a source may be
/// as large as you like.
///
/// PageKit ships ``ArrayPageSource`` (an array, identity by index or by a key path),
/// ``GeneratedPageSource`` (a fresh page for every request) and ``CircularPageSource`` (wraps
/// around). Run `checkPageSource(_:)` from `PageKitTestSupport` on a custom source or subclass.
public protocol PageSource<Page> {
  /// The type of a page: a view controller, a view model, a value.
  associatedtype Page
  /// A page's stable identity, used to keep the current page across reloads.
  associatedtype PageID: Hashable

  // MARK: Core requirements

  /// The number of pages.
  var count: Int { get }

  /// The page at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` when `index` is outside `0..<count`.
  func page(at index: Int) -> Page?

  /// The identity of the page at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The identity, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1) expected.
  func id(at index: Int) -> PageID?

  /// The index of the page with identity `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` when no page has that identity.
  /// - Complexity: O(1) expected.
  func index(of id: PageID) -> Int?

  // MARK: Requirements with default implementations

  /// Whether the source wraps around: the page after the last is the first. Default `false`.
  var isCircular: Bool { get }

  /// The index after `index`, or `nil` at the end of a bounded source.
  ///
  /// - Parameter index: A page index.
  /// - Returns: `index + 1`, wrapped for circular sources; `nil` past the end or out of range.
  func index(after index: Int) -> Int?

  /// The index before `index`, or `nil` at the start of a bounded source.
  ///
  /// - Parameter index: A page index.
  /// - Returns: `index - 1`, wrapped for circular sources; `nil` before the start or out of range.
  func index(before index: Int) -> Int?
}

extension PageSource {
  /// Bounded by default.
  public var isCircular: Bool { false }

  /// The index after `index`: bounded unless ``isCircular``.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The next index, or `nil`.
  public func index(after index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    if index + 1 < count { return index + 1 }
    return isCircular ? 0 : nil
  }

  /// The index before `index`: bounded unless ``isCircular``.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The previous index, or `nil`.
  public func index(before index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    if index > 0 { return index - 1 }
    return isCircular ? count - 1 : nil
  }

  /// Whether the source has no pages.
  public var isEmpty: Bool { count <= 0 }

  /// A source that wraps around this one (for two or more pages).
  ///
  /// - Returns: A ``CircularPageSource`` over `self`.
  public func circular() -> CircularPageSource<Self> {
    CircularPageSource(self)
  }
}
