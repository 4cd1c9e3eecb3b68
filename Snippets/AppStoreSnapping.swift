// App Store-style snapping: App Store-style paging through cards narrower than the collection
// view. Slow releases rest on the nearest card; releases faster than 0.3 pt/ms go to the first
// card beyond the proposed offset in the fling's direction (the next or previous card for a
// flick, further for a strong fling); cards rest 16 points from the leading edge; and the last
// cards, which cannot reach that position, rest at the end of the content instead of past it.
//
// On Apple platforms, `restingOffset` is the body of the flow layout's
// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` (see Docs/HostingUIKit.md):
// the scroll view animates the settle, this only answers where. Its velocity is the one UIKit
// hands that method: the content's, in points per millisecond, positive toward larger offsets
// (a finger moving left). A host without a scroll view drives a `Pager` with an item layout
// instead (Snippets/ShelfPager.swift): it takes the finger's velocity and settles by itself.

import PageKitCore
import PageKitSnap

/// The App Store rule for one shelf of equal cards.
struct AppStoreShelf {
  let strip: UniformStrip
  let snap: DirectionalSnap

  init(cards: Int, cardWidth: Double, spacing: Double) throws {
    strip = try UniformStrip(
      count: cards, itemLength: cardWidth, spacing: spacing, leadingInset: 16, trailingInset: 16)
    // UIKit's scrolling velocity is in points per millisecond.
    snap = try DirectionalSnap(velocityThreshold: 300)
  }

  /// Where the shelf comes to rest, and on which card.
  ///
  /// - Parameters:
  ///   - proposed: The content offset UIKit proposes (where deceleration would stop), in points.
  ///   - current: The content offset at release, in points.
  ///   - velocityPerMillisecond: The content's velocity at release, in points per millisecond,
  ///     positive toward larger offsets (UIKit's `withScrollingVelocity`).
  ///   - viewportWidth: The collection view's width, in points.
  /// - Returns: The resting offset, inside the scrollable range, and the card chosen.
  func restingOffset(
    proposed: Double, current: Double, velocityPerMillisecond: Double, viewportWidth: Double
  ) -> SnapTarget {
    snap.target(
      for: SnapProposal(
        strip: strip, viewportLength: viewportWidth, anchor: .leading(16),
        currentOffset: current, proposedOffset: proposed,
        contentVelocity: Deceleration.pointsPerSecond(
          fromPointsPerMillisecond: velocityPerMillisecond)))
  }
}

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The flow layout of a shelf: UIKit animates the deceleration, the shelf says where it ends.
  final class ShelfLayout: UICollectionViewFlowLayout {
    var shelf: AppStoreShelf?

    override func targetContentOffset(
      forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let collectionView, let shelf else {
        return super.targetContentOffset(
          forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      }
      let target = shelf.restingOffset(
        proposed: proposed.x, current: collectionView.contentOffset.x,
        velocityPerMillisecond: velocity.x,  // the content's, in points per millisecond
        viewportWidth: collectionView.bounds.width)
      return CGPoint(x: target.offset, y: proposed.y)
    }
  }
#endif

let shelf = try AppStoreShelf(cards: 8, cardWidth: 280, spacing: 12)
let viewport = 375.0
let end = shelf.strip.contentLength - viewport
print("cards start every \(shelf.strip.stride) pt; the content ends at offset \(end)")

let releases: [(label: String, proposed: Double, current: Double, velocity: Double)] = [
  ("slow: the card nearest the proposed offset", 420, 400, 0.1),
  ("slow: nearest again, the next card this time", 480, 460, 0.2),
  ("fast forward, barely moved: the next card", 300, 295, 0.8),
  ("fast backward: the previous card", 570, 600, -0.6),
  ("fast forward to the last card: rests at the end", 1_950, 1_900, 1.5),
]
for release in releases {
  let target = shelf.restingOffset(
    proposed: release.proposed, current: release.current,
    velocityPerMillisecond: release.velocity, viewportWidth: viewport)
  print(
    "\(release.label): proposed \(release.proposed) -> card \(target.index ?? -1) at \(target.offset)"
  )
}
