/// Pages stay in place and cross-fade.
///
/// Placement at offset `x`, for `|x| < 1`: translation `0`, scale `1`, alpha `1 − |x|`,
/// zIndex `−|x|` (the nearer page on top), rotation `0`; hidden when `|x| >= 1`. Half way, both
/// pages are drawn at alpha `0.5`.
///
/// Nothing moves along the axis, so the strategy is the same on both axes and in right-to-left
/// layouts. It is also what ``TransitionStrategy/reducedMotion()`` draws.
public struct CrossFadeTransition: TransitionStrategy, Hashable {
  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a cross-fade.
  ///
  /// - Parameter timing: The timing of animated programmatic page changes (default the page
  ///   spring, ``SpringCurve/page``).
  public init(timing: AnimationTiming = .spring(.page)) {
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: In place with alpha `1 − |offset|`; hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    PagePlacement.crossFade(at: offset)
  }
}

extension PagePlacement {
  /// The cross-fade placement shared by ``CrossFadeTransition`` and the Reduce Motion strategy.
  static func crossFade(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    return PagePlacement(alpha: 1 - distance, zIndex: 0 - distance)
  }
}
