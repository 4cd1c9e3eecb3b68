/// Items laid out one after another along one axis: the geometry shared by snapping strips,
/// carousels and tab bars.
///
/// Content is `leadingInset`, then the items separated by `spacing`, then `trailingInset`.
/// Conforming types answer every query in O(1) or O(log n) so they can be used every frame.
///
/// Run `checkStripLayout(_:)` from `PageKitTestSupport` on a custom layout to check it.
public protocol StripLayout: Sendable {
  // MARK: Core requirements

  /// The number of items.
  var count: Int { get }

  /// The extent of the item at `index`.
  ///
  /// - Parameter index: An item index.
  /// - Returns: The item's span, or `nil` when `index` is outside `0..<count`.
  func span(at index: Int) -> StripSpan?

  /// The item under `offset` (a point in content coordinates).
  ///
  /// A boundary belongs to the following item; an offset in the spacing after an item belongs to
  /// the following item; an offset before the first item or after the last one gives the first or
  /// last item.
  ///
  /// - Parameter offset: A point along the axis, in content coordinates.
  /// - Returns: The item index, or `nil` for an empty strip or a non-finite offset.
  func index(at offset: Double) -> Int?

  /// The length of the whole content, insets included.
  var contentLength: Double { get }

  /// Space before the first item, in points.
  var leadingInset: Double { get }

  /// Space after the last item, in points.
  var trailingInset: Double { get }

  /// Space between adjacent items, in points.
  var spacing: Double { get }
}
