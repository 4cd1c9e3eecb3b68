/// A scripted finger gesture: a drag of `distance` screen points spread over `frames` frames,
/// then a release at `releaseVelocity`.
struct Swipe: Hashable, Sendable {
  /// The finger's total translation, in screen points (positive = right).
  var distance: Double
  /// The number of frames the drag lasts (at least 1).
  var frames: Int
  /// The release velocity, in screen points per second (positive = right).
  var releaseVelocity: Double

  /// A fling toward the next page (finger left) or the previous one (finger right).
  ///
  /// - Parameters:
  ///   - forward: Toward the next page.
  ///   - pageLength: One page, in points.
  /// - Returns: A quarter-page drag over 6 frames released at 900 points per second.
  static func fling(forward: Bool, pageLength: Double) -> Swipe {
    let sign: Double = forward ? -1 : 1
    return Swipe(distance: sign * pageLength / 4, frames: 6, releaseVelocity: sign * 900)
  }
}

/// One step of a gesture, for one frame.
enum GestureStep: Hashable, Sendable {
  /// The finger touches.
  case begin
  /// The finger moves by a translation, in screen points.
  case move(Double)
  /// The finger lifts with a velocity, in screen points per second.
  case end(Double)
}

/// Plays queued swipes one frame at a time, so scripted and interactive swipes are the same
/// sequence of `beginDrag`, `drag(by:)` and `endDrag(velocity:)` calls.
struct GestureRunner {
  private var queue: [Swipe] = []
  private var current: Swipe?
  private var frame = 0

  /// Whether a swipe is being played or waits in the queue.
  var isActive: Bool { current != nil || !queue.isEmpty }

  /// Whether a finger is down (a swipe has begun and not yet ended).
  var isTouching: Bool { current != nil && frame > 0 }

  /// Queues a swipe after those already queued.
  ///
  /// - Parameter swipe: The swipe.
  mutating func enqueue(_ swipe: Swipe) {
    queue.append(swipe)
  }

  /// Forgets the current and queued swipes (after the target refused one).
  mutating func cancelAll() {
    queue.removeAll()
    current = nil
    frame = 0
  }

  /// The steps to perform in the next frame.
  ///
  /// - Returns: `begin` and a first move on the first frame, moves on the following ones, the
  ///   release on the frame after the last move; empty when idle.
  mutating func nextSteps() -> [GestureStep] {
    if current == nil {
      guard !queue.isEmpty else { return [] }
      current = queue.removeFirst()
      frame = 0
    }
    guard let swipe = current else { return [] }
    let frames = max(swipe.frames, 1)
    frame += 1
    if frame > frames {
      current = nil
      frame = 0
      return [.end(swipe.releaseVelocity)]
    }
    let move = GestureStep.move(swipe.distance / Double(frames))
    return frame == 1 ? [.begin, move] : [move]
  }
}
