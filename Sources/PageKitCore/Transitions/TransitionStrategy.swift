/// Decides where a page is drawn at a fractional offset from the viewport, and how animated
/// programmatic page changes are timed.
///
/// A strategy is a small value type. The pager asks it for the placement of every live page each
/// time `livePages` is read, for every layout (full pages, items, a loop).
///
/// Offsets are logical: `-1` is one page before the viewport, `0` in place, `+1` one page after.
/// The pager mirrors placements for right-to-left layouts, so a
/// strategy never looks at the layout direction. Translation is along the paging axis and rotation
/// about the cross axis, so one strategy serves horizontal and vertical pagers alike. Offsets
/// passed to a strategy are always finite.
///
/// A placement depends on the offset only, not on the direction of the motion: during a forward
/// move the outgoing page has a negative offset and the incoming one a positive offset; during a
/// backward move it is the other way round.
///
/// ## The placement contract
///
/// - At offset `0` the page is in place: translation `0`, scale `1`, alpha `1`, rotation `0`, not
///   hidden.
/// - Every value is finite; alpha is in `0...1`; scale is `>= 0`.
/// - A page with `|offset| >= visibleRange` is hidden.
/// - What is drawn is continuous in the offset (unless ``isContinuous`` is `false`): values change
///   without jumps while a page is visible, and a page appears or disappears only where it is
///   invisible anyway — at alpha `0`, at scale `0`, or just outside the viewport (its extent
///   along the axis, `translation ± scale·|cos rotation|/2`, no longer overlaps
///   `±(visibleRange − 1/2)`, which is the page's own slot `-0.5...0.5` for the default range).
///   The drawing order (`zIndex`) may change in steps.
///
/// Run `checkTransition(_:)` from `PageKitTestSupport` on a custom strategy to check the
/// contract.
public protocol TransitionStrategy: Sendable {
  // MARK: Core requirements

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset from the viewport, in pages (finite).
  /// - Returns: Where and how the page is drawn.
  /// - Complexity: O(1).
  func placement(at offset: Double) -> PagePlacement

  /// The timing of animated programmatic page changes: a spring, a Bézier curve, a linear ramp or
  /// a custom curve.
  var timing: AnimationTiming { get }

  // MARK: Requirements with default implementations

  /// How far from the viewport, in pages, a page can still be visible. Pages whose offset has a
  /// magnitude of at least this are hidden. The default is `1`.
  var visibleRange: Double { get }

  /// Whether what the strategy draws changes continuously with the offset. The default is `true`;
  /// ``InstantTransition`` is `false`, since it switches pages at once by design.
  /// `checkTransition(_:)` checks continuity only for continuous strategies.
  var isContinuous: Bool { get }
}

extension TransitionStrategy {
  /// The default visible range: one page either side of the viewport.
  public var visibleRange: Double { 1 }

  /// The default: continuous.
  public var isContinuous: Bool { true }

  /// The strategy to use while the system's Reduce Motion setting is on: a cross-fade, quickly.
  ///
  /// Its placements are those of ``CrossFadeTransition`` whatever this strategy draws: nothing
  /// slides, scales or turns; pages only fade (alpha `1 − |x|` for `|x| < 1`, hidden beyond).
  /// Animated programmatic changes take a linear timing of
  /// `min(timing.settlingDuration, 0.2)` seconds; a non-finite duration counts as `0.2`, so an
  /// instant strategy stays instant. A ``Pager`` makes this swap itself when
  /// ``PagerConfiguration/reduceMotion`` is on; keep this strategy to switch back when the setting
  /// turns off:
  ///
  /// ```swift
  /// let drawn =
  ///   isReduceMotionEnabled
  ///   ? strategy.reducedMotion().placement(at: x) : strategy.placement(at: x)
  /// ```
  ///
  /// - Returns: The cross-fading strategy.
  /// - Complexity: O(1).
  public func reducedMotion() -> some TransitionStrategy {
    ReducedMotionTransition(self)
  }
}
