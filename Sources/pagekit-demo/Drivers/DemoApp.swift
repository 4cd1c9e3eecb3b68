import PageKitCore
import PageKitTrace

/// The demo's five screens and its clock: both drivers (the scripted tour and the interactive
/// terminal) feed it actions and timestamps and print what it renders.
final class DemoApp {
  /// The frame rate both drivers tick at, in frames per second.
  static let framesPerSecond = 60
  /// ``framesPerSecond`` as a `Double`.
  static let frameRate = Double(framesPerSecond)

  /// The timestamp of frame `frame`, in seconds: both drivers count frames and tick at these
  /// times, so that a recorded trace keeps a run of idle frames as one step (the trace's own
  /// formula, ``/PageKitCore/PagerInput/advanceFrames(first:last:framesPerSecond:)``).
  ///
  /// - Parameter frame: The frame's number, from 0.
  /// - Returns: The time, in seconds.
  static func time(ofFrame frame: Int) -> Double {
    PagerTrace<String>.Input.timestamp(ofFrame: frame, framesPerSecond: framesPerSecond)
  }

  /// The screens, in tab order; each writes to its own ``DemoScreen/log``.
  let screens: [any DemoScreen]
  /// The frame's width, in columns (``FrameRenderer/tourWidth`` until ``resize(toWidth:)``).
  private(set) var width = FrameRenderer.tourWidth
  /// The index of the screen on display.
  private(set) var activeIndex = 0
  /// The latest timestamp, in seconds.
  private(set) var time = 0.0
  /// Whether a quit action arrived.
  private(set) var didQuit = false

  /// Creates the demo with its five screens.
  ///
  /// - Throws: An error from a screen built with bad values (none with the defaults).
  init() throws {
    screens = [
      try TabPagerScreen(), try CarouselScreen(), try SnapStripScreen(), try NestedScreen(),
      try FeedScreen(),
    ]
    for screen in screens { screen.layOut(width: FrameRenderer.innerWidth(of: width)) }
  }

  /// Lays every screen out for frames `width` columns wide (a terminal resize); hidden screens
  /// too, so a screen is ready when it is shown.
  ///
  /// - Parameter width: The frame's width, in columns.
  func resize(toWidth width: Int) {
    guard width != self.width else { return }
    self.width = width
    for screen in screens { screen.layOut(width: FrameRenderer.innerWidth(of: width)) }
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

  /// The events and notes of the screen on display since the previous call; the other screens
  /// keep theirs in their own logs.
  ///
  /// - Parameter includingScrolls: Whether to end an open run of `didScroll` events (see
  ///   ``EventLog/drain(includingScrolls:)``).
  /// - Returns: The lines, in the order things happened.
  func drainEvents(includingScrolls: Bool = true) -> [String] {
    active.log.drain(includingScrolls: includingScrolls)
  }

  /// The active screen in its frame, with the screen list in the title and the time on the
  /// right. When the screens' names do not all fit, only the active screen is named
  /// (`1 [2 Carousel] 3`).
  ///
  /// - Returns: The lines, ``width`` columns each.
  func renderFrame() -> [String] {
    let trailer = "t=\(Format.fixed(time, 3))"
    let names = screens.enumerated().map { index, screen in
      index == activeIndex ? "[\(index + 1) \(screen.title)]" : "\(index + 1) \(screen.title)"
    }
    var title = names.joined(separator: " ")
    // The frame's top line: "┌─ " title " ─…─ " trailer " ─┐".
    if title.count + trailer.count + 9 > width {
      title = screens.indices.map { index in
        index == activeIndex ? names[index] : "\(index + 1)"
      }.joined(separator: " ")
    }
    return FrameRenderer.frame(title: title, trailer: trailer, rows: active.render(), width: width)
  }
}
