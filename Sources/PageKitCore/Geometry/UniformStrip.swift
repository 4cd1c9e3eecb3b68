/// A strip of equal items: `count` items of `itemLength`, `spacing` apart, between two insets.
///
/// Every query is O(1), so a strip of a million items costs the same as one of three.
public struct UniformStrip: StripLayout, Hashable {
  /// The number of items.
  public let count: Int
  /// The length of every item, in points.
  public let itemLength: Double
  /// Space between adjacent items, in points.
  public let spacing: Double
  /// Space before the first item, in points.
  public let leadingInset: Double
  /// Space after the last item, in points.
  public let trailingInset: Double
  /// The length of the whole content, insets included.
  public let contentLength: Double

  /// Creates a uniform strip.
  ///
  /// - Parameters:
  ///   - count: The number of items, zero or more.
  ///   - itemLength: The length of every item, greater than zero.
  ///   - spacing: Space between adjacent items, zero or more (default 0).
  ///   - leadingInset: Space before the first item, zero or more (default 0).
  ///   - trailingInset: Space after the last item, zero or more (default 0).
  /// - Throws: ``StripLayoutError`` for a non-finite value, a negative count, an item length of
  ///   zero or less, negative spacing or insets, or a content length that overflows.
  public init(
    count: Int, itemLength: Double, spacing: Double = 0, leadingInset: Double = 0,
    trailingInset: Double = 0
  ) throws(StripLayoutError) {
    guard
      itemLength.isFinite && spacing.isFinite && leadingInset.isFinite && trailingInset.isFinite
    else { throw .nonFiniteValue }
    guard count >= 0 else { throw .negativeCount(count) }
    guard itemLength > 0 else { throw .nonPositiveItemLength(index: 0) }
    guard spacing >= 0 else { throw .negativeSpacing }
    guard leadingInset >= 0 && trailingInset >= 0 else { throw .negativeInset }
    let items =
      count == 0 ? 0 : Double(count) * itemLength + Double(count - 1) * spacing
    let content = leadingInset + items + trailingInset
    guard content.isFinite else { throw .contentTooLong }
    self.count = count
    self.itemLength = itemLength
    self.spacing = spacing
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.contentLength = content
  }

  /// The distance from one item's origin to the next one's: `itemLength + spacing`.
  public var stride: Double { itemLength + spacing }

  /// The length of the longest item: `itemLength`, or zero for an empty strip.
  public var maxItemLength: Double { count == 0 ? 0 : itemLength }

  /// The extent of the item at `index`.
  ///
  /// - Parameter index: An item index.
  /// - Returns: The item's span, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1).
  public func span(at index: Int) -> StripSpan? {
    guard index >= 0 && index < count else { return nil }
    return StripSpan(origin: origin(of: index), length: itemLength)
  }

  /// Where item `index` would begin, in or out of the strip (the one formula of an item's
  /// origin, which `span(at:)` and the searches share).
  ///
  /// - Complexity: O(1).
  package func origin(of index: Int) -> Double {
    leadingInset + Double(index) * stride
  }

  /// The item under `offset`; a boundary and the spacing before an item belong to that item.
  ///
  /// - Parameter offset: A point along the axis, in content coordinates.
  /// - Returns: The item index (the first or last item outside the content), or `nil` for an
  ///   empty strip or a non-finite offset.
  /// - Complexity: O(1).
  public func index(at offset: Double) -> Int? {
    guard count > 0 && offset.isFinite else { return nil }
    // Item i owns [origin(i) - spacing, origin(i) + itemLength).
    let raw = (offset - leadingInset + spacing) / stride
    var index: Int
    if !(raw >= 0) {
      index = 0
    } else if raw >= Double(count) {
      index = count - 1
    } else {
      index = Int(raw)
    }
    // Correct a rounding error of the division against the exact item ends. (The loops are
    // entered only when needed: two loops in a row compile to code several times slower than
    // the test that skips them.)
    if index > 0 && end(index - 1) > offset {
      index -= 1
      while index > 0 && end(index - 1) > offset { index -= 1 }
    } else if index < count - 1 && end(index) <= offset {
      index += 1
      while index < count - 1 && end(index) <= offset { index += 1 }
    }
    return index
  }

  private func end(_ index: Int) -> Double {
    origin(of: index) + itemLength
  }
}
