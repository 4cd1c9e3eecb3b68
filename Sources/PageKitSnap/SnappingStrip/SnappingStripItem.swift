public import PageKitCore

/// One item a ``SnappingStrip`` draws this frame: which item, and where.
///
/// Lengths and offsets are in points along the strip's axis. ``leadingEdge`` is logical (from
/// the viewport's leading edge: the right edge of a right-to-left horizontal strip);
/// ``frameOrigin`` is ready to apply on screen (from the viewport's left or top edge).
///
/// - Complexity: A plain value: every member is O(1).
public struct SnappingStripItem: Sendable, Hashable {
  /// The item's index in the source and the layout.
  ///
  /// - Complexity: O(1).
  public var index: Int
  /// The item's extent in content coordinates (from the start of the content).
  ///
  /// - Complexity: O(1).
  public var span: StripSpan
  /// The item's leading edge, in points from the viewport's leading edge: `span.origin −
  /// offset`. Negative when the item starts before the viewport.
  ///
  /// - Complexity: O(1).
  public var leadingEdge: Double
  /// The item's frame origin along the axis, in points from the viewport's left (horizontal)
  /// or top (vertical) edge: ``leadingEdge`` itself, or `viewportLength − leadingEdge −
  /// length` in a right-to-left horizontal strip.
  ///
  /// - Complexity: O(1).
  public var frameOrigin: Double

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - index: The item's index.
  ///   - span: The item's extent in content coordinates.
  ///   - leadingEdge: The leading edge from the viewport's leading edge, in points.
  ///   - frameOrigin: The frame origin from the viewport's left or top edge, in points.
  /// - Complexity: O(1).
  public init(index: Int, span: StripSpan, leadingEdge: Double, frameOrigin: Double) {
    self.index = index
    self.span = span
    self.leadingEdge = leadingEdge
    self.frameOrigin = frameOrigin
  }

  /// The item's length along the axis, in points.
  ///
  /// - Complexity: O(1).
  public var length: Double { span.length }
}
