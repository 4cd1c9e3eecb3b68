import PageKitCore
import PageKitTrace
import Testing

/// A recorder attached to a pager records every call with its arguments, what it threw and
/// what it produced; a replay of the trace produces the same.
@Suite struct TraceRecordingTests {
  @Test func aRecordedSessionHoldsEveryCallInOrder() throws {
    // Given a recorder on a pager, when the session plays.
    let trace = try TraceSession.trace()
    // Then the trace starts at rest on A, and its inputs are the calls made.
    #expect(trace.start.source.ids == TraceSession.keys)
    #expect(trace.start.settledIndex == 0)
    #expect(trace.start.time == nil)
    #expect(trace.steps.first?.input == .advance(timestamp: 0))
    #expect(trace.steps[1].input == .beginDrag)
    #expect(trace.steps[2].input == .drag(translation: -30))
    #expect(trace.steps.contains { $0.input == .scroll(index: 99, direction: nil, animated: true) })
    let failed = trace.steps.first {
      $0.input == .scroll(index: 99, direction: nil, animated: true)
    }
    #expect(failed?.error == .indexOutOfRange(index: 99, count: 6))
    #expect(trace.steps.contains { if case .reload = $0.input { true } else { false } })
    #expect(trace.steps.contains { $0.input == .restore(PagerSnapshot(pageID: "A", index: 0)) })
    #expect(
      trace.steps.contains {
        if case .configure(let configuration) = $0.input {
          configuration.reduceMotion
        } else {
          false
        }
      })
    #expect(
      trace.steps.contains {
        $0.input
          == .setSnap(
            .init(name: "PagingSnap", parameters: ["maxItems": 3, "velocityThreshold": 300]))
      })
    // And each step holds what it produced.
    let release = try #require(trace.steps.first { $0.input == .endDrag(velocity: -900) })
    #expect(release.outcome.phase == .settling)
    #expect(release.outcome.targetIndex == 1)
    #expect(
      release.outcome.events.contains { if case .willChangePage = $0 { true } else { false } })
  }

  @Test(arguments: [
    (PagerLayout.fullPage, SnapAnchor.leading(0), false),
    (.uniform(itemLength: 60, spacing: 8), .center, false),
    (.variable(itemLengths: [50, 70, 40, 90, 60, 80], spacing: 4), .leading(10), false),
    (.fullPage, .leading(0), true),
  ])
  func aRecordedSessionReplaysIdentically(layout: PagerLayout, anchor: SnapAnchor, circular: Bool)
    throws
  {
    let trace = try TraceSession.trace(layout: layout, anchor: anchor, circular: circular)
    #expect(trace.steps.count > 20)
    #expect(try trace.replay() == .identical)
  }

  @Test func aTraceReadBackFromJSONReplaysIdentically() throws {
    let trace = try TraceSession.trace()
    let read = try PagerTrace<String>(json: try trace.jsonString())
    #expect(read == trace)
    #expect(try read.replay() == .identical)
  }

  @Test func callsFromEventHandlersAreRecordedInsideTheirStepAndReplay() throws {
    // Given a host that answers every change to B with a command to D.
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    pager.addEventObserver { event in
      if case .didChangePage(let change) = event, change.to == "B" {
        try? pager.scroll(to: 3, animated: false)
      }
    }
    // When a command lands on B.
    try pager.scroll(to: 1, animated: false)
    // Then the nested command is inside the step, and the replay makes it too.
    let trace = try #require(recorder.trace())
    #expect(trace.steps.count == 1)
    #expect(
      trace.steps[0].nested == [
        PagerTrace.Call(input: .scroll(index: 3, direction: nil, animated: false))
      ])
    #expect(trace.steps[0].outcome.targetIndex == 3)
    #expect(try trace.replay() == .identical)
  }

  @Test func aRecorderAttachedMidDragStartsAtTheFirstRest() throws {
    // Given a pager mid-drag when the recorder is attached.
    let pager = try TraceSession.pager()
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -30)
    let recorder = PagerTraceRecorder(recording: pager)
    #expect(recorder.trace() == nil)
    try pager.endDrag(velocity: 0)
    var time = 0.0
    TraceSession.frames(pager, from: &time)
    // When the pager moves on from rest.
    try pager.scroll(to: 2)
    // Then the trace starts there.
    let trace = try #require(recorder.trace())
    #expect(trace.steps.count == 1)
    #expect(trace.start.time == pager.currentTime)
    #expect(try trace.replay() == .identical)
  }

  @Test func aStoppedRecorderRecordsNothingMore() throws {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.scroll(to: 1, animated: false)
    recorder.stop()
    #expect(!recorder.isRecording)
    try pager.scroll(to: 2, animated: false)
    #expect(recorder.trace()?.steps.count == 1)
  }

  @Test func aSecondRecorderReplacesTheFirst() throws {
    let pager = try TraceSession.pager()
    let first = PagerTraceRecorder(recording: pager)
    let second = PagerTraceRecorder(recording: pager)
    try pager.scroll(to: 1, animated: false)
    #expect(first.trace()?.steps.count == 0)
    #expect(second.trace()?.steps.count == 1)
  }

  @Test func aReplayLeavesTheHostsPagerAlone() throws {
    // Given a recorded pager with an observer of its own.
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    TraceSession.play(on: pager)
    let trace = try #require(recorder.trace())
    var hostEvents = 0
    pager.addEventObserver { _ in hostEvents += 1 }
    let before = (pager.position, pager.settledIndex, pager.currentTime, pager.source.count)
    // When the trace is replayed.
    #expect(try trace.replay() == .identical)
    // Then the host's pager saw nothing and the recorder recorded nothing more.
    #expect(hostEvents == 0)
    #expect(pager.position == before.0 && pager.settledIndex == before.1)
    #expect(pager.currentTime == before.2 && pager.source.count == before.3)
    #expect(recorder.trace()?.steps.count == trace.steps.count)
  }
}

/// What a trace may name and where it may start.
@Suite struct TraceStartTests {
  @Test func aRestoreOfAPageThatIsGoneIsRecordedAndReplays() throws {
    // Given a snapshot of a page no source ever held (restored by its index).
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.restore(PagerSnapshot(pageID: "Z", index: 3))
    let trace = try #require(recorder.trace())
    // Then the trace reads back and replays.
    #expect(pager.settledIndex == 3)
    #expect(try PagerTrace<String>(json: try trace.jsonString()) == trace)
    #expect(try trace.replay() == .identical)
  }
}
