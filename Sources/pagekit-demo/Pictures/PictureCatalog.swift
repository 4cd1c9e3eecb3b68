/// One rendered picture: its file name, what it shows, and its SVG text.
struct Picture {
  /// The file name, `<name>.svg`.
  var fileName: String
  /// One line saying what the picture shows (the docs' caption).
  var caption: String
  /// The SVG document.
  var svg: String
}

/// Every picture of `Docs/images`, rendered in memory.
enum PictureCatalog {
  /// Renders the pictures: every one, or only one transition's film strip and animation.
  ///
  /// - Parameters:
  ///   - transition: The one transition to draw, or `nil` for every picture.
  ///   - size: The viewport size.
  /// - Returns: The pictures, in a fixed order.
  /// - Throws: An engine error (`PagerError`, `TabMenuError`, …) if a scene
  ///   cannot be built; none with the sizes ``RenderOptions`` accepts.
  static func render(transition: TransitionPictures.Name? = nil, size: PictureSize) throws
    -> [Picture]
  {
    var pictures: [Picture] = []
    for name in TransitionPictures.Name.allCases where transition == nil || transition == name {
      pictures.append(
        Picture(
          fileName: "transition-\(name.rawValue).svg",
          caption: "\(name.typeName): one swipe, frame by frame",
          svg: try TransitionPictures.filmStrip(name, size: size)))
      pictures.append(
        Picture(
          fileName: "transition-\(name.rawValue)-animated.svg",
          caption: "\(name.typeName), animated with its timing curve",
          svg: try SwipeAnimation.document(name, size: size)))
    }
    guard transition == nil else { return pictures }
    pictures.append(
      Picture(
        fileName: "transition-cube-right-to-left.svg",
        caption: "CubeTransition in a right-to-left pager: the same swipe, mirrored",
        svg: try TransitionPictures.filmStrip(.cube, size: size, layoutDirection: .rightToLeft)))
    pictures.append(
      Picture(
        fileName: "transition-cube-vertical.svg",
        caption: "CubeTransition in a vertical pager",
        svg: try TransitionPictures.filmStrip(.cube, size: size, axis: .vertical)))
    pictures.append(
      Picture(
        fileName: "tabs-swipe.svg",
        caption: "TabMenuCoordinator: linear and elastic indicators during a swipe, and a "
          + "cancelled swipe",
        svg: try TabPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "carousel-seam.svg",
        caption: "Carousel: narrow items looping past the seam",
        svg: try CarouselPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "snapping-releases.svg",
        caption:
          "A Pager with an item layout: a slow and a fast release, the anchor, the clamped last "
          + "item",
        svg: try SnapPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "peeking-cards.svg",
        caption: "A peeking card pager: cards 80 % of the viewport, centred, neighbours peeking; "
          + "a swipe and a drag that goes back",
        svg: try CardPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "page-dots.svg",
        caption: "PageDots: the selection moving between two dots during a swipe, a window "
          + "of seven dots over twelve pages, a loop's dots across its seam",
        svg: try DotsPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "landing-forecast.svg",
        caption: "Pager.landing: a fling's crossings and rest, known as the finger lifts, on a "
          + "time line with the frames then drawn",
        svg: try LandingPictures.document(size: size)))
    pictures.append(
      Picture(
        fileName: "nested-hand-over.svg",
        caption: "NestedPagerCoordinator: a carousel in a tab pager's page reaches its last "
          + "card and the tabs take over, within the gesture and on a new one",
        svg: try NestedPictures.document(size: size)))
    return pictures
  }
}
