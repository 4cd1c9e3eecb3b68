/// Pages before the viewport slide; the page after it waits behind, shrunk and faded.
///
/// With `m` = ``minimumScale`` (default `0.75`), placement at offset `x`:
/// - `-1 < x <= 0`: translation `x`, scale `1`, alpha `1`, zIndex `−x` — a plain slide, on top;
/// - `0 < x < 1`: translation `0`, scale `m + (1 − m)(1 − x)`, alpha `1 − x`, zIndex `−x` — in
///   place behind, shrinking and fading as the offset grows;
/// - `|x| >= 1`: hidden.
///
/// Going back, the current page sinks into the depth while the previous one slides over it; going
/// forward, the next page rises from the depth. Translation is along the paging axis, so the
/// strategy serves both axes; the pager mirrors it for right-to-left layouts.
public struct DepthTransition: TransitionStrategy, Hashable {
  /// The scale of a page one page behind, in `0...1`.
  public let minimumScale: Double

  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a depth transition.
  ///
  /// - Parameters:
  ///   - minimumScale: The scale a page shrinks to at one page behind. Clamped to `0...1`; a
  ///     non-finite value becomes `0.75`.
  ///   - timing: The timing of animated programmatic page changes (default the page spring,
  ///     ``SpringCurve/page``).
  public init(minimumScale: Double = 0.75, timing: AnimationTiming = .spring(.page)) {
    self.minimumScale = minimumScale.isFinite ? min(max(minimumScale, 0), 1) : 0.75
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Sliding for a non-positive offset, shrunk and faded behind for a positive one;
  ///   hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    guard abs(offset) < 1 else { return .hidden }
    if offset <= 0 {
      return PagePlacement(translation: offset, zIndex: 0 - offset)
    }
    let scale = minimumScale + (1 - minimumScale) * (1 - offset)
    return PagePlacement(scale: scale, alpha: 1 - offset, zIndex: 0 - offset)
  }
}
