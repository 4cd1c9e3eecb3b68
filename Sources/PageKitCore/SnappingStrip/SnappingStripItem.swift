/// One item a ``SnappingStrip`` draws this frame: which item, and where (its length is
/// `span.length`). Only the strip makes them, in ``SnappingStrip/visibleItems``.
///
/// Lengths and offsets are in points along the strip's axis. ``span`` is in content
/// coordinates; ``frameOrigin`` is ready to apply on screen (from the viewport's left or top
/// edge, mirrored for a right-to-left horizontal strip).
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
  package var leadingEdge: Double
  /// The item's frame origin along the axis, in points from the viewport's left (horizontal)
  /// or top (vertical) edge: `span.origin − offset`, or `viewportLength − (span.origin −
  /// offset) − span.length` in a right-to-left horizontal strip.
  ///
  /// - Complexity: O(1).
  public var frameOrigin: Double

  /// Creates an item; only the strip makes them.
  init(index: Int, span: StripSpan, leadingEdge: Double, frameOrigin: Double) {
    self.index = index
    self.span = span
    self.leadingEdge = leadingEdge
    self.frameOrigin = frameOrigin
  }
}
