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
  /// The page's logical offset from the anchor, in items (`-1` one item before, `+1` after): for
  /// full pages, in pages from the viewport; for an item layout, in items from the item at the
  /// anchor (between two neighbouring resting offsets the fraction of the way; at rest the
  /// settled item is at `0`, also one that cannot reach the anchor near an end).
  public var offset: Double
  /// Where to draw it, from the transition; already mirrored for right-to-left layouts.
  public var placement: PagePlacement
  /// Where its leading edge is drawn along the axis, in points from the viewport's leading edge
  /// on screen (its left or top edge; mirrored for right-to-left layouts), the transition's
  /// translation included: `placement.translation × pageLength` for full pages (a page the
  /// transition hides: where the layout puts it, `offset × pageLength`); for an item
  /// layout, the item's layout position moved by the transition (a slide leaves it there).
  /// Scale, alpha, z-order and rotation come from ``placement``.
  public var origin: Double
  /// Its length along the axis, in points: the page length for full pages, the item's length
  /// for an item layout.
  public var length: Double
  /// The page instance; the same instance for as long as the page stays live.
  public var page: Page
}

extension LivePage: Sendable where Page: Sendable, PageID: Sendable {}
