import Benchmark
import PageKitCore

/// A velocity tracker fed a finger's samples at 120 Hz, and the host clock that times them.
final class TrackerFixture {
  /// The tracker, full after the first samples.
  var tracker = VelocityTracker()
  /// The host clock, seconds.
  var time = 0.0

  /// A fixture whose tracker holds its most samples.
  static func filled() -> TrackerFixture {
    let fixture = TrackerFixture()
    for _ in 0..<VelocityTracker.maximumSamples { fixture.addSample() }
    return fixture
  }

  /// Adds the next sample: a finger moving at about 2,000 points per second, wobbling a little.
  func addSample() {
    time += 1.0 / 120
    tracker.addSample(2_000 * time + (time * 977).truncatingRemainder(dividingBy: 3), at: time)
  }
}

/// The velocity tracker: adding a sample (O(1), nothing allocated) and reading the velocity
/// at a release (a fit over the 13 samples of the last 100 ms at 120 Hz, nothing allocated).
func registerInputBenchmarks() {
  let samples = VelocityTracker.maximumSamples
  Benchmark(
    benchmarkName("input.velocityTracker.addSample", samples, .pageKit),
    configuration: configuration()
  ) { benchmark, fixture in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      fixture.addSample()
    }
    blackHole(fixture.tracker.sampleCount)
  } setup: {
    TrackerFixture.filled()
  }

  Benchmark(
    benchmarkName("input.velocityTracker.velocity", samples, .pageKit),
    configuration: configuration()
  ) { benchmark, fixture in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(fixture.tracker.velocity(at: fixture.time))
    }
  } setup: {
    TrackerFixture.filled()
  }
}
