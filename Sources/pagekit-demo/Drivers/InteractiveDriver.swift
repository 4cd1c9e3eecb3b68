/// The terminal driver: raw-mode keys in, a frame drawn at 60 frames per second out, with the
/// monotonic clock as the demo's time. ANSI escape codes are used here only.
enum InteractiveDriver {
  /// The number of event lines shown under the frame.
  static let eventLines = 8

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
      // Runs of didScroll events stay folded into one line while they last.
      recent.append(contentsOf: app.drainEvents(includingScrolls: false))
      if recent.count > eventLines { recent.removeFirst(recent.count - eventLines) }
      draw(app, events: Array((recent + app.openScrollLines).suffix(eventLines)))
    }
    return true
  }

  /// Draws a frame: cursor home, the frame with the title in bold, help and the recent events,
  /// each line cleared to its end, then the rest of the screen cleared.
  private static func draw(_ app: DemoApp, events: [String]) {
    var lines = app.renderFrame()
    if let first = lines.first { lines[0] = "\u{1B}[1m" + first + "\u{1B}[0m" }
    lines.append(" " + app.active.help)
    lines.append("")
    lines.append(contentsOf: events)
    let text = "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    Terminal.write(Array(text.utf8))
  }
}
