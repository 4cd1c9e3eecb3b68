import PageKitCore
import PageKitSnap

/// The landing picture: a shelf flung across several cards, its position frame by frame on a
/// time line, and the landing read as the finger lifted: a tick at each forecast change of the
/// current card (where the drawn curve crosses half way between two cards) and the forecast
/// rest.
enum LandingPictures {
  /// The picture.
  ///
  /// - Parameter size: The picture size (its width scales the time line).
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let shelf = try Pager(
      source: ArrayPageSource((1...20).map { "card \($0)" }, id: \.self),
      layout: .uniform(itemLength: 100, spacing: 10), anchor: .leading(20),
      snap: try DirectionalSnap(velocityThreshold: 300), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 300))
    try shelf.advance(to: 0)
    try shelf.beginDrag()
    try shelf.drag(by: -40)
    try shelf.endDrag(velocity: -1_600)
    guard let landing = shelf.landing else { return "" }
    let start = landing.startTime ?? 0
    // The frames the engine then draws: 120 a second.
    var samples: [(time: Double, position: Double)] = [(0, shelf.position)]
    var time = start
    while shelf.phase != .idle, time < start + 10 {
      time += 1.0 / 120
      try shelf.advance(to: time)
      samples.append((time - start, shelf.position))
    }
    let width = max(size.width * 5.4, 800)
    let height = max(size.height * 1.4, 260)
    let left = 56.0
    let right = width - 24
    let top = 58.0
    let bottom = height - 40
    let duration = landing.settlingDuration
    let low = (samples.map(\.position).min() ?? 0).rounded(.down)
    let high = (samples.map(\.position).max() ?? 1).rounded(.up)
    func x(_ elapsed: Double) -> Double { left + (right - left) * elapsed / duration }
    func y(_ position: Double) -> Double {
      bottom - (bottom - top) * (position - low) / max(high - low, 1)
    }
    var svg = SVGWriter(width: width, height: height, title: "Landing forecast")
    svg.label("Landing forecast", x: 16, y: 24, size: 15, weight: "bold")
    svg.label(
      "A fling, frame by frame (blue); known at the release: each change of the current "
        + "card (orange) and the rest (dashed)",
      x: 16, y: 42, size: 11.5, color: "#555555")
    // The cards' positions, and half way between them where the current card changes.
    var card = low
    while card <= high {
      svg.element(
        "line",
        [
          ("x1", SVGWriter.number(left)), ("y1", SVGWriter.number(y(card))),
          ("x2", SVGWriter.number(right)), ("y2", SVGWriter.number(y(card))),
          ("stroke", "#dddddd"), ("stroke-width", "1"),
        ])
      svg.label(
        "card \(Int(card) + 1)", x: left - 6, y: y(card) + 4, size: 10.5, anchor: "end",
        color: "#555555")
      card += 1
    }
    for crossing in landing.crossings {
      let tick = x(crossing.elapsed)
      svg.element(
        "line",
        [
          ("x1", SVGWriter.number(tick)), ("y1", SVGWriter.number(top)),
          ("x2", SVGWriter.number(tick)), ("y2", SVGWriter.number(bottom)),
          ("stroke", "#d9480f"), ("stroke-width", "1.5"),
        ])
      svg.label(
        "\(crossing.toIndex + 1)", x: tick, y: bottom + 14, size: 10.5, anchor: "middle",
        color: "#d9480f")
    }
    let rest = x(duration)
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(rest)), ("y1", SVGWriter.number(top)),
        ("x2", SVGWriter.number(rest)), ("y2", SVGWriter.number(bottom)),
        ("stroke", "#333333"), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
      ])
    let points = samples.filter { $0.time <= duration }.map {
      "\(SVGWriter.number(x($0.time))),\(SVGWriter.number(y($0.position)))"
    }
    svg.element(
      "polyline",
      [
        ("points", points.joined(separator: " ")), ("fill", "none"), ("stroke", "#1971c2"),
        ("stroke-width", "2"),
      ])
    svg.label(
      "at rest on card \(landing.destinationIndex + 1) after "
        + "\(Format.fixed(duration * 1_000, 0)) ms, as forecast",
      x: right, y: bottom + 30, size: 11.5, anchor: "end", color: "#333333")
    svg.label(
      "time →", x: left, y: bottom + 30, size: 11.5, color: "#333333")
    return svg.finish()
  }
}
