import PageKitCore

/// A picture made of frames side by side, in rows, each frame a viewport with a caption under
/// it: the layout every still picture shares.
struct FilmStrip {
  /// One frame: a caption and what to draw inside its viewport (clipped to it).
  struct Frame {
    var caption: String
    var draw: (inout SVGWriter, Viewport) -> Void
  }

  /// A row of frames with an optional heading above it.
  struct Row {
    var heading: String?
    var frames: [Frame]
  }

  /// The space around and between frames, in pixels.
  static let padding = 16.0
  /// The space between frames in a row, in pixels.
  static let gap = 14.0

  /// The picture's title (first line, bold).
  var title: String
  /// What the picture shows, one line under the title.
  var subtitle: String
  /// The rows.
  var rows: [Row]
  /// Each frame's viewport size, in pixels.
  var frameWidth: Double
  var frameHeight: Double
  /// The axis of the pagers drawn (each frame's viewport carries it).
  var axis: Axis = .horizontal

  /// The SVG document.
  ///
  /// - Returns: The text.
  func render() -> String {
    let columns = rows.map(\.frames.count).max() ?? 0
    let framesWidth = Double(columns) * frameWidth + Double(max(columns - 1, 0)) * Self.gap
    let textWidth = max(
      Self.textWidth(title, size: 15, isBold: true), Self.textWidth(subtitle, size: 11.5),
      rows.compactMap(\.heading).map { Self.textWidth($0, size: 12.5, isBold: true) }.max() ?? 0)
    let width = 2 * Self.padding + max(framesWidth, textWidth)
    let headingHeight = 18.0
    let captionHeight = 20.0
    var height = Self.padding + 44
    for row in rows {
      height += (row.heading == nil ? 0 : headingHeight) + frameHeight + captionHeight + 8
    }
    height += Self.padding - 8
    var svg = SVGWriter(width: width, height: height, title: title)
    svg.label(title, x: Self.padding, y: Self.padding + 12, size: 15, weight: "bold")
    svg.label(subtitle, x: Self.padding, y: Self.padding + 30, size: 11.5, color: "#555555")
    var y = Self.padding + 44
    for (rowNumber, row) in rows.enumerated() {
      if let heading = row.heading {
        svg.label(heading, x: Self.padding, y: y + 12, size: 12.5, weight: "bold", color: "#333333")
        y += headingHeight
      }
      for (column, frame) in row.frames.enumerated() {
        let x = Self.padding + Double(column) * (frameWidth + Self.gap)
        let viewport = Viewport(x: x, y: y, width: frameWidth, height: frameHeight, axis: axis)
        Self.drawFrame(
          into: &svg, viewport: viewport, id: "clip-\(rowNumber)-\(column)", draw: frame.draw)
        svg.label(
          frame.caption, x: x + frameWidth / 2, y: y + frameHeight + 15, size: 11.5,
          anchor: "middle", color: "#333333")
      }
      y += frameHeight + captionHeight + 8
    }
    return svg.finish()
  }

  /// A generous estimate of the width of `text` in a sans-serif font, so that a small picture
  /// grows to fit its title and subtitle instead of cutting them off.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - size: The font size, in pixels.
  ///   - isBold: Whether the text is bold.
  /// - Returns: The width, in pixels.
  static func textWidth(_ text: String, size: Double, isBold: Bool = false) -> Double {
    Double(text.count) * size * (isBold ? 0.62 : 0.56)
  }

  /// Draws a viewport: a light background, the content clipped to it, and its border on top.
  ///
  /// - Parameters:
  ///   - svg: The document.
  ///   - viewport: The viewport.
  ///   - id: A clip-path id unique in the document.
  ///   - draw: The content.
  static func drawFrame(
    into svg: inout SVGWriter, viewport: Viewport, id: String,
    draw: (inout SVGWriter, Viewport) -> Void
  ) {
    let rect = [
      ("x", SVGWriter.number(viewport.x)), ("y", SVGWriter.number(viewport.y)),
      ("width", SVGWriter.number(viewport.width)), ("height", SVGWriter.number(viewport.height)),
    ]
    svg.start("clipPath", [("id", id)])
    svg.element("rect", rect)
    svg.end()
    svg.element("rect", rect + [("fill", "#f2f2f2")])
    svg.start("g", [("clip-path", "url(#\(id))")])
    draw(&svg, viewport)
    svg.end()
    svg.element(
      "rect", rect + [("fill", "none"), ("stroke", "#888888"), ("stroke-width", "1")])
  }
}
