/// A page source backed by an array.
///
/// Identity is either the index (`init(_:)`: "same index, same page") or a key of the page
/// (`init(_:id:)`), which lets a pager follow a page across reloads that move it.
///
/// The class is `open`: subclass it to decorate pages or to compute them on access.
///
/// ```swift
/// struct Photo { var name: String }
/// let source = ArrayPageSource([Photo(name: "a"), Photo(name: "b")], id: \.name)
/// let found = source.index(of: "b")  // 1
/// ```
open class ArrayPageSource<Page, PageID: Hashable>: PageSource {
  /// The pages, in order.
  public let pages: [Page]
  private let identify: Identity
  private let duplicate: Int?

  private enum Identity {
    /// Identity is the index; the two closures convert without a dynamic cast.
    case index(toID: (Int) -> PageID, fromID: (PageID) -> Int)
    case key(KeyPath<Page, PageID>, [PageID: Int])
  }

  /// Creates a source whose identities are the pages' indices.
  ///
  /// - Parameter pages: The pages, in order.
  /// - Complexity: O(1).
  public init(_ pages: [Page]) where PageID == Int {
    self.pages = pages
    self.identify = .index(toID: { $0 }, fromID: { $0 })
    self.duplicate = nil
  }

  /// Creates a source whose identities are a key of each page.
  ///
  /// If two pages share a key, ``firstDuplicateIndex`` names the second of them, and a pager
  /// refuses the source with ``PagerError/duplicatePageID(index:firstIndex:)``;
  /// `index(of:)` answers the first of them (and `checkPageSource` reports the duplicate).
  ///
  /// - Parameters:
  ///   - pages: The pages, in order.
  ///   - id: The key path of a page's identity.
  /// - Complexity: O(n), to index the identities.
  public init(_ pages: [Page], id: KeyPath<Page, PageID>) {
    self.pages = pages
    var lookup: [PageID: Int] = [:]
    lookup.reserveCapacity(pages.count)
    var duplicate: Int?
    for (index, page) in pages.enumerated() {
      let key = page[keyPath: id]
      if lookup[key] == nil {
        lookup[key] = index
      } else if duplicate == nil {
        duplicate = index
      }
    }
    self.identify = .key(id, lookup)
    self.duplicate = duplicate
  }

  /// The number of pages.
  open var count: Int { pages.count }

  /// The index of the first page whose key repeats an earlier page's (`nil` with index identity,
  /// or when every key is unique), found when the lookup was built.
  ///
  /// - Complexity: O(1).
  open var firstDuplicateIndex: Int? { duplicate }

  /// The page at `index`, or `nil` out of range.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page.
  /// - Complexity: O(1).
  open func page(at index: Int) -> Page? {
    pages.indices.contains(index) ? pages[index] : nil
  }

  /// The identity of the page at `index`, or `nil` out of range.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The index itself, or the page's key.
  /// - Complexity: O(1).
  open func id(at index: Int) -> PageID? {
    guard pages.indices.contains(index) else { return nil }
    switch identify {
    case .index(let toID, _): return toID(index)
    case .key(let path, _): return pages[index][keyPath: path]
    }
  }

  /// The index of the page with identity `id`, or `nil`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index.
  /// - Complexity: O(1) expected.
  open func index(of id: PageID) -> Int? {
    switch identify {
    case .index(_, let fromID):
      let index = fromID(id)
      return pages.indices.contains(index) ? index : nil
    case .key(_, let lookup):
      return lookup[id]
    }
  }
}
