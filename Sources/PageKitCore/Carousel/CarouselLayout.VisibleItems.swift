extension CarouselLayout {
  /// The slots that intersect a window of the content, in slot order, without allocating.
  package struct VisibleItems: Sequence, IteratorProtocol, Sendable {
    private let layout: CarouselLayout
    private let viewOffset: Double
    private var nextSlot: Int
    private let lastSlot: Int

    /// Creates the sequence of slots `first...last` seen from `offset`.
    init(layout: CarouselLayout, offset: Double, first: Int, last: Int) {
      self.layout = layout
      self.viewOffset = offset
      self.nextSlot = first
      self.lastSlot = last
    }

    /// The number of slots left.
    package var underestimatedCount: Int { Swift.max(0, lastSlot - nextSlot + 1) }

    /// The next slot.
    ///
    /// - Returns: The next visible item, or `nil` after the last one.
    package mutating func next() -> Item? {
      guard nextSlot <= lastSlot else { return nil }
      let slot = nextSlot
      nextSlot += 1
      let origin = Double(slot) * layout.stride
      let virtual = slot - layout.leadingCopies
      let logical = layout.logicalIndex(ofVirtual: virtual)
      let offsetInItems = (origin - viewOffset - layout.anchorPosition) / layout.stride
      return Item(
        slot: slot, virtualIndex: virtual, logicalIndex: logical, origin: origin,
        offsetInItems: offsetInItems)
    }
  }
}
