import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct AutoScrollerTests {
  func context(
    index: Int = 0, count: Int = 5, circular: Bool = true, dragging: Bool = false,
    moving: Bool = false
  ) -> AutoScrollContext {
    AutoScrollContext(
      currentIndex: index, count: count, isCircular: circular, isDragging: dragging,
      isMoving: moving)
  }

  /// Runs frames at `fps` from `start` to `end`, moving the index on every action.
  func run(
    _ scroller: inout AutoScroller, from start: Double, to end: Double, fps: Double = 60,
    index: inout Int, count: Int = 5, dragging: ClosedRange<Double>? = nil
  ) -> [AutoScrollAction] {
    var actions: [AutoScrollAction] = []
    var frame = 0.0
    while true {
      let time = start + frame / fps
      if time > end { break }
      frame += 1
      let isDragging = dragging?.contains(time) ?? false
      let ctx = context(index: index, count: count, dragging: isDragging)
      if let action = scroller.advance(to: time, context: ctx) {
        actions.append(action)
        index = action.index
      }
    }
    return actions
  }

  // MARK: The carousel seed

  @Test func seedFiresEveryThreeSeconds() throws {
    var scroller = try AutoScroller()
    #expect(scroller.interval == 3)
    var index = 0
    let actions = run(&scroller, from: 0, to: 15.01, index: &index)
    #expect(actions.map(\.scheduledTime) == [3, 6, 9, 12, 15])
    #expect(actions.map(\.index) == [1, 2, 3, 4, 0])
    #expect(actions.allSatisfy { $0.kind == .step && $0.direction == .forward })
  }

  @Test func seedPausesOnDragAndResumesThreeSecondsAfterItEnds() throws {
    var scroller = try AutoScroller()
    var index = 0
    // Given a drag from 4 s to 10 s
    let actions = run(&scroller, from: 0, to: 16.5, index: &index, dragging: 4...10)
    // Then it fires at 3 s, not during the drag, and next 3 s after the drag's end.
    let times = actions.map(\.scheduledTime)
    #expect(times.count == 3)
    #expect(times.first == 3)
    let resumed = try #require(times.dropFirst().first)
    #expect(resumed > 13 && resumed < 13.02)
    #expect(abs(times[2] - (resumed + 3)) < 1e-9)
  }

  // MARK: Grid, drift, bursts

  @Test func fireTimesStayOnTheGridWithJitteryFrames() throws {
    let scroller = try AutoScroller(interval: 0.7)
    var rng = SplitMix64(seed: 42)
    var time = 1.25
    var fired: [Double] = []
    _ = scroller.advance(to: time, context: context())
    for _ in 0..<100_000 {
      time += rng.double(in: 0.001...0.05)
      if let action = scroller.advance(to: time, context: context()) {
        #expect(action.scheduledTime <= time)
        #expect(time - action.scheduledTime < 0.05 + 1e-9)
        fired.append(action.scheduledTime)
      }
    }
    #expect(fired.count > 100)
    for (k, scheduled) in fired.enumerated() {
      // Each fire is exactly start + k * interval, computed from the grid, never accumulated.
      #expect(scheduled == 1.25 + Double(k + 1) * 0.7, "fire \(k)")
    }
  }

  @Test func aLongGapFiresOnceWithoutCatchingUp() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context())
    let fired = scroller.advance(to: 100, context: context())
    let action = try #require(fired)
    #expect(action.scheduledTime == 99)
    #expect(action.index == 1)
    #expect(scroller.advance(to: 100.01, context: context()) == nil)
    #expect(scroller.nextFireTime == 102)
  }

  @Test func aFireTimeDuringMotionWaitsForRestAndRestartsTheGrid() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context())
    #expect(scroller.advance(to: 3, context: context(moving: true)) == nil)
    #expect(scroller.isWaitingForRest)
    #expect(scroller.advance(to: 3.4, context: context(moving: true)) == nil)
    let fired = scroller.advance(to: 3.5, context: context())
    let action = try #require(fired)
    #expect(action.scheduledTime == 3.5)
    #expect(scroller.nextFireTime == 6.5)
    #expect(scroller.advance(to: 6, context: context(index: 1)) == nil)
    #expect(scroller.advance(to: 6.5, context: context(index: 1))?.index == 2)
  }

  @Test func motionBeforeTheFireTimeDoesNotMoveTheGrid() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context())
    #expect(scroller.advance(to: 1, context: context(moving: true)) == nil)
    #expect(!scroller.isWaitingForRest)
    #expect(scroller.advance(to: 3, context: context())?.scheduledTime == 3)
  }

  // MARK: Pauses

  @Test(arguments: ["hidden", "reduceMotion", "screenReader", "dragging"])
  func everyPauseResetsTheGrid(reason: String) throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context())
    var paused = context()
    switch reason {
    case "hidden": paused.isHidden = true
    case "reduceMotion": paused.isReduceMotionEnabled = true
    case "screenReader": paused.isScreenReaderRunning = true
    default: paused.isDragging = true
    }
    #expect(paused.isPaused)
    #expect(scroller.advance(to: 2, context: paused) == nil)
    #expect(scroller.advance(to: 5, context: paused) == nil)
    #expect(scroller.nextFireTime == nil)
    // The pause ends at 5.5: the next advance comes one full interval later.
    #expect(scroller.advance(to: 5.5, context: context()) == nil)
    #expect(scroller.advance(to: 8.4, context: context()) == nil)
    #expect(scroller.advance(to: 8.5, context: context())?.scheduledTime == 8.5)
  }

  @Test(arguments: [0, 1])
  func fewerThanTwoItemsDoNothing(count: Int) throws {
    let scroller = try AutoScroller()
    for second in 0...30 {
      let ctx = context(count: count)
      #expect(scroller.advance(to: Double(second), context: ctx) == nil)
    }
  }

  // MARK: End of a bounded source

  @Test func boundedStopsAtTheEnd() throws {
    let scroller = try AutoScroller(endBehavior: .stop)
    _ = scroller.advance(to: 0, context: context(index: 1, count: 3, circular: false))
    #expect(
      scroller.advance(to: 3, context: context(index: 1, count: 3, circular: false))?.index == 2)
    #expect(scroller.advance(to: 6, context: context(index: 2, count: 3, circular: false)) == nil)
    #expect(scroller.advance(to: 9, context: context(index: 2, count: 3, circular: false)) == nil)
    // Moved back by the user, it carries on.
    #expect(
      scroller.advance(to: 12, context: context(index: 0, count: 3, circular: false))?.index == 1)
  }

  @Test func boundedRewindsToTheStart() throws {
    let scroller = try AutoScroller(endBehavior: .rewind)
    _ = scroller.advance(to: 0, context: context(index: 2, count: 3, circular: false))
    let fired = scroller.advance(to: 3, context: context(index: 2, count: 3, circular: false))
    let action = try #require(fired)
    #expect(action.kind == .rewind)
    #expect(action.index == 0)
    #expect(action.direction == .reverse)
  }

  @Test func boundedReversesLikeAPingPong() throws {
    let scroller = try AutoScroller(endBehavior: .reverse)
    var index = 0
    var visited: [Int] = []
    _ = scroller.advance(to: 0, context: context(index: index, count: 3, circular: false))
    for k in 1...8 {
      let ctx = context(index: index, count: 3, circular: false)
      let fired = scroller.advance(to: Double(3 * k), context: ctx)
      let action = try #require(fired)
      index = action.index
      visited.append(index)
    }
    #expect(visited == [1, 2, 1, 0, 1, 2, 1, 0])
  }

  @Test func circularWrapsForwardAndReverse() throws {
    let forward = try AutoScroller()
    _ = forward.advance(to: 0, context: context(index: 4))
    #expect(forward.advance(to: 3, context: context(index: 4))?.index == 0)
    let reverse = try AutoScroller(direction: .reverse)
    _ = reverse.advance(to: 0, context: context(index: 0))
    let fired = reverse.advance(to: 3, context: context(index: 0))
    let action = try #require(fired)
    #expect(action.index == 4)
    #expect(action.direction == .reverse)
  }

  // MARK: Hostile input

  @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity, -Double.infinity])
  func invalidIntervalThrows(interval: Double) {
    let expected: PagerError =
      interval.isFinite ? .invalidConfiguration(.autoScrollInterval(interval)) : .nonFiniteValue
    #expect(throws: expected) { try AutoScroller(interval: interval) }
  }

  @Test func nonFiniteAndBackwardTimesAreIgnored() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 10, context: context())
    let before = scroller.state
    for time in [Double.nan, .infinity, -.infinity, 9.9] {
      #expect(scroller.advance(to: time, context: context()) == nil)
      #expect(scroller.state == before)
    }
    #expect(scroller.advance(to: 13, context: context())?.scheduledTime == 13)
  }

  @Test func outOfRangeCurrentIndexIsClamped() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context(index: 99))
    #expect(scroller.advance(to: 3, context: context(index: 99))?.index == 0)
    let bounded = try AutoScroller()
    _ = bounded.advance(to: 0, context: context(index: -7, circular: false))
    #expect(bounded.advance(to: 3, context: context(index: -7, circular: false))?.index == 1)
  }

  @Test func resetStartsAFreshGrid() throws {
    let scroller = try AutoScroller()
    _ = scroller.advance(to: 0, context: context())
    scroller.reset()
    #expect(scroller.nextFireTime == nil)
    #expect(scroller.advance(to: 2, context: context()) == nil)
    #expect(scroller.advance(to: 3, context: context()) == nil)
    #expect(scroller.advance(to: 5, context: context())?.scheduledTime == 5)
  }
}
