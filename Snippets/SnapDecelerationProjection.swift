// Snapping for a host that gets no proposed offset from its platform (a game loop, a terminal,
// a custom gesture recogniser): a `Pager` with an item layout projects the release itself. The
// `deceleration` of its configuration (UIKit's rates: `.normal`, 0.998 per millisecond, or
// `.fast`, 0.99) turns the release velocity into a natural resting offset, its snap strategy
// turns that into an item, and its spring settles there from the release velocity. The host
// feeds gestures and frames only.
//
// Signs: `drag(by:)` and `endDrag(velocity:)` take the finger's translation and velocity, as a
// pan gesture reports them (positive = right or down on screen); the pager reverses them for the
// content offset. `Deceleration` on its own is a pure function of the content's velocity
// (positive toward larger offsets).

import PageKitCore
import PageKitSnap

// How far a release coasts: 1,000 points per second of content velocity.
for (name, rate) in [("normal", Deceleration.normal), ("fast", Deceleration.fast)] {
  print(
    "\(name): 1000 pt/s coasts \(rate.restingOffset(from: 0, contentVelocity: 1_000).rounded()) pt")
}

// A row of measured chips in a 240-point viewport: chips rest centred (the first and the last
// too), a release moves at most two chips from where the drag began, and the fast rate keeps
// flings short.
let chips = ["All", "Music", "Talk", "Audiobooks & stories", "News", "Comedy", "Live"]
let row = try Pager(
  source: ArrayPageSource(chips, id: \.self),
  layout: .variable(itemLengths: [80, 120, 60, 200, 90, 150, 70], spacing: 8), anchor: .center,
  snap: PagingSnap(maxItems: 2),
  configuration: PagerConfiguration(viewportLength: 240, deceleration: .fast))

var time = 0.0

/// A release the host measured: the finger's translation, then its velocity (points and points
/// per second, positive = rightward), then 60 Hz frames until the row rests.
@MainActor func release(dragBy translation: Double, fingerVelocity: Double) throws {
  try row.beginDrag()
  try row.drag(by: translation)
  try row.endDrag(velocity: fingerVelocity)
  while row.phase != .idle {
    time += 1.0 / 60
    try row.advance(to: time)
  }
}

// snippet.hide
// Exercised by `swift build`: each release starts from "Talk", 40 points to the left of it.
for fingerVelocity in [0.0, -900, 900, -5_000] {
  try row.scroll(to: 2, animated: false)
  try release(dragBy: -40, fingerVelocity: fingerVelocity)
  print(
    "finger \(fingerVelocity) pt/s -> \(chips[row.settledIndex]) at offset \(row.contentOffset)")
}
