import PageKitCore

/// Screen 5: a feed that loads more as the reader nears its end. One full-page `Pager` over the
/// posts loaded so far; an end observer (`addEndObserver(within:pastEndBy:_:)`) hears the
/// approach to the last post once and the feed reloads with five more (which re-arms the end),
/// up to the server's twenty; a release pulled past the first post refreshes. The page dots
/// count the posts loaded, and each release prints its landing (`Pager.landing`): the post it
/// settles on, when, and when the current post changes on the way.
final class FeedScreen: DemoScreen {
  /// The posts' source: keyed by title.
  typealias Source = ArrayPageSource<String, String>

  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// The posts the feed starts with, and how many each load adds.
  static let pageSize = 5
  /// The posts the server has.
  static let serverCount = 20
  /// How far past the first post a release must be pulled to refresh, in points.
  static let refreshOverscroll = 60.0

  let title = "Feed"
  let help = "←/→ post · h/l fling · mouse · 1-9 post · tab screen · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  /// The feed's pager.
  let pager: Pager<Source, SlideTransition>
  /// The posts loaded so far.
  private(set) var posts = FeedScreen.titles(1...FeedScreen.pageSize)
  /// How many refreshes were asked for.
  private(set) var refreshes = 0
  private let clock = FrameClock()
  private var gestures = GestureRunner()

  /// The host's clock: the latest frame's timestamp.
  private final class FrameClock {
    var time = 0.0
  }

  static func titles(_ numbers: ClosedRange<Int>) -> [String] { numbers.map { "post \($0)" } }

  /// Creates the screen.
  ///
  /// - Parameter log: Where events and notes go.
  /// - Throws: `PagerError` for bad values (none with the defaults).
  init(log: EventLog = EventLog()) throws {
    self.log = log
    pager = try Pager(
      source: ArrayPageSource(posts, id: \.self),
      configuration: PagerConfiguration(viewportLength: Double(width) * Self.pointsPerColumn))
    let source = title
    let clock = clock
    pager.addEventObserver { event in
      guard case .didChangePage = event else { return }
      log.record(event, at: clock.time, from: source, name: { $0 ?? "none" })
    }
    try pager.addEndObserver(within: 1, pastEndBy: Self.refreshOverscroll) { [weak self] event in
      self?.heard(event)
    }
  }

  /// An end event: a load at the last post's approach, a refresh at a pull past the first.
  private func heard(_ event: PagerEndEvent) {
    let time = clock.time
    switch event {
    case .approached(.last, let index, _):
      guard posts.count < Self.serverCount else {
        log.note("near post \(index + 1): the end of the feed, nothing more to load", at: time)
        return
      }
      let first = posts.count + 1
      let last = min(posts.count + Self.pageSize, Self.serverCount)
      posts += Self.titles(first...last)
      log.note("near post \(index + 1): load more, posts \(first)–\(last)", at: time)
      do {
        try pager.reload(ArrayPageSource(posts, id: \.self))
      } catch {
        log.note("reload refused: \(error)", at: time)
      }
    case .releasedPastEnd(.first, let overscroll):
      refreshes += 1
      log.note("pulled \(Format.fixed(overscroll, 0)) pt past post 1: refresh", at: time)
    case .approached, .releasedPastEnd:
      break
    }
  }

  /// Notes a release's landing as the finger lifts.
  private func noteLanding(at time: Double) {
    guard let landing = pager.landing else { return }
    let ticks = landing.crossings.map { "\(Format.fixed($0.elapsed * 1_000, 0))" }
    log.note(
      "landing: post \(landing.destinationIndex + 1) after "
        + "\(Format.fixed(landing.settlingDuration * 1_000, 0)) ms"
        + (ticks.isEmpty ? "" : ", the post changes at \(ticks.joined(separator: ", ")) ms"),
      at: time)
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || pager.phase != .idle }

  func layOut(width: Int) {
    guard width != self.width else { return }
    self.width = width
    PagerFrame.resize(
      pager, toColumns: width, pointsPerColumn: Self.pointsPerColumn, log: log, at: clock.time)
  }

  func perform(_ action: DemoAction, at time: Double) {
    if DeviceInput.feed(
      action, to: pager, pointsPerColumn: Self.pointsPerColumn, at: time, log: log)
    {
      return
    }
    let length = pager.viewportLength
    do {
      switch action {
      case .next: try pager.scrollToNext()
      case .previous: try pager.scrollToPrevious()
      case .flingNext:
        gestures.enqueue(Swipe(distance: -0.2 * length, frames: 6, releaseVelocity: -900))
      case .flingPrevious:
        gestures.enqueue(Swipe(distance: 0.2 * length, frames: 6, releaseVelocity: 900))
      case .swipe(let swipe): gestures.enqueue(swipe)
      case .select(let index): try pager.scroll(to: index)
      case .toggleAutoScroll, .reload, .togglePolicy, .nextScreen, .previousScreen, .quit, .key,
        .mouse:
        break
      }
    } catch {
      log.note("refused: \(error)", at: time)
    }
    if case .settling = pager.phase { noteLanding(at: time) }
  }

  func tick(at time: Double, isVisible: Bool) {
    clock.time = max(clock.time, time)
    var released = false
    PagerFrame.run(
      pager, at: time, gestures: &gestures, log: log, beforeRelease: { _ in released = true })
    // As the finger lifts, the landing is known.
    if released { noteLanding(at: time) }
  }

  func render() -> [TextRow] {
    let scale = Self.pointsPerColumn
    let viewport = pager.viewportLength
    var boxes: [Box] = []
    for page in pager.livePages where page.origin < viewport && page.origin + page.length > 0 {
      boxes.append(
        Box(
          start: page.origin / scale + 1, length: page.length / scale - 2, label: page.page,
          isFaded: page.index != pager.currentIndex))
    }
    var dots = TextRow(width: width)
    if let control = try? pager.pageDots(maximumVisible: 9) {
      let text = control.description
      dots.put(text, at: max((width - text.count) / 2, 0))
    }
    let status = [
      "post \(pager.currentIndex + 1) of \(pager.count) loaded (\(Self.serverCount) on the server)",
      "\(pager.phase)", refreshes == 0 ? "" : "refreshed \(refreshes)×",
    ].filter { !$0.isEmpty }
    let rows = TextLayout.pack(status, separator: "  ", width: width)
    return Box.draw(boxes, width: width) + [dots] + rows.map { .text($0, width: width) }
  }
}
