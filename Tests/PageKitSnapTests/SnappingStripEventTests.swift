import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Exactly-once events per item: `willChangePage` when a motion commits, `didChangePage` once
/// when the settled identity changes, `didCancelPageChange` when an announced motion ends back
/// on the settled item, neither for a peek.
@Suite struct SnappingStripEventTests {
  @Test func aSwipeAnnouncesOnceAndArrivesOnce() throws {
    let (strip, recorder) = try makeShelf()
    try strip.beginDrag()
    // Dragging across several cards announces nothing until the release.
    for _ in 0..<10 { try strip.drag(by: -50) }
    #expect(recorder.pageLog.isEmpty)
    #expect(strip.targetIndex == 2)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(recorder.pageLog == ["will card0>card2 user", "did card0>card2 user"])
    let did = try #require(recorder.didChanges.first)
    #expect(did.fromIndex == 0 && did.toIndex == 2 && did.direction == .forward)
  }

  @Test func aPeekEmitsNeitherWillNorCancel() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 4)
    try strip.swipe(by: 120, velocity: 50)
    try strip.runUntilIdle()
    #expect(recorder.pageLog.isEmpty)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    #expect(strip.settledIndex == 4 && strip.offset == 1_240)
  }

  @Test func aReGrabThatReturnsCancelsTheAnnouncedChange() throws {
    // Given a swipe toward card 1, announced and settling
    let (strip, recorder) = try makeShelf()
    try strip.swipe(by: -100, velocity: -400)
    #expect(strip.targetIndex == 1)
    try strip.advance(to: 0)
    try strip.advance(to: 0.05)
    #expect(strip.phase == .settling)
    // When the finger catches it and brings it back with a slow release
    try strip.beginDrag()
    #expect(strip.phase == .dragging)
    try strip.drag(by: strip.offset)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    // Then the open announcement is closed by a cancel, once, and nothing changed
    #expect(recorder.pageLog == ["will card0>card1 user", "cancel card0>card1 user"])
    #expect(strip.settledIndex == 0 && strip.offset == 0)
  }

  @Test func aReGrabReleasedTowardTheSameCardKeepsTheAnnouncement() throws {
    let (strip, recorder) = try makeShelf()
    try strip.swipe(by: -100, velocity: -400)
    try strip.advance(to: 0)
    try strip.advance(to: 0.05)
    try strip.beginDrag()
    // The re-grab's reference is the pending target.
    #expect(strip.targetIndex == 1)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
  }

  @Test func aReleaseAfterACommandsReGrabReannouncesWithTheUsersCause() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 3)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    try strip.beginDrag()
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    let log = recorder.pageLog
    #expect(log.first == "will card0>card3 programmatic")
    #expect(log.last?.hasPrefix("did card0>") == true)
    #expect(log.last?.hasSuffix(" user") == true)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func aCommandBackToTheSettledCardCancels() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 2)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    try strip.scroll(to: 0)
    try strip.runUntilIdle()
    #expect(
      recorder.pageLog == ["will card0>card2 programmatic", "cancel card0>card2 programmatic"])
    #expect(strip.offset == 0 && strip.settledIndex == 0)
  }

  @Test func eventsAreDeliveredAfterTheStateIsFinalAndHandlerCommandsQueue() throws {
    let (strip, recorder) = try makeShelf()
    var seen: [Int] = []
    recorder.onRecord = { event in
      guard case .didChangePage(let change) = event else { return }
      seen.append(strip.settledIndex)
      // A command from inside a handler runs at once against the final state.
      if change.to == "card1" { try? strip.scroll(to: 4, animated: false) }
    }
    try strip.scroll(to: 1, animated: false)
    #expect(seen == [1, 4])
    #expect(
      recorder.pageLog == [
        "will card0>card1 programmatic", "did card0>card1 programmatic",
        "will card1>card4 programmatic", "did card1>card4 programmatic",
      ])
  }

  @Test func theEventStreamCarriesTheSameEvents() async throws {
    let (strip, _) = try makeShelf()
    let stream = strip.events
    try strip.scroll(to: 2, animated: false)
    var received: [PagerEvent<String>] = []
    for await event in stream {
      received.append(event)
      if case .didChangePage = event { break }
    }
    #expect(received.count >= 2)
    guard case .willChangePage(let will) = received.first else {
      Issue.record("first event \(String(describing: received.first))")
      return
    }
    #expect(will.to == "card2")
  }

  @Test func scrollEventsReportThePositionAndStopAtRest() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 1)
    try strip.runUntilIdle()
    let positions = recorder.events.compactMap { event -> Double? in
      if case .didScroll(let position) = event { position } else { nil }
    }
    #expect(positions.last == 1)
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func theStripsPageIDIsTheSourcesWithoutATypealias() throws {
    // The conformance infers `PageID` from the source: hosts name it as before.
    let pageIDType = SnappingStrip<Cards, UniformStrip, DirectionalSnap>.PageID.self
    #expect(ObjectIdentifier(pageIDType) == ObjectIdentifier(String.self))
    let (strip, recorder) = try makeShelf()
    let delegate: (any PagerDelegate<SnappingStrip<Cards, UniformStrip, DirectionalSnap>.PageID>)? =
      strip.delegate
    withExtendedLifetime(recorder) { #expect(delegate != nil) }
  }
}
