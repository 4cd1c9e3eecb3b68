/// The settings of a ``Pager``: geometry, preloading and motion. The release rule is the
/// pager's ``Pager/snap`` strategy.
public struct PagerConfiguration: Sendable, Hashable {
  /// The viewport's extent along the axis, in points. Must be finite and `> 0`.
  ///
  /// For full pages it is one page; for an item layout it is the space the items share (each
  /// item's own length is the layout's, ``PagerLayout/uniform(itemLength:spacing:)``).
  public var viewportLength: Double
  /// The paging axis.
  public var axis: Axis
  /// The reading direction; a right-to-left horizontal pager mirrors drags and placements.
  public var layoutDirection: LayoutDirection
  /// Pages kept live beyond the visible ones, on each side (default 1). Must be `>= 0`; values
  /// above ``maximumPreloadCount`` count as that many.
  public var preloadCount: Int
  /// The spring that settles a release, started at the release velocity.
  public var settleSpring: SpringCurve
  /// Resistance past the first or last page of a bounded source while dragging
  /// (`0.55`, as UIKit does; `0` pins the edge). Must be finite and `>= 0`.
  public var rubberBandCoefficient: Double
  /// Whether the user asked for reduced motion: placements become a cross-fade and animated
  /// changes are short.
  public var reduceMotion: Bool
  /// How a release is projected to where the content would come to rest by itself, before the
  /// snap strategy chooses (default ``Deceleration/normal``, UIKit's 0.998; ``Deceleration/fast``
  /// is 0.99).
  public var deceleration: Deceleration
  /// How far, in points, a pointer fed as ``PointerInput`` moves from where it went down before
  /// its drag begins (default ``standardTouchSlop``, 8 points; `0` begins at the first movement).
  /// The first move past it locks the gesture's axis. Must be finite and `>= 0`. Gestures fed as
  /// translations (``Pager/drag(by:)``) are the host's own and never wait for it.
  public var touchSlop: Double
  /// The most stops one gesture of a wheel without phases (``WheelEvent``, a mouse's notches,
  /// a browser's stream of deltas) moves (default 1: a burst of notches is one move; more: one
  /// stop more per ``WheelEvent/lineLength`` scrolled past the first). Must be `>= 1`.
  public var wheelStopsPerGesture: Int

  /// The touch slop a configuration has unless it is given one: 8 points, Android's and
  /// Compose's default touch slop (in density-independent pixels, the same length as a point).
  public static var standardTouchSlop: Double { 8 }

  /// The most pages kept live beyond the visible ones on each side: a larger ``preloadCount``
  /// counts as this many, so that a mistaken value cannot make a pager hold thousands of pages.
  public static let maximumPreloadCount = 16

  /// Creates a configuration. The values are checked when a ``Pager`` takes them (its
  /// initializer and ``Pager/setConfiguration(_:)`` throw for a value out of range), not here.
  ///
  /// - Parameters:
  ///   - viewportLength: The viewport's extent along the axis, in points (one page for full
  ///     pages; the space an item layout's items share). Required, since a drag of `n` points
  ///     moves a full page pager `n / viewportLength` pages; set it again from each layout pass
  ///     with ``Pager/setViewportLength(_:)``.
  ///   - axis: The paging axis (default horizontal).
  ///   - layoutDirection: The reading direction (default left to right).
  ///   - preloadCount: Pages kept live beyond the visible ones on each side (default 1; `>= 0`;
  ///     more than ``maximumPreloadCount`` counts as that many).
  ///   - settleSpring: The release spring (default ``SpringCurve/page``).
  ///   - rubberBandCoefficient: Edge resistance (default 0.55; `>= 0`).
  ///   - reduceMotion: Whether to reduce motion (default `false`).
  ///   - deceleration: The release projection (default ``Deceleration/normal``).
  ///   - touchSlop: How far a pointer moves before its drag begins, in points (default
  ///     ``standardTouchSlop``; `>= 0`).
  ///   - wheelStopsPerGesture: The most stops one gesture of a wheel without phases moves
  ///     (default 1; `>= 1`).
  public init(
    viewportLength: Double, axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight, preloadCount: Int = 1,
    settleSpring: SpringCurve = .page,
    rubberBandCoefficient: Double = RubberBand.standardCoefficient,
    reduceMotion: Bool = false, deceleration: Deceleration = .normal,
    touchSlop: Double = PagerConfiguration.standardTouchSlop, wheelStopsPerGesture: Int = 1
  ) {
    self.viewportLength = viewportLength
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.preloadCount = preloadCount
    self.settleSpring = settleSpring
    self.rubberBandCoefficient = rubberBandCoefficient
    self.reduceMotion = reduceMotion
    self.deceleration = deceleration
    self.touchSlop = touchSlop
    self.wheelStopsPerGesture = wheelStopsPerGesture
  }

  /// The viewport's extent along the axis: the old name of ``viewportLength``, which it was on
  /// item layouts too.
  @available(*, deprecated, renamed: "viewportLength")
  public var pageLength: Double {
    get { viewportLength }
    set { viewportLength = newValue }
  }

  /// Creates a configuration: the old spelling of
  /// ``init(viewportLength:axis:layoutDirection:preloadCount:settleSpring:rubberBandCoefficient:reduceMotion:deceleration:touchSlop:wheelStopsPerGesture:)``.
  ///
  /// - Parameters:
  ///   - pageLength: The viewport's extent along the axis, in points.
  ///   - axis: The paging axis.
  ///   - layoutDirection: The reading direction.
  ///   - preloadCount: Pages kept live beyond the visible ones on each side.
  ///   - settleSpring: The release spring.
  ///   - rubberBandCoefficient: Edge resistance.
  ///   - reduceMotion: Whether to reduce motion.
  ///   - deceleration: The release projection.
  @available(
    *, deprecated,
    renamed:
      "init(viewportLength:axis:layoutDirection:preloadCount:settleSpring:rubberBandCoefficient:reduceMotion:deceleration:touchSlop:wheelStopsPerGesture:)"
  )
  public init(
    pageLength: Double, axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight, preloadCount: Int = 1,
    settleSpring: SpringCurve = .page,
    rubberBandCoefficient: Double = RubberBand.standardCoefficient,
    reduceMotion: Bool = false, deceleration: Deceleration = .normal
  ) {
    self.init(
      viewportLength: pageLength, axis: axis, layoutDirection: layoutDirection,
      preloadCount: preloadCount, settleSpring: settleSpring,
      rubberBandCoefficient: rubberBandCoefficient, reduceMotion: reduceMotion,
      deceleration: deceleration)
  }

  /// Checks the values a caller can get wrong.
  ///
  /// - Throws: ``PagerError/nonFiniteValue`` for a non-finite length or coefficient;
  ///   ``PagerError/invalidConfiguration(_:)`` for a viewport length `<= 0`, a negative preload count,
  ///   coefficient or touch slop, a wheel's stops per gesture below one. In that order.
  func validate() throws(PagerError) {
    guard viewportLength.isFinite, rubberBandCoefficient.isFinite, touchSlop.isFinite else {
      throw .nonFiniteValue
    }
    guard viewportLength > 0 else { throw .invalidConfiguration(.viewportLength(viewportLength)) }
    guard preloadCount >= 0 else { throw .invalidConfiguration(.preloadCount(preloadCount)) }
    guard rubberBandCoefficient >= 0 else {
      throw .invalidConfiguration(.rubberBandCoefficient(rubberBandCoefficient))
    }
    guard touchSlop >= 0 else { throw .invalidConfiguration(.touchSlop(touchSlop)) }
    guard wheelStopsPerGesture >= 1 else {
      throw .invalidConfiguration(.wheelStopsPerGesture(wheelStopsPerGesture))
    }
  }

  /// The configuration as a pager uses it: ``preloadCount`` at most ``maximumPreloadCount``.
  var normalized: PagerConfiguration {
    var copy = self
    copy.preloadCount = min(preloadCount, Self.maximumPreloadCount)
    return copy
  }
}
