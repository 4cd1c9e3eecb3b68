/// The current page slides away and reveals the next one, which sits still underneath.
///
/// Placement at offset `x`:
/// - `-1 < x < 0` (the page before the viewport): translation `x`, scale `1`, alpha `1`,
///   zIndex `−x` — it slides away on top;
/// - `0 <= x < 1` (the page in place or after it): translation `0`, scale `1`, alpha `1 − x`,
///   zIndex `−x` — it waits in place underneath and brightens as it is revealed, so it is
///   invisible when it is hidden at `x = 1`;
/// - `|x| >= 1`: hidden.
///
/// The smaller offset is always on top: the mirror image of ``CoverTransition``. Translation is
/// along the paging axis, so the strategy serves both axes; the pager mirrors it for
/// right-to-left layouts.
public struct RevealTransition: TransitionStrategy, Hashable {
  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a reveal transition.
  ///
  /// - Parameter timing: The timing of animated programmatic page changes (default the page
  ///   spring, ``SpringCurve/page``).
  public init(timing: AnimationTiming = .spring(.page)) {
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Sliding away on top for a negative offset, fading in place underneath otherwise;
  ///   hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    guard abs(offset) < 1 else { return .hidden }
    if offset < 0 {
      return PagePlacement(translation: offset, zIndex: 0 - offset)
    }
    return PagePlacement(alpha: 1 - offset, zIndex: 0 - offset)
  }
}
