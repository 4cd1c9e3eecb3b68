/// A page the pager keeps instantiated: visible, or within ``PagerConfiguration/preloadCount``
/// of the visible ones.
public struct LivePage<Page, PageID: Hashable> {
  /// The page's index in the source.
  public var index: Int
  /// The slot's virtual index: equal to ``index`` for bounded sources; unbounded for circular
  /// ones, where two slots may show the same index (a short loop) but never share a slot.
  public var slot: Int
  /// The page's identity.
  public var id: PageID
  /// The page's logical offset from the viewport, in pages (`-1` one page before, `+1` after).
  public var offset: Double
  /// Where to draw it, from the transition; already mirrored for right-to-left layouts.
  public var placement: PagePlacement
  /// The page instance; the same instance for as long as the page stays live.
  public var page: Page
}

extension LivePage: Sendable where Page: Sendable, PageID: Sendable {}
