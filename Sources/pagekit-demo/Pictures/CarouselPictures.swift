import PageKitCarousel
import PageKitCore
import PageKitSnap

/// The carousel picture: a looping `Pager` of five narrow items, several on screen, dragged
/// forward from the last item past the seam to the second, then released.
enum CarouselPictures {
  /// The number of items.
  static let count = 5
  /// The item the drag starts on: the last one, so the drag crosses the seam.
  static let startIndex = 4
  /// How far the finger drags in each frame, in items.
  static let drags = [0.0, 0.5, 1.0, 1.5, 2.0]

  /// The carousel's viewport for a picture size: wider than a page and half as tall, so that
  /// several items show.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The width and height, in pixels.
  static func viewportSize(for size: PictureSize) -> PictureSize {
    PictureSize(width: (size.width * 1.6).rounded(), height: (size.height * 0.5).rounded())
  }

  /// The picture.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let window = viewportSize(for: size)
    let itemLength = (window.width * 0.22).rounded()
    let spacing = (window.width * 0.03).rounded()
    let carousel = try Pager(
      source: ArrayPageSource(Array(0..<count)).circular(),
      layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: .center,
      snap: NearestSnap(), initialIndex: startIndex,
      configuration: PagerConfiguration(viewportLength: window.width))
    try carousel.advance(to: 0)
    let stride = itemLength + spacing
    var frames: [FilmStrip.Frame] = []
    try carousel.beginDrag()
    var moved = 0.0
    for drag in drags {
      try carousel.drag(by: -drag * stride - moved)
      moved = -drag * stride
      frames.append(
        frame(
          of: carousel, itemLength: itemLength,
          caption: "drag \(Format.fixed(drag, 1)) · item \(carousel.currentIndex + 1)"))
    }
    try carousel.endDrag(velocity: 0)
    var time = 0.0
    while carousel.phase != .idle && time < 10 {
      time += 1.0 / 60
      try carousel.advance(to: time)
    }
    frames.append(
      frame(
        of: carousel, itemLength: itemLength,
        caption: "released · at rest on item \(carousel.settledIndex + 1)"))
    let strip = FilmStrip(
      title: "Carousel",
      subtitle: "Five items in a loop, several on screen: a drag from item 5 past the seam to "
        + "item 2; the dashed line is the anchor.",
      rows: [
        FilmStrip.Row(heading: nil, frames: Array(frames.prefix(3))),
        FilmStrip.Row(heading: nil, frames: Array(frames.dropFirst(3))),
      ],
      frameWidth: window.width, frameHeight: window.height)
    return strip.render()
  }

  /// A frame: every item the carousel draws (any part of it in the viewport), at its leading
  /// edge, and the anchor line.
  private static func frame(
    of carousel: Pager<CircularPageSource<ArrayPageSource<Int, Int>>, SlideTransition>,
    itemLength: Double, caption: String
  ) -> FilmStrip.Frame {
    let viewportLength = carousel.viewportLength
    let items = carousel.livePages.filter {
      !$0.placement.isHidden && $0.origin + $0.length > 0 && $0.origin < viewportLength
    }
    let current = carousel.currentIndex
    return FilmStrip.Frame(caption: caption) { svg, viewport in
      for item in items {
        ItemCards.draw(
          index: item.index, title: "Item \(item.index + 1)", origin: item.origin,
          length: itemLength, highlighted: item.index == current, dimmedAlpha: 0.75,
          in: viewport, into: &svg)
      }
      ItemCards.drawAnchorLine(atX: viewport.x + viewport.width / 2, in: viewport, into: &svg)
    }
  }
}
