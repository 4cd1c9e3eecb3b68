import Benchmark
import PageKitCarousel
import PageKitCore
import PageKitSnap

/// The carousel the frame benchmarks drive: a looping pager (a circular source with a uniform
/// item layout), drawn with the classic carousel look.
typealias BenchmarkCarousel = Pager<
  CircularPageSource<ArrayPageSource<PageObject, Int>>, CoverFlowTransition
>

/// Makes the benchmarks' carousel: 300-point cards, `stride − 300` points apart, centred in a
/// 375-point viewport, releases snapping to the nearest card.
///
/// - Parameters:
///   - items: The cards.
///   - stride: From one card's leading edge to the next one's, in points.
///   - initialIndex: The first settled card.
/// - Returns: The pager.
/// - Throws: A `PagerError` (never, for these values).
func makeBenchmarkCarousel(_ items: [PageObject], stride: Double, initialIndex: Int = 0) throws
  -> BenchmarkCarousel
{
  try Pager(
    source: ArrayPageSource(items).circular(), transition: CoverFlowTransition(),
    layout: .uniform(itemLength: 300, spacing: stride - 300), anchor: .center,
    snap: NearestSnap(), initialIndex: initialIndex,
    configuration: PagerConfiguration(viewportLength: 375))
}

/// A looping carousel of cards narrower than the viewport (300-point cards, 10-point spacing, a
/// 375-point viewport, centred), at rest in the middle of its items, with a host that counts its
/// events.
final class CarouselFrameFixture {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The carousel.
  let carousel: BenchmarkCarousel
  /// The distance from one card's leading edge to the next one's, in points.
  static let stride = 310.0
  /// The host clock, seconds.
  var time = 0.0
  /// Which way the next fling goes.
  var forward = true
  private let counter = EventCounter()

  /// The release velocity of a settle, points per second: a fling of some 8,000 points (26
  /// cards), longer than the recentering band of a loop of ten, so that its settle recenters on
  /// the way.
  static var flingVelocity: Double { 16_000 }

  /// Creates the fixture.
  ///
  /// - Parameter count: The number of items (at least 2).
  /// - Throws: A `PagerError` if the carousel rejects its setup.
  init(count: Int) throws {
    carousel = try makeBenchmarkCarousel(
      makePages(count), stride: Self.stride, initialIndex: count / 2)
    let counter = self.counter
    carousel.addEventObserver { _ in counter.count += 1 }
    try carousel.advance(to: time)
  }

  /// A fixture whose carousel is a third of an item into a swipe.
  ///
  /// - Parameter count: The number of items.
  /// - Returns: The fixture.
  /// - Throws: A `PagerError` if the carousel rejects its setup.
  static func midSwipe(count: Int) throws -> CarouselFrameFixture {
    let fixture = try CarouselFrameFixture(count: count)
    try fixture.carousel.beginDrag()
    try fixture.carousel.drag(by: -0.3 * CarouselFrameFixture.stride)
    return fixture
  }

  /// Seconds per measured frame: the measured frames cover the first half of the page spring's
  /// settling time, well before a fling's settle rests.
  var frameStep: Double {
    SpringCurve.page.settlingDuration / Double(2 * (framesPerSample.rawValue + 64))
  }

  /// Brings the carousel to rest (outside measurement).
  func finishMotion() throws {
    if carousel.phase == .dragging { try carousel.endDrag(velocity: 0) }
    if carousel.phase == .settling {
      time += 10
      try carousel.advance(to: time)
    }
  }

  /// Starts a fling's settle, alternating direction (outside measurement).
  func startSettle() throws {
    try finishMotion()
    try carousel.beginDrag()
    let sign = forward ? -1.0 : 1.0
    try carousel.drag(by: sign * 0.6 * Self.stride)
    try carousel.endDrag(velocity: sign * Self.flingVelocity)
    forward.toggle()
  }
}

/// Carousel frames: `advance(to:)` during a fling's settle in a loop (recentering on the way),
/// `drag(by:)`, and iterating its live pages mid-swipe (placed by a cover flow).
func registerCarouselFrameBenchmarks() {
  for count in pageCounts {
    Benchmark(benchmarkName("carousel.advance", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      try? fixture.startSettle()
      let step = fixture.frameStep
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        fixture.time += step
        try? fixture.carousel.advance(to: fixture.time)
        blackHole(fixture.carousel.contentOffset)
      }
    } setup: {
      try CarouselFrameFixture(count: count)
    }

    Benchmark(benchmarkName("carousel.drag", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      if fixture.carousel.phase != .dragging {
        try? fixture.finishMotion()
        try? fixture.carousel.beginDrag()
      }
      benchmark.startMeasurement()
      // A fast finger, 40 points a frame, sweeping 4,000 points each way: in a loop of ten the
      // offset leaves the recentering band and shifts by whole cycles.
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
        try? fixture.carousel.drag(by: direction * 40)
        blackHole(fixture.carousel.currentIndex)
      }
    } setup: {
      try CarouselFrameFixture(count: count)
    }

    Benchmark(benchmarkName("carousel.items", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for item in fixture.carousel.livePages {
          blackHole(item.placement)
          blackHole(item.index)
        }
      }
    } setup: {
      try CarouselFrameFixture.midSwipe(count: count)
    }
  }
}
