/// Lays text out in a given number of columns: short pieces packed onto as few lines as fit,
/// long lines cut with an ellipsis. Nothing it returns is wider than the width it is given, so a
/// terminal never wraps it.
enum TextLayout {
  /// `pieces` packed onto lines of at most `width` columns, in order: a piece goes on the current
  /// line when it fits there after `separator`, on a new line otherwise. A piece wider than
  /// `width` is cut (see ``fit(_:width:)``).
  ///
  /// - Parameters:
  ///   - pieces: The pieces, for example the fields of a status line.
  ///   - separator: What goes between two pieces on one line.
  ///   - width: The number of columns (less than 1 gives no lines).
  /// - Returns: The lines, none of them empty unless a piece is.
  /// - Complexity: O(total length).
  static func pack(_ pieces: [String], separator: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line: String?
    for piece in pieces.map({ fit($0, width: width) }) {
      if let current = line, current.count + separator.count + piece.count <= width {
        line = current + separator + piece
      } else {
        if let current = line { lines.append(current) }
        line = piece
      }
    }
    if let line { lines.append(line) }
    return lines
  }

  /// `text` if it fits in `width` columns; otherwise its beginning and `…`, `width` columns in
  /// all.
  ///
  /// - Parameters:
  ///   - text: One line of text.
  ///   - width: The number of columns (less than 1 gives an empty string).
  /// - Returns: The text, at most `width` characters.
  static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + "…"
  }
}
