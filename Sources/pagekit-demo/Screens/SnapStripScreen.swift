import PageKitCore
import PageKitSnap

/// Screen 3: an App Store shelf — cards narrower than the viewport that snap when the finger
/// lifts — driven by one `SnappingStrip`.
///
/// The strip keeps the offset, the state and the events. Its `beginDrag`/`drag(by:)`/
/// `endDrag(velocity:)` take the swipes: a release is projected with `Deceleration`, then
/// `DirectionalSnap` chooses the card (slow: the nearest; fast: the first card beyond the
/// projected resting offset in the fling's direction, so a strong fling moves several) and the
/// strip settles with a spring that starts at the release velocity. The arrow keys are commands
/// to exactly one card (`scrollToNext`, `scrollToPrevious`, from the card the strip heads for),
/// the digit keys `scroll(to:)`, and `visibleItems` places the cards. Cards rest 20 points from
/// the viewport's leading edge; the last three cannot reach that anchor and rest at the end of
/// the content, never past it.
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

  let title = "Snapping strip"
  let help = "←/→ one item · ⇧←/⇧→ or </> fling · 1-9,0 item · tab screen · q quit"
  let log: EventLog
  private(set) var width = FrameRenderer.innerWidth(of: FrameRenderer.tourWidth)
  /// The shelf: 12 cards of 80 points, 10 apart, 20 points of inset at each end.
  let strip: SnappingStrip<Source, UniformStrip, DirectionalSnap>
  /// The strip's geometry, kept to name where a card's anchor lies.
  let layout: UniformStrip
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
  /// - Throws: `StripLayoutError` or `PagerError` for bad values.
  init(log: EventLog = EventLog()) throws {
    self.log = log
    let items = Self.defaultItems
    layout = try UniformStrip(
      count: items.count, itemLength: 80, spacing: 10, leadingInset: 20, trailingInset: 20)
    strip = try SnappingStrip(
      source: ArrayPageSource(items, id: \.self), layout: layout,
      snap: DirectionalSnap(velocityThreshold: 300),  // 0.3 pt/ms, as an App Store shelf
      viewportLength: Double(width) * Self.pointsPerColumn, anchor: Self.anchor)
    let source = title
    let clock = clock
    strip.addEventObserver { event in
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

  /// An arrow key: a command to the card after (or before) the one the strip heads for — one
  /// card per press, also while a previous press still settles. Refused (and noted) past either
  /// end and while a finger is down.
  private func step(_ direction: PageDirection, at time: Double) {
    do {
      switch direction {
      case .forward: try strip.scrollToNext()
      case .reverse: try strip.scrollToPrevious()
      }
    } catch {
      log.note("\(direction == .forward ? "→" : "←") refused: \(error)", at: time)
    }
  }

  /// A digit key: a command to card `index`. Notes where it rests, and when the end of the
  /// content stops it short of the anchor.
  private func select(_ index: Int, at time: Double) {
    do {
      try strip.scroll(to: index)
    } catch {
      log.note("item \(index + 1) (index \(index)) refused: \(error)", at: time)
      return
    }
    guard let span = layout.span(at: index) else { return }
    let anchored = Self.anchor.offset(for: span, viewportLength: strip.viewportLength)
    let resting = min(max(anchored, 0), strip.maxOffset)
    let clamp = resting == anchored ? "" : ", the end (anchor \(Format.fixed(anchored, 1)))"
    log.note(
      "item \(index + 1) (index \(index)) rests at \(Format.fixed(resting, 1))\(clamp)", at: time)
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || strip.phase != .idle }

  func layOut(width: Int) {
    guard width != self.width else { return }
    self.width = width
    do {
      // The strip keeps its item: at rest it moves to that item's resting offset in the new
      // viewport; a settle retargets to it.
      try strip.setViewportLength(Double(width) * Self.pointsPerColumn)
    } catch {
      log.note("resize to \(width) columns refused: \(error)", at: clock.time)
    }
  }

  func perform(_ action: DemoAction, at time: Double) {
    switch action {
    case .next: step(.forward, at: time)
    case .previous: step(.reverse, at: time)
    case .flingNext: gestures.enqueue(Self.fling(forward: true))
    case .flingPrevious: gestures.enqueue(Self.fling(forward: false))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index): select(index, at: time)
    case .toggleAutoScroll, .reload, .nextScreen, .previousScreen, .quit: break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    clock.time = max(clock.time, time)
    do {
      try strip.advance(to: time)
    } catch {
      log.note("advance threw \(error)", at: time)
    }
    let strip = strip
    let log = log
    GestureSteps.apply(
      gestures.nextSteps(), runner: &gestures, log: log, time: time,
      begin: { try strip.beginDrag() }, move: { try strip.drag(by: $0) },
      end: { velocity in
        // The finger's velocity (positive = rightward); the strip reverses it for the content.
        log.note(
          "release at offset \(Format.fixed(strip.offset, 1)),"
            + " finger \(Format.signed(velocity, 0)) pt/s", at: time)
        try strip.endDrag(velocity: velocity)
      })
  }

  func render() -> [TextRow] {
    let scale = Self.pointsPerColumn
    let target = strip.targetIndex
    var boxes: [Box] = []
    for item in strip.visibleItems {
      boxes.append(
        Box(
          start: item.frameOrigin / scale, length: item.span.length / scale,
          label: strip.source.page(at: item.index) ?? "?", isFaded: item.index != target))
    }
    var anchorRow = TextRow(width: width)
    anchorRow.put("▲ anchor", at: Int((Self.anchorInset / scale).rounded()))
    var track = TextRow(width: width, fill: "·")
    let maxOffset = strip.maxOffset
    let thumb = maxOffset > 0 ? strip.offset / maxOffset : 0
    track.put("█", at: Int((min(max(thumb, 0), 1) * Double(width - 1)).rounded()))
    let status = TextLayout.pack(
      [
        "offset \(Format.fixed(strip.offset, 1)) of \(Format.fixed(maxOffset, 1))",
        "current: item \(strip.currentIndex + 1)", "target: item \(target + 1)", "\(strip.phase)",
      ], separator: "  ", width: width)
    return Box.draw(boxes, width: width) + [anchorRow, track]
      + status.map { .text($0, width: width) }
  }
}
