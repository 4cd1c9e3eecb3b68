/// Wraps a screen's rows in a box with a title line: the text every frame is printed as, in the
/// scripted tour and in the terminal.
enum FrameRenderer {
  /// The width of the scripted tour's frames, in columns: fixed, so the tour's output (and its
  /// fixture) is the same on every machine.
  static let tourWidth = 72
  /// The narrowest frame the screens are laid out for, in columns: a page label, the tab bar's
  /// selected tab and every status field fit in it. Narrower terminals get a one-line message
  /// instead (see ``InteractiveLayout``).
  static let minimumWidth = 40

  /// The width inside a frame's borders, in columns.
  ///
  /// - Parameter width: The frame's width, in columns.
  /// - Returns: Two columns less.
  static func innerWidth(of width: Int) -> Int { max(width - 2, 0) }

  /// A framed block of text.
  ///
  /// - Parameters:
  ///   - title: The text in the top border (cut to fit).
  ///   - trailer: The text at the right end of the top border (cut to fit).
  ///   - rows: The content rows; each is padded or cut to the inner width.
  ///   - width: The frame's width, in columns.
  /// - Returns: The lines, each exactly `width` characters.
  static func frame(
    title: String, trailer: String = "", rows: [TextRow], width: Int = tourWidth
  ) -> [String] {
    let inner = innerWidth(of: width)
    var top = TextRow(width: width, fill: "─")
    let trailerText = trailer.isEmpty ? "" : " " + String(trailer.prefix(width / 3)) + " "
    if !trailerText.isEmpty { top.put(trailerText, at: width - 2 - trailerText.count) }
    // "┌─ title ─┐", or "┌─ title ─ trailer ─┐": at least one dash before the trailer.
    let titleRoom = trailerText.isEmpty ? width - 6 : width - 7 - trailerText.count
    if titleRoom > 0 { top.put(" " + TextLayout.fit(title, width: titleRoom) + " ", at: 2) }
    top.put("┌", at: 0)
    top.put("┐", at: width - 1)
    var lines = [top.text]
    for row in rows {
      var line = TextRow(width: inner)
      line.put(row.text, at: 0)
      lines.append("│" + line.text + "│")
    }
    var bottom = TextRow(width: width, fill: "─")
    bottom.put("└", at: 0)
    bottom.put("┘", at: width - 1)
    lines.append(bottom.text)
    return lines
  }
}
