import PageKitCore
import PageKitTestSupport
import Testing

/// The every-layout driver's sequences with new viewports between their steps (a rotation, a
/// split view, a window resized mid-gesture): at rest, in a drag, while settling, in the rubber
/// band, across a far jump's splice, over every layout of `EveryLayoutRandomizedTests` (loops,
/// full pages at an anchor, sources without a count, gliding strategies). A viewport change is
/// the carry that keeps the items, so every sequence also checks its own rules: at rest it stays
/// at rest on the same item by identity and index (a strategy that snaps, on its resting
/// offset, as the layout's rules check), a refused length changes nothing, and the driver's
/// rules hold after every call.
///
/// The driver's own sequences are unchanged (the same steps of the same seeds; the viewport
/// changes are drawn from a second generator), so a failure here that the every-layout suite
/// does not show is the viewport's.
@Suite struct EveryLayoutViewportRandomizedTests {
  typealias Layout = EveryLayoutRandomizedTests.Layout

  /// Seeds per layout in all (the quick run, the README's `swift test`, takes
  /// `RandomizedSeeds.count(of:)` of them: a tenth; the full run every one).
  static let seedsPerLayout: UInt64 = 1_000

  static var seedCount: Int { Int(RandomizedSeeds.count(of: seedsPerLayout)) }

  static let chunks: [EveryLayoutRandomizedTests.Chunk] = Layout.allCases.flatMap { layout in
    let count = UInt64(seedCount)
    let parts = UInt64(min(2, seedCount))
    return (1...parts).map { part in
      EveryLayoutRandomizedTests.Chunk(
        layout: layout, seeds: seedSlice(part, of: parts, seeds: count))
    }
  }

  /// The viewport every layout's subject is made with, in points.
  static let madeViewport = 375.0

  /// A viewport length drawn from `random`: mostly a little shorter or longer than the one the
  /// subject was made with, sometimes much longer, sometimes one the pager refuses (zero,
  /// negative, not finite), sometimes shorter than an item layout's items (refused there, taken
  /// by full pages).
  static func viewportLength(_ random: inout SplitMix64) -> Double {
    switch random.int(in: 0...9) {
    case 0: return [0, -1, .nan, .infinity][random.int(in: 0...3)]
    case 1: return madeViewport * random.double(in: 0.3...0.7)
    case 2: return madeViewport * random.double(in: 1.5...3)
    case 3: return madeViewport
    default: return madeViewport * random.double(in: 0.8...1.25)
    }
  }

  /// The sequence of `seed` on a fresh subject of `layout`, a new viewport before about one
  /// step in five: its first failure, if any.
  static func run(_ layout: Layout, seed: UInt64) throws -> RandomizedPagingDriver.Failure? {
    let subject = try layout.subject(seed: seed)
    guard let pagerSubject = subject as? any PagerSubject else {
      Issue.record("\(layout.rawValue) is not a pager")
      return nil
    }
    return run(pagerSubject, layout: layout, seed: seed)
  }

  static func run<Subject: PagerSubject>(_ subject: Subject, layout: Layout, seed: UInt64)
    -> RandomizedPagingDriver.Failure?
  {
    let pager = subject.controller
    let steps = RandomizedPagingDriver.steps(
      seed: seed, count: EveryLayoutRandomizedTests.stepCount, itemStride: subject.itemStride)
    var random = SplitMix64(seed: seed ^ 0x5EE_0000_0000)
    let broken = Broken()
    var plan: [RandomizedPagingBody<Subject>.Step] = []
    for step in steps {
      if random.chance(0.2) {
        let length = viewportLength(&random)
        plan.append(
          .own("viewport \(length)") { () throws(PagerError) -> String in
            try Self.changeViewport(of: pager, to: length, broken: broken)
          })
      }
      plan.append(.driver(step))
    }
    var body = RandomizedPagingBody<Subject>(steps: plan.count) { _, number in plan[number] }
    body.check = { _ in
      defer { broken.problems.removeAll() }
      return broken.problems
    }
    return RandomizedPagingDriver.run(body, on: subject, layout: layout.rawValue, seed: seed)
  }

  /// What a viewport change broke, for the body's check after the call.
  final class Broken {
    var problems: [String] = []
  }

  /// Sets `pager`'s viewport to `length`; at rest, checks that it rests on the same item after
  /// (into `broken`). Returns a note for the trace.
  static func changeViewport<Source: PageSource, Transition: TransitionStrategy>(
    of pager: Pager<Source, Transition>, to length: Double, broken: Broken
  ) throws(PagerError) -> String {
    // The subjects' items are at most 300 points long. An item layout takes a shorter viewport
    // when every item it has fits (none, or variable items that happen to be short), and the
    // driver's next reload of unique keys would then be refused: such a length is for a pager
    // whose items are all 300 points long, which refuses it.
    if case .uniform = pager.layout, !pager.isEmpty {
    } else if !pager.layout.isFullPage, length.isFinite, length > 0, length < 300 {
      return "skipped: \(length) on an item layout that may take it"
    }
    let wasIdle = pager.phase == .idle
    let settledIndex = pager.settledIndex
    let settledID = pager.settledPageID
    let count = pager.count
    try pager.setViewportLength(length)
    if pager.viewportLength != length {
      broken.problems.append("the viewport is \(pager.viewportLength), set to \(length)")
    }
    if pager.count != count {
      broken.problems.append("a new viewport changed the count from \(count) to \(pager.count)")
    }
    if wasIdle {
      if pager.phase != .idle {
        broken.problems.append("a new viewport at rest left the rest (\(pager.phase))")
      }
      if pager.settledIndex != settledIndex || pager.settledPageID != settledID {
        broken.problems.append(
          "a new viewport at rest moved the settled item from \(settledIndex) to "
            + "\(pager.settledIndex)")
      }
    }
    return "now \(pager.phase) at \(pager.position)"
  }

  @Test(arguments: chunks)
  func everyLayoutKeepsTheRulesAcrossNewViewports(_ chunk: EveryLayoutRandomizedTests.Chunk)
    throws
  {
    var failures = 0
    for seed in chunk.seeds where failures < 3 {
      if let failure = try Self.run(chunk.layout, seed: seed) {
        failures += 1
        Issue.record("\(failure)")
      }
    }
  }

  /// The seed that found a far jump's splice past the content after a longer viewport: a
  /// reload mid-drag far in the rubber band placed the reference as a far jump's, beside the last
  /// items; a viewport 664 points longer then shortened the scrollable range under it, so the
  /// frame began past the new maximum offset. The splice now ends there (the item at the anchor
  /// keeps its place on screen) and the reference is placed again; the sequence keeps every rule.
  @Test(arguments: [Layout.variableDirectional, .variableFree])
  func aSpliceEndsWhereANewViewportShortensTheRangeUnderIt(layout: Layout) throws {
    let failure = try Self.run(layout, seed: 513)
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
  }
}
