/// The size of the terminal the demo draws in, in character cells.
struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  var columns: Int
  /// The number of rows.
  var rows: Int

  /// The size assumed when neither the terminal nor the environment tells one: 80 × 24.
  static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The size to draw in: the one the terminal reports when it reports a usable one, otherwise
  /// the `COLUMNS` and `LINES` environment variables, otherwise ``fallback``, each dimension on
  /// its own.
  ///
  /// - Parameters:
  ///   - reported: What the terminal reports (`ioctl(TIOCGWINSZ)`), `nil` when it cannot; a
  ///     dimension of 0 counts as unknown.
  ///   - columnsVariable: The value of `COLUMNS`, if set.
  ///   - linesVariable: The value of `LINES`, if set.
  /// - Returns: The size, each dimension at least 1.
  static func resolve(
    reported: TerminalSize?, columnsVariable: String?, linesVariable: String?
  ) -> TerminalSize {
    func pick(_ reported: Int?, _ variable: String?, _ fallback: Int) -> Int {
      if let reported, reported > 0 { return reported }
      if let variable, let value = Int(variable), value > 0 { return value }
      return fallback
    }
    return TerminalSize(
      columns: pick(reported?.columns, columnsVariable, fallback.columns),
      rows: pick(reported?.rows, linesVariable, fallback.rows))
  }
}
