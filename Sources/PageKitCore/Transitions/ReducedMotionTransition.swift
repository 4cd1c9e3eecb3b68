/// Any strategy as the system's Reduce Motion setting wants it: a cross-fade, quickly.
///
/// Placements are those of ``CrossFadeTransition`` whatever the base strategy draws: nothing
/// slides, scales or turns; the pages only fade (alpha `1 − |x|` for `|x| < 1`, hidden beyond).
/// Animated programmatic changes take a linear timing of
/// `min(base.timing.settlingDuration, 0.2)` seconds (``maximumDuration``); a non-finite base
/// duration counts as `0.2`, so an instant base stays instant.
///
/// Reach it with ``TransitionStrategy/reducedMotion()``; keep ``base`` to switch back when the
/// setting turns off:
///
/// ```swift
/// let drawn =
///   isReduceMotionEnabled
///   ? strategy.reducedMotion().placement(at: x) : strategy.placement(at: x)
/// ```
public struct ReducedMotionTransition<Base: TransitionStrategy>: TransitionStrategy {
  /// The longest duration of an animated page change under Reduce Motion, in seconds.
  public static var maximumDuration: Double { 0.2 }

  /// The strategy used when Reduce Motion is off.
  public let base: Base

  /// The short linear timing: `min(base.timing.settlingDuration, 0.2)` seconds.
  public let timing: AnimationTiming

  /// Wraps a strategy for Reduce Motion.
  ///
  /// - Parameter base: The strategy used when Reduce Motion is off.
  public init(_ base: Base) {
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
  public func placement(at offset: Double) -> PagePlacement {
    PagePlacement.crossFade(at: offset)
  }
}

extension ReducedMotionTransition: Equatable where Base: Equatable {}
