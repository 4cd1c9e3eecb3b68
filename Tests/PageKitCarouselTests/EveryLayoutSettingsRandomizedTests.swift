import PageKitCore
import PageKitTestSupport
import Testing

/// The every-layout driver's sequences with new settings between their steps: new viewports (a
/// rotation, a split view, a window resized mid-gesture), new resistance, preload, settle
/// spring, deceleration and Reduce Motion, and on item layouts new layouts of the same items; at
/// rest, in a drag, while settling, in the rubber band, across a far jump's splice, over every
/// layout of `EveryLayoutRandomizedTests` (loops, full pages at an anchor, sources without a
/// count, gliding strategies). Each is a carry of the state across a change, so every sequence
/// also checks its own rules: at rest it stays at rest on the same item by identity (and index,
/// for new settings), a refused change changes nothing, and the driver's rules hold after every
/// call.
///
/// The driver's own sequences are unchanged (the same steps of the same seeds; the viewports,
/// the other settings and the layouts are drawn from generators of their own), so a failure
/// here that the every-layout suite does not show is the change's.
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
  static func run(
    _ layout: Layout, seed: UInt64, settings: Bool = true, broken: Broken = Broken()
  ) throws -> RandomizedPagingDriver.Failure? {
    let subject = try layout.subject(seed: seed)
    guard let pagerSubject = subject as? any PagerSubject else {
      Issue.record("\(layout.rawValue) is not a pager")
      return nil
    }
    return run(pagerSubject, layout: layout, seed: seed, settings: settings, broken: broken)
  }

  static func run<Subject: PagerSubject>(
    _ subject: Subject, layout: Layout, seed: UInt64, settings: Bool, broken: Broken
  ) -> RandomizedPagingDriver.Failure? {
    let pager = subject.controller
    let steps = RandomizedPagingDriver.steps(
      seed: seed, count: EveryLayoutRandomizedTests.stepCount, itemStride: subject.itemStride)
    var random = SplitMix64(seed: seed ^ 0x5EE_0000_0000)
    var settingsRandom = SplitMix64(seed: seed ^ 0x5E7_0000_0000)
    var layoutRandom = SplitMix64(seed: seed ^ 0x1A7_0000_0000)
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
            let note = try Self.change(pager, to: new, broken: broken)
            broken.settingsTaken += 1
            return note
          })
      }
      if settings, layoutRandom.chance(0.05) {
        let draw = layoutRandom.next()
        plan.append(
          .own("layout") { () throws(PagerError) -> String in
            var random = SplitMix64(seed: draw)
            return try Self.changeLayout(
              of: pager, variable: layout.reloadsItsOwnLayout, random: &random, broken: broken)
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

  /// What a change of settings broke, for the body's check after the call, and how many
  /// changes the pager took (a suite's total: the sequences do change settings).
  final class Broken {
    var problems: [String] = []
    var viewportsTaken = 0
    var settingsTaken = 0
    var layoutsTaken = 0
  }

  /// Sets `pager`'s viewport to `length` (``change(_:to:broken:)``).
  static func changeViewport<Source: PageSource, Transition: TransitionStrategy>(
    of pager: Pager<Source, Transition>, to length: Double, broken: Broken
  ) throws(PagerError) -> String {
    // The subjects' items are at most 300 points long. An item layout takes a shorter viewport
    // when every item it has fits (none, shorter items of a new layout, or variable items that
    // happen to be short), and the driver's next reload of unique keys would then be refused:
    // such a length is for a pager whose items are all at least 300 points long, which refuses
    // it.
    if case .uniform(let itemLength, _) = pager.layout, itemLength >= 300, !pager.isEmpty {
    } else if !pager.layout.isFullPage, length.isFinite, length > 0, length < 300 {
      return "skipped: \(length) on an item layout that may take it"
    }
    var new = pager.configuration
    new.viewportLength = length
    let note = try change(pager, to: new, broken: broken)
    broken.viewportsTaken += 1
    return note
  }

  /// Reloads an item layout's `pager` with its own source and a new item layout drawn from
  /// `random` (uniform items of another length and spacing, or, with `variable`, variable
  /// lengths; some refused, longer than the viewport): the carry of a reload that moves every
  /// item. Checks (into `broken`) that at rest it rests on the same item by identity after.
  /// Full pages keep their layout (their rules are a full page's). Returns a note for the trace.
  static func changeLayout<Source: PageSource, Transition: TransitionStrategy>(
    of pager: Pager<Source, Transition>, variable: Bool, random: inout SplitMix64,
    broken: Broken
  ) throws(PagerError) -> String {
    guard !pager.layout.isFullPage else { return "skipped: full pages" }
    let spacing: Double = [0, 12, 30][random.int(in: 0...2)]
    let layout: PagerLayout
    if variable, random.chance(0.4) {
      layout = .variable(
        itemLengths: (0..<pager.count).map { _ in random.double(in: 80...320) }, spacing: spacing)
    } else {
      layout = .uniform(itemLength: random.double(in: 80...330), spacing: spacing)
    }
    let wasIdle = pager.phase == .idle
    let settledID = pager.settledPageID
    try pager.reload(pager.source, layout: layout)
    broken.layoutsTaken += 1
    if wasIdle, pager.phase != .idle {
      broken.problems.append("a new layout at rest left the rest (\(pager.phase))")
    }
    if wasIdle, pager.settledPageID != settledID {
      broken.problems.append("a new layout at rest changed the settled page")
    }
    return "\(layout) → now \(pager.phase) at \(pager.position)"
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
    let taken = Broken()
    for seed in chunk.seeds where failures < 3 {
      if let failure = try Self.run(chunk.layout, seed: seed, broken: taken) {
        failures += 1
        Issue.record("\(failure)")
      }
    }
    // The sequences change what they say they change: about one viewport taken in seven steps,
    // and the other settings and (for item layouts) new layouts too.
    let sequences = chunk.seeds.count
    #expect(taken.viewportsTaken >= sequences, "\(taken.viewportsTaken) viewports")
    #expect(taken.settingsTaken >= sequences, "\(taken.settingsTaken) settings")
    if !chunk.layout.rawValue.hasPrefix("full page") {
      #expect(taken.layoutsTaken >= sequences / 4, "\(taken.layoutsTaken) layouts")
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

extension EveryLayoutRandomizedTests.Layout {
  /// Whether the subject's reloads give the pager its own layout again (a variable layout's
  /// lengths follow the keys); a source without a count keeps the pager's, so it takes only
  /// uniform items.
  var reloadsItsOwnLayout: Bool {
    switch self {
    case .peekingPagerUnbounded, .peekingPagerUnboundedFree, .fullPageUnbounded: false
    default: true
    }
  }
}

/// Seeds the full run found (stop 48): a viewport changed during a far jump's settle on full
/// pages, and at rest the pager draws a page at 0 over the viewport that its own rule of what
/// is in view (`PagerItemGeometry.liveSlots`, which the deltas' `appeared` follows) leaves out.
/// The deltas agree with the pager (the every-layout suites check that after every step); the
/// geometry's rule and the drawn origin disagree, which is open (issue 30's note).
@Suite struct LiveWindowAcrossNewViewportsTests {
  @Test(arguments: [214, 999] as [UInt64])
  func theDeltasAgreeWithThePagerAcrossNewViewports(seed: UInt64) throws {
    let failure = try EveryLayoutSettingsRandomizedTests.run(.fullPage, seed: seed)
    #expect(failure == nil, "\(failure?.message ?? "")")
  }
}
