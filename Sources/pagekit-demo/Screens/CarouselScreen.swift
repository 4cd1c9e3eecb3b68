import PageKitCarousel
import PageKitCore

/// Screen 2: an auto-scrolling infinite carousel of cards narrower than the viewport.
///
/// A `Pager` over a circular source keeps the state and the events (one card per page);
/// `CarouselLayout` turns its position into the loop's content offset and the visible cards;
/// an `AutoScroller` decides when to move on, from the frame timestamps alone. The `Carousel`
/// type replaces the pager and the layout together: ``offset`` and ``tick(at:isVisible:)`` are
/// the places to change.
final class CarouselScreen: DemoScreen {
  /// The cards' data source.
  typealias Source = CircularPageSource<ArrayPageSource<String, String>>

  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// A card's length, in points.
  static let cardLength = 100.0
  /// The space between cards, in points.
  static let spacing = 10.0
  /// The cards.
  static let defaultCards = ["Alps", "Baltic", "Cairo", "Delhi", "Everest", "Fjords"]

  let title = "Carousel"
  let help = "←/→ swipe · 1-6 card · space auto-scroll · tab screen · q quit"
  let log = EventLog()
  /// The pager: one card per page, looping.
  let pager: Pager<Source, SlideTransition<SpringCurve>>
  /// The loop geometry.
  let layout: CarouselLayout
  /// The auto-scroll schedule.
  private(set) var autoScroller: AutoScroller
  /// Whether auto-scrolling is on.
  private(set) var isAutoScrollEnabled = true
  private var gestures = GestureRunner()
  private var wasVisible: Bool?

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - cards: The cards' names (distinct).
  ///   - interval: Seconds between auto-scroll advances.
  /// - Throws: `PagerError` or `CarouselError` for bad values.
  init(cards: [String] = CarouselScreen.defaultCards, interval: Double = 2) throws {
    let stride = Self.cardLength + Self.spacing
    pager = try Pager(
      source: ArrayPageSource(cards, id: \.self).circular(),
      configuration: PagerConfiguration(pageLength: stride, preloadCount: 2))
    layout = try CarouselLayout(
      count: cards.count, itemLength: Self.cardLength, spacing: Self.spacing,
      viewportLength: Double(FrameRenderer.innerWidth) * Self.pointsPerColumn, anchor: .center)
    autoScroller = try AutoScroller(interval: interval)
    let log = log
    pager.addEventObserver { [weak pager] event in
      log.record(event, at: pager?.currentTime ?? 0, name: { $0 ?? "none" })
    }
  }

  /// The loop's content offset for the pager's position, recentered into the safe band.
  var offset: Double {
    let base = layout.restingOffset(forLogicalIndex: 0) ?? 0
    return layout.recentered(offset: base + pager.position * layout.stride).offset
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || pager.phase != .idle }

  func perform(_ action: DemoAction, at time: Double) {
    switch action {
    case .next: gestures.enqueue(.fling(forward: true, pageLength: layout.stride))
    case .previous: gestures.enqueue(.fling(forward: false, pageLength: layout.stride))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index):
      guard index < pager.count else {
        log.note("no card \(index + 1)", at: time)
        return
      }
      do {
        try pager.scroll(to: index)
      } catch {
        log.note("scroll(to: \(index)) threw \(error)", at: time)
      }
    case .toggleAutoScroll:
      isAutoScrollEnabled.toggle()
      autoScroller.reset()
      log.note("auto-scroll \(isAutoScrollEnabled ? "on" : "off")", at: time)
    case .reload, .nextScreen, .previousScreen, .quit: break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    do {
      try pager.advance(to: time)
    } catch {
      log.note("advance threw \(error)", at: time)
    }
    let pager = pager
    GestureSteps.apply(
      gestures.nextSteps(), runner: &gestures, log: log, time: time,
      begin: { try pager.beginDrag() }, move: { try pager.drag(by: $0) },
      end: { try pager.endDrag(velocity: $0) })
    if isVisible != wasVisible {
      defer { wasVisible = isVisible }
      if wasVisible != nil, isAutoScrollEnabled {
        log.note(isVisible ? "shown: auto-scroll resumes" : "hidden: auto-scroll pauses", at: time)
      }
    }
    guard isAutoScrollEnabled else { return }
    let context = AutoScrollContext(
      currentIndex: pager.targetIndex, count: pager.count, isCircular: pager.isCircular,
      isDragging: pager.phase == .dragging || gestures.isTouching, isHidden: !isVisible,
      isMoving: pager.phase == .settling)
    guard let action = autoScroller.advance(to: time, context: context) else { return }
    do {
      try pager.command(
        to: action.index, direction: action.direction, animated: true, cause: .autoScroll)
    } catch {
      log.note("auto-scroll refused: \(error)", at: time)
    }
  }

  func render() -> [TextRow] {
    let width = FrameRenderer.innerWidth
    let offset = offset
    var boxes: [Box] = []
    for item in layout.visibleItems(offset: offset) {
      let name = pager.source.page(at: item.logicalIndex) ?? "?"
      boxes.append(
        Box(
          start: (item.origin - offset) / Self.pointsPerColumn,
          length: layout.itemLength / Self.pointsPerColumn,
          label: "\(item.logicalIndex + 1) \(name)"))
    }
    var marker = TextRow(width: width)
    marker.put("▲", at: width / 2)
    let next = autoScroller.nextFireTime.map { " next at t=\(Format.fixed($0, 2))" } ?? ""
    let auto =
      isAutoScrollEnabled
      ? "auto-scroll on, every \(Format.fixed(autoScroller.interval, 1)) s\(next)"
      : "auto-scroll off"
    let name = pager.source.page(at: pager.currentIndex) ?? "?"
    let status =
      "card \(pager.currentIndex + 1) of \(pager.count) · \(name)"
      + "  position \(Format.fixed(pager.position, 3))  \(pager.phase)"
    return Box.draw(boxes, width: width) + [
      marker, .text(status, width: width), .text(auto, width: width),
    ]
  }
}
