import Benchmark
import PageKitCore
import PageKitSnap

/// A strip, the seed's layout over the same items, and a ring of releases around its middle.
final class SnapFixture<Strip: StripLayout> {
  /// Walks the inputs across samples.
  let cursor = Cursor()

  /// The viewport length (a phone's width).
  static var viewportLength: Double { 375 }
  /// The seed's leading padding.
  static var padding: Double { 16 }

  /// The items.
  let strip: Strip
  /// The seed's snapping layout over the same items.
  let seed: SeedSnappingLayout
  /// The strategy: the snapping seed's behaviour.
  let strategy: DirectionalSnap
  /// Release offsets.
  let offsets: [Double]
  /// Release velocities, points per second.
  let velocities: [Double]

  /// Creates the fixture.
  ///
  /// - Parameter strip: The items.
  /// - Throws: A `PagerError` if the strategy rejects its threshold.
  init(strip: Strip) throws {
    self.strip = strip
    seed = SeedSnappingLayout(
      strip: strip, viewportLength: Self.viewportLength, padding: Self.padding)
    strategy = try DirectionalSnap(velocityThreshold: 300)
    let middle = strip.contentLength / 2
    offsets = (0..<1_024).map { middle + Double($0 % 64 - 32) * 97.25 }
    let ring = [-2_400.0, -120, 0, 180, 2_600]
    velocities = (0..<1_024).map { ring[$0 % ring.count] }
  }

  /// The proposal for release `step`.
  ///
  /// - Parameter step: A counter.
  /// - Returns: Offset, proposed resting offset and velocity.
  func release(_ step: Int) -> (offset: Double, proposed: Double, velocity: Double) {
    let offset = offsets[step & 1_023]
    let velocity = velocities[step & 1_023]
    return (offset, offset + velocity * 0.325, velocity)
  }
}

/// `count` items of 300 points with 10-point spacing and 16-point insets.
///
/// - Parameter count: The number of items.
/// - Returns: The strip.
/// - Throws: A `StripLayoutError` (never, for these values).
func uniformStrip(_ count: Int) throws -> UniformStrip {
  try UniformStrip(
    count: count, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16)
}

/// `count` items of 200 to 349 points with 10-point spacing and 16-point insets.
///
/// - Parameter count: The number of items.
/// - Returns: The strip.
/// - Throws: A `StripLayoutError` (never, for these values).
func variableStrip(_ count: Int) throws -> VariableStrip {
  try VariableStrip(
    lengths: (0..<count).map { 200 + Double(($0 * 37) % 150) }, spacing: 10, leadingInset: 16,
    trailingInset: 16)
}

/// Registers the PageKit and seed snap-target benchmarks over one kind of strip.
///
/// - Parameters:
///   - operation: The benchmark's operation name.
///   - makeStrip: Makes a strip of `count` items.
func registerSnapBenchmarks<Strip: StripLayout>(
  _ operation: String, _ makeStrip: @escaping (Int) throws -> Strip
) {
  for count in pageCounts {
    Benchmark(benchmarkName(operation, count, .pageKit), configuration: configuration()) {
      benchmark, fixture in
      let strategy = fixture.strategy
      let strip = fixture.strip
      let viewport = SnapFixture<Strip>.viewportLength
      let anchor = SnapAnchor.leading(SnapFixture<Strip>.padding)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let release = fixture.release(step)
        let proposal = SnapProposal(
          strip: strip, viewportLength: viewport, anchor: anchor, currentOffset: release.offset,
          proposedOffset: release.proposed, contentVelocity: release.velocity)
        blackHole(strategy.target(for: proposal))
      }
    } setup: {
      try SnapFixture(strip: makeStrip(count))
    }

    Benchmark(
      benchmarkName(operation, count, .baseline), configuration: baselineConfiguration(count)
    ) { benchmark, fixture in
      let seed = fixture.seed
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let release = fixture.release(step)
        blackHole(
          seed.target(
            proposed: release.proposed, velocity: release.velocity, current: release.offset))
      }
    } setup: {
      try SnapFixture(strip: makeStrip(count))
    }
  }
}

/// Snap targets on a uniform and a variable strip.
func registerSnapBenchmarks() {
  registerSnapBenchmarks("snap.directional.uniform", uniformStrip)
  registerSnapBenchmarks("snap.directional.variable", variableStrip)
}
