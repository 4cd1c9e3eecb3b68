// An infinite carousel — a looping `Pager` — wired to a scroll view's callbacks through a
// `ScrollViewBridge`, as portable code: `FakeScrollView` stands in for a `UIScrollView` and its
// delegate.
//
// In UIKit the same calls go in the scroll view's delegate: `Snippets/UIKitCarousel.swift`.

import PageKitCarousel
import PageKitCore

/// A scroll view that decelerates toward a target (the velocity × 0.998 per millisecond) and
/// reports every offset to the bridge, applying the recentered offset it gets back.
struct FakeScrollView {
  var offset: Double
  var start = 0.0
  var target = 0.0
  var elapsed = 0.0
  var isDecelerating = false

  /// One 60 Hz frame.
  mutating func frame(
    _ bridge: ScrollViewBridge<CircularPageSource<ArrayPageSource<String, Int>>, SlideTransition>
  ) {
    guard isDecelerating else { return }
    elapsed += 1.0 / 60
    var remaining = 1.0
    for _ in 0..<Int((elapsed * 1000).rounded()) { remaining *= 0.998 }
    var next = target - (target - start) * remaining
    if abs(target - next) < 0.5 {
      next = target
      isDecelerating = false
    }
    offset = bridge.scrollViewDidScroll(contentOffset: next)
    // A recentering moves the offset by whole cycles: the deceleration moves with it.
    let shift = offset - next
    start += shift
    target += shift
    if shift != 0 { print("  recentered by \(shift) to \(offset)") }
    if !isDecelerating { bridge.scrollViewDidEndDecelerating() }
  }
}

let photos = ["sunrise", "harbour", "forest", "dunes", "glacier"]
let pager = try Pager(
  source: ArrayPageSource(photos).circular(), layout: .uniform(itemLength: 375),
  configuration: PagerConfiguration(viewportLength: 375))
let bridge = try ScrollViewBridge(pager: pager)
pager.addEventObserver { event in
  switch event {
  case .willChangePage(let change): print("will change to \(change.to ?? -1), \(change.cause)")
  case .didChangePage(let change):
    print("did change \(change.from ?? -1) -> \(change.to ?? -1), \(change.cause)")
  default: break
  }
}

var scrollView = FakeScrollView(offset: bridge.contentOffset)
print("initial offset \(scrollView.offset)")  // 375: the duplicate at the front is hidden

// The user drags 100 points toward the end, then flings at 10,000 points per second.
bridge.scrollViewWillBeginDragging()
scrollView.offset = bridge.scrollViewDidScroll(contentOffset: scrollView.offset + 100)
// The content's velocity: positive toward larger offsets (the finger moves the other way).
let release = bridge.scrollViewWillEndDragging(
  contentVelocity: 10_000, proposedContentOffset: scrollView.offset + 4990)
scrollView.offset = release.offset
scrollView.start = release.offset
scrollView.target = release.targetOffset
scrollView.isDecelerating = true
bridge.scrollViewDidEndDragging(willDecelerate: true)
print("fling to item \(pager.targetIndex), target \(release.targetOffset)")

var frames = 0
while scrollView.isDecelerating {
  scrollView.frame(bridge)
  frames += 1
}
print("rested after \(frames) frames at \(scrollView.offset) on \(photos[pager.settledIndex])")
