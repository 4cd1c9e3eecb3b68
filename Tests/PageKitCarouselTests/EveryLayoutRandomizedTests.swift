import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import PageKitTrace
import Testing

/// One randomized driver (`RandomizedPagingDriver`) runs every layout — full page (keyed,
/// looping, without a count, and at an inset anchor, bounded and looping), uniform peeking (looping or not, or without a count; looping and
/// without a count also free-scrolling), variable (directional, free, looping, or looping and
/// free) — through the event ledger, the engine's invariants and each layout's own rules: seeded
/// sequences of swipes, rubber bands and retargets from them, far jumps, retargets mid-settle,
/// reloads mid-drag and mid-settle, odd frames, re-entrant commands, reloads and restores from
/// event handlers, snapshots and restores.
///
/// The seeds run in chunks, one test case per layout and chunk, so Swift Testing runs them in
/// parallel. `swift test` runs ``defaultSeedCount`` seeds per layout;
/// `PAGEKIT_RANDOMIZED_SEEDS=10000` (CI's second run, see CONTRIBUTING.md) runs that many.
@Suite struct EveryLayoutRandomizedTests {
  /// The layouts the driver runs.
  enum Layout: String, CaseIterable, Sendable {
    case fullPage = "full page"
    case fullPageLooping = "full page, looping"
    case fullPageUnbounded = "full page, no count"
    case fullPageInset = "full page, leading 20"
    case fullPageInsetLooping = "full page, looping, trailing 20"
    case peekingPager = "peeking pager"
    case peekingPagerLooping = "peeking pager, looping"
    case peekingPagerUnbounded = "peeking pager, no count"
    case variableDirectional = "variable pager, directional"
    case variableFree = "variable pager, free scroll"
    case variableLooping = "variable pager, looping"
    case peekingPagerLoopingFree = "peeking pager, looping, free scroll"
    case variableLoopingFree = "variable pager, looping, free scroll"
    case peekingPagerUnboundedFree = "peeking pager, no count, free scroll"

    /// A fresh controller for `seed`: a number of keys (none to forty) and a first page drawn
    /// from the seed.
    func subject(seed: UInt64) throws -> any RandomizedPagingSubject {
      var random = SplitMix64(seed: seed ^ 0x1A70_0000_0000)
      let count = [0, 1, 2, 3, 4, 5, 8, 13, 40][random.int(in: 0...8)]
      let keys = Array(0..<count)
      let initialIndex = count == 0 ? 0 : random.int(in: 0...(count - 1))
      switch self {
      case .fullPage:
        return try KeyedPagerSubject(keys: keys, initialIndex: initialIndex) {
          ArrayPageSource($0, id: \.self)
        }
      case .fullPageLooping:
        return try KeyedPagerSubject(keys: keys, initialIndex: initialIndex) {
          ArrayPageSource($0, id: \.self).circular()
        }
      case .fullPageInset:
        return try KeyedPagerSubject(keys: keys, initialIndex: initialIndex, anchor: .leading(20)) {
          ArrayPageSource($0, id: \.self)
        }
      case .fullPageInsetLooping:
        return try KeyedPagerSubject(
          keys: keys, initialIndex: initialIndex, anchor: .trailing(20)
        ) { ArrayPageSource($0, id: \.self).circular() }
      case .fullPageUnbounded, .peekingPagerUnbounded, .peekingPagerUnboundedFree:
        let bounds = [
          PageBounds.unbounded, PageBounds(first: 0, end: nil), PageBounds(first: nil, end: 1),
          PageBounds(first: -3, end: 5),
        ][random.int(in: 0...3)]
        guard self != .fullPageUnbounded else {
          return try UnboundedPagerSubject(bounds: bounds, initialIndex: bounds.first ?? 0)
        }
        return try UnboundedPagerSubject(
          bounds: bounds, initialIndex: bounds.first ?? 0,
          layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
          snap: self == .peekingPagerUnboundedFree ? FreeScroll() : PagingSnap.paging,
          itemStride: 312)
      case .peekingPager:
        return try ItemPagerSubject.peeking(keys: keys, initialIndex: initialIndex)
      case .peekingPagerLooping:
        return try ItemPagerSubject.peekingLoop(keys: keys, initialIndex: initialIndex)
      case .variableDirectional:
        return try ItemPagerSubject.variable(
          keys: keys, initialIndex: initialIndex, snap: DirectionalSnap())
      case .variableFree:
        return try ItemPagerSubject.variable(
          keys: keys, initialIndex: initialIndex, snap: FreeScroll())
      case .variableLooping:
        return try ItemPagerSubject.variableLoop(
          keys: keys, initialIndex: initialIndex, snap: PagingSnap.paging)
      case .peekingPagerLoopingFree:
        return try ItemPagerSubject.peekingLoop(
          keys: keys, initialIndex: initialIndex, snap: FreeScroll())
      case .variableLoopingFree:
        return try ItemPagerSubject.variableLoop(
          keys: keys, initialIndex: initialIndex, snap: FreeScroll())
      }
    }
  }

  /// One test case: a layout and a slice of the seeds.
  struct Chunk: Sendable, CustomTestStringConvertible {
    var layout: Layout
    var seeds: ClosedRange<UInt64>

    var testDescription: String { "\(layout.rawValue), seeds \(seeds)" }
  }

  /// Seeds per layout for the README's `swift test`.
  static let defaultSeedCount = 300

  /// Seeds per layout: `PAGEKIT_RANDOMIZED_SEEDS` when set to a positive number (the full run,
  /// `RandomizedSeeds.requested`), else ``defaultSeedCount``.
  static var seedCount: Int { RandomizedSeeds.requested ?? defaultSeedCount }

  /// Chunks per layout: enough that both cores stay busy to the end.
  static let chunksPerLayout = 4

  /// Steps per sequence (scenarios may run a few past it).
  static let stepCount = 40

  /// The chunks of `count` seeds per layout, ``chunksPerLayout`` per layout.
  static func chunks(seeds count: Int) -> [Chunk] {
    Layout.allCases.flatMap { layout in
      let parts = UInt64(min(chunksPerLayout, count))
      return (1...parts).map { part in
        Chunk(layout: layout, seeds: seedSlice(part, of: parts, seeds: UInt64(count)))
      }
    }
  }

  static let chunks = chunks(seeds: seedCount)

  /// The devices' seeds per layout, in chunks like the others: a third of ``seedCount`` in the
  /// quick run, a sixth in the full run (1,666 a layout: its sequences are a third longer, with
  /// keys, turns and wheels between the pointer's scenarios).
  static let pointerChunks = chunks(
    seeds: max(1, seedCount / (RandomizedSeeds.runsEverySeed ? 6 : 3)))

  /// A sequence of steps drawn from a seed: `RandomizedPagingDriver.steps` or
  /// `RandomizedPagingDriver.pointerSteps`.
  typealias Steps = (_ seed: UInt64, _ count: Int, _ itemStride: Double) -> [RandomizedPagingStep]

  /// The sequence `steps` draws from `seed`, on a fresh subject of `layout`: its first failure,
  /// if any.
  static func run(
    _ layout: Layout, seed: UInt64, steps: Steps = RandomizedPagingDriver.steps
  ) throws -> RandomizedPagingDriver.Failure? {
    let subject = try layout.subject(seed: seed)
    return RandomizedPagingDriver.run(
      steps(seed, stepCount, subject.itemStride), on: subject, layout: layout.rawValue,
      seed: seed, resolver: PagerTraceResolver.builtIn.withPageKitSnap()
    ) { try? layout.subject(seed: seed) }
  }

  /// Pointers fed as samples, keys and a rotary input keep every rule on every layout, beside
  /// commands, reloads, frames and a host's own drags (the pointer's sequences of
  /// `RandomizedPagingDriver.pointerSteps`, with keys and turns between them).
  @Test(arguments: pointerChunks)
  func everyLayoutKeepsTheRulesUnderAPointerAndKeys(_ chunk: Chunk) throws {
    var failures = 0
    for seed in chunk.seeds where failures < 3 {
      if let failure = try Self.run(
        chunk.layout, seed: seed,
        steps: { RandomizedPagingDriver.deviceSteps(seed: $0, count: $1, itemStride: $2) })
      {
        failures += 1
        Issue.record("\(failure)")
      }
    }
  }

  @Test(arguments: chunks)
  func everyLayoutKeepsTheRules(_ chunk: Chunk) throws {
    var failures = 0
    for seed in chunk.seeds where failures < 3 {
      if let failure = try Self.run(chunk.layout, seed: seed) {
        failures += 1
        Issue.record("\(failure)")
      }
    }
  }

  /// The seeds that found a `PagerItemGeometry` whose far jumps were retargeted mid-settle,
  /// re-grabbed while settling and dragged far past either end, more than a viewport beyond the
  /// content (seed 5360: −1,034 points; 4055: 410 points past the maximum offset): a retarget
  /// drew the items on screen far from their place in the content, so the frame, and the
  /// rubber band past its ends, reached beyond the content's. A splice that would draw the
  /// frame past the content's ends now ends first; each sequence keeps every rule.
  @Test(arguments: [UInt64(5360), 4055])
  func aSplicedStripStaysWithinTheRubberBandsReach(seed: UInt64) throws {
    let failure = try Self.run(.variableDirectional, seed: seed)
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
  }

  /// The seeds that found a `FreeScroll` strip gliding back from the rubber band on a decay of
  /// rate `v / D` for minutes (a release of a few points per second, or a glide carried on
  /// through reloads mid-settle): a glide now decays at least as hard as the deceleration that
  /// projected it, or the strip settles on the spring. Each sequence comes to rest and keeps
  /// every rule.
  @Test(arguments: [UInt64(983), 1070, 1432, 2841, 2989, 3413, 5938, 7941])
  func aFreeScrollStripComesToRestFromTheRubberBand(seed: UInt64) throws {
    let failure = try Self.run(.variableFree, seed: seed)
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
  }
}
