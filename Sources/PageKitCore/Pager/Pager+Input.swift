extension Pager {
  /// The inputs this pager applies: a ``PagerInput`` over its source, any snap strategy and its
  /// transition.
  public typealias Input = PagerInput<Source, any SnapStrategy, Transition>

  /// Applies one input: the one entry every public call that moves the pager goes through.
  ///
  /// The gesture, frame, command, reload, restore and settings methods are one-line spellings of
  /// it (`try pager.scrollToNext()` is `try pager.apply(.scrollToNext(animated: true))`), and so
  /// are the ``snap`` and ``transition`` setters. Each call ends the same way: the state change
  /// completes, the live window is refreshed, then the events it queued are delivered, once, to
  /// the delegate, the observers and the streams (an event handler that calls the pager makes a
  /// call of its own, which ends the same way). A recorder attached to the pager
  /// (PageKitTrace's `PagerTraceRecorder`) records the input as it is applied.
  ///
  /// - Parameter input: The input.
  /// - Throws: What the input's method throws (see each case of ``PagerInput``). Nothing changes
  ///   when it throws.
  /// - Complexity: The input's method's.
  @inlinable
  public func apply(_ input: consuming Input) throws(PagerError) {
    guard let hook = traceHook else { return try perform(input) }
    hook.begin(input)
    do {
      try perform(input)
    } catch {
      hook.end(error)
      throw error
    }
    hook.end(nil)
  }

  /// Performs an input, untraced: the per-frame inputs inline, the others in one function.
  @inlinable
  func perform(_ input: consuming Input) throws(PagerError) {
    // Consumed, not copied: a copy of an input is a call through its value witnesses.
    switch consume input {
    case .advance(let timestamp): _ = try engineAdvance(to: timestamp)
    case .drag(let translation): try engineDrag(by: translation)
    case let other: try performChange(other)
    }
  }

  /// Performs an input other than a frame or a drag step, untraced: as one change (its
  /// events delivered once all of it is done), or frame by frame for a run of frames.
  @usableFromInline
  func performChange(_ input: Input) throws(PagerError) {
    // A change may move the motion, or the pages it crosses (a reload): forecast it again.
    landingCache = nil
    if case .advanceFrames(let first, let last, let framesPerSecond) = input {
      // Each frame is a call of its own, delivering its own events.
      guard first <= last, framesPerSecond >= 1 else { return }
      for frame in first...last {
        _ = try engineAdvance(
          to: Input.timestamp(ofFrame: frame, framesPerSecond: framesPerSecond))
      }
      return
    }
    try finishChange { () throws(PagerError) in try performOneChange(input) }
  }

  /// Performs an input's change (the transitions of a reload or of new settings deliver
  /// nothing until ``performChange(_:)`` ends it).
  private func performOneChange(_ input: Input) throws(PagerError) {
    switch input {
    case .beginDrag: try engineBeginDrag()
    case .drag(let translation): try engineDrag(by: translation)
    case .endDrag(let velocity): try engineEndDrag(velocity: velocity)
    case .advance(let timestamp): _ = try engineAdvance(to: timestamp)
    case .advanceFrames: break  // (frame by frame, above)
    case .scroll(let index, let direction, let animated):
      try command(to: index, direction: direction, animated: animated, cause: .programmatic)
    case .scrollToNext(let animated): try step(.forward, animated: animated, cause: .programmatic)
    case .scrollToPrevious(let animated):
      try step(.reverse, animated: animated, cause: .programmatic)
    case .autoScroll(let index, let direction):
      try command(to: index, direction: direction, animated: true, cause: .autoScroll)
    case .reload(let newSource, let layout): try performReload(newSource, layout: layout)
    case .restore(let snapshot): try engineRestore(snapshot)
    case .configure(let configuration): try performConfiguration(configuration)
    case .setSnap(let strategy):
      currentSnap = strategy
      geometry.snap = SnapStrategyBox(strategy)
    case .setTransition(let transition):
      currentTransition = transition
      transitionVisibleRange = transition.visibleRange
    case .scrollView(let callback): performScrollView(callback)
    case .pointer(let input): try performPointer(input)
    case .key(let key): try performKey(key)
    case .rotate(let detents): try performRotation(detents)
    case .wheel(let event): try performWheel(event)
    }
  }
}
