import PageKitCore

/// The page-dots picture: a pager's page control during a swipe, with a window of seven dots
/// over twelve pages (its edge dots shrunk where pages lie beyond), and a loop's dots across
/// its seam.
enum DotsPictures {
  /// The most dots the control shows.
  static let maximumVisible = 7
  /// How far the finger drags in each frame of a row, in pages.
  static let drags = [0.0, 0.3, 0.6]

  /// The picture.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let configuration = PagerConfiguration(viewportLength: size.width)
    let long = try Pager(
      source: ArrayPageSource(Array(0..<12)), initialIndex: 5, configuration: configuration)
    let loop = try Pager(
      source: ArrayPageSource(Array(0..<5)).circular(), initialIndex: 4,
      configuration: configuration)
    let strip = FilmStrip(
      title: "Page dots",
      subtitle: "PageDots during a swipe: the emphasis moves between two dots in proportion, "
        + "the selection flips past the half, and a release settles it.",
      rows: [
        FilmStrip.Row(
          heading: "Twelve pages in seven dots, from page 6", frames: try frames(of: long)),
        FilmStrip.Row(
          heading: "A loop of five, from page 5 past the seam", frames: try frames(of: loop)),
      ],
      frameWidth: size.width, frameHeight: size.height)
    return strip.render()
  }

  /// A row: the pager dragged forward by each of ``drags``, then released and at rest.
  private static func frames<Source: PageSource>(of pager: Pager<Source, SlideTransition>)
    throws -> [FilmStrip.Frame]
  {
    try pager.advance(to: 0)
    let length = pager.viewportLength
    var frames: [FilmStrip.Frame] = []
    try pager.beginDrag()
    var moved = 0.0
    for drag in drags {
      try pager.drag(by: -drag * length - moved)
      moved = -drag * length
      frames.append(
        try frame(of: pager, caption: "drag \(Format.fixed(drag, 1)) · dot \(try selected(pager))"))
    }
    try pager.endDrag(velocity: 0)
    var time = 0.0
    while pager.phase != .idle && time < 10 {
      time += 1.0 / 60
      try pager.advance(to: time)
    }
    frames.append(
      try frame(of: pager, caption: "released · at rest, dot \(try selected(pager))"))
    return frames
  }

  /// The selected dot's stop, counted from 1.
  private static func selected<Source: PageSource>(_ pager: Pager<Source, SlideTransition>)
    throws -> Int
  {
    try pager.pageDots(maximumVisible: maximumVisible).selectedStop + 1
  }

  /// A frame: the pages drawn, and the dots over their lower edge.
  private static func frame<Source: PageSource>(
    of pager: Pager<Source, SlideTransition>, caption: String
  ) throws -> FilmStrip.Frame {
    let dots = try pager.pageDots(maximumVisible: maximumVisible)
    let pages = pager.livePages.map { (index: $0.index, origin: $0.origin) }
    let current = pager.currentIndex
    return FilmStrip.Frame(caption: caption) { svg, viewport in
      for page in pages {
        ItemCards.draw(
          index: page.index, title: "Page \(page.index + 1)", origin: page.origin,
          length: viewport.width, highlighted: page.index == current, dimmedAlpha: 0.85,
          in: viewport, into: &svg)
      }
      draw(dots, in: viewport, into: &svg)
    }
  }

  /// The dots on a light pill centred at the viewport's lower edge: each sized by its scale,
  /// its shade from grey to black by its selection.
  static func draw(_ dots: PageDots, in viewport: Viewport, into svg: inout SVGWriter) {
    let spacing = 14.0
    let centreX = viewport.x + viewport.width / 2
    let y = viewport.y + viewport.height - 16
    let width = Double(dots.count) * spacing + 8
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(centreX - width / 2)), ("y", SVGWriter.number(y - 9)),
        ("width", SVGWriter.number(width)), ("height", "18"), ("rx", "9"),
        ("fill", "#ffffff"), ("fill-opacity", "0.85"),
      ])
    for dot in dots {
      let x = centreX + (Double(dot.screenIndex) - Double(dots.count - 1) / 2) * spacing
      // From #bbbbbb at no selection to #111111 at full.
      let shade = Int((187 - 170 * dot.selection).rounded())
      let hex = String(shade, radix: 16)
      let channel = hex.count == 1 ? "0" + hex : hex
      svg.element(
        "circle",
        [
          ("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(y)),
          ("r", SVGWriter.number(4 * dot.scale)), ("fill", "#" + channel + channel + channel),
        ])
    }
  }
}
