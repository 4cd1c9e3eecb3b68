/// Wraps a screen's rows in a fixed-width box with a title line: the text every frame is printed
/// as, in the scripted tour and in the terminal.
enum FrameRenderer {
  /// The width of a frame, in columns.
  static let width = 72
  /// The width inside the frame's borders, in columns.
  static let innerWidth = width - 2

  /// A framed block of text.
  ///
  /// - Parameters:
  ///   - title: The text in the top border (cut to fit).
  ///   - trailer: The text at the right end of the top border (cut to fit).
  ///   - rows: The content rows; each is padded or cut to ``innerWidth``.
  /// - Returns: The lines, each exactly ``width`` characters.
  static func frame(title: String, trailer: String = "", rows: [TextRow]) -> [String] {
    var top = TextRow(width: width, fill: "─")
    top.put("┌", at: 0)
    top.put("┐", at: width - 1)
    top.put(" " + String(title.prefix(width - 6)) + " ", at: 2)
    if !trailer.isEmpty {
      let text = " " + String(trailer.prefix(width / 3)) + " "
      top.put(text, at: width - 2 - text.count)
    }
    var lines = [top.text]
    for row in rows {
      var inner = TextRow(width: innerWidth)
      inner.put(row.text, at: 0)
      lines.append("│" + inner.text + "│")
    }
    var bottom = TextRow(width: width, fill: "─")
    bottom.put("└", at: 0)
    bottom.put("┘", at: width - 1)
    lines.append(bottom.text)
    return lines
  }
}
