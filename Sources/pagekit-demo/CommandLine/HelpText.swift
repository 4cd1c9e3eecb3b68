/// What `pagekit-demo --help` prints: the modes, the render options and the keys.
enum HelpText {
  /// The keys the interactive demo reads (`KeyDecoder`), as the help and the README's key table
  /// list them: the keys, then what they do.
  static let keys: [(keys: String, does: String)] = [
    ("←/→, ↑/↓, Home/End, PgUp/PgDn", "the pager's keys (PagerKey): a step, the ends, a page"),
    ("h/l, a/d", "swipe to the previous or next page; one item on the snapping strip"),
    ("mouse", "drag to swipe (the pointer); the wheel moves one stop a burst"),
    ("⇧←/⇧→, </>", "fling: on the snapping strip, past several items; elsewhere as h/l"),
    ("1–9, 0", "go to the tab, card or item with that number (0 is the tenth)"),
    ("space", "auto-scroll on or off (carousel)"),
    ("tab, shift-tab", "next or previous screen"),
    ("r", "reload with pages inserted (tab pager)"),
    ("p", "hand over within the gesture or on a new one (nested)"),
    ("q, Ctrl-C, Ctrl-D", "quit (a recording is written)"),
  ]

  /// The help's lines.
  ///
  /// - Parameter screens: The demo's screens, whose own key lines are listed (their `help`).
  /// - Returns: The lines.
  static func lines(screens: [any DemoScreen]) -> [String] {
    let transitions = TransitionPictures.Name.allCases.map(\.rawValue).joined(separator: ", ")
    let standard = PictureSize.standard.text
    let minimum = InteractiveLayout.minimumSize
    var lines = [
      "pagekit-demo: PageKit's four modules in a terminal, and the pictures in its docs.",
      "",
      "Usage:",
      "  pagekit-demo               in a terminal: the interactive demo; otherwise: the tour",
      "  pagekit-demo tour          the scripted tour as plain text (the test fixture)",
      "  pagekit-demo render --out FOLDER [--transition NAME] [--size WxH]",
      "                             the pictures of Docs/images as SVG files",
      "  pagekit-demo record --out FILE",
      "                             the session (interactive, or the tour) as a trace of the",
      "                             tab pager (see Docs/Traces.md)",
      "  pagekit-demo replay FILE [--svg OUT]",
      "                             replays a trace step by step; --svg draws it as a film",
      "                             strip with its events on a time line",
      "  pagekit-demo --help, -h    this help",
      "",
      "Render options:",
      "  --out FOLDER        where the SVG files go (created if missing)",
      "  --transition NAME   only that transition's film strip and animation; one of",
      "                      \(transitions)",
      "  --size WxH          the viewport of every picture, in pixels (default \(standard),",
      "                      at least \(PictureSize.minimum.text))",
      "",
      "Keys (interactive demo):",
    ]
    lines += keys.map { key in
      "  " + key.keys + String(repeating: " ", count: max(20 - key.keys.count, 1)) + key.does
    }
    lines += [
      "",
      "The interactive demo takes the terminal's width (at least \(minimum.columns) columns,"
        + " \(minimum.rows) rows).",
    ]
    if !screens.isEmpty {
      lines.append("")
      lines.append("Screens:")
      for (number, screen) in screens.enumerated() {
        lines.append("  \(number + 1) \(screen.title): \(screen.help)")
      }
    }
    return lines
  }
}
