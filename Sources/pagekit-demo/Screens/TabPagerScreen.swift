import PageKitCore
import PageKitTabs

/// A page of the tab pager: its identity is its title.
struct TabPage: Hashable, Sendable {
  /// The title, shown on the tab and the page; also the page's identity.
  var title: String
}

/// Screen 1: a five-page tab pager — a `Pager` followed by a `TabBar` (menu, indicator,
/// scrolling), drawn from one `TabBarSnapshot` per frame.
///
/// The pairing of the pager and the bar lives in ``tabState`` and ``selectTab(_:at:)``; a
/// `TabMenuCoordinator` replaces exactly those two members.
final class TabPagerScreen: DemoScreen {
  /// The pager's data source: keyed by title, so the pager follows pages across reloads.
  typealias Source = ArrayPageSource<TabPage, String>

  /// One page, in points (the viewport is 70 columns of 5 points).
  static let pageLength = 350.0
  /// The five pages the demo starts with.
  static let defaultTitles = ["Home", "Trending", "Library", "Inbox", "Settings"]

  let title = "Tab pager"
  let help = "←/→ swipe · 1-9 tab · r insert pages · tab screen · q quit"
  let log = EventLog()
  /// The pager.
  let pager: Pager<Source, SlideTransition<SpringCurve>>
  private var pages: [TabPage]
  private var bar: TabBar
  private var menuOffset = 0.0
  private var gestures = GestureRunner()
  private var insertedCount = 0

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - titles: The pages' titles (distinct).
  ///   - initialIndex: The first page.
  /// - Throws: `PagerError` or `TabMenuError` for bad values.
  init(titles: [String] = TabPagerScreen.defaultTitles, initialIndex: Int = 0) throws {
    pages = titles.map { TabPage(title: $0) }
    pager = try Pager(
      source: ArrayPageSource(pages, id: \.title), initialIndex: initialIndex,
      configuration: PagerConfiguration(pageLength: Self.pageLength))
    bar = try Self.makeBar(for: pages)
    let log = log
    pager.addEventObserver { [weak pager] event in
      log.record(event, at: pager?.currentTime ?? 0, name: { $0 ?? "none" })
    }
  }

  /// The tab bar for `pages`: tabs as wide as their titles plus a column on each side, scrolled
  /// to keep the selection centred where the content allows.
  private static func makeBar(for pages: [TabPage]) throws -> TabBar {
    let menu = try TabMenu(
      tabCount: pages.count, sizing: .intrinsic(pages.map { Double($0.title.count + 2) }),
      barLength: Double(FrameRenderer.innerWidth), spacing: 1, leadingInset: 1,
      trailingInset: 1)
    return TabBar(menu: menu, indicator: .standard, scrolling: .preferCentered)
  }

  // MARK: Pager ↔ tab bar (a TabMenuCoordinator takes these over)

  /// The pager state the bar follows: the position, and the motion for ties and far jumps.
  var tabState: TabPagerState {
    let motion = pager.motion.map {
      TabMotion(
        origin: $0.originIndex, destination: $0.destinationIndex, progress: $0.progress,
        direction: $0.direction)
    }
    return TabPagerState(position: pager.position, isCircular: pager.isCircular, motion: motion)
  }

  /// A tap on tab `index`: the pager scrolls in the bar's order.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - time: The current time, for notes.
  func selectTab(_ index: Int, at time: Double) {
    guard index < pager.count else {
      log.note("no tab \(index + 1)", at: time)
      return
    }
    do {
      let direction = bar.tapDirection(from: pager.targetIndex, to: index)
      try pager.scroll(to: index, direction: direction, animated: true)
    } catch {
      log.note("scroll(to: \(index)) threw \(error)", at: time)
    }
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || pager.phase != .idle }

  func perform(_ action: DemoAction, at time: Double) {
    switch action {
    case .next: gestures.enqueue(.fling(forward: true, pageLength: Self.pageLength))
    case .previous: gestures.enqueue(.fling(forward: false, pageLength: Self.pageLength))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index): selectTab(index, at: time)
    case .reload: insertPagesBeforeCurrent(at: time)
    case .toggleAutoScroll, .nextScreen, .previousScreen, .quit: break
    }
  }

  /// Reloads with two new pages inserted just before the current one: the pager keeps its page
  /// by identity (its index shifts, no `didChangePage`), and the bar is rebuilt.
  private func insertPagesBeforeCurrent(at time: Double) {
    let at = pager.currentIndex
    let new = (1...2).map { TabPage(title: "New \(insertedCount + $0)") }
    insertedCount += 2
    pages.insert(contentsOf: new, at: at)
    log.note("reload: insert \(new.map(\.title).joined(separator: ", ")) at #\(at)", at: time)
    pager.reload(ArrayPageSource(pages, id: \.title))
    do {
      bar = try Self.makeBar(for: pages)
    } catch {
      log.note("tab bar rebuild failed: \(error)", at: time)
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
    if let snapshot = bar.snapshot(for: tabState, currentOffset: menuOffset) {
      menuOffset = snapshot.menuOffset
    }
  }

  func render() -> [TextRow] {
    let width = FrameRenderer.innerWidth
    var tabs = TextRow(width: width)
    var indicator = TextRow(width: width)
    if let snapshot = bar.snapshot(for: tabState, currentOffset: menuOffset) {
      let offset = snapshot.menuOffset
      for index in 0..<pages.count {
        guard let frame = bar.menu.frame(at: index) else { continue }
        let column = Int((frame.origin - offset).rounded())
        let name = pages[index].title
        tabs.put(index == snapshot.selectedTab ? "[\(name)]" : " \(name) ", at: column)
      }
      let frame = snapshot.indicatorFrame
      indicator.fill(
        "━", from: Int((frame.origin - offset).rounded()),
        to: Int((frame.end - offset).rounded()))
    }
    var boxes: [Box] = []
    for live in pager.livePages where !live.placement.isHidden && live.placement.alpha > 0 {
      let placement = live.placement
      let length = placement.scale * Double(width)
      let start = placement.translation * Double(width) + (Double(width) - length) / 2
      boxes.append(
        Box(
          start: start, length: length,
          label: "\(live.page.title) · page \(live.index + 1) of \(pager.count)",
          zIndex: placement.zIndex, isFaded: placement.alpha < 0.5))
    }
    let status =
      "position \(Format.fixed(pager.position, 3))  current \(pager.currentIndex)"
      + "  target \(pager.targetIndex)  settled \(pager.settledIndex)  \(pager.phase)"
    return [tabs, indicator] + Box.draw(boxes, width: width) + [.text(status, width: width)]
  }
}
