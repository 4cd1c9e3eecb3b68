import PageKitCore
import PageKitTestSupport
import Testing

/// The every-layout driver's sequences with new settings between their steps: new viewports (a
/// rotation, a split view, a window resized mid-gesture) and new resistance, preload, settle
/// spring, deceleration and Reduce Motion; at rest, in a drag, while settling, in the rubber
/// band, across a far jump's splice, over every layout of `EveryLayoutRandomizedTests` (loops,
/// full pages at an anchor, sources without a count, gliding strategies). New settings are the
/// carry that keeps the items, so every sequence also checks its own rules: at rest it stays at
/// rest on the same item by identity and index (a strategy that snaps, on its resting offset, as
/// the layout's rules check), a refused setting changes nothing, and the driver's rules hold
/// after every call.
///
/// The driver's own sequences are unchanged (the same steps of the same seeds; the viewports
/// and the other settings are drawn from generators of their own), so a failure here that the
/// every-layout suite does not show is the settings'.
@Suite struct EveryLayoutSettingsRandomizedTests {
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

  /// New settings drawn from `random` on `current`, the viewport kept: a resistance (some
  /// refused), a preload count (some refused), a settle spring, a deceleration, or Reduce
  /// Motion switched. (Not the reading direction, nor a preload count of zero: the layouts' own
  /// rules read item frames left to right, and find the current page among the live ones, which
  /// in the rubber band at an inset anchor it need not be without a preloaded neighbour.)
  static func settings(_ random: inout SplitMix64, from current: PagerConfiguration)
    -> PagerConfiguration
  {
    var new = current
    switch random.int(in: 0...5) {
    case 0: new.rubberBandCoefficient = [0, 0.3, 0.55, 1, 2, -1, .nan][random.int(in: 0...6)]
    case 1: new.preloadCount = [-1, 1, 2, 3][random.int(in: 0...3)]
    case 2:
      new.settleSpring =
        random.chance(0.5)
        ? .page : SpringCurve(response: random.double(in: 0.1...0.8), dampingRatio: 0.8)
    case 3: new.deceleration = random.chance(0.5) ? .normal : .fast
    case 4: new.reduceMotion.toggle()
    default: new.rubberBandCoefficient = random.double(in: 0...1)
    }
    return new
  }

  /// The sequence of `seed` on a fresh subject of `layout`, a new viewport before about one
  /// step in five and, with `settings`, other new settings before about one in ten: its first
  /// failure, if any.
  static func run(_ layout: Layout, seed: UInt64, settings: Bool = true) throws
    -> RandomizedPagingDriver.Failure?
  {
    let subject = try layout.subject(seed: seed)
    guard let pagerSubject = subject as? any PagerSubject else {
      Issue.record("\(layout.rawValue) is not a pager")
      return nil
    }
    return run(pagerSubject, layout: layout, seed: seed, settings: settings)
  }

  static func run<Subject: PagerSubject>(
    _ subject: Subject, layout: Layout, seed: UInt64, settings: Bool
  ) -> RandomizedPagingDriver.Failure? {
    let pager = subject.controller
    let steps = RandomizedPagingDriver.steps(
      seed: seed, count: EveryLayoutRandomizedTests.stepCount, itemStride: subject.itemStride)
    var random = SplitMix64(seed: seed ^ 0x5EE_0000_0000)
    var settingsRandom = SplitMix64(seed: seed ^ 0x5E7_0000_0000)
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
      if settings, settingsRandom.chance(0.1) {
        let draw = settingsRandom.next()
        plan.append(
          .own("settings") { () throws(PagerError) -> String in
            var random = SplitMix64(seed: draw)
            let new = Self.settings(&random, from: pager.configuration)
            return try Self.change(pager, to: new, broken: broken)
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

  /// Sets `pager`'s viewport to `length` (``change(_:to:broken:)``).
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
    var new = pager.configuration
    new.viewportLength = length
    return try change(pager, to: new, broken: broken)
  }

  /// Gives `pager` the settings `new`; checks (into `broken`) that it takes them as given, keeps
  /// its count and, at rest, rests on the same item after. Returns a note for the trace.
  static func change<Source: PageSource, Transition: TransitionStrategy>(
    _ pager: Pager<Source, Transition>, to new: PagerConfiguration, broken: Broken
  ) throws(PagerError) -> String {
    let wasIdle = pager.phase == .idle
    let settledIndex = pager.settledIndex
    let settledID = pager.settledPageID
    let count = pager.count
    try pager.setConfiguration(new)
    if pager.configuration != new {
      broken.problems.append("the settings are \(pager.configuration), set to \(new)")
    }
    if pager.count != count {
      broken.problems.append("new settings changed the count from \(count) to \(pager.count)")
    }
    if wasIdle {
      if pager.phase != .idle {
        broken.problems.append("new settings at rest left the rest (\(pager.phase))")
      }
      if pager.settledIndex != settledIndex || pager.settledPageID != settledID {
        broken.problems.append(
          "new settings at rest moved the settled item from \(settledIndex) to "
            + "\(pager.settledIndex)")
      }
    }
    return "\(new) → now \(pager.phase) at \(pager.position)"
  }

  @Test(arguments: chunks)
  func everyLayoutKeepsTheRulesAcrossNewSettings(_ chunk: EveryLayoutRandomizedTests.Chunk)
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
    let failure = try Self.run(layout, seed: 513, settings: false)
    #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
  }
}
