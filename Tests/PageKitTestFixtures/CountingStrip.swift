package import PageKitCore

/// The layout calls a strip answered, counted by ``CountingStrip``.
package final class StripCallCounter: @unchecked Sendable {
  /// `span(at:)` calls.
  package var spans = 0
  /// `index(at:)` calls.
  package var lookups = 0

  package init() {}
}

/// A strip that counts the geometry calls made of it, to show a strategy or a pager never scans
/// the strip: a bounded number of `span(at:)` and `index(at:)` calls per question, whatever the
/// item count. (Speed itself is measured by the benchmarks.)
package struct CountingStrip<Base: StripLayout>: StripLayout {
  package let base: Base
  package let counter: StripCallCounter

  package init(base: Base, counter: StripCallCounter) {
    self.base = base
    self.counter = counter
  }

  package var count: Int { base.count }
  package var contentLength: Double { base.contentLength }
  package var leadingInset: Double { base.leadingInset }
  package var trailingInset: Double { base.trailingInset }
  package var spacing: Double { base.spacing }
  package var maxItemLength: Double { base.maxItemLength }
  package func span(at index: Int) -> StripSpan? {
    counter.spans += 1
    return base.span(at: index)
  }
  package func index(at offset: Double) -> Int? {
    counter.lookups += 1
    return base.index(at: offset)
  }
}
