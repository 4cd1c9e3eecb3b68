/// The demo's three screens and its clock: both drivers (the scripted tour and the interactive
/// terminal) feed it actions and timestamps and print what it renders.
final class DemoApp {
  /// The frame rate both drivers tick at, in frames per second.
  static let frameRate = 60.0

  /// The screens, in tab order.
  let screens: [any DemoScreen]
  /// The index of the screen on display.
  private(set) var activeIndex = 0
  /// The latest timestamp, in seconds.
  private(set) var time = 0.0
  /// Whether a quit action arrived.
  private(set) var didQuit = false

  /// Creates the demo with its three screens.
  ///
  /// - Throws: An error from a screen built with bad values (none with the defaults).
  init() throws {
    screens = [try TabPagerScreen(), try CarouselScreen(), try SnapStripScreen()]
  }

  /// The screen on display.
  var active: any DemoScreen { screens[activeIndex] }

  /// Performs an action: screen switching and quitting here, the rest on the active screen.
  ///
  /// - Parameter action: The action.
  func perform(_ action: DemoAction) {
    switch action {
    case .nextScreen: activeIndex = (activeIndex + 1) % screens.count
    case .previousScreen: activeIndex = (activeIndex + screens.count - 1) % screens.count
    case .quit: didQuit = true
    default: active.perform(action, at: time)
    }
  }

  /// Advances every screen to `time` (hidden screens too: their clocks keep running, a hidden
  /// carousel pauses).
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  func tick(to time: Double) {
    self.time = max(self.time, time)
    for (index, screen) in screens.enumerated() {
      screen.tick(at: self.time, isVisible: index == activeIndex)
    }
  }

  /// The events and notes of every screen since the previous call.
  ///
  /// - Parameter includingScrolls: Whether to end open runs of `didScroll` events (see
  ///   ``EventLog/drain(includingScrolls:)``).
  /// - Returns: The lines, screen by screen.
  func drainEvents(includingScrolls: Bool = true) -> [String] {
    screens.flatMap { $0.log.drain(includingScrolls: includingScrolls) }
  }

  /// The lines of the `didScroll` runs still open (see ``EventLog/openScrollLine``).
  var openScrollLines: [String] {
    screens.compactMap { $0.log.openScrollLine }
  }

  /// The active screen in its frame, with the screen list in the title and the time on the
  /// right.
  ///
  /// - Returns: The lines, ``FrameRenderer/width`` columns each.
  func renderFrame() -> [String] {
    let names = screens.enumerated().map { index, screen in
      index == activeIndex ? "[\(index + 1) \(screen.title)]" : "\(index + 1) \(screen.title)"
    }
    return FrameRenderer.frame(
      title: names.joined(separator: " "), trailer: "t=\(Format.fixed(time, 3))",
      rows: active.render())
  }
}
