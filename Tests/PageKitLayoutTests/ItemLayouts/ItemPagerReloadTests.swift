import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Reloads of a pager with an item layout keep items by identity (the reload rules);
/// snapshots restore them.
@Suite struct ItemPagerReloadTests {
  /// A source of the names and the shelf's layout (a uniform layout takes the source's count).
  static func shelfData(_ names: [String]) -> (Cards, PagerLayout) {
    (Cards(names, id: \.self), shelfItems)
  }

  @Test func insertingBeforeTheSettledCardKeepsItWithoutPageEvents() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 3)
    let data = Self.shelfData(["new0", "new1"] + cardNames(10))
    try pager.reload(data.0, layout: data.1)
    #expect(pager.settledIndex == 5 && pager.settledPageID == "card3")
    #expect(pager.contentOffset == 1_550 && pager.position == 5 && pager.count == 12)
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
  }

  @Test func removingTheSettledCardMovesToTheCardNowAtItsIndex() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 3)
    var names = cardNames(10)
    names.remove(at: 3)
    let data = Self.shelfData(names)
    try pager.reload(data.0, layout: data.1)
    #expect(pager.settledIndex == 3 && pager.settledPageID == "card4" && pager.contentOffset == 930)
    #expect(recorder.pageLog == ["will card3>card4 dataReload", "did card3>card4 dataReload"])
    #expect(recorder.phaseChanges.isEmpty)
  }

  @Test func aReloadDuringADragKeepsTheDrag() throws {
    // Given a finger 400 points into the shelf (card 1 nearest the anchor)
    let (pager, recorder) = try makeShelf()
    try pager.beginDrag()
    try pager.drag(by: -400)
    #expect(pager.currentIndex == 1)
    // When two cards are inserted at the front
    let data = Self.shelfData(["new0", "new1"] + cardNames(10))
    try pager.reload(data.0, layout: data.1)
    // Then the drag goes on: card 1 (now index 3) stays where it is drawn, 620 points on
    #expect(pager.phase == .dragging)
    #expect(pager.contentOffset == 1_020 && pager.currentIndex == 3)
    #expect(pager.settledIndex == 2 && pager.settledPageID == "card0")
    #expect(recorder.pageLog.isEmpty)
    pager.expectInvariants()
    try pager.drag(by: -20)
    #expect(pager.contentOffset == 1_040)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledPageID == "card1" && pager.settledIndex == 3 && pager.contentOffset == 930)
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    let did = try #require(recorder.didChanges.first)
    #expect(did.fromIndex == 2 && did.toIndex == 3)
  }

  @Test func aReleaseOntoTheStandInOfARemovedSettledCardIsADataReload() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -20)
    var names = cardNames(10)
    names.remove(at: 2)
    let data = Self.shelfData(names)
    try pager.reload(data.0, layout: data.1)
    #expect(pager.phase == .dragging)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledPageID == "card3" && pager.settledIndex == 2)
    #expect(recorder.pageLog == ["will card2>card3 dataReload", "did card2>card3 dataReload"])
  }

  @Test func aReloadThatRemovesTheTargetReannouncesItsStandIn() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 4)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    var names = cardNames(10)
    names.remove(at: 4)
    let data = Self.shelfData(names)
    try pager.reload(data.0, layout: data.1)
    #expect(pager.phase == .settling && pager.targetIndex == 4)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledPageID == "card5" && pager.contentOffset == 1_240)
    // The stand-in is the reload's choice: `.dataReload` (the reload rules), as for full
    // pages.
    #expect(
      recorder.pageLog == [
        "will card0>card4 programmatic", "will card0>card5 dataReload",
        "did card0>card5 dataReload",
      ])
  }

  @Test func aPeekWhoseCardVanishesEndsOnItsStandIn() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.swipe(by: -60, velocity: 0)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    var names = cardNames(10)
    names.remove(at: 2)
    let data = Self.shelfData(names)
    try pager.reload(data.0, layout: data.1)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledPageID == "card3" && pager.contentOffset == 620)
    #expect(recorder.pageLog == ["will card2>card3 dataReload", "did card2>card3 dataReload"])
  }

  @Test func reloadingToAndFromEmpty() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 4)
    try pager.scroll(to: 6)
    let empty = Self.shelfData([])
    try pager.reload(empty.0, layout: empty.1)
    #expect(
      pager.isEmpty && pager.phase == .idle && pager.contentOffset == 0 && pager.position == 0)
    #expect(pager.settledPageID == nil && pager.currentIndex == 0 && pager.targetIndex == 0)
    #expect(pager.livePages.isEmpty)
    pager.expectInvariants()
    let back = Self.shelfData(cardNames(3))
    try pager.reload(back.0, layout: back.1)
    #expect(pager.settledPageID == "card0" && pager.contentOffset == 0)
    #expect(
      recorder.pageLog == [
        "will card4>card6 programmatic", "will card4>nil dataReload", "did card4>nil dataReload",
        "will nil>card0 dataReload", "did nil>card0 dataReload",
      ])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func aLayoutThatDoesNotMatchTheSourceIsRejected() throws {
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    #expect(throws: PagerError.invalidConfiguration(.itemLengthsCount(lengths: 10, items: 9))) {
      try pager.reload(Cards(cardNames(9), id: \.self), layout: variableItems(count: 10))
    }
    #expect(pager.count == 10 && pager.source.count == 10 && pager.settledIndex == 2)
    #expect(recorder.events.isEmpty)
  }

  /// A source whose count a test can cut behind the pager's back.
  final class CuttableCards: ArrayPageSource<String, String> {
    var limit: Int?
    override var count: Int { min(super.count, limit ?? .max) }
    override func id(at index: Int) -> String? { index < count ? super.id(at: index) : nil }
    override func page(at index: Int) -> String? { index < count ? super.page(at: index) : nil }
    override func index(of id: String) -> Int? {
      super.index(of: id).flatMap { $0 < count ? $0 : nil }
    }
  }

  @Test func aCountCutBehindThePagersBackIsNoticedByTheNextFrame() throws {
    let source = CuttableCards(cardNames(10), id: \.self)
    let pager = try Pager(
      source: source, layout: shelfItems, anchor: .leading(16), snap: DirectionalSnap(),
      initialIndex: 8, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    source.limit = 5
    try pager.advance(to: 0)
    // The uniform layout takes the source's new count: five cards, content 16 + 5 · 300 +
    // 4 · 10 + 16 = 1,572, so the range ends at 1,197; card 4's anchor offset (1,240) is past
    // it, so it rests at the end.
    #expect(pager.count == 5 && pager.settledPageID == "card4" && pager.contentOffset == 1_197)
    #expect(pager.maxContentOffset == 1_197)
    #expect(pager.visibleIndices == [3, 4])  // not 5…9: the source no longer has them
    #expect(recorder.pageLog == ["will card8>card4 dataReload", "did card8>card4 dataReload"])
    pager.expectInvariants()
    // Releases stay on the known items.
    try pager.swipe(by: -300, velocity: -3_000)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.settledIndex == 4 && pager.contentOffset == 1_197)
    #expect(recorder.didChanges.count == 1)
    pager.expectInvariants()
  }

  @Test func aCountRestoredBehindThePagersBackIsNoticedByTheNextFrame() throws {
    let source = CuttableCards(cardNames(10), id: \.self)
    let pager = try Pager(
      source: source, layout: shelfItems, anchor: .leading(16), snap: DirectionalSnap(),
      initialIndex: 8, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    source.limit = 5
    try pager.advance(to: 0)
    #expect(pager.count == 5 && pager.settledPageID == "card4" && pager.contentOffset == 1_197)
    // When the source has all ten cards again
    source.limit = nil
    try pager.advance(to: 10)
    // Then the next frame reloads it: ten cards, card 4 kept, now resting at its anchor offset
    // (4 · 310 = 1,240; the range ends at 2,747 again), with no page change
    #expect(pager.count == 10 && pager.settledPageID == "card4" && pager.settledIndex == 4)
    #expect(pager.contentOffset == 1_240 && pager.maxContentOffset == 2_747)
    #expect(recorder.didChanges.count == 1)
    pager.expectInvariants()
  }

  @Test func aVariableLayoutFollowsACountChangedBehindThePagersBack() throws {
    let source = CuttableCards(cardNames(6), id: \.self)
    let pager = try Pager(
      source: source, layout: .variable(itemLengths: [100, 120, 140, 160, 180, 200], spacing: 10),
      anchor: .leading(0), initialIndex: 5, configuration: PagerConfiguration(viewportLength: 300))
    source.limit = 3
    try pager.advance(to: 0)
    // The three items that remain keep their lengths: 100 + 10 + 120 + 10 + 140 = 380 points,
    // the range ends at 80; card 2 (the stand-in for the removed card 5) rests there.
    #expect(pager.count == 3 && pager.settledPageID == "card2")
    #expect(pager.layout == .variable(itemLengths: [100, 120, 140], spacing: 10))
    #expect(pager.contentOffset == 80)
    pager.expectInvariants()
    try pager.scroll(to: 1, animated: false)
    #expect(pager.settledPageID == "card1")
    // Items beyond the lengths given take the last one.
    source.limit = nil
    try pager.advance(to: 1)
    #expect(pager.count == 6)
    #expect(pager.layout == .variable(itemLengths: [100, 120, 140, 140, 140, 140], spacing: 10))
    #expect(pager.settledPageID == "card1" && pager.contentOffset == 110)
    pager.expectInvariants()
  }

  @Test func restoreReturnsToTheSnapshotsCardByIdentity() throws {
    let (pager, _) = try makeShelf(initialIndex: 6)
    let snapshot = pager.snapshot()
    #expect(snapshot == PagerSnapshot(pageID: "card6", index: 6))
    let reversed = try Pager(
      source: Cards(cardNames(10).reversed(), id: \.self), layout: shelfItems,
      anchor: .leading(16), snap: DirectionalSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    reversed.delegate = recorder
    try reversed.restore(snapshot)
    #expect(reversed.settledPageID == "card6" && reversed.settledIndex == 3)
    #expect(reversed.contentOffset == 930 && reversed.position == 3)
    #expect(recorder.events.isEmpty)
    // A gone card falls back to its index, clamped.
    try reversed.restore(PagerSnapshot(pageID: "gone", index: 42))
    #expect(reversed.settledIndex == 9 && reversed.contentOffset == 2_747)
    reversed.expectInvariants()
  }

  @Test func restoreCompletesAMotionFirstAndRefusesDuringADrag() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 3)
    try pager.restore(PagerSnapshot(pageID: "card7", index: 7))
    #expect(pager.settledPageID == "card7" && pager.phase == .idle && pager.contentOffset == 2_170)
    #expect(recorder.pageLog == ["will card0>card3 programmatic", "did card0>card3 programmatic"])
    try pager.beginDrag()
    #expect(throws: PagerError.dragInProgress) {
      try pager.restore(PagerSnapshot(pageID: "card1", index: 1))
    }
    #expect(pager.phase == .dragging && pager.settledPageID == "card7")
  }

  @Test func restoringAnEmptyPager() throws {
    let pager = try Pager(
      source: Cards([], id: \.self), layout: shelfItems, snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(throws: PagerError.emptySource) {
      try pager.restore(PagerSnapshot(pageID: "card1", index: 1))
    }
    try pager.restore(PagerSnapshot(pageID: nil, index: 0))
    #expect(pager.isEmpty)
  }
}
