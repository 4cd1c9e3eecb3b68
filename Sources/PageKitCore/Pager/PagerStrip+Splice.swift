/// Where a far jump's destination comes to rest in a drawn strip, and the strip that draws it.
package struct SplicePlacement: Equatable, Sendable {
  /// The slot the motion settles on.
  package var slot: Int
  /// The drawn strip, spliced when the destination had to be drawn beside the visible items.
  package var strip: PagerStrip
}

/// The far-jump placement of a controller whose items may be narrower than the viewport (a
/// peeking cards, a shelf, a loop of items): written once, here, for every such controller. The controller
/// owns its geometry and passes what the rule needs: the visible slots, the destination's resting
/// view, and whether a slot's resting place lies in its frame.
extension PagerStrip {
  /// The shift `virtual - slot` of the one segment that draws every visible slot `low...high`,
  /// when the strip is spliced and bounded: a frame that may be rebased onto that segment (the
  /// controller checks that its offset lies in that segment's content), after which the
  /// destination is placed as from an unspliced strip. `nil` when there is nothing to rebase.
  ///
  /// - Complexity: O(segments).
  package func rebaseShift(visible low: Int, _ high: Int, bounded: Bool) -> Int? {
    guard bounded, !isIdentity, isLinear(from: low, through: high) else { return nil }
    return virtual(at: low) &- low
  }

  /// The slot where virtual item `destination` comes to rest, and the strip that draws it: the
  /// slot that shows it already when its resting view `first...last` meets the visible slots
  /// `low...high` along an unbroken run; else, on a spliced bounded strip, a slot drawn in the
  /// frame, or the visible items carried on past an edge when the resting view shares one of
  /// them; else the resting view spliced directly beside the visible slots, on the side the
  /// change's direction names (for a bounded strip, index order from the settled slot) — except
  /// that a bounded strip never splices into the rubber band's gap: from a coordinate past an
  /// edge of the frame, a destination on that side is spliced on the other side, so the motion
  /// goes back into the content.
  ///
  /// - Parameters:
  ///   - destination: The destination's virtual index.
  ///   - first: The first virtual item of the destination's resting view (at most
  ///     `destination`).
  ///   - last: The last virtual item of that view (at least `destination`).
  ///   - low: The first visible slot.
  ///   - high: The last visible slot.
  ///   - forward: Whether the change's direction is forward (a loop's path taken).
  ///   - bounded: Whether the strip is bounded (no loop).
  ///   - settledSlot: The settled slot (bounded strips choose their side from it).
  ///   - isBeforeSettled: Whether the coordinate lies before the settled slot's resting place
  ///     (the side of a destination drawn in the settled slot).
  ///   - beyondEdge: The edge of a bounded frame the coordinate lies past (a rubber band:
  ///     `.forward` past the end, `.reverse` before the start), `nil` inside the frame.
  ///   - isInFrame: Whether a slot's resting place lies in the controller's frame.
  /// - Returns: The destination's slot and the strip to draw.
  /// - Complexity: O(segments × visible items); a splice allocates once.
  package func placement(
    ofDestination destination: Int, view first: Int, _ last: Int, visible low: Int, _ high: Int,
    forward: Bool, bounded: Bool, settledSlot: Int, isBeforeSettled: Bool,
    beyondEdge: PageDirection? = nil, isInFrame: (Int) -> Bool
  ) -> SplicePlacement {
    for base in [high, low] {
      let slot = base &+ (destination &- virtual(at: base))
      guard virtual(at: slot) == destination,
        reaches(slot, destination: destination, view: first, last, visible: low, high, in: self)
      else { continue }
      return SplicePlacement(slot: slot, strip: self)
    }
    if bounded, !isIdentity {
      // A bounded strip's coordinate is a content coordinate: while a splice is drawn, a
      // destination drawn in the frame is reached where it is drawn.
      let inFrame = slots(showing: destination).filter(isInFrame)
      if let nearest = inFrame.min(by: { abs($0 &- low) < abs($1 &- low) }) {
        return SplicePlacement(slot: nearest, strip: self)
      }
      // A destination whose resting view shares an item with the screen is reached along the
      // items on screen, carried on past the edge: splicing it beside them would draw that item
      // twice.
      let onScreen = Set((low...high).map { virtual(at: $0) })
      if (first...last).contains(where: onScreen.contains) {
        let edges = [
          spliced(
            keeping: low, high, destinationSlot: high &+ 1, destination: virtual(at: high) &+ 1),
          spliced(
            keeping: low, high, destinationSlot: low &- 1, destination: virtual(at: low) &- 1),
        ]
        for carried in edges {
          for slot in carried.slots(showing: destination)
          where reaches(
            slot, destination: destination, view: first, last, visible: low, high, in: carried)
          {
            return SplicePlacement(slot: slot, strip: carried)
          }
        }
      }
    }
    // A bounded strip splices on the side where the destination lies in index order from the
    // settled item (the side the announcement names); a loop on the side of the path taken.
    var spliceForward = forward
    if bounded {
      spliceForward = destination != settledSlot ? destination > settledSlot : isBeforeSettled
      // Past an edge, the items beside the visible ones on that side are the rubber band's gap.
      if beyondEdge == (spliceForward ? .forward : .reverse) { spliceForward.toggle() }
    }
    if spliceForward {
      return SplicePlacement(
        slot: high &+ 1 &+ (destination &- first),
        strip: spliced(keeping: low, high, destinationSlot: high &+ 1, destination: first))
    }
    return SplicePlacement(
      slot: low &- 1 &- (last &- destination),
      strip: spliced(keeping: low, high, destinationSlot: low &- 1, destination: last))
  }

  /// Whether the destination in `slot` of `strip` has its resting view drawn along an unbroken
  /// run that meets the visible slots.
  private func reaches(
    _ slot: Int, destination: Int, view first: Int, _ last: Int, visible low: Int, _ high: Int,
    in strip: PagerStrip
  ) -> Bool {
    let runLow = slot &- (destination &- first)
    let runHigh = slot &+ (last &- destination)
    return runLow <= high &+ 1 && runHigh >= low &- 1
      && strip.isLinear(from: min(low, runLow), through: max(high, runHigh))
  }
}

/// A break of a far jump's splice on screen, kept across a reload: the item drawn beside the
/// break on the far side from the anchor (by identity), and its slot relative to the anchor's.
package struct SpliceBreak<PageID> {
  /// The identity of the item drawn beside the break, on the far side from the anchor.
  package var id: PageID?
  /// That item's source index before the reload.
  package var index: Int
  /// That item's slot minus the anchor's slot.
  package var offsetFromAnchor: Int
  /// Whether that item lies after the anchor.
  package var isAfterAnchor: Bool
}

extension PagerStrip {
  /// The breaks between the visible slots `low...high` (a segment that does not continue the
  /// one before it), each with the item drawn beside it on the far side from `anchorSlot`: what
  /// a reload draws again around the anchor's new slot, for every controller that splices.
  ///
  /// - Parameters:
  ///   - low: The first visible slot.
  ///   - high: The last visible slot.
  ///   - anchorSlot: The slot drawn at the anchor.
  ///   - page: The identity (`nil` when none) and source index of the item a slot draws.
  /// - Returns: The breaks, in slot order; none for the identity strip.
  /// - Complexity: O(segments).
  package func breaksOnScreen<PageID>(
    visible low: Int, _ high: Int, anchorSlot: Int, page: (Int) -> (id: PageID?, index: Int)
  ) -> [SpliceBreak<PageID>] {
    guard !isIdentity else { return [] }
    var breaks: [SpliceBreak<PageID>] = []
    for segment in segments.dropFirst()
    where segment.start > low && segment.start <= high
      && segment.virtual != virtual(at: segment.start &- 1) &+ 1
    {
      let after = segment.start > anchorSlot
      let slot = after ? segment.start : segment.start &- 1
      let drawn = page(slot)
      breaks.append(
        SpliceBreak(
          id: drawn.id, index: drawn.index, offsetFromAnchor: slot &- anchorSlot,
          isAfterAnchor: after))
    }
    return breaks
  }
}
