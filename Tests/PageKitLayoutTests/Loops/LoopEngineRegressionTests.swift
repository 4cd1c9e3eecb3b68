import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// The carousel repros and parity checks of the "one paging engine" issue, on a looping pager.
@Suite struct LoopEngineRegressionTests {
  // Repro 4: a carousel of items narrower than the viewport hides items that are on screen.
  @Test func narrowItemsOnScreenAreDrawnAtTheirLayoutPositions() throws {
    // Given five 120 pt items, 10 apart, centred in a 375 pt viewport: a resting item's leading
    // edge is (375 − 120) / 2 = 127.5 points in, and its neighbours a stride of 130 away.
    let (pager, _) = try makeLoop(
      count: 5, itemLength: 120, spacing: 10, anchor: .center)
    for step in 0..<20 {
      // At every offset along a drag.
      let items = Array(pager.livePages)
      let drawn = pager.onScreen
      for item in items {
        // Where the layout puts the item, relative to the viewport.
        let edge = 127.5 + item.offset * 130
        #expect(!item.placement.isHidden, "step \(step) item \(item.index)")
        #expect(abs(item.origin - edge) < 1e-9, "step \(step) item \(item.index)")
      }
      // The centre item and its two neighbours are on screen.
      #expect(drawn.count >= 3, "step \(step)")
      #expect(Set(drawn.map(\.origin)).count == drawn.count, "step \(step)")
      if step == 0 { try pager.beginDrag() }
      try pager.drag(by: -17)
    }
  }

  // Repro 5: reload during a drag ends the drag.
  @Test func reloadDuringADragKeepsTheDrag() throws {
    let cards = ["a", "b", "c", "d"]
    let pager = try Pager(
      source: ArrayPageSource(cards, id: \.self).circular(), layout: .uniform(itemLength: 375),
      snap: NearestSnap(), initialIndex: 1, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.beginDrag()
    try pager.drag(by: -100)
    recorder.reset()
    // When an item is inserted before the current one.
    try pager.reload(ArrayPageSource(["x", "a", "b", "c", "d"], id: \.self).circular())
    // Then the finger still holds the pager, on the same item, drawn where it was.
    #expect(pager.phase == .dragging)
    #expect(pager.currentIndex == 2)
    #expect(recorder.pageEvents.isEmpty)
    #expect(abs(pager.position - 2.267) < 0.01)
    try pager.drag(by: -200)
    try pager.endDrag(velocity: -1000)
    try runUntilIdle(pager, from: 0)
    // 2.8 items plus the fling's projected 499 pt (1.33 items): the nearest item is "d".
    #expect(pager.settledPageID == "d")
    #expect(recorder.didChanges.map(\.cause) == [.user])
  }

  @Test func rightToLeftMirrorsDragsAndPlacements() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)), layout: .uniform(itemLength: 375),
      snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375, layoutDirection: .rightToLeft))
    try pager.beginDrag()
    // In a right-to-left pager a finger moving right moves forward.
    try pager.drag(by: 100)
    #expect(pager.position > 0)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.placement.translation < 0, "the next item is drawn to the left")
    try pager.endDrag(velocity: 800)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledIndex == 1)
  }

  @Test func reduceMotionPlacementsCrossFade() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<5)), transition: CubeTransition(),
      layout: .uniform(itemLength: 375), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375, reduceMotion: true))
    try pager.beginDrag()
    try pager.drag(by: -100)
    // Under Reduce Motion an item layout's items sit at their layout positions with no effect
    // (the pager's rule): no rotation, a translation of the item's own offset, 375 points apart.
    for item in pager.livePages where !item.placement.isHidden {
      #expect(item.placement.rotation == 0)
      #expect(item.placement.translation == item.offset)
      #expect(abs(item.origin - item.offset * 375) < 1e-9)
    }
  }

  @Test func snapshotAndRestoreFollowIdentity() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 375), snap: NearestSnap(), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    let saved = pager.snapshot()
    try pager.scroll(to: 0, animated: false)
    try pager.reload(ArrayPageSource(["z", "a", "b", "c"], id: \.self).circular())
    recorder.reset()
    try pager.restore(saved)
    #expect(pager.settledPageID == "c")
    #expect(pager.settledIndex == 3)
    // Full-width items loop with a copy at each end: item i rests at (i + 1) × 375.
    #expect(pager.contentOffset == 4 * 375)
    #expect(recorder.pageEvents.isEmpty, "restore announces nothing")
    try pager.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try pager.restore(saved) }
  }

  @Test func aSourceWhoseCountChangedBehindItsBackIsSeenAtTheNextCall() throws {
    final class Growing: PageSource {
      var items = [0, 1, 2]
      var count: Int { items.count }
      func page(at index: Int) -> Int? { items.indices.contains(index) ? items[index] : nil }
      func id(at index: Int) -> Int? { page(at: index) }
      func index(of id: Int) -> Int? { items.firstIndex(of: id) }
    }
    let source = Growing()
    let pager = try Pager(
      source: source, layout: .uniform(itemLength: 375), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    source.items = [0, 1, 2, 3, 4]
    // The next call notices the new count (as `PagingController` documents), so 4 is in range.
    try pager.scroll(to: 4, animated: false)
    #expect(pager.count == 5)
    #expect(pager.settledIndex == 4)
  }

  @Test func everyStepKeepsTheEngineInvariants() throws {
    let (pager, _) = try makeLoop(count: 5, itemLength: 120, spacing: 10, anchor: .center)
    var time = 0.0
    try pager.advance(to: time)
    try pager.scroll(to: 3)
    for _ in 0..<30 {
      time += 1.0 / 60
      try pager.advance(to: time)
      #expect(pager.checkInvariants().isEmpty, "\(pager.checkInvariants())")
    }
    try pager.reload(looping([0, 1, 2]))
    #expect(pager.checkInvariants().isEmpty, "\(pager.checkInvariants())")
    try runUntilIdle(pager, from: time)
    #expect(pager.checkInvariants().isEmpty, "\(pager.checkInvariants())")
  }
}
