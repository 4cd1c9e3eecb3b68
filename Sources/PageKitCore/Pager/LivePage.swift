/// A page the pager keeps instantiated: visible, or within ``PagerConfiguration/preloadCount``
/// of the visible ones.
public struct LivePage<Page, PageID: Hashable> {
  /// The page's index in the source.
  public var index: Int
  /// Where the page is drawn on the strip: a virtual index, unique among the live pages.
  ///
  /// A slot is not the page's index, and a page can change slots while it stays live (with the
  /// same instance). During an animated far jump the destination is drawn beside the pages it
  /// leaves (from page 0 to page 60: page 60 in slot 1), and at rest it moves to its own slot
  /// (60); a circular source's slots are unbounded and re-based into `0..<count` at rest, and a
  /// short loop shows one index in two slots. Key a host's views by ``id``, which is unique
  /// among the live pages of every bounded source; only a short loop that shows one page twice
  /// needs the slot to tell the two apart.
  public var slot: Int
  /// The page's identity.
  public var id: PageID
  /// The page's logical offset from the anchor, in items (`-1` one item before, `+1` after): for
  /// full pages, in pages from the page at the anchor; for an item layout, in items from the
  /// item at the anchor (between two neighbouring resting offsets the fraction of the way; at
  /// rest the settled item is at `0`, also one that cannot reach the anchor near an end).
  public var offset: Double
  /// Where to draw it, from the transition; already mirrored for right-to-left layouts.
  public var placement: PagePlacement
  /// Where its leading edge is drawn along the axis, in points from the viewport's leading edge
  /// on screen (its left or top edge; mirrored for right-to-left layouts), the transition's
  /// translation included: for full pages `placement.translation × pageLength` plus where the
  /// anchor puts a resting page (`0` at `.leading(0)` and `.center`, `20` at `.leading(20)`,
  /// `-20` at `.trailing(20)`, negated for right-to-left layouts), as for items the viewport long
  /// with spacing 0 (a page the transition hides: where the layout puts it, `offset ×
  /// pageLength` plus the same inset); for an item layout, the item's layout position moved by
  /// the transition (a slide leaves it there).
  /// Scale, alpha, z-order and rotation come from ``placement``.
  public var origin: Double
  /// Its length along the axis, in points: the page length for full pages, the item's length
  /// for an item layout.
  public var length: Double
  /// The page instance; the same instance for as long as the page stays live.
  public var page: Page
  /// Whether assistive technologies read this page: `true` for every live page but the extra
  /// copies a short loop draws of one item, so a screen reader names each item once. Of a
  /// loop's copies of one item the one read is the first drawn in the viewport, then the
  /// nearest the anchor, then the one in the lowest slot. Set the view's
  /// `isAccessibilityElement` (UIKit) or hide it from accessibility (SwiftUI's
  /// `accessibilityHidden(_:)`) from it.
  public var isAccessibilityElement = true

  @usableFromInline
  init(
    index: Int, slot: Int, id: PageID, offset: Double, placement: PagePlacement,
    origin: Double, length: Double, page: Page
  ) {
    self.index = index
    self.slot = slot
    self.id = id
    self.offset = offset
    self.placement = placement
    self.origin = origin
    self.length = length
    self.page = page
  }
}

extension LivePage: Sendable where Page: Sendable, PageID: Sendable {}
