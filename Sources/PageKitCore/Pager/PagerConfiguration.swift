/// The settings of a ``Pager``: geometry, preloading and motion. The release rule is the
/// pager's ``Pager/snap`` strategy.
public struct PagerConfiguration: Sendable, Hashable {
  /// The viewport's extent along the axis, in points: one page. Must be finite and `> 0`.
  public var pageLength: Double
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

  /// The most pages kept live beyond the visible ones on each side: a larger ``preloadCount``
  /// counts as this many, so that a mistaken value cannot make a pager hold thousands of pages.
  public static let maximumPreloadCount = 16

  /// Creates a configuration. The values are checked when a ``Pager`` takes them (its
  /// initializer and ``Pager/setConfiguration(_:)`` throw for a value out of range), not here.
  ///
  /// - Parameters:
  ///   - pageLength: One page, in points: the viewport's extent along the axis. Required, since
  ///     a drag of `n` points moves `n / pageLength` pages; set it again from each layout pass
  ///     with ``Pager/setPageLength(_:)``.
  ///   - axis: The paging axis (default horizontal).
  ///   - layoutDirection: The reading direction (default left to right).
  ///   - preloadCount: Pages kept live beyond the visible ones on each side (default 1; `>= 0`;
  ///     more than ``maximumPreloadCount`` counts as that many).
  ///   - settleSpring: The release spring (default ``SpringCurve/page``).
  ///   - rubberBandCoefficient: Edge resistance (default 0.55; `>= 0`).
  ///   - reduceMotion: Whether to reduce motion (default `false`).
  ///   - deceleration: The release projection (default ``Deceleration/normal``).
  public init(
    pageLength: Double, axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight, preloadCount: Int = 1,
    settleSpring: SpringCurve = .page,
    rubberBandCoefficient: Double = RubberBand.standardCoefficient,
    reduceMotion: Bool = false, deceleration: Deceleration = .normal
  ) {
    self.pageLength = pageLength
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.preloadCount = preloadCount
    self.settleSpring = settleSpring
    self.rubberBandCoefficient = rubberBandCoefficient
    self.reduceMotion = reduceMotion
    self.deceleration = deceleration
  }

  /// Checks the values a caller can get wrong.
  ///
  /// - Throws: ``PagerError/nonFiniteValue`` for a non-finite length or coefficient;
  ///   ``PagerError/invalidConfiguration(_:)`` for a page length `<= 0`, a negative preload count or
  ///   coefficient. In that order.
  func validate() throws(PagerError) {
    guard pageLength.isFinite, rubberBandCoefficient.isFinite else { throw .nonFiniteValue }
    guard pageLength > 0 else { throw .invalidConfiguration(.viewportLength(pageLength)) }
    guard preloadCount >= 0 else { throw .invalidConfiguration(.preloadCount(preloadCount)) }
    guard rubberBandCoefficient >= 0 else {
      throw .invalidConfiguration(.rubberBandCoefficient(rubberBandCoefficient))
    }
  }

  /// The configuration as a pager uses it: ``preloadCount`` at most ``maximumPreloadCount``.
  var normalized: PagerConfiguration {
    var copy = self
    copy.preloadCount = min(preloadCount, Self.maximumPreloadCount)
    return copy
  }
}
