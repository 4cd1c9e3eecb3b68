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
    // The extra items come from the rule's own projection at 0.998 (700 + 0.8 · 499 = 1099.2,
    // nearest item 4 at 1240), not from the proposed offset.
    let near = try seedProposal(current: 700, proposed: 5_000, velocity: 800, dragStart: 620)
    #expect(snap.target(for: near).index == 4)
  }

  @Test func theExtraItemsTieGoesBackTowardTheBoundary() throws {
    // Released at 896 (boundary: item 3 at 930) at 1000 pt/s, the projection is 896 + 499 =
    // 1395, exactly half way between items 4 (1240) and 5 (1550): back toward the boundary.
    let snap = try PagingSnap(maxItems: 3)
    let proposal = try seedProposal(current: 896, velocity: 1_000, dragStart: 620)
    #expect(snap.target(for: proposal).index == 4)
  }

  @Test func theReferenceDecidesAnExactHalf() throws {
    // 775 is half way between items 2 (620) and 3 (930).
    let snap = PagingSnap.paging
    let fromTwo = try seedProposal(current: 775, dragStart: 620)
    #expect(snap.target(for: fromTwo).index == 2)
    var fromThree = fromTwo
    fromThree.referenceIndex = 3
    #expect(snap.target(for: fromThree).index == 3)
    // An index outside the strip counts as its nearest end.
    fromThree.referenceIndex = 99
    #expect(snap.target(for: fromThree).index == 3)
    fromThree.referenceIndex = -5
    #expect(snap.target(for: fromThree).index == 2)
  }

  @Test func theDefaultIsOneItemAtThreeHundredPointsPerSecond() throws {
    #expect(PagingSnap.paging == (try PagingSnap()))
    #expect(PagingSnap.paging == (try PagingSnap(maxItems: 1, velocityThreshold: 300)))
  }

  @Test func aFlingAgainstTheDisplacementReturnsTowardTheReference() throws {
    // Dragged 80 points forward from item 2, flung back: the boundary back is item 2 itself.
    let snap = PagingSnap.paging
    let proposal = try seedProposal(current: 700, velocity: -3_000, dragStart: 620)
    #expect(snap.target(for: proposal) == SnapTarget(offset: 620, index: 2))
  }

  @Test func theThresholdIsExclusive() throws {
    let snap = PagingSnap.paging
    #expect(
      snap.target(for: try seedProposal(current: 700, velocity: 300, dragStart: 620)).index == 2)
    #expect(
      snap.target(for: try seedProposal(current: 700, velocity: 300.0.nextUp, dragStart: 620))
        .index == 3)
  }

  @Test func slowReleaseMovesOnlyPastHalfWay() throws {
    let snap = try PagingSnap()
    #expect(snap.target(for: try seedProposal(current: 775, dragStart: 620)).index == 2)
    #expect(snap.target(for: try seedProposal(current: 776, dragStart: 620)).index == 3)
  }

  @Test func aReleaseIsJudgedFromWhereTheFingerLiftsHoweverFarTheDrag() throws {
    // the release rule: no cap from where the drag began. A drag from item 0 to 2000:
    // slow → the nearest item (6, at 1860); fast → the next boundary either way (7 or 6).
    let snap = try PagingSnap(maxItems: 2)
    let slow = try seedProposal(current: 2_000, proposed: 2_000, dragStart: 0)
    #expect(snap.target(for: slow) == SnapTarget(offset: 1_860, index: 6))
    let forward = try seedProposal(current: 2_000, velocity: 400, dragStart: 0)
    #expect(snap.target(for: forward).index == 7)
    let back = try seedProposal(current: 2_000, velocity: -400, dragStart: 0)
    #expect(snap.target(for: back).index == 6)
  }

  @Test func aFlingAtOrPastAnEndStaysOnTheNearestItem() throws {
    // Past the last resting offset flung forward, or before the first flung back, no boundary
    // lies beyond: the nearest item.
    let snap = PagingSnap.paging
    let strip = try seedStrip()
    let maxOffset = strip.contentLength - 375
    let past = try seedProposal(current: maxOffset + 40, velocity: 2_000, dragStart: maxOffset)
    #expect(snap.target(for: past) == SnapTarget(offset: maxOffset, index: 9))
    let before = try seedProposal(current: -40, velocity: -2_000, dragStart: 0)
    #expect(snap.target(for: before) == SnapTarget(offset: 0, index: 0))
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

  @Test func aRunSharingOneRestingOffsetKeepsTheReference() throws {
    // Items 0 and 1 both rest at 0 (centred 100-point items, 400-point viewport): a slow release
    // there, or a fling back against the end, keeps the reference item of the run.
    let strip = try UniformStrip(count: 20, itemLength: 100)
    for reference in [0, 1] {
      for velocity in [0.0, -2_000] {
        let proposal = SnapProposal(
          strip: strip, viewportLength: 400, anchor: .center, currentOffset: -10,
          contentVelocity: velocity, referenceIndex: reference)
        #expect(PagingSnap.paging.target(for: proposal) == SnapTarget(offset: 0, index: reference))
      }
    }
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
    #expect(throws: PagerError.invalidConfiguration(.maxItems(maxItems))) {
      try PagingSnap(maxItems: maxItems)
    }
  }

  @Test func velocityThresholdMustBeFiniteAndNotNegative() {
    #expect(throws: PagerError.invalidConfiguration(.velocityThreshold(-300))) {
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
