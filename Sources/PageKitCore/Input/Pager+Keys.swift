extension Pager {
  /// A key was pressed: ``PagerInput/key(_:)``, a command to ``destination(for:)``.
  ///
  /// A key the pager does not take (an arrow across its axis) or one with nowhere to go (past
  /// an end of a bounded source, or to the item already targeted) changes nothing and throws
  /// nothing. During a motion the press retargets it from the target.
  ///
  /// ```swift
  /// try pager.press(.right)  // the next page, left to right
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress`` (a pointer's or the
  ///   host's drag is under way). Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter the window).
  public func press(_ key: PagerKey) throws(PagerError) {
    try apply(.key(key))
  }

  /// Where a press of `key` would move the pager now, from its target: the destination's index,
  /// or `nil` when the key is not the pager's (an arrow across its axis) or has nowhere to go
  /// (an end of a bounded source, the item already targeted, an empty source).
  ///
  /// A host reads it to pass on a key the pager does not take (UIKit's `pressesBegan` calling
  /// `super`, a focus engine moving on).
  ///
  /// - Parameter key: The key.
  /// - Returns: The index a press would move to, or `nil`.
  /// - Complexity: O(1) (O(log n) for variable item lengths).
  public func destination(for key: PagerKey) -> Int? {
    keyMove(for: key)?.index
  }

  /// The Digital Crown or a dial turned by `detents` (positive: forward): ``PagerInput/rotate(detents:)``.
  ///
  /// The rotation adds up; each whole detent moves one stop from the target, as one command per
  /// call however many detents it completes. A part of a detent waits for the rest of the turn.
  /// Turning the other way first drops it, and so do a drag and a reload. At an end of a bounded
  /// source the rest of the turn is dropped (turning back moves at once). Round a loop whole
  /// laps are dropped (seven detents round five items move two stops).
  ///
  /// - Parameter detents: The rotation, in detents (a Crown's or a dial's notches; fractions
  ///   add up).
  /// - Throws: ``PagerError/nonFiniteValue``, ``PagerError/emptySource``,
  ///   ``PagerError/dragInProgress``. Nothing changes when it throws.
  /// - Complexity: O(k) for the k stops the turn completes (at most the count of items).
  public func rotate(byDetents detents: Double) throws(PagerError) {
    try apply(.rotate(detents: detents))
  }
}

// MARK: - Rules

extension Pager {
  /// Where a key moves the pager: a destination and, for a step or a page, the direction of
  /// travel (`nil`: the shorter way round a loop).
  struct KeyMove {
    var index: Int
    var direction: PageDirection?
  }

  /// The rules of ``PagerKey``: what a key asks for on this pager's axis and in its layout
  /// direction, resolved from the target.
  func keyMove(for key: PagerKey) -> KeyMove? {
    guard !engineIsEmpty else { return nil }
    let axis = configuration.axis
    // The screen's arrows: forward is right (left to right) or left (right to left), or down.
    let screenForward = configuration.layoutDirection.screenSign(on: axis) > 0
    let base = engineTargetIndex
    switch (key, axis) {
    case (.left, .horizontal): return stepMove(from: base, screenForward ? .reverse : .forward)
    case (.right, .horizontal): return stepMove(from: base, screenForward ? .forward : .reverse)
    case (.up, .vertical): return stepMove(from: base, .reverse)
    case (.down, .vertical): return stepMove(from: base, .forward)
    case (.left, .vertical), (.right, .vertical), (.up, .horizontal), (.down, .horizontal):
      return nil
    case (.next, _): return stepMove(from: base, .forward)
    case (.previous, _): return stepMove(from: base, .reverse)
    case (.first, _): return edgeMove(from: base, to: firstIndex)
    case (.last, _): return edgeMove(from: base, to: lastIndex)
    case (.pageUp, _): return pageMove(from: base, .reverse)
    case (.pageDown, _): return pageMove(from: base, .forward)
    }
  }

  /// One stop from `base` (a run's outer end), or `nil` past an end of a bounded source.
  private func stepMove(from base: Int, _ direction: PageDirection) -> KeyMove? {
    stepsMove(from: base, direction, stops: 1)
  }

  /// `stops` stops from `base`, stopping at an end of a bounded source (whole laps of a loop
  /// dropped); `nil` when that is `base` itself.
  func stepsMove(from base: Int, _ direction: PageDirection, stops: Int) -> KeyMove? {
    var index = base
    for _ in 0..<(engineLoops ? stops % engineCount : min(stops, engineCount)) {
      let next = stepIndex(from: index, direction: direction)
      guard engineLoops || engineBounds.contains(next) else { break }
      index = next
    }
    return index == base ? nil : KeyMove(index: index, direction: direction)
  }

  /// The item at `index` (an end), by the shorter way round a loop; `nil` when the move would
  /// rest where `base` does.
  private func edgeMove(from base: Int, to index: Int) -> KeyMove? {
    guard !restsTogether(index, base) else { return nil }
    return KeyMove(index: index, direction: nil)
  }

  /// The item one viewport's items from `base`: wrapped round a loop, clamped to an end of a
  /// bounded source (`nil` when that rests where `base` does).
  private func pageMove(from base: Int, _ direction: PageDirection) -> KeyMove? {
    let items = geometry.engineItemsPerViewport
    let first = firstIndex
    let offset = direction == .forward ? items : -items
    if engineLoops {
      let index = first &+ (base &- first &+ offset).floorMod(engineCount)
      return index == base ? nil : KeyMove(index: index, direction: direction)
    }
    let reach = base.addingReportingOverflow(offset)
    let index = reach.overflow ? (offset > 0 ? lastIndex : first) : reach.partialValue
    let clamped = min(max(index, first), lastIndex)
    guard !restsTogether(clamped, base) else { return nil }
    return KeyMove(index: clamped, direction: direction)
  }

  /// The first item's index (the source's first index).
  private var firstIndex: Int { engineBounds.first ?? 0 }

  /// The last item's index.
  private var lastIndex: Int { firstIndex &+ (engineCount - 1) }

  /// Whether `index` and `base` rest at one offset (one item, or one run at an end).
  private func restsTogether(_ index: Int, _ base: Int) -> Bool {
    if index == base { return true }
    guard !engineLoops else { return false }
    return geometry.engineStop(ofIndex: index).stop == geometry.engineStop(ofIndex: base).stop
  }

  /// Applies a key: the command to its destination, or nothing.
  package func performKey(_ key: PagerKey) throws(PagerError) {
    try checkGesture(dragging: false)
    guard let move = keyMove(for: key) else { return }
    try command(to: move.index, direction: move.direction, animated: true, cause: .programmatic)
  }

  /// Applies a rotation: the detents add up in the engine (``PagingEngine/rotation``); each
  /// whole one is a stop.
  package func performRotation(_ detents: Double) throws(PagerError) {
    guard detents.isFinite else { throw .nonFiniteValue }
    try checkGesture(dragging: false)
    guard detents != 0 else { return }
    // Turning the other way drops the part of a detent turned so far.
    let carried = engine.rotation * detents < 0 ? 0 : engine.rotation
    let total = carried + detents
    let whole = total.rounded(.towardZero)
    guard whole != 0 else {
      engine.turn(to: total)
      return
    }
    // Round a loop whole laps are dropped; a bounded source has at most its count of stops.
    let count = Double(engineCount)
    let stops =
      engineLoops
      ? Int(whole.magnitude.truncatingRemainder(dividingBy: count))
      : whole.magnitude >= count ? engineCount : Int(whole.magnitude)
    let direction: PageDirection = whole > 0 ? .forward : .reverse
    guard let move = stepsMove(from: engineTargetIndex, direction, stops: stops) else {
      // At an end: the rest of the turn is dropped.
      engine.turn(to: 0)
      return
    }
    try command(to: move.index, direction: move.direction, animated: true, cause: .programmatic)
    // Past an end (fewer stops than detents) or past a lap, the rest is dropped too.
    let reachedEnd = !engineLoops && stepsMove(from: move.index, direction, stops: 1) == nil
    engine.turn(to: reachedEnd || whole.magnitude >= count ? 0 : total - whole)
  }
}
