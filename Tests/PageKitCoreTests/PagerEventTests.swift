import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import Testing

@Suite struct PagerEventTests {
  @Test func delegateThenObserversSeeEveryEventInOrder() throws {
    let (pager, recorder) = try makePager()
    var handled: [PagerEvent<String>] = []
    var observed: [PagerEvent<String>] = []
    var order: [String] = []
    recorder.onRecord = { _ in order.append("delegate") }
    pager.addEventObserver { event in
      handled.append(event)
      order.append("first")
    }
    let token = pager.addEventObserver { event in
      observed.append(event)
      order.append("second")
    }
    try pager.scroll(to: 2, animated: false)
    #expect(handled == recorder.events)
    #expect(observed == recorder.events)
    #expect(Array(order.prefix(3)) == ["delegate", "first", "second"])
    pager.removeEventObserver(token)
    try pager.scroll(to: 3, animated: false)
    #expect(observed.count < recorder.events.count)
    #expect(handled.count == recorder.events.count)
  }

  @Test func delegateIsHeldWeakly() throws {
    let (pager, _) = try makePager()
    do {
      let temporary = RecordingDelegate<String>()
      pager.delegate = temporary
    }
    #expect(pager.delegate == nil)
    try pager.scroll(to: 1, animated: false)
  }

  @Test func eventStreamDeliversTheSameEvents() async throws {
    let (pager, recorder) = try makePager()
    let stream = pager.events
    try pager.scroll(to: 2, animated: false)
    var received: [PagerEvent<String>] = []
    for await event in stream {
      received.append(event)
      if received.count == recorder.events.count { break }
    }
    #expect(received == recorder.events)
  }

  @Test func streamsFinishWhenThePagerIsReleased() async throws {
    var pager: Pager<AnyCircular, SlideTransition>? = try makePager().0
    let stream = try #require(pager?.events)
    try pager?.scroll(to: 1, animated: false)
    pager = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 3, "will, didScroll and did, then the stream ends")
  }

  @Test func didScrollReportsEachPositionChangeOnce() throws {
    let (pager, recorder) = try makePager()
    try pager.beginDrag()
    try pager.drag(by: -10)
    try pager.drag(by: 0)
    try pager.drag(by: -10)
    let positions = recorder.events.compactMap { event -> Double? in
      if case .didScroll(let position) = event { position } else { nil }
    }
    #expect(positions == [0.1, 0.2])
  }

  @Test func phaseEventsFollowTheViewPagerOrder() throws {
    let (pager, recorder) = try makePager()
    try pager.swipe(by: -70, velocity: 0)
    try pager.runUntilIdle()
    let kinds = recorder.pageEvents.map { event -> String in
      switch event {
      case .phaseDidChange(_, let to): "\(to)"
      case .willChangePage: "will"
      case .didChangePage: "did"
      case .didCancelPageChange: "cancel"
      case .didScroll: "scroll"
      }
    }
    #expect(kinds == ["dragging", "will", "settling", "did", "idle"])
  }
}

@Suite struct PagerHostileInputTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesThrowAndChangeNothing(value: Double) throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    #expect(throws: PagerError.nonFiniteValue) { try pager.advance(to: value) }
    try pager.beginDrag()
    try pager.drag(by: -10)
    recorder.reset()
    #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: value) }
    #expect(throws: PagerError.nonFiniteValue) { try pager.endDrag(velocity: value) }
    #expect(pager.position == 1.1)
    #expect(pager.phase == .dragging)
    #expect(recorder.events.isEmpty)
  }

  @Test func backwardTimestampsAreIgnored() throws {
    let (pager, _) = try makePager()
    try pager.advance(to: 10)
    try pager.scroll(to: 1)
    try pager.advance(to: 10.1)
    let position = pager.position
    try pager.advance(to: 5)
    #expect(pager.position == position)
    #expect(pager.currentTime == 10.1)
  }

  @Test(arguments: [0.0, -1, -.infinity, .nan])
  func invalidConfigurationsAreRejected(length: Double) throws {
    let expected: PagerError =
      length.isFinite ? .invalidConfiguration(.viewportLength(length)) : .nonFiniteValue
    #expect(throws: expected) {
      _ = try Pager(
        source: ArrayPageSource([1]), configuration: PagerConfiguration(viewportLength: length))
    }
    let (pager, _) = try makePager()
    #expect(throws: expected) { try pager.setViewportLength(length) }
    #expect(pager.viewportLength == 100)
  }

  @Test func pageLengthChangesKeepThePositionInPages() throws {
    let (pager, _) = try makePager()
    try pager.beginDrag()
    try pager.drag(by: -30)
    try pager.setViewportLength(300)
    #expect(pager.position == 0.3)
    try pager.drag(by: -30)
    #expect(abs(pager.position - 0.4) < 1e-12)
  }

  @Test func gesturesOutOfOrderThrowNotDragging() throws {
    let (pager, _) = try makePager()
    #expect(throws: PagerError.notDragging) { try pager.drag(by: 3) }
    #expect(throws: PagerError.notDragging) { try pager.endDrag(velocity: 0) }
  }

  @Test func enormousDragsDoNotTrap() throws {
    let (pager, _) = try makePager(circular: true)
    try pager.beginDrag()
    try pager.drag(by: -.greatestFiniteMagnitude)
    #expect(pager.position.isFinite)
    try pager.endDrag(velocity: .greatestFiniteMagnitude)
    try pager.runUntilIdle()
    #expect((0..<5).contains(pager.settledIndex))
    #expect(pager.position == Double(pager.settledIndex))
  }

  @Test(arguments: [
    (
      PagerConfiguration(viewportLength: 10, preloadCount: -3),
      PagerConfigurationIssue.preloadCount(-3)
    ),
    (
      PagerConfiguration(viewportLength: 10, rubberBandCoefficient: -0.5),
      .rubberBandCoefficient(-0.5)
    ),
  ])
  func outOfRangeSettingsAreATypedErrorAtConstruction(
    _ config: PagerConfiguration, issue: PagerConfigurationIssue
  ) throws {
    // A negative preload count or coefficient is refused, naming it
    #expect(throws: PagerError.invalidConfiguration(issue)) {
      _ = try makePager(configuration: config)
    }
    // …and by setConfiguration, which changes nothing
    let (pager, recorder) = try makePager(count: 5, initialIndex: 2)
    let before = pager.configuration
    #expect(throws: PagerError.invalidConfiguration(issue)) { try pager.setConfiguration(config) }
    #expect(pager.configuration == before)
    #expect(pager.liveIndices == [1, 2, 3])
    #expect(recorder.events.isEmpty)
  }

  @Test(arguments: [(0, 300.0), (-2, 300), (1, -1)])
  func outOfRangeReleaseRulesAreATypedError(maxItems: Int, threshold: Double) throws {
    // No page per fling, or a negative threshold, is refused by the paging rule itself
    let issue: PagerConfigurationIssue =
      maxItems < 1 ? .maxItems(maxItems) : .velocityThreshold(threshold)
    #expect(throws: PagerError.invalidConfiguration(issue)) {
      _ = try makePager(snap: try PagingSnap(maxItems: maxItems, velocityThreshold: threshold))
    }
  }

  @Test func settingsAreCheckedInTheirOrder() throws {
    // Non-finite first, then the page length, then the other ranges
    let both = PagerConfiguration(viewportLength: .nan, preloadCount: -1)
    #expect(throws: PagerError.nonFiniteValue) { _ = try makePager(configuration: both) }
    let zeroLength = PagerConfiguration(viewportLength: 0, preloadCount: -1)
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(0))) {
      _ = try makePager(configuration: zeroLength)
    }
  }

  @Test func aPreloadCountAboveTheMaximumCountsAsTheMaximum() throws {
    // Given a preload count of 1,000 over a long source
    let config = PagerConfiguration(viewportLength: 10, preloadCount: 1_000)
    let (pager, _) = try makePager(count: 100, initialIndex: 50, configuration: config)
    // Then the pager keeps the documented maximum on each side, not a thousand pages
    let maximum = PagerConfiguration.maximumPreloadCount
    #expect(pager.configuration.preloadCount == maximum)
    #expect(pager.liveIndices == Array((50 - maximum)...(50 + maximum)))
  }

  @Test func hugeTimeGapsSettleInOneStep() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try pager.advance(to: 1e12)
    #expect(pager.phase == .idle)
    #expect(recorder.didChanges.count == 1)
  }
}
