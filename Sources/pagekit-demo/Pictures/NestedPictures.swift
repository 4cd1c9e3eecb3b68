import PageKitCore

/// The nested hand-over picture: a tab pager of three pages whose middle page, Photos, holds a
/// carousel of four cards on the same axis, both driven by one finger through a real
/// `NestedPagerCoordinator`. One row is a gesture with the `.withinGesture` policy (the carousel
/// moves to its last card, then the tabs follow in the same swipe); the other is the same drag
/// with `.onNewGesture` (the carousel stops at its last card, and a second swipe moves the tabs).
enum NestedPictures {
  /// The tabs' titles (the parent's pages and their identities).
  static let titles = ["Home", "Photos", "Settings"]
  /// The number of the carousel's cards.
  static let cardCount = 4
  /// The cards' length, as a fraction of the page's width.
  static let cardFraction = 0.7
  /// The space between two cards, in pixels.
  static let spacing = 6.0
  /// The height of the tab title band at the top of each page, in pixels.
  static let titleHeight = 26.0

  typealias Tabs = Pager<ArrayPageSource<String, String>, SlideTransition>
  typealias Cards = Pager<ArrayPageSource<Int, Int>, SlideTransition>
  typealias Nested = NestedPagerCoordinator<
    ArrayPageSource<String, String>, SlideTransition, ArrayPageSource<Int, Int>, SlideTransition
  >

  /// A coordinator over fresh pagers: the tabs at rest on Photos, the carousel on its first card.
  ///
  /// - Parameters:
  ///   - size: The picture size (a page's width is the carousel's viewport).
  ///   - handOver: The policy.
  /// - Returns: The coordinator.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func makeCoordinator(size: PictureSize, handOver: NestedHandOver) throws -> Nested {
    let tabs = try Tabs(
      source: ArrayPageSource(titles, id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: size.width))
    let cards = try Cards(
      source: ArrayPageSource(Array(0..<cardCount)),
      layout: .uniform(itemLength: cardLength(for: size), spacing: spacing), anchor: .center,
      configuration: PagerConfiguration(viewportLength: size.width))
    try tabs.advance(to: 0)
    try cards.advance(to: 0)
    return NestedPagerCoordinator(
      parent: tabs, child: cards, childPageID: "Photos", handOver: handOver)
  }

  /// A card's length for a picture size, in pixels.
  static func cardLength(for size: PictureSize) -> Double {
    (size.width * cardFraction).rounded()
  }

  /// The distance between two cards' resting offsets, in pixels.
  static func stride(for size: PictureSize) -> Double {
    cardLength(for: size) + spacing
  }

  /// Runs frames of 1/60 s from `time` until both pagers rest.
  private static func settle(_ nested: Nested, time: inout Double) throws {
    var frames = 0
    while (nested.parent.phase != .idle || nested.child.phase != .idle) && frames < 600 {
      frames += 1
      time += 1.0 / 60
      try nested.advance(to: time)
    }
  }

  /// The caption's word for the pager a gesture moves now.
  private static func driver(_ nested: Nested) -> String {
    switch nested.driving {
    case .child?: "carousel"
    case .parent?: "tabs"
    case nil: "nothing"
    }
  }

  /// The frames of one gesture with the `.withinGesture` policy: the finger moves the carousel
  /// to its last card, then past it, and the tabs follow; released, the tabs settle on Settings.
  static func withinGesture(size: PictureSize) throws -> [FilmStrip.Frame] {
    let nested = try makeCoordinator(size: size, handOver: .withinGesture)
    let stride = stride(for: size)
    var frames = [frame(of: nested, caption: "at rest · Photos, card 1")]
    try nested.beginDrag()
    try nested.drag(by: -1.5 * stride)
    frames.append(frame(of: nested, caption: "drag · \(driver(nested)) moves"))
    try nested.drag(by: -1.5 * stride)
    frames.append(
      frame(of: nested, caption: "card \(nested.child.currentIndex + 1) · the carousel's edge"))
    try nested.drag(by: -0.4 * size.width)
    frames.append(frame(of: nested, caption: "on · the \(driver(nested)) follow"))
    try nested.endDrag(velocity: -600)
    var time = 0.0
    try settle(nested, time: &time)
    let tab = nested.parent.settledPageID ?? "?"
    frames.append(frame(of: nested, caption: "released · at rest on \(tab)"))
    return frames
  }

  /// The same drag with the `.onNewGesture` policy: the carousel stops at its last card; a
  /// second swipe from there moves the tabs.
  static func onNewGesture(size: PictureSize) throws -> [FilmStrip.Frame] {
    let nested = try makeCoordinator(size: size, handOver: .onNewGesture)
    let stride = stride(for: size)
    var frames = [frame(of: nested, caption: "at rest · Photos, card 1")]
    try nested.beginDrag()
    try nested.drag(by: -3 * stride - 0.4 * size.width)
    frames.append(
      frame(of: nested, caption: "card \(nested.child.currentIndex + 1) · the tabs stay"))
    try nested.endDrag(velocity: 0)
    var time = 0.0
    try settle(nested, time: &time)
    frames.append(
      frame(of: nested, caption: "released · card \(nested.child.settledIndex + 1)"))
    try nested.beginDrag()
    try nested.drag(by: -0.4 * size.width)
    frames.append(frame(of: nested, caption: "a new swipe · \(driver(nested))"))
    try nested.endDrag(velocity: -600)
    try settle(nested, time: &time)
    let tab = nested.parent.settledPageID ?? "?"
    frames.append(frame(of: nested, caption: "released · at rest on \(tab)"))
    return frames
  }

  /// The picture.
  ///
  /// - Parameter size: The picture size (a page's).
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let strip = FilmStrip(
      title: "NestedPagerCoordinator",
      subtitle: "A carousel of four cards in the tab pager's Photos page, one finger: the "
        + "carousel moves to its edge, then the tabs take over.",
      rows: [
        FilmStrip.Row(
          heading: "withinGesture: the tabs follow in the same swipe",
          frames: try withinGesture(size: size)),
        FilmStrip.Row(
          heading: "onNewGesture: the carousel stops at its edge, the next swipe moves the tabs",
          frames: try onNewGesture(size: size)),
      ],
      frameWidth: size.width, frameHeight: size.height)
    return strip.render()
  }

  /// A frame: each tab page the parent draws (its title at the top), and in the Photos page
  /// the cards its carousel draws, with the carousel's centre line.
  private static func frame(of nested: Nested, caption: String) -> FilmStrip.Frame {
    let tabs = nested.parent
    let pages = tabs.livePages.filter { !$0.placement.isHidden }.map {
      (id: $0.id, index: $0.index, translation: $0.placement.translation)
    }
    let carousel = nested.child
    let length = carousel.viewportLength
    let cards = carousel.livePages.filter { $0.origin < length && $0.origin + $0.length > 0 }
      .map { (index: $0.index, origin: $0.origin, length: $0.length) }
    let target = carousel.targetIndex
    let childPageID = nested.childPageID
    return FilmStrip.Frame(caption: caption) { svg, viewport in
      for page in pages {
        let x = viewport.x + page.translation * viewport.width
        drawPage(title: page.id, index: page.index, x: x, in: viewport, into: &svg)
        guard page.id == childPageID else { continue }
        let band = Viewport(
          x: x, y: viewport.y + titleHeight + 14, width: viewport.width,
          height: (viewport.height - titleHeight - 28).rounded())
        for card in cards {
          ItemCards.draw(
            index: card.index + 3, title: "Card \(card.index + 1)", origin: card.origin,
            length: card.length, highlighted: card.index == target, dimmedAlpha: 0.6,
            in: band, into: &svg)
        }
        ItemCards.drawAnchorLine(atX: band.x + band.width / 2, in: band, into: &svg)
      }
    }
  }

  /// A tab page: a light page with its title in a band at the top.
  private static func drawPage(
    title: String, index: Int, x: Double, in viewport: Viewport, into svg: inout SVGWriter
  ) {
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(x + 2)), ("y", SVGWriter.number(viewport.y + 2)),
        ("width", SVGWriter.number(viewport.width - 4)),
        ("height", SVGWriter.number(viewport.height - 4)), ("rx", "4"),
        ("fill", "#ffffff"), ("stroke", PageCard.fill(index)), ("stroke-width", "2"),
      ])
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(x + 2)), ("y", SVGWriter.number(viewport.y + 2)),
        ("width", SVGWriter.number(viewport.width - 4)),
        ("height", SVGWriter.number(titleHeight)), ("fill", PageCard.fill(index)),
      ])
    svg.label(
      title, x: x + viewport.width / 2, y: viewport.y + 2 + titleHeight / 2 + 4.5, size: 13,
      anchor: "middle", weight: "bold", color: PageCard.ink(index))
  }
}
