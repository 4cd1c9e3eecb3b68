/// The settings of a ``Pager``: geometry, release rule, preloading and motion.
public struct PagerConfiguration: Sendable, Hashable {
  /// The viewport's extent along the axis, in points: one page. Must be finite and `> 0`.
  public var pageLength: Double
  /// The paging axis.
  public var axis: Axis
  /// The reading direction; a right-to-left horizontal pager mirrors drags and placements.
  public var layoutDirection: LayoutDirection
  /// Pages kept live beyond the visible ones, on each side (default 1, at most 16).
  public var preloadCount: Int
  /// A release faster than this (points per second, exclusive) moves a page in its direction.
  /// Default 300 pt/s (0.3 pt/ms). Must be finite and `>= 0`.
  public var velocityThreshold: Double
  /// The most pages one fling may move (default 1, at least 1).
  public var maxPagesPerFling: Int
  /// The spring that settles a release, started at the release velocity.
  public var settleSpring: SpringCurve
  /// Resistance past the first or last page of a bounded source while dragging
  /// (`0.55`, as UIKit does; `0` pins the edge). Must be finite and `>= 0`.
  public var rubberBandCoefficient: Double
  /// Whether the user asked for reduced motion: placements become a cross-fade and animated
  /// changes are short.
  public var reduceMotion: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - pageLength: One page, in points (default 1: set it from the viewport).
  ///   - axis: The paging axis (default horizontal).
  ///   - layoutDirection: The reading direction (default left to right).
  ///   - preloadCount: Pages kept live beyond the visible ones on each side; clamped to `0...16`.
  ///   - velocityThreshold: The fling threshold in points per second (default 300).
  ///   - maxPagesPerFling: The most pages one fling moves; at least 1.
  ///   - settleSpring: The release spring (default ``SpringCurve/page``).
  ///   - rubberBandCoefficient: Edge resistance (default 0.55).
  ///   - reduceMotion: Whether to reduce motion (default `false`).
  public init(
    pageLength: Double = 1, axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight, preloadCount: Int = 1,
    velocityThreshold: Double = 300, maxPagesPerFling: Int = 1,
    settleSpring: SpringCurve = .page, rubberBandCoefficient: Double = 0.55,
    reduceMotion: Bool = false
  ) {
    self.pageLength = pageLength
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.preloadCount = min(max(preloadCount, 0), 16)
    self.velocityThreshold = velocityThreshold
    self.maxPagesPerFling = max(maxPagesPerFling, 1)
    self.settleSpring = settleSpring
    self.rubberBandCoefficient = rubberBandCoefficient
    self.reduceMotion = reduceMotion
  }

  /// Checks the values a caller can get wrong.
  ///
  /// - Throws: ``PagerError/nonFiniteValue`` for a non-finite length, threshold or coefficient;
  ///   ``PagerError/invalidPageLength`` for a page length `<= 0`.
  func validate() throws(PagerError) {
    guard pageLength.isFinite, velocityThreshold.isFinite, rubberBandCoefficient.isFinite else {
      throw .nonFiniteValue
    }
    guard pageLength > 0 else { throw .invalidPageLength }
  }

  /// The configuration with integer settings clamped and negative thresholds made `0`.
  var normalized: PagerConfiguration {
    var copy = self
    copy.preloadCount = min(max(preloadCount, 0), 16)
    copy.maxPagesPerFling = max(maxPagesPerFling, 1)
    copy.velocityThreshold = max(velocityThreshold, 0)
    copy.rubberBandCoefficient = max(rubberBandCoefficient, 0)
    return copy
  }
}
