/// A rule that chooses where a released strip comes to rest.
///
/// Strategies are pure: the same proposal always gives the same target. The built-ins answer in
/// O(1) for a ``/PageKitCore/UniformStrip`` and O(log n) for a ``/PageKitCore/VariableStrip`` and allocate nothing. Every
/// target of a valid proposal lies in the scrollable range `0...maxOffset`; a proposal that
/// cannot be snapped (see ``SnapProposal``) gives a target at its current offset with no item.
///
/// A strategy of your own can start from a built-in's answer: its `index` is `nil` exactly
/// when the proposal cannot be snapped (PageKitSnap's `FreeScroll` aside, which never names an
/// item).
///
/// Built-ins: ``PagingSnap`` (the paging rule) here; `NearestSnap`, `DirectionalSnap`,
/// `ViewportSnap` and `FreeScroll` in PageKitSnap.
public protocol SnapStrategy: Sendable {
  // MARK: Core requirements

  /// Chooses the resting place for a release.
  ///
  /// - Parameter proposal: The release: strip, viewport, anchor, offsets and velocity.
  /// - Returns: The resting offset and the item chosen.
  /// - Complexity: O(1) or O(log n) in the number of items for the built-in strategies.
  func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget

  // MARK: Requirements with default implementations

  /// Whether a release glides to its target on a decay instead of settling on a spring.
  ///
  /// A strategy whose target is where the release's deceleration comes to rest (PageKitSnap's
  /// `FreeScroll`: the projected offset, clamped to the scrollable range) glides: the controller
  /// plays a ``DecayCurve`` that starts at the release velocity and is scaled to end exactly on
  /// the target — a projection clamped at an end ends on the clamped offset, decelerating
  /// harder. Its frames move one way at a decreasing speed, with no overshoot. A strategy that
  /// snaps to items does not glide (the default, `false`): it settles on the controller's
  /// spring, started at the release velocity. A release whose velocity does not point toward
  /// the target (back from the rubber band, or too slow to move) settles on the spring either
  /// way, since a decay cannot start from a standstill or backwards.
  var glides: Bool { get }
}

extension SnapStrategy {
  /// `false`: releases settle on the controller's spring.
  public var glides: Bool { false }
}
