import PageKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A point in an SVG document, in pixels.
struct Point: Equatable {
  var x: Double
  var y: Double
}

/// A rectangle on screen that a pager, a bar or a strip draws into, in pixels.
struct Viewport {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  /// The paging axis: pages move along x (horizontal) or y (vertical).
  var axis: Axis = .horizontal

  /// The viewport's extent along the paging axis: one page length.
  var pageLength: Double { axis == .horizontal ? width : height }
  /// The viewport's extent across the paging axis.
  var crossLength: Double { axis == .horizontal ? height : width }
}

/// A page drawn as a labelled card, transformed by its `PagePlacement` exactly as a host would
/// apply it: translated along the axis (page lengths), scaled about its centre, faded by alpha,
/// and rotated about the cross axis under a perspective camera, so a turned page is foreshortened
/// (its far edge shorter than its near one).
///
/// Sign of the rotation, as in Core Animation and CSS `rotateY`/`rotateX`: a positive angle takes
/// the edge on the positive side of the axis (right, or bottom) away from the viewer.
struct PageCard {
  /// The camera's distance from the page plane, in page lengths: close enough to show the
  /// foreshortening of a cube face clearly, far enough that a half-turned page's near edge
  /// stays almost within the viewport.
  static let cameraDistance = 2.5
  /// The gap between a card and its page's edges, as a fraction of the viewport's shorter side,
  /// so that adjacent cards read as separate pages.
  static let margin = 0.05

  /// The page's index in its source (its colour and label).
  var index: Int
  /// What the engine said about where to draw it.
  var placement: PagePlacement
  /// The viewport the page belongs to.
  var viewport: Viewport

  /// The card's title: by default the page counted from 1, as people count.
  var title: String
  /// The gap between the card and its viewport's edges, as a fraction of the viewport's
  /// shorter side: ``margin`` for a page, `0` for a strip's or carousel's item, whose frame is
  /// the engine's.
  var inset = PageCard.margin

  /// Creates a card.
  ///
  /// - Parameters:
  ///   - index: The page's index in its source.
  ///   - placement: The placement the engine computed.
  ///   - viewport: The viewport the page belongs to.
  ///   - title: The label; `nil` for "Page n", n counted from 1.
  init(index: Int, placement: PagePlacement, viewport: Viewport, title: String? = nil) {
    self.index = index
    self.placement = placement
    self.viewport = viewport
    self.title = title ?? "Page \(index + 1)"
  }

  /// The fill colour of page `index`.
  ///
  /// - Parameter index: The page.
  /// - Returns: A colour as `#rrggbb`.
  static func fill(_ index: Int) -> String {
    let colors = ["#f6c1c1", "#c3e3c3", "#c4d5f2", "#f3e0b0", "#dcc8ef", "#bfe6e6"]
    return colors[((index % colors.count) + colors.count) % colors.count]
  }

  /// The stroke and header colour of page `index`.
  ///
  /// - Parameter index: The page.
  /// - Returns: A colour as `#rrggbb`.
  static func ink(_ index: Int) -> String {
    let colors = ["#b23b3b", "#2f7d32", "#2f57a6", "#9a6b00", "#6a3fa0", "#1f7f7f"]
    return colors[((index % colors.count) + colors.count) % colors.count]
  }

  /// Where the card's local point lands on screen.
  ///
  /// - Parameters:
  ///   - along: The position along the paging axis, in card lengths from the card's centre
  ///     (`-0.5` leading edge, `0.5` trailing edge, before the placement).
  ///   - across: The position across the axis, in card widths from the centre.
  /// - Returns: The projected point.
  func point(along: Double, across: Double) -> Point {
    let inset = self.inset * min(viewport.width, viewport.height)
    let length = (viewport.pageLength - 2 * inset) * placement.scale
    let width = (viewport.crossLength - 2 * inset) * placement.scale
    let local = along * length
    let depth = local * Self.sin(placement.rotation)
    let camera = Self.cameraDistance * viewport.pageLength
    let perspective = camera / max(camera + depth, camera * 0.1)
    let alongOnScreen =
      placement.translation * viewport.pageLength
      + local * Self.cos(placement.rotation) * perspective
    let acrossOnScreen = across * width * perspective
    let centerX = viewport.x + viewport.width / 2
    let centerY = viewport.y + viewport.height / 2
    return viewport.axis == .horizontal
      ? Point(x: centerX + alongOnScreen, y: centerY + acrossOnScreen)
      : Point(x: centerX + acrossOnScreen, y: centerY + alongOnScreen)
  }

  /// Where a point of the card lands on screen, the point given as a fraction of the upright
  /// card from its centre: `x` from `-0.5` (left edge) to `0.5` (right edge), `y` from `-0.5`
  /// (top) to `0.5` (bottom).
  func point(x: Double, y: Double) -> Point {
    viewport.axis == .horizontal ? point(along: x, across: y) : point(along: y, across: x)
  }

  /// The outline of the card's rows from `top` to `bottom` (fractions as in ``point(x:y:)``).
  private func rows(from top: Double, to bottom: Double) -> [Point] {
    [
      point(x: -0.5, y: top), point(x: 0.5, y: top), point(x: 0.5, y: bottom),
      point(x: -0.5, y: bottom),
    ]
  }

  /// The whole card's outline.
  var outline: [Point] { rows(from: -0.5, to: 0.5) }

  /// The coloured header strip: the card's top fifth.
  var header: [Point] { rows(from: -0.5, to: -0.3) }

  /// The lines of "text" drawn on the card: parallel on a flat card, converging on a turned one.
  var textLines: [(Point, Point)] {
    [0.12, 0.24, 0.36].map { (point(x: -0.32, y: $0), point(x: 0.32, y: $0)) }
  }

  /// The label's anchor and its scale along x and y: the card's scale, with the axis component
  /// foreshortened by the rotation at the label's centre.
  var labelTransform: (origin: Point, scaleX: Double, scaleY: Double) {
    let origin = point(along: 0, across: 0)
    let turn = abs(Self.cos(placement.rotation)) * placement.scale
    return viewport.axis == .horizontal
      ? (origin, turn, placement.scale)
      : (origin, placement.scale, turn)
  }

  /// The label's font size, in pixels, before the card's scale.
  var fontSize: Double { max(11, (min(viewport.width, viewport.height) * 0.13).rounded()) }

  /// Polygon points as SVG text.
  ///
  /// - Parameter points: The points.
  /// - Returns: `x,y x,y …`.
  static func pointsText(_ points: [Point]) -> String {
    points.map { SVGWriter.number($0.x) + "," + SVGWriter.number($0.y) }.joined(separator: " ")
  }

  /// Draws the card, still (for film strips).
  ///
  /// - Parameter svg: The document.
  func draw(into svg: inout SVGWriter) {
    var group: [(String, String)] = []
    if placement.alpha < 1 { group.append(("opacity", SVGWriter.number(placement.alpha))) }
    svg.start("g", group)
    svg.element(
      "polygon",
      [
        ("points", Self.pointsText(outline)), ("fill", Self.fill(index)),
        ("stroke", Self.ink(index)), ("stroke-width", "1.5"), ("stroke-linejoin", "round"),
      ])
    svg.element("polygon", [("points", Self.pointsText(header)), ("fill", Self.ink(index))])
    for (start, end) in textLines {
      svg.element(
        "line",
        [
          ("x1", SVGWriter.number(start.x)), ("y1", SVGWriter.number(start.y)),
          ("x2", SVGWriter.number(end.x)), ("y2", SVGWriter.number(end.y)),
          ("stroke", Self.ink(index)), ("stroke-opacity", "0.45"), ("stroke-width", "2"),
        ])
    }
    let label = labelTransform
    svg.start(
      "g",
      [
        (
          "transform",
          "translate(\(SVGWriter.number(label.origin.x)) \(SVGWriter.number(label.origin.y))) "
            + "scale(\(SVGWriter.number(label.scaleX)) \(SVGWriter.number(label.scaleY)))"
        )
      ])
    svg.label(
      title, x: 0, y: fontSize * 0.35, size: fontSize, anchor: "middle", weight: "bold",
      color: "#1a1a1a")
    svg.end()
    svg.end()
  }

  private static func sin(_ angle: Double) -> Double {
    #if canImport(Darwin)
      Darwin.sin(angle)
    #elseif canImport(Musl)
      Musl.sin(angle)
    #else
      Glibc.sin(angle)
    #endif
  }

  private static func cos(_ angle: Double) -> Double {
    #if canImport(Darwin)
      Darwin.cos(angle)
    #elseif canImport(Musl)
      Musl.cos(angle)
    #else
      Glibc.cos(angle)
    #endif
  }
}
