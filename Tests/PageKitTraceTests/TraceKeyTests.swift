import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A key's presses and a rotary input's turns are recorded as they were fed, written and read
/// back bit for bit, and replayed with the same outcome; an unknown key is refused by name.
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
