public import PageKitCore

extension CarouselLayout {
  /// Where a programmatic scroll to a logical item ends.
  public struct ScrollTarget: Sendable, Hashable {
    /// The virtual item that ends at the anchor.
    public var virtualIndex: Int
    /// Its logical index: the item asked for.
    public var logicalIndex: Int
    /// The offset that puts it at rest, in points.
    public var offset: Double
    /// The signed number of items travelled from the item at the anchor.
    public var distance: Int
    /// The direction of travel, or `nil` when the item is already at the anchor.
    public var direction: PageDirection?

    /// Creates a scroll target.
    ///
    /// - Parameters:
    ///   - virtualIndex: The virtual item that ends at the anchor.
    ///   - logicalIndex: Its logical index.
    ///   - offset: The resting offset, in points.
    ///   - distance: The signed number of items travelled.
    ///   - direction: The direction of travel, `nil` for none.
    public init(
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
