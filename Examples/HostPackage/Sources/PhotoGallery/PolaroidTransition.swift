public import PageKitCore

/// The gallery's own transition: pages slide, tilt a little and shrink like prints on a table.
///
/// Placement at offset `x` (|x| < 1): translation `x`, scale `1 − 0.1·|x|`, rotation `0.2·x`,
/// alpha 1, z `−|x|`; hidden beyond one page.
public struct PolaroidTransition: TransitionStrategy {
  /// The timing of animated page changes: a soft spring.
  public var timing: AnimationTiming

  /// Creates the transition.
  public init() {
    timing = .spring(SpringCurve(duration: 0.45, bounce: 0.15))
  }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset.
  /// - Returns: The tilted, shrunk placement.
  public func placement(at offset: Double) -> PagePlacement {
    let distance = abs(offset)
    guard distance < 1 else { return .hidden }
    return PagePlacement(
      translation: offset, scale: 1 - 0.1 * distance, alpha: 1, zIndex: -distance,
      rotation: 0.2 * offset)
  }
}
