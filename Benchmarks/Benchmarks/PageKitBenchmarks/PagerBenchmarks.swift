import Benchmark
import PageKitCore

/// The pager type the pager benchmarks drive.
typealias BenchmarkPager = Pager<ArrayPageSource<PageObject, Int>, SlideTransition>

/// Counts the events a host receives.
final class EventCounter {
  /// Events seen.
  var count = 0
}

/// A pager over `count` pages, at rest in the middle (the average case for a linear scan), with
/// a host that counts its events.
final class PagerFixture {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// One page length, in points.
  static let pageLength = 400.0

  /// The pages, shared with the seed's controller.
  let pages: [PageObject]
  /// The pager.
  let pager: BenchmarkPager
  /// The page the pager starts on.
  let home: Int
  /// The seed's controller over the same pages.
  let seed: SeedPageController<PageObject>
  /// The host clock, seconds.
  var time = 0.0
  /// Which way the next settle goes.
  var forward = true
  /// Where a pointer fed to the pager is, along the axis, in points.
  var pointerX = 0.0
  /// The pointer's own clock, seconds.
  var pointerTime = 0.0
  private let counter = EventCounter()

  /// Creates the fixture.
  ///
  /// - Parameter count: The number of pages (at least 2).
  /// - Throws: A `PagerError` if the pager rejects its setup.
  init(count: Int) throws {
    pages = makePages(count)
    home = count / 2
    seed = SeedPageController(controllers: pages)
    pager = try BenchmarkPager(
      source: ArrayPageSource(pages), initialIndex: home,
      configuration: PagerConfiguration(viewportLength: Self.pageLength))
    let counter = self.counter
    pager.addEventObserver { _ in counter.count += 1 }
    try pager.advance(to: time)
  }

  /// The fixture with a host that applies the live window's deltas: it counts the pages it is
  /// told entered and left (a host's views, without the views).
  ///
  /// - Parameter count: The number of pages (at least 2).
  /// - Returns: The fixture.
  /// - Throws: A `PagerError` if the pager rejects its setup.
  static func observingDeltas(count: Int) throws -> PagerFixture {
    let fixture = try PagerFixture(count: count)
    let counter = fixture.counter
    fixture.pager.addLiveWindowObserver { delta in
      counter.count += delta.inserted.count - delta.removed.count + delta.appeared.count
    }
    return fixture
  }

  /// A fixture whose pager is a third of a page into a swipe: four pages live.
  ///
  /// - Parameter count: The number of pages.
  /// - Returns: The fixture.
  /// - Throws: A `PagerError` if the pager rejects its setup.
  static func midSwipe(count: Int) throws -> PagerFixture {
    let fixture = try PagerFixture(count: count)
    try fixture.pager.beginDrag()
    try fixture.pager.drag(by: -0.3 * pageLength)
    return fixture
  }

  /// Frames per settle step: the measured frames cover most of a settle and end before it rests.
  var frameStep: Double {
    pager.configuration.settleSpring.settlingDuration / Double(framesPerSample.rawValue + 64)
  }

  /// Puts a pointer down and moves it past the touch slop: the pointer drives a drag (outside
  /// measurement).
  func pressPointer() throws {
    try finishMotion()
    pointerTime += 1
    pointerX = 200
    try pager.pointerDown(x: pointerX, y: 100, timestamp: pointerTime)
    movePointer(by: -20)
  }

  /// Moves the pointer by `distance` points, 1/120 s after its last sample.
  func movePointer(by distance: Double) {
    pointerX += distance
    pointerTime += 1.0 / 120
    try? pager.pointerMove(x: pointerX, y: 100, timestamp: pointerTime)
  }

  /// Begins a trackpad's phased scroll that drives a drag (outside measurement).
  func beginTrackpad() throws {
    try finishMotion()
    pointerTime += 1
    try pager.scrollWheel(WheelEvent(phase: .began, timestamp: pointerTime))
    scrollTrackpad(by: 20)
  }

  /// Scrolls the trackpad by `distance` points, 1/120 s after its last event.
  func scrollTrackpad(by distance: Double) {
    pointerTime += 1.0 / 120
    try? pager.scrollWheel(WheelEvent(deltaX: distance, phase: .changed, timestamp: pointerTime))
  }

  /// Brings the pager to rest (outside measurement).
  func finishMotion() throws {
    try? pager.scrollWheel(WheelEvent(phase: .cancelled, timestamp: pointerTime))
    if pager.pointerPhase != .up { try pager.pointerCancel() }
    if pager.phase == .dragging { try pager.endDrag(velocity: 0) }
    if pager.phase == .settling {
      time += 10
      try pager.advance(to: time)
    }
  }

  /// Starts a settle toward the neighbouring page from a released drag, alternating direction
  /// (outside measurement).
  func startSettle() throws {
    try finishMotion()
    try pager.beginDrag()
    let sign = forward ? -1.0 : 1.0
    try pager.drag(by: sign * 0.6 * Self.pageLength)
    try pager.endDrag(velocity: 0)
    forward.toggle()
  }

  /// The page a host shows next: alternately the home page and the one after it.
  ///
  /// - Parameter step: A counter.
  /// - Returns: A page in the middle of the source.
  func visiblePage(_ step: Int) -> PageObject {
    pages[home + (step & 1)]
  }
}

/// One sample of `count`-sized baselines: a linear scan costs too much at a million pages for a
/// thousand per sample.
///
/// - Parameter count: The input size.
/// - Returns: The configuration.
func baselineConfiguration(_ count: Int) -> Benchmark.Configuration {
  count >= 1_000_000
    ? configuration(scaling: .one, maxIterations: 2_000) : configuration()
}

/// Pager per-frame operations: `advance(to:)` during a settle, `drag(by:)`, `livePages`.
func registerPagerBenchmarks() {
  for count in pageCounts {
    Benchmark(benchmarkName("pager.advance", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      try? fixture.startSettle()
      let step = fixture.frameStep
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        fixture.time += step
        try? fixture.pager.advance(to: fixture.time)
        blackHole(fixture.pager.position)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    // The seed's frame: the index of the page shown, by a linear search.
    Benchmark(
      benchmarkName("pager.advance", count, .baseline),
      configuration: baselineConfiguration(count)
    ) { benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let index = fixture.seed.index(of: fixture.visiblePage(step)) ?? 0
        blackHole(Double(index) + Double(step) / 1_000)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    Benchmark(benchmarkName("pager.drag", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      if fixture.pager.phase != .dragging {
        try? fixture.finishMotion()
        try? fixture.pager.beginDrag()
      }
      benchmark.startMeasurement()
      // A finger sweeping half a page forward and back, five times per sample.
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
        try? fixture.pager.drag(by: direction * 2)
        blackHole(fixture.pager.currentIndex)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    // A host's frame of a drag: the finger's move, then the live pages read to draw them
    // (their placements), without and with a live-window observer (the target: within
    // 1.2x, allocating nothing).
    for deltas in [false, true] {
      Benchmark(
        benchmarkName(deltas ? "pager.frameWithDeltas" : "pager.frame", count, .pageKit),
        configuration: configuration()
      ) { benchmark, fixture in
        if fixture.pager.phase != .dragging {
          try? fixture.finishMotion()
          try? fixture.pager.beginDrag()
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          let step = fixture.cursor.next()
          let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
          try? fixture.pager.drag(by: direction * 2)
          for live in fixture.pager.livePages { blackHole(live.placement) }
        }
      } setup: {
        deltas
          ? try PagerFixture.observingDeltas(count: count) : try PagerFixture(count: count)
      }
    }

    // A release's landing read as the finger lifts and on every frame of its settle, releases
    // one after another: the forecast reuses its storage (the target: allocating
    // nothing in steady state).
    Benchmark(
      benchmarkName("pager.landing", count, .pageKit), configuration: configuration()
    ) { benchmark, fixture in
      let step = fixture.frameStep
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        if fixture.pager.phase == .idle { try? fixture.startSettle() }
        fixture.time += step
        try? fixture.pager.advance(to: fixture.time)
        blackHole(fixture.pager.landing?.crossings.count ?? 0)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    // A host's frame of a drag that draws a page control too: the finger's move, then seven
    // dots read with their sizes and selections (the target: allocating nothing).
    Benchmark(
      benchmarkName("pager.frameWithDots", count, .pageKit), configuration: configuration()
    ) { benchmark, fixture in
      if fixture.pager.phase != .dragging {
        try? fixture.finishMotion()
        try? fixture.pager.beginDrag()
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        try? fixture.pager.drag(by: (step / 100) & 1 == 0 ? -2 : 2)
        guard let dots = try? fixture.pager.pageDots(maximumVisible: 7) else { continue }
        for dot in dots { blackHole(dot.selection * dot.scale) }
      }
    } setup: {
      try PagerFixture(count: count)
    }

    Benchmark(
      benchmarkName("pager.pointerMove", count, .pageKit), configuration: configuration()
    ) { benchmark, fixture in
      if fixture.pager.pointerPhase != .dragging { try? fixture.pressPointer() }
      benchmark.startMeasurement()
      // The finger of pager.drag, fed as samples: each one a tracker sample and a drag.
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        fixture.movePointer(by: (step / 100) & 1 == 0 ? -2 : 2)
        blackHole(fixture.pager.currentIndex)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    Benchmark(
      benchmarkName("pager.trackpadScroll", count, .pageKit), configuration: configuration()
    ) { benchmark, fixture in
      if fixture.pager.phase != .dragging { try? fixture.beginTrackpad() }
      benchmark.startMeasurement()
      // The finger of pager.drag, fed as a trackpad's phased scroll: the pointer's rules.
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        fixture.scrollTrackpad(by: (step / 100) & 1 == 0 ? 2 : -2)
        blackHole(fixture.pager.currentIndex)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    // The seed's frame of a drag: the data source asked for the page the finger reveals.
    Benchmark(
      benchmarkName("pager.drag", count, .baseline), configuration: baselineConfiguration(count)
    ) { benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let page = fixture.visiblePage(step)
        let revealed =
          (step / 100) & 1 == 0 ? fixture.seed.page(after: page) : fixture.seed.page(before: page)
        blackHole(revealed)
      }
    } setup: {
      try PagerFixture(count: count)
    }

    Benchmark(benchmarkName("pager.livePages", count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for live in fixture.pager.livePages {
          blackHole(live.placement)
          blackHole(live.page)
        }
      }
    } setup: {
      try PagerFixture.midSwipe(count: count)
    }

    // The seed's live pages: the shown page's index and both neighbours, each by a search.
    Benchmark(
      benchmarkName("pager.livePages", count, .baseline),
      configuration: baselineConfiguration(count)
    ) { benchmark, fixture in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let page = fixture.visiblePage(step)
        blackHole(fixture.seed.index(of: page))
        blackHole(fixture.seed.page(before: page))
        blackHole(fixture.seed.page(after: page))
      }
    } setup: {
      try PagerFixture(count: count)
    }
  }
}
