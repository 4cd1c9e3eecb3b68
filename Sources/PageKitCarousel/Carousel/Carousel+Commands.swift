public import PageKitCore

extension Carousel {
  /// Moves one item in `direction`, reporting `cause` on the change.
  ///
  /// - Parameters:
  ///   - direction: The direction of travel.
  ///   - animated: Whether to animate.
  ///   - cause: The cause the events report.
  /// - Throws: As ``/PageKitCore/PagingController/scrollToNext(animated:)``.
  /// - Complexity: O(1).
  public func step(
    _ direction: PageDirection, animated: Bool = true, cause: PageChangeCause
  ) throws(PagerError) {
    guard !isEmpty else { throw .emptySource }
    guard phaseValue != .dragging else { throw .dragInProgress }
    let base = logicalIndex(phaseValue == .settling ? targetVirtual : settledVirtual)
    let next = direction == .forward ? base + 1 : base - 1
    let index = layout.loops ? next.floorMod(count) : next
    try command(to: index, direction: direction, animated: animated, cause: cause)
  }

  /// Moves to the item at `index`, reporting `cause` on the change.
  /// ``/PageKitCore/PagingController/scroll(to:direction:animated:)`` calls it with
  /// `.programmatic`; the attached auto-scroller with `.autoScroll`.
  ///
  /// - Moving to the item the carousel is on (or, while settling, already heading to) does
  ///   nothing and emits nothing.
  /// - While settling, the motion retargets from the current offset and velocity, without a
  ///   jump; commanding the settled item goes back to the very item the motion left and ends
  ///   with `didCancelPageChange`.
  /// - In a loop the path is the shortest one (ties go forward) unless `direction` says which
  ///   way round; a strip follows the index order and ignores `direction`.
  /// - A far jump scrolls through the items in between within one spring. Before it starts, the
  ///   offset is shifted by whole cycles so that the trip is centred in the content, and it is
  ///   recentered every frame, so it never leaves the content.
  /// - Not animated: the carousel lands at once, emitting `willChangePage` then
  ///   `didChangePage`, with no phase events.
  ///
  /// - Parameters:
  ///   - index: The destination item.
  ///   - direction: The way round a loop, or `nil` for the shortest path.
  ///   - animated: Whether to animate with ``settleSpring``.
  ///   - cause: The cause the events report.
  /// - Throws: ``/PageKitCore/PagerError/emptySource``, ``/PageKitCore/PagerError/dragInProgress``,
  ///   ``/PageKitCore/PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes
  ///   when it throws.
  /// - Complexity: O(1).
  public func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError) {
    guard !isEmpty else { throw .emptySource }
    guard phaseValue != .dragging else { throw .dragInProgress }
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
    defer { emitter.deliver() }
    let baseVirtual = phaseValue == .settling ? targetVirtual : settledVirtual
    let baseIndex = logicalIndex(baseVirtual)
    guard index != baseIndex else { return }
    let destination: Int
    if phaseValue == .settling, index == settledIndexValue {
      destination = settledVirtual
    } else if layout.loops {
      destination =
        baseVirtual + Self.loopDelta(from: baseIndex, to: index, count: count, direction)
    } else {
      destination = index
    }
    let velocity = motion?.velocity(at: time) ?? 0
    motionCause = cause
    announce(
      virtual: destination, offset: restingOffset(virtual: destination), cause: cause, force: true)
    if animated {
      centerTrip(to: targetOffset)
      startMotion(initialVelocity: velocity)
    } else {
      offsetValue = targetOffset
      comeToRest()
    }
  }

  /// The signed number of items from `base` to `index` round a loop of `count` items: the
  /// shortest path with ties forward, or all the way round in `direction`.
  static func loopDelta(
    from base: Int, to index: Int, count: Int, _ direction: PageDirection?
  ) -> Int {
    Int.loopDelta(from: base, to: index, count: count, direction: direction)
  }
}
