/// Any strategy as the system's Reduce Motion setting wants it: a cross-fade, quickly.
///
/// Placements are those of ``CrossFadeTransition`` whatever the base strategy draws: nothing
/// slides, scales or turns; the pages only fade (alpha `1 − |x|` for `|x| < 1`, hidden beyond).
/// Animated programmatic changes take a linear timing of
/// `min(base.timing.settlingDuration, 0.2)` seconds (``maximumDuration``); a non-finite base
/// duration counts as `0.2`, so an instant base stays instant.
///
/// Hosts reach it as `some TransitionStrategy` from ``TransitionStrategy/reducedMotion()``.
package struct ReducedMotionTransition<Base: TransitionStrategy>: TransitionStrategy {
  /// The longest duration of an animated page change under Reduce Motion, in seconds.
  package static var maximumDuration: Double { 0.2 }

  /// The strategy used when Reduce Motion is off.
  package let base: Base

  /// The short linear timing: `min(base.timing.settlingDuration, 0.2)` seconds.
  package let timing: AnimationTiming

  /// Wraps a strategy for Reduce Motion.
  ///
  /// - Parameter base: The strategy used when Reduce Motion is off.
  package init(_ base: Base) {
    self.base = base
    let baseDuration = base.timing.settlingDuration
    let limit = Self.maximumDuration
    self.timing = .linear(duration: baseDuration.isFinite ? min(baseDuration, limit) : limit)
  }

  /// The cross-fade placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: In place with alpha `1 − |offset|`; hidden beyond one page.
  /// - Complexity: O(1).
  package func placement(at offset: Double) -> PagePlacement {
    PagePlacement.crossFade(at: offset)
  }
}

extension ReducedMotionTransition: Equatable where Base: Equatable {}
