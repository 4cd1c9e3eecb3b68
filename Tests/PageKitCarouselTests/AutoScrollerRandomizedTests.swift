import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// 2,600 seeded sequences — 1,000 on pagers (bounded and circular), 1,000 on pagers with a
/// uniform item layout (looping or not: carousels and shelves), 600 on
/// pagers whose source has no count (no end in one or both directions, or two ends away from
/// zero) — mixing frames, time jumps, drags, releases, commands, reloads (to and from empty),
/// the host's pause reasons, schedule resets, ignored times and commands from inside event
/// handlers, with an `AutoScroller` driving the controller through `advance(_:to:pausedBy:)`.
/// After every call the schedule's rules hold (a grid that restarts an interval after a pause,
/// at most one move per call and never two closer than an interval, moves only at rest, a due
/// fire at rest always moves unless at an end that stops it), the moves carry `.autoScroll`,
/// and every event keeps the pairing rules.
///
/// Each sequence is a body over the shared driver (`RandomizedPagingDriver`): the driver checks
/// its rules after every step and every call of one (the event ledger, the engine's invariants,
/// the indices, the rest, a throwing drag, release or command changing nothing), then runs to
/// rest; the suite draws the sequence, makes its own steps (frames with the auto-scroller, time
/// jumps, grabs, reloads, pause reasons, resets, ignored times) and re-entrant handlers, and
/// checks each auto-scroller call against the schedule's promises.
@Suite struct AutoScrollerRandomizedTests {
  /// The chance that a page event's handler issues a command or a reload of its own.
  static let reentrantChance = 0.03

  @Test func randomSequencesOnPagersKeepTheScheduleAndTheEvents() throws {
    var moves = 0
    let seeds = RandomizedSeeds.seeds(1...1_000)
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let ids = Array(0..<[0, 1, 2, 3, 5, 8][rng.int(in: 0...5)])
      var nextKey = 100
      if rng.chance(0.5) {
        let pager = try Pager(
          source: ArrayPageSource(ids, id: \.self),
          configuration: PagerConfiguration(viewportLength: 375))
        moves += try run(
          seed: seed, pager, rng: &rng, makeSource: { ArrayPageSource($1, id: \.self) }
        ) { random in
          let ids = Self.newIDs(&random, nextKey: &nextKey, keeping: pager.settledPageID)
          try pager.reload(ArrayPageSource(ids, id: \.self))
          return "reload \(ids.count)"
        }
      } else {
        let pager = try Pager(
          source: ArrayPageSource(ids, id: \.self).circular(),
          configuration: PagerConfiguration(viewportLength: 375))
        moves += try run(
          seed: seed, pager, rng: &rng, makeSource: { ArrayPageSource($1, id: \.self).circular() }
        ) { random in
          let ids = Self.newIDs(&random, nextKey: &nextKey, keeping: pager.settledPageID)
          try pager.reload(ArrayPageSource(ids, id: \.self).circular())
          return "reload \(ids.count)"
        }
      }
    }
    // The sequences move: the checks above are not vacuous (more than one move per sequence, a
    // thousand over the full run's thousand sequences).
    #expect(moves > seeds.count)
  }

  @Test func randomSequencesOnItemLayoutsKeepTheScheduleAndTheEvents() throws {
    var moves = 0
    let seeds = RandomizedSeeds.seeds(1_001...2_000)
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let ids = Array(0..<[0, 1, 2, 3, 5, 8][rng.int(in: 0...5)])
      let fullWidth = rng.chance(0.5)
      let pager = try Pager(
        source: Loopable(ArrayPageSource(ids, id: \.self), circular: rng.chance(0.7)),
        layout: .uniform(itemLength: fullWidth ? 375 : 120, spacing: fullWidth ? 0 : 10),
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 375))
      var nextKey = 100
      // Items of 120 with spacing 10 in 375: those at the end that cannot reach the anchor
      // share the last resting offset (a run); full-width items never do.
      let runOf = { (pager: IntLoop, index: Int) in
        fullWidth || pager.loops
          ? index...index
          : Self.uniformRun(of: index, count: pager.count, itemLength: 120, spacing: 10)
      }
      moves += try run(
        seed: seed, pager, rng: &rng, runOf: runOf,
        makeSource: { $0.with(ArrayPageSource($1, id: \.self)) }
      ) { random in
        let ids = Self.newIDs(&random, nextKey: &nextKey, keeping: pager.settledPageID)
        #expect(throws: Never.self, "seed \(seed)") {
          try pager.reload(pager.source.with(ArrayPageSource(ids, id: \.self)))
        }
        return "reload \(ids.count)"
      }
    }
    #expect(moves > seeds.count)
  }

  @Test func randomSequencesOnPagersWithoutACountKeepTheScheduleAndTheEvents() throws {
    var moves = 0
    var farSequences = 0
    let seeds = RandomizedSeeds.seeds(2_001...2_600)
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let source = ShiftedSource.random(&rng, around: 0)
      let reach = source.bounds.reachable
      let initial = reach.isEmpty ? 0 : reach.clamped(rng.int(in: -3...3))
      let pager = try Pager(
        source: source, initialIndex: initial,
        configuration: PagerConfiguration(viewportLength: 375))
      moves += try run(
        seed: seed, pager, rng: &rng, makeSource: { ShiftedSource.holding($1, like: $0) }
      ) { random in
        let new = ShiftedSource.random(
          &random, around: pager.isEmpty ? 0 : pager.settledIndex, shift: pager.source.shift)
        try pager.reload(new)
        return "\(new)"
      }
      // Beyond the few pages a counted source of the other suites has.
      if abs(pager.settledIndex) > 8 { farSequences += 1 }
    }
    // More than five moves per three sequences: a thousand over the full run's 600.
    #expect(moves * 3 > seeds.count * 5)
    #expect(farSequences > 0)
  }

  /// The run `index` belongs to on a bounded uniform strip led by item 0 at the viewport's
  /// leading edge (the default anchor), in a 375-point viewport: the items whose resting offset,
  /// clamped to the scrollable range, is `index`'s.
  static func uniformRun(of index: Int, count: Int, itemLength: Double, spacing: Double)
    -> ClosedRange<Int>
  {
    let stride = itemLength + spacing
    let maxOffset = max(0, Double(count) * stride - spacing - 375)
    func resting(_ item: Int) -> Double { min(Double(item) * stride, maxOffset) }
    var run = index...index
    while run.lowerBound > 0, resting(run.lowerBound - 1) == resting(index) {
      run = (run.lowerBound - 1)...run.upperBound
    }
    while run.upperBound < count - 1, resting(run.upperBound + 1) == resting(index) {
      run = run.lowerBound...(run.upperBound + 1)
    }
    return run
  }

  /// New identities: some kept, some new, any count from 0 to 8 (`keeping` the settled one,
  /// half the time).
  static func newIDs(_ random: inout SplitMix64, nextKey: inout Int, keeping settled: Int?)
    -> [Int]
  {
    if random.chance(0.2) { return [] }
    var ids = (0..<random.int(in: 1...8)).map { _ in
      nextKey += 1
      return nextKey
    }
    if let settled, random.chance(0.5) {
      ids.insert(settled, at: random.int(in: 0...ids.count))
    }
    return ids
  }

  /// One sequence on `controller`; `reload` replaces its pages with random new ones (drawn
  /// from the generator it is given) and describes them. Returns the number of moves the
  /// auto-scroller made.
  ///
  /// `runOf` names the items that rest with an item as one stop (a run: a bounded item layout's
  /// items at an end that share one clamped resting offset); `nil`, every item alone (it is read
  /// for every item of a counted source, so a pager without a count, whose count is its reach,
  /// passes `nil`). `makeSource` makes a source of the given keys from the current one (for the
  /// subject's `reload(keys:)`).
  func run<Source: PageSource>(
    seed: UInt64, _ controller: Pager<Source, SlideTransition>, rng: inout SplitMix64,
    runOf: ((Pager<Source, SlideTransition>, Int) -> ClosedRange<Int>)? = nil,
    makeSource: @escaping (Source, [Int]) -> Source,
    reload: @escaping (inout SplitMix64) throws -> String
  ) throws -> Int where Source.PageID == Int {
    let interval = [0.5, 1, 3][rng.int(in: 0...2)]
    let behavior = AutoScroller.EndBehavior.allCases[rng.int(in: 0...2)]
    let scroller = try AutoScroller(
      interval: interval, endBehavior: behavior, direction: rng.chance(0.8) ? .forward : .reverse)
    var reasons: AutoScroller.PauseReasons = []
    let subject = AutoScrollerSubject(controller, makeSource: makeSource)
    // A failing seed prints its run (the auto-scroller's steps included) as a shrunk trace.
    let recorder = controller.attachTraceRecorder()
    var time = 0.0
    var moves = 0
    // The body's generator: `rng` is the caller's, handed back at the end.
    var random = rng
    defer { rng = random }

    /// A random command destination: for a source with a count one of `-1...count` (both
    /// just outside); for one without, near the target, now and then far from it or out of
    /// reach.
    func randomIndex(_ random: inout SplitMix64) -> Int {
      let bounds = controller.knownBounds
      guard !bounds.isCounted else { return random.int(in: -1...controller.count) }
      switch random.int(in: 0...9) {
      case 0: return controller.targetIndex &+ random.int(in: -1_000...1_000)
      case 1: return random.chance(0.5) ? Int.max : Int.min
      case 2: return (random.chance(0.5) ? bounds.first : bounds.end) ?? 0
      default: return controller.targetIndex &+ random.int(in: -3...3)
      }
    }

    // Model of the schedule's observable promises (not a copy of its arithmetic).
    var gridRestart: Double?  // the first unpaused call since the latest pause or reset
    var lastFire: Double?  // the latest move's scheduled time
    var inScrollerCall = false
    var reloading = false
    var handlerActed = false
    var autoWillsThisCall = 0

    /// One auto-scroller call at `time`, checked against the schedule's promises.
    func autoScroll(_ context: RandomizedPagingContext) {
      func fail(_ what: String) { context.fail(what) }
      let phase = controller.phase
      let count = controller.count
      let bounds = controller.knownBounds
      let reach = bounds.reachable
      let loops = controller.loops
      let target = controller.targetIndex
      // The runs as they are before the call (a handler may reload during the move).
      let runs = runOf.map { runOf in (0..<max(count, 0)).map { runOf(controller, $0) } } ?? []
      func run(of index: Int) -> ClosedRange<Int> {
        runs.indices.contains(index) ? runs[index] : index...index
      }
      let paused = phase == .dragging || !reasons.isEmpty || (reach.count ?? 0) < 2
      let before = scroller.state
      handlerActed = false
      autoWillsThisCall = 0
      inScrollerCall = true
      let action = scroller.advanceAction(controller, to: time, pausedBy: reasons)
      inScrollerCall = false
      if paused {
        gridRestart = nil
        if action != nil { fail("moved while paused") }
        if scroller.nextFireTime != nil { fail("a pause kept the grid") }
        context.checkpoint()
        return
      }
      let restart = gridRestart ?? time
      gridRestart = restart
      // The ends are the reach's: a source's ends, or the far end of a pager's reach.
      let low = reach.first ?? 0
      let high = (reach.end ?? 0) - 1
      let forward = scroller.direction == .forward
      // A run is one stop: at its members the scroller is at that end, and a strip that is one
      // run (every item resting at one offset) has nowhere to move.
      let targetRun = loops ? target...target : run(of: target)
      let atEnd =
        !loops
        && (forward
          ? target >= high || targetRun.contains(high) : target <= low || targetRun.contains(low))
      let oneStop = !loops && targetRun.contains(low) && targetRun.contains(high)
      // A rewind needs an end behind to rewind to: without one it stops.
      let nothingBehind = forward ? bounds.first == nil : bounds.end == nil
      let atStoppedEnd =
        oneStop || atEnd && (behavior == .stop || (behavior == .rewind && nothingBehind))
      let due =
        phase == .idle && before.nextFireTime != nil
        && (before.isWaitingForRest || time >= (before.nextFireTime ?? .infinity))
      if due && !atStoppedEnd && action == nil { fail("a due fire at rest did not move") }
      if phase == .settling, let next = before.nextFireTime, time >= next,
        !scroller.isWaitingForRest
      {
        fail("a fire time during a motion does not wait for rest")
      }
      if let action {
        if phase != .idle { fail("moved while \(phase)") }
        if time < restart + interval - 1e-9 {
          fail("moved at \(time), less than an interval after the grid started at \(restart)")
        }
        let lag = time - action.scheduledTime
        if !(lag >= 0 && lag < interval + 1e-9) { fail("scheduled \(action.scheduledTime)") }
        if let lastFire, action.scheduledTime < lastFire + interval - 1e-9 {
          fail("two moves closer than an interval: \(lastFire), \(action.scheduledTime)")
        }
        let next = scroller.nextFireTime ?? .nan
        if abs(next - (action.scheduledTime + interval)) > 1e-9 * max(1, time) {
          fail("next fire \(next) is not an interval after \(action.scheduledTime)")
        }
        if !reach.contains(action.index) || action.index == target {
          fail("move to \(action.index) from \(target) in \(bounds)")
        }
        if oneStop { fail("moved on a strip that is one stop") }
        if action.kind == .step {
          let delta = action.direction == .forward ? 1 : -1
          // Past the target's run to the next item, which lands on its own run's outer end.
          func stop(of index: Int) -> Int {
            let run = run(of: index)
            return run.contains(low) ? run.lowerBound : run.contains(high) ? run.upperBound : index
          }
          let expected =
            loops
            ? (target + delta + count) % count
            : stop(of: delta > 0 ? targetRun.upperBound + 1 : targetRun.lowerBound - 1)
          if action.index != expected { fail("step to \(action.index), expected \(expected)") }
        } else {
          if !atEnd || nothingBehind { fail("a rewind from \(target) in \(bounds)") }
          let expected = forward ? low : high
          if action.index != expected { fail("rewind to \(action.index), expected \(expected)") }
        }
        if autoWillsThisCall == 0 { fail("a move without an .autoScroll will") }
        if !handlerActed && controller.targetIndex != action.index {
          fail("moved to \(controller.targetIndex), the action says \(action.index)")
        }
        lastFire = action.scheduledTime
        moves += 1
      }
      context.checkpoint()
    }

    /// One frame: the controller's clock (most of the time), then the auto-scroller; the
    /// driver's clock follows, so that its run to rest goes on from here.
    func frame(_ context: RandomizedPagingContext) {
      context.now = time
      if random.chance(0.9) {
        do {
          try controller.advance(to: time)
        } catch {
          context.fail("a frame at \(time) threw \(error)")
        }
        context.checkpoint()
      }
      autoScroll(context)
    }

    typealias Step = RandomizedPagingBody<AutoScrollerSubject<Source>>.Step
    /// A step of the suite's own: `make` returns its note and never throws.
    func own(_ name: String, _ make: @escaping () -> String) -> Step {
      .own(name) { () throws(PagerError) in make() }
    }

    let stride = controller.pageStride
    var body = RandomizedPagingBody<AutoScrollerSubject<Source>>(steps: 100) { context, _ in
      switch random.int(in: 0...19) {
      case 0...7:
        return own("frames") {
          let count = random.int(in: 1...20)
          for _ in 0..<count {
            time += random.double(in: 0.005...0.03)
            frame(context)
          }
          return "\(count) to \(time)"
        }
      case 8:
        return own("jump") {
          time += random.double(in: 0.5...25)
          frame(context)
          return "to \(time)"
        }
      case 9, 10:
        return own("begin drag") {
          try? controller.beginDrag()
          let translation = random.double(in: -1.2...1.2) * stride
          try? controller.drag(by: translation)
          return "drag \(translation)"
        }
      case 11:
        return .driver(.drag(random.double(in: -0.6...0.6) * stride))
      case 12, 13:
        return .driver(.endDrag(velocity: random.chance(0.5) ? 0 : random.double(in: -2000...2000)))
      case 14:
        let index = randomIndex(&random)
        let animated = random.chance(0.7)
        return .driver(.scroll(.index(index), direction: nil, animated: animated))
      case 15:
        return own("reload") {
          reloading = true
          defer { reloading = false }
          do {
            return try reload(&random)
          } catch {
            context.fail("a reload with unique identities threw \(error)")
            return ""
          }
        }
      case 16:
        return own("reasons") {
          let all: [AutoScroller.PauseReasons] = [.hidden, .reduceMotion, .screenReader]
          reasons = random.chance(0.5) ? [] : all[random.int(in: 0...2)]
          return "\(reasons.rawValue)"
        }
      case 17:
        return own("reset") {
          scroller.reset()
          gridRestart = nil
          return ""
        }
      case 18:
        // Ignored times change nothing.
        return own("ignored time") {
          let before = scroller.state
          let ignored = random.chance(0.5) ? Double.nan : time - random.double(in: 0.01...5)
          if scroller.latestTime != nil || ignored.isNaN {
            if scroller.advanceAction(controller, to: ignored, pausedBy: reasons) != nil {
              context.fail("moved at an ignored time \(ignored)")
            }
            if scroller.state != before {
              context.fail("an ignored time \(ignored) changed the schedule")
            }
          }
          return "\(ignored)"
        }
      default:
        return .driver(.next(animated: random.chance(0.5)))
      }
    }

    // Events: `.autoScroll` announcements come from the auto-scroller (or are re-announced by a
    // reload that replaced their target); now and then a handler issues a command or reload
    // (the driver observes the controller just before and just after).
    var reentry = SplitMix64(seed: seed &+ 0xA070_5C01)
    body.handle = { event, context in
      switch event {
      case .willChangePage(let change):
        if change.cause == .autoScroll {
          autoWillsThisCall += 1
          if !inScrollerCall && !reloading {
            context.fail("an .autoScroll will outside the scroller")
          }
        }
      case .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return nil
      }
      guard reentry.chance(Self.reentrantChance) else { return nil }
      handlerActed = true
      let kind = reentry.int(in: 0...2)
      return RandomizedPagingBody<AutoScrollerSubject<Source>>.HandlerAct(reloads: kind == 2) {
        switch kind {
        case 0:
          let index = randomIndex(&reentry)
          try? controller.scroll(to: index, direction: nil, animated: reentry.chance(0.5))
          return "scroll \(index)"
        case 1:
          try? controller.scrollToNext(animated: reentry.chance(0.5))
          return "next"
        default:
          let wasReloading = reloading
          reloading = true
          defer { reloading = wasReloading }
          do {
            return try reload(&reentry)
          } catch {
            context.fail("a reload with unique identities threw \(error)")
            return "reload threw"
          }
        }
      }
    }
    body.report = { shrunkTraceReport(recorder.trace(), named: "seed\(seed)") }
    if let failure = RandomizedPagingDriver.run(
      body, on: subject, layout: "auto-scroller", seed: seed)
    {
      Issue.record("\(failure)")
    }
    return moves
  }
}

/// A pager an auto-scroller drives, as the shared driver runs it.
final class AutoScrollerSubject<Source: PageSource>: PagerSubject
where Source.PageID == Int {
  let controller: Pager<Source, SlideTransition>
  let makeSource: (Source, [Int]) -> Source

  init(
    _ controller: Pager<Source, SlideTransition>, makeSource: @escaping (Source, [Int]) -> Source
  ) {
    self.controller = controller
    self.makeSource = makeSource
  }

  var itemStride: Double { controller.pageStride }
  /// Every key of a short counted source; else the keys within three of the settled page.
  var keys: [Int] {
    if let count = controller.bounds.count, count <= 1_000 {
      return (0..<count).compactMap {
        controller.source.id(at: (controller.bounds.first ?? 0) + $0)
      }
    }
    let settled = controller.settledIndex
    return ((settled - 3)...(settled + 3)).compactMap { controller.source.id(at: $0) }
  }
  func reload(keys: [Int]) throws(PagerError) {
    try controller.reload(makeSource(controller.source, keys))
  }
}

/// Integer pages with any bounds, identity `index + shift`: a reload with a smaller shift
/// inserts pages before the settled one (which keeps its identity at a later index).
struct ShiftedSource: PageSource, CustomStringConvertible {
  var bounds: PageBounds
  var shift: Int

  /// `0` without an end; the number of pages between the ends when both exist.
  var count: Int { bounds.count ?? 0 }

  func page(at index: Int) -> Int? { id(at: index) }
  func id(at index: Int) -> Int? { bounds.contains(index) ? index &+ shift : nil }
  func index(of id: Int) -> Int? {
    let index = id &- shift
    return bounds.contains(index) ? index : nil
  }

  var description: String {
    let first = bounds.first.map(String.init) ?? "-∞"
    let end = bounds.end.map(String.init) ?? "∞"
    return "reload \(first)..<\(end) shift \(shift)"
  }

  /// The pages of `keys` (identities `index + shift`, the indices from the smallest key's
  /// through the largest's), keeping `source`'s shift; none for no keys.
  static func holding(_ keys: [Int], like source: ShiftedSource) -> ShiftedSource {
    guard let low = keys.min(), let high = keys.max() else {
      return ShiftedSource(bounds: PageBounds(first: 0, end: 0), shift: source.shift)
    }
    return ShiftedSource(
      bounds: PageBounds(first: low &- source.shift, end: (high &- source.shift) &+ 1),
      shift: source.shift)
  }

  /// Random bounds near `anchor` (each end missing, near or far, now and then empty) and a
  /// shift near `shift`.
  static func random(_ random: inout SplitMix64, around anchor: Int, shift: Int = 0)
    -> ShiftedSource
  {
    func end(_ sign: Int) -> Int? {
      switch random.int(in: 0...5) {
      case 0, 1, 2: return nil
      case 3: return anchor &+ sign * random.int(in: 0...3)
      case 4: return anchor &+ sign * random.int(in: 4...40)
      default: return sign * PagerLayout.reachableItemMagnitude &+ random.int(in: -3...3)
      }
    }
    let first = end(-1)
    let last = end(1)
    // Now and then empty: both ends at one index.
    let bounds =
      random.chance(0.05)
      ? PageBounds(first: anchor, end: anchor) : PageBounds(first: first, end: last.map { $0 &+ 1 })
    let newShift = random.chance(0.5) ? shift : shift &+ random.int(in: -3...3)
    return ShiftedSource(bounds: bounds, shift: newShift)
  }
}
