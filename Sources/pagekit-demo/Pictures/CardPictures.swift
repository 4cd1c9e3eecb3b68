import PageKitCore

/// The peeking card pager's picture: a `Pager` with cards 80 % of the viewport long, 8 pixels
/// apart and centred (`anchor: .center`), so that both neighbours of the card at rest peek in
/// at the edges; released by the default paging rule, one card per swipe. One row is a swipe to
/// the next card, the other a slow drag that goes back.
enum CardPictures {
  /// The number of cards.
  static let count = 5
  /// The cards' length, as a fraction of the viewport's.
  static let cardFraction = 0.8
  /// The space between two cards, in pixels.
  static let spacing = 8.0
  /// Seconds after the release at which the settle is drawn.
  static let settleStop = 0.1

  /// The card pager's viewport for a picture size (as wide as the shelf's, so the two pictures
  /// read alike).
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The width and height, in pixels.
  static func viewportSize(for size: PictureSize) -> PictureSize {
    SnapPictures.viewportSize(for: size)
  }

  private typealias Cards = Pager<ArrayPageSource<Int, Int>, SlideTransition>

  /// One swipe from card 2: at rest, dragged by `drag` points, a moment after the release at
  /// `velocity` points per second, and at rest again.
  private static func swipe(window: PictureSize, drag: Double, velocity: Double) throws
    -> [FilmStrip.Frame]
  {
    let cardLength = (window.width * cardFraction).rounded()
    let cards = try Cards(
      source: ArrayPageSource(Array(0..<count)),
      layout: .uniform(itemLength: cardLength, spacing: spacing), anchor: .center,
      initialIndex: 1, configuration: PagerConfiguration(viewportLength: window.width))
    try cards.advance(to: 0)
    var frames = [frame(of: cards, caption: "at rest on card 2")]
    try cards.beginDrag()
    try cards.drag(by: drag)
    let fraction = Format.fixed(abs(drag) / (cardLength + spacing), 1)
    frames.append(frame(of: cards, caption: "dragged \(fraction) of a card"))
    try cards.endDrag(velocity: velocity)
    var time = 0.0
    while time < settleStop - 1e-9 {
      time += 1.0 / 60
      try cards.advance(to: time)
    }
    frames.append(frame(of: cards, caption: "\(Format.fixed(settleStop, 1)) s after release"))
    var steps = 0
    while cards.phase != .idle && steps < 600 {
      steps += 1
      time += 1.0 / 60
      try cards.advance(to: time)
    }
    frames.append(frame(of: cards, caption: "at rest on card \(cards.settledIndex + 1)"))
    return frames
  }

  /// The picture.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let window = viewportSize(for: size)
    let stride = (window.width * cardFraction).rounded() + spacing
    let next = try swipe(window: window, drag: -0.4 * stride, velocity: -600)
    let back = try swipe(window: window, drag: 0.3 * stride, velocity: 40)
    let strip = FilmStrip(
      title: "A peeking card pager",
      subtitle: "Cards 80 % of the viewport, centred: both neighbours peek in. One card per "
        + "swipe; the dashed line is the anchor.",
      rows: [
        FilmStrip.Row(heading: "A swipe to the next card", frames: next),
        FilmStrip.Row(
          heading: "A slow drag toward card 1 goes back to card 2",
          frames: back),
      ],
      frameWidth: window.width, frameHeight: window.height)
    return strip.render()
  }

  /// A frame: the cards the pager draws, at their on-screen origins (the one it will rest on
  /// opaque, the peeking ones lighter), and the centre line.
  private static func frame(of cards: Cards, caption: String) -> FilmStrip.Frame {
    let length = cards.viewportLength
    let drawn = cards.livePages.filter { $0.origin < length && $0.origin + $0.length > 0 }
    let target = cards.targetIndex
    return FilmStrip.Frame(caption: caption) { svg, viewport in
      for card in drawn {
        ItemCards.draw(
          index: card.index, title: "Card \(card.index + 1)", origin: card.origin,
          length: card.length, highlighted: card.index == target, dimmedAlpha: 0.6,
          in: viewport, into: &svg)
      }
      ItemCards.drawAnchorLine(atX: viewport.x + viewport.width / 2, in: viewport, into: &svg)
    }
  }
}
