/// How a pager's items go on past their ends: the value the geometry asks about its ends (the
/// clamp, the rubber band, the item past an end, the steps between items), each answer written
/// once, here.
///
/// A bounded strip ends: its offset rests within its scrollable range, a finger past either
/// end meets the rubber band, and a virtual item past the ends shows the item at that end. A
/// loop (two or more items over a source that wraps) has no ends: its offset lives in a
/// content of a few cycles (its ``LoopFrame``), recentred by whole cycles, and virtual item
/// `v` shows item `v` modulo the count. A looping source with fewer than two items is bounded.
///
/// Built from the geometry's values (``PagerItemValues/topology``) whenever they change. The
/// loop's frame itself stays in the values: the topology is one byte, which every frame asks
/// many times without copying a frame.
package enum PagerTopology: Equatable, Sendable {
  /// The items end.
  case bounded
  /// The items repeat without end, laid out in the values' loop frame.
  case loop

  /// The topology of a loop frame: a loop when the frame loops (two or more items), else
  /// bounded (no frame, or a frame of fewer than two items).
  ///
  /// - Complexity: O(1).
  package init(_ frame: LoopFrame?) {
    self = frame?.loops == true ? .loop : .bounded
  }

  /// Whether the item after the last is the first.
  ///
  /// - Complexity: O(1).
  package var loops: Bool { self == .loop }

  /// `value` within `range` on a bounded strip, widened by `margin` at both ends; a loop's
  /// value unchanged (it is recentred, never clamped).
  ///
  /// - Complexity: O(1).
  package func clamped(_ value: Double, to range: ClosedRange<Double>, margin: Double = 0) -> Double
  {
    if self == .loop { return value }
    return min(max(value, range.lowerBound - margin), range.upperBound + margin)
  }

  /// The drawn offset for a finger offset `raw`: on a bounded strip resisted past `range` by
  /// `band`; a loop's unresisted.
  ///
  /// - Complexity: O(1).
  package func resisted(_ raw: Double, past range: ClosedRange<Double>, by band: RubberBand)
    -> Double
  {
    if self == .loop { return raw }
    return band.resisted(raw, lower: range.lowerBound, upper: range.upperBound)
  }

  /// The finger offset that draws at `drawn` (the inverse of
  /// ``resisted(_:past:by:)``).
  ///
  /// - Complexity: O(1).
  package func unresisted(_ drawn: Double, past range: ClosedRange<Double>, by band: RubberBand)
    -> Double
  {
    if self == .loop { return drawn }
    return band.unresisted(drawn, lower: range.lowerBound, upper: range.upperBound)
  }

  /// The end of `range` that `offset` lies past on a bounded strip (`.forward` past its upper
  /// end, `.reverse` past its lower one), `nil` inside it and always in a loop, which has no
  /// ends: where the rubber band draws its gap, a far jump's splice goes the other way.
  ///
  /// - Complexity: O(1).
  package func end(passedBy offset: Double, of range: ClosedRange<Double>) -> PageDirection? {
    guard self == .bounded else { return nil }
    if offset > range.upperBound { return .forward }
    if offset < range.lowerBound { return .reverse }
    return nil
  }

  /// The item of `count` (more than `0`) that virtual item `virtual` shows: in a loop its
  /// floor modulo, on a bounded strip the nearest item (past an end, the item at that end).
  ///
  /// - Complexity: O(1).
  package func item(ofVirtual virtual: Int, count: Int) -> Int {
    if self == .loop { return virtual.floorMod(count) }
    return min(max(virtual, 0), count - 1)
  }

  /// The virtual steps from virtual item `virtual` to item `index` of `count`: on a bounded
  /// strip their difference; in a loop the loop's path in `direction` (`nil`: the shorter way,
  /// ties forward).
  ///
  /// - Complexity: O(1).
  package func steps(
    fromVirtual virtual: Int, to index: Int, count: Int, _ direction: PageDirection?
  )
    -> Int
  {
    guard self == .loop else { return index &- virtual }
    return Int.loopDelta(
      from: virtual.floorMod(count), to: index, count: count, direction: direction)
  }
}
