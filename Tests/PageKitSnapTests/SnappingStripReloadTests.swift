import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Reloads keep items by identity (DESIGN's "Reloads"); snapshots restore them.
@Suite struct SnappingStripReloadTests {
  /// A source and a shelf layout of the same names.
  static func shelfData(_ names: [String]) throws -> (Cards, UniformStrip) {
    (Cards(names, id: \.self), try shelfLayout(count: names.count))
  }

  @Test func insertingBeforeTheSettledCardKeepsItWithoutPageEvents() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 3)
    let data = try Self.shelfData(["new0", "new1"] + cardNames(10))
    try strip.reload(data.0, layout: data.1)
    #expect(strip.settledIndex == 5 && strip.settledPageID == "card3")
    #expect(strip.offset == 1_550 && strip.position == 5 && strip.count == 12)
    #expect(recorder.pageLog.isEmpty)
    strip.expectInvariants()
  }

  @Test func removingTheSettledCardMovesToTheCardNowAtItsIndex() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 3)
    var names = cardNames(10)
    names.remove(at: 3)
    let data = try Self.shelfData(names)
    try strip.reload(data.0, layout: data.1)
    #expect(strip.settledIndex == 3 && strip.settledPageID == "card4" && strip.offset == 930)
    #expect(recorder.pageLog == ["will card3>card4 dataReload", "did card3>card4 dataReload"])
    #expect(recorder.phaseChanges.isEmpty)
  }

  @Test func aReloadDuringADragKeepsTheDrag() throws {
    // Given a finger 400 points into the shelf (card 1 nearest the anchor)
    let (strip, recorder) = try makeShelf()
    try strip.beginDrag()
    try strip.drag(by: -400)
    #expect(strip.currentIndex == 1)
    // When two cards are inserted at the front
    let data = try Self.shelfData(["new0", "new1"] + cardNames(10))
    try strip.reload(data.0, layout: data.1)
    // Then the drag goes on: card 1 (now index 3) stays where it is drawn, 620 points on
    #expect(strip.phase == .dragging)
    #expect(strip.offset == 1_020 && strip.currentIndex == 3)
    #expect(strip.settledIndex == 2 && strip.settledPageID == "card0")
    #expect(recorder.pageLog.isEmpty)
    strip.expectInvariants()
    try strip.drag(by: -20)
    #expect(strip.offset == 1_040)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.settledPageID == "card1" && strip.settledIndex == 3 && strip.offset == 930)
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    let did = try #require(recorder.didChanges.first)
    #expect(did.fromIndex == 2 && did.toIndex == 3)
  }

  @Test func aReleaseOntoTheStandInOfARemovedSettledCardIsADataReload() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.beginDrag()
    try strip.drag(by: -20)
    var names = cardNames(10)
    names.remove(at: 2)
    let data = try Self.shelfData(names)
    try strip.reload(data.0, layout: data.1)
    #expect(strip.phase == .dragging)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.settledPageID == "card3" && strip.settledIndex == 2)
    #expect(recorder.pageLog == ["will card2>card3 dataReload", "did card2>card3 dataReload"])
  }

  @Test func aReloadThatRemovesTheTargetReannouncesItsStandIn() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 4)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    var names = cardNames(10)
    names.remove(at: 4)
    let data = try Self.shelfData(names)
    try strip.reload(data.0, layout: data.1)
    #expect(strip.phase == .settling && strip.targetIndex == 4)
    try strip.runUntilIdle()
    #expect(strip.settledPageID == "card5" && strip.offset == 1_240)
    #expect(
      recorder.pageLog == [
        "will card0>card4 programmatic", "will card0>card5 programmatic",
        "did card0>card5 programmatic",
      ])
  }

  @Test func aPeekWhoseCardVanishesEndsOnItsStandIn() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.swipe(by: -60, velocity: 0)
    try strip.advance(to: 0)
    try strip.advance(to: 0.05)
    var names = cardNames(10)
    names.remove(at: 2)
    let data = try Self.shelfData(names)
    try strip.reload(data.0, layout: data.1)
    try strip.runUntilIdle()
    #expect(strip.settledPageID == "card3" && strip.offset == 620)
    #expect(recorder.pageLog == ["will card2>card3 dataReload", "did card2>card3 dataReload"])
  }

  @Test func reloadingToAndFromEmpty() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 4)
    try strip.scroll(to: 6)
    let empty = try Self.shelfData([])
    try strip.reload(empty.0, layout: empty.1)
    #expect(strip.isEmpty && strip.phase == .idle && strip.offset == 0 && strip.position == 0)
    #expect(strip.settledPageID == nil && strip.currentIndex == 0 && strip.targetIndex == 0)
    #expect(Array(strip.visibleItems).isEmpty)
    strip.expectInvariants()
    let back = try Self.shelfData(cardNames(3))
    try strip.reload(back.0, layout: back.1)
    #expect(strip.settledPageID == "card0" && strip.offset == 0)
    #expect(
      recorder.pageLog == [
        "will card4>card6 programmatic", "will card4>nil dataReload", "did card4>nil dataReload",
        "will nil>card0 dataReload", "did nil>card0 dataReload",
      ])
    #expect(recorder.phaseChanges == [.settling, .idle])
  }

  @Test func aLayoutThatDoesNotMatchTheSourceIsRejected() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    #expect(throws: PagerError.invalidConfiguration) {
      try strip.reload(Cards(cardNames(9), id: \.self), layout: shelfLayout(count: 10))
    }
    #expect(strip.count == 10 && strip.source.count == 10 && strip.settledIndex == 2)
    #expect(recorder.events.isEmpty)
  }

  /// A source whose count a test can cut behind the strip's back.
  final class CuttableCards: ArrayPageSource<String, String> {
    var limit: Int?
    override var count: Int { min(super.count, limit ?? .max) }
    override func id(at index: Int) -> String? { index < count ? super.id(at: index) : nil }
    override func page(at index: Int) -> String? { index < count ? super.page(at: index) : nil }
    override func index(of id: String) -> Int? {
      super.index(of: id).flatMap { $0 < count ? $0 : nil }
    }
  }

  @Test func aCountChangedBehindTheStripsBackIsNoticedByTheNextFrame() throws {
    let source = CuttableCards(cardNames(10), id: \.self)
    let strip = try SnappingStrip(
      source: source, layout: shelfLayout(), snap: DirectionalSnap(), viewportLength: 375,
      anchor: .leading(16), initialIndex: 8)
    let recorder = RecordingDelegate<String>()
    strip.delegate = recorder
    source.limit = 5
    try strip.advance(to: 0)
    #expect(strip.count == 5 && strip.settledPageID == "card4" && strip.offset == 1_240)
    #expect(strip.visibleIndices == [3, 4])  // not 5…9: the source no longer has them
    #expect(recorder.pageLog == ["will card8>card4 dataReload", "did card8>card4 dataReload"])
    strip.expectInvariants()
    // While the source knows fewer items than the layout, releases stay on the known ones.
    try strip.swipe(by: -300, velocity: -3_000)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 4)
    strip.expectInvariants()
    source.limit = nil
    try strip.advance(to: 10)
    #expect(strip.count == 10 && strip.settledPageID == "card4")
    #expect(recorder.didChanges.count == 1)
  }

  @Test func restoreReturnsToTheSnapshotsCardByIdentity() throws {
    let (strip, _) = try makeShelf(initialIndex: 6)
    let snapshot = strip.snapshot()
    #expect(snapshot == PagerSnapshot(pageID: "card6", index: 6))
    let reversed = try SnappingStrip(
      source: Cards(cardNames(10).reversed(), id: \.self), layout: shelfLayout(),
      snap: DirectionalSnap(), viewportLength: 375, anchor: .leading(16))
    let recorder = RecordingDelegate<String>()
    reversed.delegate = recorder
    try reversed.restore(snapshot)
    #expect(reversed.settledPageID == "card6" && reversed.settledIndex == 3)
    #expect(reversed.offset == 930 && reversed.position == 3)
    #expect(recorder.events.isEmpty)
    // A gone card falls back to its index, clamped.
    try reversed.restore(PagerSnapshot(pageID: "gone", index: 42))
    #expect(reversed.settledIndex == 9 && reversed.offset == 2_747)
    reversed.expectInvariants()
  }

  @Test func restoreCompletesAMotionFirstAndRefusesDuringADrag() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 3)
    try strip.restore(PagerSnapshot(pageID: "card7", index: 7))
    #expect(strip.settledPageID == "card7" && strip.phase == .idle && strip.offset == 2_170)
    #expect(recorder.pageLog == ["will card0>card3 programmatic", "did card0>card3 programmatic"])
    try strip.beginDrag()
    #expect(throws: PagerError.dragInProgress) {
      try strip.restore(PagerSnapshot(pageID: "card1", index: 1))
    }
    #expect(strip.phase == .dragging && strip.settledPageID == "card7")
  }

  @Test func restoringAnEmptyStrip() throws {
    let strip = try SnappingStrip(
      source: Cards([], id: \.self), layout: shelfLayout(count: 0), snap: NearestSnap(),
      viewportLength: 375)
    #expect(throws: PagerError.emptySource) {
      try strip.restore(PagerSnapshot(pageID: "card1", index: 1))
    }
    try strip.restore(PagerSnapshot(pageID: nil, index: 0))
    #expect(strip.isEmpty)
  }
}
