public import PageKitCore

/// The items of a ``SnappingStrip`` that have some part inside the viewport, in index order —
/// a sequence that allocates nothing.
///
/// An item is listed when it overlaps the viewport by more than nothing: an item that only
/// touches an edge, or lies wholly outside, is hidden and not listed.
///
/// - Complexity: O(1) per item (`span(at:)` calls only); allocates nothing.
public struct SnappingStripItems<Layout: StripLayout>: Sequence, IteratorProtocol {
  private let layout: Layout
  private var index: Int
  private let end: Int
  private let offset: Double
  private let viewportLength: Double
  private let isMirrored: Bool

  init(layout: Layout, count: Int, offset: Double, viewportLength: Double, isMirrored: Bool) {
    self.layout = layout
    self.end = Swift.min(Swift.max(count, 0), layout.count)
    self.index = end > 0 ? Swift.min(Swift.max(layout.index(at: offset) ?? end, 0), end) : 0
    self.offset = offset
    self.viewportLength = viewportLength
    self.isMirrored = isMirrored
  }

  /// The next visible item.
  ///
  /// - Returns: The next item overlapping the viewport, or `nil` after the last one.
  /// - Complexity: O(1).
  public mutating func next() -> SnappingStripItem? {
    while index < end {
      guard let span = layout.span(at: index), span.origin < offset + viewportLength else {
        index = end
        return nil
      }
      let current = index
      index += 1
      // Only the first item looked at can end at or before the viewport's leading edge.
      guard span.end > offset else { continue }
      let leading = span.origin - offset
      let frameOrigin = isMirrored ? viewportLength - leading - span.length : leading
      return SnappingStripItem(
        index: current, span: span, leadingEdge: leading, frameOrigin: frameOrigin)
    }
    return nil
  }
}

extension SnappingStrip {
  /// The items to draw at ``offset``: those with some part inside the viewport, each with its
  /// frame along the axis.
  ///
  /// ```swift
  /// for item in strip.visibleItems {
  ///   cell(for: item.index).frame.origin.x = item.frameOrigin
  /// }
  /// ```
  ///
  /// - Complexity: O(1) to create for a `UniformStrip`, O(log n) for a `VariableStrip`; O(1)
  ///   per item to iterate; allocates nothing.
  public var visibleItems: SnappingStripItems<Layout> {
    SnappingStripItems(
      layout: layout, count: knownCount, offset: offsetValue, viewportLength: viewportLength,
      isMirrored: screenSign < 0)
  }
}
