/// A strip of items of measured lengths, `spacing` apart, between two insets.
///
/// Origins are prefix sums computed once at construction: `span(at:)` is O(1) and
/// `index(at:)` a binary search, O(log n).
public struct VariableStrip: StripLayout, Hashable {
  /// The items' leading edges, in points from the start of the content.
  private let origins: [Double]
  /// The item lengths, in points.
  public let lengths: [Double]
  /// Space between adjacent items, in points.
  public let spacing: Double
  /// Space before the first item, in points.
  public let leadingInset: Double
  /// Space after the last item, in points.
  public let trailingInset: Double
  /// The length of the whole content, insets included.
  public let contentLength: Double
  /// The length of the longest item; zero for an empty strip.
  public let maxItemLength: Double

  /// Creates a strip from item lengths.
  ///
  /// - Parameters:
  ///   - lengths: The item lengths, in order; each greater than zero.
  ///   - spacing: Space between adjacent items, zero or more (default 0).
  ///   - leadingInset: Space before the first item, zero or more (default 0).
  ///   - trailingInset: Space after the last item, zero or more (default 0).
  /// - Throws: ``StripLayoutError`` for a non-finite value, an item length of zero or less,
  ///   negative spacing or insets, or a content length that overflows.
  /// - Complexity: O(n) in the number of items.
  public init(
    lengths: [Double], spacing: Double = 0, leadingInset: Double = 0, trailingInset: Double = 0
  ) throws(StripLayoutError) {
    guard spacing.isFinite && leadingInset.isFinite && trailingInset.isFinite,
      lengths.allSatisfy({ $0.isFinite })
    else { throw .nonFiniteValue }
    if let bad = lengths.firstIndex(where: { $0 <= 0 }) {
      throw .nonPositiveItemLength(index: bad)
    }
    guard spacing >= 0 else { throw .negativeSpacing }
    guard leadingInset >= 0 && trailingInset >= 0 else { throw .negativeInset }
    var origins: [Double] = []
    origins.reserveCapacity(lengths.count)
    var cursor = leadingInset
    var longest = 0.0
    for (index, length) in lengths.enumerated() {
      if index > 0 { cursor += spacing }
      origins.append(cursor)
      cursor += length
      longest = max(longest, length)
    }
    let content = cursor + trailingInset
    guard content.isFinite else { throw .contentTooLong }
    self.origins = origins
    self.lengths = lengths
    self.spacing = spacing
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.contentLength = content
    self.maxItemLength = longest
  }

  /// The number of items.
  public var count: Int { lengths.count }

  /// The extent of the item at `index`.
  ///
  /// - Parameter index: An item index.
  /// - Returns: The item's span, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1).
  public func span(at index: Int) -> StripSpan? {
    guard index >= 0 && index < lengths.count else { return nil }
    return StripSpan(origin: origins[index], length: lengths[index])
  }

  /// The item under `offset`; a boundary and the spacing before an item belong to that item.
  ///
  /// - Parameter offset: A point along the axis, in content coordinates.
  /// - Returns: The item index (the first or last item outside the content), or `nil` for an
  ///   empty strip or a non-finite offset.
  /// - Complexity: O(log n) in the number of items.
  public func index(at offset: Double) -> Int? {
    guard !lengths.isEmpty && offset.isFinite else { return nil }
    // The first item whose end lies strictly after `offset`, or the last item.
    var low = 0
    var high = lengths.count - 1
    while low < high {
      let mid = low + (high - low) / 2
      if origins[mid] + lengths[mid] > offset {
        high = mid
      } else {
        low = mid + 1
      }
    }
    return low
  }
}
