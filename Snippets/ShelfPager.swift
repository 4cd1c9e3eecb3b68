// App Store-style snapping, headless: an App Store shelf of 300-point cards in a 375-point viewport,
// driven by drags, releases and frame timestamps — no scroll view, no flow layout.
//
// A UIKit host answers `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` in a
// `UICollectionViewFlowLayout` subclass: slow releases (0.3 pt/ms or less) rest on the nearest
// card, faster ones on the first card beyond the projected resting offset in the fling's
// direction (the next card for a flick, further for a hard fling), cards 16 points from the
// leading edge, and a special case for the end of the content. A `Pager` with an item layout
// (`.uniform(itemLength:spacing:)`, resting `.leading(16)`) does all of it, then settles with a
// spring and reports each card change exactly once. It takes the finger's translation and
// velocity, as a pan gesture reports them (positive = rightward).

import PageKitCore
import PageKitSnap

let cards = (0..<10).map { "app \($0)" }
let shelf = try Pager(
  source: ArrayPageSource(cards, id: \.self),
  layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16),
  snap: DirectionalSnap(velocityThreshold: 300),  // points per second: 0.3 pt/ms
  configuration: PagerConfiguration(viewportLength: 375))

shelf.addEventObserver { event in
  switch event {
  case .willChangePage(let change):
    print("  heading for \(change.to ?? "nothing") (\(change.cause))")
  case .didChangePage(let change):
    print("  at rest on \(change.to ?? "nothing")")
  case .didCancelPageChange(let change):
    print("  back on \(change.from ?? "nothing")")
  default:
    break
  }
}

var time = 0.0

/// The host's frame loop: 60 Hz frames until the shelf rests.
@MainActor func settle() throws {
  try shelf.advance(to: time)
  while shelf.phase == .settling {
    time += 1.0 / 60
    try shelf.advance(to: time)
  }
  // The live pages are the cards on screen and one more on each side (`preloadCount`).
  let onScreen = shelf.livePages
    .filter { $0.origin < shelf.viewportLength && $0.origin + $0.length > 0 }
    .map { "\($0.index)@\($0.origin)" }
  print("  offset \(shelf.contentOffset), card \(shelf.settledIndex); on screen: \(onScreen)")
}

/// A pan gesture: a translation in one step, then a release (the finger's points per second).
@MainActor func swipe(_ label: String, by translation: Double, velocity: Double) throws {
  print(label)
  try shelf.beginDrag()
  try shelf.drag(by: translation)
  try shelf.endDrag(velocity: velocity)
  try settle()
}

print("the content ends at offset \(shelf.maxContentOffset); card 9 rests there, not at 2790")
try swipe("a slow release past half way: the nearest card", by: -200, velocity: -100)
try swipe("a slow release short of half way: back, no events", by: -100, velocity: -100)
try swipe("a flick just over 300 pt/s: the next card", by: -1, velocity: -301)
try swipe("a flick back: the previous card", by: 1, velocity: 301)
try swipe("a hard fling: the last card, at the end of the content", by: -60, velocity: -6_000)

print("a command, animated with the settle spring")
try shelf.scroll(to: 4)
try settle()
