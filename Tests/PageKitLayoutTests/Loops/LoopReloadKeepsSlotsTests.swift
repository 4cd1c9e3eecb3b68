import PageKitCore
import PageKitTestFixtures
import Testing

/// A reload at rest in a loop keeps the slots' numbering where it can: the current item rests in
/// the slot nearest the one it was drawn in, so a host that keys its views by slot, or a scroll
/// view whose content offset is the pager's, sees nothing move. Before, the current item went
/// to the first cycle's slot and was recentred from there, a whole cycle away.
@Suite struct LoopReloadKeepsSlotsTests {
  @Test(arguments: [1, 7, 13])
  func aReloadAtRestKeepsEverySlot(steps: Int) throws {
    // Given five 100-point cards centred in 375 points, stepped forward round the loop
    let (pager, recorder) = try makeLoop(
      count: 5, itemLength: 100, spacing: 10, viewport: 375, anchor: .center, initialIndex: 0)
    for _ in 0..<steps { try pager.scrollToNext(animated: false) }
    let slots = pager.livePages.map(\.slot)
    let indices = pager.livePages.map(\.index)
    let origins = pager.livePages.map(\.origin)
    let offset = pager.contentOffset
    let changes = recorder.didChanges.count
    // When the same cards are reloaded
    try pager.reload(pager.source)
    // Then every card is drawn in the same slot at the same place, the offset unchanged
    #expect(pager.livePages.map(\.slot) == slots)
    #expect(pager.livePages.map(\.index) == indices)
    #expect(pager.livePages.map(\.origin) == origins)
    #expect(pager.contentOffset == offset)
    #expect(recorder.didChanges.count == changes)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aReloadThatInsertsKeepsTheCurrentCardNearItsSlot() throws {
    // Given cards 0...4 at rest on card 2 after a lap and a half
    let (pager, _) = try makeLoop(
      count: 5, itemLength: 100, spacing: 10, viewport: 375, anchor: .center, initialIndex: 0)
    for _ in 0..<7 { try pager.scrollToNext(animated: false) }
    let current = try #require(pager.livePages.first { $0.index == 2 && $0.origin > 100 })
    // When a card is inserted after the current one (it keeps its index)
    try pager.reload(Loopable(ArrayPageSource([0, 1, 2, 9, 3, 4]), circular: true))
    // Then card 2 is drawn where it was, in the slot nearest the one it was drawn in (slots
    // count `cycle · count + index`: six cards number them anew, within half a cycle)
    let kept = try #require(pager.livePages.first { $0.index == 2 && $0.origin > 100 })
    #expect(abs(kept.slot - current.slot) <= 3)
    #expect(abs(kept.origin - current.origin) < 1e-9)
    #expect(pager.settledIndex == 2)
    #expect(pager.checkInvariants().isEmpty)
  }
}
