/// Number formatting that gives the same text on every platform (no locale, no `printf`).
enum Format {
  /// `value` with exactly `digits` decimals, rounded half away from zero; never `-0.00`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: The number of decimals, 0 to 6.
  /// - Returns: The text; `nan`, `inf` or `-inf` for non-finite values.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let places = min(max(digits, 0), 6)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded()
    guard scaled < 1e15 else { return value > 0 ? "huge" : "-huge" }
    let units = Int(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    let whole = "\(units / scale)"
    guard places > 0 else { return sign + whole }
    var fraction = "\(units % scale)"
    while fraction.count < places { fraction = "0" + fraction }
    return sign + whole + "." + fraction
  }

  /// `value` with `digits` decimals and an explicit `+` for positive values.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: The number of decimals.
  /// - Returns: The text.
  static func signed(_ value: Double, _ digits: Int) -> String {
    let text = fixed(value, digits)
    return text.hasPrefix("-") || text == fixed(0, digits) ? text : "+" + text
  }

  /// `text` padded with spaces on the left to `width` characters.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The minimum width.
  /// - Returns: The padded text.
  static func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
  }

  /// `text` padded with spaces on the right to `width` characters.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The minimum width.
  /// - Returns: The padded text.
  static func left(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
  }
}
