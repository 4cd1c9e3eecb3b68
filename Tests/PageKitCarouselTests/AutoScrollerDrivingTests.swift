import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// `AutoScroller.advance(_:to:pausedBy:)` drives any `PagingController`: a plain pager
/// auto-advances with the carousel's schedule, its pauses and its end behaviours.
@Suite struct AutoScrollerDrivingTests {
  // MARK: A plain pager

  @Test func aBoundedPagerAdvancesEveryIntervalWithAutoScrollEventsExactlyOnce() throws {
    // Given a bounded pager of five pages and a three-second auto-scroller
    let host = try AutoScrollHost(makeAutoPager(count: 5), scroller: AutoScroller())
    try host.tick()
    // When 13.5 seconds of frames pass
    try host.run(through: 13.5)
    // Then it moved at 3, 6, 9 and 12 s, one page forward each time…
    #expect(host.moveTimes == [3, 6, 9, 12])
    #expect(host.moves.map(\.action.index) == [1, 2, 3, 4])
    #expect(host.moves.allSatisfy { $0.action.kind == .step && $0.action.direction == .forward })
    // …each change announced and reported once, with the cause `.autoScroll`.
    #expect(host.recorder.willChanges.map(\.cause) == Array(repeating: .autoScroll, count: 4))
    #expect(host.didCauses == Array(repeating: .autoScroll, count: 4))
    #expect(host.didIndices == [1, 2, 3, 4])
    #expect(host.controller.settledIndex == 4)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(host.controller.checkInvariants().isEmpty)
  }

  @Test func theMoveStartsAtTheFireTimeAndLandsOneSettleLater() throws {
    let host = try AutoScrollHost(makeAutoPager(count: 3), scroller: AutoScroller())
    try host.tick()
    try host.run(through: 3)
    // At the fire time the pager is on its way, announced, not yet settled.
    #expect(host.controller.phase == .settling)
    #expect(host.controller.targetIndex == 1)
    #expect(host.controller.settledIndex == 0)
    #expect(host.recorder.didChanges.isEmpty)
    try host.runUntilIdle()
    #expect(host.didIndices == [1])
    #expect(host.time < 4)
  }

  @Test func aDragPausesAndTheScheduleResumesOneFullIntervalAfterItEnds() throws {
    // Given a pager that auto-scrolls every 3 s
    let host = try AutoScrollHost(makeAutoPager(count: 8), scroller: AutoScroller())
    let pager = host.controller
    try host.tick()
    // When a finger is down from 4 s to 10 s (a peek: it lets go where it started)
    try host.run(through: 17) { host in
      if host.frame == 240 {  // 4 s
        try pager.beginDrag()
        try pager.drag(by: -40)
      }
      if host.frame == 600 { try pager.endDrag(velocity: 0) }  // 10 s
    }
    // Then nothing fires during the drag, and the next move comes 3 s after the release.
    #expect(host.moveTimes == [3, 13, 16])
    #expect(host.didIndices == [1, 2, 3])
    #expect(host.didCauses == [.autoScroll, .autoScroll, .autoScroll])
    #expect(host.recorder.cancels.isEmpty)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  @Test func aSwipeIsTheUsersAndTheScheduleRestartsAfterIt() throws {
    let host = try AutoScrollHost(makeAutoPager(count: 8), scroller: AutoScroller())
    let pager = host.controller
    try host.tick()
    try host.run(through: 8.5) { host in
      if host.frame == 300 {  // 5 s
        try pager.beginDrag()
        try pager.drag(by: -120)
      }
      if host.frame == 330 { try pager.endDrag(velocity: -800) }  // 5.5 s
    }
    // The swipe (cause `.user`) lands on 2; the schedule restarts when the finger lifts, at
    // 5.5 s, so it fires at 8.5 s (not at 6 s).
    #expect(host.moveTimes == [3, 8.5])
    #expect(host.didCauses == [.autoScroll, .user])
    try host.runUntilIdle()
    #expect(host.didIndices == [1, 2, 3])
    #expect(host.didCauses == [.autoScroll, .user, .autoScroll])
  }

  @Test(arguments: [
    AutoScroller.PauseReasons.hidden, .reduceMotion, .screenReader, [.hidden, .screenReader],
  ])
  func theHostsPauseReasonsPauseAndRestartTheGrid(reasons: AutoScroller.PauseReasons) throws {
    let host = try AutoScrollHost(makeAutoPager(count: 8), scroller: AutoScroller())
    try host.tick()
    // Paused from 2 s up to 5 s: no move at 3 s, the next one 3 s after the pause ends.
    try host.run(through: 11.3) { host in
      host.reasons = host.time >= 2 && host.time < 5 ? reasons : []
      if host.frame == 240 { #expect(host.scroller.nextFireTime == nil) }
    }
    #expect(host.moveTimes == [8, 11])
    #expect(host.didCauses == [.autoScroll])
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  @Test(arguments: [0, 1])
  func fewerThanTwoPagesNeverMove(count: Int) throws {
    let host = try AutoScrollHost(makeAutoPager(count: count), scroller: AutoScroller())
    try host.tick()
    try host.run(through: 20)
    #expect(host.moves.isEmpty)
    #expect(host.recorder.events.isEmpty)
    #expect(host.scroller.nextFireTime == nil)
  }

  @Test func aFireTimeDuringAMotionWaitsForRestThenTheGridRestarts() throws {
    let host = try AutoScrollHost(makeAutoPager(count: 8), scroller: AutoScroller())
    let pager = host.controller
    try host.tick()
    // Given a programmatic scroll started just before the 3 s fire time
    try host.run(through: 7) { host in
      if host.frame == 174 { try pager.scroll(to: 4) }  // 2.9 s
    }
    // Then the fire waits for rest: its move is made at the frame the scroll came to rest…
    let rest = try #require(host.recorder.didChanges.first { $0.cause == .programmatic })
    #expect(rest.toIndex == 4)
    let first = try #require(host.moves.first)
    #expect(first.time > 3)
    #expect(first.action.scheduledTime == first.time)
    #expect(first.action.index == 5)
    // …and the grid restarts from there: the next move is one interval after it.
    #expect(host.moves.count == 2)
    #expect(host.moves.last?.action.scheduledTime == first.time + 3)
    #expect(host.didCauses == [.programmatic, .autoScroll, .autoScroll])
  }

  @Test func aLongGapMovesOnePageOnlyNoBurst() throws {
    let pager = try makeAutoPager(count: 10)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let scroller = try AutoScroller()
    try pager.advance(to: 0)
    #expect(scroller.advanceAction(pager, to: 0) == nil)
    // The app comes back after 100 s in the background: one move, for the latest grid point.
    try pager.advance(to: 100)
    let fired = scroller.advanceAction(pager, to: 100)
    let action = try #require(fired)
    #expect(action.scheduledTime == 99)
    #expect(action.index == 1)
    #expect(pager.targetIndex == 1)
    #expect(scroller.nextFireTime == 102)
    for frame in 1...60 {
      let time = 100 + Double(frame) / 60
      try pager.advance(to: time)
      #expect(scroller.advanceAction(pager, to: time) == nil)
    }
    #expect(recorder.didChanges.map(\.toIndex) == [1])
  }

  @Test func thePublicEntryPointAnswersTheDestinationIndex() throws {
    // Given a bounded four-page pager that rewinds at its end, on its last page
    let pager = try makeAutoPager(count: 4)
    try pager.scroll(to: 3, animated: false)
    let scroller = try AutoScroller(endBehavior: .rewind)
    try pager.advance(to: 0)
    // The first call starts the schedule: no move
    #expect(scroller.advance(pager, to: 0) == nil)
    try pager.advance(to: 1)
    #expect(scroller.advance(pager, to: 1) == nil)
    // At the fire time: the index the move heads to (the rewind to page 0)
    try pager.advance(to: 3)
    #expect(scroller.advance(pager, to: 3) == 0)
    #expect(pager.targetIndex == 0)
  }

  @Test func ignoredTimesChangeNothing() throws {
    let pager = try makeAutoPager(count: 4)
    let scroller = try AutoScroller()
    scroller.advanceAction(pager, to: 10)
    let before = scroller.state
    for time in [Double.nan, .infinity, -.infinity, 9] {
      #expect(scroller.advanceAction(pager, to: time) == nil)
      #expect(scroller.state == before)
    }
    #expect(pager.targetIndex == 0)
  }

  // MARK: End behaviours of a bounded pager

  @Test(arguments: [
    (AutoScroller.EndBehavior.stop, [1, 2], [3.0, 6]),
    (.rewind, [1, 2, 0, 1, 2, 0], [3, 6, 9, 12, 15, 18]),
    (.reverse, [1, 2, 1, 0, 1, 2], [3, 6, 9, 12, 15, 18]),
  ])
  func aBoundedPagerEndsAsTheEndBehaviourSays(
    behavior: AutoScroller.EndBehavior, pages: [Int], times: [Double]
  ) throws {
    let host = try AutoScrollHost(
      makeAutoPager(count: 3), scroller: AutoScroller(endBehavior: behavior))
    try host.tick()
    try host.run(through: 19)
    #expect(host.moveTimes == times)
    #expect(host.didIndices == pages)
    #expect(host.didCauses.allSatisfy { $0 == .autoScroll })
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    switch behavior {
    case .stop:
      // At the end it stays, with nothing announced, and the schedule keeps its grid.
      #expect(host.controller.settledIndex == 2)
      #expect(host.scroller.nextFireTime == 21)
    case .rewind:
      let rewind = try #require(host.moves.first { $0.action.kind == .rewind })
      #expect(rewind.action.direction == .reverse)
      #expect(host.recorder.didChanges[2].direction == .reverse)
      #expect(host.scroller.direction == .forward)
    case .reverse:
      #expect(
        host.recorder.didChanges.map(\.direction) == [
          .forward, .forward, .reverse, .reverse, .forward, .forward,
        ])
    }
  }

  @Test func aStoppedPagerMovedBackByTheUserCarriesOn() throws {
    let host = try AutoScrollHost(
      makeAutoPager(count: 3, initialIndex: 2), scroller: AutoScroller(endBehavior: .stop))
    let pager = host.controller
    try host.tick()
    try host.run(through: 7) { host in
      if host.frame == 240 { try pager.scroll(to: 0, animated: false) }  // 4 s
    }
    #expect(host.moveTimes == [6])
    #expect(host.didIndices == [0, 1])
    #expect(host.didCauses == [.programmatic, .autoScroll])
  }

  // MARK: Loops

  @Test func aCircularPagerWrapsForeverForward() throws {
    let host = try AutoScrollHost(makeCircularAutoPager(count: 3), scroller: AutoScroller())
    try host.tick()
    try host.run(through: 19)
    #expect(host.didIndices == [1, 2, 0, 1, 2, 0])
    #expect(host.recorder.didChanges.allSatisfy { $0.direction == .forward })
    #expect(host.didCauses.allSatisfy { $0 == .autoScroll })
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(host.controller.position == 0)
  }

  @Test func aCircularPagerWrapsInReverse() throws {
    let host = try AutoScrollHost(
      makeCircularAutoPager(count: 4), scroller: AutoScroller(direction: .reverse))
    try host.tick()
    try host.run(through: 7)
    #expect(host.didIndices == [3, 2])
    #expect(host.recorder.didChanges.allSatisfy { $0.direction == .reverse })
  }

  // MARK: Loops and item layouts

  @Test(arguments: [true, false])
  func aLoopIsDrivenTheSameWay(isCircular: Bool) throws {
    let loop = try Pager(
      source: Loopable(ArrayPageSource(Array(0..<3), id: \.self), circular: isCircular),
      layout: .uniform(itemLength: 375), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    let host = try AutoScrollHost(loop, scroller: AutoScroller())
    try host.tick()
    try host.run(through: 10)
    #expect(host.moveTimes == (isCircular ? [3, 6, 9] : [3, 6]))
    #expect(host.didIndices == (isCircular ? [1, 2, 0] : [1, 2]))
    #expect(host.didCauses.allSatisfy { $0 == .autoScroll })
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  @Test func aPagerWithAnItemLayoutIsDrivenTheSameWay() throws {
    // An App Store shelf: 300-point cards, 10 apart, resting 16 points from the leading edge.
    let shelf = try Pager(
      source: ArrayPageSource(Array(0..<4), id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .leading(16),
      snap: DirectionalSnap(velocityThreshold: 300),
      configuration: PagerConfiguration(viewportLength: 375))
    let host = try AutoScrollHost(shelf, scroller: AutoScroller(endBehavior: .rewind))
    try host.tick()
    try host.run(through: 13)
    #expect(host.didIndices == [1, 2, 3, 0])
    #expect(host.didCauses.allSatisfy { $0 == .autoScroll })
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(host.controller.checkInvariants().isEmpty)
  }

  // MARK: Hostile input

  @Test func reloadToEmptyMidScheduleIsHarmless() throws {
    let host = try AutoScrollHost(makeAutoPager(count: 5), scroller: AutoScroller())
    let pager = host.controller
    try host.tick()
    // Emptied mid-motion (just after the 3 s move started), refilled at 6 s.
    try host.run(through: 13) { host in
      if host.frame == 186 { try pager.reload(ArrayPageSource([], id: \.self)) }  // 3.1 s
      if host.frame == 360 { try pager.reload(ArrayPageSource([10, 11, 12], id: \.self)) }  // 6 s
    }
    // The move's will is closed by the reload; nothing moves while empty; the schedule
    // restarts with the pages, one interval later.
    #expect(host.moveTimes == [3, 9, 12])
    #expect(host.recorder.didChanges.map(\.to) == [nil, 10, 11, 12])
    #expect(host.didCauses == [.dataReload, .dataReload, .autoScroll, .autoScroll])
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(pager.checkInvariants().isEmpty)
  }

  /// A source whose pages change behind the pager's back (a class the app mutates).
  final class MutableSource: PageSource {
    var pages: [Int]
    init(_ pages: [Int]) { self.pages = pages }
    var count: Int { pages.count }
    func page(at index: Int) -> Int? { pages.indices.contains(index) ? pages[index] : nil }
    func id(at index: Int) -> Int? { page(at: index) }
    func index(of id: Int) -> Int? { pages.firstIndex(of: id) }
  }

  @Test func aMoveTheControllerRejectsIsDroppedWithoutACrash() throws {
    // Given a pager whose source is emptied behind its back, unnoticed until its next call
    let source = MutableSource([0, 1, 2])
    let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let scroller = try AutoScroller()
    try pager.advance(to: 0)
    scroller.advanceAction(pager, to: 0)
    source.pages = []
    // When the auto-scroller's fire time comes before the pager's own frame
    let fired = scroller.advanceAction(pager, to: 3)
    // Then the command is rejected: no move, no auto-scroll event, only the reload the pager
    // noticed; the fire time is spent.
    #expect(fired == nil)
    #expect(recorder.willChanges.allSatisfy { $0.cause == .dataReload })
    #expect(recorder.didChanges.map(\.to) == [nil])
    #expect(pager.isEmpty)
    #expect(scroller.nextFireTime == 6)
    #expect(pager.checkInvariants().isEmpty)
  }

  /// A host's own controller of three pages that refuses every command.
  final class RefusingController: PagingController {
    var delegate: (any PagerDelegate<Int>)?
    var targetIndex: Int
    var currentIndex: Int { targetIndex }
    var settledIndex: Int { targetIndex }
    var position: Double { Double(targetIndex) }
    var phase: PagerPhase { .idle }
    var isEmpty: Bool { false }
    var count: Int { 3 }
    var loops: Bool { false }
    var attempts = 0
    var scrolls: [Int] = []
    init(at index: Int) { targetIndex = index }
    func scroll(to index: Int, direction: PageDirection?, animated: Bool) throws(PagerError) {
      attempts += 1
      scrolls.append(index)
      throw .emptySource
    }
    func scrollToNext(animated: Bool) throws(PagerError) {
      try scroll(to: targetIndex + 1, direction: .forward, animated: animated)
    }
    func scrollToPrevious(animated: Bool) throws(PagerError) {
      try scroll(to: targetIndex - 1, direction: .reverse, animated: animated)
    }
    func addEventObserver(_ observer: @escaping (PagerEvent<Int>) -> Void) -> PagerObserverToken {
      PagerObserverToken(rawValue: 0)
    }
    func removeEventObserver(_ token: PagerObserverToken) {}
  }

  @Test func aRejectedTurnDoesNotTurnThePingPongRound() throws {
    let controller = RefusingController(at: 2)
    let scroller = try AutoScroller(endBehavior: .reverse)
    scroller.advanceAction(controller, to: 0)
    #expect(scroller.advanceAction(controller, to: 3) == nil)
    #expect(controller.attempts == 1)
    // A host's own controller is moved with its `scroll(to:direction:animated:)`.
    #expect(controller.scrolls == [1])
    #expect(scroller.direction == .forward)
    #expect(scroller.nextFireTime == 6)
    // The context-based schedule, for comparison, turns at once: it cannot know.
    let schedule = try AutoScroller(endBehavior: .reverse)
    let context = AutoScrollContext(currentIndex: 2, count: 3, isCircular: false)
    _ = schedule.advance(to: 0, context: context)
    #expect(schedule.advance(to: 3, context: context)?.index == 1)
    #expect(schedule.direction == .reverse)
  }

  // MARK: Re-entrancy

  @Test func aCommandFromAHandlerDuringAnAutoMoveRunsAtOnceAndIsQueuedAfter() throws {
    // Given a pager whose handler answers the auto move's announcement with a command
    let pager = try makeAutoPager(count: 8)
    let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
    var log: [String] = []
    pager.addEventObserver { [weak pager] event in
      guard let pager, case .willChangePage(let change) = event else { return }
      log.append("will \(change.toIndex ?? -1) \(change.cause)")
      guard change.cause == .autoScroll else { return }
      ledger.checker.observe(settled: pager.settledPageID)
      do {
        try pager.scroll(to: 5)
        log.append("handler: target \(pager.targetIndex)")
      } catch {
        log.append("handler threw \(error)")
      }
      ledger.checker.observe(settled: pager.settledPageID)
    }
    let scroller = try AutoScroller()
    try pager.advance(to: 0)
    scroller.advanceAction(pager, to: 0)
    // When the auto move fires
    try pager.advance(to: 3)
    let fired = scroller.advanceAction(pager, to: 3)
    // Then the move is reported as made, the handler's command ran against the final state
    // (settling to 1) and retargeted it, and its announcement came after the auto move's.
    #expect(fired?.index == 1)
    #expect(pager.targetIndex == 5)
    #expect(log == ["will 1 autoScroll", "handler: target 5", "will 5 programmatic"])
    // At rest the change is the command's (the cause of the motion that brought it to rest).
    var time = 3.0
    while pager.phase != .idle {
      time += 1.0 / 60
      try pager.advance(to: time)
      scroller.advanceAction(pager, to: time)
    }
    ledger.checker.checkAtRest(settled: pager.settledPageID)
    #expect(pager.settledIndex == 5)
    #expect(ledger.violations.isEmpty, "\(ledger.violations)")
    #expect(ledger.checker.didCount == 1)
  }

}
