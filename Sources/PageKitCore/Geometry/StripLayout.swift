/// Items laid out one after another along one axis: the geometry shared by item
/// layouts (peeking cards, shelves, loops), snap strategies and tab bars.
///
/// Content is `leadingInset`, then the items separated by `spacing`, then `trailingInset`.
/// Item `i + 1` starts exactly `spacing` after the end of item `i`; every item is longer than
/// zero, so origins, centres and ends all increase strictly with the index. Conforming types
/// answer every query in O(1) or O(log n) so they can be used every frame.
///
/// ``UniformStrip`` (equal items, O(1) both ways) and ``VariableStrip`` (measured items,
/// O(log n) lookup) are the built-in layouts. Run `checkStripLayout(_:)` from
/// `PageKitTestSupport` on a custom layout to check it.
public protocol StripLayout: Sendable {
  // MARK: Core requirements

  /// The number of items; zero for an empty strip.
  var count: Int { get }

  /// The extent of the item at `index`.
  ///
  /// - Parameter index: An item index.
  /// - Returns: The item's span, or `nil` when `index` is outside `0..<count`.
  func span(at index: Int) -> StripSpan?

  /// The item under `offset` (a point in content coordinates).
  ///
  /// Item `i` owns the half-open interval from the end of item `i - 1` to its own end: a
  /// boundary belongs to the following item, and so does the spacing before an item. An offset
  /// before the first item or after the last one gives the first or last item.
  ///
  /// - Parameter offset: A point along the axis, in content coordinates.
  /// - Returns: The item index, or `nil` for an empty strip or a non-finite offset.
  func index(at offset: Double) -> Int?

  /// The length of the whole content, insets included: `leadingInset + trailingInset` for an
  /// empty strip.
  var contentLength: Double { get }

  /// Space before the first item, in points.
  var leadingInset: Double { get }

  /// Space after the last item, in points.
  var trailingInset: Double { get }

  /// Space between adjacent items, in points.
  var spacing: Double { get }

  /// The length of the longest item; zero for an empty strip.
  ///
  /// Snapping and carousels compare it with the viewport in O(1).
  var maxItemLength: Double { get }
}
