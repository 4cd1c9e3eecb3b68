import PageKitCore
import PageKitSnap

/// Screen 3: an App Store shelf — cards narrower than the viewport that snap when the finger
/// lifts — driven by one `Pager` with an item layout (`.uniform(itemLength:spacing:)`).
///
/// The pager keeps the content offset, the state and the events. Its `beginDrag`/`drag(by:)`/
/// `endDrag(velocity:)` take the swipes: a release is projected with `Deceleration`, then
/// `DirectionalSnap` chooses the card (slow: the nearest; fast: the first card beyond the
/// projected resting offset in the fling's direction, so a strong fling moves several) and the
/// pager settles with a spring that starts at the release velocity. The arrow keys are commands
/// to exactly one card (`scrollToNext`, `scrollToPrevious`, from the card the pager heads for),
/// the digit keys `scroll(to:)`, and `livePages` places the cards (the visible ones are drawn).
/// Cards rest 20 points from the viewport's leading edge; the last three cannot reach that
/// anchor and rest at the end of the content, never past it.
final class SnapStripScreen: DemoScreen {
  /// The cards' data source: keyed by name.
  typealias Source = ArrayPageSource<String, String>

  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// How far from the viewport's leading edge cards rest, in points.
  static let anchorInset = 20.0
  /// Where cards rest: 20 points from the viewport's leading edge.
  static let anchor = SnapAnchor.leading(anchorInset)
  /// The cards.
  static let defaultItems = (1...12).map { "item \($0)" }
  /// A card's length, in points.
  static let itemLength = 80.0
  /// The space between cards, in points.
  static let spacing = 10.0

  let title = "Snapping strip"
  let help = "←/→ one item · </> fling · mouse · 1-9,0 item · tab screen · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  /// The shelf: 12 cards of 80 points, 10 apart; the `.leading(20)` anchor gives the content
  /// 20 points of inset at each end.
  let pager: Pager<Source, SlideTransition>
  /// The latest frame's timestamp, shared with the event observer.
  private let clock = FrameClock()
  private var gestures = GestureRunner()

  /// The host's clock: the timestamp of the latest frame, in seconds.
  private final class FrameClock {
    var time = 0.0
  }

  /// Creates the screen.
  ///
  /// - Parameter log: Where events and notes go.
  /// - Throws: `PagerError` for bad values.
  init(log: EventLog = EventLog()) throws {
    self.log = log
    pager = try Pager(
      source: ArrayPageSource(Self.defaultItems, id: \.self),
      layout: .uniform(itemLength: Self.itemLength, spacing: Self.spacing), anchor: Self.anchor,
      snap: DirectionalSnap(velocityThreshold: 300),  // 0.3 pt/ms, as an App Store shelf
      configuration: PagerConfiguration(viewportLength: Double(width) * Self.pointsPerColumn))
    let source = title
    let clock = clock
    pager.addEventObserver { event in
      log.record(event, at: clock.time, from: source, name: { $0 ?? "none" })
    }
  }

  /// A fling key's swipe: a short drag released at 400 points per second, over the 300 point
  /// per second threshold. The normal deceleration rate projects it some 200 points further, so
  /// `DirectionalSnap` moves it past several cards, as a real fling would.
  ///
  /// - Parameter forward: Toward the next card (the finger moves left).
  /// - Returns: The swipe.
  static func fling(forward: Bool) -> Swipe {
    let sign: Double = forward ? -1 : 1
    return Swipe(distance: sign * 30, frames: 6, releaseVelocity: sign * 400)
  }

  /// Where card `index` lies in the content: the anchor's inset, then a stride per card before
  /// it.
  ///
  /// - Parameter index: A card's index.
  /// - Returns: Its span, in points from the start of the content.
  static func span(ofItem index: Int) -> StripSpan {
    StripSpan(
      origin: anchorInset + Double(index) * (itemLength + spacing), length: itemLength)
  }

  /// The content offset at which card `index` sits at the anchor.
  ///
  /// - Parameter index: A card's index.
  /// - Returns: The anchor offset, in points (past the end of the content for the last cards).
  func anchorOffset(ofItem index: Int) -> Double {
    Self.anchor.offset(for: Self.span(ofItem: index), viewportLength: pager.viewportLength)
  }

  /// The content offset card `index` rests at: its anchor offset, clamped to the scrollable
  /// range `0...maxContentOffset` (the last cards rest at the end of the content).
  ///
  /// - Parameter index: A card's index.
  /// - Returns: The resting offset, in points.
  func restingOffset(ofItem index: Int) -> Double {
    min(max(anchorOffset(ofItem: index), 0), pager.maxContentOffset)
  }

  /// An arrow key: a command to the card after (or before) the one the pager heads for — one
  /// card per press, also while a previous press still settles. Refused (and noted) past either
  /// end and while a finger is down.
  private func step(_ direction: PageDirection, at time: Double) {
    do {
      switch direction {
      case .forward: try pager.scrollToNext()
      case .reverse: try pager.scrollToPrevious()
      }
    } catch {
      log.note("\(direction == .forward ? "→" : "←") refused: \(error)", at: time)
    }
  }

  /// A digit key: a command to card `index`. Notes where it rests, and when the end of the
  /// content stops it short of the anchor.
  private func select(_ index: Int, at time: Double) {
    do {
      try pager.scroll(to: index)
    } catch {
      log.note("item \(index + 1) (index \(index)) refused: \(error)", at: time)
      return
    }
    let anchored = anchorOffset(ofItem: index)
    let resting = restingOffset(ofItem: index)
    let clamp = resting == anchored ? "" : ", the end (anchor \(Format.fixed(anchored, 1)))"
    log.note(
      "item \(index + 1) (index \(index)) rests at \(Format.fixed(resting, 1))\(clamp)", at: time)
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
    switch action {
    case .next: step(.forward, at: time)
    case .previous: step(.reverse, at: time)
    case .flingNext: gestures.enqueue(Self.fling(forward: true))
    case .flingPrevious: gestures.enqueue(Self.fling(forward: false))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index): select(index, at: time)
    case .toggleAutoScroll, .reload, .togglePolicy, .nextScreen, .previousScreen, .quit, .key,
      .mouse:
      break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    clock.time = max(clock.time, time)
    let pager = pager
    let log = log
    PagerFrame.run(
      pager, at: time, gestures: &gestures, log: log,
      beforeRelease: { velocity in
        // The finger's velocity (positive = rightward); the pager reverses it for the content.
        log.note(
          "release at offset \(Format.fixed(pager.contentOffset, 1)),"
            + " finger \(Format.signed(velocity, 0)) pt/s", at: time)
      })
  }

  func render() -> [TextRow] {
    let scale = Self.pointsPerColumn
    let target = pager.targetIndex
    let viewport = pager.viewportLength
    var boxes: [Box] = []
    // The live pages are the visible cards and one preloaded on each side: draw the visible.
    for card in pager.livePages where card.origin < viewport && card.origin + card.length > 0 {
      boxes.append(
        Box(
          start: card.origin / scale, length: card.length / scale, label: card.page,
          isFaded: card.index != target))
    }
    var anchorRow = TextRow(width: width)
    anchorRow.put("▲ anchor", at: Int((Self.anchorInset / scale).rounded()))
    var track = TextRow(width: width, fill: "·")
    let maxOffset = pager.maxContentOffset
    let thumb = maxOffset > 0 ? pager.contentOffset / maxOffset : 0
    track.put("█", at: Int((min(max(thumb, 0), 1) * Double(width - 1)).rounded()))
    let status = TextLayout.pack(
      [
        "offset \(Format.fixed(pager.contentOffset, 1)) of \(Format.fixed(maxOffset, 1))",
        "current: item \(pager.currentIndex + 1)", "target: item \(target + 1)", "\(pager.phase)",
      ], separator: "  ", width: width)
    return Box.draw(boxes, width: width) + [anchorRow, track]
      + status.map { .text($0, width: width) }
  }
}
