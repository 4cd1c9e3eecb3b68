import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// Frames at rest that deliver nothing are recorded as runs (`advanceFrames`): an idle minute is
/// one step, and a replay makes every frame's call again, bit for bit.
@Suite struct TraceIdleFrameTests {
  typealias Input = PagerTrace<String>.Input

  /// Frame `k` of a 60 Hz clock that counts its frames, as a fixed-step host computes it.
  static func time(ofFrame frame: Int) -> Double { Double(frame) / 60 }

  /// The calls a trace's steps stand for, one per frame of a run.
  static func callCount(_ trace: PagerTrace<String>) -> Int {
    trace.steps.reduce(0) { count, step in
      if case .advanceFrames(let first, let last, _) = step.input {
        return count + last - first + 1
      }
      return count + 1
    }
  }

  @Test func anIdleMinuteOnAFrameGridIsOneStepOfAFewHundredBytes() throws {
    // Given a recorded pager at rest
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    // When a host on a 60 Hz frame clock draws a minute of frames and nothing moves
    for frame in 1...3_600 { try pager.advance(to: Self.time(ofFrame: frame)) }
    // Then the minute is one step: the run of its frames
    let trace = try #require(recorder.trace())
    #expect(trace.steps.count == 1)
    #expect(trace.steps.first?.input == .advanceFrames(first: 1, last: 3_600, framesPerSecond: 60))
    #expect(trace.steps.first?.outcome.events == [])
    // And the whole trace is a few hundred bytes of JSON, written as version 4 (runs came in version 2)
    let json = try trace.jsonString()
    #expect(json.utf8.count < 2_000, "\(json.utf8.count) bytes")
    #expect(json.contains(#""version": 6"#))
    #expect(
      json.contains(#"{"kind": "advanceFrames", "first": 1, "last": 3600, "framesPerSecond": 60}"#))
    // And it reads back as it was, and replays identically
    let read = try PagerTrace<String>(json: json)
    #expect(read == trace)
    #expect(try read.replay() == .identical)
  }

  @Test func framesOffTheGridOrInMotionStayOneStepEach() throws {
    // Given a recorded pager
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    // When idle frames come at timestamps off any k / n grid, then a swipe
    // settles over frames on the grid
    for frame in 1...10 { try pager.advance(to: Double(frame) * 0.0167 + 0.0003) }
    try pager.beginDrag()
    try pager.drag(by: -60)
    try pager.endDrag(velocity: -500)
    var frame = 10
    var settlingFrames = 0
    while pager.phase != .idle {
      frame += 1
      settlingFrames += 1
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    // Then none of those frames is folded into a run
    let trace = try #require(recorder.trace())
    #expect(settlingFrames > 2)
    #expect(trace.steps.count == 10 + 3 + settlingFrames)
    #expect(
      !trace.steps.contains {
        if case .advanceFrames = $0.input { return true }
        return false
      })
  }

  @Test func aFrameThatAnnouncesSomethingEndsTheRun() throws {
    // Given a run of idle frames
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    for frame in 1...30 { try pager.advance(to: Self.time(ofFrame: frame)) }
    // When a command starts a motion, and the frames after it run to rest and idle on
    try pager.scroll(to: 2)
    var frame = 30
    while pager.phase != .idle {
      frame += 1
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    let rest = frame
    for _ in 0..<30 {
      frame += 1
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    // Then the idle frames before the command are one run, the motion's frames are steps of
    // their own, and the idle frames after the rest are a second run
    let trace = try #require(recorder.trace())
    let runs = trace.steps.compactMap { step -> ClosedRange<Int>? in
      guard case .advanceFrames(let first, let last, 60) = step.input else { return nil }
      return first...last
    }
    #expect(runs == [1...30, (rest + 1)...frame])
    #expect(Self.callCount(trace) == frame + 1)
    #expect(try trace.replay() == .identical)
  }

  @Test func aRandomSessionWithIdleRunsReplaysTheSameCallsBitForBit() throws {
    let seed: UInt64 = 0x1D1E_F4A3
    var random = SplitMix64(seed: seed)
    // Given a session on a 60 Hz frame clock: idle stretches (sometimes a dropped frame),
    // swipes and commands, each followed by frames until the pager rests
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    var calls: [Input] = []
    var frame = 0
    func advance() throws {
      frame += random.chance(0.05) ? 2 : 1
      calls.append(.advance(timestamp: Self.time(ofFrame: frame)))
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    for _ in 0..<40 {
      for _ in 0..<random.int(in: 0...90) { try advance() }
      switch random.int(in: 0...2) {
      case 0:
        try pager.beginDrag()
        try pager.drag(by: random.double(in: -80...80))
        try pager.endDrag(velocity: random.double(in: -900...900))
        calls += [.beginDrag, .drag(translation: 0), .endDrag(velocity: 0)]
      case 1:
        try pager.scroll(to: random.int(in: 0...5))
        calls.append(.scroll(index: 0, direction: nil, animated: true))
      default:
        break
      }
      while pager.phase != .idle { try advance() }
    }
    // When it is recorded
    let trace = try #require(recorder.trace())
    // Then it is far shorter than its calls, stands for every one of them, and replays
    // identically from its JSON
    #expect(trace.steps.count < calls.count / 2, "seed \(seed)")
    #expect(Self.callCount(trace) == calls.count, "seed \(seed)")
    let read = try PagerTrace<String>(json: try trace.jsonString())
    #expect(try read.replay() == .identical, "seed \(seed)")
    // And the runs' timestamps are exactly the frames' (every advance, in order)
    var replayed: [Double] = []
    for step in trace.steps {
      switch step.input {
      case .advance(let timestamp): replayed.append(timestamp)
      case .advanceFrames(let first, let last, let framesPerSecond):
        for frame in first...last { replayed.append(Double(frame) / Double(framesPerSecond)) }
      default: break
      }
    }
    let recorded = calls.compactMap { input -> Double? in
      guard case .advance(let timestamp) = input else { return nil }
      return timestamp
    }
    #expect(replayed.map(\.bitPattern) == recorded.map(\.bitPattern), "seed \(seed)")
  }

  @Test func aFlightRecorderKeepsAnIdleRunAsOneOfItsSteps() throws {
    // Given a flight recorder of 8 steps
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(8))
    // When a swipe settles and then a minute of idle frames follows
    try pager.beginDrag()
    try pager.drag(by: -60)
    try pager.endDrag(velocity: -500)
    var frame = 0
    while pager.phase != .idle {
      frame += 1
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    for _ in 0..<3_600 {
      frame += 1
      try pager.advance(to: Self.time(ofFrame: frame))
    }
    // Then the minute takes one of the ring's steps, and the trace still replays
    let trace = try #require(recorder.trace())
    guard case .advanceFrames(_, let last, 60) = trace.steps.last?.input else {
      Issue.record("the last step is \(String(describing: trace.steps.last?.input))")
      return
    }
    #expect(last == frame)
    #expect(try trace.replay() == .identical)
  }

  @Test func aVersion2TraceStillReads() throws {
    // Given a trace with a run of idle frames and no scroll view's callbacks, written as
    // version 2 (as the build before the callbacks wrote it)
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    TraceSession.play(on: pager)
    for frame in 600...700 { try pager.advance(to: Double(frame) / 60) }
    let trace = try #require(recorder.trace())
    #expect(trace.steps.contains { if case .advanceFrames = $0.input { true } else { false } })
    let parts = try trace.jsonString().components(separatedBy: #""version": 6"#)
    try #require(parts.count == 2)
    // When it is read, then it is the same trace, upgraded to the current version
    let read = try PagerTrace<String>(json: parts.joined(separator: #""version": 2"#))
    #expect(read == trace)
    #expect(read.version == 6 && PagerTrace<String>.readableVersions == 1...6)
    #expect(try read.replay() == .identical)
  }

  @Test func aVersion1TraceStillReads() throws {
    // Given a trace without runs, written as version 1 (as an earlier build wrote it)
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    TraceSession.play(on: pager)
    let trace = try #require(recorder.trace())
    let json = try trace.jsonString()
    let parts = json.components(separatedBy: #""version": 6"#)
    try #require(parts.count == 2)
    let version1 = parts.joined(separator: #""version": 1"#)
    // When it is read, then it is the same trace, upgraded to the current version
    let read = try PagerTrace<String>(json: version1)
    #expect(read == trace)
    #expect(read.version == PagerTrace<String>.currentVersion)
    #expect(try read.replay() == .identical)
  }
}
