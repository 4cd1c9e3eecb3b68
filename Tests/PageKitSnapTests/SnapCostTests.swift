import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Counts the geometry calls a strategy makes (`CountingStrip`), to show it never scans the strip: a bounded
/// number of `span(at:)` and `index(at:)` calls per target, whatever the item count. (Speed
/// itself is measured by the benchmarks.)
@Suite struct SnapCostTests {
  static func expectBoundedCalls<Base: StripLayout>(on base: Base, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let counter = StripCallCounter()
    let strip = CountingStrip(base: base, counter: counter)
    let strategies: [any SnapStrategy] = [
      NearestSnap(), try DirectionalSnap(), try PagingSnap(maxItems: 3), try ViewportSnap(),
      FreeScroll(),
    ]
    for step in 0..<500 {
      let anchor = randomAnchor(&random)
      let current = random.double(in: -500...(base.contentLength + 500))
      let velocity = random.double(in: -5_000...5_000)
      let proposal = SnapProposal(
        strip: strip, viewportLength: 400, anchor: anchor, currentOffset: current,
        proposedOffset: current + Deceleration.normal.projectedDistance(contentVelocity: velocity),
        contentVelocity: velocity, dragStartOffset: current + random.double(in: -800...800))
      for strategy in strategies {
        counter.spans = 0
        counter.lookups = 0
        _ = strategy.target(for: proposal)
        #expect(counter.spans <= 32, "seed \(seed) step \(step) \(strategy): \(counter.spans)")
        #expect(counter.lookups <= 6, "seed \(seed) step \(step) \(strategy): \(counter.lookups)")
      }
    }
  }

  @Test func uniformMillionItemsTakeBoundedCalls() throws {
    let strip = try UniformStrip(
      count: 1_000_000, itemLength: 150, spacing: 10, leadingInset: 16, trailingInset: 16)
    try Self.expectBoundedCalls(on: strip, seed: 31)
  }

  @Test func variableMillionItemsTakeBoundedCalls() throws {
    var random = SplitMix64(seed: 32)
    let lengths = (0..<1_000_000).map { _ in random.double(in: 10...400) }
    let strip = try VariableStrip(lengths: lengths, spacing: 4)
    try Self.expectBoundedCalls(on: strip, seed: 32)
  }
}
