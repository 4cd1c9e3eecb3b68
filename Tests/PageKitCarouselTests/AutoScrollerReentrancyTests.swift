import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

/// A handler of an event that an auto-scroller's own move caused may call that auto-scroller:
/// ``AutoScroller/reset()`` and ``AutoScroller/advance(_:to:pausedBy:)`` are applied when the
/// move is done, in call order, and reads answer the schedule the move left. None of it traps
/// (a value-type scroller being modified while the pager delivered the move's events did:
/// Swift's exclusivity check stopped the process).
@Suite struct AutoScrollerReentrancyTests {
  /// A looping carousel of peeking cards, 300 points long with 10 points between them.
  static func makeCardCarousel() throws -> CircularIntPager {
    try Pager(
      source: ArrayPageSource(Array(0..<5), id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  /// Runs the handler a new user writes first, `reset()` on every `willChangePage`, for ten
  /// seconds of frames over `pager`, and checks the outcome.
  func checkResetOnEveryWill(_ pager: some HeadlessController) throws {
    let host = AutoScrollHost(pager, scroller: try AutoScroller())
    let scroller = host.scroller
    var resetsInsideAMove = 0
    pager.addEventObserver {
      if case .willChangePage = $0 {
        if scroller.isPerformingMove { resetsInsideAMove += 1 }
        scroller.reset()
      }
    }
    try host.tick()
    try host.run(through: 10)
    // Every auto move's will called reset() from inside the move, and nothing trapped.
    #expect(host.moves.count == 3)
    #expect(resetsInsideAMove == 3)
    // Each reset was applied after its move: the next call started a fresh grid, so the next
    // move came one interval after that call (a frame after the move), not on the old grid
    // (3, 6, 9 s).
    #expect(host.moveTimes.first == 3)
    for (earlier, later) in zip(host.moveTimes, host.moveTimes.dropFirst()) {
      #expect(later - earlier > 3 + 0.5 / 60 && later - earlier < 3 + 2.5 / 60)
    }
    #expect(host.recorder.willChanges.map(\.cause) == [.autoScroll, .autoScroll, .autoScroll])
    #expect(scroller.state.deferredCallCount == 0)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func resetFromItsOwnWillIsAppliedWhenTheMoveIsDoneOverALoopOfPages() throws {
    try checkResetOnEveryWill(makeCircularAutoPager(count: 4))
  }

  @Test func resetFromItsOwnWillIsAppliedWhenTheMoveIsDoneOverACardCarousel() throws {
    try checkResetOnEveryWill(Self.makeCardCarousel())
  }

  @Test func resetFromItsOwnWillIsAppliedWhenTheMoveIsDoneOverABoundedPager() throws {
    try checkResetOnEveryWill(makeAutoPager(count: 6))
  }

  @Test func readingTheScheduleFromItsOwnMoveAnswersWhatTheMoveLeft() throws {
    // Given a three-second scroller whose grid starts at 0 s
    let pager = try makeCircularAutoPager(count: 4)
    let host = AutoScrollHost(pager, scroller: try AutoScroller())
    let scroller = host.scroller
    var seen: [(next: Double?, interval: Double)] = []
    pager.addEventObserver {
      if case .willChangePage = $0 { seen.append((scroller.nextFireTime, scroller.interval)) }
    }
    try host.tick()
    // When the move at 3 s announces itself
    try host.run(through: 3)
    // Then the handler read the next grid point, 6 s, and the interval.
    #expect(host.moveTimes == [3])
    #expect(seen.map(\.next) == [6])
    #expect(seen.map(\.interval) == [3])
    #expect(scroller.nextFireTime == 6)
  }

  static let pauses: [AutoScroller.PauseReasons] = [[], .hidden, .reduceMotion, .screenReader]

  @Test(arguments: pauses)
  func advanceFromItsOwnMoveReturnsNilAndIsAppliedWhenTheMoveIsDone(
    reasons: AutoScroller.PauseReasons
  ) throws {
    // Given a handler that calls advance(_:to:pausedBy:) from the auto move's will
    let pager = try makeAutoPager(count: 5)
    let host = AutoScrollHost(pager, scroller: try AutoScroller())
    let scroller = host.scroller
    var answers: [Int?] = []
    pager.addEventObserver {
      if case .willChangePage = $0 {
        answers.append(scroller.advance(pager, to: host.time, pausedBy: reasons))
      }
    }
    try host.tick()
    // When the move at 3 s fires
    try host.run(through: 3)
    // Then the inner call answered nil at once, and the one move was made and committed.
    #expect(answers == [nil])
    #expect(host.moveTimes == [3])
    #expect(pager.targetIndex == 1)
    #expect(host.recorder.willChanges.count == 1)
    #expect(scroller.state.deferredCallCount == 0)
    // The inner call was applied after the move, as a call at 3 s: with no pause it finds the
    // pager moving and nothing due (the grid goes on: 6 s); a pause forgets the grid.
    #expect(scroller.latestTime == 3)
    #expect(scroller.nextFireTime == (reasons.isEmpty ? 6 : nil))
    // The next frame's call (no pause) restarts a paused grid from its own time.
    try host.run(through: 3 + 1.0 / 60)
    if reasons.isEmpty {
      #expect(scroller.nextFireTime == 6)
    } else {
      #expect(scroller.nextFireTime == host.time + 3)
    }
    try host.runUntilIdle()
    #expect(host.didIndices == [1])
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }

  @Test(arguments: [false, true])
  func callsFromItsOwnMoveAreAppliedInCallOrder(resetFirst: Bool) throws {
    let pager = try makeAutoPager(count: 5)
    let host = AutoScrollHost(pager, scroller: try AutoScroller())
    let scroller = host.scroller
    pager.addEventObserver {
      guard case .willChangePage = $0 else { return }
      if resetFirst {
        scroller.reset()
        scroller.advance(pager, to: host.time)
      } else {
        scroller.advance(pager, to: host.time)
        scroller.reset()
      }
    }
    try host.tick()
    try host.run(through: 3)
    #expect(host.moveTimes == [3])
    // reset() then advance: the advance starts a fresh grid at 3 s. advance then reset(): the
    // grid is forgotten last.
    #expect(scroller.nextFireTime == (resetFirst ? 6 : nil))
    #expect(scroller.gridStart == (resetFirst ? 3 : nil))
  }

  @Test func aPingPongTurnIsCommittedBeforeTheCallsOfItsHandlers() throws {
    // Given a ping-pong scroller on the last of three pages
    let pager = try makeAutoPager(count: 3, initialIndex: 2)
    let host = AutoScrollHost(pager, scroller: try AutoScroller(endBehavior: .reverse))
    let scroller = host.scroller
    var directionsSeen: [PageDirection] = []
    pager.addEventObserver {
      guard case .willChangePage = $0 else { return }
      directionsSeen.append(scroller.direction)
      scroller.reset()
    }
    try host.tick()
    // When the turn at 3 s announces itself and its handler resets the schedule
    try host.run(through: 3)
    // Then the handler saw the scroller before the turn was committed, the turn was made and
    // kept, and the reset was applied after it.
    #expect(directionsSeen == [.forward])
    #expect(host.moves.map(\.action.direction) == [.reverse])
    #expect(pager.targetIndex == 1)
    #expect(scroller.direction == .reverse)
    #expect(scroller.nextFireTime == nil)
    // The next move goes on in reverse, one interval after the grid restarts.
    try host.runUntilIdle()
    try host.run(through: 7)
    #expect(host.moves.map(\.action.index) == [1, 0])
  }

  @Test func everyEventOfItsMoveMayCallIt() throws {
    // Given a handler that calls every entry point on every event
    let pager = try makeCircularAutoPager(count: 3)
    let host = AutoScrollHost(pager, scroller: try AutoScroller())
    let scroller = host.scroller
    var eventsInsideAMove: [String] = []
    pager.addEventObserver { event in
      if scroller.isPerformingMove {
        switch event {
        case .willChangePage: eventsInsideAMove.append("will")
        case .phaseDidChange(_, let to): eventsInsideAMove.append("phase \(to)")
        case .didScroll: eventsInsideAMove.append("scroll")
        case .didChangePage, .didCancelPageChange: eventsInsideAMove.append("close")
        }
      }
      _ = scroller.nextFireTime
      scroller.advance(pager, to: host.time, pausedBy: [.hidden])
      scroller.reset()
    }
    try host.tick()
    // When the move fires (the handlers' pauses keep resetting the grid, so drive one move)
    try host.run(through: 3)
    // Then the move was made, every event it delivered reached the handler inside it, and
    // every call was applied afterwards.
    #expect(host.moveTimes == [3])
    #expect(eventsInsideAMove.contains("will"))
    #expect(eventsInsideAMove.contains("phase settling"))
    #expect(scroller.state.deferredCallCount == 0)
    #expect(scroller.nextFireTime == nil)
    #expect(host.ledger.violations.isEmpty, "\(host.ledger.violations)")
  }
}
