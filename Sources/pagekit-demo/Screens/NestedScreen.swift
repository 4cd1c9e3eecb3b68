import PageKitCore

/// Screen 4: a carousel nested in a tab pager, on the same axis: a `NestedPagerCoordinator`
/// routes one finger (the mouse's drag, `h`/`l` swipes) between the two, the carousel first; the
/// policy (`p`) hands over within the gesture or only on a new one. Keys and the wheel go to the
/// carousel while it shows and has somewhere to go, else to the tabs.
final class NestedScreen: DemoScreen {
  typealias Tabs = Pager<ArrayPageSource<String, String>, SlideTransition>
  typealias Cards = Pager<ArrayPageSource<String, String>, SlideTransition>

  /// One tab page, in points (as the tab pager screen's).
  static let pageLength = 350.0
  /// A card and the space after it, in points: three cards show in a page.
  static let cardLength = 105.0
  static let spacing = 10.0
  static let tabNames = ["Home", "Photos", "Info"]
  static let cardNames = ["Dunes", "Glacier", "Harbour", "Lagoon", "Meadow", "Ridge"]

  let title = "Nested"
  let help = "mouse, h/l: cards then tabs · ←/→ · p hand-over · 1-3 tab · tab · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  let tabs: Tabs
  let cards: Cards
  let nested:
    NestedPagerCoordinator<
      ArrayPageSource<String, String>, SlideTransition, ArrayPageSource<String, String>,
      SlideTransition
    >
  private var gestures = GestureRunner()
  /// The mouse's velocity, from its samples (the coordinator takes translations).
  private var tracker = VelocityTracker()
  /// Where the mouse's drag last was, in points, while it drives the coordinator.
  private var mouseX: Double?

  /// Creates the screen, on "Photos".
  ///
  /// - Parameter log: Where events and notes go.
  /// - Throws: `PagerError` for bad values.
  init(log: EventLog = EventLog()) throws {
    self.log = log
    tabs = try Pager(
      source: ArrayPageSource(Self.tabNames, id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: Self.pageLength))
    cards = try Pager(
      source: ArrayPageSource(Self.cardNames, id: \.self),
      layout: .uniform(itemLength: Self.cardLength, spacing: Self.spacing),
      configuration: PagerConfiguration(viewportLength: Self.pageLength))
    nested = NestedPagerCoordinator(parent: tabs, child: cards, childPageID: "Photos")
    for (pager, name) in [(tabs, "Tabs"), (cards, "Cards")] {
      pager.addEventObserver { [weak pager] event in
        log.record(event, at: pager?.currentTime ?? 0, from: name, name: { $0 ?? "none" })
      }
    }
  }

  /// A column, in points.
  private var pointsPerColumn: Double { Self.pageLength / Double(max(width, 1)) }

  /// Which pager a key or a notch moves: the carousel while it shows and `key` has somewhere to
  /// go in it, else the tabs.
  private func keyTarget(for key: PagerKey) -> Bool {
    nested.childIsInPlace && cards.destination(for: key) != nil
  }

  // MARK: DemoScreen

  var isBusy: Bool {
    gestures.isActive || nested.isDragging || tabs.phase != .idle || cards.phase != .idle
  }

  func layOut(width: Int) {
    self.width = width
  }

  func perform(_ action: DemoAction, at time: Double) {
    do {
      switch action {
      case .key(let key):
        if keyTarget(for: key) { try cards.press(key) } else { try tabs.press(key) }
      case .mouse(let report): try mouse(report, at: time)
      case .next, .flingNext:
        gestures.enqueue(.fling(forward: true, pageLength: Self.cardLength + Self.spacing))
      case .previous, .flingPrevious:
        gestures.enqueue(.fling(forward: false, pageLength: Self.cardLength + Self.spacing))
      case .swipe(let swipe): gestures.enqueue(swipe)
      case .select(let index): try tabs.scroll(to: index)
      case .togglePolicy:
        nested.handOver = nested.handOver == .withinGesture ? .onNewGesture : .withinGesture
        log.note("hand-over: \(nested.handOver)", at: time)
      case .toggleAutoScroll, .reload, .nextScreen, .previousScreen, .quit: break
      }
    } catch {
      log.note("refused: \(error)", at: time)
    }
  }

  /// The mouse: its drag through the coordinator (its velocity from a tracker), its wheel to
  /// the pager a key would move.
  private func mouse(_ report: MouseReport, at time: Double) throws(PagerError) {
    let x = Double(report.column) * pointsPerColumn
    switch report.kind {
    case .press:
      guard !nested.isDragging else { return }
      try press(at: x, time: time)
    case .drag:
      // A drag whose press went elsewhere (another screen, outside the window) starts here.
      guard let last = mouseX else {
        if !nested.isDragging { try press(at: x, time: time) }
        return
      }
      try nested.drag(by: x - last)
      tracker.addSample(x, at: time)
      mouseX = x
    case .release:
      guard mouseX != nil else { return }
      mouseX = nil
      try nested.endDrag(velocity: tracker.velocity(at: time))
    case .wheel(let dx, let dy):
      let notch = DeviceInput.notch(dx: dx, dy: dy, at: time)
      if keyTarget(for: dx + dy > 0 ? .next : .previous) {
        try cards.scrollWheel(notch)
      } else {
        try tabs.scrollWheel(notch)
      }
    }
  }

  /// The mouse's button went down at `x` points: the coordinator's gesture begins.
  private func press(at x: Double, time: Double) throws(PagerError) {
    try nested.beginDrag()
    tracker.reset()
    tracker.addSample(x, at: time)
    mouseX = x
  }

  func tick(at time: Double, isVisible: Bool) {
    do {
      try nested.advance(to: time)
    } catch {
      log.note("advance threw \(error)", at: time)
    }
    for step in gestures.nextSteps() {
      do {
        switch step {
        case .begin: try nested.beginDrag()
        case .move(let translation): try nested.drag(by: translation)
        case .end(let velocity): try nested.endDrag(velocity: velocity)
        }
      } catch {
        log.note("gesture refused: \(error)", at: time)
        gestures.cancelAll()
        return
      }
    }
  }

  func render() -> [TextRow] {
    var menu = TextRow(width: width)
    var column = 1
    for (index, name) in Self.tabNames.enumerated() {
      let label = index == tabs.currentIndex ? "[\(name)]" : " \(name) "
      menu.put(label, at: column)
      column += label.count + 1
    }
    var pages: [Box] = []
    var cardBoxes: [Box] = []
    let columns = Double(width)
    for live in tabs.livePages where !live.placement.isHidden {
      let start = live.placement.translation * columns
      pages.append(
        Box(start: start, length: columns, label: "\(live.page) · tab \(live.index + 1)"))
      guard live.page == "Photos" else { continue }
      // The carousel is drawn inside its page, moving with it.
      // The carousel is clipped to its page.
      for card in cards.livePages where !card.placement.isHidden {
        let origin = start + card.origin / pointsPerColumn
        let from = max(origin, start)
        let to = min(origin + Self.cardLength / pointsPerColumn, start + columns)
        guard to - from >= 1 else { continue }
        cardBoxes.append(
          Box(start: from, length: to - from, label: "\(card.index + 1) \(card.page)"))
      }
    }
    let driving = nested.driving.map { "\($0)" } ?? "none"
    let status = TextLayout.pack(
      [
        "tab \(tabs.currentIndex + 1) of \(tabs.count)",
        "card \(cards.currentIndex + 1) of \(cards.count)", "drag moves: \(driving)",
        "hand-over: \(nested.handOver)",
      ], separator: "  ", width: width)
    return [menu] + Box.draw(pages, width: width) + Box.draw(cardBoxes, width: width)
      + status.map { .text($0, width: width) }
  }
}
