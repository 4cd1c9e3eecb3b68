/// One item a carousel draws this frame: which item, where its slot is, and how the transition
/// places it.
public struct CarouselItem: Sendable, Hashable {
  /// The logical item (which page of the source to draw).
  public var index: Int
  /// The virtual item (unbounded in a loop; equal to `index` in a strip).
  package var virtualIndex: Int
  /// The slot of the content that shows it: distinct for every item drawn in a frame, so a
  /// host keys its reused views by it.
  public var slot: Int
  /// The slot's leading edge, in points from the start of the content.
  public var origin: Double
  /// The item's offset from the anchor, in items (strides): `0` at rest at the anchor, `-1` one
  /// item before, `+1` one item after — the offset the transition placed.
  public var offsetInItems: Double
  /// Where and how to draw the item. Its translation is in items (strides) from the anchor:
  /// the item's leading edge lies ``leadingEdge`` points from the viewport's leading edge.
  public var placement: PagePlacement
  /// The leading edge of the item, in points from the viewport's leading edge:
  /// `anchorPosition + placement.translation * stride`. With a slide transition it is the
  /// slot's own position on screen.
  public var leadingEdge: Double

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - index: The logical item.
  ///   - virtualIndex: The virtual item.
  ///   - slot: The content slot.
  ///   - origin: The slot's leading edge in content points.
  ///   - offsetInItems: The offset from the anchor, in items.
  ///   - placement: The transition's placement.
  ///   - leadingEdge: The drawn leading edge, in viewport points.
  package init(
    index: Int, virtualIndex: Int, slot: Int, origin: Double, offsetInItems: Double,
    placement: PagePlacement, leadingEdge: Double
  ) {
    self.index = index
    self.virtualIndex = virtualIndex
    self.slot = slot
    self.origin = origin
    self.offsetInItems = offsetInItems
    self.placement = placement
    self.leadingEdge = leadingEdge
  }
}
