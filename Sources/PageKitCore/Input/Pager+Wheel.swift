extension Pager {
  /// A scroll wheel or a trackpad scrolled: ``PagerInput/wheel(_:)``, by the rules of
  /// ``WheelEvent``.
  ///
  /// A wheel without phases moves one stop per gesture (``PagerConfiguration/wheelStopsPerGesture``
  /// for more); a trackpad's phased scroll drags like a finger and releases with its velocity;
  /// the momentum after it changes nothing. A delta across the pager's axis, or of zero, changes
  /// nothing (pass it on to what scrolls around the pager).
  ///
  /// ```swift
  /// try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 4.2))  // a notch
  /// ```
  ///
  /// - Parameter event: The scroll.
  /// - Throws: ``PagerError/nonFiniteValue``; ``PagerError/emptySource``;
  ///   ``PagerError/dragInProgress`` for a notch or a ``WheelEvent/Phase-swift.enum/began``
  ///   while a drag is under way; ``PagerError/notDragging`` for a
  ///   ``WheelEvent/Phase-swift.enum/changed`` or ``WheelEvent/Phase-swift.enum/ended`` with no
  ///   scroll begun. Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window; O(k) for
  ///   the velocity's k samples at the end of a phased scroll).
  public func scrollWheel(_ event: WheelEvent) throws(PagerError) {
    try apply(.wheel(event))
  }
}

// MARK: - Rules

extension Pager {
  /// The largest delta a wheel event moves by, in points: a larger one (`1e300` lines) counts as
  /// this much, so that a trackpad's sum stays finite.
  static var largestWheelDelta: Double { 1e12 }

  /// Applies a wheel's or a trackpad's scroll: the rules of ``WheelEvent``.
  package func performWheel(_ event: WheelEvent) throws(PagerError) {
    guard event.isFinite else { throw .nonFiniteValue }
    let scale: Double =
      switch event.unit {
      case .points: 1
      case .lines: WheelEvent.lineLength
      case .pages: configuration.viewportLength
      }
    let limit = Self.largestWheelDelta
    let dx = min(max(event.deltaX * scale, -limit), limit)
    let dy = min(max(event.deltaY * scale, -limit), limit)
    let time = event.timestamp
    switch event.phase {
    case .none: try wheelNotch(dx: dx, dy: dy, time: time)
    case .began:
      // The scroll's finger starts at the origin and moves against the scroll.
      try gesturePressed(.trackpad, along: 0, across: 0, time: time)
      engine.scrollTrackpad(to: (0, 0))
      if dx != 0 || dy != 0 { try trackpadMoved(dx: dx, dy: dy, time: time) }
    case .changed:
      guard engine.trackpad.phase != .up else { throw .notDragging }
      try trackpadMoved(dx: dx, dy: dy, time: time)
    case .ended:
      guard engine.trackpad.phase != .up else { throw .notDragging }
      let location = trackpadLocation(after: dx, dy)
      try gestureLifted(.trackpad, along: location.along, time: time)
    case .cancelled: try gestureCancelled(.trackpad)
    case .momentumBegan, .momentumChanged, .momentumEnded:
      // The pager's own release has taken over (or there was no scroll): nothing to do.
      return
    }
  }

  /// The trackpad's finger after a scroll by `dx`, `dy` from where it is: along and across the
  /// axis, and on screen.
  private func trackpadLocation(after dx: Double, _ dy: Double) -> (
    along: Double, across: Double, x: Double, y: Double
  ) {
    let x = engine.trackpadLocation.x - dx
    let y = engine.trackpadLocation.y - dy
    let horizontal = configuration.axis == .horizontal
    return (horizontal ? x : y, horizontal ? y : x, x, y)
  }

  /// The trackpad's scroll moved by `dx`, `dy`: its finger moves the other way.
  private func trackpadMoved(dx: Double, dy: Double, time: Double) throws(PagerError) {
    let location = trackpadLocation(after: dx, dy)
    try gestureMoved(.trackpad, along: location.along, across: location.across, time: time)
    engine.scrollTrackpad(to: (location.x, location.y))
  }

  /// The rules of a wheel without phases: one stop per gesture past the slop (more when the
  /// configuration asks), the gesture's axis locked as it passes the slop.
  private func wheelNotch(dx: Double, dy: Double, time: Double) throws(PagerError) {
    let horizontal = configuration.axis == .horizontal
    let along = horizontal ? dx : dy
    let across = horizontal ? dy : dx
    guard along != 0 || across != 0 else { return }
    try checkGesture(dragging: false)
    var notches = engine.notches
    if notches.beginsGesture(at: time, along: along, across: across) { notches = WheelNotches() }
    notches.time = time
    notches.along += along
    notches.across += across
    let slop = configuration.touchSlop
    if !notches.ignored, notches.sign == nil,
      max(abs(notches.along), abs(notches.across)) > slop
    {
      // Past the slop the axis locks: along it, the gesture is the pager's.
      if abs(notches.along) >= abs(notches.across) {
        notches.sign = notches.along > 0 ? 1 : -1
      } else {
        notches.ignored = true
      }
    }
    guard let sign = notches.sign, !notches.ignored else {
      engine.setNotches(notches)
      return
    }
    // One stop past the slop, one more per line scrolled after it, up to the configuration's.
    let past = (abs(notches.along) - slop) / WheelEvent.lineLength
    let limit = configuration.wheelStopsPerGesture
    let earned = past >= Double(limit) ? limit : min(1 + Int(max(past, 0)), limit)
    let due = earned - notches.stops
    notches.stops = max(notches.stops, earned)
    engine.setNotches(notches)
    guard due > 0 else { return }
    // A scroll toward the right moves forward left to right, backward right to left.
    let screenSign = configuration.layoutDirection.screenSign(on: configuration.axis)
    let direction: PageDirection = sign * screenSign > 0 ? .forward : .reverse
    guard let move = stepsMove(from: engineTargetIndex, direction, stops: due) else { return }
    try command(to: move.index, direction: move.direction, animated: true, cause: .programmatic)
  }
}
