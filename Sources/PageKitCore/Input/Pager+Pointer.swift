extension Pager {
  /// What the pager made of the pointer fed to it (``PointerInput``): none down, a press within
  /// the touch slop, a drag it drives, or a gesture it ignores until the pointer lifts.
  ///
  /// A host nesting the pager in a scroll view across its axis reads it after each move: once
  /// it is ``PointerPhase/ignored``, the gesture is the other scroll view's.
  ///
  /// - Complexity: O(1).
  public var pointerPhase: PointerPhase { engine.pointer.phase }

  /// A pointer went down at (`x`, `y`) at `timestamp` seconds: ``PointerInput/down(_:)``.
  ///
  /// At rest the press waits for the pointer to move past ``PagerConfiguration/touchSlop``
  /// (nothing changes yet: a lift before that is a tap). During a settle it takes hold of the
  /// motion at once, as ``beginDrag()`` does. A press while a press waits replaces it (the host
  /// lost a lift).
  ///
  /// - Parameters:
  ///   - x: The horizontal location, in points (growing right).
  ///   - y: The vertical location, in points (growing down).
  ///   - timestamp: The event's timestamp, in seconds on the host's clock.
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/dragInProgress`` (a pointer's or the host's drag is under way). Nothing
  ///   changes when it throws.
  /// - Complexity: O(1).
  public func pointerDown(x: Double, y: Double, timestamp: Double) throws(PagerError) {
    try apply(.pointer(.down(PointerSample(x: x, y: y, timestamp: timestamp))))
  }

  /// The pointer moved to (`x`, `y`) at `timestamp` seconds: ``PointerInput/move(_:)``.
  ///
  /// A press that moves past the touch slop locks the gesture's axis: along the pager's axis,
  /// the drag begins with the movement past the slop; across it, the pager ignores the pointer
  /// until it lifts. A pointer that drives a drag drags by its movement along the axis.
  ///
  /// - Parameters:
  ///   - x: The horizontal location, in points (growing right).
  ///   - y: The vertical location, in points (growing down).
  ///   - timestamp: The event's timestamp, in seconds on the host's clock (one earlier than
  ///     the last sample's starts the velocity's samples over).
  /// - Throws: ``PagerError/nonFiniteValue``; ``PagerError/notDragging`` with no pointer down;
  ///   ``PagerError/emptySource`` for a press that passes the slop over an empty source.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) when a page enters the live window).
  public func pointerMove(x: Double, y: Double, timestamp: Double) throws(PagerError) {
    try apply(.pointer(.move(PointerSample(x: x, y: y, timestamp: timestamp))))
  }

  /// The pointer lifted at (`x`, `y`) at `timestamp` seconds: ``PointerInput/up(_:)``.
  ///
  /// A pointer driving a drag drags to where it lifted, then releases it with its velocity along
  /// the axis (a ``VelocityTracker``'s over the gesture's samples: zero after a pause of more
  /// than ``VelocityTracker/stopGap``), as ``endDrag(velocity:)`` does. A press that never
  /// passed the slop (a tap) and an ignored gesture change nothing.
  ///
  /// - Parameters:
  ///   - x: The horizontal location, in points (growing right).
  ///   - y: The vertical location, in points (growing down).
  ///   - timestamp: The event's timestamp, in seconds on the host's clock.
  /// - Throws: ``PagerError/nonFiniteValue``; ``PagerError/notDragging`` with no pointer down.
  ///   Nothing changes when it throws.
  /// - Complexity: O(k) for the velocity's k samples (at most
  ///   ``VelocityTracker/maximumSamples``).
  public func pointerUp(x: Double, y: Double, timestamp: Double) throws(PagerError) {
    try apply(.pointer(.up(PointerSample(x: x, y: y, timestamp: timestamp))))
  }

  /// The system took the pointer: ``PointerInput/cancel``. A drag it drove is released with no
  /// velocity (the release rule's slow case: the nearest page); a press or an ignored gesture
  /// ends. With no pointer down nothing changes (no error: a system may cancel twice).
  ///
  /// - Throws: What releasing the drag throws: ``PagerError/emptySource`` when the source
  ///   emptied behind the pager's back. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func pointerCancel() throws(PagerError) {
    try apply(.pointer(.cancel))
  }
}

// MARK: - Rules

extension Pager {
  /// Applies a pointer's input: the rules of ``PointerInput``.
  package func performPointer(_ input: PointerInput) throws(PagerError) {
    let axis = configuration.axis
    switch input {
    case .down(let sample), .move(let sample), .up(let sample):
      guard sample.isFinite else { throw .nonFiniteValue }
      let along = sample.location(along: axis)
      let across = sample.location(across: axis)
      switch input {
      case .down: try gesturePressed(.pointer, along: along, across: across, time: sample.timestamp)
      case .up: try gestureLifted(.pointer, along: along, time: sample.timestamp)
      default: try gestureMoved(.pointer, along: along, across: across, time: sample.timestamp)
      }
    case .cancel: try gestureCancelled(.pointer)
    }
  }

  /// The rules of a press: a re-grab during a settle, a wait for the slop at rest.
  package func gesturePressed(
    _ device: GestureDevice, along: Double, across: Double, time: Double
  ) throws(PagerError) {
    // A drag under way, a device's or the host's, refuses a press.
    try checkGesture(dragging: false)
    let regrab = engine.state.phase == .settling
    if regrab { try engineBeginDrag() }
    engine.pressPointer(
      device, along: along, across: across, time: time, phase: regrab ? .dragging : .pressed)
  }

  /// The rules of a move: the slop and the axis lock for a press, the drag for a device that
  /// drives one.
  package func gestureMoved(
    _ device: GestureDevice, along: Double, across: Double, time: Double
  ) throws(PagerError) {
    // (The gesture is read where it is used, never held: a copy held across a sample would
    // share the tracker's ring, which the sample would then copy.)
    switch engine.gesture(of: device).phase {
    case .up: throw .notDragging
    case .ignored: return
    case .pressed:
      let slop = configuration.touchSlop
      let lock = engine.gesture(of: device).lock(along: along, across: across, slop: slop)
      guard let locksAlong = lock else {
        engine.samplePointer(device, along: along, time: time)
        return
      }
      guard locksAlong, engine.state.phase != .dragging else {
        // Across the axis, or past the slop while another drag is under way: the gesture is
        // not ours.
        engine.setPointerPhase(device, .ignored)
        return
      }
      // The checks come first (beginning the drag changes nothing when it throws); after
      // them nothing throws.
      try engineBeginDrag()
      let translation = engine.gesture(of: device).translationPastSlop(to: along, slop: slop)
      try follow(device, to: along, by: translation)
      engine.setPointerPhase(device, .dragging)
      engine.samplePointer(device, along: along, time: time)
    case .dragging:
      guard drives(device) else {
        // Another input ended the drag: the rest of the gesture is ignored.
        engine.setPointerPhase(device, .ignored)
        return
      }
      try follow(device, to: along, by: along - engine.gesture(of: device).followedAlong)
      engine.samplePointer(device, along: along, time: time)
    }
  }

  /// The rules of a lift: a drag the device drove follows it there and is released with its
  /// velocity; anything else just lifts.
  package func gestureLifted(_ device: GestureDevice, along: Double, time: Double)
    throws(PagerError)
  {
    let phase = engine.gesture(of: device).phase
    guard phase != .up else { throw .notDragging }
    guard phase == .dragging, drives(device) else {
      engine.liftPointer(device)
      return
    }
    // The drag's checks come first; after them nothing throws.
    try checkGesture(dragging: true)
    let moved = along - engine.gesture(of: device).followedAlong
    if moved != 0 { try follow(device, to: along, by: moved) }
    engine.samplePointer(device, along: along, time: time)
    let velocity = engine.gesture(of: device).tracker?.velocity(at: time) ?? 0
    try engineEndDrag(velocity: velocity)
    engine.liftPointer(device)
  }

  /// The rules of a cancel: a drag the device drove is released with no velocity.
  package func gestureCancelled(_ device: GestureDevice) throws(PagerError) {
    if engine.gesture(of: device).phase == .dragging, drives(device) {
      try engineEndDrag(velocity: 0)
    }
    engine.liftPointer(device)
  }

  /// Whether `device` drives the drag under way (not a host's, nor another device's, begun
  /// after its own ended).
  private func drives(_ device: GestureDevice) -> Bool {
    engine.state.phase == .dragging && engine.dragDevice == device
  }

  /// Drags by `translation` (the finger's sign) and records that the drag followed `device` to
  /// `along`.
  private func follow(_ device: GestureDevice, to along: Double, by translation: Double)
    throws(PagerError)
  {
    try engineDrag(by: translation)
    engine.followPointer(device, to: along)
  }
}
