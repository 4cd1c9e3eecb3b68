/// What the interactive driver puts on the terminal for one frame, fitted to the terminal's size:
/// the active screen's frame as wide as the terminal, its keys, and as many recent event lines as
/// the rows left allow (at most ``maximumEventLines``). No line is wider than the terminal, so
/// nothing wraps.
///
/// Below ``minimumSize`` the screens cannot be drawn legibly: the driver shows one line that says
/// so, and how big the terminal must be, until the terminal grows.
enum InteractiveLayout {
  /// The smallest terminal the demo draws in: 40 columns (``FrameRenderer/minimumWidth``) by 16
  /// rows. At 40 columns the tallest screen's frame and its key lines take 12 rows; 16 leaves a
  /// blank line and at least three event lines.
  static let minimumSize = TerminalSize(columns: FrameRenderer.minimumWidth, rows: 16)
  /// The most event lines shown under the frame.
  static let maximumEventLines = 8

  /// The one line shown when the terminal is smaller than ``minimumSize``: the longest wording
  /// that fits, so that even a tiny terminal shows the size it needs.
  ///
  /// - Parameter size: The terminal's size.
  /// - Returns: The message, at most the terminal's width.
  static func tooSmallMessage(for size: TerminalSize) -> String {
    let needed = "\(minimumSize.columns)×\(minimumSize.rows)"
    let actual = "\(size.columns)×\(size.rows)"
    let wordings = [
      "Terminal too small (\(actual)): PageKit's demo needs at least \(needed). "
        + "Resize it, or press q to quit.",
      "Terminal too small: needs at least \(needed), is \(actual).",
      "Too small: needs \(needed), is \(actual)",
      "Needs \(needed)",
    ]
    let fitting = wordings.first { $0.count <= size.columns } ?? wordings[wordings.count - 1]
    return TextLayout.fit(fitting, width: size.columns)
  }

  /// Event lines for `width` columns: as they are when they all fit; otherwise every one of them
  /// without its indent and its column padding (so they stay alike), and cut with an ellipsis
  /// where still too wide.
  ///
  /// - Parameters:
  ///   - lines: Event log lines.
  ///   - width: The number of columns.
  /// - Returns: The lines, at most `width` characters each.
  static func fitEvents(_ lines: [String], width: Int) -> [String] {
    guard lines.contains(where: { $0.count > width }) else { return lines }
    return lines.map { line in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      return TextLayout.fit(words.joined(separator: " "), width: width)
    }
  }

  /// The lines of one frame for a terminal of `size`; lays `app` out for its width first.
  ///
  /// - Parameters:
  ///   - app: The demo.
  ///   - events: The recent event lines, oldest first (only the newest that fit are shown).
  ///   - size: The terminal's size.
  /// - Returns: At most `size.rows` lines of at most `size.columns` characters: the frame, the
  ///   active screen's keys, a blank line and events; or the one-line message of
  ///   ``tooSmallMessage(for:)``.
  static func lines(app: DemoApp, events: [String], size: TerminalSize) -> [String] {
    guard var lines = frameAndKeys(app: app, size: size) else {
      return [tooSmallMessage(for: size)]
    }
    lines.append("")
    let room = min(size.rows - lines.count, maximumEventLines)
    lines += fitEvents(Array(events.suffix(room)), width: size.columns)
    return lines
  }

  /// Whether a terminal of `size` shows the active screen, rather than the one line of
  /// ``tooSmallMessage(for:)``; lays `app` out for its width first.
  ///
  /// - Parameters:
  ///   - app: The demo.
  ///   - size: The terminal's size.
  /// - Returns: `true` when the frame, its keys and a line below them fit.
  static func showsScreen(app: DemoApp, size: TerminalSize) -> Bool {
    frameAndKeys(app: app, size: size) != nil
  }

  /// The active screen's frame and its keys for a terminal of `size`, or `nil` when they do not
  /// fit with a line to spare (the terminal is too small).
  private static func frameAndKeys(app: DemoApp, size: TerminalSize) -> [String]? {
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else { return nil }
    app.resize(toWidth: size.columns)
    var lines = app.renderFrame()
    // The keys, packed at their " · " separators, one column in from the frame's edge.
    let help = app.active.help.components(separatedBy: " · ")
    lines += TextLayout.pack(help, separator: " · ", width: size.columns - 1).map { " " + $0 }
    return lines.count < size.rows ? lines : nil
  }
}
