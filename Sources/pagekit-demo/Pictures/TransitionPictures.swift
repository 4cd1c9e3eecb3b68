import PageKitCore

/// The transition pictures: for each built-in strategy a film strip of one swipe and an animated
/// SVG of a page change, both drawn from a real `Pager`'s `livePages`.
enum TransitionPictures {
  /// The built-in strategies, by their command-line names.
  enum Name: String, CaseIterable {
    case slide
    case crossFade = "cross-fade"
    case cover
    case reveal
    case depth
    case zoomOut = "zoom-out"
    case cube
    case coverFlow = "cover-flow"
    case instant

    /// The strategy, with its default parameters.
    var strategy: any TransitionStrategy {
      switch self {
      case .slide: SlideTransition()
      case .crossFade: CrossFadeTransition()
      case .cover: CoverTransition()
      case .reveal: RevealTransition()
      case .depth: DepthTransition()
      case .zoomOut: ZoomOutTransition()
      case .cube: CubeTransition()
      case .coverFlow: CoverFlowTransition()
      case .instant: InstantTransition()
      }
    }

    /// The type's name, as a reader finds it in the API.
    var typeName: String {
      switch self {
      case .slide: "SlideTransition"
      case .crossFade: "CrossFadeTransition"
      case .cover: "CoverTransition"
      case .reveal: "RevealTransition"
      case .depth: "DepthTransition"
      case .zoomOut: "ZoomOutTransition"
      case .cube: "CubeTransition"
      case .coverFlow: "CoverFlowTransition"
      case .instant: "InstantTransition"
      }
    }
  }

  /// The pages every transition picture shows (five, so cover flow's side pages exist).
  static let pageCount = 5
  /// The page the swipe starts on (the second, so that there is a page on each side).
  static let startIndex = 1
  /// How far the finger has moved the pages in each frame of a film strip, in pages.
  static let offsets = [0.0, 0.25, 0.5, 0.75, 1.0]

  /// A fresh pager with `transition`, at rest on ``startIndex`` at time 0.
  ///
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func makePager<T: TransitionStrategy>(
    _ transition: T, viewport: Viewport, layoutDirection: LayoutDirection = .leftToRight
  ) throws -> Pager<ArrayPageSource<Int, Int>, T> {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<pageCount)), transition: transition,
      initialIndex: startIndex,
      configuration: PagerConfiguration(
        viewportLength: viewport.pageLength, axis: viewport.axis, layoutDirection: layoutDirection))
    try pager.advance(to: 0)
    return pager
  }

  /// The cards a pager draws now, in drawing order: hidden and fully transparent pages left out,
  /// the rest sorted by `zIndex` (ties keep the live order).
  ///
  /// - Parameters:
  ///   - pager: The pager.
  ///   - viewport: Where its viewport is drawn.
  /// - Returns: The cards, back to front.
  static func cards<T: TransitionStrategy>(
    of pager: Pager<ArrayPageSource<Int, Int>, T>, in viewport: Viewport
  ) -> [PageCard] {
    pager.livePages.enumerated()
      .filter { !$0.element.placement.isHidden && $0.element.placement.alpha > 0 }
      .sorted {
        ($0.element.placement.zIndex, $0.offset) < ($1.element.placement.zIndex, $1.offset)
      }
      .map { PageCard(index: $0.element.page, placement: $0.element.placement, viewport: viewport) }
  }

  /// The placements of one drag, frame by frame: a finger moving the pages forward by each of
  /// ``offsets`` in turn, cards placed relative to a viewport at the origin.
  private static func dragFrames<T: TransitionStrategy>(
    _ transition: T, viewport: Viewport, layoutDirection: LayoutDirection
  ) throws -> [[PageCard]] {
    let pager = try makePager(transition, viewport: viewport, layoutDirection: layoutDirection)
    // The finger moves against the reading direction to go forward (left in a left-to-right
    // pager, right in a right-to-left one, up in a vertical one).
    let forward = -layoutDirection.screenSign(on: viewport.axis) * viewport.pageLength
    try pager.beginDrag()
    var moved = 0.0
    var frames: [[PageCard]] = []
    for offset in offsets {
      try pager.drag(by: offset * forward - moved)
      moved = offset * forward
      frames.append(cards(of: pager, in: viewport))
    }
    return frames
  }

  /// The film strip of one swipe under the transition `name`.
  ///
  /// - Parameters:
  ///   - name: The transition.
  ///   - size: The viewport's size.
  ///   - axis: The paging axis.
  ///   - layoutDirection: The reading direction.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func filmStrip(
    _ name: Name, size: PictureSize, axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> String {
    let origin = Viewport(x: 0, y: 0, width: size.width, height: size.height, axis: axis)
    let frames = try dragFrames(name.strategy, viewport: origin, layoutDirection: layoutDirection)
    let variant =
      axis == .vertical
      ? ", vertical (the finger moves up)"
      : layoutDirection == .rightToLeft ? ", right to left (the finger moves right)" : ""
    let strip = FilmStrip(
      title: "\(name.typeName)\(variant)",
      subtitle: "One swipe from Page 2 to Page 3: under each frame, how far the drag has moved "
        + "the pages.",
      rows: [
        FilmStrip.Row(
          heading: nil,
          frames: zip(offsets, frames).map { offset, cards in
            FilmStrip.Frame(caption: "offset \(Format.fixed(offset, 2))") { svg, viewport in
              for card in cards {
                var card = card
                card.viewport = viewport
                card.draw(into: &svg)
              }
            }
          })
      ],
      frameWidth: size.width, frameHeight: size.height, axis: axis)
    return strip.render()
  }
}
