import PageKitCore
import PageKitTestSupport
import Testing

/// Every way a pager moves is a value of one input type, applied through one entry: the
/// methods are its spellings, and a trace records the same values.
@Suite struct PagerInputTests {
  typealias TestPager = Pager<AnyCircular, SlideTransition>

  /// A session that uses every input, as values.
  static func session(newSource: AnyCircular) -> [TestPager.Input] {
    [
      .advance(timestamp: 0), .beginDrag, .drag(translation: -40), .drag(translation: -30),
      .endDrag(velocity: -900), .advance(timestamp: 0.1), .beginDrag,
      .endDrag(velocity: 0), .advanceFrames(first: 6, last: 90, framesPerSecond: 60),
      .scroll(index: 4, direction: nil, animated: true), .advance(timestamp: 1.6),
      .scrollToPrevious(animated: true), .advance(timestamp: 1.7), .scrollToNext(animated: false),
      .autoScroll(index: 0, direction: .forward), .advance(timestamp: 2),
      .reload(newSource, layout: nil),
      .configure(PagerConfiguration(viewportLength: 120, reduceMotion: true)),
      .setSnap(PagingSnap.paging), .setTransition(SlideTransition()),
      .restore(PagerSnapshot(pageID: "p1", index: 1)),
      .scroll(index: 99, direction: nil, animated: true),
      .advanceFrames(first: 120, last: 300, framesPerSecond: 60),
      .pointer(.down(PointerSample(x: 200, y: 40, timestamp: 5))),
      .pointer(.move(PointerSample(x: 180, y: 41, timestamp: 5.016))),
      .pointer(.move(PointerSample(x: 120, y: 43, timestamp: 5.032))),
      .pointer(.up(PointerSample(x: 100, y: 43, timestamp: 5.048))),
      .advance(timestamp: 5.2), .pointer(.down(PointerSample(x: 10, y: 10, timestamp: 6))),
      .pointer(.cancel), .key(.right), .key(.last), .advance(timestamp: 6.1), .key(.pageUp),
      .key(.up), .advance(timestamp: 7), .rotate(detents: 0.6), .rotate(detents: 0.6),
      .rotate(detents: -2.5), .advance(timestamp: 8), .key(.first),
      .wheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 9)),
      .wheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 9.02)), .advance(timestamp: 10),
      .wheel(WheelEvent(phase: .began, timestamp: 11)),
      .wheel(WheelEvent(deltaX: 30, phase: .changed, timestamp: 11.016)),
      .wheel(WheelEvent(deltaX: 60, phase: .changed, timestamp: 11.032)),
      .wheel(WheelEvent(phase: .ended, timestamp: 11.048)),
      .wheel(WheelEvent(deltaX: 20, phase: .momentumBegan, timestamp: 11.064)),
    ]
  }

  /// Makes the call each input spells with the pager's methods and properties.
  static func call(_ input: TestPager.Input, on pager: TestPager) throws(PagerError) {
    switch input {
    case .beginDrag: try pager.beginDrag()
    case .drag(let translation): try pager.drag(by: translation)
    case .endDrag(let velocity): try pager.endDrag(velocity: velocity)
    case .advance(let timestamp): try pager.advance(to: timestamp)
    case .advanceFrames(let first, let last, let framesPerSecond):
      for frame in first...last {
        try pager.advance(
          to: TestPager.Input.timestamp(ofFrame: frame, framesPerSecond: framesPerSecond))
      }
    case .scroll(let index, let direction, let animated):
      try pager.scroll(to: index, direction: direction, animated: animated)
    case .scrollToNext(let animated): try pager.scrollToNext(animated: animated)
    case .scrollToPrevious(let animated): try pager.scrollToPrevious(animated: animated)
    case .autoScroll(let index, let direction):
      try pager.autoScroll(to: index, direction: direction)
    case .reload(let source, let layout): try pager.reload(source, layout: layout)
    case .restore(let snapshot): try pager.restore(snapshot)
    case .configure(let configuration): try pager.setConfiguration(configuration)
    case .setSnap(let snap): pager.snap = snap
    case .setTransition(let transition): pager.transition = transition
    case .pointer(.down(let sample)):
      try pager.pointerDown(x: sample.x, y: sample.y, timestamp: sample.timestamp)
    case .pointer(.move(let sample)):
      try pager.pointerMove(x: sample.x, y: sample.y, timestamp: sample.timestamp)
    case .pointer(.up(let sample)):
      try pager.pointerUp(x: sample.x, y: sample.y, timestamp: sample.timestamp)
    case .pointer(.cancel): try pager.pointerCancel()
    case .key(let key): try pager.press(key)
    case .rotate(let detents): try pager.rotate(byDetents: detents)
    case .wheel(let event): try pager.scrollWheel(event)
    case .scrollView:
      // Spelled by PageKitCarousel's `ScrollViewBridge` (ScrollViewBridgeInputTests).
      try pager.apply(input)
    }
  }

  struct Observed: Equatable {
    var events: [PagerEvent<String>]
    var position: Double
    var settledIndex: Int
    var phase: PagerPhase
    var error: PagerError?
  }

  @Test func applyingAnInputIsTheCallItSpells() throws {
    let newSource = AnyCircular(
      ArrayPageSource(["p0", "p1", "x", "p2", "p3"], id: \.self), circular: false)
    let (byValue, valueEvents) = try makePager(count: 5)
    let (byCall, callEvents) = try makePager(count: 5)
    var seen: [(Observed, Observed)] = []
    for input in Self.session(newSource: newSource) {
      valueEvents.reset()
      callEvents.reset()
      var valueError: PagerError?
      var callError: PagerError?
      do { try byValue.apply(input) } catch { valueError = error }
      do { try Self.call(input, on: byCall) } catch { callError = error }
      seen.append(
        (
          Observed(
            events: valueEvents.events, position: byValue.position,
            settledIndex: byValue.settledIndex, phase: byValue.phase, error: valueError),
          Observed(
            events: callEvents.events, position: byCall.position,
            settledIndex: byCall.settledIndex, phase: byCall.phase, error: callError)
        ))
    }
    for (step, pair) in seen.enumerated() {
      #expect(pair.0 == pair.1, "step \(step)")
    }
    // The session did move the pager: a swipe, commands, a reload and a refused command.
    #expect(seen.contains { !$0.0.events.isEmpty })
    #expect(seen.last?.0.error == nil)
    #expect(seen.contains { $0.0.error == .indexOutOfRange(index: 99, count: 5) })
    #expect(byValue.configuration.reduceMotion)
  }

  @Test func anAutoScrollStepAnnouncesItsCause() throws {
    let (pager, events) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.apply(.autoScroll(index: 2, direction: nil))
    try pager.runUntilIdle()
    #expect(events.didChanges.map(\.cause) == [.autoScroll])
    #expect(pager.settledIndex == 2)
  }

  @Test func aRunOfFramesDeliversEachFramesEvents() throws {
    let (pager, events) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.scrollToNext()
    events.reset()
    try pager.apply(.advanceFrames(first: 1, last: 120, framesPerSecond: 60))
    // One didScroll per frame that moved, and the change completes once.
    #expect(events.didChanges.count == 1)
    #expect(pager.settledIndex == 1)
    #expect(pager.currentTime == 2)
    let scrolls = events.events.filter { if case .didScroll = $0 { true } else { false } }
    #expect(scrolls.count > 1)
  }

  @Test(arguments: [(5, 4, 60), (0, 10, 0), (0, 10, -3)])
  func aRunWithoutFramesChangesNothing(first: Int, last: Int, framesPerSecond: Int) throws {
    let (pager, events) = try makePager(count: 5)
    try pager.advance(to: 0)
    try pager.scrollToNext()
    events.reset()
    let run = type(of: pager).Input.advanceFrames(
      first: first, last: last, framesPerSecond: framesPerSecond)
    // A trace counts the calls a run stands for: none, as none is made.
    #expect(run.callCount == 0)
    try pager.apply(run)
    #expect(events.events.isEmpty)
    #expect(pager.currentTime == 0)
    #expect(pager.phase == .settling)
  }
}
