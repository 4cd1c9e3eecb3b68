import Benchmark
import PageKitCore
import PageKitSnap

/// A `Pager` with an item layout as the snapping seed sets it up: cards of 300 points (or 200
/// to 349 on a variable layout) with 10-point spacing, a 375-point viewport, releases snapping
/// with `DirectionalSnap(velocityThreshold: 300)` to `.leading(16)` (which gives the content
/// 16-point insets); at rest in the middle of its items, with a host that counts its events.
/// The benchmarks keep the `strip.*` names of the snapping strip they measured before.
final class StripFixture {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The pager.
  let pager: Pager<ArrayPageSource<PageObject, Int>, SlideTransition>
  /// The host clock, seconds.
  var time = 0.0
  /// Which way the next settle goes.
  var forward = true
  private let counter = EventCounter()

  /// Creates the fixture.
  ///
  /// - Parameters:
  ///   - layout: The items' layout.
  ///   - count: The number of items.
  /// - Throws: A `PagerError` if the pager rejects its setup.
  init(layout: PagerLayout, count: Int) throws {
    pager = try Pager(
      source: ArrayPageSource(makePages(count)), layout: layout,
      anchor: .leading(SnapFixture<UniformStrip>.padding),
      snap: DirectionalSnap(velocityThreshold: 300), initialIndex: count / 2,
      configuration: PagerConfiguration(viewportLength: SnapFixture<UniformStrip>.viewportLength))
    let counter = self.counter
    pager.addEventObserver { _ in counter.count += 1 }
    try pager.advance(to: time)
  }

  /// A fixture whose pager is a third of a card into a swipe.
  ///
  /// - Parameters:
  ///   - layout: The items' layout.
  ///   - count: The number of items.
  /// - Returns: The fixture.
  /// - Throws: As ``init(layout:count:)``.
  static func midSwipe(layout: PagerLayout, count: Int) throws -> StripFixture {
    let fixture = try StripFixture(layout: layout, count: count)
    try fixture.pager.beginDrag()
    try fixture.pager.drag(by: -100)
    return fixture
  }

  /// Seconds per measured frame: the measured frames cover most of a settle (the pager's
  /// default spring, `SpringCurve.page`) and end before it rests.
  var frameStep: Double {
    SpringCurve.page.settlingDuration / Double(framesPerSample.rawValue + 64)
  }

  /// Brings the pager to rest (outside measurement).
  func finishMotion() throws {
    if pager.phase == .dragging { try pager.endDrag(velocity: 0) }
    if pager.phase == .settling {
      time += 10
      try pager.advance(to: time)
    }
  }

  /// Starts a settle toward the neighbouring card from a slow release, alternating direction
  /// (outside measurement).
  func startSettle() throws {
    try finishMotion()
    try pager.beginDrag()
    let sign = forward ? -1.0 : 1.0
    try pager.drag(by: sign * 200)
    try pager.endDrag(velocity: 0)
    forward.toggle()
  }
}

/// `count` items of 300 points with 10-point spacing: `uniformStrip(_:)`'s items.
///
/// - Parameter count: The number of items (a uniform layout takes it from the source).
/// - Returns: The layout.
func uniformItems(_ count: Int) -> PagerLayout {
  .uniform(itemLength: 300, spacing: 10)
}

/// `count` items of 200 to 349 points with 10-point spacing: `variableStrip(_:)`'s items.
///
/// - Parameter count: The number of items.
/// - Returns: The layout.
func variableItems(_ count: Int) -> PagerLayout {
  .variable(itemLengths: (0..<count).map { 200 + Double(($0 * 37) % 150) }, spacing: 10)
}

/// Registers the item-layout pager's frame benchmarks that depend on its layout.
///
/// - Parameters:
///   - suffix: The layout's name in the benchmarks' names (`uniform`, `variable`).
///   - frames: Whether to register `strip.advance` and `strip.drag` too.
///   - makeLayout: Makes a layout of `count` items.
func registerStripBenchmarks(
  _ suffix: String, frames: Bool, _ makeLayout: @escaping (Int) -> PagerLayout
) {
  for count in pageCounts {
    if frames {
      Benchmark(benchmarkName("strip.advance", count, .pageKit), configuration: configuration()) {
        benchmark, fixture in
        try? fixture.startSettle()
        let step = fixture.frameStep
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          fixture.time += step
          try? fixture.pager.advance(to: fixture.time)
          blackHole(fixture.pager.contentOffset)
        }
      } setup: {
        try StripFixture(layout: makeLayout(count), count: count)
      }

      Benchmark(benchmarkName("strip.drag", count, .pageKit), configuration: configuration()) {
        benchmark, fixture in
        if fixture.pager.phase != .dragging {
          try? fixture.finishMotion()
          try? fixture.pager.beginDrag()
        }
        benchmark.startMeasurement()
        // A finger sweeping 200 points forward and back, five times per sample.
        for _ in benchmark.scaledIterations {
          let step = fixture.cursor.next()
          let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
          try? fixture.pager.drag(by: direction * 2)
          blackHole(fixture.pager.currentIndex)
        }
      } setup: {
        try StripFixture(layout: makeLayout(count), count: count)
      }
    }

    Benchmark(
      benchmarkName("strip.visibleItems.\(suffix)", count, .pageKit),
      configuration: configuration()
    ) { benchmark, fixture in
      let pager = fixture.pager
      let viewport = pager.viewportLength
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        // The live pages are the visible items and one preloaded on each side: the visible ones
        // are those with some part inside the viewport.
        for item in pager.livePages where item.origin < viewport && item.origin + item.length > 0 {
          blackHole(item.origin)
          blackHole(item.index)
        }
      }
    } setup: {
      try StripFixture.midSwipe(layout: makeLayout(count), count: count)
    }
  }
}

/// Item-layout pager frames: `advance(to:)` during a settle and `drag(by:)` on a uniform layout,
/// and iterating the visible `livePages` mid-swipe on a uniform and a variable layout.
func registerStripBenchmarks() {
  registerStripBenchmarks("uniform", frames: true, uniformItems)
  registerStripBenchmarks("variable", frames: false, variableItems)
}
