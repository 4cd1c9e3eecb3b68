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
/// - Parameters:
///   - source: The source to check.
///   - sampleLimit: At most this many indices are checked, spread over the source (default 10,000),
///     so a source of a million pages is checked in bounded time.
/// - Returns: The broken rules; empty when the source conforms.
/// - Complexity: O(min(count, sampleLimit)) source calls.
public func checkPageSource<Source: PageSource>(
  _ source: Source, sampleLimit: Int = 10_000
) -> [ConformanceFailure] {
  var failures: [ConformanceFailure] = []
  func fail(_ rule: String, _ detail: String) {
    failures.append(ConformanceFailure(rule: rule, detail: detail))
  }
  let count = source.count
  guard count >= 0 else {
    fail("count", "count is negative (\(count))")
    return failures
  }
  for bad in [-1, count, Int.min, Int.max] {
    if source.page(at: bad) != nil { fail("page(at:) range", "page(at: \(bad)) is not nil") }
    if source.id(at: bad) != nil { fail("id(at:) range", "id(at: \(bad)) is not nil") }
    if source.index(after: bad) != nil {
      fail("index(after:) range", "index(after: \(bad)) is not nil")
    }
    if source.index(before: bad) != nil {
      fail("index(before:) range", "index(before: \(bad)) is not nil")
    }
  }
  guard count > 0 else { return failures }
  let limit = max(sampleLimit, 1)
  let stride = count <= limit ? 1 : count / limit
  var indices = Array(Swift.stride(from: 0, to: count, by: stride))
  if indices.last != count - 1 { indices.append(count - 1) }
  var seen: [Source.PageID: Int] = [:]
  for index in indices {
    if source.page(at: index) == nil { fail("page(at:)", "no page at \(index)") }
    guard let id = source.id(at: index) else {
      fail("id(at:)", "no identity at \(index)")
      continue
    }
    if let other = seen[id] {
      fail("unique identities", "indices \(other) and \(index) share an identity")
    }
    seen[id] = index
    let found = source.index(of: id)
    if found != index {
      fail("index(of:) round trip", "index(of: id(at: \(index))) is \(String(describing: found))")
    }
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
