import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A key's presses, a rotary input's turns and a wheel's or a trackpad's scrolls are recorded as
/// they were fed, written and read back bit for bit, and replayed with the same outcome; an
/// unknown key, unit or phase is refused by name.
@Suite struct TraceKeyTests {
  @Test func aKeyAndRotarySessionReplaysExactly() throws {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.press(.right)
    try pager.advance(to: 0.05)
    try pager.press(.right)
    try pager.press(.up)
    for frame in 4...60 { try pager.advance(to: Double(frame) / 60) }
    try pager.rotate(byDetents: 0.6)
    try pager.rotate(byDetents: 0.6)
    try pager.rotate(byDetents: -2.25)
    try pager.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try pager.press(.first) }
    try pager.endDrag(velocity: 0)
    try pager.press(.last)
    for frame in 61...150 { try pager.advance(to: Double(frame) / 60) }
    #expect(pager.settledIndex == pager.count - 1)

    let trace = try #require(recorder.trace())
    let json = try trace.jsonString()
    #expect(json.contains(#""kind": "key", "key": "right""#))
    #expect(json.contains(#""kind": "rotate", "detents": -2.25"#))
    let read = try PagerTrace<String>(json: json)
    #expect(read == trace)
    #expect(try read.replay() == .identical)
  }

  @Test func aWheelAndTrackpadSessionReplaysExactly() throws {
    let pager = try TraceSession.pager()
    var configuration = pager.configuration
    configuration.wheelStopsPerGesture = 2
    try pager.setConfiguration(configuration)
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    for notch in 0..<4 {
      try pager.scrollWheel(
        WheelEvent(deltaX: 1, unit: .lines, timestamp: 1 + Double(notch) * 0.016))
    }
    for frame in 1...60 { try pager.advance(to: Double(frame) / 60) }
    try pager.scrollWheel(WheelEvent(phase: .began, timestamp: 2))
    for step in 1...6 {
      try pager.scrollWheel(
        WheelEvent(deltaX: -Double(step) * 2, phase: .changed, timestamp: 2 + Double(step) / 100))
    }
    try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 2.07))
    try pager.scrollWheel(WheelEvent(deltaX: -12, phase: .momentumBegan, timestamp: 2.08))
    #expect(throws: PagerError.notDragging) {
      try pager.scrollWheel(WheelEvent(deltaX: 5, phase: .changed, timestamp: 2.09))
    }
    try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .pages, timestamp: 3))
    for frame in 61...150 { try pager.advance(to: Double(frame) / 60) }
    #expect(pager.settledIndex == 1)

    let trace = try #require(recorder.trace())
    let json = try trace.jsonString()
    #expect(
      json.contains(
        #""kind": "wheel", "deltaX": 1.0, "deltaY": 0.0, "unit": "lines", "phase": "none""#))
    #expect(json.contains(#""wheelStopsPerGesture": 2"#))
    let read = try PagerTrace<String>(json: json)
    #expect(read == trace)
    #expect(try read.replay() == .identical)
    for (name, bad) in [("unit", #""unit": "inches""#), ("phase", #""phase": "mayBegin""#)] {
      let good = name == "unit" ? #""unit": "lines""# : #""phase": "none""#
      let broken = json.replacingOccurrences(of: good, with: bad)
      #expect(broken != json)
      #expect(throws: (any Error).self) { try PagerTrace<String>(json: broken) }
    }
  }

  @Test func anUnknownKeyIsRefusedByName() throws {
    let pager = try TraceSession.pager()
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.press(.next)
    let json = try #require(recorder.trace()).jsonString()
    let bad = json.replacingOccurrences(of: #""key": "next""#, with: #""key": "escape""#)
    #expect(bad != json)
    #expect {
      try PagerTrace<String>(json: bad)
    } throws: { error in
      "\(error)".contains("unknown key escape")
    }
  }
}
