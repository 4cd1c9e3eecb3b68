/// An ordered collection of pages with stable identities, the data behind a pager.
///
/// A source answers by index (`page(at:)`, `id(at:)`) and by identity (`index(of:)`). The pager
/// asks only for the pages it shows (the visible ones ± its preload count), so a source may be
/// as large as you like.
///
/// PageKit ships ``ArrayPageSource`` (an array, identity by index or by a key path),
/// ``GeneratedPageSource`` (a fresh page for every request), ``CircularPageSource`` (wraps
/// around) and ``UnboundedPageSource`` (no count: a calendar of days, a feed). Run
/// `checkPageSource(_:)` from `PageKitTestSupport` on a custom source or subclass.
///
/// ## Sources without a count
///
/// A source may have no end in one or both directions: it answers ``bounds`` with `nil` there,
/// and its indices may be negative (a calendar's index is the number of days from today). Its
/// ``count`` is then `0` and is not read: PageKit reads ``bounds``, whose default, `0..<count`,
/// keeps every source with a count as it was.
public protocol PageSource<Page> {
  /// The type of a page: a view controller, a view model, a value.
  associatedtype Page
  /// A page's stable identity, used to keep the current page across reloads.
  associatedtype PageID: Hashable

  // MARK: Core requirements

  /// The number of pages: the source's indices are `0..<count`.
  ///
  /// A source without an end in some direction (see ``bounds``) answers `0` here.
  var count: Int { get }

  /// The page at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` when `index` is outside ``bounds``.
  func page(at index: Int) -> Page?

  /// The identity of the page at `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The identity, or `nil` when `index` is outside ``bounds``.
  /// - Complexity: O(1) expected.
  func id(at index: Int) -> PageID?

  /// The index of the page with identity `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` when no page has that identity.
  /// - Complexity: O(1) expected.
  func index(of id: PageID) -> Int?

  // MARK: Requirements with default implementations

  /// The source's indices: its first index and its end index (one past the last), `nil` in a
  /// direction where it has no end. Default: `0..<count`.
  ///
  /// - Complexity: O(1) expected.
  var bounds: PageBounds { get }

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

  /// The index of the first page whose identity repeats an earlier page's, or `nil` when every
  /// identity is unique, or when the source cannot know without reading every page. Default
  /// `nil`.
  ///
  /// A pager refuses a source that reports a duplicate, at construction and at reload, with
  /// ``PagerError/duplicatePageID(index:firstIndex:)``: identity across reloads needs unique
  /// identities. A source that cannot know (a generated or unbounded source) keeps its
  /// identities unique itself; with a repeated identity, ``index(of:)`` answers one of the
  /// pages, and a reload may keep that one.
  ///
  /// - Complexity: O(1) expected: a source that reports duplicates finds them when it builds its
  ///   identity lookup.
  var firstDuplicateIndex: Int? { get }
}

extension PageSource {
  /// Bounded by default.
  public var isCircular: Bool { false }

  /// `nil`: a source knows no duplicates unless it says so.
  public var firstDuplicateIndex: Int? { nil }

  /// `0..<count`: the bounds of a source with a count.
  public var bounds: PageBounds { PageBounds(count: count) }

  /// The index after `index` within ``bounds``, wrapping round a circular source.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The next index, or `nil` past the end or out of range.
  public func index(after index: Int) -> Int? {
    let bounds = bounds
    guard bounds.contains(index) else { return nil }
    if let next = bounds.index(after: index) { return next }
    return isCircular && bounds.isCounted ? 0 : nil
  }

  /// The index before `index` within ``bounds``, wrapping round a circular source.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The previous index, or `nil` before the start or out of range.
  public func index(before index: Int) -> Int? {
    let bounds = bounds
    guard bounds.contains(index) else { return nil }
    if let previous = bounds.index(before: index) { return previous }
    return isCircular && bounds.isCounted ? count - 1 : nil
  }

  /// Whether the source has no pages (a source without an end in some direction never is).
  public var isEmpty: Bool { bounds.isEmpty }

  /// A source that wraps around this one (for two or more pages).
  ///
  /// - Parameter wraps: Whether it wraps (``CircularPageSource/wraps``); `true` by default.
  ///   Pass `false` for a pager that starts without a loop and may turn it on later.
  /// - Returns: A ``CircularPageSource`` over `self`.
  public func circular(wraps: Bool = true) -> CircularPageSource<Self> {
    CircularPageSource(self, wraps: wraps)
  }
}
