/// How the pictures of item layouts draw a pager's items: flat cards at their on-screen origins,
/// the highlighted one opaque, and a dashed line at the anchor.
enum ItemCards {
  /// Draws item `index` as a flat card titled `title`, `length` pixels long at `origin` pixels
  /// from the viewport's leading edge: opaque when `highlighted`, else at `dimmedAlpha`.
  static func draw(
    index: Int, title: String, origin: Double, length: Double, highlighted: Bool,
    dimmedAlpha: Double, in viewport: Viewport, into svg: inout SVGWriter
  ) {
    let slot = Viewport(
      x: viewport.x + origin, y: viewport.y, width: length, height: viewport.height)
    var card = PageCard(index: index, placement: .identity, viewport: slot, title: title)
    card.inset = 0
    card.placement.alpha = highlighted ? 1 : dimmedAlpha
    card.draw(into: &svg)
  }

  /// Draws the dashed anchor line across `viewport` at `x` pixels.
  static func drawAnchorLine(atX x: Double, in viewport: Viewport, into svg: inout SVGWriter) {
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(x)), ("y1", SVGWriter.number(viewport.y)),
        ("x2", SVGWriter.number(x)), ("y2", SVGWriter.number(viewport.y + viewport.height)),
        ("stroke", "#d9480f"), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3"),
      ])
  }
}
