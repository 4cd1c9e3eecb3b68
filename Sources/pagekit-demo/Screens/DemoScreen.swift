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
  /// Events and notes to print (the demo's screens share one).
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

/// A pager or carousel screen's gestures: each step becomes the matching `beginDrag`,
/// `drag(by:)` or `endDrag(velocity:)` call.
enum GestureSteps {
  /// Applies `steps` with `begin`, `move` and `end`; on an error, notes it in `log` and
  /// abandons the gesture.
  ///
  /// - Parameters:
  ///   - steps: The steps of one frame.
  ///   - runner: The gesture runner (cleared when a step throws).
  ///   - log: Where errors are noted.
  ///   - time: The current time.
  ///   - begin: Starts the drag.
  ///   - move: Moves the finger by a translation.
  ///   - end: Lifts the finger with a velocity.
  static func apply(
    _ steps: [GestureStep], runner: inout GestureRunner, log: EventLog, time: Double,
    begin: () throws -> Void, move: (Double) throws -> Void, end: (Double) throws -> Void
  ) {
    for step in steps {
      do {
        switch step {
        case .begin: try begin()
        case .move(let translation): try move(translation)
        case .end(let velocity): try end(velocity)
        }
      } catch {
        log.note("gesture refused: \(error)", at: time)
        runner.cancelAll()
        return
      }
    }
  }
}
