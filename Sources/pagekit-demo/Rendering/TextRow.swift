/// One row of fixed-width text: a line of cells that text and box pieces are drawn into, clipped
/// at both ends.
struct TextRow: Hashable {
  /// The row's characters, one per column.
  private(set) var cells: [Character]

  /// Creates a row of `width` blank cells.
  ///
  /// - Parameters:
  ///   - width: The number of columns (negative counts as zero).
  ///   - fill: The character every cell starts with.
  init(width: Int, fill: Character = " ") {
    cells = Array(repeating: fill, count: max(width, 0))
  }

  /// The number of columns.
  var width: Int { cells.count }

  /// The row as a string.
  var text: String { String(cells) }

  /// Writes `text` starting at `column`; characters outside the row are dropped.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - column: The column of its first character (may be negative).
  mutating func put(_ text: String, at column: Int) {
    var position = column
    for character in text {
      if position >= 0, position < cells.count { cells[position] = character }
      position += 1
    }
  }

  /// Fills the columns `from..<to` (clipped to the row) with `character`.
  ///
  /// - Parameters:
  ///   - character: The character to write.
  ///   - from: The first column.
  ///   - to: The column after the last.
  mutating func fill(_ character: Character, from: Int, to: Int) {
    let lower = max(from, 0)
    let upper = min(to, cells.count)
    guard lower < upper else { return }
    for position in lower..<upper { cells[position] = character }
  }

  /// A row holding `text`, padded or cut to `width` columns.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The number of columns.
  /// - Returns: The row.
  static func text(_ text: String, width: Int) -> TextRow {
    var row = TextRow(width: width)
    row.put(text, at: 0)
    return row
  }
}
