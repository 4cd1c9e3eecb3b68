import PageKitCore
import PageKitSnap
import Testing

/// `ViewportSnap` rests at whole-viewport offsets, which need not be an item's resting offset
/// (the settled item is the one at the anchor there). A reload or a viewport change puts a
/// strategy that snaps on its settled item's resting offset again (only a gliding strategy keeps
/// its place between items): so the rest obeys the run rule of the new geometry, where the item
/// may now be an inner member of a run (found by ItemPagerRandomizedTests, seed 1461265347).
@Suite struct ViewportSnapChangeTests {
  typealias StripPager = Pager<ArrayPageSource<String, String>, SlideTransition>

  /// Five variable items (247.2 points of content with the insets' 13.26) in 236.15 points at
  /// `.trailing(6.63)`: items 0 to 3 rest at 0 (a run, read as 0), item 4 at the end (24.31). A
  /// backward fling at 0 rests on the viewport page 0, where the item at the anchor is 4.
  static func restingOnAViewportPage() throws -> StripPager {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self),
      layout: .variable(
        itemLengths: [
          55.66080398916942, 28.64237279353927, 60.33874833721967, 51.64850168825448,
          45.87251350762298,
        ], spacing: 1.260303948001511),
      anchor: .trailing(6.631323215412688), snap: ViewportSnap(), initialIndex: 3,
      configuration: PagerConfiguration(viewportLength: 236.15368339368803, preloadCount: 0))
    try pager.beginDrag()
    try pager.endDrag(velocity: 1215)
    return pager
  }

  @Test func aReloadRestsTheSettledItemAtItsStop() throws {
    let pager = try Self.restingOnAViewportPage()
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 4)
    #expect(pager.position == 4)
    #expect(pager.contentOffset == 0)

    // When a reload moves "e" to index 1, inside the leading run
    try pager.reload(
      ArrayPageSource(["a", "e", "c", "b", "d"], id: \.self),
      layout: .variable(
        itemLengths: [
          54.495016278386146, 47.77948930345174, 42.1713154876123, 53.00523620895082,
          44.93042507951601,
        ], spacing: 1.260303948001511))

    // Then it rests on "e" at the run's offset, the position reading the run's outer end
    #expect(pager.settledIndex == 1)
    #expect(pager.contentOffset == 0)
    #expect(pager.position == 0)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aViewportChangeRestsTheSettledItemAtItsRestingOffset() throws {
    let pager = try Self.restingOnAViewportPage()

    // When the viewport narrows to 230 points (item 4 now rests at the end, 30.46)
    try pager.setViewportLength(230)

    // Then the strip rests on item 4's resting offset, not the old page's place beside it
    #expect(pager.settledIndex == 4)
    #expect(pager.position == 4)
    #expect(abs(pager.contentOffset - pager.maxContentOffset) < 1e-9)
    #expect(
      pager.livePages.last.map { abs($0.origin + $0.length - (230 - 6.631323215412688)) < 1e-9 }
        == true)
  }
}
