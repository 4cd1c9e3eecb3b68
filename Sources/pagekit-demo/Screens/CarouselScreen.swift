import PageKitCarousel
import PageKitCore

/// Screen 2: an auto-scrolling infinite carousel of cards narrower than the viewport.
///
/// One `Pager` keeps the loop, the state and the events: a circular source with a uniform item
/// layout, centred. Its `beginDrag`/`drag(by:)`/`endDrag(velocity:)` take the swipes, the paging
/// rule chooses where a release rests (one card per fling, measured from where the finger caught
/// it), an `AutoScroller` moves it on every interval from the frame timestamps alone (cause
/// `.autoScroll`, paused while a finger is down or the screen is hidden), and its `livePages`
/// place the cards with a cover-flow transition: the card at the anchor in front, the others
/// shrunk behind it.
final class CarouselScreen: DemoScreen {
  /// The cards' data source: looping.
  typealias Source = CircularPageSource<ArrayPageSource<String, String>>

  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// The carousel's viewport, in columns: as wide as the widest frame the cards are drawn in
  /// (120 columns), so a wide terminal shows more cards. A narrower frame shows the middle of it,
  /// where the anchor is. The loop's cycle (six strides, 132 columns) stays longer than the
  /// viewport, so no card is drawn twice.
  static let viewportColumns = 118
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
  let help = "←/→ card · h/l fling · mouse · 1-6 card · space auto-scroll · tab · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  /// The carousel: a looping pager of cards.
  let carousel: Pager<Source, CoverFlowTransition>
  /// The auto-scroller while auto-scrolling is on (a fresh schedule each time), `nil` while off.
  private(set) var autoScroller: AutoScroller?
  /// Seconds between auto-scroll advances.
  let interval: Double
  private var gestures = GestureRunner()
  private var wasVisible: Bool?

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - cards: The cards' names (distinct).
  ///   - interval: Seconds between auto-scroll advances.
  ///   - log: Where events and notes go.
  /// - Throws: `PagerError` for bad values.
  init(
    cards: [String] = CarouselScreen.defaultCards, interval: Double = 2,
    log: EventLog = EventLog()
  ) throws {
    self.log = log
    carousel = try Pager(
      source: ArrayPageSource(cards, id: \.self).circular(), transition: Self.transition,
      layout: .uniform(itemLength: Self.cardLength, spacing: Self.spacing), anchor: .center,
      configuration: PagerConfiguration(
        viewportLength: Double(Self.viewportColumns) * Self.pointsPerColumn))
    self.interval = interval
    autoScroller = try AutoScroller(interval: interval)
    let source = title
    carousel.addEventObserver { [weak carousel] event in
      log.record(event, at: carousel?.currentTime ?? 0, from: source, name: { $0 ?? "none" })
    }
  }

  /// Whether auto-scrolling is on.
  var isAutoScrollEnabled: Bool { autoScroller != nil }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || carousel.phase != .idle }

  func layOut(width: Int) {
    // The carousel's viewport stays ``viewportColumns`` wide; the frame shows its middle.
    self.width = width
  }

  func perform(_ action: DemoAction, at time: Double) {
    let stride = Self.cardLength + Self.spacing
    if DeviceInput.feed(
      action, to: carousel, pointsPerColumn: Self.pointsPerColumn, at: time, log: log)
    {
      return
    }
    switch action {
    // `PagingSnap(maxItems: 1)` moves one card per fling: the fling keys swipe as the arrows do.
    case .next, .flingNext: gestures.enqueue(.fling(forward: true, pageLength: stride))
    case .previous, .flingPrevious: gestures.enqueue(.fling(forward: false, pageLength: stride))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index):
      do {
        try carousel.scroll(to: index)
      } catch {
        log.note("card \(index + 1) (index \(index)) refused: \(error)", at: time)
      }
    case .toggleAutoScroll:
      autoScroller = isAutoScrollEnabled ? nil : try? AutoScroller(interval: interval)
      log.note("auto-scroll \(isAutoScrollEnabled ? "on" : "off")", at: time)
    case .reload, .togglePolicy, .nextScreen, .previousScreen, .quit, .key, .mouse: break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    if isVisible != wasVisible {
      defer { wasVisible = isVisible }
      if wasVisible != nil, isAutoScrollEnabled {
        log.note(isVisible ? "shown: auto-scroll resumes" : "hidden: auto-scroll pauses", at: time)
      }
    }
    // Moves the settle, then lets the auto-scroller move on (cause `.autoScroll`), then plays
    // the frame's gesture steps.
    let carousel = carousel
    PagerFrame.run(
      carousel, at: time, gestures: &gestures, log: log,
      afterAdvance: {
        autoScroller?.advance(carousel, to: time, pausedBy: isVisible ? [] : .hidden)
      })
  }

  func render() -> [TextRow] {
    let scale = Self.pointsPerColumn
    // The frame shows the middle `width` columns of the viewport: the anchor stays centred.
    let hidden = Double(Self.viewportColumns - width) / 2
    var boxes: [Box] = []
    let viewport = carousel.viewportLength
    for item in carousel.livePages where !item.placement.isHidden {
      let name = item.page
      let length = Self.cardLength * item.placement.scale
      let start = item.origin + (Self.cardLength - length) / 2
      // Preloaded cards outside the viewport are live but not drawn.
      guard start + length > 0, start < viewport else { continue }
      boxes.append(
        Box(
          start: start / scale - hidden, length: length / scale,
          label: "\(item.index + 1) \(name)", zIndex: item.placement.zIndex,
          isFaded: abs(item.offset) >= 0.5))
    }
    var marker = TextRow(width: width)
    marker.put("▲", at: width / 2)
    // The page control beside the anchor's marker: a dot per card, the selected one filled,
    // following a swipe.
    if let dots = try? carousel.pageDots(maximumVisible: 9) { marker.put(dots.description, at: 0) }
    var auto = ["auto-scroll off"]
    if let scroller = autoScroller {
      auto = ["auto-scroll on", "every \(Format.fixed(scroller.interval, 1)) s"]
      if let next = scroller.nextFireTime { auto.append("next at t=\(Format.fixed(next, 2))") }
    }
    let name = carousel.source.page(at: carousel.currentIndex) ?? "?"
    // Cards counted from 1, as on the cards and the digit keys.
    let status = [
      "card \(carousel.currentIndex + 1) of \(carousel.count) · \(name)",
      "target card \(carousel.targetIndex + 1)", "\(carousel.phase)",
    ]
    let rows =
      TextLayout.pack(status, separator: "  ", width: width)
      + TextLayout.pack(auto, separator: ", ", width: width)
    return Box.draw(boxes, width: width) + [marker] + rows.map { .text($0, width: width) }
  }
}
