import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Geometry: variable layouts, the rubber band, right-to-left and vertical strips, the visible
/// items, viewport changes and strategies that do not snap.
@Suite struct SnappingStripLayoutTests {
  /// Seven measured items centred in a 375-point viewport. Origins 20, 148, 416, 604, 952, 1050,
  /// 1258; content 1428, so the range ends at 1053. Anchor offsets (centre − 187.5): −107.5,
  /// 90.5, 318.5, 586.5, 809.5, 962.5, 1145.5.
  static func variableStrip(initialIndex: Int = 0) throws -> (
    SnappingStrip<Cards, VariableStrip, DirectionalSnap>, RecordingDelegate<String>
  ) {
    let layout = try VariableStrip(
      lengths: [120, 260, 180, 340, 90, 200, 150], spacing: 8, leadingInset: 20,
      trailingInset: 20)
    let strip = try SnappingStrip(
      source: Cards(cardNames(7), id: \.self), layout: layout, snap: DirectionalSnap(),
      viewportLength: 375, anchor: .center, initialIndex: initialIndex)
    let recorder = RecordingDelegate<String>()
    strip.delegate = recorder
    return (strip, recorder)
  }

  @Test func variableItemsRestCentredAndClampAtBothEnds() throws {
    let (strip, _) = try Self.variableStrip()
    #expect(strip.maxOffset == 1_053)
    #expect(
      (0..<7).map { strip.restingOffset(ofItem: $0) }
        == [0, 90.5, 318.5, 586.5, 809.5, 962.5, 1_053])
  }

  @Test func variableItemsSnapAndReportTheirPosition() throws {
    let (strip, recorder) = try Self.variableStrip(initialIndex: 1)
    #expect(strip.offset == 90.5 && strip.position == 1)
    // Half way between the resting offsets of items 1 and 2 (90.5 and 318.5) is 204.5.
    try strip.beginDrag()
    try strip.drag(by: -114)
    #expect(strip.offset == 204.5)
    #expect(strip.position == 1.5)
    #expect(strip.currentIndex == 1)  // an exact half belongs to the settled item's side
    try strip.drag(by: -1)
    #expect(strip.currentIndex == 2 && strip.targetIndex == 2)
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.offset == 318.5 && strip.settledIndex == 2 && strip.position == 2)
    // A fling from item 3: 596.5 + 199.6 = 796.1 → the next anchor beyond it is item 4's.
    try strip.scroll(to: 3, animated: false)
    try strip.swipe(by: -10, velocity: -400)
    try strip.runUntilIdle()
    #expect(strip.offset == 809.5 && strip.settledIndex == 4)
    #expect(recorder.didChanges.map(\.to) == ["card2", "card3", "card4"])
  }

  @Test func visibleItemsAreThoseWithAPartInTheViewport() throws {
    let (strip, _) = try Self.variableStrip(initialIndex: 3)
    // The viewport covers 586.5…961.5: item 2 (416…596), 3 (604…944) and 4 (952…1042).
    let items = Array(strip.visibleItems)
    #expect(items.map(\.index) == [2, 3, 4])
    let third = try #require(items.first { $0.index == 3 })
    #expect(third.leadingEdge == 17.5 && third.frameOrigin == 17.5 && third.span.length == 340)
    #expect(third.span == StripSpan(origin: 604, length: 340))
  }

  @Test func anItemThatOnlyTouchesTheViewportIsHidden() throws {
    let (strip, _) = try makeShelf()
    #expect(strip.visibleIndices == [0, 1])
    try strip.beginDrag()
    try strip.drag(by: -316)
    // Card 0 ends at 316, exactly the viewport's leading edge.
    #expect(strip.visibleIndices == [1, 2])
    try strip.drag(by: -10)
    #expect(strip.visibleIndices == [1, 2])
  }

  @Test func theRubberBandResistsPastTheEndsAndComesBackWithoutAJump() throws {
    let (strip, recorder) = try makeShelf()
    try strip.beginDrag()
    try strip.drag(by: 100)
    // 0.55 · 100 / (1 + 0.55 · 100 / 375): Docs/Physics.md, vector R2.
    let expected = -(55 / (1 + 55.0 / 375))
    #expect(abs(strip.offset - expected) < 1e-9)
    #expect(strip.position < 0 && strip.currentIndex == 0 && strip.targetIndex == 0)
    try strip.drag(by: 100_000)
    #expect(strip.offset > -375)
    try strip.drag(by: -100_000)
    #expect(abs(strip.offset - expected) < 1e-6)
    try strip.endDrag(velocity: 0)
    let offsets = try strip.framesUntilIdle()
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(offsets.first.map { abs($0 - expected) < 1e-6 } == true)
    #expect(strip.offset == 0 && recorder.pageLog.isEmpty)

    // At the far end too.
    try strip.scroll(to: 9, animated: false)
    try strip.beginDrag()
    try strip.drag(by: -100)
    #expect(abs(strip.offset - (2_747 - expected)) < 1e-9)
    try strip.endDrag(velocity: -2_000)
    try strip.runUntilIdle()
    #expect(strip.offset == 2_747 && strip.settledIndex == 9)
  }

  @Test func rightToLeftMirrorsDragsAndFrames() throws {
    let (strip, recorder) = try makeShelf(layoutDirection: .rightToLeft)
    try strip.beginDrag()
    // In a right-to-left strip a finger moving right scrolls forward.
    try strip.drag(by: 100)
    #expect(strip.offset == 100)
    try strip.endDrag(velocity: 400)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 1 && strip.offset == 310)
    #expect(recorder.didChanges.first?.direction == .forward)
    // Card 1's leading (right) edge is 16 points in: its frame starts 375 − 16 − 300 from the left.
    let card = try #require(strip.visibleItems.first { $0.index == 1 })
    #expect(card.leadingEdge == 16 && card.frameOrigin == 59)
  }

  @Test func aVerticalStripIgnoresTheLayoutDirection() throws {
    let (strip, _) = try makeShelf(axis: .vertical, layoutDirection: .rightToLeft)
    try strip.beginDrag()
    try strip.drag(by: -100)
    #expect(strip.offset == 100)
    try strip.endDrag(velocity: -400)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 1)
    let card = try #require(strip.visibleItems.first { $0.index == 1 })
    #expect(card.frameOrigin == card.leadingEdge)
  }

  @Test func aViewportChangeAtRestKeepsTheItem() throws {
    let (strip, recorder) = try makeShelf(initialIndex: 9)
    try strip.setViewportLength(1_024)
    #expect(strip.viewportLength == 1_024 && strip.offset == 2_098)
    #expect(strip.settledIndex == 9 && strip.position == 9)
    try strip.setViewportLength(375)
    #expect(strip.offset == 2_747)
    #expect(recorder.events.isEmpty)
    strip.expectInvariants()
  }

  @Test func aViewportChangeWhileSettlingRetargetsToTheNewRestingOffset() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 9)
    try strip.advance(to: 0)
    try strip.advance(to: 0.1)
    let before = strip.offset
    try strip.setViewportLength(1_024)
    #expect(strip.offset == before && strip.phase == .settling)
    try strip.runUntilIdle()
    #expect(strip.offset == 2_098 && strip.settledIndex == 9)
    #expect(recorder.pageLog == ["will card0>card9 programmatic", "did card0>card9 programmatic"])
  }

  @Test func aViewportChangeWhileDraggingKeepsTheDrag() throws {
    let (strip, _) = try makeShelf(initialIndex: 9)
    try strip.beginDrag()
    try strip.drag(by: 50)
    // Growing the viewport pulls the end in: the offset is now past it, in the rubber band.
    try strip.setViewportLength(1_024)
    #expect(strip.phase == .dragging)
    #expect(strip.offset > 2_098 && strip.offset < 2_098 + 1_024)
    strip.expectInvariants()
    try strip.endDrag(velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.offset == 2_098)
  }

  @Test func anItemLongerThanTheViewportStillRestsOnAnItem() throws {
    // The built-in strategies do not snap such a strip; the release rests on the nearest item.
    let layout = try VariableStrip(lengths: [100, 500, 100, 100], spacing: 10)
    let strip = try SnappingStrip(
      source: Cards(cardNames(4), id: \.self), layout: layout, snap: DirectionalSnap(),
      viewportLength: 375)
    try strip.swipe(by: -90, velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.settledIndex == 1 && strip.offset == 110)
    strip.expectInvariants()
  }

  @Test func freeScrollRestsWhereTheReleaseProjects() throws {
    let strip = try SnappingStrip(
      source: Cards(cardNames(10), id: \.self), layout: shelfLayout(), snap: FreeScroll(),
      viewportLength: 375, anchor: .leading(16))
    let recorder = RecordingDelegate<String>()
    strip.delegate = recorder
    try strip.swipe(by: -100, velocity: 0)
    try strip.runUntilIdle()
    // At rest between cards: the settled card is the nearest, and the position is exactly it.
    #expect(strip.offset == 100 && strip.settledIndex == 0 && strip.position == 0)
    try strip.swipe(by: -200, velocity: 0)
    try strip.runUntilIdle()
    #expect(strip.offset == 300 && strip.settledIndex == 1 && strip.position == 1)
    #expect(recorder.pageLog == ["will card0>card1 user", "did card0>card1 user"])
    strip.expectInvariants()
  }
}
