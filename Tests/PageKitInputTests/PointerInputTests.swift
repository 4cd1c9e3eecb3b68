import PageKitCore
import PageKitTestSupport
import Testing

/// A pointer fed as locations and timestamps (`PointerInput`): the touch slop, the axis lock,
/// the release velocity from the samples, the re-grab, and every bad input.
@Suite struct PointerInputTests {
  typealias TestPager = Pager<ArrayPageSource<Int, Int>, SlideTransition>

  static func pager(
    count: Int = 5, axis: Axis = .horizontal, touchSlop: Double = 8,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> TestPager {
    try Pager(
      source: ArrayPageSource(Array(0..<count)),
      configuration: PagerConfiguration(
        viewportLength: 375, axis: axis, layoutDirection: layoutDirection, touchSlop: touchSlop))
  }

  @Test func aSampleReadsAlongAndAcrossAnAxis() {
    let sample = PointerSample(x: 120, y: 48, timestamp: 3.25)
    let along = sample.location(along: .horizontal)  // 120
    #expect(along == 120)
    #expect(sample.location(across: .horizontal) == 48)
    #expect(sample.location(along: .vertical) == 48)
    #expect(sample.location(across: .vertical) == 120)
  }

  @Test func aPressAtRestWaitsAndATapChangesNothing() throws {
    let pager = try Self.pager()
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.pointerDown(x: 200, y: 50, timestamp: 1)
    #expect(pager.pointerPhase == .pressed)
    #expect(pager.phase == .idle)
    try pager.pointerMove(x: 195, y: 54, timestamp: 1.016)
    #expect(pager.phase == .idle)
    #expect(pager.position == 0)
    try pager.pointerUp(x: 194, y: 54, timestamp: 1.032)
    #expect(pager.pointerPhase == .up)
    #expect(pager.phase == .idle)
    #expect(recorder.events.isEmpty)
  }

  @Test func theDragBeginsPastTheSlopWithTheMovementPastIt() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 200, y: 50, timestamp: 1)
    try pager.pointerMove(x: 192, y: 50, timestamp: 1.01)
    #expect(pager.phase == .idle, "8 points is within the slop: it must be passed")
    try pager.pointerMove(x: 180, y: 51, timestamp: 1.02)
    #expect(pager.pointerPhase == .dragging)
    #expect(pager.phase == .dragging)
    #expect(abs(pager.position - 12.0 / 375) < 1e-12)
    try pager.pointerMove(x: 150, y: 51, timestamp: 1.03)
    #expect(abs(pager.position - 42.0 / 375) < 1e-12)
  }

  @Test(arguments: [0.0, 20.0])
  func theSlopIsTheHosts(_ slop: Double) throws {
    let pager = try Self.pager(touchSlop: slop)
    try pager.pointerDown(x: 200, y: 50, timestamp: 1)
    try pager.pointerMove(x: 185, y: 50, timestamp: 1.01)
    #expect(pager.phase == (slop < 15 ? .dragging : .idle))
    if slop == 0 { #expect(abs(pager.position - 15.0 / 375) < 1e-12) }
  }

  @Test func aMoveAcrossTheAxisFirstLocksTheGestureAway() throws {
    let pager = try Self.pager()
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.pointerDown(x: 200, y: 50, timestamp: 1)
    try pager.pointerMove(x: 195, y: 62, timestamp: 1.01)
    #expect(pager.pointerPhase == .ignored)
    try pager.pointerMove(x: 60, y: 70, timestamp: 1.02)
    #expect(pager.phase == .idle)
    #expect(pager.position == 0)
    try pager.pointerUp(x: 40, y: 70, timestamp: 1.03)
    #expect(pager.pointerPhase == .up)
    #expect(recorder.events.isEmpty)
  }

  @Test func aVerticalPagerTakesTheVerticalMovement() throws {
    let pager = try Self.pager(axis: .vertical)
    try pager.pointerDown(x: 100, y: 300, timestamp: 1)
    try pager.pointerMove(x: 130, y: 290, timestamp: 1.01)
    #expect(pager.pointerPhase == .ignored)
    try pager.pointerUp(x: 130, y: 290, timestamp: 1.02)
    try pager.pointerDown(x: 100, y: 300, timestamp: 2)
    try pager.pointerMove(x: 104, y: 280, timestamp: 2.01)
    #expect(pager.pointerPhase == .dragging)
    #expect(abs(pager.position - 12.0 / 375) < 1e-12)
  }

  @Test func aDiagonalTieGoesAlongTheAxis() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 100, y: 100, timestamp: 1)
    try pager.pointerMove(x: 90, y: 110, timestamp: 1.01)
    #expect(pager.pointerPhase == .dragging)
  }

  /// The samples of a gesture give the release what a host's tracker would: the same pager
  /// fed translations and the tracker's velocity ends the same, event for event.
  @Test func theReleaseVelocityIsTheTrackersOverTheGesture() throws {
    let fed = try Self.pager()
    let byHand = try Self.pager()
    let fedEvents = RecordingDelegate<Int>()
    let handEvents = RecordingDelegate<Int>()
    fed.delegate = fedEvents
    byHand.delegate = handEvents
    var tracker = VelocityTracker()
    let xs: [Double] = [300, 296, 286, 270, 250, 228, 205]
    try fed.pointerDown(x: xs[0], y: 40, timestamp: 0)
    tracker.addSample(xs[0], at: 0)
    for (frame, x) in xs.enumerated().dropFirst() {
      let time = Double(frame) / 120
      try fed.pointerMove(x: x, y: 40, timestamp: time)
      tracker.addSample(x, at: time)
      // By hand: the drag begins at the first move past the slop (286, 14 points), which the
      // first translation leaves out; then the finger's path.
      if frame == 2 {
        try byHand.beginDrag()
        try byHand.drag(by: -(14 - 8))
      } else if frame > 2 {
        try byHand.drag(by: x - xs[frame - 1])
      }
    }
    try fed.pointerUp(x: 205, y: 40, timestamp: 6.0 / 120)
    let velocity = tracker.velocity(at: 6.0 / 120)
    #expect(velocity < -2_000)
    try byHand.endDrag(velocity: velocity)
    #expect(fed.targetIndex == 1)
    for time in [0.1, 0.3, 1] {
      try fed.advance(to: time)
      try byHand.advance(to: time)
      #expect(abs(fed.position - byHand.position) < 1e-9)
    }
    #expect(fedEvents.events == handEvents.events)
    #expect(fed.settledIndex == 1)
  }

  @Test func aPauseBeforeTheLiftReleasesWithoutVelocity() throws {
    for pause in [0.0, 0.1] {
      let pager = try Self.pager()
      try pager.pointerDown(x: 300, y: 40, timestamp: 0)
      for frame in 1...6 {
        try pager.pointerMove(x: 300 - Double(frame) * 15, y: 40, timestamp: Double(frame) / 60)
      }
      try pager.pointerUp(x: 210, y: 40, timestamp: 0.1 + pause)
      // 82 points of 375 is short of half a page: only the fling moves on.
      #expect(pager.targetIndex == (pause == 0 ? 1 : 0), "pause \(pause)")
    }
  }

  @Test func aPressDuringASettleTakesHoldAtOnce() throws {
    let pager = try Self.pager()
    try pager.advance(to: 0)
    try pager.scrollToNext()
    try pager.advance(to: 0.05)
    let position = pager.position
    try pager.pointerDown(x: 100, y: 10, timestamp: 3)
    #expect(pager.pointerPhase == .dragging)
    #expect(pager.phase == .dragging)
    #expect(pager.position == position)
    try pager.pointerMove(x: 98, y: 10, timestamp: 3.01)
    #expect(abs(pager.position - (position + 2.0 / 375)) < 1e-12)
    try pager.pointerCancel()
    #expect(pager.pointerPhase == .up)
    #expect(pager.phase == .settling)
  }

  @Test func aRightToLeftPagerMirrorsThePointerAsItsDrags() throws {
    let pager = try Self.pager(layoutDirection: .rightToLeft)
    try pager.pointerDown(x: 100, y: 10, timestamp: 0)
    try pager.pointerMove(x: 140, y: 10, timestamp: 0.01)
    #expect(abs(pager.position - 32.0 / 375) < 1e-12)
  }

  @Test func aHostsEndDragLeavesThePointerIgnored() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 300, y: 10, timestamp: 0)
    try pager.pointerMove(x: 250, y: 10, timestamp: 0.01)
    try pager.endDrag(velocity: 0)
    try pager.pointerMove(x: 100, y: 10, timestamp: 0.02)
    #expect(pager.pointerPhase == .ignored)
    #expect(pager.phase == .settling)
    try pager.pointerUp(x: 100, y: 10, timestamp: 0.03)
    #expect(pager.pointerPhase == .up)
  }

  @Test func aCancelReleasesTheDragWithoutVelocity() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 300, y: 10, timestamp: 0)
    for frame in 1...4 {
      try pager.pointerMove(x: 300 - Double(frame) * 30, y: 10, timestamp: Double(frame) / 60)
    }
    try pager.pointerCancel()
    #expect(pager.phase == .settling)
    #expect(pager.targetIndex == 0, "a fast pointer's cancel is a slow release")
    try pager.pointerCancel()  // nothing down: nothing changes
    #expect(pager.pointerPhase == .up)
  }

  @Test func backwardTimestampsStartTheSamplesOver() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 300, y: 10, timestamp: 5)
    for frame in 1...4 {
      try pager.pointerMove(x: 300 - Double(frame) * 30, y: 10, timestamp: 5 + Double(frame) / 60)
    }
    // The clock jumped back: the motion before it is forgotten, and one sample reads zero.
    try pager.pointerUp(x: 180, y: 10, timestamp: 1)
    #expect(pager.targetIndex == 0)
  }

  // MARK: Bad input

  @Test func badInputThrowsAndChangesNothing() throws {
    let pager = try Self.pager()
    func expectUnchanged(
      _ error: PagerError, _ call: () throws(PagerError) -> Void,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let before = PagerObservation(pager)
      let phase = pager.pointerPhase
      #expect(throws: error, sourceLocation: sourceLocation) { try call() }
      #expect(PagerObservation(pager) == before, sourceLocation: sourceLocation)
      #expect(pager.pointerPhase == phase, sourceLocation: sourceLocation)
    }
    expectUnchanged(.notDragging) { () throws(PagerError) in
      try pager.pointerMove(x: 1, y: 1, timestamp: 0)
    }
    expectUnchanged(.notDragging) { () throws(PagerError) in
      try pager.pointerUp(x: 1, y: 1, timestamp: 0)
    }
    for bad in [Double.nan, .infinity, -.infinity] {
      expectUnchanged(.nonFiniteValue) { () throws(PagerError) in
        try pager.pointerDown(x: bad, y: 1, timestamp: 0)
      }
      expectUnchanged(.nonFiniteValue) { () throws(PagerError) in
        try pager.pointerDown(x: 1, y: 1, timestamp: bad)
      }
    }
    try pager.pointerDown(x: 300, y: 10, timestamp: 0)
    try pager.pointerMove(x: 250, y: 10, timestamp: 0.01)
    expectUnchanged(.nonFiniteValue) { () throws(PagerError) in
      try pager.pointerMove(x: .nan, y: 10, timestamp: 0.02)
    }
    expectUnchanged(.nonFiniteValue) { () throws(PagerError) in
      try pager.pointerUp(x: 250, y: .infinity, timestamp: 0.02)
    }
    expectUnchanged(.dragInProgress) { () throws(PagerError) in
      try pager.pointerDown(x: 1, y: 1, timestamp: 0.02)
    }
    expectUnchanged(.dragInProgress) { () throws(PagerError) in try pager.scrollToNext() }
    // A move with no movement is a sample, and changes nothing else.
    let position = pager.position
    try pager.pointerMove(x: 250, y: 10, timestamp: 0.03)
    #expect(pager.position == position)
    try pager.pointerUp(x: 250, y: 10, timestamp: 0.04)

    let hostDrag = try Self.pager()
    try hostDrag.beginDrag()
    let before = PagerObservation(hostDrag)
    #expect(throws: PagerError.dragInProgress) {
      try hostDrag.pointerDown(x: 1, y: 1, timestamp: 0)
    }
    #expect(PagerObservation(hostDrag) == before)
    #expect(hostDrag.pointerPhase == .up)

    let empty = try Self.pager(count: 0)
    #expect(throws: PagerError.emptySource) { try empty.pointerDown(x: 1, y: 1, timestamp: 0) }
    #expect(empty.pointerPhase == .up)
  }

  @Test func aPressThatPassesTheSlopOverAnEmptiedSourceThrows() throws {
    let pager = try Self.pager()
    try pager.pointerDown(x: 300, y: 10, timestamp: 0)
    try pager.reload(ArrayPageSource([Int]()))
    #expect(throws: PagerError.emptySource) {
      try pager.pointerMove(x: 200, y: 10, timestamp: 0.01)
    }
    #expect(pager.pointerPhase == .pressed)
    try pager.pointerUp(x: 200, y: 10, timestamp: 0.02)
    #expect(pager.pointerPhase == .up)
  }

  @Test func aTouchSlopOutOfRangeIsRefused() throws {
    #expect(throws: PagerError.invalidConfiguration(.touchSlop(-1))) {
      try Self.pager(touchSlop: -1)
    }
    #expect(throws: PagerError.nonFiniteValue) { try Self.pager(touchSlop: .nan) }
    let pager = try Self.pager()
    var configuration = pager.configuration
    configuration.touchSlop = -3
    #expect(throws: PagerError.invalidConfiguration(.touchSlop(-3))) {
      try pager.setConfiguration(configuration)
    }
    #expect(pager.configuration.touchSlop == PagerConfiguration.standardTouchSlop)
  }
}
