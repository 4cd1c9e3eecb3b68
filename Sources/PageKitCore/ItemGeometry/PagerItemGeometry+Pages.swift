/// Full pages: the geometry's special case whose items are the viewport and whose coordinate
/// counts pages (``PagerItemGeometry/pageLength``).
extension PagerItemGeometry {
  /// Pages the release window reaches beyond the position, the projection, the reference and
  /// the drag's start: room for a strategy's next page past any of them (a boundary one page on,
  /// and the page after it for an exact half).
  static var releaseWindowMargin: Int { 2 }

  /// The farthest, in pages, that a release's projection widens the window: a fling projected
  /// further (a glitched velocity) is judged as if it came to rest this many pages on. No finger
  /// projects this far (a hard fling projects a few pages).
  static var releaseProjectionReach: Double { 1_000 }

  /// The slot a release of full pages with `fingerVelocity` (screen points per second)
  /// settles on, and its resting coordinate: the snap strategy's choice.
  ///
  /// The strategy sees the drawn strip as full pages (a ``UniformStrip`` whose item is the
  /// page, no spacing, ``SnapAnchor/leading(_:)`` 0) in a window of slots: from the lowest to
  /// the highest of the position, its projection with ``deceleration`` (at most
  /// ``releaseProjectionReach`` pages on), the reference slot and the drag's start, widened by
  /// ``releaseWindowMargin`` pages on each side and clamped to the real slots where they end
  /// (a loop or a direction without an end has none). Offsets are `(slot − low) × pageLength`,
  /// so that they stay exact however far the pages reach; the strategy's item is mapped back to
  /// its slot. A choice outside the window or at a non-finite offset gets the fallback: the
  /// page nearest the position, ties to the reference.
  ///
  /// - Complexity: O(1) plus the strategy's cost on a ``UniformStrip`` (O(1) for the built-ins);
  ///   allocates nothing for an inline strategy (every built-in).
  func pagedReleaseTarget(fingerVelocity velocity: Double, pageLength: Double, in engine: Engine)
    -> (slot: Int, coordinate: Double)
  {
    let reference = engine.referenceSlot
    // Slots lie one page apart: the coordinate of slot `s` is `s + base` (`0` on a bounded
    // strip; a loop's copies start elsewhere), exact in whole pages.
    let base = slotCoordinate(reference, in: engine) - Double(reference)
    let x = engine.drawnCoordinate - base
    let contentVelocity = velocity.isFinite ? -velocity * screenSign : 0
    var start = x
    if case .dragging(let drag) = engine.state { start = drag.start - base }
    let reach = Self.releaseProjectionReach
    let projection = deceleration.projectedDistance(contentVelocity: contentVelocity)
    let projected = x + min(max(projection / pageLength, -reach), reach)
    let margin = Self.releaseWindowMargin
    var low = clampedFloor(min(min(x, projected), min(start, Double(reference)))) &- margin
    var high = -clampedFloor(-max(max(x, projected), max(start, Double(reference)))) &+ margin
    if !loops {
      let bounds = realSlots(in: engine)
      low = min(max(low, bounds.lower), bounds.upper)
      high = min(max(high, low), bounds.upper)
    }
    let slot = windowSlot(
      low: low, high: high, x: x, projected: projected, start: start,
      contentVelocity: contentVelocity, pageLength: pageLength, in: engine)
    return (slot, slotCoordinate(slot, in: engine))
  }

  /// The strategy's choice among the slots `low...high` (see ``pagedReleaseTarget``).
  private func windowSlot(
    low: Int, high: Int, x: Double, projected: Double, start: Double,
    contentVelocity: Double, pageLength: Double, in engine: Engine
  ) -> Int {
    let reference = engine.referenceSlot
    let origin = Double(low)
    guard let strip = try? UniformStrip(count: high &- low &+ 1, itemLength: pageLength) else {
      return reference
    }
    let proposal = SnapProposal(
      strip: strip, viewportLength: pageLength, anchor: .leading(0),
      currentOffset: (x - origin) * pageLength, proposedOffset: (projected - origin) * pageLength,
      contentVelocity: contentVelocity, dragStartOffset: (start - origin) * pageLength,
      referenceIndex: reference &- low)
    let target = snap.target(for: proposal)
    if let index = target.index, target.offset.isFinite, index >= 0, index < strip.count {
      return low &+ index
    }
    let geometry = SnapGeometry(
      strip: strip, viewportLength: pageLength, anchor: .leading(0), count: strip.count)
    return low &+ geometry.nearest(to: proposal.currentOffset, tieToward: reference &- low)
  }
}

extension PagerItemGeometry {
  /// Full pages: where page 0 rests, page `s` resting `s` pages on. On a bounded strip the
  /// anchor's offset of page 0 past the strip's leading inset (``pageRestingBase``: `0` at a
  /// leading anchor, whose inset the strip lays out); in a loop, which lays out no inset, the
  /// loop frame's resting offset of page 0.
  ///
  /// - Complexity: O(1).
  var pageZeroRestingCoordinate: Double {
    guard loops, let loopFrame else { return pageRestingBase }
    return loopFrame.offset(forVirtualIndex: 0)
  }
}
