// An infinite carousel: five full-width images in an infinite carousel that scrolls on
// every three seconds, pauses while a finger is down and resumes three seconds after it lifts.
//
// A hand-written carousel copies the last image before the first and the first after the last, jumped the
// content offset in `scrollViewDidScroll`, and ran a `Timer` it stopped and restarted from the
// drag callbacks. Here a looping `Pager` (a circular source with a uniform item layout) lays out
// the copies and recenters, and an `AutoScroller` moves it on from the frame timestamps alone:
// no timer to invalidate. The same call drives a pager of full pages (see
// `AutoScrollingPager.swift`).

import PageKitCarousel
import PageKitCore

let images = ["sunrise", "harbour", "forest", "dunes", "glacier"]
let carousel = try Pager(
  source: ArrayPageSource(images).circular(), layout: .uniform(itemLength: 375),
  snap: PagingSnap.paging, configuration: PagerConfiguration(viewportLength: 375))
let bridge = try ScrollViewBridge(pager: carousel)
let scroller = try AutoScroller(interval: 3)

var frame = 0
var time = 0.0

/// The time, to a hundredth of a second.
@MainActor func now() -> String {
  "\((time * 100).rounded() / 100) s"
}

carousel.addEventObserver { event in
  switch event {
  case .willChangePage(let change):
    let from = change.fromIndex.map { images[$0] } ?? "nothing"
    let to = change.toIndex.map { images[$0] } ?? "nothing"
    print("\(now()): \(from) -> \(to), \(change.direction), cause \(change.cause)")
  case .didChangePage(let change):
    print("\(now()):   at rest on \(change.toIndex.map { images[$0] } ?? "nothing")")
  default:
    break
  }
}

/// The host's frame loop: 60 Hz frames up to `end` seconds. The carousel moves first, then the
/// auto-scroller reads it and, when a fire time is due, moves it on with the cause `.autoScroll`.
@MainActor func frames(until end: Double) throws {
  while time < end - 1e-9 {
    frame += 1
    time = Double(frame) / 60  // no drift: exact seconds every 60 frames
    try carousel.advance(to: time)
    scroller.advance(carousel, to: time)
  }
}

print("\(images.count) images, content \(bridge.contentLength) points (a copy at each end)")
print("initial offset \(carousel.contentOffset): the copy of \(images[4]) at the front is hidden")

try carousel.advance(to: 0)
scroller.advance(carousel, to: 0)  // the first call starts the auto-scroll schedule
try frames(until: 7)

print("\(now()): a finger goes down; auto-scroll pauses")
try carousel.beginDrag()
try carousel.drag(by: -150)  // the finger moves left: toward the next image
try frames(until: 8)
try carousel.drag(by: -100)
print("\(now()): the finger lifts with a flick")
try carousel.endDrag(velocity: -600)
try frames(until: 8.01)  // the first frame after the drag restarts the schedule
let next = scroller.nextFireTime.map { ($0 * 100).rounded() / 100 }
print("\(now()): next auto-scroll at \(next ?? 0) s")

try frames(until: 15)
print("\(now()): on \(images[carousel.settledIndex]) at offset \(carousel.contentOffset)")
