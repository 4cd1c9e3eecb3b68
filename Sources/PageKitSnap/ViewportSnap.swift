public import PageKitCore

/// Whole-viewport pages, as UIKit's `isPagingEnabled` does: the strip rests only at multiples
/// of the viewport length, and at the end of the content.
///
/// Page `k` rests at `min(k * viewportLength, maxOffset)`. The start page is the page nearest
/// the drag-start offset; a slow release (`|contentVelocity| <= velocityThreshold`) picks the page
/// nearest the proposed offset (ties to the lower page), a fast one the first page beyond the
/// proposed offset in the fling's direction; either is then limited to one page from the start
/// page. The anchor is ignored; the target's index is the item under the anchor point at the
/// resting offset.
public struct ViewportSnap: SnapStrategy, Hashable {
  /// The speed above which a release counts as a fling, in points per second: a magnitude,
  /// without a sign, compared with `|contentVelocity|`.
  package let velocityThreshold: Double

  /// Creates the strategy.
  ///
  /// - Parameter velocityThreshold: The fling speed threshold in points per second, zero or
  ///   more: a magnitude, for flings either way (default 300).
  /// - Throws: ``/PageKitCore/PagerError/nonFiniteValue`` for a NaN or infinite threshold, then
  ///   ``/PageKitCore/PagerError/invalidConfiguration(_:)`` for a negative one.
  public init(velocityThreshold: Double = 300) throws(PagerError) {
    try PagerConfigurationIssue.checkVelocityThreshold(velocityThreshold)
    self.velocityThreshold = velocityThreshold
  }

  /// Chooses the page for a release, at most one page from the start page.
  ///
  /// - Parameter proposal: The release; its `dragStartOffset` gives the start page.
  /// - Returns: The page's resting offset and the item under the anchor there;
  ///   the current offset with no item when the proposal cannot be snapped (see
  ///   ``/PageKitCore/SnapProposal``).
  /// - Complexity: O(1) for a ``/PageKitCore/UniformStrip``, O(log n) for a ``/PageKitCore/VariableStrip`` (the item
  ///   lookup).
  public func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
    guard proposal.issue == nil else { return .stay(at: proposal.currentOffset) }
    let page = proposal.viewportLength
    let maxOffset = proposal.maxOffset
    // Page numbers stay in Double: a huge content over a tiny viewport cannot overflow an Int.
    let lastPage = (maxOffset / page).rounded(.up)
    func resting(_ number: Double) -> Double { min(number * page, maxOffset) }
    func nearest(to offset: Double) -> Double {
      let target = proposal.clamped(offset)
      let below = min((target / page).rounded(.down), lastPage)
      let above = min(below + 1, lastPage)
      return abs(resting(below) - target) <= abs(resting(above) - target) ? below : above
    }
    let start = nearest(to: proposal.dragStartOffset)
    var number: Double
    if abs(proposal.contentVelocity) <= velocityThreshold {
      number = nearest(to: proposal.proposedOffset)
    } else if proposal.contentVelocity > 0 {
      let reference = proposal.fastReference
      // The first page strictly beyond `reference`; the checks undo a rounded division.
      number = (reference / page).rounded(.down) + 1
      if number * page <= reference { number += 1 }
      if (number - 1) * page > reference { number -= 1 }
    } else {
      let reference = proposal.fastReference
      // The last page strictly before `reference`.
      number = (reference / page).rounded(.up) - 1
      if number * page >= reference { number -= 1 }
      if (number + 1) * page < reference { number += 1 }
    }
    number = min(max(number, start - 1, 0), start + 1, lastPage)
    let offset = resting(number)
    let point = proposal.anchor.contentPoint(
      atOffset: offset, viewportLength: proposal.viewportLength)
    return SnapTarget(offset: offset, index: proposal.strip.index(at: point))
  }
}
