import Foundation
import PageKitCore
import Testing

@testable import pagekit_demo

/// The pictures of `Docs/images` against the committed files, and what they must show.
///
/// To regenerate the pictures after an intended change, run
/// `PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter PageKitDemoTests` (or
/// `swift run pagekit-demo render --out Docs/images`) and review the diff.
@Suite struct PictureTests {
  static let folder = DemoExecutable.packageRoot.appendingPathComponent("Docs/images")

  static let regenerateHint =
    "If the change is intended, regenerate the pictures with "
    + "`PAGEKIT_REGENERATE_FIXTURES=1 swift test --filter PageKitDemoTests` and review them "
    + "(Scripts/render-pictures.sh draws them as PNG)."

  @Test func picturesMatchTheCommittedFiles() throws {
    // Given every picture, drawn in memory
    let pictures = try PictureCatalog.render(size: .standard)
    if ProcessInfo.processInfo.environment["PAGEKIT_REGENERATE_FIXTURES"] == "1" {
      try PictureWriter.write(pictures, to: Self.folder.path)
    }
    // Then each equals its committed file byte for byte
    for picture in pictures {
      let url = Self.folder.appendingPathComponent(picture.fileName)
      let committed = try? Data(contentsOf: url)
      #expect(
        committed == Data(picture.svg.utf8),
        "Docs/images/\(picture.fileName) differs from what the engine draws now.\n\(Self.regenerateHint)"
      )
    }
    // And no committed picture is left that the renderer no longer draws
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".svg") }
    #expect(Set(files) == Set(pictures.map(\.fileName)), "stale pictures in Docs/images")
  }

  /// The DocC catalogs that embed pictures hold copies of `Docs/images` files (a catalog can only
  /// show its own resources).
  static let catalogResources = [
    "PageKitCore", "PageKitSnap", "PageKitCarousel", "PageKitTabs",
  ].map {
    DemoExecutable.packageRoot.appendingPathComponent("Sources/\($0)/\($0).docc/Resources")
  }

  @Test func theCatalogsPicturesAreTheDocsPictures() throws {
    // Compared with what the engine draws now (so a regeneration never copies a stale file).
    let drawn = Dictionary(
      uniqueKeysWithValues: try PictureCatalog.render(size: .standard).map {
        ($0.fileName, Data($0.svg.utf8))
      })
    var copies = 0
    for folder in Self.catalogResources {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files where file.hasSuffix(".svg") {
        let copy = folder.appendingPathComponent(file)
        let picture = try #require(drawn[file], "\(copy.path) is no picture the renderer draws")
        if ProcessInfo.processInfo.environment["PAGEKIT_REGENERATE_FIXTURES"] == "1" {
          try picture.write(to: copy)
        }
        #expect(
          try Data(contentsOf: copy) == picture,
          "\(copy.path) differs from Docs/images/\(file).\n\(Self.regenerateHint)")
        copies += 1
      }
    }
    // Every module's catalog shows at least one picture.
    #expect(copies >= 4)
  }

  @Test func everyPictureIsDrawnOnceWithADistinctName() throws {
    let pictures = try PictureCatalog.render(size: .standard)
    let names = pictures.map(\.fileName)
    #expect(Set(names).count == names.count)
    for name in TransitionPictures.Name.allCases {
      #expect(names.contains("transition-\(name.rawValue).svg"))
      #expect(names.contains("transition-\(name.rawValue)-animated.svg"))
    }
    for name in [
      "transition-cube-right-to-left.svg", "transition-cube-vertical.svg", "tabs-swipe.svg",
      "carousel-seam.svg", "snapping-releases.svg", "peeking-cards.svg",
      "nested-hand-over.svg", "page-dots.svg", "landing-forecast.svg",
    ] {
      #expect(names.contains(name))
    }
  }

  @Test func oneTransitionDrawsOnlyItsTwoPictures() throws {
    let pictures = try PictureCatalog.render(transition: .cube, size: .standard)
    #expect(pictures.map(\.fileName) == ["transition-cube.svg", "transition-cube-animated.svg"])
  }

  @Test func drawingIsDeterministic() throws {
    let first = try PictureCatalog.render(size: .standard).map(\.svg)
    let second = try PictureCatalog.render(size: .standard).map(\.svg)
    #expect(first == second)
  }

  @Test(arguments: [PictureSize.minimum, PictureSize(width: 320, height: 180)])
  func everySizeTheParserAcceptsDraws(size: PictureSize) throws {
    let pictures = try PictureCatalog.render(size: size)
    #expect(pictures.allSatisfy { $0.svg.hasSuffix("</svg>\n") })
  }

  @Test func aSmallPictureGrowsToFitItsSubtitle() {
    // Given one 100-pixel frame under a subtitle far wider than it
    let subtitle = String(repeating: "wide ", count: 40)
    let strip = FilmStrip(
      title: "T", subtitle: subtitle,
      rows: [FilmStrip.Row(heading: nil, frames: [FilmStrip.Frame(caption: "c") { _, _ in }])],
      frameWidth: 100, frameHeight: 100)
    // Then the document is as wide as the subtitle's estimate plus the padding
    let expected = FilmStrip.textWidth(subtitle, size: 11.5) + 2 * FilmStrip.padding
    #expect(strip.render().contains("width=\"\(SVGWriter.number(expected))\""))
  }

  // MARK: Numbers

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (0.125, "0.13"), (-0.125, "-0.13"), (-2.5, "-2.5"),
    (12.0, "12"), (3.14159, "3.14"), (Double.nan, "0"), (-Double.infinity, "0"),
  ])
  func numbersAreRoundedAndNeverNegativeZero(value: Double, text: String) {
    #expect(SVGWriter.number(value) == text)
  }

  @Test func noNumberInAnyPictureHasMoreDecimalsThanItsAttributeAllows() throws {
    // Two decimals everywhere, four in key times and durations; never -0.
    let pattern = try Regex(#"-?\d+\.\d+"#)
    for picture in try PictureCatalog.render(size: .standard) {
      for line in picture.svg.split(separator: "\n") {
        var stripped = String(line)
        for attribute in ["keyTimes", "dur"] {
          stripped = stripped.replacing(try Regex(attribute + #"="[^"]*""#), with: "")
        }
        for match in stripped.matches(of: pattern) {
          let decimals = match.output[0].substring?.split(separator: ".").last?.count ?? 0
          #expect(decimals <= 2, "\(picture.fileName): \(line)")
        }
        #expect(!stripped.contains("\"-0\"") && !stripped.contains(" -0 "), "\(line)")
      }
    }
  }

  // MARK: Animations

  /// The SMIL attributes of every `<animate>` and `<animateTransform>` in `svg`.
  static func animations(in svg: String) -> [[String: String]] {
    svg.split(separator: "\n").filter { $0.contains("<animate") }.map { line in
      var attributes: [String: String] = [:]
      for match in line.matches(of: #/ ([A-Za-z]+)="([^"]*)"/#) {
        attributes[String(match.output.1)] = String(match.output.2)
      }
      return attributes
    }
  }

  @Test(arguments: TransitionPictures.Name.allCases)
  func animationsLoopWithValidKeyTimes(name: TransitionPictures.Name) throws {
    let svg = try SwipeAnimation.document(name, size: .standard)
    let animations = Self.animations(in: svg)
    #expect(!animations.isEmpty, "\(name) does not move")
    for animation in animations {
      let keyTimes = (animation["keyTimes"] ?? "").split(separator: ";").compactMap {
        Double($0)
      }
      let values = (animation["values"] ?? "").split(
        separator: ";", omittingEmptySubsequences: false)
      // As many key times as values, from 0 to 1, ascending
      #expect(keyTimes.count == values.count)
      #expect(keyTimes.first == 0 && keyTimes.last == 1)
      #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
      #expect(animation["repeatCount"] == "indefinite")
      // Every value has as many numbers as the first, so the browser can interpolate them
      let counts = values.map { $0.split(whereSeparator: { " ,".contains($0) }).count }
      #expect(Set(counts).count == 1, "\(name) \(animation["attributeName"] ?? "")")
    }
  }

  @Test func animationsAreTimedByTheTransitionsCurve() throws {
    // Given the slide's samples (its timing is the page spring)
    let viewport = Viewport(x: 0, y: 0, width: 150, height: 200)
    let samples = try SwipeAnimation.samples(SlideTransition(), viewport: viewport)
    // Then the first command's motion follows SpringCurve.page's progress at each sample time
    let start = SwipeAnimation.pause
    let curve = SpringCurve.page
    for sample in samples where sample.time > start && sample.time < start + 0.3 {
      let outgoing = try #require(sample.cards.first { $0.index == 1 })
      let expected = -curve.progress(at: sample.time - start)
      #expect(abs(outgoing.placement.translation - expected) < 1e-6, "t = \(sample.time)")
    }
    // And it rests on each page for the pause, and ends where it began
    #expect(samples.first?.cards.map(\.index) == [1])
    #expect(samples.last?.cards.map(\.index) == [1])
  }

  @Test func layersKeepTheDrawingOrderOfEverySample() throws {
    // Cover flow: the page nearest the centre is on top, so the order changes mid-motion.
    let svg = try SwipeAnimation.document(.coverFlow, size: .standard)
    let viewport = Viewport(x: 0, y: 0, width: 150, height: 200)
    let samples = try SwipeAnimation.samples(CoverFlowTransition(), viewport: viewport)
    let orders = Set(samples.map { $0.cards.map(\.index) })
    #expect(orders.count > 1)
    // One copy of a card per layer it ever occupies: more copies than pages.
    let copies = svg.components(separatedBy: "stroke-linejoin").count - 1
    #expect(copies > Set(samples.flatMap { $0.cards.map(\.index) }).count)
    // Each copy shows or hides at once when the order flips (no cross-fade between copies).
    let switches = Self.animations(in: svg).filter { $0["attributeName"] == "visibility" }
    #expect(!switches.isEmpty)
    #expect(switches.allSatisfy { $0["calcMode"] == "discrete" })
  }

  // MARK: What the pictures draw

  @Test(arguments: [
    (TransitionPictures.Name.cover, [1, 2]), (.reveal, [2, 1]), (.depth, [2, 1]),
  ])
  func cardsAreDrawnInZIndexOrder(name: TransitionPictures.Name, order: [Int]) throws {
    #expect(try Self.drawnHalfWay(name.strategy) == order)
  }

  /// The pages drawn half way through a swipe from Page 2 to Page 3, back to front.
  static func drawnHalfWay<T: TransitionStrategy>(_ transition: T) throws -> [Int] {
    let viewport = Viewport(x: 0, y: 0, width: 150, height: 200)
    let pager = try TransitionPictures.makePager(transition, viewport: viewport)
    try pager.beginDrag()
    try pager.drag(by: -75)
    return TransitionPictures.cards(of: pager, in: viewport).map(\.index)
  }

  @Test func hiddenPagesAreNotDrawn() throws {
    // An instant transition half way: only the incoming page is drawn.
    #expect(try Self.drawnHalfWay(InstantTransition()) == [2])
  }

  @Test func aCardAtRestFillsItsPageLessTheMargin() {
    let viewport = Viewport(x: 10, y: 20, width: 100, height: 200)
    let card = PageCard(index: 0, placement: .identity, viewport: viewport)
    #expect(
      card.outline == [
        Point(x: 15, y: 25), Point(x: 105, y: 25), Point(x: 105, y: 215), Point(x: 15, y: 215),
      ])
  }

  @Test func translationAndScaleMoveAndShrinkTheCard() {
    let viewport = Viewport(x: 0, y: 0, width: 100, height: 100)
    var card = PageCard(
      index: 0, placement: PagePlacement(translation: 0.5, scale: 0.5), viewport: viewport)
    card.inset = 0
    #expect(
      card.outline == [
        Point(x: 75, y: 25), Point(x: 125, y: 25), Point(x: 125, y: 75), Point(x: 75, y: 75),
      ])
    // Vertical: the translation is along y
    card.viewport.axis = .vertical
    #expect(card.outline.first == Point(x: 25, y: 75))
  }

  @Test func aRotatedCardIsForeshortened() {
    // A positive rotation takes the right edge away: shorter than the left, and nearer the
    // centre than an unturned edge.
    let viewport = Viewport(x: 0, y: 0, width: 100, height: 100)
    var card = PageCard(
      index: 0, placement: PagePlacement(rotation: Double.pi / 4), viewport: viewport)
    card.inset = 0
    let outline = card.outline
    let left = outline[3].y - outline[0].y
    let right = outline[2].y - outline[1].y
    #expect(right < 100 && 100 < left)
    #expect(outline[1].x < 100 && outline[0].x > 0)
    // Vertical: the bottom edge goes away
    card.viewport.axis = .vertical
    let vertical = card.outline
    #expect(vertical[2].x - vertical[3].x < vertical[1].x - vertical[0].x)
  }

  @Test func theScenesShowWhatTheirCaptionsSay() throws {
    let size = PictureSize.standard
    let tabs = try TabPictures.document(size: size)
    #expect(tabs.contains(">at rest on Trending<"))
    // Across a loop's seam the indicator and its copy are both drawn.
    #expect(tabs.contains(">offset 0.25 · both copies<"))
    #expect(tabs.contains(">offset 0.75 · both copies<"))
    let carousel = try CarouselPictures.document(size: size)
    #expect(carousel.contains(">drag 1.0 · item 1<"))
    #expect(carousel.contains(">released · at rest on item 2<"))
    let snap = try SnapPictures.document(size: size)
    #expect(snap.contains(">at rest on item 2<"))
    #expect(snap.contains(">at rest on item 6, clamped<"))
    let cards = try CardPictures.document(size: size)
    #expect(cards.contains(">at rest on card 3<"))
    #expect(cards.contains(">dragged 0.4 of a card<"))
    #expect(cards.components(separatedBy: ">at rest on card 2<").count == 4)
  }

  @Test func theNestedHandOverShowsTheCarouselsEdgeThenTheTabs() throws {
    // Within the gesture: the carousel reaches its last card, then the tabs follow and settle on
    // the next tab; on a new gesture the carousel stops there and a second swipe moves the tabs.
    let nested = try NestedPictures.document(size: .standard)
    for caption in [
      "drag · carousel moves", "card 4 · the carousel's edge", "on · the tabs follow",
      "card 4 · the tabs stay", "released · card 4", "a new swipe · tabs",
    ] {
      #expect(nested.contains(">\(caption)<"), "no frame \(caption)")
    }
    #expect(nested.components(separatedBy: ">released · at rest on Settings<").count == 3)
    // The Photos page draws the carousel's cards; the other tabs draw none.
    #expect(nested.contains(">Card 4<") && nested.contains(">Settings<"))
  }

  /// The dots' picture follows the swipe: the selection flips past the half and settles on
  /// the next dot; the loop's crosses its seam from dot 5 to dot 1. Twelve pages show seven
  /// dots, their outer ones shrunk (radius 2 and 3), and the loop its five, all full.
  @Test func thePageDotsFollowTheSwipe() throws {
    let dots = try DotsPictures.document(size: .standard)
    for caption in [
      "drag 0.3 · dot 6", "drag 0.6 · dot 7", "released · at rest, dot 7", "drag 0.6 · dot 1",
      "released · at rest, dot 1",
    ] {
      #expect(dots.contains(">\(caption)<"), "no frame \(caption)")
    }
    let circles = dots.components(separatedBy: "<circle").count - 1
    #expect(circles == 4 * 7 + 4 * 5)
    #expect(dots.contains(#"r="2""#) && dots.contains(#"r="3""#))
    let guide = try String(
      contentsOf: DemoExecutable.packageRoot.appendingPathComponent("Docs/AroundThePager.md"),
      encoding: .utf8)
    #expect(guide.contains("](images/page-dots.svg)"))
  }

  /// The landing's picture ticks each forecast change of the current card, from card 3 to the
  /// card it rests on, and the guide shows it.
  @Test func theLandingPictureTicksEachCrossing() throws {
    let picture = try LandingPictures.document(size: .standard)
    let ticks = picture.components(separatedBy: ##"stroke="#d9480f""##).count - 1
    #expect(ticks == 8)
    for card in 3...10 { #expect(picture.contains(">\(card)</text>"), "no tick for card \(card)") }
    #expect(picture.contains(">at rest on card 10 after "))
    let guide = try String(
      contentsOf: DemoExecutable.packageRoot.appendingPathComponent("Docs/AroundThePager.md"),
      encoding: .utf8)
    #expect(guide.contains("](images/landing-forecast.svg)"))
  }

  @Test func theInputGuideShowsTheNestedHandOver() throws {
    let text = try String(
      contentsOf: DemoExecutable.packageRoot.appendingPathComponent("Docs/Input.md"),
      encoding: .utf8)
    #expect(text.contains("](images/nested-hand-over.svg)"))
  }

  @Test func thePeekingCardsAtRestShowBothNeighbours() throws {
    // Every frame at rest on card 2 (the first of each row, the last of the second) draws
    // cards 1 and 3 on either side.
    let cards = try CardPictures.document(size: .standard)
    let frames = cards.components(separatedBy: ">at rest on card 2<")
    try #require(frames.count == 4)
    for before in frames.dropLast() {
      let lastFrame = before.components(separatedBy: "</text>").suffix(4).joined()
      for name in ["Card 1", "Card 2", "Card 3"] {
        #expect(lastFrame.contains(">\(name)"), "\(name) is not drawn at rest")
      }
    }
  }

  @Test func theReadmeAndTheSnappingGuideShowThePeekingCards() throws {
    for (file, path) in [("README.md", "Docs/images/"), ("Docs/Snapping.md", "images/")] {
      let text = try String(
        contentsOf: DemoExecutable.packageRoot.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("](\(path)peeking-cards.svg)"), "\(file) does not show the picture")
    }
  }
}
