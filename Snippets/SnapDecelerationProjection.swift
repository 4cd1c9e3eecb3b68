// Snapping for a host that gets no proposed offset from its platform (a game loop, a terminal,
// a custom gesture recogniser): project the resting offset with UIKit's deceleration, then snap.

import PageKitCore
import PageKitSnap

/// The resting offset for a release measured by the host itself.
///
/// `velocity` is in points per second, as a pan gesture reports it for the content (positive
/// toward larger offsets).
func snappedOffset(
  strip: VariableStrip, viewportLength: Double, currentOffset: Double, velocity: Double,
  dragStartOffset: Double
) throws -> SnapTarget {
  let proposal = SnapProposal(
    strip: strip, viewportLength: viewportLength, anchor: .center, currentOffset: currentOffset,
    proposedOffset: Deceleration.normal.restingOffset(from: currentOffset, velocity: velocity),
    velocity: velocity, dragStartOffset: dragStartOffset)
  // At most two items per fling, counted from where the drag began.
  return try PagingSnap(maxItems: 2).target(for: proposal)
}

// snippet.hide
do {
  let strip = try VariableStrip(lengths: [80, 120, 60, 200, 90, 150, 70], spacing: 8)
  for velocity in [0.0, 900, -900, 5_000] {
    let target = try snappedOffset(
      strip: strip, viewportLength: 240, currentOffset: 210, velocity: velocity,
      dragStartOffset: 200)
    print("velocity \(velocity) pt/s -> item \(target.index ?? -1) at \(target.offset)")
  }
} catch {
  print("invalid strip: \(error)")
}
