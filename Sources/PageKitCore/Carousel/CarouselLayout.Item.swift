extension CarouselLayout {
  /// One item slot of the content, as drawn for an offset.
  package struct Item: Sendable, Hashable {
    /// The slot in the content, `0..<slotCount`.
    package var slot: Int
    /// The virtual item the slot shows: `slot - leadingCopies`.
    package var virtualIndex: Int
    /// The logical item the slot shows (which page of the source to draw).
    package var logicalIndex: Int
    /// The slot's leading edge, in points from the start of the content.
    package var origin: Double
    /// The slot's offset from the anchor, in items: `0` at rest at the anchor, `-1` one item
    /// before, `+1` one item after — the offset a `TransitionStrategy` places.
    package var offsetInItems: Double

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - slot: The slot in the content.
    ///   - virtualIndex: The virtual item shown.
    ///   - logicalIndex: The logical item shown.
    ///   - origin: The leading edge, in content points.
    ///   - offsetInItems: The offset from the anchor, in items.
    package init(
      slot: Int, virtualIndex: Int, logicalIndex: Int, origin: Double, offsetInItems: Double
    ) {
      self.slot = slot
      self.virtualIndex = virtualIndex
      self.logicalIndex = logicalIndex
      self.origin = origin
      self.offsetInItems = offsetInItems
    }
  }
}
