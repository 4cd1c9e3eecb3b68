import PageKitCarousel
import PageKitCore
import PageKitSnap

/// Screen 2: an auto-scrolling infinite carousel of cards narrower than the viewport.
///
/// One `Carousel` keeps the loop, the state and the events: its own `beginDrag`/`drag(by:)`/
/// `endDrag(velocity:)` take the swipes, `PagingSnap` chooses where a release rests (one card
/// per fling, measured from where the finger caught it), its attached `AutoScroller` moves on
/// every interval from the frame timestamps alone (cause `.autoScroll`, paused while a finger is
/// down or the screen is hidden), and `items(transition:)` places the cards with a cover-flow
/// transition: the card at the anchor in front, the others shrunk behind it.
final class CarouselScreen: DemoScreen {
  /// The cards' data source.
  typealias Source = ArrayPageSource<String, String>

  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// A card's length, in points.
  static let cardLength = 100.0
  /// The space between cards, in points.
  static let spacing = 10.0
  /// The cards.
  static let defaultCards = ["Alps", "Baltic", "Cairo", "Delhi", "Everest", "Fjords"]
  /// How the cards are drawn: centres 0.9 strides apart, side cards at 80%, so that the shrunk
  /// cards keep a gap between them in the terminal.
  static let transition = CoverFlowTransition(spacing: 0.9, sideScale: 0.8)

  let title = "Carousel"
  let help = "←/→ fling · 1-6 card · space auto-scroll · tab screen · q quit"
  let log = EventLog()
  /// The carousel: one card per item, looping, its auto-scroller attached.
  let carousel: Carousel<Source, PagingSnap>
  /// The auto-scroller attached while auto-scrolling is on (a fresh schedule each time).
  let autoScroller: AutoScroller
  private var gestures = GestureRunner()
  private var wasVisible: Bool?

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - cards: The cards' names (distinct).
  ///   - interval: Seconds between auto-scroll advances.
  /// - Throws: `CarouselError` or `SnapError` for bad values.
  init(cards: [String] = CarouselScreen.defaultCards, interval: Double = 2) throws {
    carousel = try Carousel(
      source: ArrayPageSource(cards, id: \.self), snap: PagingSnap(maxItems: 1),
      itemLength: Self.cardLength, spacing: Self.spacing,
      viewportLength: Double(FrameRenderer.innerWidth) * Self.pointsPerColumn, anchor: .center)
    autoScroller = try AutoScroller(interval: interval)
    carousel.autoScroller = autoScroller
    let log = log
    carousel.onEvent = { [weak carousel] event in
      log.record(event, at: carousel?.currentTime ?? 0, name: { $0 ?? "none" })
    }
  }

  /// Whether auto-scrolling is on.
  var isAutoScrollEnabled: Bool { carousel.autoScroller != nil }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || carousel.phase != .idle }

  func perform(_ action: DemoAction, at time: Double) {
    let stride = carousel.layout.stride
    switch action {
    // `PagingSnap(maxItems: 1)` moves one card per fling: the fling keys swipe as the arrows do.
    case .next, .flingNext: gestures.enqueue(.fling(forward: true, pageLength: stride))
    case .previous, .flingPrevious: gestures.enqueue(.fling(forward: false, pageLength: stride))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index):
      do {
        try carousel.scroll(to: index)
      } catch {
        log.note("card \(index + 1) refused: \(error)", at: time)
      }
    case .toggleAutoScroll:
      carousel.autoScroller = isAutoScrollEnabled ? nil : autoScroller
      log.note("auto-scroll \(isAutoScrollEnabled ? "on" : "off")", at: time)
    case .reload, .nextScreen, .previousScreen, .quit: break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    carousel.isHidden = !isVisible
    if isVisible != wasVisible {
      defer { wasVisible = isVisible }
      if wasVisible != nil, isAutoScrollEnabled {
        log.note(isVisible ? "shown: auto-scroll resumes" : "hidden: auto-scroll pauses", at: time)
      }
    }
    do {
      // Moves the settle, then lets the auto-scroller move on (cause `.autoScroll`).
      try carousel.advance(to: time)
    } catch {
      log.note("advance threw \(error)", at: time)
    }
    let carousel = carousel
    GestureSteps.apply(
      gestures.nextSteps(), runner: &gestures, log: log, time: time,
      begin: { try carousel.beginDrag() }, move: { try carousel.drag(by: $0) },
      end: { try carousel.endDrag(velocity: $0) })
  }

  func render() -> [TextRow] {
    let width = FrameRenderer.innerWidth
    let scale = Self.pointsPerColumn
    var boxes: [Box] = []
    for item in carousel.items(transition: Self.transition) where !item.placement.isHidden {
      let name = carousel.source.page(at: item.index) ?? "?"
      let length = Self.cardLength * item.placement.scale
      boxes.append(
        Box(
          start: (item.leadingEdge + (Self.cardLength - length) / 2) / scale,
          length: length / scale, label: "\(item.index + 1) \(name)",
          zIndex: item.placement.zIndex, isFaded: abs(item.offsetInItems) >= 0.5))
    }
    var marker = TextRow(width: width)
    marker.put("▲", at: width / 2)
    let next = carousel.autoScroller?.nextFireTime.map { " next at t=\(Format.fixed($0, 2))" }
    let auto =
      carousel.autoScroller.map {
        "auto-scroll on, every \(Format.fixed($0.interval, 1)) s\(next ?? "")"
      } ?? "auto-scroll off"
    let name = carousel.source.page(at: carousel.currentIndex) ?? "?"
    let status =
      "card \(carousel.currentIndex + 1) of \(carousel.count) · \(name)"
      + "  position \(Format.fixed(carousel.position, 3))  \(carousel.phase)"
    return Box.draw(boxes, width: width) + [
      marker, .text(status, width: width), .text(auto, width: width),
    ]
  }
}
