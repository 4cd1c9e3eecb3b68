/// A type-erased transition strategy, so a host can switch strategies at run time.
///
/// A pager is generic over its strategy; give it `AnyTransitionStrategy` and replace the strategy
/// whenever you like:
///
/// ```swift
/// var transition = AnyTransitionStrategy(SlideTransition())
/// transition = AnyTransitionStrategy(CubeTransition())
/// ```
///
/// Placements, ``timing``, ``visibleRange`` and ``isContinuous`` are those of the wrapped
/// strategy; the timing, visible range and continuity are read once, when wrapping. Wrapping an
/// `AnyTransitionStrategy` again does not nest.
public struct AnyTransitionStrategy: TransitionStrategy {
  /// The wrapped strategy, read only to describe it (a trace names it), never per frame.
  package let base: any TransitionStrategy
  /// The wrapped strategy's placement, made where its type is known, so that a frame opens no
  /// protocol existential.
  private let place: @Sendable (Double) -> PagePlacement
  /// The wrapped strategy's timing.
  public let timing: AnimationTiming
  /// The wrapped strategy's visible range.
  public let visibleRange: Double
  /// Whether the wrapped strategy is continuous.
  public let isContinuous: Bool

  /// Wraps a strategy.
  ///
  /// - Parameter base: The strategy to forward to. An `AnyTransitionStrategy` is unwrapped, not
  ///   nested.
  public init(_ base: some TransitionStrategy) {
    if let erased = base as? AnyTransitionStrategy {
      self = erased
    } else {
      self.base = base
      self.place = { base.placement(at: $0) }
      self.timing = base.timing
      self.visibleRange = base.visibleRange
      self.isContinuous = base.isContinuous
    }
  }

  /// The wrapped strategy's placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset, in pages.
  /// - Returns: What the wrapped strategy returns.
  /// - Complexity: The wrapped strategy's (O(1) for the built-ins). Allocates nothing.
  public func placement(at offset: Double) -> PagePlacement {
    place(offset)
  }
}
