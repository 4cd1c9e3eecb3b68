import Foundation
import PageKitCore
import PageKitTrace
import Testing

@testable import pagekit_demo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive demo between two reads of the terminal, driven as the terminal driver drives
/// it: keys, the clock in frames, the too-small screen, each screen's own event lines, and what
/// a recording of it writes.
@Suite struct InteractiveSessionTests {
  static let roomy = TerminalSize(columns: 100, rows: 40)
  static let tooSmall = TerminalSize(columns: 30, rows: 10)
  static let right: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "C")]

  /// Steps `session` through `frames` frames of 1/60 s from frame `from` with no key, as a
  /// driver whose reads time out; returns the last lines drawn.
  @discardableResult
  static func idle(
    _ session: inout InteractiveSession, from frame: Int, frames: Int,
    size: TerminalSize = roomy
  ) -> [String] {
    var lines: [String] = []
    for next in (frame + 1)...(frame + frames) {
      // A read returns a few milliseconds after the frame is due, as a real one does.
      lines = session.step(bytes: [], elapsed: DemoApp.time(ofFrame: next) + 0.004, size: size)
    }
    return lines
  }

  /// The time stamps of `lines`, in seconds.
  static func times(_ lines: [String]) -> [Double] {
    lines.compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("t=") }.flatMap { Double($0.dropFirst(2)) }
    }
  }

  @Test func keysDoNothingWhileTheTerminalIsTooSmall() throws {
    // Given the demo in a terminal too small to show a screen
    let app = try DemoApp()
    var session = InteractiveSession(app: app)
    let message = session.step(bytes: [], elapsed: 0.01, size: Self.tooSmall)
    #expect(message == [InteractiveLayout.tooSmallMessage(for: Self.tooSmall)])
    // When → , 3, r and tab are pressed behind the message, and a second goes by
    let keys = Self.right + Array("3r\t".utf8)
    _ = session.step(bytes: keys, elapsed: 0.02, size: Self.tooSmall)
    Self.idle(&session, from: session.frame, frames: 60, size: Self.tooSmall)
    // Then, once the terminal is big enough, nothing has changed: the tab pager on Home, at
    // rest, with nothing in its log
    let lines = Self.idle(&session, from: session.frame, frames: 1)
    let tabs = try #require(app.screens.first as? TabPagerScreen)
    #expect(app.activeIndex == 0)
    #expect(tabs.pager.settledIndex == 0)
    #expect(tabs.pager.phase == .idle)
    #expect(tabs.pager.source.count == 5)
    #expect(!lines.contains { $0.contains("t=") && $0.hasPrefix("  ") })
    // And a quit key still quits behind the message
    _ = session.step(bytes: Array("q".utf8), elapsed: 1.5, size: Self.tooSmall)
    #expect(app.didQuit)
  }

  @Test func keysActOnceTheTerminalIsBigEnough() throws {
    let app = try DemoApp()
    var session = InteractiveSession(app: app)
    _ = session.step(bytes: Array("3".utf8), elapsed: 0.01, size: Self.roomy)
    Self.idle(&session, from: session.frame, frames: 90)
    let tabs = try #require(app.screens.first as? TabPagerScreen)
    #expect(tabs.pager.settledIndex == 2)
  }

  @Test func eachScreenShowsItsOwnEventLines() throws {
    // Given the carousel settling after a swipe
    let app = try DemoApp()
    var session = InteractiveSession(app: app)
    _ = session.step(bytes: [0x09], elapsed: 0.001, size: Self.roomy)
    _ = session.step(bytes: Self.right, elapsed: 0.002, size: Self.roomy)
    Self.idle(&session, from: session.frame, frames: 12)
    #expect(app.screens[1].isBusy)
    // When the tab pager is shown and a tab tapped while the carousel still moves
    _ = session.step(
      bytes: [0x1B, UInt8(ascii: "["), UInt8(ascii: "Z")], elapsed: 0.22, size: Self.roomy)
    _ = session.step(bytes: Array("3".utf8), elapsed: 0.23, size: Self.roomy)
    let tabLines = Self.idle(&session, from: session.frame, frames: 90)
    // Then the tab pager's lines are its own, in time order: none of the carousel's
    let shownTabs = tabLines.filter { $0.hasPrefix("  t=") }
    #expect(shownTabs.contains { $0.contains("Home (index 0) → Library (index 2)") })
    #expect(!shownTabs.contains { $0.contains("Alps") || $0.contains("Baltic") })
    #expect(Self.times(shownTabs) == Self.times(shownTabs).sorted())
    // And when the carousel is shown again, it shows its own lines, the change that finished
    // while it was hidden included, and none of the tab pager's
    let carouselLines = session.step(bytes: [0x09], elapsed: 1.76, size: Self.roomy)
      .filter { $0.hasPrefix("  t=") }
    #expect(carouselLines.contains { $0.contains("didChangePage       Alps (index 0) → Baltic") })
    #expect(!carouselLines.contains { $0.contains("Library") || $0.contains("Home") })
    #expect(Self.times(carouselLines) == Self.times(carouselLines).sorted())
  }

  @Test func theClockCountsFramesAndTicksEachOne() throws {
    let app = try DemoApp()
    var session = InteractiveSession(app: app)
    // Half a second and a bit: frame 30, at exactly its time
    _ = session.step(bytes: [], elapsed: 0.509, size: Self.roomy)
    #expect(session.frame == 30)
    #expect(app.time.bitPattern == DemoApp.time(ofFrame: 30).bitPattern)
    // A read that returns early is no new frame; a stall of ten seconds jumps to the present
    _ = session.step(bytes: [], elapsed: 0.51, size: Self.roomy)
    #expect(session.frame == 30)
    _ = session.step(bytes: [], elapsed: 10.51, size: Self.roomy)
    #expect(session.frame == 630)
    #expect(app.time.bitPattern == DemoApp.time(ofFrame: 630).bitPattern)
    // A clock that is not finite changes nothing
    _ = session.step(bytes: [], elapsed: .nan, size: Self.roomy)
    #expect(session.frame == 630)
  }

  @Test func anIdleMinuteRecordedIsAFewHundredBytesAndReplaysExactly() throws {
    // Given the tab pager recorded, a swipe, then a minute in which nothing moves
    let app = try DemoApp()
    let tabs = try #require(app.screens.first as? TabPagerScreen)
    let recorder = PagerTraceRecorder(recording: tabs.pager)
    var session = InteractiveSession(app: app)
    _ = session.step(bytes: Self.right, elapsed: 0.001, size: Self.roomy)
    Self.idle(&session, from: session.frame, frames: 60)
    let busy = try #require(recorder.trace())
    Self.idle(&session, from: session.frame, frames: 3_600)
    // When it is written
    let trace = try #require(recorder.trace())
    let idleBytes = try trace.jsonString().utf8.count - busy.jsonString().utf8.count
    // Then the minute adds one step and a few hundred bytes, and the trace replays identically
    #expect(trace.steps.count <= busy.steps.count + 1)
    #expect(idleBytes < 1_000, "an idle minute took \(idleBytes) bytes")
    #expect(try trace.replay(resolver: TraceCommands.resolver) == .identical)
  }

  @Test func ctrlCAndCtrlDArriveAsKeysThatQuit() {
    // Raw mode turns the terminal's signal keys off, so Ctrl-C is a byte the demo reads...
    var settings = termios()
    settings.c_lflag = tcflag_t(ISIG | ICANON | ECHO)
    let raw = Terminal.rawSettings(from: settings)
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)
    // ...and quits on, as q does (so a recording is written)
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x03]) == [.quit])
    #expect(decoder.decode([0x04]) == [.quit])
  }

  @Test(arguments: ["/no/such/folder/session.json", NSTemporaryDirectory()])
  func aRecordingThatCannotBeWrittenIsRefusedBeforeTheSession(file: String) throws {
    // Given an --out that is in a missing folder, or is a folder
    var lines: [String] = []
    // When a recording is asked for, then it is refused before anything is played
    #expect(throws: TraceCommands.TraceFileError.self) {
      try TraceCommands.record(to: file) { lines.append($0) }
    }
    #expect(lines.isEmpty, "the session ran: \(lines.prefix(2))")
    let run = try DemoExecutable.run(["record", "--out", file])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("pagekit-demo: cannot write \(file)"), "\(run.error)")
  }
}
