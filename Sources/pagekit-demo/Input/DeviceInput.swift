import PageKitCore

/// The terminal's keys and mouse as a pager's own inputs, one rule for every screen: a
/// `PagerKey` is pressed (`Pager.press(_:)`), the mouse's left button drags as a pointer
/// (`pointerDown`, `pointerMove`, `pointerUp`, with the frame's time as the samples' timestamps)
/// and its wheel scrolls by lines (`Pager.scrollWheel(_:)`).
///
/// **Where the demo chose:** its pagers are horizontal and a terminal's mouse has one wheel, so
/// the wheel's vertical notches scroll them as horizontal ones (a notch down is one stop on).
enum DeviceInput {
  /// The height of a terminal cell in columns' widths: a cell is about twice as tall as wide.
  static let cellAspect = 2.0

  /// Feeds `action` to `pager` when it is a key or a mouse report.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - pager: The screen's pager.
  ///   - pointsPerColumn: How many of the pager's points a terminal column spans.
  ///   - time: The frame's time, in seconds.
  ///   - log: Where a refused input is noted.
  /// - Returns: Whether the action was a key or a mouse report (fed, or refused and noted).
  static func feed<Source: PageSource, Transition: TransitionStrategy>(
    _ action: DemoAction, to pager: Pager<Source, Transition>, pointsPerColumn: Double,
    at time: Double, log: EventLog
  ) -> Bool {
    switch action {
    case .key(let key):
      do {
        try pager.press(key)
      } catch {
        log.note("key \(key) refused: \(error)", at: time)
      }
      return true
    case .mouse(let report):
      do {
        try feed(report, to: pager, pointsPerColumn: pointsPerColumn, at: time)
      } catch {
        log.note("mouse refused: \(error)", at: time)
      }
      return true
    default:
      return false
    }
  }

  /// Feeds a mouse report to `pager`: a press, a drag or a release of the left button as the
  /// pointer, a wheel's notch as a line.
  static func feed<Source: PageSource, Transition: TransitionStrategy>(
    _ report: MouseReport, to pager: Pager<Source, Transition>, pointsPerColumn: Double,
    at time: Double
  ) throws(PagerError) {
    let x = Double(report.column) * pointsPerColumn
    let y = Double(report.row) * pointsPerColumn * cellAspect
    switch report.kind {
    case .press: try pager.pointerDown(x: x, y: y, timestamp: time)
    case .drag:
      // A drag whose press went elsewhere (another screen, outside the window) starts here.
      if pager.pointerPhase == .up {
        try pager.pointerDown(x: x, y: y, timestamp: time)
      } else {
        try pager.pointerMove(x: x, y: y, timestamp: time)
      }
    case .release:
      guard pager.pointerPhase != .up else { return }
      try pager.pointerUp(x: x, y: y, timestamp: time)
    case .wheel(let dx, let dy): try pager.scrollWheel(notch(dx: dx, dy: dy, at: time))
    }
  }

  /// A wheel's notch as a line of the demo's horizontal pagers: its vertical notches scroll
  /// them as horizontal ones (a notch down or right is a line on).
  ///
  /// - Parameters:
  ///   - dx: The notch left (-1) or right (+1).
  ///   - dy: The notch up (-1) or down (+1).
  ///   - time: The frame's time, in seconds.
  /// - Returns: The wheel event.
  static func notch(dx: Int, dy: Int, at time: Double) -> WheelEvent {
    WheelEvent(deltaX: Double(dx + dy), unit: .lines, timestamp: time)
  }
}
