import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

typealias IntCarousel = Carousel<ArrayPageSource<Int, Int>, NearestSnap>

/// A carousel of `count` integer items (identity = index) with a recorder attached.
func makeCarousel(
  count: Int, itemLength: Double = 375, spacing: Double = 0, viewport: Double = 375,
  anchor: SnapAnchor = .leading(0), isCircular: Bool = true, initialIndex: Int = 0
) throws -> (IntCarousel, RecordingDelegate<Int>) {
  let carousel = try Carousel(
    source: ArrayPageSource(Array(0..<count)), itemLength: itemLength, spacing: spacing,
    viewportLength: viewport, anchor: anchor, isCircular: isCircular, initialIndex: initialIndex)
  let recorder = RecordingDelegate<Int>()
  carousel.delegate = recorder
  return (carousel, recorder)
}

/// Advances at 60 frames per second until the carousel is idle (at most `limit` seconds).
/// Returns the time reached.
@discardableResult
func runUntilIdle<S: PageSource, N: SnapStrategy>(
  _ carousel: Carousel<S, N>, from start: Double, limit: Double = 10,
  check: (Carousel<S, N>) -> Void = { _ in }
) throws -> Double {
  var time = start
  try carousel.advance(to: time)
  while carousel.phase != .idle && time < start + limit {
    time += 1.0 / 60
    try carousel.advance(to: time)
    check(carousel)
  }
  return time
}

/// A scroll view that decelerates on its own toward a target, as a platform scroll view does
/// (velocity × 0.998 per millisecond), and reports every offset to the carousel.
struct FakeScrollView {
  var offset: Double
  var start: Double = 0
  var target: Double = 0
  var startTime: Double = 0
  var isDecelerating = false

  /// One frame of deceleration; returns `true` when it ended this frame.
  mutating func frame<S: PageSource, N: SnapStrategy>(
    at time: Double, carousel: Carousel<S, N>
  ) -> Bool {
    guard isDecelerating else { return false }
    let remaining = pow(0.998, 1000 * (time - startTime))
    var next = target - (target - start) * remaining
    let ended = abs(target - next) < 0.5
    if ended { next = target }
    offset = carousel.scrollViewDidScroll(contentOffset: next)
    start += offset - next
    target += offset - next
    if ended {
      isDecelerating = false
      carousel.scrollViewDidEndDecelerating()
    }
    return ended
  }

  /// A drag of `distance` points of content (positive toward larger offsets) in `steps` frames.
  mutating func drag<S: PageSource, N: SnapStrategy>(
    _ distance: Double, steps: Int = 10, carousel: Carousel<S, N>
  ) {
    carousel.scrollViewWillBeginDragging()
    for _ in 0..<steps {
      offset = carousel.scrollViewDidScroll(contentOffset: offset + distance / Double(steps))
    }
  }

  /// Ends a drag with a content velocity (points per second) and starts decelerating.
  mutating func release<S: PageSource, N: SnapStrategy>(
    velocity: Double, at time: Double, carousel: Carousel<S, N>
  ) {
    let proposed = Deceleration.normal.restingOffset(from: offset, contentVelocity: velocity)
    let release = carousel.scrollViewWillEndDragging(
      contentVelocity: velocity, proposedContentOffset: proposed)
    offset = release.offset
    start = offset
    target = release.targetOffset
    startTime = time
    isDecelerating = abs(target - offset) >= 0.5
    carousel.scrollViewDidEndDragging(willDecelerate: isDecelerating)
  }
}
