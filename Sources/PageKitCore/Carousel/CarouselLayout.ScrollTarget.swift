extension CarouselLayout {
  /// Where a programmatic scroll to a logical item ends.
  package struct ScrollTarget: Sendable, Hashable {
    /// The virtual item that ends at the anchor.
    package var virtualIndex: Int
    /// Its logical index: the item asked for.
    package var logicalIndex: Int
    /// The offset that puts it at rest, in points.
    package var offset: Double
    /// The signed number of items travelled from the item at the anchor.
    package var distance: Int
    /// The direction of travel, or `nil` when the item is already at the anchor.
    package var direction: PageDirection?

    /// Creates a scroll target.
    ///
    /// - Parameters:
    ///   - virtualIndex: The virtual item that ends at the anchor.
    ///   - logicalIndex: Its logical index.
    ///   - offset: The resting offset, in points.
    ///   - distance: The signed number of items travelled.
    ///   - direction: The direction of travel, `nil` for none.
    package init(
      virtualIndex: Int, logicalIndex: Int, offset: Double, distance: Int,
      direction: PageDirection?
    ) {
      self.virtualIndex = virtualIndex
      self.logicalIndex = logicalIndex
      self.offset = offset
      self.distance = distance
      self.direction = direction
    }
  }
}
