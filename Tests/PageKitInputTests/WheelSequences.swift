import PageKitCore

/// Wheel and trackpad sequences as hosts receive them, shaped on what AppKit and browsers
/// deliver (each value an event's deltas, unit, phase and time): a mouse's notches, a browser's
/// trackpad stream without phases, and a trackpad's phased swipe with the operating system's
/// momentum tail after it.
enum WheelSequences {
  /// A mouse wheel spun by six notches 16 ms apart, one line each, down (forward).
  static func spunMouse(start: Double = 1, notches: Int = 6, lines: Double = 1) -> [WheelEvent] {
    (0..<notches).map { notch in
      WheelEvent(deltaY: lines, unit: .lines, timestamp: start + Double(notch) * 0.016)
    }
  }

  /// A browser's stream for a trackpad flick without phases: points, 60 events a second, rising
  /// then decaying over 1.2 s as the operating system's momentum (in one stream).
  static func browserTrackpad(start: Double = 1, toward sign: Double = 1) -> [WheelEvent] {
    let rising: [Double] = [1, 3, 8, 14, 22, 26, 24]
    var deltas = rising
    var tail = 22.0
    while tail >= 0.5 {
      deltas.append(tail.rounded())
      tail *= 0.9
    }
    return deltas.enumerated().map { frame, delta in
      WheelEvent(deltaX: sign * delta, timestamp: start + Double(frame) / 60)
    }
  }

  /// A trackpad's phased swipe toward the right (forward left to right): a began with no
  /// movement, changes rising and falling 8 to 12 ms apart (`scale` times the recorded
  /// deltas), an ended with no movement, then the momentum tail.
  static func trackpadSwipe(start: Double = 1, scale: Double = 1) -> (
    swipe: [WheelEvent], momentum: [WheelEvent]
  ) {
    let deltas: [Double] = [2, 6, 14, 24, 30, 28, 20]
    let gaps: [Double] = [0.008, 0.012, 0.008, 0.011, 0.009, 0.012, 0.008]
    var time = start
    var swipe = [WheelEvent(phase: .began, timestamp: time)]
    for (delta, gap) in zip(deltas, gaps) {
      time += gap
      swipe.append(WheelEvent(deltaX: delta * scale, phase: .changed, timestamp: time))
    }
    time += 0.008
    swipe.append(WheelEvent(phase: .ended, timestamp: time))
    var momentum: [WheelEvent] = []
    var delta = 18.0 * scale
    var phase = WheelEvent.Phase.momentumBegan
    while delta >= 0.5 {
      time += 1.0 / 60
      momentum.append(WheelEvent(deltaX: delta, phase: phase, timestamp: time))
      phase = .momentumChanged
      delta *= 0.92
    }
    momentum.append(WheelEvent(phase: .momentumEnded, timestamp: time + 1.0 / 60))
    return (swipe, momentum)
  }

  // MARK: - Recorded deltas

  /// A touchpad's scroll in a browser, as a public log of a web app's scroll events recorded it
  /// (pixels, no phases): its slow start, its fast cruise and the operating system's
  /// deceleration, in one stream. The log gives the deltas, not their times: here they are 60 a
  /// second, the rate a browser delivers them.
  static let recordedTouchpadDeltas: [Double] =
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 4, 1, 6, 1, 11, 17]
    + [27, 33, 46, 44, 41, 35, 32, 28, 29, 61, 31, 30, 32, 30, 57]
    + [19, 19, 19, 17, 15, 14, 13, 11, 11, 9, 8, 7, 6, 5, 4, 3, 2, 1]

  /// A mouse wheel spun fast in a browser, as the same log recorded it: pixels, accelerating
  /// from notch to notch.
  static let recordedMouseDeltas: [Double] = [19.41, 26.31, 25.70, 49.68, 54.36, 66.60]

  /// `deltas` as a stream without phases, along x, 60 events a second from `start`.
  static func stream(_ deltas: [Double], start: Double = 1, every gap: Double = 1.0 / 60)
    -> [WheelEvent]
  {
    deltas.enumerated().map { index, delta in
      WheelEvent(deltaX: delta, timestamp: start + Double(index) * gap)
    }
  }
}
