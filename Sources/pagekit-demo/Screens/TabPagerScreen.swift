import PageKitCore
import PageKitTabs

/// A page of the tab pager: its identity is its title.
struct TabPage: Hashable, Sendable {
  /// The title, shown on the tab and the page; also the page's identity.
  var title: String
}

/// Screen 1: a five-page tab pager — a `Pager` bound to a `TabMenuCoordinator` (menu, indicator, scrolling)
/// by a `TabMenuCoordinator`, drawn from one `TabBarSnapshot` per frame.
///
/// The coordinator turns digit keys (tab taps) into pager commands in the bar's order, computes
/// the indicator and the menu offset from the pager's position and motion, reloads pages and
/// tabs together, and reports each change of the selected tab once; the log prints those
/// reports next to the pager's own events.
final class TabPagerScreen: DemoScreen {
  /// The pager's data source: keyed by title, so the pager follows pages across reloads.
  typealias Source = ArrayPageSource<TabPage, String>

  /// One page, in points. A page fills the frame's width whatever that is, so the swipes are
  /// the same at every terminal width.
  static let pageLength = 350.0
  /// The five pages the demo starts with.
  static let defaultTitles = ["Home", "Trending", "Library", "Inbox", "Settings"]

  let title = TabPagerScreen.logName

  /// The screen's name, in the title bar and the event log.
  static let logName = "Tab pager"
  let help = "←/→ page · h/l swipe · mouse · 1-9 tab · r insert pages · tab screen · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  /// The bar bound to the pager.
  let tabs: TabMenuCoordinator<Pager<Source, SlideTransition>>
  private var pages: [TabPage]
  private var gestures = GestureRunner()
  private var insertedCount = 0

  /// The pager.
  var pager: Pager<Source, SlideTransition> { tabs.pager }

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - titles: The pages' titles (distinct).
  ///   - initialIndex: The first page.
  ///   - log: Where events and notes go.
  /// - Throws: `PagerError` or `TabMenuError` for bad values.
  init(
    titles: [String] = TabPagerScreen.defaultTitles, initialIndex: Int = 0,
    log: EventLog = EventLog()
  ) throws {
    self.log = log
    pages = titles.map { TabPage(title: $0) }
    let pager = try Pager(
      source: ArrayPageSource(pages, id: \.title), initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: Self.pageLength))
    // The screen observes before the coordinator does (observers are called in the order they
    // were added): each didChangePage is logged before its selection change.
    let source = Self.logName
    pager.addEventObserver { [weak pager] event in
      log.record(event, at: pager?.currentTime ?? 0, from: source, name: { $0 ?? "none" })
    }
    tabs = try TabMenuCoordinator(
      pager: pager,

      menu: try Self.makeMenu(for: pages, barLength: width), indicator: .standard,
      scrolling: .preferCentered)
    tabs.onSelectionChange = { [weak pager] change in
      log.record(selection: change, at: pager?.currentTime ?? 0, name: { $0 ?? "none" })
    }
  }

  /// The menu for `pages` in a bar `barLength` columns wide: tabs as wide as their titles plus a
  /// column on each side. A bar narrower than the tabs scrolls to keep the selection in view.
  private static func makeMenu(for pages: [TabPage], barLength: Int) throws -> TabMenu {
    try TabMenu(
      tabCount: pages.count, sizing: .intrinsic(pages.map { Double($0.title.count + 2) }),
      barLength: Double(barLength), spacing: 1, leadingInset: 1, trailingInset: 1)
  }

  /// A tap on tab `index`: the coordinator scrolls the pager in the bar's order; a refused tap
  /// (no such tab, a finger on the pager) is noted.
  ///
  /// - Parameters:
  ///   - index: The tab.
  ///   - time: The current time, for notes.
  func selectTab(_ index: Int, at time: Double) {
    do {
      try tabs.selectTab(index)
    } catch {
      log.note("tap on tab \(index + 1) (index \(index)) refused: \(error)", at: time)
    }
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || pager.phase != .idle }

  func layOut(width: Int) {
    guard width != self.width else { return }
    self.width = width
    do {
      // The bar is as wide as the frame; the pages already are (one page = the whole width).
      try tabs.setBarLength(Double(width))
    } catch {
      log.note("resize to \(width) columns refused: \(error)", at: pager.currentTime ?? 0)
    }
  }

  func perform(_ action: DemoAction, at time: Double) {
    // A page fills the frame: a column is a page's points over its columns.
    let pointsPerColumn = Self.pageLength / Double(max(width, 1))
    if DeviceInput.feed(action, to: pager, pointsPerColumn: pointsPerColumn, at: time, log: log) {
      return
    }
    switch action {
    // A page is one swipe away: the fling keys swipe as the arrows do.
    case .next, .flingNext:
      gestures.enqueue(.fling(forward: true, pageLength: Self.pageLength))
    case .previous, .flingPrevious:
      gestures.enqueue(.fling(forward: false, pageLength: Self.pageLength))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index): selectTab(index, at: time)
    case .reload: insertPagesBeforeCurrent(at: time)
    case .toggleAutoScroll, .togglePolicy, .nextScreen, .previousScreen, .quit, .key, .mouse:
      break
    }
  }

  /// Reloads pages and tabs with two new pages inserted just before the current one: the pager
  /// keeps its page by identity (its index shifts, no `didChangePage`, no selection change).
  private func insertPagesBeforeCurrent(at time: Double) {
    let at = pager.currentIndex
    let new = (1...2).map { TabPage(title: "New \(insertedCount + $0)") }
    insertedCount += 2
    pages.insert(contentsOf: new, at: at)
    log.note(
      "reload: insert \(new.map(\.title).joined(separator: ", ")) at index \(at)", at: time)
    do {
      try tabs.reload(
        ArrayPageSource(pages, id: \.title), menu: try Self.makeMenu(for: pages, barLength: width))
    } catch {
      log.note("reload refused: \(error)", at: time)
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    PagerFrame.run(pager, at: time, gestures: &gestures, log: log)
    // Every frame, so that the menu offset follows the pager even while another screen shows.
    _ = tabs.snapshot()
  }

  func render() -> [TextRow] {
    var menuRow = TextRow(width: width)
    var indicator = TextRow(width: width)
    if let snapshot = tabs.snapshot() {
      let offset = snapshot.menuOffset
      for index in 0..<pages.count {
        guard let frame = tabs.menu.frame(at: index) else { continue }
        let column = Int((frame.origin - offset).rounded())
        let name = pages[index].title
        menuRow.put(index == snapshot.selectedTab ? "[\(name)]" : " \(name) ", at: column)
      }
      // Across a circular seam the indicator is drawn twice: at the end nearest the position
      // and, while it straddles the seam, its copy at the other end.
      for frame in [snapshot.indicatorFrame] + (snapshot.indicatorCopyFrame.map { [$0] } ?? []) {
        indicator.fill(
          "━", from: Int((frame.origin - offset).rounded()),
          to: Int((frame.end - offset).rounded()))
      }
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
    // Pages counted from 1, as on the page labels and the tabs.
    let status = TextLayout.pack(
      [
        "current page \(pager.currentIndex + 1) of \(pager.count)",
        "target page \(pager.targetIndex + 1)", "settled page \(pager.settledIndex + 1)",
        "\(pager.phase)",
      ], separator: "  ", width: width)
    return [menuRow, indicator] + Box.draw(boxes, width: width)
      + status.map { .text($0, width: width) }
  }
}
