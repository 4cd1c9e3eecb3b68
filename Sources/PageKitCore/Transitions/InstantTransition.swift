/// No animation: the destination page appears at once.
///
/// Placement at offset `x`: the page with `x` in `-0.5 < x <= 0.5` (one page for any position) is
/// drawn in place; every other page is hidden. Animated commands complete on the next
/// `advance(to:)` (its timing curve has zero duration). Swipes still track the finger in
/// position, but nothing moves on screen until the page flips half way.
///
/// This is the one built-in that is not continuous (``isContinuous`` is `false`): the pages swap
/// at the half-way point by design.
public struct InstantTransition: TransitionStrategy, Hashable {
  /// Creates an instant transition.
  public init() {}

  /// A zero-duration timing.
  public var timing: AnimationTiming { .linear(duration: 0) }

  /// `false`: the pages swap at once half way.
  public var isContinuous: Bool { false }

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: In place when it is the page nearest the viewport, hidden otherwise.
  /// - Complexity: O(1).
  public func placement(at offset: Double) -> PagePlacement {
    offset > -0.5 && offset <= 0.5 ? .identity : .hidden
  }
}
