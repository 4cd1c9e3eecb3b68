import Benchmark
import PageKitCore
import PageKitTrace

/// A pager fixture with a flight recorder attached (the last 1,024 steps), warmed up until its
/// ring buffers are full: from then on a frame overwrites a slot and allocates nothing.
final class FlightRecorderFixture {
  /// The steps the flight recorder keeps.
  static let capacity = 1_024

  /// The pager fixture the recorder records.
  let fixture: PagerFixture
  /// The recorder.
  let recorder: PagerTraceRecorder<Int>

  /// Creates the fixture and fills the recorder's buffers.
  ///
  /// - Parameter count: The number of pages.
  /// - Throws: A `PagerError` if the pager rejects its setup.
  init(count: Int) throws {
    fixture = try PagerFixture(count: count)
    recorder = PagerTraceRecorder(recording: fixture.pager, retention: .lastSteps(Self.capacity))
    // More steps (and events) than the buffers hold, so every slot has been written once.
    for _ in 0..<(Self.capacity / 16) {
      try fixture.startSettle()
      for _ in 0..<16 {
        fixture.time += fixture.frameStep
        try fixture.pager.advance(to: fixture.time)
      }
    }
  }
}

/// The flight recorder's cost per frame: `advance(to:)` during a settle and `drag(by:)`, each
/// recorded into the warm ring buffers (the allocation threshold is zero).
func registerTraceBenchmarks() {
  for count in pageCounts {
    Benchmark(
      benchmarkName("trace.flightRecorder.advance", count, .pageKit),
      configuration: configuration()
    ) { benchmark, recorded in
      let fixture = recorded.fixture
      try? fixture.startSettle()
      let step = fixture.frameStep
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        fixture.time += step
        try? fixture.pager.advance(to: fixture.time)
        blackHole(fixture.pager.position)
      }
    } setup: {
      try FlightRecorderFixture(count: count)
    }

    Benchmark(
      benchmarkName("trace.flightRecorder.drag", count, .pageKit), configuration: configuration()
    ) { benchmark, recorded in
      let fixture = recorded.fixture
      if fixture.pager.phase != .dragging {
        try? fixture.finishMotion()
        try? fixture.pager.beginDrag()
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let step = fixture.cursor.next()
        let direction = (step / 100) & 1 == 0 ? -1.0 : 1.0
        try? fixture.pager.drag(by: direction * 2)
        blackHole(fixture.pager.currentIndex)
      }
    } setup: {
      try FlightRecorderFixture(count: count)
    }
  }
}
