/// The items of a ``SnappingStrip`` that have some part inside the viewport, in index order —
/// a sequence that allocates nothing.
///
/// An item is listed when it overlaps the viewport by more than nothing: an item that only
/// touches an edge, or lies wholly outside, is hidden and not listed.
///
/// During a far jump the items are those of the drawn strip, in the order they are drawn: the
/// destination's resting view directly beside the items on screen, each with its own length,
/// its span moved into the drawn strip's coordinates (see `SnappingStrip.visibleItems`).
///
/// - Complexity: O(1) per item (`span(at:)` calls only); allocates nothing.
@usableFromInline struct SnappingStripItems<Layout: StripLayout>: Sequence, IteratorProtocol {
  private let layout: Layout
  private var index: Int
  private let end: Int
  private let offset: Double
  private let viewportLength: Double
  private let isMirrored: Bool
  /// The drawn strip of a far jump (`nil` at rest and for ordinary motion), its segments'
  /// translations, and the slots left to list.
  private let splice: (strip: PagerStrip, translations: [Double])?
  private var slot = 0
  private var endSlot = -1

  init(layout: Layout, count: Int, offset: Double, viewportLength: Double, isMirrored: Bool) {
    self.splice = nil
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
  @usableFromInline mutating func next() -> SnappingStripItem? {
    if let splice { return nextDrawn(splice) }
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

  /// Lists the items of a far jump's drawn strip, slots `slot...endSlot`.
  init(
    layout: Layout, count: Int, offset: Double, viewportLength: Double, isMirrored: Bool,
    strip: PagerStrip, translations: [Double], slots: (low: Int, high: Int)
  ) {
    self.layout = layout
    self.end = Swift.min(Swift.max(count, 0), layout.count)
    self.index = 0
    self.offset = offset
    self.viewportLength = viewportLength
    self.isMirrored = isMirrored
    self.splice = (strip, translations)
    self.slot = slots.low
    self.endSlot = end > 0 ? slots.high : slots.low - 1
  }

  private mutating func nextDrawn(_ splice: (strip: PagerStrip, translations: [Double]))
    -> SnappingStripItem?
  {
    let segments = splice.strip.segments
    while slot <= endSlot {
      let current = slot
      slot += 1
      let virtual = splice.strip.virtual(at: current)
      guard virtual >= 0, virtual < end, let own = layout.span(at: virtual) else { continue }
      var segment = 0
      while segment + 1 < segments.count, segments[segment + 1].start <= current {
        segment += 1
      }
      let translation = segment < splice.translations.count ? splice.translations[segment] : 0
      let span = StripSpan(origin: own.origin + translation, length: own.length)
      guard span.end > offset, span.origin < offset + viewportLength else { continue }
      let leading = span.origin - offset
      let frameOrigin = isMirrored ? viewportLength - leading - span.length : leading
      return SnappingStripItem(
        index: virtual, span: span, leadingEdge: leading, frameOrigin: frameOrigin)
    }
    return nil
  }
}

extension SnappingStrip {
  /// The items to draw at ``offset``: those with some part inside the viewport, each with its
  /// frame along the axis.
  ///
  /// ```swift
  /// var cellOrigins: [Int: Double] = [:]
  /// for item in strip.visibleItems {
  ///   cellOrigins[item.index] = item.frameOrigin
  /// }
  /// ```
  ///
  /// During a far jump the items are those the jump draws, in the order they are drawn: the
  /// destination's resting view directly beside the items on screen, never an item in between.
  /// Each keeps its own length; its ``SnappingStripItem/span`` is where it is drawn, in the
  /// drawn strip's coordinates (the content's own at rest), so its `leadingEdge`
  /// is still `span.origin − offset`. An item lies between its neighbours in index order,
  /// except after a retarget back past the old destination to an earlier item, which goes on
  /// forward past it (as the pager's far jumps do) and may draw an item of the old destination's
  /// view a second time until the strip comes to rest (documented limit).
  ///
  /// - Complexity: O(1) to create for a `UniformStrip`, O(log n) for a `VariableStrip` (O(visible
  ///   items) during a far jump); O(1) per item to iterate; allocates nothing.
  public var visibleItems: some Sequence<SnappingStripItem> {
    if !strip.isIdentity, knownCount > 0 {
      return SnappingStripItems(
        layout: layout, count: knownCount, offset: offsetValue, viewportLength: viewportLength,
        isMirrored: screenSign < 0, strip: strip, translations: translations,
        slots: visibleSlots(at: offsetValue))
    }
    return SnappingStripItems(
      layout: layout, count: knownCount, offset: offsetValue, viewportLength: viewportLength,
      isMirrored: screenSign < 0)
  }
}
