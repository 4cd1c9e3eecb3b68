import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct PagingSnapTests {
  @Test func oneItemPerFlingFromTheDragStart() throws {
    let snap = try PagingSnap(maxItems: 1)
    let proposal = try seedProposal(
      current: 700, proposed: 2_000, velocity: 3_000, dragStart: 620)
    #expect(snap.target(for: proposal) == SnapTarget(offset: 930, index: 3))
    let back = try seedProposal(current: 500, proposed: -900, velocity: -3_000, dragStart: 620)
    #expect(snap.target(for: back) == SnapTarget(offset: 310, index: 1))
  }

  @Test func upToMaxItemsPerFling() throws {
    let snap = try PagingSnap(maxItems: 3)
    let far = try seedProposal(current: 700, proposed: 2_000, velocity: 3_000, dragStart: 620)
    #expect(snap.target(for: far).index == 5)
    let near = try seedProposal(current: 700, proposed: 1_000, velocity: 3_000, dragStart: 620)
    #expect(snap.target(for: near).index == 4)
  }

  @Test func slowReleaseMovesOnlyPastHalfWay() throws {
    let snap = try PagingSnap()
    #expect(snap.target(for: try seedProposal(current: 775, dragStart: 620)).index == 2)
    #expect(snap.target(for: try seedProposal(current: 776, dragStart: 620)).index == 3)
  }

  @Test func aDragCarriedFurtherThanMaxItemsComesBack() throws {
    let snap = try PagingSnap(maxItems: 2)
    let proposal = try seedProposal(current: 2_000, proposed: 2_000, dragStart: 0)
    #expect(snap.target(for: proposal) == SnapTarget(offset: 620, index: 2))
  }

  @Test func itemsSharingTheStartRestingOffsetCountAsOneStop() throws {
    // Centred 100-point items in a 400-point viewport: items 0 and 1 both rest at 0, so one
    // fling forward from rest at 0 goes to item 2 (resting at 50), not to item 1.
    let strip = try UniformStrip(count: 20, itemLength: 100)
    let proposal = SnapProposal(
      strip: strip, viewportLength: 400, anchor: .center, currentOffset: 30, proposedOffset: 80,
      contentVelocity: 2_000, dragStartOffset: 0)
    let target = try PagingSnap().target(for: proposal)
    #expect(target == SnapTarget(offset: 50, index: 2))
  }

  @Test func hugeMaxItemsDoesNotOverflow() throws {
    let snap = try PagingSnap(maxItems: .max)
    let proposal = try seedProposal(current: 700, proposed: 2_000, velocity: 3_000, dragStart: 620)
    #expect(snap.target(for: proposal).index == 7)
  }
}

@Suite struct PagingSnapBadInputTests {
  @Test(arguments: [0, -1, Int.min])
  func maxItemsMustBePositive(maxItems: Int) {
    #expect(throws: PagerError.invalidConfiguration) { try PagingSnap(maxItems: maxItems) }
  }

  @Test func velocityThresholdMustBeFiniteAndNotNegative() {
    #expect(throws: PagerError.invalidConfiguration) {
      try PagingSnap(velocityThreshold: -300)
    }
    #expect(throws: PagerError.nonFiniteValue) { try PagingSnap(velocityThreshold: .infinity) }
  }

  @Test func aNonFiniteThresholdIsReportedBeforeABadMaxItems() {
    #expect(throws: PagerError.nonFiniteValue) {
      try PagingSnap(maxItems: 0, velocityThreshold: .nan)
    }
  }
}
