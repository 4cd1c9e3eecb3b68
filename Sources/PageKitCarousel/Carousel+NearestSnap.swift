public import PageKitCore
public import PageKitSnap

extension Carousel where Snap == NearestSnap {
  /// Creates a carousel whose releases snap to the nearest item.
  ///
  /// - Parameters:
  ///   - source: The items.
  ///   - itemLength: The length of every item, in points.
  ///   - spacing: The space between items, in points.
  ///   - viewportLength: The viewport length, in points.
  ///   - anchor: Where a resting item sits (default `.leading(0)`).
  ///   - isCircular: Whether to loop (default `true`).
  ///   - initialIndex: The first settled item.
  /// - Throws: As ``/PageKitCore/Carousel/init(source:snap:itemLength:spacing:viewportLength:anchor:isCircular:initialIndex:settleSpring:deceleration:)``.
  /// - Complexity: O(1).
  public convenience init(
    source: Source, itemLength: Double, spacing: Double = 0, viewportLength: Double,
    anchor: SnapAnchor = .leading(0), isCircular: Bool = true, initialIndex: Int = 0
  ) throws(PagerError) {
    try self.init(
      source: source, snap: NearestSnap(), itemLength: itemLength, spacing: spacing,
      viewportLength: viewportLength, anchor: anchor, isCircular: isCircular,
      initialIndex: initialIndex)
  }
}
