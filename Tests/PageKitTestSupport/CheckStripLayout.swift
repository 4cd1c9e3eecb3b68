public import PageKitCore

/// Checks that a strip layout keeps the `StripLayout` contract, and returns every broken rule.
///
/// Run it on a custom layout in your own tests:
///
/// ```swift
/// #expect(checkStripLayout(MyStrip()).isEmpty)
/// ```
///
/// Rules: `count >= 0`; insets, spacing and `contentLength` finite and not negative; out-of-range
/// indices (`-1`, `count`, `Int.min`, `Int.max`) have no span; every span is finite and longer
/// than zero and no longer than `maxItemLength`; the first item starts at `leadingInset`, each
/// next one `spacing` after the previous end, and the content ends `trailingInset` after the last
/// item; `index(at:)` gives each item for its origin, centre and the spacing before it, the
/// following item for its end, the first and last items outside the content, and `nil` for NaN,
/// infinities and an empty strip. Lengths are compared with a tolerance of `1e-9` relative to the
/// content length.
///
/// - Parameters:
///   - layout: The layout to check.
///   - sampleLimit: At most this many items are checked, spread over the strip (default 10,000),
///     so a strip of a million items is checked in bounded time.
/// - Returns: The broken rules; empty when the layout conforms.
/// - Complexity: O(min(count, sampleLimit)) layout calls.
public func checkStripLayout<Layout: StripLayout>(
  _ layout: Layout, sampleLimit: Int = 10_000
) -> [ConformanceFailure] {
  var failures: [ConformanceFailure] = []
  func fail(_ rule: String, _ detail: String) {
    failures.append(ConformanceFailure(rule: rule, detail: detail))
  }
  let count = layout.count
  guard count >= 0 else {
    fail("count", "count is negative (\(count))")
    return failures
  }
  let content = layout.contentLength
  for (name, value) in [
    ("leadingInset", layout.leadingInset), ("trailingInset", layout.trailingInset),
    ("spacing", layout.spacing), ("contentLength", content),
    ("maxItemLength", layout.maxItemLength),
  ] where !(value.isFinite && value >= 0) {
    fail(name, "\(name) is \(value)")
  }
  guard failures.isEmpty else { return failures }
  let tolerance = 1e-9 * max(content, 1)
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
  for bad in [-1, count, Int.min, Int.max] where layout.span(at: bad) != nil {
    fail("span(at:) range", "span(at: \(bad)) is not nil")
  }
  for bad in [Double.nan, .infinity, -.infinity] where layout.index(at: bad) != nil {
    fail("index(at:) non-finite", "index(at: \(bad)) is not nil")
  }
  guard count > 0 else {
    if layout.index(at: 0) != nil { fail("index(at:) empty", "an empty strip answers an index") }
    if layout.maxItemLength != 0 { fail("maxItemLength", "an empty strip has a longest item") }
    if !close(content, layout.leadingInset + layout.trailingInset) {
      fail("contentLength", "an empty strip's content is \(content), not the two insets")
    }
    return failures
  }
  if layout.index(at: -content - 1) != 0 {
    fail("index(at:) before content", "index(at: \(-content - 1)) is not 0")
  }
  if layout.index(at: 2 * content + 1) != count - 1 {
    fail("index(at:) after content", "index(at: \(2 * content + 1)) is not \(count - 1)")
  }
  let limit = max(sampleLimit, 1)
  let stride = count <= limit ? 1 : count / limit
  var indices = Array(Swift.stride(from: 0, to: count, by: stride))
  if indices.last != count - 1 { indices.append(count - 1) }
  var longest = 0.0
  for index in indices {
    guard let span = layout.span(at: index) else {
      fail("span(at:)", "no span at \(index)")
      continue
    }
    guard span.origin.isFinite && span.length.isFinite && span.length > 0 else {
      fail("span(at:) values", "span at \(index) is \(span)")
      continue
    }
    longest = max(longest, span.length)
    if span.length > layout.maxItemLength {
      fail("maxItemLength", "item \(index) is longer than maxItemLength")
    }
    if index == 0 && !close(span.origin, layout.leadingInset) {
      fail("leading inset", "item 0 starts at \(span.origin), not at leadingInset")
    }
    if index == count - 1 && !close(span.end + layout.trailingInset, content) {
      fail("trailing inset", "content is \(content), last item ends at \(span.end)")
    }
    if index + 1 < count, let next = layout.span(at: index + 1),
      !close(next.origin, span.end + layout.spacing)
    {
      fail(
        "spacing", "item \(index + 1) starts at \(next.origin), item \(index) ends at \(span.end)")
    }
    for (what, point, expected) in [
      ("origin", span.origin, index), ("center", span.center, index),
      ("end", span.end, min(index + 1, count - 1)),
      ("spacing before", span.origin - layout.spacing / 2, index),
    ] where !(what == "spacing before" && layout.spacing == 0) {
      let found = layout.index(at: point)
      if found != expected {
        fail(
          "index(at:) \(what)",
          "index(at: \(point)) (\(what) of \(index)) is \(String(describing: found))")
      }
    }
  }
  if stride == 1 && longest != layout.maxItemLength {
    fail("maxItemLength", "maxItemLength is \(layout.maxItemLength), the longest item \(longest)")
  }
  return failures
}
