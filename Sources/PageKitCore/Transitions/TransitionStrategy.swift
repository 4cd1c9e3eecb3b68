/// Decides where a page is drawn at a fractional offset from the viewport, and how animated
/// programmatic page changes are timed.
///
/// A strategy is a small value type. The pager asks it for the placement of every live page each
/// time `livePages` is read; the carousel and the tab pager use the same strategies.
///
/// Offsets are logical: `-1` is one page before the viewport, `0` in place, `+1` one page after.
/// The pager mirrors placements for right-to-left layouts, so a strategy never looks at the
/// layout direction. Offsets passed to a strategy are always finite.
///
/// Run `checkTransition(_:)` from `PageKitTestSupport` on a custom strategy to check the
/// placement contract.
public protocol TransitionStrategy: Sendable {
  /// The curve that times animated programmatic page changes.
  associatedtype Timing: TimingCurve

  // MARK: Core requirements

  /// The placement of a page at `offset` pages from the viewport.
  ///
  /// - Parameter offset: The page's logical offset from the viewport, in pages (finite).
  /// - Returns: Where and how the page is drawn.
  /// - Complexity: O(1).
  func placement(at offset: Double) -> PagePlacement

  /// The timing of animated programmatic page changes.
  var timing: Timing { get }

  // MARK: Requirements with default implementations

  /// How far from the viewport, in pages, a page can still be visible. Pages whose offset has a
  /// larger magnitude are hidden. The default is `1`.
  var visibleRange: Double { get }
}

extension TransitionStrategy {
  /// The default visible range: one page either side of the viewport.
  public var visibleRange: Double { 1 }
}
