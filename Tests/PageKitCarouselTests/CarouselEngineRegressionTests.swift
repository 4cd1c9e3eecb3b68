import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The carousel repros and parity checks of the "one paging engine" issue.
@Suite struct CarouselEngineRegressionTests {
  // Repro 4: a carousel of items narrower than the viewport hides items that are on screen.
  @Test func narrowItemsOnScreenAreDrawnAtTheirLayoutPositions() throws {
    // Given five 120 pt items, 10 apart, centred in a 375 pt viewport.
    let (carousel, _) = try makeCarousel(
      count: 5, itemLength: 120, spacing: 10, anchor: .center)
    for step in 0..<20 {
      // At every offset along a drag.
      let items = Array(carousel.items(transition: SlideTransition()))
      let drawn = items.filter { !$0.placement.isHidden }
      for item in items {
        // Where the layout puts the item, relative to the viewport.
        let edge = item.origin - carousel.offset
        let onScreen = edge + 120 > 0 && edge < 375
        #expect(item.placement.isHidden == !onScreen, "step \(step) item \(item.index)")
        if onScreen { #expect(abs(item.leadingEdge - edge) < 1e-9, "step \(step)") }
      }
      // The centre item and its two neighbours are on screen.
      #expect(drawn.count >= 3, "step \(step)")
      #expect(Set(drawn.map(\.leadingEdge)).count == drawn.count, "step \(step)")
      if step == 0 { try carousel.beginDrag() }
      try carousel.drag(by: -17)
    }
  }

  // Repro 5: reload during a drag ends the drag.
  @Test func reloadDuringADragKeepsTheDrag() throws {
    let cards = ["a", "b", "c", "d"]
    let carousel = try Carousel(
      source: ArrayPageSource(cards, id: \.self), itemLength: 375, viewportLength: 375,
      initialIndex: 1)
    let recorder = RecordingDelegate<String>()
    carousel.delegate = recorder
    try carousel.beginDrag()
    try carousel.drag(by: -100)
    recorder.reset()
    // When an item is inserted before the current one.
    try carousel.reload(ArrayPageSource(["x", "a", "b", "c", "d"], id: \.self))
    // Then the finger still holds the carousel, on the same item, drawn where it was.
    #expect(carousel.phase == .dragging)
    #expect(carousel.currentIndex == 2)
    #expect(recorder.pageEvents.isEmpty)
    #expect(abs(carousel.position - 2.267) < 0.01)
    try carousel.drag(by: -200)
    try carousel.endDrag(velocity: -1000)
    try runUntilIdle(carousel, from: 0)
    // 2.8 items plus the fling's projected 499 pt (1.33 items): the nearest item is "d".
    #expect(carousel.settledPageID == "d")
    #expect(recorder.didChanges.map(\.cause) == [.user])
  }

  @Test func rightToLeftMirrorsDragsAndPlacements() throws {
    let (carousel, _) = try makeCarousel(count: 5, itemLength: 375, isCircular: false)
    carousel.layoutDirection = .rightToLeft
    try carousel.beginDrag()
    // In a right-to-left carousel a finger moving right moves forward.
    try carousel.drag(by: 100)
    #expect(carousel.position > 0)
    let next = try #require(carousel.items(transition: SlideTransition()).first { $0.index == 1 })
    #expect(next.placement.translation < 0, "the next item is drawn to the left")
    try carousel.endDrag(velocity: 800)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledIndex == 1)
  }

  @Test func reduceMotionPlacementsCrossFade() throws {
    let (carousel, _) = try makeCarousel(count: 5, isCircular: false)
    carousel.isReduceMotionEnabled = true
    try carousel.beginDrag()
    try carousel.drag(by: -100)
    for item in carousel.items(transition: CubeTransition()) where !item.placement.isHidden {
      #expect(item.placement.rotation == 0)
      #expect(item.placement.translation == 0)
    }
  }

  @Test func snapshotAndRestoreFollowIdentity() throws {
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), itemLength: 375,
      viewportLength: 375, initialIndex: 2)
    let recorder = RecordingDelegate<String>()
    carousel.delegate = recorder
    let saved = carousel.snapshot()
    try carousel.scroll(to: 0, animated: false)
    try carousel.reload(ArrayPageSource(["z", "a", "b", "c"], id: \.self))
    recorder.reset()
    try carousel.restore(saved)
    #expect(carousel.settledPageID == "c")
    #expect(carousel.settledIndex == 3)
    #expect(carousel.offset == carousel.layout.restingOffset(forLogicalIndex: 3))
    #expect(recorder.pageEvents.isEmpty, "restore announces nothing")
    try carousel.beginDrag()
    #expect(throws: PagerError.dragInProgress) { try carousel.restore(saved) }
  }

  @Test func aSourceWhoseCountChangedBehindItsBackIsReloaded() throws {
    final class Growing: PageSource {
      var items = [0, 1, 2]
      var count: Int { items.count }
      func page(at index: Int) -> Int? { items.indices.contains(index) ? items[index] : nil }
      func id(at index: Int) -> Int? { page(at: index) }
      func index(of id: Int) -> Int? { items.firstIndex(of: id) }
    }
    let source = Growing()
    let carousel = try Carousel(
      source: source, itemLength: 375, viewportLength: 375, isCircular: false)
    source.items = [0, 1, 2, 3, 4]
    try carousel.scroll(to: 4, animated: false)
    #expect(carousel.count == 5)
    #expect(carousel.settledIndex == 4)
  }

  @Test func everyStepKeepsTheEngineInvariants() throws {
    let (carousel, _) = try makeCarousel(count: 5, itemLength: 120, spacing: 10, anchor: .center)
    var time = 0.0
    try carousel.advance(to: time)
    try carousel.scroll(to: 3)
    for _ in 0..<30 {
      time += 1.0 / 60
      try carousel.advance(to: time)
      #expect(carousel.checkInvariants().isEmpty, "\(carousel.checkInvariants())")
    }
    try carousel.reload(ArrayPageSource([0, 1, 2]))
    #expect(carousel.checkInvariants().isEmpty, "\(carousel.checkInvariants())")
    try runUntilIdle(carousel, from: time)
    #expect(carousel.checkInvariants().isEmpty, "\(carousel.checkInvariants())")
  }
}
