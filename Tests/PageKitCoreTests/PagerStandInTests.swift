import PageKitCore
import PageKitTestSupport
import Testing

/// A change to the stand-in a reload chose for a removed page carries `.dataReload`, also with a
/// will open (the reload rules); a release that moves on past the stand-in carries `.user`.
@Suite struct PagerStandInTests {
  static let keys = ["A", "B", "C", "D", "E"]
  /// Full pages, and cards 90 % of the viewport (a stride of a page: the same gestures).
  static let layouts: [PagerLayout] = [.fullPage, .uniform(itemLength: 90, spacing: 10)]

  /// Pages `0..<count`, keyed by their numbers, resting centred in a 100-point viewport at
  /// `index`.
  static func numbered(_ count: Int, layout: PagerLayout, at index: Int = 0) throws -> Pager<
    ArrayPageSource<Int, Int>, SlideTransition
  > {
    try Pager(
      source: ArrayPageSource(Array(0..<count), id: \.self), layout: layout, anchor: .center,
      initialIndex: index, configuration: PagerConfiguration(viewportLength: 100))
  }

  /// A–E at `index`, with a recorder and a ledger that checks the event rules.
  func pager(at index: Int, layout: PagerLayout = .fullPage) throws -> (
    Pager<AnyCircular, SlideTransition>, RecordingDelegate<String>, PagingEventLedger<String>
  ) {
    let pager = try Pager(
      source: source(Self.keys), layout: layout, anchor: .center, initialIndex: index,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
    try pager.advance(to: 0)
    return (pager, recorder, ledger)
  }

  func source(_ keys: [String]) -> AnyCircular {
    AnyCircular(ArrayPageSource(keys, id: \.self), circular: false)
  }

  @Test(arguments: Self.layouts)
  func aSwipeWhoseTargetIsRemovedMidSettleLandsOnTheStandInForTheReload(layout: PagerLayout) throws
  {
    // Given A–E at B, swiped toward C.
    let (pager, recorder, ledger) = try pager(at: 1, layout: layout)
    try pager.swipe(by: -60, velocity: 0)
    try pager.advance(to: 0.05)
    #expect(recorder.willChanges.map(\.to) == ["C"])
    // When C is removed mid-settle.
    try pager.reload(source(["A", "B", "D", "E"]))
    try pager.runUntilIdle()
    // Then the stand-in D is announced and reached for the reload.
    #expect(pager.settledPageID == "D")
    #expect(recorder.willChanges.map(\.to) == ["C", "D"])
    #expect(recorder.willChanges.last?.cause == .dataReload)
    let did = try #require(recorder.didChanges.last)
    #expect(recorder.didChanges.count == 1)
    #expect(did.from == "B" && did.to == "D" && did.cause == .dataReload)
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
  }

  @Test(arguments: Self.layouts)
  func anAnimatedCommandWhoseTargetIsRemovedLandsOnTheStandInForTheReload(layout: PagerLayout)
    throws
  {
    // Given A–E at B, animating to D.
    let (pager, recorder, ledger) = try pager(at: 1, layout: layout)
    try pager.scroll(to: 3)
    try pager.advance(to: 0.05)
    // When D is removed on the way.
    try pager.reload(source(["A", "B", "C", "E"]))
    try pager.runUntilIdle()
    // Then E, D's stand-in, is announced and reached for the reload.
    #expect(pager.settledPageID == "E")
    #expect(recorder.willChanges.map(\.cause) == [.programmatic, .dataReload])
    let did = try #require(recorder.didChanges.last)
    #expect(recorder.didChanges.count == 1)
    #expect(did.to == "E" && did.cause == .dataReload)
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
  }

  @Test(arguments: Self.layouts)
  func aSlowReleaseOntoTheStandInOfTheCurrentPageIsForTheReload(layout: PagerLayout) throws {
    // Given A–E at B, dragged to 2.3 (C is the current page).
    let (pager, recorder, ledger) = try pager(at: 1, layout: layout)
    try pager.beginDrag()
    try pager.drag(by: -130)
    #expect(pager.currentIndex == 2)
    // When C is removed mid-drag and the finger lifts slowly.
    try pager.reload(source(["A", "B", "D", "E"]))
    #expect(pager.currentIndex == 2)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    // Then the pager lands on D, C's stand-in, for the reload.
    #expect(pager.settledPageID == "D")
    #expect(recorder.willChanges.map(\.cause) == [.dataReload])
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
  }

  @Test(arguments: Self.layouts)
  func aReleaseThatMovesOnPastTheStandInIsTheUsers(layout: PagerLayout) throws {
    // Given A–E at B, dragged to 2.3, C removed mid-drag.
    let (pager, recorder, ledger) = try pager(at: 1, layout: layout)
    try pager.beginDrag()
    try pager.drag(by: -130)
    try pager.reload(source(["A", "B", "D", "E"]))
    // When the finger flings on past D.
    try pager.drag(by: -50)
    try pager.endDrag(velocity: -1000)
    try pager.runUntilIdle()
    // Then E is the user's.
    #expect(pager.settledPageID == "E")
    #expect(recorder.didChanges.map(\.cause) == [.user])
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
  }

  @Test(arguments: Self.layouts)
  func aSlowReleaseOntoTheStandInBesideTheSettledPageIsForTheReload(layout: PagerLayout) throws {
    // Given A–E at C, dragged to 2.85: C (settled) and D (current) on screen.
    let (pager, recorder, ledger) = try pager(at: 2, layout: layout)
    try pager.beginDrag()
    try pager.drag(by: -85)
    #expect(pager.currentIndex == 3)
    // When D is removed mid-drag, and the finger goes on a little and lifts slowly.
    try pager.reload(source(["A", "B", "C", "E"]))
    try pager.drag(by: -10)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    // Then the pager lands on E, D's stand-in, for the reload.
    #expect(pager.settledPageID == "E")
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
  }
}

/// A reload that puts a page between the settled page and the target of a motion toward a
/// neighbour, while only the settled page is on screen: the target stays next door, as a far
/// jump's would (the page in between is never created), on full pages and on items as long as
/// the viewport. (Once the page in between shows, it is on the way: the far-jump rule.)
@Suite struct ReloadBetweenSettledAndTargetTests {
  @Test(arguments: PagerStandInTests.layouts)
  func theTargetStaysNextDoorAndThePageBetweenIsNeverCreated(layout: PagerLayout) throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), layout: layout, initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scrollToPrevious()
    // Before the first frame moves it, only b is on screen.
    try pager.reload(ArrayPageSource(["a", "x", "b", "c"], id: \.self))
    #expect(pager.settledIndex == 2 && pager.targetIndex == 0)
    try pager.settle(from: 0, neverDrawing: ["x"]) {
      #expect(pager.position <= 2 && pager.position >= 0)
    }
    #expect(pager.settledPageID == "a" && recorder.didChanges.map(\.to) == ["a"])
    #expect(pager.checkInvariants().isEmpty)
  }
}

/// A reload mid-drag keeps the current page where it is drawn, and the position follows it, on
/// every layout — also when it moves the settled page, still on screen, far away.
@Suite struct ReloadKeepsTheCurrentPageTests {
  @Test(arguments: PagerStandInTests.layouts)
  func aReloadThatMovesTheSettledPageAwayKeepsTheCurrentPageOnScreen(layout: PagerLayout) throws {
    // Given five pages at 0, dragged to 0.9: page 1 is current, page 0 still shows a tenth.
    let pager = try PagerStandInTests.numbered(5, layout: layout)
    try pager.beginDrag()
    try pager.drag(by: -90)
    let before = try #require(pager.livePages.first { $0.id == 1 })
    // When 0 and 4 swap places.
    try pager.reload(ArrayPageSource([4, 1, 2, 3, 0], id: \.self))
    // Then page 1 stays where it is drawn and the position follows it.
    #expect(pager.currentIndex == 1 && abs(pager.position - 0.9) < 1e-9)
    let after = try #require(pager.livePages.first { $0.id == 1 })
    #expect(abs(after.origin - before.origin) < 1e-9)
    // And the pager still rests on 0, now at index 4, until the finger lifts.
    #expect(pager.settledPageID == 0 && pager.settledIndex == 4)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledPageID == 1 && pager.checkInvariants().isEmpty)
  }
}

/// A far jump re-grabbed mid-way, then a reload mid-drag: its target stays spliced beside what
/// is on screen, so dragging back toward it never creates the pages between (every layout).
@Suite struct ReloadKeepsAReGrabbedJumpSplicedTests {
  @Test(arguments: PagerStandInTests.layouts)
  func dragTowardTheJumpsTargetAfterAReload(layout: PagerLayout) throws {
    let pager = try PagerStandInTests.numbered(8, layout: layout, at: 6)
    try pager.advance(to: 0)
    try pager.scroll(to: 0)  // far: 0 is drawn beside 6
    try pager.beginDrag()  // a re-grab before the first frame: 0 is the reference
    try pager.drag(by: -20)
    try pager.reload(ArrayPageSource([0, 1, 2, 4, 5, 6, 7], id: \.self))
    try pager.drag(by: 80)  // back toward 0
    let live = pager.livePages.map(\.id)
    #expect(live.contains(0) && live.contains(6), "\(live)")
    #expect(!live.contains(5) && !live.contains(4), "\(live)")
    try pager.endDrag(velocity: 1_000)
    try pager.runUntilIdle()
    #expect(pager.settledPageID == 0 && pager.checkInvariants().isEmpty)
  }
}

/// A motion back to the settled page, and a reload that moves that page far away: it is then
/// reached as a far jump's target, beside what is on screen, on every layout.
@Suite struct ReloadMovesTheSettledPageAwayMidSettleTests {
  @Test(arguments: PagerStandInTests.layouts)
  func thePagesBetweenAreNeverCreated(layout: PagerLayout) throws {
    let pager = try PagerStandInTests.numbered(5, layout: layout)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    var now = 0.0
    while pager.position < 0.99 {  // nearly on 1…
      now += 1.0 / 120
      try pager.advance(to: now)
    }
    try pager.scrollToPrevious()  // …then back to 0, with 1 the current page
    try pager.reload(ArrayPageSource([4, 1, 2, 3, 0], id: \.self))
    #expect(pager.settledIndex == 4 && pager.targetIndex == 4 && pager.currentIndex == 1)
    try pager.settle(from: now, neverDrawing: [2, 3])
    #expect(pager.settledPageID == 0 && recorder.didChanges.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
  }
}

/// A reload mid-drag across a far jump's splice: the settled page keeps the slot it is drawn in
/// beside the break, so `motion` reads a drag back onto it as such (every layout).
@Suite struct ReloadKeepsTheSettledPageWhereItIsDrawnTests {
  @Test(arguments: PagerStandInTests.layouts)
  func aDragBackOntoTheSettledPageReadsReverse(layout: PagerLayout) throws {
    let pager = try PagerStandInTests.numbered(8, layout: layout)
    try pager.advance(to: 0)
    try pager.scroll(to: 7)  // far: 7 is drawn beside 0
    try pager.beginDrag()
    try pager.drag(by: -60)  // 0 and 7 on screen
    try pager.reload(ArrayPageSource([0, 1, 2, 3, 4, 5, 6, 100, 7], id: \.self))
    try pager.drag(by: 45)  // back toward 0, the settled page
    let motion = try #require(pager.motion)
    #expect(motion.originIndex == 0 && motion.destinationIndex == 0)
    #expect(motion.direction == .reverse)
    #expect(motion.progress > 0.5 && motion.progress <= 1)
    #expect(pager.checkInvariants().isEmpty)
  }
}

/// A command mid-way through a far jump, to a page the spliced strip still draws far off
/// screen: it too is spliced beside what is on screen and no page between is created (every
/// layout; the far-jump rule; found by the full-page/item differential, seed 953).
@Suite struct AFarCommandMidJumpSplicesTests {
  @Test(arguments: [PagerLayout.fullPage, .uniform(itemLength: 375, spacing: 0)])
  func noPageBetweenIsCreated(layout: PagerLayout) throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0...7), id: \.self), layout: layout, initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.advance(to: 0)
    try pager.scroll(to: 6)  // 6 is drawn beside 4
    try pager.advance(to: 0.1)
    // 4 and 6 on screen; 0 is drawn far off screen, in the strip's first segment.
    #expect(Set(pager.livePages.filter { abs($0.offset) < 1 }.map(\.id)) == [4, 6])
    try pager.scroll(to: 0)
    try pager.settle(from: 0.1, neverDrawing: [1, 2, 3])
    #expect(pager.settledPageID == 0 && pager.checkInvariants().isEmpty)
  }
}

/// A motion back to the settled page, which a reload has moved far away: the settled page rests
/// where the motion will land, so `motion.progress` starts near 0 and ends at 1 (every layout).
@Suite struct ReloadMotionProgressTests {
  @Test(arguments: PagerStandInTests.layouts)
  func theWayBackToAMovedSettledPageReadsFromZeroToOne(layout: PagerLayout) throws {
    let pager = try PagerStandInTests.numbered(5, layout: layout)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -103)
    try pager.endDrag(velocity: 0)  // on to 1…
    try pager.scrollToPrevious()  // …then back to 0
    try pager.reload(ArrayPageSource([4, 1, 2, 3, 0], id: \.self))  // 0 is now far away
    var now = 0.0
    while let motion = pager.motion {
      #expect(motion.originIndex == 4 && motion.destinationIndex == 4)
      #expect(motion.progress >= 0 && motion.progress <= 1 + 1e-9, "\(motion.progress)")
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.settledPageID == 0 && pager.checkInvariants().isEmpty)
  }
}

extension Pager {
  /// Plays 60 Hz frames from `start` until the pager rests, expecting at every frame that none
  /// of `ids` is live (a page a far jump must never create), and `eachFrame`.
  func settle(
    from start: Double, neverDrawing ids: Set<Source.PageID>, eachFrame: () -> Void = {},
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var now = start
    while phase == .settling {
      let live = livePages.map(\.id)
      #expect(
        !live.contains(where: ids.contains), "\(live) at \(position)",
        sourceLocation: sourceLocation)
      eachFrame()
      now += 1.0 / 60
      try advance(to: now)
    }
  }
}
