import Benchmark
import PageKitCore
import PageKitSnap

/// A snapping strip as the snapping seed sets it up: cards of 300 points (or 200 to 349 on a
/// variable strip) with 10-point spacing and 16-point insets, a 375-point viewport, releases
/// snapping with `DirectionalSnap(velocityThreshold: 300)` to `.leading(16)`; at rest
/// in the middle of its items, with a host that counts its events.
final class StripFixture<Layout: StripLayout> {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The strip.
  let strip: SnappingStrip<ArrayPageSource<PageObject, Int>, Layout, DirectionalSnap>
  /// The host clock, seconds.
  var time = 0.0
  /// Which way the next settle goes.
  var forward = true
  private let counter = EventCounter()

  /// Creates the fixture.
  ///
  /// - Parameter layout: The items' geometry.
  /// - Throws: A `PagerError` if the strip rejects its setup.
  init(layout: Layout) throws {
    strip = try SnappingStrip(
      source: ArrayPageSource(makePages(layout.count)), layout: layout,
      snap: DirectionalSnap(velocityThreshold: 300),
      viewportLength: SnapFixture<Layout>.viewportLength,
      anchor: .leading(SnapFixture<Layout>.padding), initialIndex: layout.count / 2)
    let counter = self.counter
    strip.addEventObserver { _ in counter.count += 1 }
    try strip.advance(to: time)
  }

  /// A fixture whose strip is a third of a card into a swipe.
  ///
  /// - Parameter layout: The items' geometry.
  /// - Returns: The fixture.
  /// - Throws: As ``init(layout:)``.
  static func midSwipe(layout: Layout) throws -> StripFixture {
    let fixture = try StripFixture(layout: layout)
    try fixture.strip.beginDrag()
    try fixture.strip.drag(by: -100)
    return fixture
  }

  /// Seconds per measured frame: the measured frames cover most of a settle (the strip's
  /// default spring, `SpringCurve.page`) and end before it rests.
  var frameStep: Double {
    SpringCurve.page.settlingDuration / Double(framesPerSample.rawValue + 64)
  }

  /// Brings the strip to rest (outside measurement).
  func finishMotion() throws {
    if strip.phase == .dragging { try strip.endDrag(velocity: 0) }
    if strip.phase == .settling {
      time += 10
      try strip.advance(to: time)
    }
  }

  /// Starts a settle toward the neighbouring card from a slow release, alternating direction
  /// (outside measurement).
  func startSettle() throws {
    try finishMotion()
    try strip.beginDrag()
    let sign = forward ? -1.0 : 1.0
    try strip.drag(by: sign * 200)
    try strip.endDrag(velocity: 0)
    forward.toggle()
  }
}

/// Registers the strip's frame benchmarks that depend on its layout.
///
/// - Parameters:
///   - suffix: The layout's name in the benchmarks' names (`uniform`, `variable`).
///   - frames: Whether to register `strip.advance` and `strip.drag` too.
///   - makeLayout: Makes a layout of `count` items.
func registerStripBenchmarks<Layout: StripLayout>(
  _ suffix: String, frames: Bool, _ makeLayout: @escaping (Int) throws -> Layout
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
          try? fixture.strip.advance(to: fixture.time)
          blackHole(fixture.strip.offset)
        }
      } setup: {
        try StripFixture(layout: makeLayout(count))
      }

      Benchmark(benchmarkName("strip.drag", count, .pageKit), configuration: configuration()) {
        benchmark, fixture in
        if fixture.strip.phase != .dragging {
          try? fixture.finishMotion()
          try? fixture.strip.beginDrag()
        }
        benchmark.startMeasurement()
        // A finger sweeping 200 points forward and back, five times per sample.
        for _ in benchmark.scaledIterations {
          let step = fixture.cursor.next()
          let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
          try? fixture.strip.drag(by: direction * 2)
          blackHole(fixture.strip.currentIndex)
        }
      } setup: {
        try StripFixture(layout: makeLayout(count))
      }
    }

    Benchmark(
      benchmarkName("strip.visibleItems.\(suffix)", count, .pageKit),
      configuration: configuration()
    ) { benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for item in fixture.strip.visibleItems {
          blackHole(item.frameOrigin)
          blackHole(item.index)
        }
      }
    } setup: {
      try StripFixture.midSwipe(layout: makeLayout(count))
    }
  }
}

/// Strip frames: `advance(to:)` during a settle and `drag(by:)` on a uniform strip, and iterating
/// `visibleItems` mid-swipe on a uniform and a variable strip.
func registerStripBenchmarks() {
  registerStripBenchmarks("uniform", frames: true, uniformStrip)
  registerStripBenchmarks("variable", frames: false, variableStrip)
}
