/// The terminal driver: raw-mode keys in, a frame drawn at 60 frames per second out, with the
/// monotonic clock as the demo's time. The terminal's size is read every frame, so the frame
/// follows a resize (see ``InteractiveLayout``). ANSI escape codes are used here only.
enum InteractiveDriver {
  /// The number of event lines kept for display.
  static let eventLines = InteractiveLayout.maximumEventLines

  /// Runs until a quit key, end of input, or a signal.
  ///
  /// - Parameter app: The demo.
  /// - Returns: `false` when the terminal cannot be put in raw mode.
  static func run(_ app: DemoApp) -> Bool {
    guard Terminal.enterRawMode() else { return false }
    defer { Terminal.restore() }
    var decoder = KeyDecoder()
    var recent: [String] = []
    let start = Terminal.monotonicTime()
    let frameMilliseconds = Int32(1000 / DemoApp.frameRate)
    while !app.didQuit {
      guard let bytes = Terminal.read(timeout: frameMilliseconds) else { break }
      if bytes.isEmpty, decoder.hasPendingSequence { decoder.flush() }
      for action in decoder.decode(bytes) { app.perform(action) }
      app.tick(to: Terminal.monotonicTime() - start)
      // A run of didScroll events stays folded into one line while it lasts; it is the newest
      // line, so it goes last.
      recent.append(contentsOf: app.drainEvents(includingScrolls: false))
      if recent.count > eventLines { recent.removeFirst(recent.count - eventLines) }
      draw(app, events: Array((recent + app.openScrollLines).suffix(eventLines)))
    }
    return true
  }

  /// Draws a frame fitted to the terminal's current size: cursor home, each line cleared then
  /// written (the frame's title in bold), then the rest of the screen cleared. A line is cleared
  /// before it is written, not after: a line as wide as the terminal leaves the cursor on its
  /// last column, which a clear to the end of the line would erase.
  private static func draw(_ app: DemoApp, events: [String]) {
    let size = Terminal.size()
    var lines = InteractiveLayout.lines(app: app, events: events, size: size)
    if lines.count > 1, let first = lines.first { lines[0] = "\u{1B}[1m" + first + "\u{1B}[0m" }
    let text =
      "\u{1B}[H" + lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n") + "\u{1B}[J"
    Terminal.write(Array(text.utf8))
  }
}
