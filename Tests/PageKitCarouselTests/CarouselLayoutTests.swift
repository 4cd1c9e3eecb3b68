import PageKitCarousel
import PageKitCore
import PageKitSnap
import Testing

@Suite struct CarouselLayoutTests {
  /// The carousel seed: five full-width 375-point images.
  func seedLayout(isCircular: Bool = true) throws -> CarouselLayout {
    try CarouselLayout(count: 5, itemLength: 375, viewportLength: 375, isCircular: isCircular)
  }

  // MARK: The carousel seed

  @Test func seedUsesDuplicatedEndsAndStartsOnTheFirstRealItem() throws {
    // Given the seed's five full-width images
    let layout = try seedLayout()
    // Then the content is n + 2 slots and the duplicate at the front is hidden
    #expect(layout.arrangement == .duplicatedEnds)
    #expect(layout.slotCount == 7)
    #expect(layout.contentLength == 2625)
    #expect(layout.initialOffset == 375)
    let position = try #require(layout.position(at: layout.initialOffset))
    #expect(position.logicalIndex == 0)
    #expect(position.fraction == 0)
  }

  @Test func seedDuplicatesShowTheLastAndFirstItems() throws {
    let layout = try seedLayout()
    let front = Array(layout.visibleItems(offset: 0))
    #expect(front.map(\.logicalIndex) == [4])
    #expect(front.map(\.slot) == [0])
    let back = Array(layout.visibleItems(offset: 2250))
    #expect(back.map(\.logicalIndex) == [0])
    #expect(back.map(\.slot) == [6])
  }

  @Test func passingTheTrailingDuplicateRecentersToTheFirstRealItem() throws {
    let layout = try seedLayout()
    // When the offset reaches the trailing duplicate (first item copied at the back)
    let result = layout.recentered(offset: 2250)
    // Then it jumps to the first real item, by exactly one cycle
    #expect(result.offset == 375)
    #expect(result.delta == -1875)
    #expect(result.didShift)
    #expect(layout.position(at: 375)?.logicalIndex == 0)
  }

  @Test func goingBelowZeroRecentersToTheMatchingRealItemNearTheEnd() throws {
    let layout = try seedLayout()
    let result = layout.recentered(offset: -10)
    #expect(result.offset == 1865)
    #expect(result.delta == 1875)
    let atZero = layout.recentered(offset: 0)
    #expect(atZero.offset == 1875)
    #expect(layout.position(at: 0)?.logicalIndex == 4)
    #expect(layout.position(at: 1875)?.logicalIndex == 4)
  }

  @Test func offsetsInsideTheSafeBandAreLeftAlone() throws {
    let layout = try seedLayout()
    for offset in stride(from: 187.5, through: 2062.5, by: 37.5) {
      let result = layout.recentered(offset: offset)
      #expect(result.offset == offset, "offset \(offset)")
      #expect(!result.didShift)
    }
  }

  // MARK: Counts

  @Test func emptyCarouselIsADocumentedEmptyState() throws {
    let layout = try CarouselLayout(count: 0, itemLength: 100, viewportLength: 375)
    #expect(layout.arrangement == .strip)
    #expect(layout.contentLength == 0)
    #expect(layout.initialOffset == 0)
    #expect(layout.position(at: 0) == nil)
    #expect(Array(layout.visibleItems(offset: 0)).isEmpty)
    #expect(layout.recentered(offset: 12) == .init(offset: 12, delta: 0))
    #expect(layout.scrollTarget(toLogicalIndex: 0, from: 0) == nil)
    #expect(layout.restingOffset(forLogicalIndex: 0) == nil)
  }

  @Test func oneItemNeverLoops() throws {
    let layout = try CarouselLayout(count: 1, itemLength: 375, viewportLength: 375)
    #expect(layout.arrangement == .strip)
    #expect(!layout.loops)
    #expect(layout.contentLength == 375)
    #expect(layout.initialOffset == 0)
    #expect(layout.recentered(offset: -30).offset == -30)
    #expect(layout.position(at: -30)?.logicalIndex == 0)
    #expect(layout.scrollTarget(toLogicalIndex: 0, from: 0)?.direction == nil)
  }

  @Test func twoItemsLoopAcrossBothSeams() throws {
    let layout = try CarouselLayout(count: 2, itemLength: 300, viewportLength: 300)
    #expect(layout.arrangement == .duplicatedEnds)
    #expect(layout.slotCount == 4)
    #expect(layout.visibleItems(offset: 0).map(\.logicalIndex) == [1])
    #expect(layout.visibleItems(offset: 900).map(\.logicalIndex) == [0])
    #expect(layout.recentered(offset: 900).offset == 300)
    #expect(layout.recentered(offset: 100).offset == 700)
  }

  @Test func threeNarrowItemsRepeatWholeCycles() throws {
    let layout = try CarouselLayout(
      count: 3, itemLength: 100, spacing: 10, viewportLength: 375, anchor: .center)
    guard case .repeatedCycles(let cycles) = layout.arrangement else {
      Issue.record("expected repeated cycles, got \(layout.arrangement)")
      return
    }
    #expect(layout.slotCount == cycles * 3)
    #expect(layout.recenterMargin == CarouselLayout.minimumRecenterMargin)
    // The band between the margins is at least one cycle wide.
    let band = layout.maximumOffset - 2 * layout.recenterMargin
    #expect(band >= layout.cycleLength)
    let start = layout.initialOffset
    #expect(layout.position(at: start)?.logicalIndex == 0)
    #expect(layout.position(at: start)?.fraction == 0)
    #expect(layout.recentered(offset: start).offset == start)
  }

  @Test func aThousandItemsStayCheap() throws {
    let full = try CarouselLayout(count: 1000, itemLength: 375, viewportLength: 375)
    #expect(full.slotCount == 1002)
    #expect(full.position(at: full.offset(forVirtualIndex: 999))?.logicalIndex == 999)
    let narrow = try CarouselLayout(count: 1000, itemLength: 80, spacing: 8, viewportLength: 390)
    #expect(narrow.arrangement == .repeatedCycles(2))
    #expect(narrow.visibleItems(offset: narrow.initialOffset).underestimatedCount == 5)
    let target = try #require(narrow.scrollTarget(toLogicalIndex: 999, from: narrow.initialOffset))
    #expect(target.distance == -1)
  }

  // MARK: Several items per screen

  @Test func visibleItemsCoverTheViewportWithOffsetsFromTheAnchor() throws {
    let layout = try CarouselLayout(
      count: 4, itemLength: 100, spacing: 20, viewportLength: 300, anchor: .center)
    let offset = layout.initialOffset
    let items = Array(layout.visibleItems(offset: offset))
    // Centre anchor: item 0 in the middle, one neighbour each side partly visible.
    #expect(items.map(\.logicalIndex) == [3, 0, 1])
    #expect(items.map(\.offsetInItems) == [-1, 0, 1])
    let first = try #require(items.first)
    let last = try #require(items.last)
    #expect(first.origin < offset)
    #expect(last.origin + layout.itemLength > offset + layout.viewportLength)
    #expect(zip(items, items.dropFirst()).allSatisfy { $1.slot == $0.slot + 1 })
  }

  @Test func visibleItemsMarginWidensTheWindow() throws {
    let layout = try CarouselLayout(count: 6, itemLength: 100, spacing: 0, viewportLength: 300)
    let offset = layout.initialOffset
    #expect(layout.visibleItems(offset: offset).underestimatedCount == 3)
    #expect(layout.visibleItems(offset: offset, margin: 100).underestimatedCount == 5)
    #expect(Array(layout.visibleItems(offset: offset, margin: -1)).isEmpty)
    #expect(Array(layout.visibleItems(offset: offset, margin: .nan)).isEmpty)
  }

  @Test(arguments: [
    (SnapAnchor.leading(16), 16.0), (.center, 137.5), (.trailing(10), 265.0),
  ])
  func anchorsPlaceTheRestingItem(anchor: SnapAnchor, expected: Double) throws {
    let layout = try CarouselLayout(
      count: 5, itemLength: 100, spacing: 8, viewportLength: 375, anchor: anchor)
    #expect(layout.anchorPosition == expected)
    let offset = try #require(layout.restingOffset(forLogicalIndex: 2))
    let item = try #require(layout.visibleItems(offset: offset).first { $0.offsetInItems == 0 })
    #expect(item.logicalIndex == 2)
    #expect(item.origin - offset == expected)
  }

  // MARK: Exact index

  @Test func logicalIndexIsAnIntegerFloorModulo() throws {
    // Docs/Physics.md, vector L1: virtual -1, -6, 12 with n = 5 are logical 4, 4, 2.
    let layout = try seedLayout()
    for (virtual, logical) in [(-1, 4), (-6, 4), (12, 2)] {
      let position = try #require(layout.position(at: layout.offset(forVirtualIndex: virtual)))
      #expect(position.virtualIndex == virtual)
      #expect(position.logicalIndex == logical)
      #expect(position.fraction == 0)
    }
  }

  @Test func anExactHalfBelongsToTheFollowingItem() throws {
    let layout = try seedLayout()
    let half = try #require(layout.position(at: 375 + 187.5))
    #expect(half.logicalIndex == 1)
    #expect(half.fraction == -0.5)
    let justBefore = try #require(layout.position(at: (375 + 187.5).nextDown))
    #expect(justBefore.logicalIndex == 0)
    let negativeHalf = try #require(layout.position(at: -187.5))
    #expect(negativeHalf.virtualIndex == -1)
    #expect(negativeHalf.logicalIndex == 4)
  }

  // MARK: Shortest path

  // Docs/Physics.md, vectors L2–L3 (34 in the test's name, their former number).
  @Test func shortestPathFollowsVector34() throws {
    let five = try seedLayout()
    let fromFour = try #require(five.restingOffset(forLogicalIndex: 4))
    let target = try #require(five.scrollTarget(toLogicalIndex: 0, from: fromFour))
    #expect(target.distance == 1)
    #expect(target.direction == .forward)
    #expect(target.offset == fromFour + 375)
    #expect(five.position(at: target.offset)?.logicalIndex == 0)

    let four = try CarouselLayout(count: 4, itemLength: 200, viewportLength: 200)
    let tie = try #require(four.scrollTarget(toLogicalIndex: 2, from: four.initialOffset))
    #expect(tie.distance == 2)
    #expect(tie.direction == .forward)
  }

  @Test func explicitDirectionGoesThatWayRound() throws {
    let layout = try seedLayout()
    let start = layout.initialOffset
    let forward = try #require(
      layout.scrollTarget(toLogicalIndex: 4, from: start, direction: .forward))
    #expect(forward.distance == 4)
    let reverse = try #require(
      layout.scrollTarget(toLogicalIndex: 1, from: start, direction: .reverse))
    #expect(reverse.distance == -4)
    let stay = try #require(
      layout.scrollTarget(toLogicalIndex: 0, from: start, direction: .forward))
    #expect(stay.distance == 0)
    #expect(stay.direction == nil)
  }

  @Test func stripScrollsByIndexOrderAndClamps() throws {
    let layout = try CarouselLayout(
      count: 5, itemLength: 100, viewportLength: 250, anchor: .leading(0), isCircular: false)
    #expect(layout.arrangement == .strip)
    let target = try #require(
      layout.scrollTarget(toLogicalIndex: 4, from: 0, direction: .reverse))
    #expect(target.distance == 4)
    #expect(target.direction == .forward)
    #expect(target.offset == 250)  // clamped: content 500, viewport 250
    #expect(layout.scrollTarget(toLogicalIndex: 5, from: 0) == nil)
    #expect(layout.scrollTarget(toLogicalIndex: -1, from: 0) == nil)
  }

  // MARK: Toggling isCircular

  @Test func togglingCircularKeepsTheCurrentItem() throws {
    let circular = try seedLayout()
    let strip = try seedLayout(isCircular: false)
    #expect(strip.contentLength == 1875)
    // Item 3, a quarter of the way to item 4, in the loop.
    let offset = circular.offset(forVirtualIndex: 3) + 93.75
    let inStrip = try #require(strip.offset(equivalentTo: offset, in: circular))
    #expect(inStrip == 3 * 375 + 93.75)
    let back = try #require(circular.offset(equivalentTo: inStrip, in: strip))
    #expect(back == offset)
    // The seam: the leading duplicate (logical 4) maps to the last item of the strip.
    #expect(strip.offset(equivalentTo: 0, in: circular) == 1500)
  }

  // MARK: Hostile input

  @Test(arguments: [
    (1, 100.0, Double.nan, 375.0, PagerError.nonFiniteValue),
    (1, Double.nan, 0.0, 375.0, PagerError.nonFiniteValue),
    (1, 100.0, Double.infinity, 375.0, PagerError.nonFiniteValue),
    (-1, 100.0, 0.0, 375.0, PagerError.invalidConfiguration),
    (3, 0.0, 0.0, 375.0, PagerError.invalidConfiguration),
    (3, -5.0, 0.0, 375.0, PagerError.invalidConfiguration),
    (3, 100.0, 0.0, 0.0, PagerError.invalidConfiguration),
    (3, 100.0, -1.0, 375.0, PagerError.invalidConfiguration),
    (3, 400.0, 0.0, 375.0, PagerError.invalidConfiguration),
  ])
  func invalidGeometryThrows(
    count: Int, itemLength: Double, spacing: Double, viewport: Double, error: PagerError
  ) {
    #expect(throws: error) {
      try CarouselLayout(
        count: count, itemLength: itemLength, spacing: spacing, viewportLength: viewport)
    }
  }

  @Test func invalidInsetsAndStylesThrow() {
    #expect(throws: PagerError.nonFiniteValue) {
      try CarouselLayout(count: 3, itemLength: 100, viewportLength: 375, anchor: .leading(.nan))
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(count: 3, itemLength: 100, viewportLength: 375, anchor: .leading(-1))
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(count: 3, itemLength: 100, viewportLength: 375, anchor: .trailing(300))
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(
        count: 3, itemLength: 100, viewportLength: 375, loopStyle: .duplicatedEnds)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(count: 3, itemLength: 1e-300, viewportLength: 375)
    }
  }

  @Test func hugeCountsThrowInsteadOfOverflowing() {
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(count: Int.max, itemLength: 375, viewportLength: 375)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try CarouselLayout(count: Int.max, itemLength: 100, viewportLength: 375, isCircular: false)
    }
  }

  @Test func recenteringDeltaKeepsAnInFlightTargetOnTheSameItem() throws {
    let layout = try CarouselLayout(
      count: 6, itemLength: 90, spacing: 10, viewportLength: 320, anchor: .leading(20))
    // A deceleration heading for logical item 4, from an offset past the band's upper edge.
    let offset = layout.maximumOffset - layout.recenterMargin / 2
    let target = offset + 1234
    let result = layout.recentered(offset: offset)
    #expect(result.didShift)
    #expect(result.delta.remainder(dividingBy: layout.cycleLength) == 0)
    let before = try #require(layout.position(at: target))
    let after = try #require(layout.position(at: target + result.delta))
    #expect(after.logicalIndex == before.logicalIndex)
    #expect(abs(after.fraction - before.fraction) < 1e-9)
  }

  @Test func nonFiniteOffsetsHaveDocumentedOutcomes() throws {
    let layout = try seedLayout()
    for offset in [Double.nan, .infinity, -.infinity] {
      #expect(layout.position(at: offset) == nil)
      let result = layout.recentered(offset: offset)
      #expect(result.delta == 0)
      #expect(Array(layout.visibleItems(offset: offset)).isEmpty)
      #expect(layout.scrollTarget(toLogicalIndex: 1, from: offset) == nil)
    }
    #expect(layout.position(at: 1e300) == nil)
    // A huge but finite offset is still brought back inside the content.
    let far = layout.recentered(offset: 1e300)
    #expect(far.offset >= 0 && far.offset <= layout.maximumOffset)
  }

  @Test func repeatedCyclesCanBeForcedForFullWidthItems() throws {
    let layout = try CarouselLayout(
      count: 5, itemLength: 375, viewportLength: 375, loopStyle: .repeatedCycles)
    #expect(layout.arrangement == .repeatedCycles(3))
    #expect(layout.position(at: layout.initialOffset)?.logicalIndex == 0)
  }
}
