import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A pointer's inputs are recorded as they were fed, written and read back bit for bit, and
/// replayed with the same outcome: a swipe by samples, a tap, a gesture locked across the axis,
/// a cancel.
@Suite struct TracePointerTests {
  @Test func aPointerSessionReplaysExactly() throws {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.pointerDown(x: 90, y: 20, timestamp: 10)
    for frame in 1...5 {
      try pager.pointerMove(
        x: 90 - Double(frame * frame) * 1.5, y: 21, timestamp: 10 + Double(frame) / 120)
    }
    try pager.pointerUp(x: 52, y: 21, timestamp: 10 + 5.0 / 120)
    for frame in 1...40 { try pager.advance(to: Double(frame) / 60) }
    try pager.pointerDown(x: 50, y: 50, timestamp: 11)
    try pager.pointerUp(x: 51, y: 50, timestamp: 11.1)
    try pager.pointerDown(x: 50, y: 50, timestamp: 12)
    try pager.pointerMove(x: 48, y: 70, timestamp: 12.01)
    try pager.pointerUp(x: 20, y: 80, timestamp: 12.02)
    try pager.pointerDown(x: 50, y: 50, timestamp: 13)
    try pager.pointerMove(x: 20, y: 50, timestamp: 13.01)
    try pager.pointerCancel()
    #expect(throws: PagerError.notDragging) { try pager.pointerUp(x: 0, y: 0, timestamp: 14) }
    for frame in 41...90 { try pager.advance(to: Double(frame) / 60) }
    #expect(pager.settledIndex == 1)

    let trace = try #require(recorder.trace())
    let kinds = trace.steps.compactMap { step -> String? in
      guard case .pointer(let input) = step.input else { return nil }
      return "\(input)".prefix { $0 != "(" }.description
    }
    #expect(kinds.count == 16)
    let json = try trace.jsonString()
    #expect(json.contains(#""kind": "pointerMove", "x": 88.5, "y": 21.0"#))
    #expect(json.contains(#""kind": "pointerCancel""#))
    let read = try PagerTrace<String>(json: json)
    #expect(read == trace)
    #expect(try read.replay() == .identical)
  }

  @Test func aConfigurationsTouchSlopIsRecordedAndAnOlderTraceReadsTheStandardOne() throws {
    let pager = try TraceSession.pager()
    var configuration = pager.configuration
    configuration.touchSlop = 14
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.setConfiguration(configuration)
    let trace = try #require(recorder.trace())
    let json = try trace.jsonString()
    #expect(json.contains(#""touchSlop": 14.0"#))
    #expect(try PagerTrace<String>(json: json) == trace)
    // A version 3 trace wrote no touch slop: it reads as the standard one.
    let older = json.replacingOccurrences(of: #", "touchSlop": 14.0"#, with: "")
      .replacingOccurrences(of: #", "touchSlop": 8.0"#, with: "")
      .replacingOccurrences(of: #""version": 6"#, with: #""version": 3"#)
    let read = try PagerTrace<String>(json: older)
    guard case .configure(let readConfiguration) = read.steps.first?.input else {
      Issue.record("the step is not a new configuration")
      return
    }
    #expect(readConfiguration.touchSlop == PagerConfiguration.standardTouchSlop)
    #expect(read.start.configuration.touchSlop == PagerConfiguration.standardTouchSlop)
  }
}
