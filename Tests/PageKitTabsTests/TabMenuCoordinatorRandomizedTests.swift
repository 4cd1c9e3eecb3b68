import PageKitCore
import PageKitTabs
import PageKitTestSupport
import PageKitTrace
import Testing

/// Seeded random sequences of swipes, cancels, taps, far jumps, retargets, programmatic jumps,
/// reloads (at rest, mid-drag and mid-settle), bar resizes, frames, and taps, commands and reloads
/// issued from inside event handlers, over bounded and circular pagers, checking after every call
/// that the bar never lies and that the pager's events keep the pairing rules
/// (`PagingEventChecker`).
@Suite struct TabMenuCoordinatorRandomizedTests {
  /// Sequences in all; the quick run takes `RandomizedSeeds.count(of:)` of them.
  static let sequences: UInt64 = 10_000
  static let pool = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"]

  /// The chance that a page event's handler taps a tab, commands the pager or reloads.
  static let reentrantChance = 0.03

  @Test func theBarNeverLies() throws {
    var continuityChecks = 0
    let taken = RandomizedSeeds.count(of: Self.sequences)
    for seed in 0..<taken {
      var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
      if random.chance(0.5) {
        continuityChecks += try Self.run(seed: seed, random: &random) {
          CoordinatorFixtures.keyed($0).circular()
        }
      } else {
        continuityChecks += try Self.run(seed: seed, random: &random) {
          CoordinatorFixtures.keyed($0)
        }
      }
    }
    // The frame-to-frame rule was exercised, not skipped: more than ten checks per sequence
    // (100,000 over the full run's 10,000 sequences).
    #expect(continuityChecks > 10 * Int(taken))
  }

  static func titles(_ random: inout SplitMix64, count: Int) -> [String] {
    var shuffled = pool
    shuffled.shuffle(using: &random)
    return Array(shuffled.prefix(count))
  }

  static func menu(_ random: inout SplitMix64, count: Int, barLength: Double) throws -> TabMenu {
    let sizing: TabSizing
    switch random.int(in: 0...2) {
    case 0: sizing = .fixed(random.double(in: 20...160))
    case 1: sizing = .equal
    default: sizing = .intrinsic((0..<count).map { _ in random.double(in: 10...200) })
    }
    return try TabMenu(
      tabCount: count, sizing: sizing, barLength: barLength,
      spacing: random.chance(0.3) ? 0 : random.double(in: 0...16),
      leadingInset: random.double(in: 0...20), trailingInset: random.double(in: 0...20),
      alignment: TabAlignment.allCases[random.int(in: 0...3)],
      layoutDirection: random.chance(0.7) ? .leftToRight : .rightToLeft)
  }

  /// Runs one sequence; returns how many frame-to-frame continuity checks it made.
  static func run<S: PageSource>(
    seed: UInt64, random: inout SplitMix64, make: @escaping ([String]) -> S
  ) throws -> Int where S.PageID == String {
    let pageLength = 300.0
    let count = random.int(in: 1...6)
    // Drawn in the order the pager's arguments were before the paging rule moved to `snap`.
    let source = make(titles(&random, count: count))
    let initialIndex = random.int(in: 0...(count - 1))
    let snap = try PagingSnap(maxItems: random.chance(0.2) ? 3 : 1)
    let pager = try Pager(
      source: source, snap: snap, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: pageLength))
    let modes: [TabScrollMode] = [
      .centered, .preferCentered, .leading(inset: 12), .trailing(inset: 12), .visible,
    ]
    let bar = TabBar(
      menu: try menu(&random, count: count, barLength: random.double(in: 100...500)),
      indicator: try TabIndicator(interpolation: random.chance(0.5) ? .linear : .elastic),
      scrolling: modes[random.int(in: 0...4)])
    let tabs = try TabMenuCoordinator(pager: pager, bar: bar)

    // The model: the selected page, moved only by selection events, each from the previous one.
    var selected = pager.settledPageID
    var eventFailures = 0
    tabs.onSelectionChange = { change in
      if change.from != selected || change.from == change.to {
        eventFailures += 1
      }
      selected = change.to
    }
    // The first will since `lastWill` was cleared: a tap's own (a handler's come after it).
    var lastWill: PageChange<String>?
    pager.addEventObserver { event in
      if case .willChangePage(let change) = event, lastWill == nil { lastWill = change }
    }
    var time = 0.0

    // Every pager event goes through the checker; observed after every call.
    let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
    // A failing seed prints the pager's run as a trace (the taps are its commands).
    let recorder = PagerTraceRecorder(recording: pager)

    // Now and then a handler taps a tab, commands the pager or reloads. The pager's state is
    // final when a handler runs, so the checker observes it just before and just after.
    var reentry = SplitMix64(seed: seed &+ 0x7AB5_0000_0000)
    var reentrantBudget = 0
    var emptiedByHandler = false
    // Whether a handler jumped the pager (a reload, a command without animation) since the last
    // check: the indicator may then jump too.
    var jumpedInHandler = false
    // The previous check's indicator and drawn segment, while the steps since are continuous.
    var previous: (origin: Double, segment: PagerDrawnSegment)?
    var continuityChecks = 0
    pager.addEventObserver { [weak pager, weak tabs] event in
      guard let pager, let tabs else { return }
      switch event {
      case .willChangePage, .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return
      }
      guard reentrantBudget > 0, reentry.chance(Self.reentrantChance) else { return }
      reentrantBudget -= 1
      ledger.checker.observe(settled: pager.settledPageID)
      switch reentry.int(in: 0...2) {
      case 0:
        _ = try? tabs.selectTab(reentry.int(in: 0...max(pager.count - 1, 0)), animated: true)
      case 1:
        let animated = reentry.chance(0.5)
        try? pager.scrollToNext(animated: animated)
        if !animated { jumpedInHandler = true }
      default:
        jumpedInHandler = true
        let newCount = reentry.int(in: 0...6)
        let newTitles = titles(&reentry, count: newCount)
        if let newMenu = try? menu(&reentry, count: newCount, barLength: tabs.menu.barLength) {
          try? tabs.reload(make(newTitles), menu: newMenu)
          if pager.isEmpty { emptiedByHandler = true }
        }
      }
      ledger.checker.observe(settled: pager.settledPageID)
    }

    /// The bar slots (`-1...count`) the indicator moves between for a drawn segment, or `nil`
    /// across a circular seam, where it extrapolates into the virtual slot beside the edge
    /// nearest the position and comes in from the other side past half way.
    func barSlots(_ segment: PagerDrawnSegment) -> (Int, Int)? {
      let (a, b) = (segment.origin, segment.destination)
      if segment.isSplice { return (a.index, b.index) }
      guard pager.loops else { return (a.virtual, b.virtual) }
      let n = pager.count
      let sameCycle =
        (a.virtual - a.index) / n == (b.virtual - b.index) / n
      return sameCycle ? (a.index, b.index) : nil
    }

    var eventsFailed = false
    // Conditions are evaluated first and messages built only on failure, to keep 10,000
    // sequences fast in a debug build.
    /// `continuous`: whether the pager moved continuously since the previous check (frames,
    /// animated taps, a grab), so the indicator must not jump.
    func check(_ step: Int, _ label: String, continuous: Bool = false) {
      defer { jumpedInHandler = false }
      func fail(_ what: String) {
        let shrunk = shrunkTraceReport(recorder.trace(), named: "seed\(seed)")
        Issue.record("seed \(seed) step \(step) \(label): \(what)\n\(shrunk)")
      }
      if pager.phase == .idle {
        ledger.checker.checkAtRest(settled: pager.settledPageID)
      } else {
        ledger.checker.check(settled: pager.settledPageID)
      }
      if let violation = ledger.violations.first, !eventsFailed {
        eventsFailed = true
        fail("\(violation)")
      }
      if eventFailures != 0 { fail("a selection event did not follow the previous one") }
      if selected != pager.settledPageID { fail("selection events missed a settled change") }
      if tabs.selectedTab != (pager.isEmpty ? nil : pager.settledIndex) { fail("selectedTab") }
      let menu = tabs.menu
      guard !pager.isEmpty else {
        if tabs.snapshot() != nil { fail("a snapshot for an empty bar") }
        return
      }
      guard let snapshot = tabs.snapshot() else { return fail("no snapshot") }
      let range = tabs.scrolling.offsetRange(in: menu)
      if snapshot.menuOffset < range.lowerBound - 1e-9
        || snapshot.menuOffset > range.upperBound + 1e-9
      {
        fail("menu offset \(snapshot.menuOffset) outside \(range)")
      }
      if pager.phase == .idle {
        if snapshot.indicatorFrame != menu.frame(at: pager.settledIndex) {
          fail("at rest the indicator \(snapshot.indicatorFrame) is off the selected tab")
        }
        if snapshot.selectedTab != pager.settledIndex || !snapshot.isAtRest {
          fail("at rest tab \(snapshot.selectedTab) is highlighted, not \(pager.settledIndex)")
        }
      } else if let bounds = menu.extendedBounds {
        let frame = snapshot.indicatorFrame
        if frame.origin < bounds.origin - 1e-6 || frame.end > bounds.end + 1e-6 {
          fail("indicator \(frame) outside \(bounds)")
        }
      }
      // In motion the indicator lies between the tabs of the two pages the drawn position lies
      // between (straight across a splice), and frame to frame it moves at most the distance
      // between them: no step, no sweep, no running back.
      let segment = pager.drawnSegment
      let origin = snapshot.indicatorFrame.origin
      defer { previous = pager.phase == .idle ? nil : (origin, segment) }
      guard pager.phase != .idle, let slots = barSlots(segment),
        let from = menu.slotFrame(at: slots.0)?.origin, let to = menu.slotFrame(at: slots.1)?.origin
      else { return }
      if origin < min(from, to) - 1e-6 || origin > max(from, to) + 1e-6 {
        fail("indicator at \(origin), not between \(from) and \(to) (\(segment))")
      }
      guard continuous, !jumpedInHandler, let previous,
        abs(segment.lowerSlot - previous.segment.lowerSlot) <= 1,
        let before = barSlots(previous.segment),
        let beforeFrom = menu.slotFrame(at: before.0)?.origin,
        let beforeTo = menu.slotFrame(at: before.1)?.origin
      else { return }
      continuityChecks += 1
      // Within one slot's gap the segment is the same (or, exactly on its lower slot, one of
      // its ends); across into the next gap the indicator covers part of each.
      let (now, then) = (abs(to - from), abs(beforeTo - beforeFrom))
      let allowed = segment.lowerSlot == previous.segment.lowerSlot ? max(now, then) : now + then
      if abs(origin - previous.origin) > allowed + 1e-6 {
        fail("indicator jumped \(previous.origin) → \(origin), more than \(allowed) (\(segment))")
      }
    }

    /// Frames at 60 Hz (now and then a longer gap), checked one by one.
    func frames(_ n: Int, step: Int) throws {
      for _ in 0..<n {
        time += random.chance(0.9) ? 1.0 / 60 : random.double(in: 0...0.5)
        try pager.advance(to: time)
        check(step, "frame", continuous: true)
      }
    }

    /// Something in motion to interrupt: a release if the finger is down, else a tap.
    func startSettling(step: Int) {
      if pager.phase == .dragging {
        try? pager.endDrag(velocity: random.double(in: -2000...2000))
      } else {
        _ = try? tabs.selectTab(random.int(in: 0...max(pager.count - 1, 0)), animated: true)
      }
      check(step, "start settling")
    }

    /// A reload with matching tabs, checking that a drag survives it (`PagingController`'s
    /// "Reloads" rule: a drag or a motion goes on).
    func reloadPages(step: Int, _ label: String) throws {
      let dragging = pager.phase == .dragging
      emptiedByHandler = false
      let newCount = random.int(in: 0...6)
      let newTitles = titles(&random, count: newCount)
      let menu = try menu(&random, count: newCount, barLength: tabs.menu.barLength)
      try tabs.reload(make(newTitles), menu: menu)
      check(step, label)
      // (Emptied, by this reload or a handler's, the pager ends the drag by design.)
      if dragging, newCount > 0, !emptiedByHandler, pager.phase != .dragging {
        Issue.record("seed \(seed) step \(step) \(label): a reload ended the drag")
      }
    }

    let steps = random.int(in: 6...20)
    for step in 0..<steps {
      let count = pager.count
      reentrantBudget = 2
      switch random.int(in: 0...13) {
      case 0, 1:  // a swipe, sometimes left with the finger still down
        if pager.phase != .dragging { try? pager.beginDrag() }
        for _ in 0..<random.int(in: 1...3) {
          try? pager.drag(by: random.double(in: -1.6...1.6) * pageLength)
          check(step, "drag")
        }
        if random.chance(0.8) {
          try? pager.endDrag(velocity: random.double(in: -2000...2000))
        }
      case 2:  // a cancelled swipe
        if pager.phase != .dragging { try? pager.beginDrag() }
        try? pager.drag(by: random.double(in: -0.45...0.45) * pageLength)
        check(step, "cancel drag")
        try? pager.endDrag(velocity: 0)
      case 3, 4:  // a tap
        let tab = random.int(in: -1...count)
        let animated = random.chance(0.8)
        let dragging = pager.phase == .dragging
        let base = pager.targetIndex
        let wasSettling = pager.phase == .settling
        lastWill = nil
        do {
          let moved = try tabs.selectTab(tab, animated: animated)
          #expect(!dragging && (0..<count).contains(tab), "seed \(seed) step \(step)")
          #expect(moved == (tab != base), "seed \(seed) step \(step): tap result")
          // From rest the announced direction is the bar's order (while settling it describes
          // the change from the settled page, not the tap).
          if moved, !wasSettling, let will = lastWill {
            #expect(
              will.direction == (tab > base ? .forward : .reverse),
              "seed \(seed) step \(step): tap \(base) → \(tab) went \(will.direction)")
          }
        } catch {
          let expected: TabMenuError =
            dragging ? .dragInProgress : .tabOutOfRange(index: tab, count: count)
          #expect(error == expected, "seed \(seed) step \(step)")
        }
      case 5:  // a programmatic jump straight on the pager
        if count > 0 {
          try? pager.scroll(to: random.int(in: 0...(count - 1)), animated: random.chance(0.8))
        }
      case 6:  // a reload, with its tabs (sometimes the wrong number of them)
        let newCount = random.int(in: 0...6)
        let newTitles = titles(&random, count: newCount)
        let menuCount = random.chance(0.1) ? newCount + 1 : newCount
        let menu = try menu(&random, count: menuCount, barLength: tabs.menu.barLength)
        do {
          try tabs.reload(make(newTitles), menu: menu)
          #expect(menuCount == newCount, "seed \(seed) step \(step)")
        } catch {
          #expect(
            error == .countMismatch(tabs: menuCount, pages: newCount), "seed \(seed) step \(step)")
          #expect(pager.count == count, "seed \(seed) step \(step)")
        }
      case 7:  // a bar resize
        try tabs.setBarLength(random.double(in: 50...700))
      case 8, 9:  // frames
        try frames(random.int(in: 1...12), step: step)
      case 10:  // a far jump: the tab farthest from where the pager is heading
        if count >= 3, pager.phase != .dragging {
          let far = pager.targetIndex < count / 2 ? count - 1 : 0
          let animated = random.chance(0.9)
          _ = try? tabs.selectTab(far, animated: animated)
          check(step, "far tap", continuous: animated)
          try frames(random.int(in: 0...8), step: step)
        }
      case 11:  // a retarget: a tap while a release or a tap settles, sometimes then a grab
        startSettling(step: step)
        try frames(random.int(in: 0...5), step: step)
        _ = try? tabs.selectTab(random.int(in: 0...max(pager.count - 1, 0)), animated: true)
        check(step, "retarget", continuous: true)
        try frames(random.int(in: 0...5), step: step)
        if random.chance(0.3), pager.phase == .settling {
          try? pager.beginDrag()
          check(step, "grab", continuous: true)
        }
      case 12:  // a reload with the finger down, which keeps dragging
        if pager.phase != .dragging { try? pager.beginDrag() }
        try? pager.drag(by: random.double(in: -0.8...0.8) * pageLength)
        check(step, "drag")
        try reloadPages(step: step, "reload mid-drag")
        try? pager.drag(by: random.double(in: -0.8...0.8) * pageLength)
      default:  // a reload while settling
        startSettling(step: step)
        try frames(random.int(in: 0...3), step: step)
        try reloadPages(step: step, "reload mid-settle")
      }
      check(step, "after")
    }
    // Finally the finger lifts and everything comes to rest.
    reentrantBudget = 0
    if pager.phase == .dragging { try pager.endDrag(velocity: 0) }
    var frames = 0
    while pager.phase != .idle, frames < 1000 {
      time += 1.0 / 60
      frames += 1
      try pager.advance(to: time)
    }
    #expect(pager.phase == .idle, "seed \(seed): never came to rest")
    check(steps, "rest")
    return continuityChecks
  }
}
