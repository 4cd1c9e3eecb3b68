import PageKitCore
import PageKitTabs

/// The tab pager picture: a `TabMenuCoordinator` binding a scrolling bar (menu offset
/// `.centered`) to a `Pager`, during a swipe with a linear and with an elastic indicator, and
/// during a cancelled swipe that returns the indicator exactly to its tab.
enum TabPictures {
  /// The tabs' titles (also the pages' labels).
  static let titles = ["Home", "Trending", "Library", "Inbox", "Settings"]
  /// The bar's height at the top of each frame, in pixels.
  static let barHeight = 30.0
  /// The labels' font size in the bar, in pixels.
  static let fontSize = 11.5
  /// The tab the swipes start on: Trending.
  static let startTab = 1

  /// One frame: what the coordinator and the pager report.
  private struct State {
    var snapshot: TabBarSnapshot?
    var menu: TabMenu
    var cards: [PageCard]
    var caption: String
  }

  /// A coordinator with a fresh pager at rest on ``startTab``.
  private static func makeCoordinator(
    indicator: TabIndicator, size: PictureSize
  ) throws -> TabMenuCoordinator<Pager<ArrayPageSource<Int, Int>, SlideTransition>> {
    try makeCoordinator(
      source: ArrayPageSource(Array(titles.indices)), at: startTab, indicator: indicator,
      size: size)
  }

  /// A coordinator over `source` with a fresh pager at rest on `tab`.
  private static func makeCoordinator<Source: PageSource>(
    source: Source, at tab: Int, indicator: TabIndicator, size: PictureSize
  ) throws -> TabMenuCoordinator<Pager<Source, SlideTransition>> {
    let pager = try Pager(
      source: source, initialIndex: tab,
      configuration: PagerConfiguration(viewportLength: size.width))
    try pager.advance(to: 0)
    // Each tab as wide as its title, plus room on each side.
    let widths = titles.map { Double($0.count) * fontSize * 0.62 + 18 }
    let menu = try TabMenu(
      tabCount: titles.count, sizing: .intrinsic(widths), barLength: size.width)
    return try TabMenuCoordinator(
      pager: pager, menu: menu, indicator: indicator, scrolling: .centered)
  }

  /// What the coordinator draws now.
  private static func state<Source: PageSource>(
    of tabs: TabMenuCoordinator<Pager<Source, SlideTransition>>, caption: String
  ) -> State where Source.Page == Int {
    let origin = Viewport(x: 0, y: 0, width: tabs.pager.viewportLength, height: 1)
    let cards = tabs.pager.livePages
      .filter { !$0.placement.isHidden && $0.placement.alpha > 0 }
      .map {
        PageCard(index: $0.page, placement: $0.placement, viewport: origin, title: titles[$0.page])
      }
    return State(
      snapshot: tabs.snapshot(), menu: tabs.menu, cards: cards, caption: caption)
  }

  /// A swipe from Trending to Library, stopped at each of `TransitionPictures.offsets`.
  private static func swipe(indicator: TabIndicator, size: PictureSize) throws -> [State] {
    try swipeStates(of: makeCoordinator(indicator: indicator, size: size), size: size)
  }

  /// The states of a forward swipe of `tabs`' pager, stopped at each of
  /// `TransitionPictures.offsets`; each caption names the offset, then what `note` adds.
  private static func swipeStates<Source: PageSource>(
    of tabs: TabMenuCoordinator<Pager<Source, SlideTransition>>, size: PictureSize,
    note: (TabMenuCoordinator<Pager<Source, SlideTransition>>) -> String = { _ in "" }
  ) throws -> [State] where Source.Page == Int {
    try tabs.pager.beginDrag()
    var moved = 0.0
    var states: [State] = []
    for offset in TransitionPictures.offsets {
      try tabs.pager.drag(by: -offset * size.width - moved)
      moved = -offset * size.width
      states.append(state(of: tabs, caption: "offset \(Format.fixed(offset, 2))\(note(tabs))"))
    }
    return states
  }

  /// A looping pager's swipe from Settings across the seam to Home: the indicator leaves past
  /// the last tab while its copy comes in before the first.
  private static func seamSwipe(size: PictureSize) throws -> [State] {
    let last = titles.count - 1
    let tabs = try makeCoordinator(
      source: ArrayPageSource(Array(titles.indices)).circular(), at: last,
      indicator: .standard, size: size)
    return try swipeStates(of: tabs, size: size) { tabs in
      tabs.snapshot()?.indicatorCopyFrame == nil ? "" : " · both copies"
    }
  }

  /// A swipe that goes 30% of the way, is released slowly, and settles back on Trending.
  private static func cancelledSwipe(size: PictureSize) throws -> [State] {
    let tabs = try makeCoordinator(indicator: .standard, size: size)
    var states: [State] = []
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: -0.15 * size.width)
    states.append(state(of: tabs, caption: "offset 0.15"))
    try tabs.pager.drag(by: -0.15 * size.width)
    states.append(state(of: tabs, caption: "offset 0.30, released"))
    try tabs.pager.endDrag(velocity: 0)
    var time = 0.0
    for stop in [0.1, 0.2] {
      while time < stop - 1e-9 {
        time += 1.0 / 60
        try tabs.pager.advance(to: time)
      }
      states.append(state(of: tabs, caption: "\(Format.fixed(stop, 1)) s later"))
    }
    var frames = 0
    while tabs.pager.phase != .idle && frames < 600 {
      frames += 1
      time += 1.0 / 60
      try tabs.pager.advance(to: time)
    }
    states.append(state(of: tabs, caption: "at rest on \(titles[tabs.pager.settledIndex])"))
    return states
  }

  /// The picture.
  ///
  /// - Parameter size: The viewport's size (the bar's width and the frame's height).
  /// - Returns: The SVG text.
  /// - Throws: `PagerError` or `TabMenuError` (not with the sizes the renderer
  ///   accepts).
  static func document(size: PictureSize) throws -> String {
    let rows = [
      ("Linear indicator", try swipe(indicator: .standard, size: size)),
      (
        "Elastic indicator",
        try swipe(indicator: try TabIndicator(interpolation: .elastic), size: size)
      ),
      (
        "A cancelled swipe: the indicator returns exactly to its tab",
        try cancelledSwipe(size: size)
      ),
      (
        "A looping pager across its seam: the indicator is drawn at both ends",
        try seamSwipe(size: size)
      ),
    ]
    let strip = FilmStrip(
      title: "TabMenuCoordinator",
      subtitle: "A swipe from Trending to Library drives the bar: the indicator and the menu "
        + "offset (.centered) follow the pager's position.",
      rows: rows.map { heading, states in
        FilmStrip.Row(heading: heading, frames: states.map(frame))
      },
      frameWidth: size.width, frameHeight: size.height)
    return strip.render()
  }

  /// A frame: the bar at the top, the pages under it.
  private static func frame(_ state: State) -> FilmStrip.Frame {
    FilmStrip.Frame(caption: state.caption) { svg, viewport in
      let pages = Viewport(
        x: viewport.x, y: viewport.y + barHeight, width: viewport.width,
        height: viewport.height - barHeight)
      for card in state.cards {
        var card = card
        card.viewport = pages
        card.draw(into: &svg)
      }
      drawBar(state, in: viewport, into: &svg)
    }
  }

  /// The bar: tab titles at their frames minus the menu offset, the selected one in bold, and
  /// the indicator under them.
  private static func drawBar(_ state: State, in viewport: Viewport, into svg: inout SVGWriter) {
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(viewport.x)), ("y", SVGWriter.number(viewport.y)),
        ("width", SVGWriter.number(viewport.width)), ("height", SVGWriter.number(barHeight)),
        ("fill", "#ffffff"),
      ])
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(viewport.x)), ("y1", SVGWriter.number(viewport.y + barHeight)),
        ("x2", SVGWriter.number(viewport.x + viewport.width)),
        ("y2", SVGWriter.number(viewport.y + barHeight)), ("stroke", "#cccccc"),
      ])
    guard let snapshot = state.snapshot else { return }
    let shift = viewport.x - snapshot.menuOffset
    for (index, title) in titles.enumerated() {
      guard let frame = state.menu.frame(at: index) else { continue }
      let isSelected = index == snapshot.selectedTab
      svg.label(
        title, x: shift + frame.center, y: viewport.y + barHeight / 2 + 3.5, size: fontSize,
        anchor: "middle", weight: isSelected ? "bold" : "normal",
        color: isSelected ? "#1a1a1a" : "#777777")
    }
    // Across a circular seam the indicator is drawn twice: at the end nearest the position and,
    // while it straddles the seam, its copy at the other end.
    for indicator in [snapshot.indicatorFrame] + (snapshot.indicatorCopyFrame.map { [$0] } ?? []) {
      svg.element(
        "rect",
        [
          ("x", SVGWriter.number(shift + indicator.origin)),
          ("y", SVGWriter.number(viewport.y + barHeight - 4)),
          ("width", SVGWriter.number(indicator.length)), ("height", "3"), ("rx", "1.5"),
          ("fill", "#d9480f"),
        ])
    }
  }
}
