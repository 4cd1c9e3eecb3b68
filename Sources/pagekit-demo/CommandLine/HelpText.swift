/// What `pagekit-demo --help` prints: the modes, the render options and the keys.
enum HelpText {
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
      "  ←/→                 swipe or fling to the previous or next page",
      "  1-9, 0              go to the tab, card or item with that number",
      "  space               auto-scroll on or off (carousel)",
      "  r                   reload with pages inserted (tab pager)",
      "  tab, shift-tab      next or previous screen",
      "  q, Ctrl-C, Ctrl-D   quit",
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
