// A plain pager that turns its own pages: a four-page tour that moves on every 3 seconds,
// rewinds to the first page after the last, pauses while the screen is hidden or a finger is
// down, and resumes one full interval after either ends.
//
// Page view controller libraries such as Pageboy offer auto-scrolling on any pager. Here the
// `AutoScroller` that drives carousels drives a `Pager` too: one call per frame, after the
// pager's own, with the pause reasons only the host knows. No timer to stop and restart.

import PageKitCarousel
import PageKitCore

let pages = ["Welcome", "Swipe", "Share", "Done"]
let pager = try Pager(
  source: ArrayPageSource(pages), configuration: PagerConfiguration(viewportLength: 375))
let scroller = try AutoScroller(interval: 3, endBehavior: .rewind)
var isOnScreen = true

// snippet.hide
var frame = 0
var time = 0.0

/// The time, to a hundredth of a second.
@MainActor func now() -> String {
  "\((time * 100).rounded() / 100) s"
}

// snippet.show
pager.addEventObserver { event in
  guard case .willChangePage(let change) = event else { return }
  let from = change.fromIndex.map { pages[$0] } ?? "nothing"
  let to = change.toIndex.map { pages[$0] } ?? "nothing"
  print("\(now()): \(from) -> \(to), \(change.direction), cause \(change.cause)")
}

/// The host's frame loop: 60 Hz frames up to `end` seconds. The pager moves first, then the
/// auto-scroller reads it and, when a fire time is due, moves it on with the cause `.autoScroll`.
@MainActor func frames(until end: Double) throws {
  while time < end - 1e-9 {
    frame += 1
    time = Double(frame) / 60  // no drift: exact seconds every 60 frames
    // In the frame loop, after the pager's own `advance(to:)`:
    try pager.advance(to: time)
    scroller.advance(pager, to: time, pausedBy: isOnScreen ? [] : [.hidden])
  }
}

try pager.advance(to: 0)
scroller.advance(pager, to: 0)  // the first call starts the schedule
try frames(until: 10)

print("\(now()): the screen is covered; auto-scroll pauses")
isOnScreen = false
try frames(until: 14)
isOnScreen = true
try frames(until: 14.01)
let next = scroller.nextFireTime.map { ($0 * 100).rounded() / 100 }
print("\(now()): on screen again; next move at \(next ?? 0) s")
try frames(until: 18)

print("\(now()): a finger goes down")
try pager.beginDrag()
try pager.drag(by: -150)  // the finger moves left: toward the next page
try frames(until: 19)
try pager.endDrag(velocity: -600)
try frames(until: 23)
print("\(now()): at rest on \(pages[pager.settledIndex])")
