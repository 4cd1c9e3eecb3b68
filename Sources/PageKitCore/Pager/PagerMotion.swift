/// The pager's motion: where it comes from, where it goes and how far it has got.
public struct PagerMotion: Sendable, Hashable {
  /// The settled page the motion left (its index in the current source).
  public var originIndex: Int
  /// The page the motion will settle on (``Pager/targetIndex``).
  public var destinationIndex: Int
  /// The fraction of the drawn strip's distance from the origin to the destination covered so
  /// far. `0` at the origin, `1` at the destination; it may leave `0...1` briefly (an overshooting
  /// spring, a retarget against the current velocity). When origin and destination are the same
  /// page (a cancelled swipe returning), it is `1 − |distance from the page|`, clamped to `0...1`.
  public var progress: Double
  /// The direction of travel from the origin to the destination.
  public var direction: PageDirection
  /// The phase the motion belongs to (`.dragging` or `.settling`).
  package var phase: PagerPhase

  /// Creates a motion description.
  ///
  /// - Parameters:
  ///   - originIndex: The settled page's index.
  ///   - destinationIndex: The target page's index.
  ///   - progress: The fraction covered.
  ///   - direction: The direction of travel.
  ///   - phase: `.dragging` or `.settling`.
  package init(
    originIndex: Int, destinationIndex: Int, progress: Double, direction: PageDirection,
    phase: PagerPhase
  ) {
    self.originIndex = originIndex
    self.destinationIndex = destinationIndex
    self.progress = progress
    self.direction = direction
    self.phase = phase
  }
}
