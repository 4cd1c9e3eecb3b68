/// A scroll wheel's or a trackpad's scroll, as a pager input (``PagerInput/wheel(_:)``,
/// ``Pager/scrollWheel(_:)``): its deltas, their unit, its phase and its timestamp.
///
/// The deltas are the scroll's, as a browser's `WheelEvent` gives them: a positive ``deltaX``
/// scrolls toward the right (forward on a left-to-right horizontal pager, backward on a
/// right-to-left one), a positive ``deltaY`` scrolls down (forward on a vertical pager). AppKit's
/// `scrollingDeltaX` and `scrollingDeltaY` have the other sign: feed their negations. A
/// horizontal pager takes the horizontal delta and a vertical pager the vertical one; the other
/// is not the pager's (a page around it scrolls). **Where a mouse has one wheel**, a host that
/// wants it to move a horizontal pager feeds its vertical delta as the horizontal one (as
/// Shift with the wheel does), by choice, since the wheel belongs to the page by default.
///
/// - A wheel without phases (``Phase-swift.enum/none``: a mouse's notches, or a browser's
///   stream of deltas with no phase) moves one stop per gesture, with the pager's own snap
///   rules: the first event whose scroll passes ``PagerConfiguration/touchSlop`` along the axis
///   moves one stop from the target (a notch of a line or a page always passes it); the notches
///   and deltas that follow within ``gestureGap`` of each other belong to the same gesture and
///   move nothing more, unless ``PagerConfiguration/wheelStopsPerGesture`` asks for more (one
///   more stop per ``lineLength`` scrolled). A scroll the other way, or one after a pause
///   longer than ``gestureGap``, is a new gesture. A gesture that first scrolls farther across
///   the axis than along it is not the pager's. So a fast spin of the wheel never runs away.
/// - A trackpad's phased scroll (``Phase-swift.enum/began``, ``Phase-swift.enum/changed``,
///   ``Phase-swift.enum/ended``, ``Phase-swift.enum/cancelled``, as AppKit's `phase` and
///   UIKit's continuous scroll deliver it) drags like a finger, by the same rules as a
///   ``PointerInput``: its deltas add up to a finger's location, the drag begins past the touch
///   slop with the axis locked, a ``Phase-swift.enum/began`` during a settle takes hold of it,
///   and the end releases with a ``VelocityTracker``'s velocity over the scroll's samples.
/// - The operating system's momentum after a phased scroll (``Phase-swift.enum/momentumBegan``,
///   ``Phase-swift.enum/momentumChanged``, ``Phase-swift.enum/momentumEnded``) changes nothing:
///   the pager's own release has taken over. A new ``Phase-swift.enum/began`` during it is a new
///   drag. A momentum phase with no scroll before it changes nothing too.
public struct WheelEvent: Sendable, Hashable {
  /// The unit of a wheel event's deltas.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Points (a browser's pixels, AppKit's precise deltas).
    case points
    /// Lines of ``WheelEvent/lineLength`` points each (a mouse's notches).
    case lines
    /// Viewports: one is ``PagerConfiguration/viewportLength`` points.
    case pages
  }

  /// Where a scroll is in its gesture.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// No phase: a mouse wheel's notch, or a stream of deltas without phases.
    case none
    /// A trackpad's scroll began (the fingers touched and moved).
    case began
    /// A trackpad's scroll moved.
    case changed
    /// The fingers lifted: the release.
    case ended
    /// The system took the scroll.
    case cancelled
    /// The operating system's momentum after a scroll began.
    case momentumBegan
    /// The momentum moved.
    case momentumChanged
    /// The momentum ended.
    case momentumEnded
  }

  /// The horizontal scroll (positive: toward the right), in ``unit``s.
  public var deltaX: Double
  /// The vertical scroll (positive: down), in ``unit``s.
  public var deltaY: Double
  /// The unit of ``deltaX`` and ``deltaY``.
  public var unit: Unit
  /// Where the scroll is in its gesture.
  public var phase: Phase
  /// The event's timestamp, in seconds on the host's clock.
  public var timestamp: Double

  /// A line of a wheel's scroll, in points: 40, the pixels a browser scrolls per line.
  public static var lineLength: Double { 40 }

  /// The longest pause, in seconds, between two events of one gesture of a wheel without
  /// phases: 0.25 s, longer than the gaps between a spun wheel's notches and a trackpad's
  /// momentum events, shorter than a deliberate second notch.
  public static var gestureGap: Double { 0.25 }

  /// Creates a wheel event.
  ///
  /// - Parameters:
  ///   - deltaX: The horizontal scroll (positive: toward the right; default 0).
  ///   - deltaY: The vertical scroll (positive: down; default 0).
  ///   - unit: The deltas' unit (default points).
  ///   - phase: Where the scroll is in its gesture (default none: a wheel without phases).
  ///   - timestamp: The event's timestamp, in seconds.
  public init(
    deltaX: Double = 0, deltaY: Double = 0, unit: Unit = .points, phase: Phase = .none,
    timestamp: Double
  ) {
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.unit = unit
    self.phase = phase
    self.timestamp = timestamp
  }

  /// Whether every value is finite.
  var isFinite: Bool { deltaX.isFinite && deltaY.isFinite && timestamp.isFinite }
}
