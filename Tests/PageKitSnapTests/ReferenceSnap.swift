import PageKitCore
import PageKitSnap

/// Brute-force snapping, written straight from DESIGN's rules with linear scans over every
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

  func startRun() -> ClosedRange<Int> { run(of: nearest(to: proposal.dragStartOffset)) }

  func paging(maxItems: Int, threshold: Double, start: ClosedRange<Int>, chosen: Int) -> Int {
    return min(max(chosen, start.lowerBound - maxItems), start.upperBound + maxItems)
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
