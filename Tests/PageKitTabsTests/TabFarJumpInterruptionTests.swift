import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// A far jump interrupted — by a far tap during a settle, a finger grabbing it, a tap retargeting
/// it — through the tab coordinator, sampled every frame (issue 11, repro 8): the indicator
/// follows the pages the pager draws, straight across the splice, and never steps, sweeps or runs
/// back. Tabs are 100 points wide, so tab `k` sits at origin `100 k`.
@Suite struct TabFarJumpInterruptionTests {
  static let titles = ["a", "b", "c", "d", "e", "f"]

  static func coordinator<S: PageSource>(
    _ source: S, menu: TabMenu? = nil
  ) throws -> TabMenuCoordinator<Pager<S, SlideTransition>> {
    let pager = try CoordinatorFixtures.pager(source)
    let bar = TabBar(menu: try menu ?? CoordinatorFixtures.menu(source.count))
    return try TabMenuCoordinator(pager: pager, bar: bar)
  }

  /// Frames until `condition` holds (at most a second), returning the last snapshot.
  static func frames<S: PageSource, T: TransitionStrategy>(
    _ tabs: TabMenuCoordinator<Pager<S, T>>, _ clock: inout FrameClock, until condition: () -> Bool
  ) throws -> TabBarSnapshot {
    var frames = 0
    while !condition(), frames < 60 {
      frames += 1
      _ = try clock.frame(tabs)
    }
    return try #require(tabs.snapshot())
  }

  /// The highlighted tabs in order, each run of frames counted once.
  static func highlights(_ snapshots: [TabBarSnapshot]) -> [Int] {
    var result: [Int] = []
    for snapshot in snapshots where result.last != snapshot.selectedTab {
      result.append(snapshot.selectedTab)
    }
    return result
  }

  // MARK: A far tap during a settle

  enum SettleStart: String, CaseIterable, Sendable { case tap, swipe }

  @Test(arguments: SettleStart.allCases)
  func aFarTapDuringASettleStartsWhereTheIndicatorIsDrawn(_ start: SettleStart) throws {
    // Given a pager settling from page 0 toward page 1 (after a tap, or a released swipe),
    // caught half way
    let tabs = try Self.coordinator(CoordinatorFixtures.keyed(Array(Self.titles.prefix(5))))
    var clock = FrameClock()
    switch start {
    case .tap:
      try tabs.selectTab(1)
    case .swipe:
      try tabs.pager.beginDrag()
      try tabs.pager.drag(by: -60)
      try tabs.pager.endDrag(velocity: -600)
    }
    let before = try Self.frames(tabs, &clock) { tabs.pager.position >= 0.5 }
    #expect(tabs.pager.phase == .settling)
    #expect(before.indicatorFrame.origin > 0 && before.indicatorFrame.origin < 100)

    // When tab 4 is tapped
    try tabs.selectTab(4)

    // Then the indicator does not step: it goes on from where it is drawn
    let after = try #require(tabs.snapshot())
    #expect(after.indicatorFrame == before.indicatorFrame)
    #expect(after.selectedTab == before.selectedTab)
    // and moves on monotonically to tab 4, never lighting tabs 2 and 3, which the splice skips
    let frames = try clock.settle(tabs)
    var previous = after.indicatorFrame.origin
    for (number, frame) in frames.enumerated() {
      let origin = frame.indicatorFrame.origin
      #expect(origin >= previous - 1e-9, "frame \(number): \(previous) → \(origin)")
      #expect(origin <= 400 + 1e-9, "frame \(number): past tab 4 at \(origin)")
      for tab in 2...3 { #expect(frame.selectionProgress(of: tab) == 0, "frame \(number)") }
      previous = origin
    }
    let expected = before.selectedTab == 0 ? [0, 1, 4] : [1, 4]
    #expect(Self.highlights([after] + frames) == expected)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 400, length: 100))
    #expect(tabs.pager.settledIndex == 4)
  }

  // MARK: A grab during a far jump

  @Test func aGrabDuringAFarJumpDoesNotSweepTheTabsBetween() throws {
    // Given intrinsic tabs and a far jump 0 → 4 under way, a third of the way across the splice
    let widths = [40.0, 200, 10, 300, 80]
    let menu = try TabMenu(tabCount: 5, sizing: .intrinsic(widths), barLength: 300)
    let tabs = try Self.coordinator(
      CoordinatorFixtures.keyed(Array(Self.titles.prefix(5))), menu: menu)
    let first = try #require(menu.frame(at: 0))
    let last = try #require(menu.frame(at: 4))
    var clock = FrameClock()
    try tabs.selectTab(4)
    let before = try Self.frames(tabs, &clock) { tabs.pager.position >= 1.3 }

    // When a finger grabs the pager and drags it back and forth within the splice
    try tabs.pager.beginDrag()
    #expect(tabs.snapshot() == before)
    var snapshots: [TabBarSnapshot] = []
    for translation in [-60.0, 150, -240, 90, 30] {
      try tabs.pager.drag(by: translation)
      let snapshot = try #require(tabs.snapshot())
      snapshots.append(snapshot)
      // Then the indicator stays on the straight line from tab 0 to tab 4, by the fraction of
      // the splice the pager shows (its position runs 0 → 4 across it)
      let fraction = tabs.pager.position / 4
      #expect(fraction > 0 && fraction < 1)
      let origin = first.origin + (last.origin - first.origin) * fraction
      let length = first.length + (last.length - first.length) * fraction
      #expect(abs(snapshot.indicatorFrame.origin - origin) < 1e-9, "after \(translation)")
      #expect(abs(snapshot.indicatorFrame.length - length) < 1e-9, "after \(translation)")
    }
    // and after the release it settles without sweeping either
    try tabs.pager.endDrag(velocity: -900)
    snapshots += try clock.settle(tabs)
    for snapshot in snapshots {
      for tab in 1...3 { #expect(snapshot.selectionProgress(of: tab) == 0) }
      #expect(snapshot.indicatorFrame.length >= 40 - 1e-9)
      #expect(snapshot.indicatorFrame.length <= 80 + 1e-9)
    }
    #expect(tabs.pager.settledIndex == 4)
    #expect(tabs.snapshot()?.indicatorFrame == last)
  }

  // MARK: A retarget during a far jump

  @Test func aRetargetToANearerTabNeverRunsBack() throws {
    // Given six tabs at rest on 0, a tap on tab 4 and one frame of motion (repro 8: the indicator ran
    // 102 → 3 → 86 points)
    let tabs = try Self.coordinator(CoordinatorFixtures.keyed(Self.titles))
    var clock = FrameClock()
    try tabs.selectTab(4)
    _ = try clock.frame(tabs)  // the motion's clock starts
    let before = try #require(try clock.frame(tabs))
    #expect(before.indicatorFrame.origin > 0)

    // When tab 3 is tapped
    try tabs.selectTab(3)

    // Then the indicator does not step back toward tab 0
    let after = try #require(tabs.snapshot())
    #expect(after.indicatorFrame == before.indicatorFrame)
    // and follows the pages drawn: on toward tab 4 while page 4 comes in (the splice keeps it
    // on screen), then back to tab 3 beside it — never toward tab 0, lighting only tabs 0, 4, 3
    let origins = ([after] + (try clock.settle(tabs))).map(\.indicatorFrame.origin)
    let peak = try #require(origins.indices.max { origins[$0] < origins[$1] })
    for i in origins.indices.dropFirst() {
      let step = origins[i] - origins[i - 1]
      if i <= peak {
        #expect(step >= -1e-9, "frame \(i): ran back \(origins[i - 1]) → \(origins[i])")
      } else {
        #expect(step <= 1e-9, "frame \(i): \(origins[i - 1]) → \(origins[i])")
      }
    }
    #expect(origins[peak] <= 400 + 1e-9)
    #expect(origins.min() == before.indicatorFrame.origin)
    #expect(origins.last == 300)
    #expect(tabs.pager.settledIndex == 3)
  }

  @Test(arguments: [false, true])
  func aRetargetFartherOnMovesMonotonicallyFromTheOldTabToTheNew(_ circular: Bool) throws {
    if circular {
      try Self.retargetFartherOn(CoordinatorFixtures.keyed(Self.titles).circular())
    } else {
      try Self.retargetFartherOn(CoordinatorFixtures.keyed(Self.titles))
    }
  }

  static func retargetFartherOn<S: PageSource>(_ source: S) throws {
    // Given six tabs at rest on 0, a tap on tab 3 and one frame of motion
    let tabs = try Self.coordinator(source)
    var clock = FrameClock()
    try tabs.selectTab(3)
    _ = try clock.frame(tabs)  // the motion's clock starts
    let before = try #require(try clock.frame(tabs))
    #expect(before.indicatorFrame.origin > 0)

    // When tab 5 is tapped
    try tabs.selectTab(5)

    // Then every frame the indicator moves on from where it was toward tab 5, never back
    let snapshots = [before] + [try #require(tabs.snapshot())] + (try clock.settle(tabs))
    let origins = snapshots.map(\.indicatorFrame.origin)
    for i in origins.indices.dropFirst() {
      #expect(
        origins[i] >= origins[i - 1] - 1e-9,
        "frame \(i): ran back \(origins[i - 1]) → \(origins[i])"
      )
      #expect(origins[i] <= 500 + 1e-9, "frame \(i): past tab 5 at \(origins[i])")
    }
    // lighting only the tabs of the pages drawn: 0, 3 (before the splice to 5), 5
    #expect(highlights(snapshots).allSatisfy { [0, 3, 5].contains($0) })
    for snapshot in snapshots {
      for tab in [1, 2, 4] { #expect(snapshot.selectionProgress(of: tab) == 0) }
    }
    #expect(origins.last == 500)
    #expect(tabs.pager.settledIndex == 5)
  }
}
