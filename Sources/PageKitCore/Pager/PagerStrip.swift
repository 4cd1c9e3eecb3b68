/// The drawn strip of a pager's geometry: which page or item (virtual index) sits in each slot,
/// for every layout.
///
/// At rest the strip is the identity (slot `k` shows virtual page `k`). A far animated jump
/// splices the destination directly beside the visible pages, so the strip becomes a few linear
/// segments. A slot maps to the segment with the largest start at or below it; slots below the
/// first start extend the first segment.
@usableFromInline
package struct PagerStrip: Equatable, Sendable {
  package struct Segment: Equatable, Sendable {
    package var start: Int
    package var virtual: Int
  }

  package private(set) var segments: [Segment]

  package static let identity = PagerStrip(segments: [Segment(start: 0, virtual: 0)])

  package init(segments: [Segment]) {
    self.segments = segments
  }

  package var isIdentity: Bool {
    segments.allSatisfy { $0.start == $0.virtual }
  }

  /// The same strip with every slot and virtual index moved by `delta` (a controller's frame
  /// shifted by whole cycles of a loop).
  package func shifted(by delta: Int) -> PagerStrip {
    PagerStrip(
      segments: segments.map { Segment(start: $0.start &+ delta, virtual: $0.virtual &+ delta) })
  }

  /// Whether some slot shows an index no greater than the slot before it (a splice that goes
  /// back in index order, or repeats).
  package var hasBackwardBreak: Bool {
    segments.dropFirst().contains { $0.virtual <= virtual(at: $0.start &- 1) }
  }

  /// Whether slots `low...high` show consecutive virtual indices.
  package func isLinear(from low: Int, through high: Int) -> Bool {
    segments.dropFirst().allSatisfy { segment in
      segment.start <= low || segment.start > high
        || segment.virtual == virtual(at: segment.start &- 1) &+ 1
    }
  }

  /// The slots that show `virtual`, at most one per segment, in slot order.
  ///
  /// - Complexity: O(segments).
  package func slots(showing virtual: Int) -> [Int] {
    var result: [Int] = []
    for (position, segment) in segments.enumerated() {
      let slot = segment.start &+ (virtual &- segment.virtual)
      let isAfterStart = position == 0 || slot >= segment.start
      let isBeforeNext = position == segments.count - 1 || slot < segments[position + 1].start
      if isAfterStart, isBeforeNext { result.append(slot) }
    }
    return result
  }

  /// The virtual page index shown in `slot`.
  @usableFromInline package func virtual(at slot: Int) -> Int {
    var chosen = segments[0]
    for segment in segments.dropFirst() where segment.start <= slot {
      chosen = segment
    }
    return chosen.virtual &+ (slot &- chosen.start)
  }

  /// Where strip position `x` lies: the slot at or below it, the virtual pages drawn in that slot
  /// and the next, and the fraction of the way between them (`0..<1`). Every reading of the drawn
  /// position (the reported position, the current page, a tab bar's indicator) starts here.
  func gap(at x: Double) -> (lowerSlot: Int, lower: Int, upper: Int, fraction: Double) {
    let lowerSlot = clampedFloor(x)
    let fraction = x - Double(lowerSlot)
    return (lowerSlot, virtual(at: lowerSlot), virtual(at: lowerSlot &+ 1), fraction)
  }

  /// The reported (virtual) position for strip position `x`: real indices between real
  /// neighbours, linear interpolation across a splice.
  package func reportedPosition(_ x: Double) -> Double {
    let gap = gap(at: x)
    let low = Double(gap.lower)
    guard gap.fraction != 0 else { return low }
    return low + (Double(gap.upper) - low) * gap.fraction
  }

  /// The first and last slot whose virtual index lies in `0..<count` (bounded sources).
  package func bounds(count: Int) -> (lower: Int, upper: Int) {
    let first = segments[0]
    let last = segments[segments.count - 1]
    return (first.start &- first.virtual, last.start &+ (count &- 1 &- last.virtual))
  }

  /// The same strip with every slot beyond `slot` (after it when `forward`, before it when not)
  /// showing its own item, slot `s` virtual item `s`: the content's own items, where the content
  /// draws them (a splice's far end closed on the content, so that the frame ends where the
  /// content does). The slots up to `slot` show what they show now.
  ///
  /// - Complexity: O(segments).
  package func closed(beyond slot: Int, forward: Bool) -> PagerStrip {
    var result: [Segment] = []
    result.reserveCapacity(segments.count + 2)
    func append(_ segment: Segment) {
      // (A segment that continues the one before it is no break.)
      if let previous = result.last,
        segment.virtual == previous.virtual &+ (segment.start &- previous.start)
      {
        return
      }
      result.append(segment)
    }
    if forward {
      for segment in segments where segment.start <= slot { append(segment) }
      if result.isEmpty { append(Segment(start: slot, virtual: virtual(at: slot))) }
      append(Segment(start: slot &+ 1, virtual: slot &+ 1))
    } else {
      append(Segment(start: slot &- 1, virtual: slot &- 1))
      append(Segment(start: slot, virtual: virtual(at: slot)))
      for segment in segments where segment.start > slot { append(segment) }
    }
    return PagerStrip(segments: result)
  }

  /// Whether two of the slots drawing real items (`0..<count`, a bounded strip) show one item.
  ///
  /// - Complexity: O(segments²).
  package func showsAnItemTwice(count: Int) -> Bool {
    guard count > 0 else { return false }
    let real = bounds(count: count)
    // Each segment's slots, as the items they show within `0..<count`.
    var runs: [ClosedRange<Int>] = []
    for (position, segment) in segments.enumerated() {
      let low = position == 0 ? real.lower : max(segment.start, real.lower)
      let high =
        position == segments.count - 1
        ? real.upper : min(segments[position + 1].start &- 1, real.upper)
      guard low <= high else { continue }
      let first = max(virtual(at: low), 0)
      let last = min(virtual(at: high), count - 1)
      guard first <= last else { continue }
      if runs.contains(where: { $0.overlaps(first...last) }) { return true }
      runs.append(first...last)
    }
    return false
  }

  /// A strip that keeps slots `low...high` showing what they show now, and puts `destination`
  /// (a virtual index) in `slot`, which must be `low - 1` or `high + 1`; the destination's
  /// segment runs on away from the kept slots.
  package func spliced(keeping low: Int, _ high: Int, destinationSlot slot: Int, destination: Int)
    -> PagerStrip
  {
    let lowVirtual = virtual(at: low)
    var result: [Segment] = []
    result.reserveCapacity(segments.count + 2)
    if slot < low {
      result.append(Segment(start: slot, virtual: destination))
      if lowVirtual != destination &+ (low &- slot) {
        result.append(Segment(start: low, virtual: lowVirtual))
      }
    } else {
      result.append(Segment(start: low, virtual: lowVirtual))
    }
    // The kept slots keep every break between them.
    for segment in segments where segment.start > low && segment.start <= high {
      if segment.virtual != virtual(at: segment.start &- 1) &+ 1 { result.append(segment) }
    }
    if slot > high, destination != virtual(at: high) &+ 1 {
      result.append(Segment(start: slot, virtual: destination))
    }
    return PagerStrip(segments: result)
  }
}

/// `floor(x)` as an `Int`, clamped so that hostile magnitudes never trap: to ±4·10^15 where
/// `Int` is 64 bits, to half of `Int`'s range where it is 32.
@inline(__always)
func clampedFloor(_ x: Double) -> Int {
  let limit = min(4.0e15, Double(Int.max >> 1))
  guard x.isFinite else { return 0 }
  return Int(min(max(x, -limit), limit).rounded(.down))
}
