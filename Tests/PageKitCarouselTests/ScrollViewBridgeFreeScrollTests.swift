import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A free-scrolling loop driven by a scroll view's callbacks rests between items (Snapping.md,
/// "Snap"): the position is the offset's, and the settled item stays the nearest.
@Suite struct ScrollViewBridgeFreeScrollTests {
  @Test func aHostScrollAtRestKeepsTheSettledItemNearest() throws {
    // Given a free-scrolling loop of three 300-point cards 12 apart, centred, in a scroll view
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center, snap: FreeScroll(),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    let bridge = try ScrollViewBridge(pager: pager)
    let items = try #require(pager.items)
    // that a drag leaves 100 points past card a, where the scroll view comes to rest
    let start = bridge.contentOffset
    bridge.scrollViewWillBeginDragging()
    let moved = bridge.scrollViewDidScroll(contentOffset: start + 100)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 0, proposedContentOffset: moved)
    _ = bridge.scrollViewDidScroll(contentOffset: release.targetOffset)
    bridge.scrollViewDidEndDecelerating()
    #expect(pager.phase == .idle && pager.settledIndex == 0)
    #expect(abs(pager.position - 100.0 / 312) < 1e-9)
    // When the host scrolls it at rest 250 points past card a's resting offset (card b is
    // nearer there)
    let resting = items.engineCoordinate(ofSlot: pager.engine.settled.slot, in: pager.engine)
    let shown = bridge.scrollViewDidScroll(contentOffset: resting + 250)
    // Then card a stays settled and nearest: the offset to show stops half way to card b
    #expect(shown <= resting + 156 && shown > resting + 155.999)
    #expect(pager.contentOffset == shown && pager.settledIndex == 0 && pager.currentIndex == 0)
    #expect(pager.position <= 0.5 && pager.position > 0.499)
    #expect(recorder.willChanges.isEmpty && recorder.didChanges.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aHostThatStopsShortOfAGlidesTargetKeepsTheSettledItemNearest() throws {
    // Given the same loop, released to come to rest a hair past half way to card b (156.2
    // points past card a), so card b is the target
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center, snap: FreeScroll(),
      configuration: PagerConfiguration(viewportLength: 375))
    let bridge = try ScrollViewBridge(pager: pager)
    let start = bridge.contentOffset
    bridge.scrollViewWillBeginDragging()
    let moved = bridge.scrollViewDidScroll(contentOffset: start + 100)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: 500, proposedContentOffset: moved + 56.2)
    #expect(pager.targetIndex == 1)
    // When the scroll view stops 0.4 points short of it (the host's deceleration within half a
    // point of the target), on card a's side of the half
    _ = bridge.scrollViewDidScroll(contentOffset: release.targetOffset - 0.4)
    bridge.scrollViewDidEndDecelerating()
    // Then the pager rests on card b, its target, kept nearest: half way, not past it
    #expect(pager.phase == .idle && pager.settledIndex == 1 && pager.currentIndex == 1)
    #expect(abs(pager.position - 0.5) < 1e-9 && abs(pager.position - 1) <= 0.5)
    #expect(abs(pager.contentOffset - (release.targetOffset - 0.4)) <= 0.5)
    #expect(pager.checkInvariants().isEmpty)
  }
}
