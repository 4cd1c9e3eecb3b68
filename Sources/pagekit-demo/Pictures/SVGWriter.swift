/// Writes SVG text: elements with attributes, one per line, indented by depth.
///
/// Every number goes through ``number(_:)`` (two decimals at most, trailing zeros dropped, never
/// `-0`), so the same drawing gives the same bytes on every platform.
struct SVGWriter {
  /// The text written so far.
  private(set) var text = ""
  private var open: [String] = []

  /// Starts a document of `width` × `height` pixels with a white background.
  ///
  /// - Parameters:
  ///   - width: The width, in pixels.
  ///   - height: The height, in pixels.
  ///   - title: The document's title (read by screen readers and shown as a tooltip).
  init(width: Double, height: Double, title: String) {
    let w = Self.number(width)
    let h = Self.number(height)
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    start(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h),
        ("viewBox", "0 0 \(w) \(h)"), ("font-family", "Helvetica, Arial, sans-serif"),
      ])
    element("title", [], content: title)
    element("rect", [("width", w), ("height", h), ("fill", "#ffffff")])
  }

  /// `value` with at most `digits` decimals (two by default: a hundredth of a pixel), rounded
  /// half away from zero, without trailing zeros; `0` for `-0`, for values that round to zero
  /// and for non-finite values.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: The most decimals (key times need four: a frame is a hundredth of a loop).
  /// - Returns: The text.
  static func number(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var text = Format.fixed(value, digits)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `text` with the characters XML reserves replaced by entities.
  ///
  /// - Parameter text: The text.
  /// - Returns: The escaped text.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Opens an element that later calls close with ``end()``.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order; values are escaped here.
  mutating func start(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributeText(attributes))>")
    open.append(name)
  }

  /// Closes the element opened last.
  mutating func end() {
    guard let name = open.popLast() else { return }
    line("</\(name)>")
  }

  /// Writes a whole element: empty, or with text content.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Its attributes, in order; values are escaped here.
  ///   - content: Its text content (escaped here), or `nil` for an empty element.
  mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
    let head = "<\(name)\(Self.attributeText(attributes))"
    guard let content else {
      line(head + "/>")
      return
    }
    line(head + ">" + Self.escape(content) + "</\(name)>")
  }

  /// Writes a text label.
  ///
  /// - Parameters:
  ///   - content: The text.
  ///   - x: The anchor's x, in pixels.
  ///   - y: The baseline's y, in pixels.
  ///   - size: The font size, in pixels.
  ///   - anchor: `start`, `middle` or `end`.
  ///   - weight: `normal` or `bold`.
  ///   - color: The fill colour.
  mutating func label(
    _ content: String, x: Double, y: Double, size: Double, anchor: String = "start",
    weight: String = "normal", color: String = "#222222"
  ) {
    var attributes = [
      ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)),
    ]
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    if weight != "normal" { attributes.append(("font-weight", weight)) }
    attributes.append(("fill", color))
    element("text", attributes, content: content)
  }

  /// Closes every open element and returns the document.
  ///
  /// - Returns: The SVG text, ending with a newline.
  mutating func finish() -> String {
    while !open.isEmpty { end() }
    return text
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: open.count) + content + "\n"
  }

  private static func attributeText(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }
}
