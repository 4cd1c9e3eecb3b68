/// The drawn strip of a pager: which page (virtual index) sits in each slot.
///
/// At rest the strip is the identity (slot `k` shows virtual page `k`). A far animated jump
/// splices the destination directly beside the visible pages, so the strip becomes up to three
/// linear segments. A slot maps to the segment with the largest start at or below it; slots below
/// the first start extend the first segment.
struct PagerStrip: Equatable {
  struct Segment: Equatable {
    var start: Int
    var virtual: Int
  }

  private(set) var segments: [Segment]

  static let identity = PagerStrip(segments: [Segment(start: 0, virtual: 0)])

  init(segments: [Segment]) {
    self.segments = segments
  }

  var isIdentity: Bool {
    segments.count == 1 && segments[0].start == segments[0].virtual
  }

  /// The virtual page index shown in `slot`.
  func virtual(at slot: Int) -> Int {
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
  func reportedPosition(_ x: Double) -> Double {
    let gap = gap(at: x)
    let low = Double(gap.lower)
    guard gap.fraction != 0 else { return low }
    return low + (Double(gap.upper) - low) * gap.fraction
  }

  /// The first and last slot whose virtual index lies in `0..<count` (bounded sources).
  func bounds(count: Int) -> (lower: Int, upper: Int) {
    let first = segments[0]
    let last = segments[segments.count - 1]
    return (first.start &- first.virtual, last.start &+ (count &- 1 &- last.virtual))
  }

  /// A strip that keeps slots `low...high` showing what they show now, and puts `destination`
  /// (a virtual index) in `slot`, which must be `low - 1` or `high + 1`.
  func spliced(keeping low: Int, _ high: Int, destinationSlot slot: Int, destination: Int)
    -> PagerStrip
  {
    let lowVirtual = virtual(at: low)
    let highVirtual = virtual(at: high)
    var result: [Segment] = []
    result.reserveCapacity(3)
    if slot < low {
      result.append(Segment(start: slot, virtual: destination))
      if lowVirtual != destination &+ 1 { result.append(Segment(start: low, virtual: lowVirtual)) }
      if high != low, highVirtual != lowVirtual &+ 1 {
        result.append(Segment(start: high, virtual: highVirtual))
      }
    } else {
      result.append(Segment(start: low, virtual: lowVirtual))
      if high != low, highVirtual != lowVirtual &+ 1 {
        result.append(Segment(start: high, virtual: highVirtual))
      }
      if destination != highVirtual &+ 1 {
        result.append(Segment(start: slot, virtual: destination))
      }
    }
    return PagerStrip(segments: result)
  }
}

/// `floor(x)` as an `Int`, clamped so that hostile magnitudes never trap.
func clampedFloor(_ x: Double) -> Int {
  let limit = 4.0e15
  guard x.isFinite else { return 0 }
  return Int(min(max(x, -limit), limit).rounded(.down))
}
