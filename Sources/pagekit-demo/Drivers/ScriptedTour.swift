/// The tour played when standard input is not a terminal: all five screens, driven by a fixed
/// script at fixed timestamps (60 frames per second from t = 0, no wall clock), printed as plain
/// text. Its output is committed as the test fixture `Tests/PageKitDemoTests/Fixtures/tour.txt`.
enum ScriptedTour {
  /// One step of the script.
  enum Step {
    /// A heading (lines separated by `\n`).
    case caption(String)
    /// An action, performed at the current time.
    case action(DemoAction)
    /// Runs frames until the screen is still (at most `limit` seconds).
    case settle(limit: Double)
    /// Runs frames for a number of seconds.
    case wait(Double)
    /// Runs frames for a number of seconds, printing their events but no frame.
    case quietly(Double)
    /// Prints the current frame.
    case frame
    /// Prints the transition comparison (issue 3).
    case compareTransitions
  }

  /// While something moves, a frame is printed every this many frames (every 0.25 s).
  static let frameStride = 15

  /// The script.
  static let steps: [Step] = [
    .caption(
      "Screen 1 — a five-page tab pager: a TabMenuCoordinator binds the bar to the pager.\n"
        + "Every pager event and every selection change is printed below its frame."),
    .frame,
    .caption(
      "A cancelled swipe: 40% of a page, released slowly. It goes back to Home;\n"
        + "no change was announced (a peek), so none is cancelled."),
    .action(.swipe(Swipe(distance: -140, frames: 12, releaseVelocity: -60))),
    .settle(limit: 3),
    .caption("A swipe that completes: a quarter-page fling to the left."),
    .action(.next),
    .settle(limit: 3),
    .caption(
      "A tab tap back to Home, then a programmatic jump from page 1 to page 5 (a tap on\n"
        + "Settings). Taps go through the coordinator, cause programmatic."),
    .action(.select(0)),
    .settle(limit: 3),
    .action(.select(4)),
    .settle(limit: 3),
    .caption("A reload that inserts two pages before the current one: same page, new index."),
    .action(.reload),
    .wait(0.05),
    .frame,
    .caption("Placements under three transition strategies for one swipe."),
    .compareTransitions,
    .caption(
      "Screen 2 — an infinite Carousel (PagingSnap, cover-flow cards) whose attached\n"
        + "AutoScroller moves on every 2 s."),
    .action(.nextScreen),
    .wait(0.05),
    .frame,
    .wait(4.3),
    .caption(
      "A finger catches the moving carousel and flings it back: the announced change\n"
        + "is cancelled; auto-scrolling pauses and resumes 2 s after the drag."),
    .action(.previous),
    .settle(limit: 3),
    .wait(2.3),
    .caption("Space turns auto-scrolling off; nothing moves for 3 s."),
    .action(.toggleAutoScroll),
    .wait(3),
    .frame,
    .caption(
      "Screen 3 — an App Store shelf: a Pager with an item layout, DirectionalSnap (0.3 pt/ms)\n"
        + "and cards resting 20 pt from the leading edge. Its page events are printed below it."),
    .action(.nextScreen),
    .wait(0.05),
    .frame,
    .caption("A slow drag snaps to the nearest item."),
    .action(.swipe(Swipe(distance: -60, frames: 10, releaseVelocity: -100))),
    .settle(limit: 3),
    .caption(
      "A fling (shift+→: 30 pt released at 400 pt/s) goes on to the first item beyond the\n"
        + "resting offset its deceleration projects, so it moves several items."),
    .action(.flingNext),
    .settle(limit: 3),
    .caption("→ moves exactly one item: the pager's key, Pager.press(.right), a command."),
    .action(.key(.right)),
    .settle(limit: 3),
    .caption(
      "Item 12 selected: it cannot reach the anchor, so the pager rests at the end of the\n"
        + "content, never past it."),
    .action(.select(11)),
    .settle(limit: 3),
    .caption(
      "Screen 4 — a carousel nested in a tab pager's Photos page, on the same axis: a\n"
        + "NestedPagerCoordinator gives the finger to the carousel, then to the tabs."),
    .action(.nextScreen),
    .wait(0.05),
    .frame,
    .caption("A wheel's notch down: one card on, the carousel's (it has somewhere to go)."),
    .action(.mouse(MouseReport(kind: .wheel(dx: 0, dy: 1), column: 40, row: 8))),
    .quietly(1),
    .caption(
      "A long swipe: the carousel runs to its last card, the tabs take the rest of the\n"
        + "same gesture and the release, and land on Info."),
    .action(.swipe(Swipe(distance: -560, frames: 16, releaseVelocity: -900))),
    .quietly(0.2),
    .frame,
    .quietly(1),
    .frame,
    .caption(
      "Back to Photos and its first card (Home: the carousel's, while it can move); p: the\n"
        + "hand-over waits for a new gesture. The same swipe stops at the carousel's edge;\n"
        + "a new swipe from the edge moves the tabs."),
    .action(.select(1)),
    .quietly(1),
    .action(.key(.first)),
    .quietly(1),
    .action(.togglePolicy),
    .action(.swipe(Swipe(distance: -560, frames: 16, releaseVelocity: -900))),
    .quietly(1),
    .frame,
    .action(.next),
    .quietly(1),
    .frame,
    .caption(
      "Screen 5 — a feed: near its last post an end observer loads five more (up to the\n"
        + "server's twenty); the dots count the posts loaded; a release prints its landing."),
    .action(.nextScreen),
    .wait(0.05),
    .frame,
    .caption("Four flings, one post each: near post 4 the feed loads posts 6–10."),
    .action(.flingNext),
    .quietly(0.8),
    .action(.flingNext),
    .quietly(0.8),
    .action(.flingNext),
    .quietly(0.8),
    .action(.flingNext),
    .quietly(0.8),
    .frame,
    .caption("Back to post 1, then pulled past it and let go: a refresh."),
    .action(.select(0)),
    .quietly(1),
    .action(.swipe(Swipe(distance: 300, frames: 10, releaseVelocity: 0))),
    .settle(limit: 3),
    .caption("q quits."),
    .action(.quit),
  ]

  /// Plays the tour.
  ///
  /// - Parameters:
  ///   - app: The demo to play it on (default a new one).
  ///   - write: Receives each output line.
  /// - Returns: The demo, after the tour (for tests).
  /// - Throws: An error if a screen cannot be built (never with the defaults).
  @discardableResult
  static func play(on app: DemoApp? = nil, write: (String) -> Void) throws -> DemoApp {
    let app = try app ?? DemoApp()
    var frame = 0
    func time(of frame: Int) -> Double { DemoApp.time(ofFrame: frame) }
    func printEvents(includingScrolls: Bool = true) {
      for line in app.drainEvents(includingScrolls: includingScrolls) { write(line) }
    }
    func printFrame() {
      printEvents()
      for line in app.renderFrame() { write(line) }
    }
    /// Runs one frame; prints events, and the frame every `frameStride` frames while busy.
    func runFrame(counter: Int) {
      frame += 1
      app.tick(to: time(of: frame))
      if app.active.isBusy, counter % frameStride == 0 {
        printFrame()
      } else {
        printEvents(includingScrolls: false)
      }
    }
    write("PageKit demo — scripted tour (standard input is not a terminal)")
    app.tick(to: time(of: frame))
    for step in steps {
      switch step {
      case .caption(let text):
        printEvents()
        write("")
        for (number, line) in text.split(separator: "\n").enumerated() {
          write((number == 0 ? "» " : "  ") + line)
        }
      case .action(let action):
        app.perform(action)
        printEvents()
      case .settle(let limit):
        let frames = Int(limit * DemoApp.frameRate)
        var counter = 0
        repeat {
          counter += 1
          runFrame(counter: counter)
        } while app.active.isBusy && counter < frames
        printFrame()
      case .wait(let seconds):
        let frames = Int((seconds * DemoApp.frameRate).rounded())
        var wasBusy = false
        for counter in 0..<frames {
          runFrame(counter: counter + 1)
          if wasBusy && !app.active.isBusy { printFrame() }
          wasBusy = app.active.isBusy
        }
      case .quietly(let seconds):
        for _ in 0..<Int((seconds * DemoApp.frameRate).rounded()) {
          frame += 1
          app.tick(to: time(of: frame))
          printEvents(includingScrolls: false)
        }
      case .frame:
        printFrame()
      case .compareTransitions:
        printEvents()
        for line in TransitionComparison.report() { write(line) }
      }
      if app.didQuit { break }
    }
    printEvents()
    write("")
    write("Tour finished at t=\(Format.fixed(app.time, 3)).")
    return app
  }

  /// The whole tour as text, one line per output line, each ending in a newline.
  ///
  /// - Returns: The transcript.
  /// - Throws: As ``play(write:)``.
  static func transcript() throws -> String {
    var text = ""
    try play { text += $0 + "\n" }
    return text
  }
}
