public import PageKitCore

/// The items a carousel draws this frame, with their placements, in slot order — a sequence
/// that allocates nothing.
public struct CarouselItems<Transition: TransitionStrategy>: Sequence, IteratorProtocol {
  private var slots: CarouselLayout.VisibleItems
  private let transition: Transition
  private let anchorPosition: Double
  private let stride: Double

  init(
    slots: CarouselLayout.VisibleItems, transition: Transition, anchorPosition: Double,
    stride: Double
  ) {
    self.slots = slots
    self.transition = transition
    self.anchorPosition = anchorPosition
    self.stride = stride
  }

  /// The number of items left, at most.
  public var underestimatedCount: Int { slots.underestimatedCount }

  /// The next item.
  ///
  /// - Returns: The next item, or `nil` after the last one.
  /// - Complexity: O(1).
  public mutating func next() -> CarouselItem? {
    guard let slot = slots.next() else { return nil }
    let offset = slot.offsetInItems
    let placement =
      offset.isFinite ? transition.placement(at: offset).sanitized() : PagePlacement.hidden
    return CarouselItem(
      index: slot.logicalIndex, virtualIndex: slot.virtualIndex, slot: slot.slot,
      origin: slot.origin, offsetInItems: offset, placement: placement,
      leadingEdge: anchorPosition + placement.translation * stride)
  }
}

extension Carousel {
  /// The items to draw at ``offset``, each placed by `transition` at its offset from the
  /// anchor in items (``/PageKitCore/CoverFlowTransition`` is the classic carousel look;
  /// `SlideTransition` draws the plain strip).
  ///
  /// The items are those whose slots meet the viewport, widened by the transition's
  /// `visibleRange` (at most 64 items) on each side; skip those whose placement is hidden.
  /// Placements are logical: mirror them (`placement.mirrored()`) for a right-to-left layout.
  ///
  /// - Parameter transition: How items are placed.
  /// - Returns: The items, in slot order; none for an empty carousel.
  /// - Complexity: O(1) to create, O(visible items) to iterate; allocates nothing.
  public func items<Transition: TransitionStrategy>(transition: Transition)
    -> CarouselItems<Transition>
  {
    let range = transition.visibleRange.isFinite ? min(max(transition.visibleRange, 0), 64) : 1
    let margin = max(0, range - 1) * layout.stride
    return CarouselItems(
      slots: layout.visibleItems(offset: offsetValue, margin: margin), transition: transition,
      anchorPosition: layout.anchorPosition, stride: layout.stride)
  }
}
