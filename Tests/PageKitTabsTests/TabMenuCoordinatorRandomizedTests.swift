import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// Seeded random sequences of swipes, cancels, taps, programmatic jumps, reloads, bar resizes and
/// frames over bounded and circular pagers, checking after every step that the bar never lies.
@Suite struct TabMenuCoordinatorRandomizedTests {
  static let sequences: UInt64 = 10_000
  static let pool = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"]

  @Test func theBarNeverLies() throws {
    for seed in 0..<Self.sequences {
      var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
      if random.chance(0.5) {
        try Self.run(seed: seed, random: &random) { CoordinatorFixtures.keyed($0).circular() }
      } else {
        try Self.run(seed: seed, random: &random) { CoordinatorFixtures.keyed($0) }
      }
    }
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

  static func run<S: PageSource>(
    seed: UInt64, random: inout SplitMix64, make: ([String]) -> S
  ) throws where S.PageID == String {
    let pageLength = 300.0
    let count = random.int(in: 1...6)
    let pager = try Pager(
      source: make(titles(&random, count: count)), initialIndex: random.int(in: 0...(count - 1)),
      configuration: PagerConfiguration(
        pageLength: pageLength, maxPagesPerFling: random.chance(0.2) ? 3 : 1))
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
      if change.change.from != selected || change.change.from == change.change.to {
        eventFailures += 1
      }
      selected = change.change.to
    }
    var lastWill: PageChange<String>?
    pager.onEvent = { event in
      if case .willChangePage(let change) = event { lastWill = change }
    }
    var time = 0.0

    // Conditions are evaluated first and messages built only on failure, to keep 10,000
    // sequences fast in a debug build.
    func check(_ step: Int, _ label: String) {
      func fail(_ what: String) {
        Issue.record("seed \(seed) step \(step) \(label): \(what)")
      }
      if eventFailures != 0 { fail("a selection event did not follow the previous one") }
      if selected != pager.settledPageID { fail("selection events missed a settled change") }
      if tabs.selectedTab != (pager.isEmpty ? nil : pager.settledIndex) { fail("selectedTab") }
      let menu = tabs.bar.menu
      guard !pager.isEmpty else {
        if tabs.snapshot() != nil { fail("a snapshot for an empty bar") }
        return
      }
      guard let snapshot = tabs.snapshot() else { return fail("no snapshot") }
      let range = tabs.bar.scrolling.offsetRange(in: menu)
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
    }

    let steps = random.int(in: 6...20)
    for step in 0..<steps {
      let count = pager.count
      switch random.int(in: 0...9) {
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
          let expected: TabMenuCoordinatorError =
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
        let menu = try menu(&random, count: menuCount, barLength: tabs.bar.menu.barLength)
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
      default:  // frames
        for _ in 0..<random.int(in: 1...12) {
          time += random.chance(0.9) ? 1.0 / 60 : random.double(in: 0...0.5)
          try pager.advance(to: time)
          check(step, "frame")
        }
      }
      check(step, "after")
    }
    // Finally the finger lifts and everything comes to rest.
    if pager.phase == .dragging { try pager.endDrag(velocity: 0) }
    var frames = 0
    while pager.phase != .idle, frames < 1000 {
      time += 1.0 / 60
      frames += 1
      try pager.advance(to: time)
    }
    #expect(pager.phase == .idle, "seed \(seed): never came to rest")
    check(steps, "rest")
  }
}
