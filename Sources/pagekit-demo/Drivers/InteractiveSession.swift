/// What the interactive driver does between two reads of the terminal, without the terminal:
/// keys in, the demo's clock moved on frame by frame, the lines to draw out. The driver feeds it
/// the bytes it read, the seconds since it started and the terminal's size; tests feed it the
/// same.
///
/// - The clock counts frames: frame `k` is at ``DemoApp/time(ofFrame:)``, and every frame
///   between two reads is ticked in order (at most ``maximumCatchUpFrames`` of them after a
///   stall), so a recorded trace keeps a run of idle frames as one step.
/// - While the terminal is too small to show a screen (``InteractiveLayout/showsScreen(app:size:)``)
///   only the quit keys act: nothing changes behind the message.
/// - Each screen has its own event lines: a screen shows what happened on it, and a hidden
///   screen's lines wait for it.
struct InteractiveSession {
  /// The most frames ticked after one read: after a longer stall (the machine was busy) the
  /// clock jumps to the present instead of playing the missed half second frame by frame.
  static let maximumCatchUpFrames = 30

  /// The demo.
  let app: DemoApp
  private var decoder = KeyDecoder()
  /// Each screen's newest event lines, oldest first, at most ``InteractiveLayout/maximumEventLines``.
  private(set) var recent: [[String]]
  /// The frame the demo was last ticked to.
  private(set) var frame = 0

  /// Creates a session on `app`, at frame 0.
  ///
  /// - Parameter app: The demo.
  init(app: DemoApp) {
    self.app = app
    recent = Array(repeating: [], count: app.screens.count)
    app.tick(to: DemoApp.time(ofFrame: 0))
  }

  /// One pass of the driver's loop: performs the keys in `bytes` (only a quit while the
  /// terminal is too small), ticks the demo through every frame up to `elapsed`, and returns
  /// the lines to draw.
  ///
  /// - Parameters:
  ///   - bytes: What the terminal sent since the previous pass (empty: nothing, a timeout).
  ///   - elapsed: The seconds since the session started, from a monotonic clock.
  ///   - size: The terminal's size now.
  /// - Returns: The lines for ``InteractiveLayout/lines(app:events:size:)``.
  /// - Complexity: O(f) ticks for f frames since the previous pass, at most
  ///   ``maximumCatchUpFrames``.
  mutating func step(bytes: [UInt8], elapsed: Double, size: TerminalSize) -> [String] {
    if bytes.isEmpty, decoder.hasPendingSequence { decoder.flush() }
    let showsScreen = InteractiveLayout.showsScreen(app: app, size: size)
    for action in decoder.decode(bytes) where showsScreen || action == .quit {
      app.perform(action)
    }
    let now = elapsed.isFinite ? Int((max(elapsed, 0) * DemoApp.frameRate).rounded(.down)) : frame
    if now > frame {
      for next in max(frame + 1, now - Self.maximumCatchUpFrames + 1)...now {
        app.tick(to: DemoApp.time(ofFrame: next))
      }
      frame = now
    }
    let limit = InteractiveLayout.maximumEventLines
    for (index, screen) in app.screens.enumerated() {
      // A run of didScroll events stays folded into one line while it lasts.
      recent[index] += screen.log.drain(includingScrolls: false)
      if recent[index].count > limit { recent[index].removeFirst(recent[index].count - limit) }
    }
    let active = app.screens[app.activeIndex]
    let events = recent[app.activeIndex] + (active.log.openScrollLine.map { [$0] } ?? [])
    return InteractiveLayout.lines(app: app, events: Array(events.suffix(limit)), size: size)
  }
}
