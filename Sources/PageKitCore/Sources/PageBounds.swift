/// The indices a page source answers: from its first index (if it has one) up to its end index
/// (one past the last, if it has one).
///
/// A source with a count has the bounds `0..<count` (`PageBounds(first: 0, end: count)`), the
/// default of ``PageSource/bounds``. A source without an end in a direction has `nil` there: a calendar of
/// days around today (`PageBounds(first: nil, end: nil)`, index `0` = today, negative = the past),
/// a feed that starts at its first post and goes on (`PageBounds(first: 0, end: nil)`).
///
/// ```swift
/// let days = PageBounds.unbounded
/// let past = days.contains(-10_000)  // true
/// let pastTheEnd = PageBounds(count: 3).contains(3)  // false
/// ```
public struct PageBounds: Hashable, Sendable {
  /// The first index, or `nil` when the source goes on forever before.
  public let first: Int?
  /// The end index (one past the last), or `nil` when the source goes on forever after.
  public let end: Int?

  /// Creates bounds from a first index and an end index (one past the last).
  ///
  /// An end before the first is treated as the first (no indices).
  ///
  /// - Parameters:
  ///   - first: The first index, or `nil` for none (unbounded before).
  ///   - end: One past the last index, or `nil` for none (unbounded after).
  public init(first: Int?, end: Int?) {
    // No index lies before `Int.min`: an end there leaves no index at all.
    self.first = first == nil && end == Int.min ? Int.min : first
    if let first, let end, end < first {
      self.end = first
    } else {
      self.end = end
    }
  }

  /// The bounds `0..<count` of a source with `count` pages.
  ///
  /// - Parameter count: The number of pages; negative values are treated as `0`.
  @usableFromInline package init(count: Int) {
    self.first = 0
    self.end = max(count, 0)
  }

  /// No end in either direction: every integer is an index.
  public static let unbounded = PageBounds(first: nil, end: nil)

  /// Whether the source has both a first and an end index.
  package var isBounded: Bool { first != nil && end != nil }

  /// Whether the bounds are those of a source with a count: `0..<count`.
  public var isCounted: Bool { first == 0 && end != nil }

  /// Whether no index lies in the bounds (only possible when both ends exist).
  public var isEmpty: Bool {
    guard let first, let end else { return false }
    return end <= first
  }

  /// The number of indices, when both ends exist; `nil` for a source without an end (or a span
  /// too large for an `Int`).
  public var count: Int? {
    guard let first, let end else { return nil }
    let (span, overflow) = end.subtractingReportingOverflow(first)
    return overflow ? nil : span
  }

  /// Whether `index` lies in the bounds.
  ///
  /// - Parameter index: Any integer.
  /// - Returns: `true` when `first <= index < end` (a missing end admits every index on its side).
  /// - Complexity: O(1).
  public func contains(_ index: Int) -> Bool {
    if let first, index < first { return false }
    if let end, index >= end { return false }
    return true
  }

  /// The index in the bounds nearest `index`: `index` itself when it lies in them. Empty bounds
  /// answer their first index.
  ///
  /// - Parameter index: Any integer.
  /// - Returns: An index in the bounds (or the first index of empty bounds).
  /// - Complexity: O(1).
  package func clamped(_ index: Int) -> Int {
    if let first, index < first { return first }
    if let end, index >= end { return end > (first ?? Int.min) ? end - 1 : (first ?? end) }
    return index
  }

  /// The most pages a pager takes of a source with a count: 2^40 where `Int` is 64 bits (iOS,
  /// macOS, Linux), 2^28 where it is 32 bits (watchOS on arm64_32, 32-bit ARM and x86, wasm32).
  /// A pager is not built or reloaded over a longer source: it is refused with
  /// ``PagerError/invalidConfiguration(_:)`` (``PagerConfigurationIssue/sourceCount(count:reach:)``),
  /// never capped. Within the reach a page's position is exact to well under a point (past
  /// about 2^52 a position in pages could no longer tell a fraction of a page apart, and a
  /// swipe would land on the wrong page); on 32 bits an index plus a count stays clear of
  /// `Int.max`. The rule for every width is one, in `Math/IntegerReach.swift`. (A source
  /// without a count is reached ``PagerLayout/reachableItemMagnitude`` pages or items each way.)
  ///
  /// - Complexity: O(1).
  public static var reachableMagnitude: Int { IntegerReach.native.pages }

  /// The indices a pager reaches: bounds with a count (`0..<count`) as they are; any other
  /// bounds limited to `-m...m`, `m` being ``PagerLayout/reachableItemMagnitude``, so that a
  /// missing end becomes that far end. Always has both ends; empty when every index lies
  /// beyond the reach.
  ///
  /// ```swift
  /// let reached = PageBounds(first: 0, end: nil).reachable  // 0 ..< 2^20 + 1
  /// ```
  ///
  /// - Complexity: O(1).
  package var reachable: PageBounds { reachable(magnitude: PagerLayout.reachableItemMagnitude) }

  /// ``reachable`` with another reach: bounds with a count as they are; any other bounds
  /// limited to `-magnitude...magnitude` (an item layout reaches
  /// ``PagerLayout/reachableItemMagnitude`` items).
  ///
  /// - Complexity: O(1).
  package func reachable(magnitude: Int) -> PageBounds {
    if isCounted { return self }
    let lowest = max(first ?? -magnitude, -magnitude)
    let end = min(end ?? magnitude + 1, magnitude + 1)
    return end > lowest ? PageBounds(first: lowest, end: end) : PageBounds(first: 0, end: 0)
  }

  /// The index after `index` in the bounds, or `nil` past the end (or at `Int.max`).
  ///
  /// - Parameter index: An index in the bounds.
  /// - Returns: `index + 1`, or `nil`.
  /// - Complexity: O(1).
  package func index(after index: Int) -> Int? {
    guard contains(index), index < Int.max, contains(index + 1) else { return nil }
    return index + 1
  }

  /// The index before `index` in the bounds, or `nil` before the first (or at `Int.min`).
  ///
  /// - Parameter index: An index in the bounds.
  /// - Returns: `index - 1`, or `nil`.
  /// - Complexity: O(1).
  package func index(before index: Int) -> Int? {
    guard contains(index), index > Int.min, contains(index - 1) else { return nil }
    return index - 1
  }
}
