extension CarouselLayout {
  /// Which item is at the anchor for an offset, and how far past it the content has moved.
  package struct Position: Sendable, Hashable {
    /// The virtual item nearest the anchor (unbounded in a loop; the item index in a strip).
    package var virtualIndex: Int
    /// The logical item: `virtualIndex` floor-modulo `count` in a loop, the item index in a
    /// strip.
    package var logicalIndex: Int
    /// How far the content has moved past that item, in items: `-0.5..<0.5` in a loop and
    /// between items of a strip (an exact half belongs to the following item); beyond that only
    /// when a strip is overscrolled past its first or last item.
    package var fraction: Double

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - virtualIndex: The virtual item nearest the anchor.
    ///   - logicalIndex: Its logical index.
    ///   - fraction: The distance past it, in items.
    package init(virtualIndex: Int, logicalIndex: Int, fraction: Double) {
      self.virtualIndex = virtualIndex
      self.logicalIndex = logicalIndex
      self.fraction = fraction
    }

    /// The continuous virtual position, in items: `virtualIndex + fraction`.
    package var value: Double { Double(virtualIndex) + fraction }
  }
}
