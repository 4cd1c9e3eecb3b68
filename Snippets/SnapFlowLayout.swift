// App Store-style snapping for cards narrower than the collection view, as a portable function.
//
// A `UICollectionViewFlowLayout` subclass calls it from
// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, as the flow layout in
// `Snippets/AppStoreSnapping.swift` does.
//
// (The drag's start is the content offset saved in `scrollViewWillBeginDragging`.) The scroll view
// animates the settle; this only answers where. `velocity` is the content's, in points per
// millisecond, positive toward larger offsets (a finger moving left) — not a pan gesture's
// finger velocity. A host without a scroll view drives a `Pager` with an item layout instead
// (`.uniform(itemLength:spacing:)`, the same anchor and strategy; Snippets/ShelfPager.swift).

import PageKitCore
import PageKitSnap

/// The snapping rule of one horizontal shelf of equal cards.
struct ShelfSnapping {
  /// The cards: their width, the spacing and the section insets of the flow layout.
  let strip: UniformStrip
  /// Slow releases go to the nearest card, faster ones to the next card in their direction.
  let strategy: DirectionalSnap
  /// Cards rest with their leading edge 16 points inside the viewport.
  let anchor = SnapAnchor.leading(16)

  init(cardCount: Int, cardWidth: Double, spacing: Double) throws {
    strip = try UniformStrip(
      count: cardCount, itemLength: cardWidth, spacing: spacing, leadingInset: 16,
      trailingInset: 16)
    // UIKit reports the velocity in points per millisecond; 0.3 pt/ms is 300 pt/s.
    strategy = try DirectionalSnap(velocityThreshold: 300)
  }

  /// The content offset to return from `targetContentOffset(...)`.
  ///
  /// Bad values (NaN, a zero-width view during a rotation, no cards) leave the offset where it
  /// is: the strategy answers the current offset.
  ///
  /// - Parameters:
  ///   - proposed: The content offset UIKit proposes, in points.
  ///   - current: The content offset at release, in points.
  ///   - velocityPointsPerMillisecond: The content's velocity at release, in points per
  ///     millisecond, positive toward larger offsets (UIKit's `withScrollingVelocity`).
  ///   - dragStart: The content offset where the drag began, in points.
  ///   - viewportWidth: The collection view's width, in points.
  /// - Returns: The resting offset, inside the scrollable range.
  func restingOffset(
    proposed: Double, current: Double, velocityPointsPerMillisecond: Double,
    dragStart: Double, viewportWidth: Double
  ) -> Double {
    let proposal = SnapProposal(
      strip: strip, viewportLength: viewportWidth, anchor: anchor, currentOffset: current,
      proposedOffset: proposed,
      contentVelocity: Deceleration.pointsPerSecond(
        fromPointsPerMillisecond: velocityPointsPerMillisecond),
      dragStartOffset: dragStart)
    return strategy.target(for: proposal).offset
  }
}

// snippet.hide
// Exercised by `swift build`: a slow release, a fling each way, and the end of the shelf.
do {
  let shelf = try ShelfSnapping(cardCount: 10, cardWidth: 300, spacing: 10)
  let releases: [(proposed: Double, current: Double, velocity: Double)] = [
    (640, 600, 0.2), (640, 600, 0.5), (560, 600, -0.5), (3_000, 2_500, 1.2),
  ]
  for release in releases {
    let x = shelf.restingOffset(
      proposed: release.proposed, current: release.current,
      velocityPointsPerMillisecond: release.velocity, dragStart: release.current,
      viewportWidth: 375)
    print("proposed \(release.proposed) at \(release.velocity) pt/ms -> rests at \(x)")
  }
} catch {
  print("invalid shelf: \(error)")
}
