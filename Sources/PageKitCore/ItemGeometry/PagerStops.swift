/// Where a pager can rest, counted as stops: one per item, except that the items at an end of a
/// bounded strip that share one clamped resting offset (a run) are one stop, and a strip no
/// longer than its viewport is one stop. Page dots and the accessibility announcement count
/// these (``PageDots``, ``PageAnnouncement``); the geometry's rule of which stop an item rests
/// at (`PagerItemGeometry.stop(ofItem:)`) reads them too.
///
/// Stop `0` holds the items `0...leadingEnd`, stop `k` for `0 < k < count - 1` the item
/// `leadingEnd + k`, and the last stop the items `trailingStart...itemCount - 1`. One stop is
/// written `leadingEnd == trailingStart == itemCount - 1`.
package struct PagerStops: Sendable, Hashable {
  /// The number of items.
  package var itemCount: Int
  /// The last item resting at stop 0.
  package var leadingEnd: Int
  /// The first item resting at the last stop.
  package var trailingStart: Int
  /// Whether the items loop: then every item is its own stop, and the stops wrap.
  package var loops: Bool

  /// Every item its own stop (a loop, or a strip without runs).
  package init(itemCount: Int, loops: Bool) {
    self.itemCount = max(itemCount, 0)
    self.leadingEnd = 0
    self.trailingStart = max(itemCount - 1, 0)
    self.loops = loops
  }

  /// A bounded strip whose items `0...leadingEnd` share the first resting offset and whose
  /// items `trailingStart...` share the last (`leadingEnd < trailingStart`, or both the last
  /// item for one stop).
  package init(itemCount: Int, leadingEnd: Int, trailingStart: Int) {
    let last = max(itemCount - 1, 0)
    self.itemCount = max(itemCount, 0)
    self.leadingEnd = min(max(leadingEnd, 0), last)
    self.trailingStart = min(max(trailingStart, self.leadingEnd), last)
    self.loops = false
  }

  /// The number of stops: `0` without items.
  ///
  /// - Complexity: O(1).
  package var count: Int { itemCount == 0 ? 0 : trailingStart - leadingEnd + 1 }

  /// The stop item `item` rests at, clamped to the stops.
  ///
  /// - Complexity: O(1).
  package func stop(ofItem item: Int) -> Int {
    if item <= leadingEnd { return 0 }
    if item >= trailingStart { return max(count - 1, 0) }
    return item - leadingEnd
  }

  /// The items resting at `stop` (clamped to the stops): `0...0` without items.
  ///
  /// - Complexity: O(1).
  package func items(ofStop stop: Int) -> ClosedRange<Int> {
    let last = count - 1
    if stop <= 0 { return 0...leadingEnd }
    if stop >= last { return trailingStart...max(itemCount - 1, 0) }
    return (leadingEnd + stop)...(leadingEnd + stop)
  }

  /// The position in stops of a position in items (``Pager/position``, from item 0): exact at
  /// each stop's position (a run's outer end), linear between two neighbouring stops, clamped
  /// to `0...count - 1` past the ends (a rubber band moves no dot); in a loop, wrapped into
  /// `0..<count`.
  ///
  /// - Complexity: O(1).
  package func coordinate(ofPosition position: Double) -> Double {
    let count = self.count
    guard count > 1, position.isFinite else { return 0 }
    if loops {
      let stops = Double(count)
      let wrapped = position - (position / stops).rounded(.down) * stops
      return wrapped >= 0 && wrapped < stops ? wrapped : 0
    }
    let last = Double(itemCount - 1)
    guard position > 0 else { return 0 }
    guard position < last else { return Double(count - 1) }
    // Two stops: one stretch from the first to the last.
    guard count > 2 else { return position / last }
    let firstInner = Double(leadingEnd + 1)
    let lastInner = Double(trailingStart - 1)
    if position < firstInner { return position / firstInner }
    if position <= lastInner { return 1 + (position - firstInner) }
    return Double(count - 2) + (position - lastInner) / (last - lastInner)
  }
}
