/// The extent of one item of a strip along the paging axis.
public struct StripSpan: Sendable, Hashable, Codable {
  /// The item's leading edge, in points from the start of the content.
  public var origin: Double
  /// The item's length along the axis, in points.
  public var length: Double

  /// Creates a span.
  ///
  /// - Parameters:
  ///   - origin: The leading edge, in points from the start of the content.
  ///   - length: The length along the axis, in points.
  @inlinable
  public init(origin: Double, length: Double) {
    self.origin = origin
    self.length = length
  }

  /// The trailing edge: `origin + length`.
  @inlinable
  public var end: Double { origin + length }

  /// The centre: `origin + length / 2`.
  @inlinable
  public var center: Double { origin + length / 2 }
}
