import PageKitCore
import PageKitTestSupport
import Testing

/// A wheel and a trackpad (`WheelEvent`): a notch moves a stop, a burst one per gesture unless
/// the configuration asks for more, a phased scroll drags like a finger and releases with its
/// velocity, the momentum after it changes nothing; and every bad input.
@Suite struct WheelInputTests {
  typealias TestPager = Pager<ArrayPageSource<Int, Int>, SlideTransition>

  static func pager(
    count: Int = 10, axis: Axis = .horizontal, layoutDirection: LayoutDirection = .leftToRight,
    initialIndex: Int = 0, stops: Int = 1
  ) throws -> TestPager {
    try Pager(
      source: ArrayPageSource(Array(0..<count)), initialIndex: initialIndex,
      configuration: PagerConfiguration(
        viewportLength: 375, axis: axis, layoutDirection: layoutDirection,
        wheelStopsPerGesture: stops))
  }

  /// `events` with their vertical deltas made horizontal.
  static func sideways(_ events: [WheelEvent]) -> [WheelEvent] {
    events.map { event in
      var turned = event
      turned.deltaX = event.deltaY
      turned.deltaY = 0
      return turned
    }
  }

  static func changes(_ events: [PagerEvent<Int>]) -> [Int?] {
    events.compactMap { event in
      guard case .willChangePage(let change) = event else { return nil }
      return change.toIndex
    }
  }

  // MARK: - A wheel without phases

  @Test func aNotchMovesOneStop() throws {
    let pager = try Self.pager(axis: .vertical)
    try pager.advance(to: 0)
    try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .lines, timestamp: 1))
    #expect(pager.targetIndex == 1)
    try pager.advance(to: 3)
    #expect(pager.settledIndex == 1)
    // A deliberate second notch, after the gesture's gap, is a second move; one back, a move back.
    try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .lines, timestamp: 3.5))
    #expect(pager.targetIndex == 2)
    try pager.scrollWheel(WheelEvent(deltaY: -1, unit: .lines, timestamp: 4))
    #expect(pager.targetIndex == 1)
  }

  @Test func theDocumentedNotchMovesAHorizontalPager() throws {
    let pager = try Self.pager()
    try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 4.2))  // a notch
    #expect(pager.targetIndex == 1)
  }

  @Test func aSpunWheelMovesOnceAGesture() throws {
    let pager = try Self.pager(axis: .vertical)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    for event in WheelSequences.spunMouse(notches: 12) { try pager.scrollWheel(event) }
    #expect(pager.targetIndex == 1)
    #expect(Self.changes(recorder.events) == [1])
    // The next spin, after a pause, moves once more, retargeting the settle if need be.
    for event in WheelSequences.spunMouse(start: 1.5, notches: 5) { try pager.scrollWheel(event) }
    #expect(pager.targetIndex == 2)
  }

  @Test(arguments: [2, 3, 100])
  func theConfigurationMayAskForMoreStopsAGesture(_ stops: Int) throws {
    let pager = try Self.pager(axis: .vertical, stops: stops)
    for event in WheelSequences.spunMouse(notches: 6) { try pager.scrollWheel(event) }
    #expect(pager.targetIndex == min(stops, 6), "one stop a notch, up to the configuration's")
  }

  @Test func aScrollTheOtherWayIsANewGesture() throws {
    let pager = try Self.pager(axis: .vertical, initialIndex: 5)
    let burst = WheelSequences.spunMouse(notches: 3)
    for event in burst { try pager.scrollWheel(event) }
    #expect(pager.targetIndex == 6)
    try pager.scrollWheel(WheelEvent(deltaY: -1, unit: .lines, timestamp: 1.05))
    #expect(pager.targetIndex == 5)
  }

  @Test func aBrowsersTrackpadStreamMovesOneStop() throws {
    let pager = try Self.pager()
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let stream = WheelSequences.browserTrackpad()
    #expect(stream.count > 30)
    for event in stream {
      try pager.advance(to: event.timestamp)
      try pager.scrollWheel(event)
    }
    #expect(Self.changes(recorder.events) == [1])
    // Its first point is within the slop; the move comes as the scroll passes it.
    let first = try Self.pager()
    try first.scrollWheel(stream[0])
    #expect(first.targetIndex == 0)
  }

  @Test func aRecordedTouchpadStreamIsOneStopAndARecordedSpinOneMore() throws {
    let pager = try Self.pager()
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    for event in WheelSequences.stream(WheelSequences.recordedTouchpadDeltas) {
      try pager.advance(to: event.timestamp)
      try pager.scrollWheel(event)
    }
    #expect(Self.changes(recorder.events) == [1], "49 events, one gesture: one stop")
    // The recorded spin of a mouse, notches about 30 ms apart, a second later: one more.
    let spin = WheelSequences.stream(WheelSequences.recordedMouseDeltas, start: 3, every: 0.03)
    for event in spin { try pager.scrollWheel(event) }
    #expect(Self.changes(recorder.events) == [1, 2])
    // Asked for more, the spin moves a stop per line past the first: 242 points, six lines.
    let many = try Self.pager(stops: 10)
    for event in spin { try many.scrollWheel(event) }
    #expect(many.targetIndex == 6)
  }

  @Test func aPageDeltaIsOneStopAndAHugeOneToo() throws {
    let pager = try Self.pager(axis: .vertical)
    try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .pages, timestamp: 1))
    #expect(pager.targetIndex == 1)
    try pager.scrollWheel(WheelEvent(deltaY: 1e300, unit: .lines, timestamp: 2))
    #expect(pager.targetIndex == 2, "a burst is one move, however long")
    let many = try Self.pager(axis: .vertical, stops: 4)
    try many.scrollWheel(WheelEvent(deltaY: 1e300, unit: .lines, timestamp: 1))
    #expect(many.targetIndex == 4, "never more than the configuration's")
  }

  @Test func aHorizontalPagerTakesOnlyHorizontalDeltas() throws {
    let pager = try Self.pager()
    let before = PagerObservation(pager)
    for event in WheelSequences.spunMouse() { try pager.scrollWheel(event) }
    #expect(PagerObservation(pager) == before, "the vertical wheel is the page's")
    // A host that wants the mouse's one wheel to page it feeds it as horizontal.
    for event in Self.sideways(WheelSequences.spunMouse(start: 2)) { try pager.scrollWheel(event) }
    #expect(pager.targetIndex == 1)
  }

  @Test func aGestureMostlyAcrossTheAxisIsNotThePagers() throws {
    let pager = try Self.pager()
    try pager.scrollWheel(WheelEvent(deltaX: 4, deltaY: 9, timestamp: 1))
    try pager.scrollWheel(WheelEvent(deltaX: 30, deltaY: 1, timestamp: 1.016))
    #expect(pager.targetIndex == 0, "the gesture locked across the axis")
    try pager.scrollWheel(WheelEvent(deltaX: 30, timestamp: 1.5))
    #expect(pager.targetIndex == 1, "a new gesture")
  }

  @Test func aRightToLeftPagerMovesForwardOnAScrollToTheLeft() throws {
    let pager = try Self.pager(layoutDirection: .rightToLeft, initialIndex: 3)
    try pager.scrollWheel(WheelEvent(deltaX: -1, unit: .lines, timestamp: 1))
    #expect(pager.targetIndex == 4)
    try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 2))
    #expect(pager.targetIndex == 3)
  }

  @Test func aNotchPastTheEndChangesNothing() throws {
    let pager = try Self.pager(count: 3, initialIndex: 2)
    let before = PagerObservation(pager)
    try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 1))
    #expect(PagerObservation(pager) == before)
  }

  // MARK: - A trackpad's phased scroll

  @Test func aTrackpadSwipeDragsAndReleasesLikeAFinger() throws {
    let pager = try Self.pager()
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let (swipe, momentum) = WheelSequences.trackpadSwipe()
    try pager.advance(to: 0)
    try pager.scrollWheel(swipe[0])
    #expect(pager.phase == .idle, "a began waits for the slop, as a press does")
    for event in swipe.dropFirst().dropLast() { try pager.scrollWheel(event) }
    #expect(pager.phase == .dragging)
    // The drag follows the scroll past the slop: 124 points less 8.
    #expect(abs(pager.position - 116.0 / 375) < 1e-12)
    try pager.scrollWheel(try #require(swipe.last))
    #expect(pager.phase == .settling)
    #expect(pager.targetIndex == 1, "a flick of 124 points at about 2,000 points a second")
    // The momentum changes nothing: the pager's own settle has taken over.
    let settling = PagerObservation(pager)
    let eventCount = recorder.events.count
    for event in momentum { try pager.scrollWheel(event) }
    #expect(PagerObservation(pager) == settling)
    #expect(recorder.events.count == eventCount)
    try pager.advance(to: 5)
    #expect(pager.settledIndex == 1)
  }

  @Test func aTrackpadScrollIsAPointerMovingAgainstIt() throws {
    let scrolled = try Self.pager()
    let pointed = try Self.pager()
    let scrolledEvents = RecordingDelegate<Int>()
    let pointedEvents = RecordingDelegate<Int>()
    scrolled.delegate = scrolledEvents
    pointed.delegate = pointedEvents
    let (swipe, _) = WheelSequences.trackpadSwipe(scale: 0.6)
    // (From the origin, as the trackpad's finger: the same sums, bit for bit.)
    var x = 0.0
    for (number, event) in swipe.enumerated() {
      x -= event.deltaX
      try scrolled.scrollWheel(event)
      let time = event.timestamp
      switch number {
      case 0: try pointed.pointerDown(x: x, y: 0, timestamp: time)
      case swipe.count - 1: try pointed.pointerUp(x: x, y: 0, timestamp: time)
      default: try pointed.pointerMove(x: x, y: 0, timestamp: time)
      }
      #expect(scrolled.position == pointed.position)
    }
    for frame in 0...90 {
      let time = 1.1 + Double(frame) / 60
      try scrolled.advance(to: time)
      try pointed.advance(to: time)
      #expect(scrolled.position == pointed.position)
    }
    #expect(scrolledEvents.events == pointedEvents.events)
  }

  @Test func aNewGestureDuringTheMomentumIsANewDrag() throws {
    let pager = try Self.pager()
    let (swipe, momentum) = WheelSequences.trackpadSwipe()
    try pager.advance(to: swipe[0].timestamp)
    for event in swipe { try pager.scrollWheel(event) }
    try pager.scrollWheel(momentum[0])
    try pager.advance(to: momentum[0].timestamp + 0.05)
    let position = pager.position
    try pager.scrollWheel(WheelEvent(phase: .began, timestamp: momentum[0].timestamp + 0.05))
    #expect(pager.phase == .dragging, "a began during a settle takes hold of it")
    #expect(pager.position == position)
    try pager.scrollWheel(WheelEvent(deltaX: -20, phase: .changed, timestamp: 1.3))
    #expect(abs(pager.position - (position - 20.0 / 375)) < 1e-12)
    try pager.scrollWheel(WheelEvent(phase: .cancelled, timestamp: 1.31))
    #expect(pager.phase == .settling)
  }

  @Test func aHostsDragIsNeverTheTrackpads() throws {
    let pager = try Self.pager()
    try pager.scrollWheel(WheelEvent(phase: .began, timestamp: 1))
    try pager.scrollWheel(WheelEvent(deltaX: 40, phase: .changed, timestamp: 1.01))
    #expect(pager.phase == .dragging)
    // The host ends the drag and begins its own: the trackpad's next change is not its.
    try pager.endDrag(velocity: 0)
    try pager.beginDrag()
    let position = pager.position
    try pager.scrollWheel(WheelEvent(deltaX: 40, phase: .changed, timestamp: 1.02))
    #expect(pager.position == position)
    try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 1.03))
    #expect(pager.phase == .dragging, "the host's drag goes on")
  }

  // MARK: - Bad input

  @Test func badInputThrowsOrChangesNothing() throws {
    let pager = try Self.pager(initialIndex: 2)
    func expectUnchanged(
      _ error: PagerError?, _ event: WheelEvent, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let before = PagerObservation(pager)
      if let error {
        #expect(throws: error, sourceLocation: sourceLocation) { try pager.scrollWheel(event) }
      } else {
        #expect(throws: Never.self, sourceLocation: sourceLocation) {
          try pager.scrollWheel(event)
        }
      }
      #expect(PagerObservation(pager) == before, sourceLocation: sourceLocation)
    }
    for bad in [Double.nan, .infinity, -.infinity] {
      expectUnchanged(.nonFiniteValue, WheelEvent(deltaX: bad, timestamp: 1))
      expectUnchanged(.nonFiniteValue, WheelEvent(deltaY: bad, phase: .changed, timestamp: 1))
      expectUnchanged(.nonFiniteValue, WheelEvent(deltaX: 1, unit: .lines, timestamp: bad))
    }
    // A delta of zero, a momentum with no scroll before it, a cancel with none: nothing.
    expectUnchanged(nil, WheelEvent(timestamp: 1))
    for phase in [WheelEvent.Phase.momentumBegan, .momentumChanged, .momentumEnded, .cancelled] {
      expectUnchanged(nil, WheelEvent(deltaX: 30, phase: phase, timestamp: 1))
    }
    // A change or an end with no scroll begun.
    expectUnchanged(.notDragging, WheelEvent(deltaX: 30, phase: .changed, timestamp: 1))
    expectUnchanged(.notDragging, WheelEvent(phase: .ended, timestamp: 1))
    // During a drag, a notch and a began are refused.
    try pager.beginDrag()
    expectUnchanged(.dragInProgress, WheelEvent(deltaX: 1, unit: .lines, timestamp: 2))
    expectUnchanged(.dragInProgress, WheelEvent(phase: .began, timestamp: 2))
    try pager.endDrag(velocity: 0)
    // An empty source.
    let empty = try Self.pager(count: 0)
    #expect(throws: PagerError.emptySource) {
      try empty.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 1))
    }
    #expect(throws: PagerError.emptySource) {
      try empty.scrollWheel(WheelEvent(phase: .began, timestamp: 1))
    }
  }

  @Test func stopsPerGestureBelowOneAreRefused() throws {
    #expect(throws: PagerError.invalidConfiguration(.wheelStopsPerGesture(0))) {
      try Self.pager(stops: 0)
    }
    let pager = try Self.pager()
    var configuration = pager.configuration
    configuration.wheelStopsPerGesture = -3
    #expect(throws: PagerError.invalidConfiguration(.wheelStopsPerGesture(-3))) {
      try pager.setConfiguration(configuration)
    }
    #expect(pager.configuration.wheelStopsPerGesture == 1)
  }
}
