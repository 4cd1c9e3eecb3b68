/// The anchor offsets of a valid proposal's items, and the searches every strategy is built
/// from.
///
/// Anchor offsets increase strictly with the index (items are longer than zero and spacing is
/// not negative), so each search starts from the strip's own `index(at:)` — O(1) for a uniform
/// strip, O(log n) for a variable one — and corrects it by at most a step or two of rounding.
package struct SnapGeometry<Strip: StripLayout> {
  package let strip: Strip
  package let viewportLength: Double
  package let anchor: SnapAnchor
  package let maxOffset: Double
  package let count: Int

  /// Reads a proposal whose `issue` is `nil`.
  package init(_ proposal: SnapProposal<Strip>) {
    strip = proposal.strip
    viewportLength = proposal.viewportLength
    anchor = proposal.anchor
    maxOffset = proposal.maxOffset
    count = proposal.strip.count
  }

  /// Reads a strip's geometry directly, for its first `count` items (a snapping strip whose
  /// source briefly knows fewer items than its layout).
  package init(strip: Strip, viewportLength: Double, anchor: SnapAnchor, count: Int) {
    self.strip = strip
    self.viewportLength = viewportLength
    self.anchor = anchor
    maxOffset = max(0, strip.contentLength - viewportLength)
    self.count = min(max(count, 0), strip.count)
  }

  /// The unclamped anchor offset of item `index` (in `0..<count`).
  package func anchorOffset(_ index: Int) -> Double {
    guard let span = strip.span(at: index) else { return 0 }
    return anchor.offset(for: span, viewportLength: viewportLength)
  }

  /// `offset` clamped to `0...maxOffset`.
  package func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

  /// The resting offset of item `index`: its anchor offset, clamped.
  package func restingOffset(_ index: Int) -> Double { clamped(anchorOffset(index)) }

  private func guess(_ offset: Double) -> Int {
    strip.index(at: anchor.contentPoint(atOffset: offset, viewportLength: viewportLength)) ?? 0
  }

  /// The first item whose anchor offset is greater than `offset` (or `>=` when `inclusive`);
  /// `count` when there is none.
  package func firstIndex(anchorAbove offset: Double, inclusive: Bool = false) -> Int {
    func beyond(_ index: Int) -> Bool {
      let value = anchorOffset(index)
      return inclusive ? value >= offset : value > offset
    }
    var index = min(max(guess(offset), 0), count - 1)
    // (Each loop is entered only when needed; see `UniformStrip.index(at:)`.)
    if index > 0 && beyond(index - 1) {
      index -= 1
      while index > 0 && beyond(index - 1) { index -= 1 }
    } else if index < count && !beyond(index) {
      index += 1
      while index < count && !beyond(index) { index += 1 }
    }
    return index
  }

  /// The slow choice: the item whose resting offset is nearest `offset`, ties to the lower
  /// index.
  package func nearest(to offset: Double) -> Int {
    // Resting offsets all lie in 0...maxOffset, so distances to `offset` order the items as
    // distances to the clamped offset do.
    let target = clamped(offset)
    let above = firstIndex(anchorAbove: target)
    var best = min(above, count - 1)
    if above > 0 {
      let below = above - 1
      if above == count
        || abs(restingOffset(below) - target) <= abs(restingOffset(above) - target)
      {
        best = below
      }
    }
    // Items that cannot reach the anchor share a resting offset at either end; the lowest
    // index of such a run wins the tie.
    let resting = restingOffset(best)
    if resting <= 0 { return 0 }
    if resting >= maxOffset {
      return min(firstIndex(anchorAbove: maxOffset, inclusive: true), best)
    }
    return best
  }

  /// The item nearest `offset` (by resting offset), ties to `reference`: of the items whose
  /// resting offsets lie equally near — two neighbours at an exact half, or a run of items
  /// sharing one clamped resting offset at an end — the one nearest `reference` by index.
  ///
  /// The one nearest-item rule with a tie-break: the paging rule's slow choice (ties to the
  /// reference item), its extra items (ties toward the boundary) and a controller's fallback
  /// for a strategy's unusable answer all use it.
  ///
  /// - Parameters:
  ///   - offset: A content offset; outside the scrollable range it counts as the nearest end.
  ///   - reference: The index ties go toward; any `Int` (outside `0..<count` it counts as the
  ///     nearest end).
  /// - Returns: An index in `0..<count`.
  /// - Complexity: O(1) for a ``UniformStrip``, O(log n) for a ``VariableStrip``.
  package func nearest(to offset: Double, tieToward reference: Int) -> Int {
    let target = clamped(offset)
    // `nearest(to:)` breaks ties toward the lower index, so only the run just above can tie.
    var run = restingRun(of: nearest(to: target))
    let next = run.upperBound + 1
    if reference > run.upperBound, next < count,
      abs(restingOffset(next) - target) == abs(restingOffset(run.upperBound) - target)
    {
      run = restingRun(of: next)
    }
    return min(max(reference, run.lowerBound), run.upperBound)
  }

  /// The next item boundary from `offset` in a direction: the first item whose resting offset
  /// lies strictly beyond `offset` that way (the nearest member of a run that shares one), or
  /// `nil` when none does (at or past that end).
  ///
  /// - Parameters:
  ///   - offset: A finite content offset, possibly outside the scrollable range.
  ///   - forward: Toward larger offsets.
  /// - Returns: An index in `0..<count`, or `nil`.
  /// - Complexity: O(1) for a ``UniformStrip``, O(log n) for a ``VariableStrip``.
  package func nextResting(from offset: Double, forward: Bool) -> Int? {
    // Inside the scrollable range a resting offset lies beyond `offset` exactly when its
    // unclamped anchor offset does; outside it every resting offset lies on one side.
    if forward {
      guard offset < maxOffset else { return nil }
      guard offset >= 0 else { return 0 }
      let index = firstIndex(anchorAbove: offset)
      return index < count ? index : nil
    }
    guard offset > 0 else { return nil }
    guard offset <= maxOffset else { return count - 1 }
    let index = firstIndex(anchorAbove: offset, inclusive: true) - 1
    return index >= 0 ? index : nil
  }

  /// The reference item of a proposal: its ``SnapProposal/referenceIndex`` within `0..<count`,
  /// else the item resting nearest its drag-start offset.
  package func reference(of proposal: SnapProposal<Strip>) -> Int {
    guard let index = proposal.referenceIndex else {
      return nearest(to: proposal.dragStartOffset)
    }
    return min(max(index, 0), count - 1)
  }

  /// The fast choice: the first item whose unclamped anchor offset lies strictly beyond
  /// `reference` in the direction of travel, else the last item that way.
  package func fast(from reference: Double, forward: Bool) -> Int {
    if forward {
      return min(firstIndex(anchorAbove: reference), count - 1)
    }
    return max(firstIndex(anchorAbove: reference, inclusive: true) - 1, 0)
  }

  /// The items that rest at the same offset as item `index`: more than one only at either end,
  /// where items cannot reach the anchor.
  package func restingRun(of index: Int) -> ClosedRange<Int> {
    let resting = restingOffset(index)
    let low =
      resting <= 0
      ? 0 : (resting >= maxOffset ? firstIndex(anchorAbove: maxOffset, inclusive: true) : index)
    let high =
      resting >= maxOffset ? count - 1 : (resting <= 0 ? firstIndex(anchorAbove: 0) - 1 : index)
    return min(low, index)...max(high, index)
  }
}
