/// A carousel look: the centre page faces the viewer; side pages turn toward it, shrink, and
/// stack behind it, several of them visible at once.
///
/// With `c = clamp(x, −1, 1)`, `R` = ``visibleRange`` (default `3`), placement at offset `x`, for
/// `|x| < R`:
/// - translation `x·spacing` (``spacing``, default `0.6` page lengths between centres);
/// - rotation `−c·maxRotation` (``maxRotation``, default `π/4`): side pages turn toward the centre,
///   the opposite sign to ``CubeTransition``;
/// - scale `1 − (1 − sideScale)|c|` (``sideScale``, default `0.8`);
/// - zIndex `−|x|`: the nearer page on top;
/// - alpha `min(1, R − |x|)`: fully opaque up to `R − 1` pages away, then fading to `0` at `R`.
///
/// Hidden when `|x| >= R`. Use it where pages are narrower than the viewport (a carousel), so that
/// the side pages show. Translation is along the axis and rotation about the cross axis, so the
/// strategy serves both axes; the pager mirrors translation and rotation for right-to-left
/// layouts.
public struct CoverFlowTransition: TransitionStrategy, Hashable {
  /// The rotation of a page one page or more away, in radians, in `0...π/2`.
  public let maxRotation: Double
  /// The distance between the centres of neighbouring pages, in page lengths (`>= 0`).
  public let spacing: Double
  /// The scale of a page one page or more away, in `0...1`.
  public let sideScale: Double
  /// How many pages either side can be visible (`>= 1`).
  public let visibleRange: Double

  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a cover-flow transition.
  ///
  /// - Parameters:
  ///   - maxRotation: The rotation of side pages, in radians. Clamped to `0...π/2`; a non-finite
  ///     value becomes `π/4`.
  ///   - spacing: The distance between the centres of neighbouring pages, in page lengths. A
  ///     negative value becomes `0`; a non-finite value becomes `0.6`.
  ///   - sideScale: The scale of side pages. Clamped to `0...1`; a non-finite value becomes `0.8`.
  ///   - visibleRange: How many pages either side can be visible. Values below `1` become `1`; a
  ///     non-finite value becomes `3`.
  ///   - timing: The timing of animated programmatic page changes (default the page spring,
  ///     ``SpringCurve/page``).
  public init(
    maxRotation: Double = Double.pi / 4, spacing: Double = 0.6, sideScale: Double = 0.8,
    visibleRange: Double = 3, timing: AnimationTiming = .spring(.page)
  ) {
    self.maxRotation =
      maxRotation.isFinite ? min(max(maxRotation, 0), Double.pi / 2) : Double.pi / 4
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0.6
    self.sideScale = sideScale.isFinite ? min(max(sideScale, 0), 1) : 0.8
    self.visibleRange = visibleRange.isFinite ? max(visibleRange, 1) : 3
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Spaced, turned, shrunk and stacked by the offset; hidden from ``visibleRange`` on.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < visibleRange else { return .hidden }
    let clamped = min(max(offset, -1), 1)
    return PagePlacement(
      translation: offset * spacing,
      scale: 1 - (1 - sideScale) * abs(clamped),
      alpha: min(1, visibleRange - distance),
      zIndex: 0 - distance,
      rotation: 0 - clamped * maxRotation)
  }
}
