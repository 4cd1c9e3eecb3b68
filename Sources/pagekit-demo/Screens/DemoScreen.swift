import PageKitCore

/// One screen of the demo: it takes actions, advances with the clock and draws itself as rows
/// of the width it was last laid out for.
///
/// Screens are driven the same way by the scripted tour and by the interactive terminal driver,
/// so both show exactly the same behaviour.
protocol DemoScreen: AnyObject {
  /// The screen's name, shown in the frame's title.
  var title: String { get }
  /// The keys this screen understands, one short line.
  var help: String { get }
  /// Whether something is moving or about to: a queued or running gesture, or a motion.
  var isBusy: Bool { get }
  /// The screen's own events and notes, to print below its frame.
  var log: EventLog { get }
  /// The width the screen draws in, in columns (inside the frame's borders).
  var width: Int { get }
  /// Lays the screen out for a new width: the viewports its controllers know follow it (a
  /// terminal resize). The state, the page on display and the events are kept.
  ///
  /// - Parameter width: The width inside the frame's borders, in columns.
  func layOut(width: Int)
  /// Performs an action at `time` (seconds).
  ///
  /// - Parameters:
  ///   - action: The action (screen switching and quitting are handled by ``DemoApp``).
  ///   - time: The current time, in seconds.
  func perform(_ action: DemoAction, at time: Double)
  /// Advances the screen to `time`: plays gestures, advances motions.
  ///
  /// - Parameters:
  ///   - time: The frame's timestamp, in seconds (monotonic).
  ///   - isVisible: Whether the screen is on screen (hidden carousels pause auto-scrolling).
  func tick(at time: Double, isVisible: Bool)
  /// The screen's rows.
  ///
  /// - Returns: Rows of ``width`` columns.
  func render() -> [TextRow]
}

/// The host's frame loop, written once for every screen: every surface of the demo is a `Pager`
/// (full pages under tabs, a looping carousel, a shelf), so one frame reads the same for each —
/// the clock in (`advance(to:)`), then what the screen adds after the motion (an auto-scroller's
/// move), then the frame's gesture steps (`beginDrag`, `drag(by:)`, `endDrag(velocity:)`). What
/// to draw comes out of the pager's `livePages` in each screen's `render()`.
enum PagerFrame {
  /// Lays a pager out for a frame `columns` wide: its viewport `columns × pointsPerColumn`
  /// points. The pager keeps its item (at rest it moves to that item's resting offset in the
  /// new viewport; a settle retargets to it); a refused length is noted in `log`.
  ///
  /// - Parameters:
  ///   - pager: The screen's pager.
  ///   - columns: The width inside the frame's borders, in columns.
  ///   - pointsPerColumn: The points a column stands for.
  ///   - log: Where a refusal is noted.
  ///   - time: The screen's time, for the note.
  static func resize<Source: PageSource, Transition: TransitionStrategy>(
    _ pager: Pager<Source, Transition>, toColumns columns: Int, pointsPerColumn: Double,
    log: EventLog, at time: Double
  ) {
    do {
      try pager.setViewportLength(Double(columns) * pointsPerColumn)
    } catch {
      log.note("resize to \(columns) columns refused: \(error)", at: time)
    }
  }

  /// Runs one frame of `pager` at `time`; an error is noted in `log` (a refused gesture also
  /// abandons the gestures queued in `gestures`).
  ///
  /// - Parameters:
  ///   - pager: The screen's pager.
  ///   - time: The frame's timestamp, in seconds (monotonic).
  ///   - gestures: The screen's gesture runner.
  ///   - log: Where errors are noted.
  ///   - afterAdvance: Runs after the clock moved, before the gestures (an auto-scroller).
  ///   - beforeRelease: Runs with the finger's velocity just before each release (a note).
  static func run<Source: PageSource, Transition: TransitionStrategy>(
    _ pager: Pager<Source, Transition>, at time: Double, gestures: inout GestureRunner,
    log: EventLog, afterAdvance: () -> Void = {}, beforeRelease: (Double) -> Void = { _ in }
  ) {
    do {
      try pager.advance(to: time)
    } catch {
      log.note("advance threw \(error)", at: time)
    }
    afterAdvance()
    for step in gestures.nextSteps() {
      do {
        switch step {
        case .begin: try pager.beginDrag()
        case .move(let translation): try pager.drag(by: translation)
        case .end(let velocity):
          beforeRelease(velocity)
          try pager.endDrag(velocity: velocity)
        }
      } catch {
        log.note("gesture refused: \(error)", at: time)
        gestures.cancelAll()
        return
      }
    }
  }
}
