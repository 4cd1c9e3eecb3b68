/// What a pager needs to come back to the same page: the current page's identity and index.
///
/// Encode it with your state-restoration mechanism; apply it with ``Pager/restore(_:)`` to a
/// pager over the (possibly reloaded) source. The identity wins; the index is the fallback when
/// the page is gone.
public struct PagerSnapshot<PageID: Hashable>: Hashable {
  /// The settled page's identity, or `nil` for an empty pager.
  public var pageID: PageID?
  /// The settled page's index.
  public var index: Int

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - pageID: The settled page's identity.
  ///   - index: The settled page's index.
  public init(pageID: PageID?, index: Int) {
    self.pageID = pageID
    self.index = index
  }
}

extension PagerSnapshot: Codable where PageID: Codable {}
extension PagerSnapshot: Sendable where PageID: Sendable {}
