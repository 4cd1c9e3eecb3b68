extension CarouselLayout {
  /// Virtual positions beyond this many items are refused: they lie far outside any content.
  static let maximumVirtualPosition: Double = 4_503_599_627_370_496  // 2^52

  /// The item at the anchor for `offset`, and the fraction the content has moved past it.
  ///
  /// In a loop the virtual index is unbounded and the logical index is its integer floor-modulo
  /// `count`, never a floating-point remainder; in a strip the index is clamped to the items. An
  /// offset exactly half way between two items belongs to the following item.
  ///
  /// - Parameter offset: A content offset, in points.
  /// - Returns: The position, or `nil` for an empty carousel, a non-finite offset, or one more
  ///   than 2^52 items away from the content (documented outcome; nothing else changes).
  /// - Complexity: O(1).
  package func position(at offset: Double) -> Position? {
    guard count > 0, offset.isFinite else { return nil }
    let value = (offset + anchorPosition) / stride - Double(leadingCopies)
    guard value.isFinite, abs(value) < Self.maximumVirtualPosition else { return nil }
    var whole = value.rounded(.down)
    var fraction = value - whole
    if fraction >= 0.5 {
      whole += 1
      fraction -= 1
    }
    if loops {
      let index = Int(whole)
      return Position(
        virtualIndex: index, logicalIndex: logicalIndex(ofVirtual: index), fraction: fraction)
    }
    let clamped = min(max(whole, 0), Double(count - 1))
    let index = Int(clamped)
    return Position(virtualIndex: index, logicalIndex: index, fraction: value - clamped)
  }

  /// The logical item a virtual item shows: its integer floor-modulo `count` in a loop, the
  /// nearest item of a strip (`0` when empty).
  ///
  /// - Parameter virtual: A virtual item (unbounded in a loop).
  /// - Returns: The logical index, in `0..<count` (`0` when empty).
  /// - Complexity: O(1).
  package func logicalIndex(ofVirtual virtual: Int) -> Int {
    Self.logicalIndex(ofVirtual: virtual, count: count, loops: loops)
  }

  /// ``logicalIndex(ofVirtual:)`` for a geometry of `count` items that loops or not, for
  /// per-frame sequences that keep those two values rather than the whole geometry.
  ///
  /// - Parameters:
  ///   - virtual: A virtual item.
  ///   - count: The number of logical items.
  ///   - loops: Whether the geometry loops.
  /// - Returns: The logical index, in `0..<count` (`0` when `count` is `0` or less).
  /// - Complexity: O(1).
  package static func logicalIndex(ofVirtual virtual: Int, count: Int, loops: Bool) -> Int {
    guard count > 0 else { return 0 }
    return loops ? virtual.floorMod(count) : Swift.min(Swift.max(virtual, 0), count - 1)
  }

  /// The offset that puts virtual item `virtualIndex` at the anchor, unclamped.
  ///
  /// - Parameter virtualIndex: A virtual item (slot minus ``leadingCopies``).
  /// - Returns: The offset, in points; it may lie outside the content.
  /// - Complexity: O(1).
  package func offset(forVirtualIndex virtualIndex: Int) -> Double {
    (Double(virtualIndex) + Double(leadingCopies)) * stride - anchorPosition
  }

  /// The offset at which logical item `index` rests: inside the recentering band in a loop,
  /// clamped to the scrollable range in a strip.
  ///
  /// - Parameter index: A logical item index.
  /// - Returns: The offset, in points, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1).
  package func restingOffset(forLogicalIndex index: Int) -> Double? {
    guard index >= 0, index < count else { return nil }
    let raw = offset(forVirtualIndex: index)
    return loops ? recentered(offset: raw).offset : min(max(raw, 0), maximumOffset)
  }

  /// Shifts `offset` by whole cycles when it has left the recentering band.
  ///
  /// Call it every frame — while dragging and while decelerating too — and add the returned
  /// ``Recentering/delta`` to any in-flight target, so fast flings never reach the ends of the
  /// content. The shift never changes the logical index or the fraction, and the result keeps the
  /// viewport inside the content, ``recenterMargin`` points from either end.
  ///
  /// A strip (no loop), an empty carousel and a non-finite offset are returned unchanged with a
  /// delta of `0` (documented outcome). An offset so far away (more than 2^52 cycles) that whole
  /// cycles cannot be subtracted exactly is brought into the band with the nearest shift.
  ///
  /// - Parameter offset: The host's current content offset, in points.
  /// - Returns: The offset to set and the shift applied.
  /// - Complexity: O(1).
  package func recentered(offset: Double) -> Recentering {
    guard loops, offset.isFinite else { return Recentering(offset: offset, delta: 0) }
    guard offset < bandLower || offset > bandUpper else {
      return Recentering(offset: offset, delta: 0)
    }
    var cycles = ((offset - landingLower) / cycleLength).rounded(.down)
    var result = offset - cycles * cycleLength
    if result < bandLower {
      cycles -= 1
      result = offset - cycles * cycleLength
    } else if result > bandUpper {
      cycles += 1
      result = offset - cycles * cycleLength
    }
    guard result >= bandLower, result <= bandUpper else {
      let clamped = min(max(result, bandLower), bandUpper)
      return Recentering(offset: clamped, delta: clamped - offset)
    }
    return Recentering(offset: result, delta: -cycles * cycleLength)
  }

  /// The slots that intersect the viewport at `offset`, extended by `margin` points on each
  /// side, with what each shows and where — the items a host draws this frame.
  ///
  /// - Parameters:
  ///   - offset: The content offset, in points.
  ///   - margin: Extra points on each side of the viewport to include (`0` by default), for
  ///     transitions that draw items beyond it.
  /// - Returns: The items in slot order; empty for an empty carousel, a non-finite offset, or a
  ///   negative or non-finite margin (documented outcome).
  /// - Complexity: O(1) to create; O(visible items) to iterate. Allocates nothing.
  package func visibleItems(offset: Double, margin: Double = 0) -> VisibleItems {
    guard count > 0, offset.isFinite, margin.isFinite, margin >= 0 else {
      return VisibleItems(layout: self, offset: 0, first: 1, last: 0)
    }
    let low = offset - margin
    let high = offset + viewportLength + margin
    let lastSlot = Double(slotCount - 1)
    let first = min(max(((low - itemLength) / stride).rounded(.down) + 1, 0), lastSlot + 1)
    let last = min(max((high / stride).rounded(.up) - 1, -1), lastSlot)
    guard first.isFinite, last.isFinite, first <= last else {
      return VisibleItems(layout: self, offset: 0, first: 1, last: 0)
    }
    return VisibleItems(layout: self, offset: offset, first: Int(first), last: Int(last))
  }

  /// Where a programmatic scroll from `offset` to logical item `index` ends.
  ///
  /// In a loop with no direction the path is the shortest one, ties going forward; an explicit
  /// direction goes that way round (`0` to `count - 1` items): the loop rule every controller
  /// shares (`Int.loopDelta(from:to:count:direction:)`). In a strip the path follows the index order and an
  /// explicit direction is ignored; the offset is clamped to the scrollable range.
  ///
  /// In a loop the target offset may lie outside the content when the path is longer than the
  /// room left before an end: animate such jumps as if the target were adjacent, or recenter
  /// first.
  ///
  /// - Parameters:
  ///   - index: The logical item to bring to the anchor.
  ///   - offset: The current content offset, in points.
  ///   - direction: The way round a loop, or `nil` for the shortest path.
  /// - Returns: The target, or `nil` for an index outside `0..<count` or an offset for which
  ///   ``position(at:)`` is `nil`.
  /// - Complexity: O(1).
  package func scrollTarget(
    toLogicalIndex index: Int, from offset: Double, direction: PageDirection? = nil
  ) -> ScrollTarget? {
    guard index >= 0, index < count, let current = position(at: offset) else { return nil }
    let distance: Int
    let targetOffset: Double
    if loops {
      distance = Int.loopDelta(
        from: current.logicalIndex, to: index, count: count, direction: direction)
      targetOffset = self.offset(forVirtualIndex: current.virtualIndex + distance)
    } else {
      distance = index - current.logicalIndex
      targetOffset = min(max(self.offset(forVirtualIndex: index), 0), maximumOffset)
    }
    let travel: PageDirection? = distance > 0 ? .forward : (distance < 0 ? .reverse : nil)
    return ScrollTarget(
      virtualIndex: current.virtualIndex + distance, logicalIndex: index, offset: targetOffset,
      distance: distance, direction: travel)
  }

  /// The offset in this geometry that shows what `offset` shows in `other`: the same logical
  /// item at the anchor, moved by the same fraction. Use it when toggling ``isCircular`` or
  /// changing the loop style, so the current item stays in view.
  ///
  /// A logical index beyond this geometry's items is clamped to the last item. The result is
  /// recentered in a loop and clamped to the scrollable range in a strip.
  ///
  /// - Parameters:
  ///   - offset: An offset in `other`, in points.
  ///   - other: The geometry `offset` belongs to.
  /// - Returns: The equivalent offset, or `nil` when either geometry is empty or `offset` has
  ///   no position in `other`.
  /// - Complexity: O(1).
  package func offset(equivalentTo offset: Double, in other: CarouselLayout) -> Double? {
    guard count > 0, let source = other.position(at: offset) else { return nil }
    let index = min(source.logicalIndex, count - 1)
    let raw = self.offset(forVirtualIndex: index) + source.fraction * stride
    return loops ? recentered(offset: raw).offset : min(max(raw, 0), maximumOffset)
  }
}
