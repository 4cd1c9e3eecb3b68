/// Pages side by side that slide together, like a scroll view with paging enabled.
///
/// Placement at offset `x`, for `|x| < 1`: translation `x`, scale `1`, alpha `1`, zIndex `0`,
/// rotation `0`; hidden when `|x| >= 1`. A page reaching `|x| = 1` is exactly one page length
/// away, just outside the viewport, so hiding it there shows no jump.
///
/// Translation is along the paging axis, so the strategy serves both axes; the pager mirrors it
/// for right-to-left layouts.
public struct SlideTransition<Timing: TimingCurve>: TransitionStrategy {
  /// The timing of animated programmatic page changes.
  public var timing: Timing

  /// Creates a slide transition with the given timing.
  ///
  /// - Parameter timing: The curve for animated programmatic page changes.
  public init(timing: Timing) {
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

extension SlideTransition where Timing == SpringCurve {
  /// Creates a slide transition timed by the default page spring (critically damped, 0.35 s).
  public init() {
    self.init(timing: .page)
  }
}

extension SlideTransition: Equatable where Timing: Equatable {}
extension SlideTransition: Hashable where Timing: Hashable {}
