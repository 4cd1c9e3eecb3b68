/// What a ``ScrollViewBridge`` answers when the scroll view's drag ends: where to put the offset
/// now and where the deceleration must end (UIKit's `targetContentOffset`).
public struct ScrollViewRelease: Sendable, Hashable {
  /// The content offset to set now, in points. It differs from the scroll view's offset only by
  /// whole cycles of the loop (nothing visible moves).
  public var offset: Double
  /// The content offset the deceleration must end at (the item the pager's snap strategy
  /// chose), in points, in the same frame as ``offset``.
  public var targetOffset: Double

  /// Creates a release answer.
  ///
  /// - Parameters:
  ///   - offset: The content offset to set now.
  ///   - targetOffset: Where the deceleration must end.
  public init(offset: Double, targetOffset: Double) {
    self.offset = offset
    self.targetOffset = targetOffset
  }
}
