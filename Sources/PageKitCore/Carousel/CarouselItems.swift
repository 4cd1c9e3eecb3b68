/// The items a carousel draws this frame, with their placements, in slot order — a sequence
/// that allocates nothing (``Carousel/items(transition:)`` hands it out as an opaque sequence).
@usableFromInline struct CarouselItems<Transition: TransitionStrategy>: Sequence, IteratorProtocol {
  private var slots: CarouselLayout.VisibleItems
  private let transition: Transition
  private let anchorPosition: Double
  private let stride: Double
  private let itemLength: Double
  private let viewportLength: Double
  private let mirror: Bool
  private let reduceMotion: Bool
  private let strip: PagerStrip
  private let count: Int
  private let loops: Bool

  init(
    slots: CarouselLayout.VisibleItems, transition: Transition, layout: CarouselLayout,
    mirror: Bool, reduceMotion: Bool, strip: PagerStrip
  ) {
    self.slots = slots
    self.strip = strip
    self.count = layout.count
    self.loops = layout.loops
    self.transition = transition
    self.anchorPosition = layout.anchorPosition
    self.stride = layout.stride
    self.itemLength = layout.itemLength
    self.viewportLength = layout.viewportLength
    self.mirror = mirror
    self.reduceMotion = reduceMotion
  }

  /// The number of items left, at most.
  @usableFromInline var underestimatedCount: Int { slots.underestimatedCount }

  /// The next item.
  ///
  /// - Returns: The next item, or `nil` after the last one.
  /// - Complexity: O(1).
  @usableFromInline mutating func next() -> CarouselItem? {
    guard let slot = slots.next() else { return nil }
    let offset = slot.offsetInItems
    var placement = logicalPlacement(at: offset)
    let leadingEdge = anchorPosition + placement.translation * stride
    // An item any part of which lies in the viewport is drawn; one wholly outside is not.
    let center = leadingEdge + itemLength / 2
    let half = itemLength * placement.scale / 2
    if !(center + half > 0 && center - half < viewportLength) { placement = .hidden }
    if mirror { placement = placement.mirrored() }
    // During a far jump's splice a slot may show an item other than its own.
    var index = slot.logicalIndex
    var virtual = slot.virtualIndex
    if !strip.isIdentity {
      virtual = strip.virtual(at: slot.virtualIndex)
      index = CarouselLayout.logicalIndex(ofVirtual: virtual, count: count, loops: loops)
    }
    return CarouselItem(
      index: index, virtualIndex: virtual, slot: slot.slot,
      origin: slot.origin, offsetInItems: offset, placement: placement,
      leadingEdge: leadingEdge)
  }

  /// The transition's placement at `offset` items from the anchor. Beyond the transition's
  /// visible range (in items, which may be narrower than the viewport) the placement at the
  /// range's edge is carried on along the axis, so a plain slide puts every item at its layout
  /// position.
  private func logicalPlacement(at offset: Double) -> PagePlacement {
    guard offset.isFinite else { return .hidden }
    if reduceMotion { return transition.reducedMotion().placement(at: offset).sanitized() }
    let range = transition.visibleRange
    guard range.isFinite, range > 0, abs(offset) >= range else {
      return transition.placement(at: offset).sanitized()
    }
    let edge = (offset < 0 ? -1 : 1) * range.nextDown
    var placement = transition.placement(at: edge).sanitized()
    guard !placement.isHidden else { return placement }
    placement.translation += offset - edge
    return placement
  }
}

extension Carousel {
  /// The items to draw at ``offset``, each placed by `transition` at its offset from the
  /// anchor in items (``CoverFlowTransition`` is the classic carousel look;
  /// `SlideTransition` draws the plain strip, several items per screen when they are narrow).
  ///
  /// The items are those whose slots meet the viewport, widened by the transition's
  /// `visibleRange` (at most 64 items) on each side. An item any part of which lies in the
  /// viewport is drawn; skip those whose placement is hidden. Under
  /// ``isReduceMotionEnabled`` the placements are the transition's cross-fade; in a
  /// right-to-left horizontal carousel they are mirrored, ready to apply on screen
  /// (``CarouselItem/leadingEdge`` stays logical).
  ///
  /// - Parameter transition: How items are placed.
  /// - Returns: The items, in slot order; none for an empty carousel.
  /// - Complexity: O(1) to create, O(visible items) to iterate; allocates nothing.
  public func items(transition: some TransitionStrategy) -> some Sequence<CarouselItem> {
    let range = transition.visibleRange.isFinite ? min(max(transition.visibleRange, 0), 64) : 1
    let margin = max(0, range - 1) * layout.stride
    return CarouselItems(
      slots: layout.visibleItems(offset: offsetValue, margin: margin), transition: transition,
      layout: layout, mirror: screenSign < 0, reduceMotion: isReduceMotionEnabled, strip: strip)
  }
}
