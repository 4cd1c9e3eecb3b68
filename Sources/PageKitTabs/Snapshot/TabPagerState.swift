/// The pager state a tab bar follows, for a host that draws a tab bar from paging state of its
/// own (``TabMenu/snapshot(indicator:scrolling:pager:currentOffset:)``) rather than
/// through a ``TabMenuCoordinator``.
///
/// The bar follows the position only (never a data-source call, never an intent alone), so a
/// cancelled swipe brings the indicator back by itself; between neighbours, an exact half goes to
/// the lower tab of the pair. (A coordinator over a ``/PageKitCore/Pager`` also tells the bar the
/// motion's origin and far jumps, from what the pager draws.)
public struct TabPagerState: Sendable, Hashable {
  /// The pager's fractional page position. For a circular pager it is virtual: continuous across
  /// the seam (going back from page 0 gives values in `-1..<0`, forward from the last page values
  /// in `count - 1..<count`), and any multiple of the count is accepted.
  public var position: Double
  /// Whether the pager wraps around (the bar itself stays linear).
  public var isCircular: Bool
  /// The active transition, or `nil` at rest or when unknown. Without one, an exact half goes
  /// to the lower tab of the pair and the elastic indicator travels forward; motion indices
  /// outside the menu are ignored.
  package var motion: TabMotion?

  /// Creates a pager state.
  ///
  /// - Parameters:
  ///   - position: The pager's fractional page position.
  ///   - isCircular: Whether the pager wraps around.
  public init(position: Double, isCircular: Bool = false) {
    self.init(position: position, isCircular: isCircular, motion: nil)
  }

  /// Creates a pager state with the active transition.
  package init(position: Double, isCircular: Bool = false, motion: TabMotion?) {
    self.position = position
    self.isCircular = isCircular
    self.motion = motion
  }

  /// A pager at rest on `index`.
  ///
  /// - Parameters:
  ///   - index: The settled page.
  ///   - isCircular: Whether the pager wraps around.
  /// - Returns: The state at rest.
  package static func resting(at index: Int, isCircular: Bool = false) -> TabPagerState {
    TabPagerState(position: Double(index), isCircular: isCircular)
  }
}
