import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A flight recorder keeps the last steps (or seconds) in ring buffers; its trace starts at the
/// oldest kept step that began at rest, and replays.
@Suite struct TraceFlightRecorderTests {
  /// Swipes forward and back `count` times, each settled over 40 frames.
  func swipe(_ pager: Pager<AnyCircular, SlideTransition>, times count: Int) throws {
    var time = pager.currentTime ?? 0
    try pager.advance(to: time)
    for swipe in 0..<count {
      try pager.beginDrag()
      try pager.drag(by: swipe.isMultiple(of: 2) ? -40 : 40)
      try pager.endDrag(velocity: swipe.isMultiple(of: 2) ? -800 : 800)
      for _ in 0..<40 {
        time += 1.0 / 60
        try pager.advance(to: time)
      }
    }
  }

  @Test(arguments: [PagerLayout.fullPage, .uniform(itemLength: 60, spacing: 8)])
  func theLastStepsAreKeptAndReplayFromARest(layout: PagerLayout) throws {
    // Given a flight recorder of 100 steps on a pager swiped 20 times (860 steps).
    let pager = try TraceSession.pager(layout: layout)
    let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(100))
    try swipe(pager, times: 20)
    // Then its trace holds at most the last 100 steps, starting at a rest, and replays.
    let trace = try #require(recorder.trace())
    #expect(trace.steps.count <= 100)
    #expect(trace.steps.count >= 100 - 43)
    #expect(trace.steps.last?.outcome.phase == .idle)
    #expect(try trace.replay() == .identical)
    // And everything kept matches the same steps of a full recording.
    let full = try TraceSession.pager(layout: layout)
    let everything = PagerTraceRecorder(recording: full)
    try swipe(full, times: 20)
    let all = try #require(everything.trace())
    #expect(Array(all.steps.suffix(trace.steps.count)) == trace.steps)
  }

  @Test func theLastSecondsAreKept() throws {
    // Given a flight recorder of the last second (at most 1,000 steps), 20 swipes of 2/3 s.
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(
      recording: pager, retention: .lastSeconds(1, maximumSteps: 1_000))
    try swipe(pager, times: 20)
    let trace = try #require(recorder.trace())
    // Then it starts at the first rest within the last second.
    let end = try #require(pager.currentTime)
    let start = try #require(trace.start.time)
    #expect(start >= end - 1)
    #expect(start < end - 0.5)
    #expect(try trace.replay() == .identical)
  }

  @Test func aRingThatHoldsNoRestHasNoTrace() throws {
    // Given a ring of 5 steps and a drag of 10 frames that has not been released.
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(5))
    try pager.beginDrag()
    for _ in 0..<10 { try pager.drag(by: -3) }
    #expect(recorder.trace() == nil)
  }

  @Test func aStepWhoseEventsOutgrewTheEventRingIsNotAStart() throws {
    // Given a ring of one step (four events), and a command whose handler commands again: six
    // events in one step.
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(1))
    pager.addEventObserver { event in
      if case .didChangePage(let change) = event, change.to == "B" {
        try? pager.scroll(to: 3, animated: false)
      }
    }
    try pager.scroll(to: 1, animated: false)
    // Then no trace starts there: its first events are gone.
    #expect(recorder.trace() == nil)
    // And the next step, whose events are all kept, is one.
    try pager.scroll(to: 4, animated: false)
    let trace = try #require(recorder.trace())
    #expect(trace.steps.map(\.input) == [.scroll(index: 4, direction: nil, animated: false)])
    #expect(try trace.replay() == .identical)
  }
}
