public import PageKitCore

/// Checks that a page source keeps the `PageSource` contract, and returns every broken rule.
///
/// Run it on a custom source or a subclass in your own tests:
///
/// ```swift
/// #expect(checkPageSource(MySource()).isEmpty)
/// ```
///
/// Rules: `count >= 0`; every index in `0..<count` has a page and an identity and
/// `index(of: id(at: i)) == i` (identities are unique); out-of-range indices (`-1`, `count`,
/// `Int.min`, `Int.max`) answer `nil`; `index(after:)` / `index(before:)` step by one, stay in
/// range, wrap only when `isCircular`, and answer `nil` out of range.
///
/// A source without a count (its `bounds` are not `0..<count`) is checked in a window of
/// `sampleLimit` indices around `anchor` (clamped into its bounds): every index there has a
/// page and a unique identity that round-trips, steps by one stay in the bounds (and never
/// overflow at `Int.min` or `Int.max`), the indices just past an end that exists answer `nil`,
/// a source without an end in some direction answers `count == 0`, and it never wraps.
///
/// - Parameters:
///   - source: The source to check.
///   - sampleLimit: At most this many indices are checked, spread over the source (default 10,000),
///     so a source of a million pages is checked in bounded time.
///   - anchor: Where the window of a source without a count is centred (default `0`).
/// - Returns: The broken rules; empty when the source conforms.
/// - Complexity: O(min(count, sampleLimit)) source calls.
public func checkPageSource<Source: PageSource>(
  _ source: Source, sampleLimit: Int = 10_000, around anchor: Int = 0
) -> [ConformanceFailure] {
  var failures: [ConformanceFailure] = []
  func fail(_ rule: String, _ detail: String) {
    failures.append(ConformanceFailure(rule: rule, detail: detail))
  }
  let bounds = source.bounds
  guard bounds == PageBounds(count: source.count) else {
    return checkSourceWithoutCount(source, bounds: bounds, window: sampleLimit, around: anchor)
  }
  let count = source.count
  guard count >= 0 else {
    fail("count", "count is negative (\(count))")
    return failures
  }
  checkOutside(source, [-1, count, Int.min, Int.max], fail: fail)
  guard count > 0 else { return failures }
  let limit = max(sampleLimit, 1)
  let stride = count <= limit ? 1 : count / limit
  var indices = Array(Swift.stride(from: 0, to: count, by: stride))
  if indices.last != count - 1 { indices.append(count - 1) }
  var seen: [Source.PageID: Int] = [:]
  for index in indices {
    guard checkIdentity(source, at: index, seen: &seen, fail: fail) else { continue }
    let after = source.index(after: index)
    let expectedAfter: Int? =
      index + 1 < count ? index + 1 : (source.isCircular ? 0 : nil)
    if after != expectedAfter {
      fail("index(after:)", "index(after: \(index)) is \(String(describing: after))")
    }
    let before = source.index(before: index)
    let expectedBefore: Int? = index > 0 ? index - 1 : (source.isCircular ? count - 1 : nil)
    if before != expectedBefore {
      fail("index(before:)", "index(before: \(index)) is \(String(describing: before))")
    }
  }
  if source.isCircular && count < 2 {
    fail("isCircular", "a source of \(count) page(s) claims to wrap")
  }
  return failures
}

/// The rules of a source without a count, in a window of indices around `anchor`.
private func checkSourceWithoutCount<Source: PageSource>(
  _ source: Source, bounds: PageBounds, window: Int, around anchor: Int
) -> [ConformanceFailure] {
  var failures: [ConformanceFailure] = []
  func fail(_ rule: String, _ detail: String) {
    failures.append(ConformanceFailure(rule: rule, detail: detail))
  }
  if !bounds.isBounded, source.count != 0 {
    fail("count", "a source without an end answers count \(source.count), not 0")
  }
  if source.isCircular { fail("isCircular", "a source without a count claims to wrap") }
  // Just past an end that exists, and the extremes when they lie outside the bounds.
  var outside: [Int] = [Int.min, Int.max].filter { !bounds.contains($0) }
  if let first = bounds.first, first > Int.min { outside.append(first - 1) }
  if let end = bounds.end { outside.append(end) }
  checkOutside(source, outside, fail: fail)
  // Stepping at the extremes never overflows.
  if bounds.contains(Int.max), source.index(after: Int.max) != nil {
    fail("index(after:)", "index(after: Int.max) is not nil")
  }
  if bounds.contains(Int.min), source.index(before: Int.min) != nil {
    fail("index(before:)", "index(before: Int.min) is not nil")
  }
  guard !bounds.isEmpty else { return failures }
  let half = max(window, 1) / 2
  let centre = bounds.clamped(anchor)
  let low = bounds.clamped(
    centre.subtractingReportingOverflow(half).overflow ? Int.min : centre - half)
  let high = bounds.clamped(centre.addingReportingOverflow(half).overflow ? Int.max : centre + half)
  var seen: [Source.PageID: Int] = [:]
  for index in low...high {
    guard checkIdentity(source, at: index, seen: &seen, fail: fail) else { continue }
    let after = source.index(after: index)
    if after != bounds.index(after: index) {
      fail("index(after:)", "index(after: \(index)) is \(String(describing: after))")
    }
    let before = source.index(before: index)
    if before != bounds.index(before: index) {
      fail("index(before:)", "index(before: \(index)) is \(String(describing: before))")
    }
  }
  return failures
}

/// The rules every index outside a source's bounds keeps: no page, no identity, no step.
private func checkOutside<Source: PageSource>(
  _ source: Source, _ indices: [Int], fail: (String, String) -> Void
) {
  for bad in indices {
    if source.page(at: bad) != nil { fail("page(at:) range", "page(at: \(bad)) is not nil") }
    if source.id(at: bad) != nil { fail("id(at:) range", "id(at: \(bad)) is not nil") }
    if source.index(after: bad) != nil {
      fail("index(after:) range", "index(after: \(bad)) is not nil")
    }
    if source.index(before: bad) != nil {
      fail("index(before:) range", "index(before: \(bad)) is not nil")
    }
  }
}

/// The rules every index inside a source's bounds keeps: a page, and an identity that is unique
/// (among those in `seen`) and round-trips through `index(of:)`.
///
/// - Returns: Whether the index has an identity (its steps are checked only then).
private func checkIdentity<Source: PageSource>(
  _ source: Source, at index: Int, seen: inout [Source.PageID: Int],
  fail: (String, String) -> Void
) -> Bool {
  if source.page(at: index) == nil { fail("page(at:)", "no page at \(index)") }
  guard let id = source.id(at: index) else {
    fail("id(at:)", "no identity at \(index)")
    return false
  }
  if let other = seen[id] {
    fail("unique identities", "indices \(other) and \(index) share an identity")
  }
  seen[id] = index
  let found = source.index(of: id)
  if found != index {
    fail("index(of:) round trip", "index(of: id(at: \(index))) is \(String(describing: found))")
  }
  return true
}
