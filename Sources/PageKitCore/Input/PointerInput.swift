/// A pointer's touch down, moves and lift, as a pager input (``PagerInput/pointer(_:)``): a
/// host that sees touches, mouse drags or pointer events feeds their locations and timestamps,
/// and the pager finds the drag and its release velocity itself.
///
/// - A press at rest waits: the drag begins only once the pointer has moved more than
///   ``PagerConfiguration/touchSlop`` points from where it went down, on either axis. The first
///   move past the slop locks the gesture's axis: mostly along the pager's axis (at least as far
///   along it as across), the drag begins with the movement past the slop (the content does not
///   jump by the slop); mostly across it, the gesture belongs to whatever scrolls across (a
///   vertical list around a horizontal pager) and the pager ignores it until the pointer lifts.
/// - A press during a settle takes hold of the motion at once, where it is (a re-grab), as a
///   touch stops a scroll view's deceleration.
/// - The lift releases the drag with the velocity of a ``VelocityTracker`` fed every sample
///   of the gesture along the axis; a lift within the slop is a tap, and changes nothing.
/// - A cancel (the system took the touch) releases a drag with no velocity.
///
/// The pager keeps one pointer: feed one finger (the first). ``Pager/pointerPhase`` says what
/// the pager made of the pointer so far. Each input is applied as any other: traced, checked,
/// its events delivered once when it is done.
public enum PointerInput: Sendable, Hashable {
  /// The pointer went down at a location: ``Pager/pointerDown(x:y:timestamp:)``.
  case down(PointerSample)
  /// The pointer moved: ``Pager/pointerMove(x:y:timestamp:)``.
  case move(PointerSample)
  /// The pointer lifted: ``Pager/pointerUp(x:y:timestamp:)``.
  case up(PointerSample)
  /// The system took the pointer (a call came in, a parent gesture won):
  /// ``Pager/pointerCancel()``.
  case cancel
}

/// What a pager made of the pointer fed to it (``PointerInput``): ``Pager/pointerPhase``.
public enum PointerPhase: Sendable, Hashable {
  /// No pointer is down.
  case up
  /// A pointer is down at rest and has not yet moved past the touch slop: a tap, or a drag
  /// about to begin.
  case pressed
  /// The pointer drives the pager's drag.
  case dragging
  /// The pointer is down but the pager ignores it until it lifts: it moved across the axis
  /// first (the gesture is a perpendicular scroll's), or another input ended its drag (a host's
  /// ``Pager/endDrag(velocity:)``), or a host's own drag was under way when it passed the slop.
  case ignored
}
