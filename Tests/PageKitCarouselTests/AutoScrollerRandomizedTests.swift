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
        moves += try run(seed: seed, pager, rng: &rng) { random in
          let ids = Self.newIDs(&random, nextKey: &nextKey, keeping: pager.settledPageID)
          try pager.reload(ArrayPageSource(ids, id: \.self))
          return "reload \(ids.count)"
        }
      } else {
        let pager = try Pager(
          source: ArrayPageSource(ids, id: \.self).circular(),
          configuration: PagerConfiguration(viewportLength: 375))
        moves += try run(seed: seed, pager, rng: &rng) { random in
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
      moves += try run(seed: seed, pager, rng: &rng, runOf: runOf) { random in
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
      moves += try run(seed: seed, pager, rng: &rng) { random in
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
  /// passes `nil`).
  func run<Controller: HeadlessController>(
    seed: UInt64, _ controller: Controller, rng: inout SplitMix64,
    runOf: ((Controller, Int) -> ClosedRange<Int>)? = nil,
    reload: @escaping (inout SplitMix64) throws -> String
  ) throws -> Int {
    let interval = [0.5, 1, 3][rng.int(in: 0...2)]
    let behavior = AutoScroller.EndBehavior.allCases[rng.int(in: 0...2)]
    let scroller = try AutoScroller(
      interval: interval, endBehavior: behavior, direction: rng.chance(0.8) ? .forward : .reverse)
    var reasons: AutoScroller.PauseReasons = []
    let ledger = PagingEventLedger(attachingTo: controller, settled: controller.settledPageID)
    // A failing seed prints its run (the auto-scroller's steps included) as a shrunk trace.
    let recorder = controller.attachTraceRecorder()
    var time = 0.0
    var step = 0
    var trace: [String] = []
    var failed = false
    var moves = 0

    func fail(_ what: String) {
      guard !failed else { return }
      failed = true
      let shrunk = shrunkTraceReport(recorder.trace(), named: "seed\(seed)")
      Issue.record("seed \(seed) step \(step): \(what); trace: \(trace.suffix(12))\n\(shrunk)")
    }

    /// A random command destination: for a source with a count one of `-1...count` (both
    /// just outside); for one without, near the target, now and then far from it or out of
    /// reach. (The controller is passed, so that a handler does not hold it strongly.)
    func randomIndex(_ random: inout SplitMix64, of controller: Controller) -> Int {
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

    // Events: `.autoScroll` announcements come from the auto-scroller (or are re-announced by a
    // reload that replaced their target); now and then a handler issues a command or reload.
    var reentry = SplitMix64(seed: seed &+ 0xA070_5C01)
    controller.addEventObserver { [weak controller] event in
      guard let controller else { return }
      switch event {
      case .willChangePage(let change):
        if change.cause == .autoScroll {
          autoWillsThisCall += 1
          if !inScrollerCall && !reloading { fail("an .autoScroll will outside the scroller") }
        }
      case .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return
      }
      guard reentry.chance(Self.reentrantChance) else { return }
      handlerActed = true
      ledger.checker.observe(settled: controller.settledPageID)
      switch reentry.int(in: 0...2) {
      case 0:
        let index = randomIndex(&reentry, of: controller)
        trace.append("  (handler: scroll \(index))")
        try? controller.scroll(to: index, direction: nil, animated: reentry.chance(0.5))
      case 1:
        trace.append("  (handler: next)")
        try? controller.scrollToNext(animated: reentry.chance(0.5))
      default:
        let wasReloading = reloading
        reloading = true
        do {
          trace.append("  (handler: \(try reload(&reentry)))")
        } catch {
          fail("a reload with unique identities threw \(error)")
        }
        reloading = wasReloading
      }
      ledger.checker.observe(settled: controller.settledPageID)
    }

    func checkpoint() {
      if controller.phase == .idle {
        ledger.checker.checkAtRest(settled: controller.settledPageID)
      } else {
        ledger.checker.check(settled: controller.settledPageID)
      }
      if let violation = ledger.violations.first { fail("\(violation)") }
      if let broken = controller.checkInvariants().first { fail("engine invariant: \(broken)") }
    }

    /// One auto-scroller call at `time`, checked against the schedule's promises.
    func autoScroll() {
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
      trace.append("auto \(time) -> \(action.map { "\($0.kind) \($0.index)" } ?? "nil")")
      if paused {
        gridRestart = nil
        if action != nil { fail("moved while paused") }
        if scroller.nextFireTime != nil { fail("a pause kept the grid") }
        checkpoint()
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
      checkpoint()
    }

    /// One frame: the controller's clock (most of the time), then the auto-scroller.
    func frame(_ random: inout SplitMix64) throws {
      if random.chance(0.9) {
        try controller.advance(to: time)
        checkpoint()
      }
      autoScroll()
    }

    let stride = controller.pageStride
    for index in 0..<100 {
      step = index
      switch rng.int(in: 0...19) {
      case 0...7:
        for _ in 0..<rng.int(in: 1...20) {
          time += rng.double(in: 0.005...0.03)
          try frame(&rng)
        }
      case 8:
        time += rng.double(in: 0.5...25)
        trace.append("jump to \(time)")
        try frame(&rng)
      case 9, 10:
        trace.append("begin drag")
        try? controller.beginDrag()
        try? controller.drag(by: rng.double(in: -1.2...1.2) * stride)
        checkpoint()
      case 11:
        trace.append("drag")
        try? controller.drag(by: rng.double(in: -0.6...0.6) * stride)
        checkpoint()
      case 12, 13:
        let velocity = rng.chance(0.5) ? 0 : rng.double(in: -2000...2000)
        trace.append("end drag \(velocity)")
        try? controller.endDrag(velocity: velocity)
        checkpoint()
      case 14:
        let index = randomIndex(&rng, of: controller)
        let animated = rng.chance(0.7)
        trace.append("scroll \(index) animated \(animated)")
        try? controller.scroll(to: index, direction: nil, animated: animated)
        checkpoint()
      case 15:
        reloading = true
        trace.append(try reload(&rng))
        reloading = false
        checkpoint()
      case 16:
        let all: [AutoScroller.PauseReasons] = [.hidden, .reduceMotion, .screenReader]
        reasons = rng.chance(0.5) ? [] : all[rng.int(in: 0...2)]
        trace.append("reasons \(reasons.rawValue)")
      case 17:
        trace.append("reset")
        scroller.reset()
        gridRestart = nil
      case 18:
        // Ignored times change nothing.
        let before = scroller.state
        let ignored = rng.chance(0.5) ? Double.nan : time - rng.double(in: 0.01...5)
        if scroller.latestTime != nil || ignored.isNaN {
          if scroller.advanceAction(controller, to: ignored, pausedBy: reasons) != nil {
            fail("moved at an ignored time \(ignored)")
          }
          if scroller.state != before { fail("an ignored time \(ignored) changed the schedule") }
        }
      default:
        trace.append("next")
        try? controller.scrollToNext(animated: rng.chance(0.5))
        checkpoint()
      }
      if failed { break }
    }
    return moves
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
