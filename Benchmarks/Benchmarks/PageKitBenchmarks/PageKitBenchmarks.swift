import Benchmark

/// The benchmark suite: PageKit's per-frame operations at 10, 1,000 and 1,000,000 pages, each
/// beside the seeds' algorithm on the same inputs.
let benchmarks: @Sendable () -> Void = {
  registerPagerBenchmarks()
  registerSnapBenchmarks()
  registerTabBenchmarks()
  registerTabCoordinatorBenchmarks()
  registerCarouselBenchmarks()
  registerCarouselFrameBenchmarks()
  registerStripBenchmarks()
  registerGeneratedSourceBenchmarks()
  registerTraceBenchmarks()
  registerInputBenchmarks()
}
