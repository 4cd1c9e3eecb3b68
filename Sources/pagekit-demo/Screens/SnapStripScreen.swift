import PageKitCore
import PageKitSnap

/// Screen 3: a strip of cards narrower than the viewport that snaps when the finger lifts, as
/// App Store shelves do: `DirectionalSnap` over a `UniformStrip`, the resting offset projected by
/// `Deceleration`, the settle animated with a `SpringCurve` that starts at the release velocity.
///
/// There is no pager here: the screen plays the scroll view, and notes each release and rest in
/// its log.
final class SnapStripScreen: DemoScreen {
  /// Points per terminal column.
  static let pointsPerColumn = 5.0
  /// The viewport, in points.
  static let viewportLength = Double(FrameRenderer.innerWidth) * pointsPerColumn
  /// Where items rest: 20 points from the viewport's leading edge.
  static let anchor = SnapAnchor.leading(20)

  let title = "Snapping strip"
  let help = "←/→ fling · 1-9,0 item · tab screen · q quit"
  let log = EventLog()
  /// The items: 12 cards of 80 points, 10 apart, 20 points of inset at each end.
  let strip: UniformStrip
  /// The snapping rule.
  let snap: DirectionalSnap
  /// The content offset, in points.
  private(set) var offset = 0.0
  private var dragStartOffset = 0.0
  private var isDragging = false
  private var settle: (from: Double, to: Double, index: Int?, start: Double, curve: SpringCurve)?
  private var gestures = GestureRunner()
  private var time = 0.0
  /// The item the latest release or selection chose.
  private(set) var chosenItem: Int? = 0

  /// Creates the screen.
  ///
  /// - Throws: `StripLayoutError` or `SnapError` for bad values.
  init() throws {
    strip = try UniformStrip(
      count: 12, itemLength: 80, spacing: 10, leadingInset: 20, trailingInset: 20)
    snap = try DirectionalSnap(velocityThreshold: 300)
  }

  /// The largest offset.
  var maxOffset: Double { max(0, strip.contentLength - Self.viewportLength) }

  /// The item nearest the anchor.
  var anchoredItem: Int? { strip.index(at: offset + Self.anchor.inset) }

  // MARK: Scroll view behaviour

  private func beginDrag() {
    settle = nil
    isDragging = true
    dragStartOffset = offset
  }

  private func drag(by translation: Double) {
    // The finger moving left (negative) scrolls forward; past the ends the content resists.
    var next = offset - translation
    if next < 0 || next > maxOffset {
      let edge = next < 0 ? 0 : maxOffset
      next = edge + (next - edge) * 0.5
    }
    offset = next
  }

  private func endDrag(velocity: Double) {
    isDragging = false
    let contentVelocity = -velocity
    let proposed = Deceleration.normal.restingOffset(from: offset, velocity: contentVelocity)
    let target = snap.target(
      for: SnapProposal(
        strip: strip, viewportLength: Self.viewportLength, anchor: Self.anchor,
        currentOffset: offset, proposedOffset: proposed, velocity: contentVelocity,
        dragStartOffset: dragStartOffset))
    log.note(
      "release at \(Format.fixed(offset, 1)) v=\(Format.signed(contentVelocity, 0)) pt/s,"
        + " proposed \(Format.fixed(proposed, 1)) → item \(target.index.map { "\($0 + 1)" } ?? "-")"
        + " at \(Format.fixed(target.offset, 1))", at: time)
    animate(to: target.offset, index: target.index, velocity: contentVelocity)
  }

  private func animate(to target: Double, index: Int?, velocity: Double) {
    chosenItem = index
    let distance = target - offset
    guard abs(distance) > 1e-9 else {
      offset = target
      settle = nil
      return
    }
    let curve = SpringCurve.page.startingWith(velocity: velocity / distance)
    settle = (offset, target, index, time, curve)
  }

  /// An arrow key's fling: gentler than the pager's, since the projection at the normal
  /// deceleration rate carries a 900 point-per-second fling past six items.
  private static func fling(forward: Bool) -> Swipe {
    let sign: Double = forward ? -1 : 1
    return Swipe(distance: sign * 30, frames: 6, releaseVelocity: sign * 400)
  }

  // MARK: DemoScreen

  var isBusy: Bool { gestures.isActive || isDragging || settle != nil }

  func perform(_ action: DemoAction, at time: Double) {
    switch action {
    case .next: gestures.enqueue(Self.fling(forward: true))
    case .previous: gestures.enqueue(Self.fling(forward: false))
    case .swipe(let swipe): gestures.enqueue(swipe)
    case .select(let index):
      guard !isDragging, let span = strip.span(at: index) else {
        log.note(isDragging ? "select refused while dragging" : "no item \(index + 1)", at: time)
        return
      }
      let anchored = Self.anchor.offset(for: span, viewportLength: Self.viewportLength)
      let target = min(max(anchored, 0), maxOffset)
      log.note(
        "select item \(index + 1): anchor offset \(Format.fixed(anchored, 1)),"
          + " clamped to \(Format.fixed(target, 1))", at: time)
      animate(to: target, index: index, velocity: 0)
    case .toggleAutoScroll, .reload, .nextScreen, .previousScreen, .quit: break
    }
  }

  func tick(at time: Double, isVisible: Bool) {
    self.time = time
    if let motion = settle {
      let elapsed = time - motion.start
      if elapsed >= motion.curve.settlingDuration {
        offset = motion.to
        settle = nil
        log.note(
          "rest at \(Format.fixed(offset, 1)), item \(anchoredItem.map { "\($0 + 1)" } ?? "-")"
            + " at the anchor", at: time)
      } else {
        offset = motion.from + (motion.to - motion.from) * motion.curve.progress(at: elapsed)
      }
    }
    for step in gestures.nextSteps() {
      switch step {
      case .begin: beginDrag()
      case .move(let translation): drag(by: translation)
      case .end(let velocity): endDrag(velocity: velocity)
      }
    }
  }

  func render() -> [TextRow] {
    let width = FrameRenderer.innerWidth
    var boxes: [Box] = []
    let scale = Self.pointsPerColumn
    let first = strip.index(at: offset) ?? 0
    let last = strip.index(at: offset + Self.viewportLength) ?? 0
    if first <= last {
      for index in first...last {
        guard let span = strip.span(at: index) else { continue }
        boxes.append(
          Box(
            start: (span.origin - offset) / scale, length: span.length / scale,
            label: "item \(index + 1)", isFaded: index != chosenItem))
      }
    }
    var anchorRow = TextRow(width: width)
    anchorRow.put("▲ anchor", at: Int((Self.anchor.inset / scale).rounded()))
    var track = TextRow(width: width, fill: "·")
    let thumb = maxOffset > 0 ? offset / maxOffset : 0
    track.put("█", at: Int((min(max(thumb, 0), 1) * Double(width - 1)).rounded()))
    let phase = isDragging ? "dragging" : (settle != nil ? "settling" : "idle")
    let status =
      "offset \(Format.fixed(offset, 1)) of \(Format.fixed(maxOffset, 1))"
      + "  at anchor: item \(anchoredItem.map { "\($0 + 1)" } ?? "-")"
      + "  chosen: item \(chosenItem.map { "\($0 + 1)" } ?? "-")  \(phase)"
    return Box.draw(boxes, width: width) + [anchorRow, track, .text(status, width: width)]
  }
}
