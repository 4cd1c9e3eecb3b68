/// The terminal driver: raw-mode keys in, a frame drawn at 60 frames per second out, with the
/// monotonic clock as the demo's time, counted in frames (see ``InteractiveSession``). The
/// terminal's size is read every frame, so the frame follows a resize (see
/// ``InteractiveLayout``). ANSI escape codes are used here only.
enum InteractiveDriver {
  /// Runs until a quit key (q, Ctrl-C, Ctrl-D), end of input, or a signal.
  ///
  /// - Parameter app: The demo.
  /// - Returns: `false` when the terminal cannot be put in raw mode.
  static func run(_ app: DemoApp) -> Bool {
    guard Terminal.enterRawMode() else { return false }
    defer { Terminal.restore() }
    var session = InteractiveSession(app: app)
    let start = Terminal.monotonicTime()
    while !app.didQuit {
      // Wait for a key at most until the next frame is due.
      let elapsed = Terminal.monotonicTime() - start
      let nextFrame = DemoApp.time(ofFrame: session.frame + 1)
      let wait = Int32(max(1, min(1000 / DemoApp.frameRate, (nextFrame - elapsed) * 1000 + 1)))
      guard let bytes = Terminal.read(timeout: wait) else { break }
      let size = Terminal.size()
      let lines = session.step(
        bytes: bytes, elapsed: Terminal.monotonicTime() - start, size: size)
      if !app.didQuit { draw(lines) }
    }
    return true
  }

  /// Draws a frame fitted to the terminal's current size: cursor home, each line cleared then
  /// written (the frame's title in bold), then the rest of the screen cleared. A line is cleared
  /// before it is written, not after: a line as wide as the terminal leaves the cursor on its
  /// last column, which a clear to the end of the line would erase.
  private static func draw(_ frame: [String]) {
    var lines = frame
    if lines.count > 1, let first = lines.first { lines[0] = "\u{1B}[1m" + first + "\u{1B}[0m" }
    let text =
      "\u{1B}[H" + lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n") + "\u{1B}[J"
    Terminal.write(Array(text.utf8))
  }
}
