import PageKitCore

/// An animated SVG of a page change and back, drawn with SMIL (`<animate>` and
/// `<animateTransform>` with `keyTimes`), which browsers play, also in an `<img>` on a code
/// host's README.
///
/// A real `Pager` is sampled every ``frameInterval`` seconds of its own clock while animated
/// commands (timed by the transition's timing curve) move it from Page 2 to Page 3 and back; the
/// key times are those timestamps over the loop's length, so the browser plays the motion at its
/// real speed. SVG draws in document order, so the drawing order (`zIndex`) is kept with layers:
/// layer `k` holds a copy of every card that is ever `k`-th from the back, visible only while it
/// is (a discrete `visibility` animation, so the order flips between two samples without a
/// cross-fade).
enum SwipeAnimation {
  /// Seconds between samples of the pager's motion (30 per second: smooth, and small files).
  static let frameInterval = 1.0 / 30
  /// Seconds the picture rests on each page before the next command.
  static let pause = 0.6

  /// One sample: the time and the cards drawn then, back to front.
  struct Sample {
    var time: Double
    var cards: [PageCard]
  }

  /// The samples of the animation: at rest on Page 2, an animated command to Page 3, a pause,
  /// an animated command back to Page 2, a pause.
  ///
  /// - Parameters:
  ///   - transition: The strategy.
  ///   - viewport: Where the pager's viewport is drawn.
  /// - Returns: The samples, in time order, from time 0.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func samples<T: TransitionStrategy>(_ transition: T, viewport: Viewport) throws
    -> [Sample]
  {
    let pager = try TransitionPictures.makePager(transition, viewport: viewport)
    let start = TransitionPictures.startIndex
    var time = 0.0
    var samples = [Sample(time: 0, cards: TransitionPictures.cards(of: pager, in: viewport))]
    for destination in [start + 1, start] {
      time += pause
      try pager.advance(to: time)
      samples.append(
        Sample(time: time, cards: TransitionPictures.cards(of: pager, in: viewport)))
      try pager.scroll(to: destination, animated: true)
      // At most ten seconds of motion: a stuck curve cannot make an endless file.
      var steps = 0
      repeat {
        steps += 1
        time = samples[samples.count - 1].time + frameInterval
        try pager.advance(to: time)
        samples.append(
          Sample(time: time, cards: TransitionPictures.cards(of: pager, in: viewport)))
      } while pager.phase != .idle && steps < 300
    }
    time += pause
    samples.append(Sample(time: time, cards: TransitionPictures.cards(of: pager, in: viewport)))
    return samples
  }

  /// The animated SVG of the transition `name`.
  ///
  /// - Parameters:
  ///   - name: The transition.
  ///   - size: The viewport's size.
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` (not with the sizes the renderer accepts).
  static func document(_ name: TransitionPictures.Name, size: PictureSize) throws -> String {
    let padding = FilmStrip.padding
    let top = padding + 58
    let viewport = Viewport(x: padding, y: top, width: size.width, height: size.height)
    let transition = name.strategy
    let samples = try samples(transition, viewport: viewport)
    let duration = samples.last?.time ?? 0
    let width = max(size.width + 2 * padding, 300)
    let height = top + size.height + padding
    let frame = Viewport(
      x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
    let shift = frame.x - viewport.x
    var svg = SVGWriter(width: width, height: height, title: "\(name.typeName), animated")
    svg.label(name.typeName, x: padding, y: padding + 12, size: 15, weight: "bold")
    svg.label(
      "Page 2 → Page 3 and back, animated commands", x: padding, y: padding + 30, size: 11.5,
      color: "#555555")
    svg.label(
      "timed by its \(timingName(transition.timing))", x: padding, y: padding + 44, size: 11.5,
      color: "#555555")
    let keyTimes = samples.map { SVGWriter.number($0.time / max(duration, 1e-9), digits: 4) }
      .joined(separator: ";")
    let clock = Clock(duration: duration, keyTimes: keyTimes)
    FilmStrip.drawFrame(into: &svg, viewport: frame, id: "clip") { svg, _ in
      svg.start("g", [("transform", "translate(\(SVGWriter.number(shift)) 0)")])
      drawLayers(of: samples, clock: clock, into: &svg)
      svg.end()
    }
    return svg.finish()
  }

  /// The name of a timing curve for the subtitle, with how long it takes.
  private static func timingName(_ timing: AnimationTiming) -> String {
    let kind: String
    switch timing.curve {
    case .spring: kind = "spring"
    case .bezier: kind = "Bézier curve"
    case .linear: kind = "linear curve"
    case .custom: kind = "timing curve"
    }
    let seconds = timing.settlingDuration
    return seconds > 0 ? "\(kind) (\(Format.fixed(seconds, 2)) s)" : "\(kind) (instant)"
  }

  /// The loop's length and key times, shared by every animation element.
  private struct Clock {
    var duration: Double
    var keyTimes: String
  }

  /// Writes one copy of each card per drawing layer it ever occupies.
  private static func drawLayers(of samples: [Sample], clock: Clock, into svg: inout SVGWriter) {
    let layerCount = samples.map(\.cards.count).max() ?? 0
    var pages: [Int] = []
    for sample in samples {
      for card in sample.cards where !pages.contains(card.index) { pages.append(card.index) }
    }
    for layer in 0..<layerCount {
      for page in pages {
        let occupies = samples.map { sample in
          layer < sample.cards.count && sample.cards[layer].index == page
        }
        guard occupies.contains(true) else { continue }
        drawCard(page, samples: samples, occupies: occupies, clock: clock, into: &svg)
      }
    }
  }

  /// Writes one copy of card `page`: visible while it occupies this layer; its shape and label
  /// follow the page in every sample (held where it is not drawn), its opacity is the page's
  /// alpha where it is drawn and 0 elsewhere.
  private static func drawCard(
    _ page: Int, samples: [Sample], occupies: [Bool], clock: Clock, into svg: inout SVGWriter
  ) {
    // The card in every sample; where the page is not drawn, the nearest sample's card.
    var known: [PageCard?] = samples.map { sample in sample.cards.first { $0.index == page } }
    var last: PageCard?
    for index in known.indices {
      if let card = known[index] { last = card } else { known[index] = last }
    }
    last = nil
    for index in known.indices.reversed() {
      if let card = known[index] { last = card } else { known[index] = last }
    }
    let cards = known.compactMap { $0 }
    guard cards.count == samples.count, let first = cards.first else { return }
    let visibility = occupies.map { $0 ? "visible" : "hidden" }
    svg.start("g", [("visibility", visibility[0])])
    animate(&svg, "visibility", visibility, discrete: true, clock: clock)
    let opacities = zip(cards, samples).map { card, sample in
      SVGWriter.number(sample.cards.contains { $0.index == page } ? card.placement.alpha : 0)
    }
    svg.start("g", [("opacity", opacities[0])])
    animate(&svg, "opacity", opacities, clock: clock)
    let outlines = cards.map { PageCard.pointsText($0.outline) }
    shape(
      &svg,
      [
        ("fill", PageCard.fill(page)), ("stroke", PageCard.ink(page)), ("stroke-width", "1.5"),
        ("stroke-linejoin", "round"),
      ], points: outlines, clock: clock)
    shape(
      &svg, [("fill", PageCard.ink(page))], points: cards.map { PageCard.pointsText($0.header) },
      clock: clock)
    let labels = cards.map(\.labelTransform)
    let translations = labels.map {
      SVGWriter.number($0.origin.x) + " " + SVGWriter.number($0.origin.y)
    }
    let scales = labels.map { SVGWriter.number($0.scaleX) + " " + SVGWriter.number($0.scaleY) }
    svg.start("g", [("transform", "translate(\(translations[0])) scale(\(scales[0]))")])
    // Both or neither: an animated translation replaces the whole static transform.
    if Set(translations).count > 1 || Set(scales).count > 1 {
      animateTransform(&svg, "translate", translations, additive: false, clock: clock)
      animateTransform(&svg, "scale", scales, additive: true, clock: clock)
    }
    svg.label(
      first.title, x: 0, y: first.fontSize * 0.35, size: first.fontSize, anchor: "middle",
      weight: "bold", color: "#1a1a1a")
    svg.end()
    svg.end()
    svg.end()
  }

  /// A polygon whose points go through `points`: still when they never change.
  private static func shape(
    _ svg: inout SVGWriter, _ attributes: [(String, String)], points: [String], clock: Clock
  ) {
    guard Set(points).count > 1 else {
      svg.element("polygon", [("points", points.first ?? "")] + attributes)
      return
    }
    svg.start("polygon", [("points", points.first ?? "")] + attributes)
    animate(&svg, "points", points, clock: clock)
    svg.end()
  }

  /// An `<animate>` of `attribute` through `values`, or nothing when the value never changes.
  /// A discrete one holds each value until the next key time; the others interpolate linearly.
  private static func animate(
    _ svg: inout SVGWriter, _ attribute: String, _ values: [String], discrete: Bool = false,
    clock: Clock
  ) {
    guard Set(values).count > 1 else { return }
    var attributes = [
      ("attributeName", attribute), ("dur", SVGWriter.number(clock.duration, digits: 4) + "s"),
      ("repeatCount", "indefinite"), ("keyTimes", clock.keyTimes),
      ("values", values.joined(separator: ";")),
    ]
    if discrete { attributes.append(("calcMode", "discrete")) }
    svg.element("animate", attributes)
  }

  /// An `<animateTransform>` of `type` through `values`; an additive one (`additive="sum"`)
  /// applies after the one before it, so the label is scaled, then moved.
  private static func animateTransform(
    _ svg: inout SVGWriter, _ type: String, _ values: [String], additive: Bool, clock: Clock
  ) {
    var attributes = [
      ("attributeName", "transform"), ("type", type),
      ("dur", SVGWriter.number(clock.duration, digits: 4) + "s"), ("repeatCount", "indefinite"),
      ("keyTimes", clock.keyTimes), ("values", values.joined(separator: ";")),
    ]
    if additive { attributes.append(("additive", "sum")) }
    svg.element("animateTransform", attributes)
  }
}
