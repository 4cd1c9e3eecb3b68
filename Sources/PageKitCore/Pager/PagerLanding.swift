/// Where the pager's motion will land, known as it starts: the destination, when the motion
/// settles, and every change of ``Pager/currentIndex`` on the way with the time it happens
/// (one haptic tick a crossing, a prefetch of the destination, a parallax in step).
///
/// The motion's curves are closed-form, so the forecast is what ``Pager/advance(to:)`` then
/// draws: a frame at ``Crossing/elapsed`` after ``startTime`` or later reads the crossing's
/// ``Crossing/toIndex``, one before it its ``Crossing/fromIndex``, and a frame at
/// ``settlingDuration`` or later is at rest on ``destinationIndex`` (to within 1e-9 s; the
/// times are found to 1e-12 s). A retarget, a reload or a grab changes the motion: read
/// ``Pager/landing`` again.
public struct PagerLanding: Sendable, Hashable {
  /// A change of the current page during the motion: the page nearest the position passing
  /// from one page to the next (half way between them).
  public struct Crossing: Sendable, Hashable {
    /// The current page before the crossing.
    public var fromIndex: Int
    /// The current page from the crossing on.
    public var toIndex: Int
    /// When it happens, in seconds after the motion's start (``PagerLanding/startTime``).
    public var elapsed: Double

    /// Creates a crossing (a trace's, or a test's expectation).
    ///
    /// - Parameters:
    ///   - fromIndex: The current page before it.
    ///   - toIndex: The current page from it on.
    ///   - elapsed: When, in seconds after the motion's start.
    public init(fromIndex: Int, toIndex: Int, elapsed: Double) {
      self.fromIndex = fromIndex
      self.toIndex = toIndex
      self.elapsed = elapsed
    }
  }

  /// The page the motion settles on (``Pager/targetIndex``).
  public var destinationIndex: Int
  /// The host's timestamp the motion counts from: the latest ``Pager/advance(to:)`` before it
  /// began; `nil` when no frame has been drawn yet (the motion then starts at the first).
  public var startTime: Double?
  /// How long after ``startTime`` the motion comes to rest, in seconds.
  public var settlingDuration: Double
  /// The changes of the current page, in the order they happen (an overshooting spring may
  /// cross a boundary and back); the motion's whole course, from its start.
  public var crossings: [Crossing]

  /// Creates a landing (a trace's, or a test's expectation).
  ///
  /// - Parameters:
  ///   - destinationIndex: The page the motion settles on.
  ///   - startTime: The timestamp the motion counts from, if known.
  ///   - settlingDuration: How long after it the motion rests, in seconds.
  ///   - crossings: The changes of the current page, in order.
  public init(
    destinationIndex: Int, startTime: Double?, settlingDuration: Double, crossings: [Crossing]
  ) {
    self.destinationIndex = destinationIndex
    self.startTime = startTime
    self.settlingDuration = settlingDuration
    self.crossings = crossings
  }

  /// The timestamp at which the motion comes to rest, when ``startTime`` is known.
  ///
  /// - Complexity: O(1).
  public var settleTime: Double? { startTime.map { $0 + settlingDuration } }

  /// The timestamp of `crossing`, when ``startTime`` is known.
  ///
  /// - Parameter crossing: One of ``crossings``.
  /// - Returns: ``startTime`` plus its ``Crossing/elapsed``.
  /// - Complexity: O(1).
  public func time(of crossing: Crossing) -> Double? { startTime.map { $0 + crossing.elapsed } }
}
