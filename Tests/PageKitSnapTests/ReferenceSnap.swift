import PageKitCore
import PageKitSnap

/// Brute-force snapping, written straight from Physics.md's rules with linear scans over every
/// item, to check the O(1) / O(log n) strategies against.
struct ReferenceSnap<Strip: StripLayout> {
  let proposal: SnapProposal<Strip>
  /// Unclamped anchor offsets of every item.
  let anchors: [Double]

  init(_ proposal: SnapProposal<Strip>) {
    self.proposal = proposal
    anchors = (0..<proposal.strip.count).map { index in
      proposal.strip.span(at: index).map {
        proposal.anchor.offset(for: $0, viewportLength: proposal.viewportLength)
      } ?? .nan
    }
  }

  /// Same anchors, another proposal (the anchors depend only on strip, viewport and anchor).
  init(_ proposal: SnapProposal<Strip>, anchors: [Double]) {
    self.proposal = proposal
    self.anchors = anchors
  }

  var maxOffset: Double { max(0, proposal.strip.contentLength - proposal.viewportLength) }
  func resting(_ index: Int) -> Double { min(max(anchors[index], 0), maxOffset) }

  /// Minimises |resting − offset|, ties to the lower index.
  func nearest(to offset: Double) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for index in anchors.indices {
      let distance = abs(resting(index) - offset)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// First item whose unclamped anchor lies strictly beyond the reference in the direction of
  /// travel, else the last one that way.
  func fast(forward: Bool) -> Int {
    let velocity = proposal.contentVelocity
    let reference =
      velocity > 0
      ? max(proposal.proposedOffset, proposal.currentOffset)
      : min(proposal.proposedOffset, proposal.currentOffset)
    if forward {
      return anchors.firstIndex { $0 > reference } ?? anchors.count - 1
    }
    return anchors.lastIndex { $0 < reference } ?? 0
  }

  /// All items resting at the same offset as `index`.
  func run(of index: Int) -> ClosedRange<Int> {
    let offset = resting(index)
    var low = index
    var high = index
    while low > 0 && resting(low - 1) == offset { low -= 1 }
    while high < anchors.count - 1 && resting(high + 1) == offset { high += 1 }
    return low...high
  }

  /// Minimises |resting − offset|; of the items equally near, the one nearest `reference` by
  /// index (then the lower).
  func nearest(to offset: Double, tieToward reference: Int) -> Int {
    let target = min(max(offset, 0), maxOffset)
    let best = anchors.indices.map { abs(resting($0) - target) }.min() ?? 0
    let tied = anchors.indices.filter { abs(resting($0) - target) == best }
    return tied.min { abs($0 - reference) < abs($1 - reference) } ?? 0
  }

  /// The paging rule (Physics.md), from the current offset and the reference item: slow →
  /// the nearest item, ties to the reference; fast → the first item resting strictly beyond the
  /// current offset in the velocity's direction (none: as slow), plus up to `maxItems − 1`
  /// toward the item nearest the projection at 0.998, ties toward that boundary.
  func paging(maxItems: Int, threshold: Double, reference: Int) -> Int {
    let current = proposal.currentOffset
    let velocity = proposal.contentVelocity
    guard abs(velocity) > threshold else { return nearest(to: current, tieToward: reference) }
    let forward = velocity > 0
    let beyond =
      forward
      ? anchors.indices.first { resting($0) > current }
      : anchors.indices.last { resting($0) < current }
    guard let boundary = beyond else { return nearest(to: current, tieToward: reference) }
    let projected = current + velocity / 1000 * 0.998 / (1 - 0.998)
    let nearest = nearest(to: projected, tieToward: boundary)
    let extra = min(max(forward ? nearest - boundary : boundary - nearest, 0), maxItems - 1)
    return forward ? boundary + extra : boundary - extra
  }

  /// ViewportSnap by scanning every page.
  func viewportPage(threshold: Double) -> Double {
    let page = proposal.viewportLength
    var pages: [Double] = [0]
    while pages.count < 100_000, let last = pages.last, last < maxOffset {
      pages.append(min(Double(pages.count) * page, maxOffset))
    }
    func nearestPage(_ offset: Double) -> Int {
      var best = 0
      for (number, value) in pages.enumerated()
      where abs(value - offset) < abs(pages[best] - offset) {
        best = number
      }
      return best
    }
    let start = nearestPage(proposal.dragStartOffset)
    var chosen: Int
    if abs(proposal.contentVelocity) <= threshold {
      chosen = nearestPage(proposal.proposedOffset)
    } else {
      let reference =
        proposal.contentVelocity > 0
        ? max(proposal.proposedOffset, proposal.currentOffset)
        : min(proposal.proposedOffset, proposal.currentOffset)
      let unclamped = pages.indices.map { Double($0) * page }
      chosen =
        proposal.contentVelocity > 0
        ? (unclamped.firstIndex { $0 > reference } ?? pages.count - 1)
        : (unclamped.lastIndex { $0 < reference } ?? 0)
    }
    chosen = min(max(chosen, start - 1, 0), start + 1, pages.count - 1)
    return pages[chosen]
  }
}
