import Benchmark
import PageKitCore

/// A page that counts how many of its kind are alive.
final class CountedPage: Equatable {
  nonisolated(unsafe) private(set) static var live = 0
  nonisolated(unsafe) private(set) static var peak = 0

  /// The page's index.
  let number: Int

  /// Creates a page and counts it.
  ///
  /// - Parameter number: The page's index.
  init(number: Int) {
    self.number = number
    Self.live += 1
    Self.peak = max(Self.peak, Self.live)
  }

  deinit { Self.live -= 1 }

  /// Restarts the peak count from the instances alive now.
  static func resetPeak() { peak = live }

  static func == (lhs: CountedPage, rhs: CountedPage) -> Bool { lhs === rhs }
}

/// A generated source that makes a fresh counted page per request.
final class CountedPageSource: GeneratedPageSource<CountedPage> {
  override func makePage(at index: Int) -> CountedPage? {
    CountedPage(number: index)
  }
}

/// The most instances alive at once during a sample.
let liveInstances = BenchmarkMetric.custom("liveInstances", useScalingFactor: false)

/// The number of pages of the generated-source benchmark.
let generatedPageCount = 1_000_000

/// Page turns per sample.
let pageTurns = 10_000

/// A generated source of a million pages through 10,000 page turns (animated, each settled by a
/// frame), against the seeds' array of pre-made pages.
func registerGeneratedSourceBenchmarks() {
  var turns = configuration(scaling: .one, maxIterations: 30, metrics: [liveInstances])
  // Allocation counts of 10,000 turns may move by a few when the runtime's caches warm
  // differently; the instance count must not move at all.
  turns.thresholds = [
    .mallocCountTotal: BenchmarkThresholds(relative: [.p90: 1.0]),
    liveInstances: BenchmarkThresholds(absolute: [.p90: 0]),
  ]
  Benchmark(
    benchmarkName("source.generated.10000turns", generatedPageCount, .pageKit),
    configuration: turns
  ) { benchmark in
    guard
      let pager = try? Pager(
        source: CountedPageSource(count: generatedPageCount),
        configuration: PagerConfiguration(viewportLength: 400))
    else { return }
    var time = 0.0
    try? pager.advance(to: time)
    CountedPage.resetPeak()
    benchmark.startMeasurement()
    for _ in 0..<pageTurns {
      try? pager.scrollToNext(animated: true)
      time += 1
      try? pager.advance(to: time)
    }
    benchmark.stopMeasurement()
    blackHole(pager.settledIndex)
    benchmark.measurement(liveInstances, CountedPage.peak)
  }

  // The seeds: every page made up front into one array; each turn finds the shown page by a
  // search to step to the next and to report the new index.
  Benchmark(
    benchmarkName("source.generated.10000turns", generatedPageCount, .baseline),
    configuration: turns
  ) { benchmark in
    CountedPage.resetPeak()
    benchmark.startMeasurement()
    let seed = SeedPageController(controllers: (0..<generatedPageCount).map(CountedPage.init))
    var shown = seed.controllers[0]
    for _ in 0..<pageTurns {
      guard let next = seed.page(after: shown) else { break }
      shown = next
      blackHole(seed.index(of: shown))
    }
    benchmark.stopMeasurement()
    benchmark.measurement(liveInstances, CountedPage.peak)
  }
}
