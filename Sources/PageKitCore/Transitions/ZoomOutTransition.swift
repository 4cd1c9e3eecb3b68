/// Pages shrink and fade as they leave the viewport, staying edge to edge.
///
/// With `m` = ``minimumScale`` (default `0.85`) and `a` = ``minimumAlpha`` (default `0.5`),
/// placement at offset `x`, for `|x| < 1`:
/// - scale `s = 1 − (1 − m)|x|`;
/// - translation `x(1 + m)/2`, which is `x` pulled toward the viewport by `(1 − s)/2`, so
///   neighbouring pages touch: the near edge of a page sits at `|x| − 1/2`;
/// - alpha `1 − (1 − a)|x|`; zIndex `0`; rotation `0`.
///
/// Hidden when `|x| >= 1`: there the page's near edge has just left the viewport. Translation is
/// along the paging axis, so the strategy serves both axes; the pager mirrors it for right-to-left
/// layouts.
public struct ZoomOutTransition: TransitionStrategy, Hashable {
  /// The scale of a page one page away, in `0...1`.
  public let minimumScale: Double
  /// The alpha of a page one page away, in `0...1`.
  public let minimumAlpha: Double

  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a zoom-out transition.
  ///
  /// - Parameters:
  ///   - minimumScale: The scale at one page away. Clamped to `0...1`; a non-finite value becomes
  ///     `0.85`.
  ///   - minimumAlpha: The alpha at one page away. Clamped to `0...1`; a non-finite value becomes
  ///     `0.5`.
  ///   - timing: The timing of animated programmatic page changes (default the page spring,
  ///     ``SpringCurve/page``).
  public init(
    minimumScale: Double = 0.85, minimumAlpha: Double = 0.5,
    timing: AnimationTiming = .spring(.page)
  ) {
    self.minimumScale = minimumScale.isFinite ? min(max(minimumScale, 0), 1) : 0.85
    self.minimumAlpha = minimumAlpha.isFinite ? min(max(minimumAlpha, 0), 1) : 0.5
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Shrunk, faded and pulled in by the distance; hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    return PagePlacement(
      translation: offset * (1 + minimumScale) / 2,
      scale: 1 - (1 - minimumScale) * distance,
      alpha: 1 - (1 - minimumAlpha) * distance)
  }
}
