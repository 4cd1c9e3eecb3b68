import PageKitCore
import PageKitSnap

/// The snapping picture: an App Store-style shelf (a `Pager` with an item layout and
/// `DirectionalSnap`, items anchored 12 pixels from the leading edge) after a slow release and
/// after a fast one that ends on the last item, clamped to the end of the content.
enum SnapPictures {
  /// The number of items.
  static let count = 6
  /// The anchor's inset from the leading edge, in pixels.
  static let anchorInset = 12.0
  /// The release velocity above which `DirectionalSnap` moves on, in points per second (the
  /// App Store shelf's 0.3 pt/ms).
  static let velocityThreshold = 300.0
  /// Seconds after the release at which the settle is drawn.
  static let settleStops = [0.1, 0.25]

  /// The shelf's viewport for a picture size.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The width and height, in pixels.
  static func viewportSize(for size: PictureSize) -> PictureSize {
    PictureSize(width: (size.width * 1.4).rounded(), height: (size.height * 0.5).rounded())
  }

  private typealias Shelf = Pager<ArrayPageSource<Int, Int>, SlideTransition>

  /// One release: from `startIndex`, a drag of `drag` points, a release at `velocity` points
  /// per second (the finger's), frames at the release, during the settle, and at rest.
  private static func release(
    window: PictureSize, startIndex: Int, drag: Double, velocity: Double
  ) throws -> [FilmStrip.Frame] {
    let itemLength = (window.width * 0.62).rounded()
    let shelf = try Shelf(
      source: ArrayPageSource(Array(0..<count)),
      layout: .uniform(itemLength: itemLength, spacing: 8), anchor: .leading(anchorInset),
      snap: try DirectionalSnap(velocityThreshold: velocityThreshold), initialIndex: startIndex,
      configuration: PagerConfiguration(viewportLength: window.width))
    try shelf.advance(to: 0)
    try shelf.beginDrag()
    try shelf.drag(by: drag)
    let speed = "\(Format.fixed(abs(velocity) / 1000, 1)) pt/ms"
    var frames = [frame(of: shelf, caption: "released at \(speed)")]
    try shelf.endDrag(velocity: velocity)
    var time = 0.0
    for stop in settleStops {
      while time < stop - 1e-9 {
        time += 1.0 / 60
        try shelf.advance(to: time)
      }
      frames.append(frame(of: shelf, caption: "\(Format.fixed(stop, 2)) s later"))
    }
    var steps = 0
    while shelf.phase != .idle && steps < 600 {
      steps += 1
      time += 1.0 / 60
      try shelf.advance(to: time)
    }
    // At rest the offset is the settled item's resting offset.
    let clamped =
      shelf.phase == .idle && shelf.contentOffset >= shelf.maxContentOffset - 1e-9
      && shelf.settledIndex == count - 1
    frames.append(
      frame(
        of: shelf,
        caption: "at rest on item \(shelf.settledIndex + 1)" + (clamped ? ", clamped" : "")))
    return frames
  }

  /// The picture.
  ///
  /// - Parameter size: The picture size.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(size: PictureSize) throws -> String {
    let window = viewportSize(for: size)
    let item = (window.width * 0.62).rounded()
    let slow = try release(window: window, startIndex: 0, drag: -0.6 * item, velocity: -100)
    let fast = try release(window: window, startIndex: 3, drag: -0.2 * item, velocity: -3000)
    let strip = FilmStrip(
      title: "A Pager with an item layout",
      subtitle: "DirectionalSnap: a slow release rests on the nearest item, a fast one moves on; "
        + "the dashed line is the anchor.",
      rows: [
        FilmStrip.Row(heading: "A slow release, 0.6 of an item from item 1", frames: slow),
        FilmStrip.Row(
          heading: "A fast release from item 4: the last item cannot reach the anchor and rests "
            + "at the end",
          frames: fast),
      ],
      frameWidth: window.width, frameHeight: window.height)
    return strip.render()
  }

  /// A frame: the visible items the pager draws, at their on-screen origins, and the anchor
  /// line.
  private static func frame(of shelf: Shelf, caption: String) -> FilmStrip.Frame {
    let length = shelf.viewportLength
    let items = shelf.livePages.filter { $0.origin < length && $0.origin + $0.length > 0 }
    let target = shelf.targetIndex
    return FilmStrip.Frame(caption: caption) { svg, viewport in
      for item in items {
        ItemCards.draw(
          index: item.index, title: "Item \(item.index + 1)", origin: item.origin,
          length: item.length, highlighted: item.index == target, dimmedAlpha: 0.75,
          in: viewport, into: &svg)
      }
      ItemCards.drawAnchorLine(atX: viewport.x + anchorInset, in: viewport, into: &svg)
    }
  }
}
