/// Pages side by side that slide together, like a scroll view with paging enabled.
///
/// Placement at offset `x`, for `|x| < 1`: translation `x`, scale `1`, alpha `1`, zIndex `0`,
/// rotation `0`; hidden when `|x| >= 1`. A page reaching `|x| = 1` is exactly one page length
/// away, just outside the viewport, so hiding it there shows no jump.
///
/// Translation is along the paging axis, so the strategy serves both axes; the pager mirrors it
/// for right-to-left layouts.
public struct SlideTransition: TransitionStrategy, Hashable {
  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a slide transition.
  ///
  /// - Parameter timing: The timing of animated programmatic page changes (default the page
  ///   spring, ``SpringCurve/page``).
  public init(timing: AnimationTiming = .spring(.page)) {
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Translation `offset`; hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    guard abs(offset) < 1 else { return .hidden }
    return PagePlacement(translation: offset)
  }
}
