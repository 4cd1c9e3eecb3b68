extension CarouselLayout {
  /// One item slot of the content, as drawn for an offset.
  public struct Item: Sendable, Hashable {
    /// The slot in the content, `0..<slotCount`.
    public var slot: Int
    /// The virtual item the slot shows: `slot - leadingCopies`.
    public var virtualIndex: Int
    /// The logical item the slot shows (which page of the source to draw).
    public var logicalIndex: Int
    /// The slot's leading edge, in points from the start of the content.
    public var origin: Double
    /// The slot's offset from the anchor, in items: `0` at rest at the anchor, `-1` one item
    /// before, `+1` one item after — the offset a `TransitionStrategy` places.
    public var offsetInItems: Double

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - slot: The slot in the content.
    ///   - virtualIndex: The virtual item shown.
    ///   - logicalIndex: The logical item shown.
    ///   - origin: The leading edge, in content points.
    ///   - offsetInItems: The offset from the anchor, in items.
    public init(
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
