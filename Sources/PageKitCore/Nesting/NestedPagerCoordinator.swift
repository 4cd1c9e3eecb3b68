/// Routes one finger's drag between a child pager and the parent pager whose page holds it, on
/// the same axis: a carousel inside a tab pager, a photo strip inside a page controller.
///
/// Feed the coordinator the gesture (``beginDrag()``, ``drag(by:)``, ``endDrag(velocity:)``)
/// instead of either pager; it makes the calls on each pager, which keep every rule of their own
/// and deliver their events, each once. The ``handOver`` policy is a value:
///
/// - ``NestedHandOver/withinGesture``: the child takes the drag until it reaches its edge
///   (its first or last resting offset), the parent takes the rest; moving back, the parent
///   returns to the child's page first, then the child takes over again.
/// - ``NestedHandOver/onNewGesture``: the child stops at its edge; a gesture that begins with
///   the child at its edge and first moves past it moves the parent instead, all of it.
///
/// The release goes to whichever pager the gesture moved last, with the release velocity; a
/// pager the gesture held that is not moving is released with none (it stays where it is).
///
/// The child is the parent's page ``childPageID``. A gesture that begins while the parent is
/// not at rest on that page (it is settling, or shows another page, or the page is gone after a
/// reload) is the parent's alone: the child is not where the finger is. A looping child, one
/// whose source has no count, and one on the other axis never hand over. Either pager can take
/// a command between gestures or while the gesture holds only the other; a command on a pager
/// the gesture drags throws ``PagerError/dragInProgress``, as it always does.
///
/// ```swift
/// let nested = NestedPagerCoordinator(parent: tabs, child: carousel, childPageID: "Photos")
/// try nested.beginDrag()
/// try nested.drag(by: -900)  // past the carousel's last card: the tabs follow
/// try nested.endDrag(velocity: -1_200)
/// ```
public final class NestedPagerCoordinator<
  ParentSource: PageSource, ParentTransition: TransitionStrategy,
  ChildSource: PageSource, ChildTransition: TransitionStrategy
> {
  /// The outer pager.
  public let parent: Pager<ParentSource, ParentTransition>
  /// The pager inside the parent's page ``childPageID``.
  public let child: Pager<ChildSource, ChildTransition>
  /// The identity of the parent's page that holds the child.
  public var childPageID: ParentSource.PageID
  /// When the child hands a gesture over to the parent. A change applies from the next gesture.
  public var handOver: NestedHandOver

  /// Which pager the gesture under way moves now (`nil`: no gesture, or one that has not moved
  /// yet).
  public private(set) var driving: NestedRole?

  /// Whether a gesture is under way.
  public private(set) var isDragging = false

  /// The gesture is the parent's alone.
  private var parentOnly = false
  /// The gesture belongs to the child for good (``NestedHandOver/onNewGesture`` once it moved).
  private var childOnly = false
  /// The translation, in points, the parent has been given in this gesture (the finger's sign).
  private var parentTravel = 0.0
  /// Whether the gesture began each pager's drag.
  private var holdsParent = false
  private var holdsChild = false

  /// Creates a coordinator for `child`, shown in `parent`'s page `childPageID`.
  ///
  /// - Parameters:
  ///   - parent: The outer pager.
  ///   - child: The pager inside the page.
  ///   - childPageID: The identity of the parent's page that holds the child.
  ///   - handOver: When the child hands a gesture over (default within the gesture).
  /// - Complexity: O(1).
  public init(
    parent: Pager<ParentSource, ParentTransition>, child: Pager<ChildSource, ChildTransition>,
    childPageID: ParentSource.PageID, handOver: NestedHandOver = .withinGesture
  ) {
    self.parent = parent
    self.child = child
    self.childPageID = childPageID
    self.handOver = handOver
  }

  /// Whether the parent rests on the child's page: a gesture there begins with the child.
  ///
  /// - Complexity: O(1).
  public var childIsInPlace: Bool {
    parent.phase == .idle && parent.settledPageID == childPageID && !child.isEmpty
  }

  /// A finger touched. A settling pager under the finger is taken hold of at once: the parent
  /// when the child is not in place, the child when it is.
  ///
  /// - Throws: ``PagerError/dragInProgress`` while a gesture, or a drag of either pager that
  ///   the coordinator did not begin, is under way; ``PagerError/emptySource`` for an empty
  ///   parent. Nothing changes when it throws.
  /// - Complexity: O(1).
  public func beginDrag() throws(PagerError) {
    guard !isDragging, parent.phase != .dragging, child.phase != .dragging else {
      throw .dragInProgress
    }
    guard !parent.isEmpty else { throw .emptySource }
    let childFirst = childIsInPlace
    if !childFirst {
      try parent.beginDrag()
    } else if child.phase == .settling {
      try child.beginDrag()
    }
    isDragging = true
    parentOnly = !childFirst
    childOnly = false
    parentTravel = 0
    holdsParent = !childFirst
    holdsChild = childFirst && child.phase == .dragging
    driving = parentOnly ? .parent : (holdsChild ? .child : nil)
  }

  /// The finger moved by `translation` points along the axis (the finger's sign, as
  /// ``Pager/drag(by:)``), shared between the pagers by the ``handOver`` policy.
  ///
  /// - Parameter translation: The movement since the last call, in points.
  /// - Throws: ``PagerError/nonFiniteValue``; ``PagerError/notDragging`` with no gesture.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1) (O(preloadCount) page requests when pages enter a live window).
  public func drag(by translation: Double) throws(PagerError) {
    guard translation.isFinite else { throw .nonFiniteValue }
    guard isDragging else { throw .notDragging }
    guard translation != 0 else { return }
    if parentOnly {
      try dragParent(by: translation)
      return
    }
    var rest = translation
    // A drag back returns the parent to the child's page first.
    if parentTravel != 0, rest * parentTravel < 0 {
      let back = abs(rest) >= abs(parentTravel) ? -parentTravel : rest
      try dragParent(by: back)
      rest -= back
      if rest == 0 { return }
    }
    if parentTravel != 0 {
      try dragParent(by: rest)
      return
    }
    let room = childRoom(toward: rest)
    let first = !holdsChild && !holdsParent
    if first, handOver == .onNewGesture, room == 0 {
      // A new gesture from the child's edge past it: the parent's, all of it.
      parentOnly = true
      try dragParent(by: rest)
      return
    }
    if handOver == .onNewGesture { childOnly = true }
    let toChild = abs(rest) <= room ? rest : (rest > 0 ? room : -room)
    if toChild != 0 {
      try dragChild(by: toChild)
      rest -= toChild
    }
    // Past the child's edge: the parent's within the gesture, dropped on a new one's policy.
    if rest != 0, !childOnly {
      try dragParent(by: rest)
    }
  }

  /// The finger lifted with `velocity` points per second: the pager the gesture moved last is
  /// released with it, the other (if the gesture held it) with none.
  ///
  /// - Parameter velocity: The release velocity along the axis, in points per second.
  /// - Throws: ``PagerError/nonFiniteValue``; ``PagerError/notDragging`` with no gesture.
  ///   Nothing changes when it throws.
  /// - Complexity: O(1).
  public func endDrag(velocity: Double) throws(PagerError) {
    guard velocity.isFinite else { throw .nonFiniteValue }
    guard isDragging else { throw .notDragging }
    let toParent = driving == .parent
    isDragging = false
    driving = nil
    // (A pager whose drag another caller ended is not released again.)
    if holdsChild, child.phase == .dragging {
      try? child.endDrag(velocity: toParent ? 0 : velocity)
    }
    if holdsParent, parent.phase == .dragging {
      try? parent.endDrag(velocity: toParent ? velocity : 0)
    }
    holdsChild = false
    holdsParent = false
  }

  /// Moves both pagers' clocks to `timestamp`: ``Pager/advance(to:)`` on each.
  ///
  /// - Parameter timestamp: The frame's timestamp, in seconds.
  /// - Throws: ``PagerError/nonFiniteValue``. Nothing changes when it throws.
  /// - Complexity: O(1) per pager (O(preloadCount) when pages enter a live window).
  public func advance(to timestamp: Double) throws(PagerError) {
    guard timestamp.isFinite else { throw .nonFiniteValue }
    try parent.advance(to: timestamp)
    try child.advance(to: timestamp)
  }

  // MARK: - Rules

  /// How far, in points of finger travel, the child can move toward `translation` before it
  /// reaches its edge (the end of what it draws, where its rubber band begins): infinite for a
  /// child that never hands over.
  func childRoom(toward translation: Double) -> Double {
    guard child.bounds.isCounted, child.configuration.axis == parent.configuration.axis else {
      return .infinity
    }
    return child.dragRoom(toward: translation)
  }

  /// Drags the child, beginning its drag at its first movement (nothing while another caller
  /// drags it).
  private func dragChild(by translation: Double) throws(PagerError) {
    guard holdsChild || child.phase != .dragging else { return }
    if !holdsChild || child.phase != .dragging {
      try child.beginDrag()
      holdsChild = true
    }
    try child.drag(by: translation)
    driving = .child
  }

  /// Drags the parent, beginning its drag at its first movement (nothing while another caller
  /// drags it, or once a reload emptied it: the movement is dropped).
  private func dragParent(by translation: Double) throws(PagerError) {
    guard holdsParent || parent.phase != .dragging, !parent.isEmpty else { return }
    if !holdsParent || parent.phase != .dragging {
      // (A drag another caller ended is begun again from where the parent is.)
      try parent.beginDrag()
      holdsParent = true
      parentTravel = 0
    }
    try parent.drag(by: translation)
    parentTravel += translation
    driving = parentTravel == 0 && !parentOnly ? (holdsChild ? .child : nil) : .parent
  }
}

extension Pager {
  /// How far, in points of finger travel toward `translation`'s sign, a drag can move this pager
  /// before it reaches an end of the range it draws and its rubber band begins (`0` there or
  /// past it): what a child pager can take before it hands a drag over. Infinite in a loop.
  ///
  /// - Complexity: O(1).
  package func dragRoom(toward translation: Double) -> Double {
    guard !geometry.loops, translation != 0 else { return .infinity }
    let range = geometry.frameRange(in: engine)
    let drawn = engine.drawnCoordinate
    let forward = geometry.engineCoordinateDelta(ofFingerTranslation: translation) > 0
    let room = forward ? range.upperBound - drawn : drawn - range.lowerBound
    // (In points: the coordinate counts pages for full pages.)
    let points = room * geometry.pointsPerUnit
    return points > 1e-9 ? points : 0
  }

  /// How far, in points, the pager is drawn past an end of the range it draws (in its rubber
  /// band): `0` within it and in a loop.
  ///
  /// - Complexity: O(1).
  package var overscroll: Double {
    guard !geometry.loops else { return 0 }
    let range = geometry.frameRange(in: engine)
    let drawn = engine.drawnCoordinate
    let past = drawn < range.lowerBound ? range.lowerBound - drawn : drawn - range.upperBound
    return max(past, 0) * geometry.pointsPerUnit
  }
}
