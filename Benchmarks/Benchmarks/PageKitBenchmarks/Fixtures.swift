import Benchmark
import PageKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The sizes every scaling benchmark runs at.
let pageCounts = [10, 1_000, 1_000_000]

/// The tab counts of the tab-bar benchmarks.
let tabCounts = [10, 10_000]

/// Inner iterations per sample for per-frame operations: the reported times are per operation.
var framesPerSample: BenchmarkScalingFactor { .kilo }

/// The name of a benchmark: `<operation>_n=<count>_<implementation>`, the form
/// `Scripts/benchmark-report.sh` reads back. No spaces: threshold files are named after it.
///
/// - Parameters:
///   - operation: What is measured, e.g. `pager.advance`.
///   - count: The number of pages, items or tabs.
///   - implementation: `PageKit` or `baseline`.
/// - Returns: The benchmark's name.
func benchmarkName(_ operation: String, _ count: Int, _ implementation: Implementation) -> String {
  "\(operation)_n=\(count)_\(implementation.rawValue)"
}

/// Which side of a comparison a benchmark measures.
enum Implementation: String {
  /// PageKit's own code.
  case pageKit = "PageKit"
  /// The seeds' algorithm, written here from their descriptions.
  case baseline
}

/// A configuration for one benchmark: per-operation scaling for cheap operations, one operation
/// per sample for the linear baselines at large sizes (so a run stays short).
///
/// `PAGEKIT_BENCHMARK_QUICK=1` (set by `Scripts/benchmark-check.sh`) shortens every benchmark:
/// allocation counts are exact per sample, so a few samples are enough to check them.
///
/// - Parameters:
///   - scaling: Operations per sample.
///   - maxIterations: The most samples in a full run.
///   - metrics: Extra metrics beyond wall clock and allocation count.
/// - Returns: The configuration.
func configuration(
  scaling: BenchmarkScalingFactor = framesPerSample, maxIterations: Int = 10_000,
  metrics: [BenchmarkMetric] = []
) -> Benchmark.Configuration {
  let quick = Environment.isQuick
  return Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal] + metrics,
    timeUnits: .nanoseconds,
    units: [.mallocCountTotal: .count, liveInstances: .count],
    warmupIterations: 3,
    scalingFactor: scaling,
    maxDuration: quick ? .milliseconds(150) : .seconds(1),
    maxIterations: quick ? min(maxIterations, 20) : maxIterations)
}

/// Process environment switches.
enum Environment {
  /// Whether the run only checks allocation counts (short runs).
  static var isQuick: Bool {
    guard let value = getenv("PAGEKIT_BENCHMARK_QUICK") else { return false }
    return String(cString: value) == "1"
  }
}

/// A page as the seeds keep them: a reference type, equal only to itself (as view controllers
/// are), held in one array.
final class PageObject: Equatable {
  /// The page's position in the array it was made for.
  let number: Int

  /// Creates a page.
  ///
  /// - Parameter number: The page's position.
  init(number: Int) { self.number = number }

  static func == (lhs: PageObject, rhs: PageObject) -> Bool { lhs === rhs }
}

/// `count` distinct pages.
///
/// - Parameter count: The number of pages.
/// - Returns: The pages, page `i` at index `i`.
func makePages(_ count: Int) -> [PageObject] {
  (0..<count).map(PageObject.init(number:))
}

/// A counter that survives between samples, so that benchmarks of one operation per sample walk
/// their inputs as those of a thousand do.
final class Cursor {
  private var value = 0

  /// The next step.
  ///
  /// - Returns: 0, 1, 2, …
  func next() -> Int {
    defer { value &+= 1 }
    return value
  }
}
