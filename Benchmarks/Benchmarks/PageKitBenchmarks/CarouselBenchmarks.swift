import Benchmark
import PageKitCarousel
import PageKitCore

/// A circular carousel of cards narrower than the viewport, dragged by a host scroll view, and
/// offsets sweeping its content (many outside the safe band, so recentering shifts).
final class CarouselFixture {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The carousel, in a host scroll view's drag.
  let carousel: BenchmarkCarousel
  /// The scroll-view bridge the host drives it through.
  let bridge:
    ScrollViewBridge<CircularPageSource<ArrayPageSource<PageObject, Int>>, CoverFlowTransition>
  /// The distance from one card's leading edge to the next one's, in points.
  static let stride = 310.0
  /// Offsets across the whole content, one per frame.
  let offsets: [Double]
  /// The items (for the seed's search).
  let items: [PageObject]
  /// The seed's views: the last item copied in front, the first copied at the back (n + 2).
  let seedViews: [PageObject]
  /// The seed's controller over the items.
  let seed: SeedPageController<PageObject>
  /// Offsets across the seed's content, at the same fractions as `offsets`.
  let seedOffsets: [Double]

  /// Creates the fixture.
  ///
  /// - Parameter count: The number of items.
  /// - Throws: A `PagerError` (never, for these values).
  init(count: Int) throws {
    items = makePages(count)
    carousel = try makeBenchmarkCarousel(items, stride: Self.stride)
    bridge = try ScrollViewBridge(pager: carousel)
    bridge.scrollViewWillBeginDragging()
    let fractions = (0..<1_024).map { (Double(($0 * 389) % 1_024) + 0.37) / 1_024 }
    let contentLength = bridge.contentLength
    offsets = fractions.map { $0 * contentLength }
    seed = SeedPageController(controllers: items)
    seedViews = [items[count - 1]] + items + [items[0]]
    let seedContent = Double(count + 2) * Self.stride
    seedOffsets = fractions.map { $0 * seedContent }
  }
}

/// Carousel recentering and the logical index at an offset: a host scroll view's offset change
/// during a drag, through a looping pager's `ScrollViewBridge` (recentered, the release target
/// kept up to date), then the item at the anchor.
func registerCarouselBenchmarks() {
  for count in pageCounts {
    Benchmark(benchmarkName("carousel.recenter", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      let carousel = fixture.carousel
      let bridge = fixture.bridge
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        blackHole(bridge.scrollViewDidScroll(contentOffset: fixture.offsets[step & 1_023]))
        blackHole(carousel.currentIndex)
      }
    } setup: {
      try CarouselFixture(count: count)
    }

    // The carousel seed: jump the offset at the duplicated ends, then find the item shown by a
    // search (as the page seeds find their index).
    Benchmark(
      benchmarkName("carousel.recenter", count, .baseline),
      configuration: baselineConfiguration(count)
    ) { benchmark, fixture in
      let stride = CarouselFixture.stride
      let count = fixture.items.count
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        var offset = fixture.seedOffsets[step & 1_023]
        if offset >= stride * Double(count + 1) {
          offset = stride
        } else if offset <= 0 {
          offset += stride * Double(count)
        }
        let slot = min(max(Int((offset / stride).rounded()), 0), count + 1)
        blackHole(fixture.seed.index(of: fixture.seedViews[slot]))
      }
    } setup: {
      try CarouselFixture(count: count)
    }
  }
}
