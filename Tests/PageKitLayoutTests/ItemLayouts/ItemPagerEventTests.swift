import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Exactly-once events per item of a pager with an item layout: `willChangePage` when a motion
/// commits, `didChangePage` once when the settled identity changes, `didCancelPageChange` when
/// an announced motion ends back on the settled item, neither for a peek.
@Suite struct ItemPagerEventTests {
  @Test func aSwipeAnnouncesOnceAndArrivesOnce() throws {
    let (pager, recorder) = try makeShelf()
    try pager.beginDrag()
    // Dragging across several cards announces nothing until the release.
    for _ in 0..<10 { try pager.drag(by: -50) }
    #expect(recorder.pageLog.isEmpty)
    #expect(pager.targetIndex == 2)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(recorder.pageLog == ["will card0>card2 user", "did card0>card2 user"])
    let did = try #require(recorder.didChanges.first)
    #expect(did.fromIndex == 0 && did.toIndex == 2 && did.direction == .forward)
  }

  @Test func aPeekEmitsNeitherWillNorCancel() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 4)
    try pager.swipe(by: 120, velocity: 50)
    try pager.runUntilIdleCheckingInvariants()
    #expect(recorder.pageLog.isEmpty)
    #expect(recorder.phaseChanges == [.dragging, .settling, .idle])
    #expect(pager.settledIndex == 4 && pager.contentOffset == 1_240)
  }

  @Test func aReGrabThatReturnsCancelsTheAnnouncedChange() throws {
    // Given a swipe toward card 1, announced and settling
    let (pager, recorder) = try makeShelf()
    try pager.swipe(by: -100, velocity: -400)
    #expect(pager.targetIndex == 1)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    #expect(pager.phase == .settling)
    // When the finger catches it and brings it back with a slow release
    try pager.beginDrag()
    #expect(pager.phase == .dragging)
    try pager.drag(by: pager.contentOffset)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    // Then the open announcement is closed by a cancel, once, and nothing changed
    #expect(recorder.pageLog == ["will card0>card1 user", "cancel card0>card1 user"])
    #expect(pager.settledIndex == 0 && pager.contentOffset == 0)
  }

  @Test func aReGrabReleasedTowardTheSameCardKeepsTheAnnouncement() throws {
    let (pager, recorder) = try makeShelf()
    try pager.swipe(by: -100, velocity: -400)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    try pager.beginDrag()
    // The re-grab's reference is the pending target.
    #expect(pager.targetIndex == 1)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
  }

  @Test func aReleaseAfterACommandsReGrabReannouncesWithTheUsersCause() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 3)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    try pager.beginDrag()
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    let log = recorder.pageLog
    #expect(log.first == "will card0>card3 programmatic")
    #expect(log.last?.hasPrefix("did card0>") == true)
    #expect(log.last?.hasSuffix(" user") == true)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func aCommandBackToTheSettledCardCancels() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 2)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    try pager.scroll(to: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(
      recorder.pageLog == ["will card0>card2 programmatic", "cancel card0>card2 programmatic"])
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
  }

  @Test func eventsAreDeliveredAfterTheStateIsFinalAndHandlerCommandsQueue() throws {
    let (pager, recorder) = try makeShelf()
    var seen: [Int] = []
    recorder.onRecord = { event in
      guard case .didChangePage(let change) = event else { return }
      seen.append(pager.settledIndex)
      // A command from inside a handler runs at once against the final state.
      if change.to == "card1" { try? pager.scroll(to: 4, animated: false) }
    }
    try pager.scroll(to: 1, animated: false)
    #expect(seen == [1, 4])
    #expect(
      recorder.pageLog == [
        "will card0>card1 programmatic", "did card0>card1 programmatic",
        "will card1>card4 programmatic", "did card1>card4 programmatic",
      ])
  }

  @Test func theEventStreamCarriesTheSameEvents() async throws {
    let (pager, _) = try makeShelf()
    let stream = pager.events
    try pager.scroll(to: 2, animated: false)
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
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 1)
    try pager.runUntilIdleCheckingInvariants()
    let positions = recorder.events.compactMap { event -> Double? in
      if case .didScroll(let position) = event { position } else { nil }
    }
    #expect(positions.last == 1)
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func thePagersPageIDIsTheSourcesWithoutATypealias() throws {
    // The conformance infers `PageID` from the source: hosts name it as before.
    let pageIDType = CardPager.PageID.self
    #expect(ObjectIdentifier(pageIDType) == ObjectIdentifier(String.self))
    let (pager, recorder) = try makeShelf()
    let delegate: (any PagerDelegate<CardPager.PageID>)? = pager.delegate
    withExtendedLifetime(recorder) { #expect(delegate != nil) }
  }
}
