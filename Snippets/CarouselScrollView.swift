// An infinite carousel wired to a scroll view's callbacks, as portable code: `FakeScrollView`
// stands in for a `UIScrollView` and its delegate.
//
// In UIKit the same calls go in the scroll view's delegate: `Snippets/UIKitCarousel.swift`.

import PageKitCarousel
import PageKitCore
import PageKitSnap

/// A scroll view that decelerates toward a target (the velocity × 0.998 per millisecond) and
/// reports every offset to the carousel, applying the recentered offset it gets back.
struct FakeScrollView {
  var offset: Double
  var start = 0.0
  var target = 0.0
  var elapsed = 0.0
  var isDecelerating = false

  /// One 60 Hz frame.
  mutating func frame(_ carousel: Carousel<ArrayPageSource<String, Int>, NearestSnap>) {
    guard isDecelerating else { return }
    elapsed += 1.0 / 60
    var remaining = 1.0
    for _ in 0..<Int((elapsed * 1000).rounded()) { remaining *= 0.998 }
    var next = target - (target - start) * remaining
    if abs(target - next) < 0.5 {
      next = target
      isDecelerating = false
    }
    offset = carousel.scrollViewDidScroll(contentOffset: next)
    // A recentering moves the offset by whole cycles: the deceleration moves with it.
    let shift = offset - next
    start += shift
    target += shift
    if shift != 0 { print("  recentered by \(shift) to \(offset)") }
    if !isDecelerating { carousel.scrollViewDidEndDecelerating() }
  }
}

let photos = ["sunrise", "harbour", "forest", "dunes", "glacier"]
let carousel = try Carousel(
  source: ArrayPageSource(photos), itemLength: 375, viewportLength: 375)
carousel.addEventObserver { event in
  switch event {
  case .willChangePage(let change): print("will change to \(change.to ?? -1), \(change.cause)")
  case .didChangePage(let change):
    print("did change \(change.from ?? -1) -> \(change.to ?? -1), \(change.cause)")
  default: break
  }
}

var scrollView = FakeScrollView(offset: carousel.offset)
print("initial offset \(scrollView.offset)")  // 375: the duplicate at the front is hidden

// The user drags 100 points toward the end, then flings at 10,000 points per second.
carousel.scrollViewWillBeginDragging()
scrollView.offset = carousel.scrollViewDidScroll(contentOffset: scrollView.offset + 100)
// The content's velocity: positive toward larger offsets (the finger moves the other way).
let release = carousel.scrollViewWillEndDragging(
  contentVelocity: 10_000, proposedContentOffset: scrollView.offset + 4990)
scrollView.offset = release.offset
scrollView.start = release.offset
scrollView.target = release.targetOffset
scrollView.isDecelerating = true
carousel.scrollViewDidEndDragging(willDecelerate: true)
print("fling to item \(carousel.targetIndex), target \(release.targetOffset)")

var frames = 0
while scrollView.isDecelerating {
  scrollView.frame(carousel)
  frames += 1
}
print("rested after \(frames) frames at \(scrollView.offset) on \(photos[carousel.settledIndex])")
