/// The incoming page slides over the current one, which stays in place underneath.
///
/// Placement at offset `x`:
/// - `0 < x < 1` (the page after the viewport): translation `x`, scale `1`, alpha `1`,
///   zIndex `x` — it slides in on top;
/// - `-1 < x <= 0` (the page in place or before it): translation `0`, scale `1`, alpha `1 + x`,
///   zIndex `x` — it stays put underneath and fades as it is covered (its uncovered part dims,
///   as under a navigation push), so it is invisible when it is hidden at `x = -1`;
/// - `|x| >= 1`: hidden.
///
/// The larger offset is always on top. Translation is along the paging axis, so the strategy
/// serves both axes; the pager mirrors it for right-to-left layouts.
public struct CoverTransition: TransitionStrategy, Hashable {
  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a cover transition.
  ///
  /// - Parameter timing: The timing of animated programmatic page changes (default the page
  ///   spring, ``SpringCurve/page``).
  public init(timing: AnimationTiming = .spring(.page)) {
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Sliding on top for a positive offset, fading in place underneath otherwise;
  ///   hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    guard abs(offset) < 1 else { return .hidden }
    if offset > 0 {
      return PagePlacement(translation: offset, zIndex: offset)
    }
    return PagePlacement(alpha: 1 + offset, zIndex: offset)
  }
}
