/// Pages are the faces of a cube that turns a quarter turn per page.
///
/// Placement at offset `x`, for `|x| < 1`, with `θ = x·π/2`:
/// - rotation `θ` (about the cross axis; the sign of the offset, so each face turns away from the
///   viewer, as the outside of a cube does);
/// - translation `x − sign(x)(1 − cos θ)/2`: a page turned by `θ` about its centre covers
///   `cos θ` along the axis, and this keeps neighbouring faces joined at their shared edge (the
///   near edge of the page at `x` lies at `x − sign(x)/2`);
/// - scale `1`, alpha `1`, zIndex `−|x|`.
///
/// Hidden when `|x| >= 1`: there the face is edge-on at the edge of the viewport. Translation is
/// along the axis and rotation about the cross axis, so the strategy serves both axes; the pager
/// mirrors translation and rotation for right-to-left layouts. Hosts apply the rotation about the
/// page's centre, with the perspective they like.
public struct CubeTransition: TransitionStrategy, Hashable {
  /// The timing of animated programmatic page changes.
  public var timing: AnimationTiming

  /// Creates a cube transition.
  ///
  /// - Parameter timing: The timing of animated programmatic page changes (default the page
  ///   spring, ``SpringCurve/page``).
  public init(timing: AnimationTiming = .spring(.page)) {
    self.timing = timing
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: Turned by `offset·π/2` and kept joined to its neighbours; hidden beyond one page.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    let angle = offset * Double.pi / 2
    let inset = (1 - _cos(angle)) / 2
    return PagePlacement(
      translation: offset < 0 ? offset + inset : offset - inset,
      zIndex: 0 - distance,
      rotation: angle)
  }
}
