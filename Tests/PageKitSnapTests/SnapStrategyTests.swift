import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

@Suite struct NearestSnapTests {
  @Test func ignoresVelocity() throws {
    for velocity in [-5_000.0, 0, 5_000] {
      let proposal = try seedProposal(current: 0, proposed: 770, velocity: velocity)
      #expect(NearestSnap().target(for: proposal) == SnapTarget(offset: 620, index: 2))
    }
  }

  @Test func exactMidpointGoesToTheLowerIndex() throws {
    let proposal = try seedProposal(current: 0, proposed: 465)
    #expect(NearestSnap().target(for: proposal).index == 1)
    #expect(NearestSnap().target(for: try seedProposal(current: 0, proposed: 465.001)).index == 2)
  }

  @Test func contentShorterThanTheViewportSnapsToItsStart() throws {
    let strip = try UniformStrip(count: 3, itemLength: 50, spacing: 5, leadingInset: 10)
    for anchor in [SnapAnchor.leading(0), .center, .trailing(8)] {
      for proposed in [-100.0, 0, 60, 500] {
        let proposal = SnapProposal(
          strip: strip, viewportLength: 400, anchor: anchor, currentOffset: 30,
          proposedOffset: proposed, contentVelocity: 900)
        #expect(NearestSnap().target(for: proposal) == SnapTarget(offset: 0, index: 0))
        #expect(try DirectionalSnap().target(for: proposal).offset == 0)
        #expect(try PagingSnap().target(for: proposal).offset == 0)
        #expect(try ViewportSnap().target(for: proposal).offset == 0)
        #expect(FreeScroll().target(for: proposal).offset == 0)
      }
    }
  }

  @Test func centeredItemsNearTheStartRestAtZero() throws {
    // 100-point items in a 400-point viewport: items 0 and 1 cannot reach the centre.
    let strip = try UniformStrip(count: 20, itemLength: 100)
    let proposal = SnapProposal(
      strip: strip, viewportLength: 400, anchor: .center, currentOffset: 0, proposedOffset: 20)
    #expect(NearestSnap().target(for: proposal) == SnapTarget(offset: 0, index: 0))
    let next = SnapProposal(
      strip: strip, viewportLength: 400, anchor: .center, currentOffset: 0, proposedOffset: 60)
    #expect(NearestSnap().target(for: next) == SnapTarget(offset: 50, index: 2))
  }

  @Test func trailingAnchorRestsTheItemsEndAtThePadding() throws {
    let strip = try UniformStrip(count: 20, itemLength: 100, spacing: 10)
    let proposal = SnapProposal(
      strip: strip, viewportLength: 400, anchor: .trailing(20), currentOffset: 0,
      proposedOffset: 500)
    // Item 7 ends at 7 * 110 + 100 = 870: offset 870 + 20 - 400 = 490.
    #expect(NearestSnap().target(for: proposal) == SnapTarget(offset: 490, index: 7))
  }
}

@Suite struct DirectionalSnapTests {
  @Test func zeroThresholdMakesEveryMovingReleaseFast() throws {
    let snap = try DirectionalSnap(velocityThreshold: 0)
    #expect(snap.target(for: try seedProposal(current: 600, proposed: 600, velocity: 1)).index == 2)
    #expect(snap.target(for: try seedProposal(current: 600, proposed: 600, velocity: 0)).index == 2)
    #expect(
      snap.target(for: try seedProposal(current: 600, proposed: 600, velocity: -1)).index == 1)
  }

  @Test func backwardFlingBeforeTheFirstItemStaysOnTheFirst() throws {
    let target = try DirectionalSnap().target(
      for: try seedProposal(current: 100, proposed: -300, velocity: -2_000))
    #expect(target == SnapTarget(offset: 0, index: 0))
  }

  @Test func proposalBehindTheCurrentOffsetIsJudgedFromTheCurrentOffset() throws {
    // A forward fling whose proposal lies behind the current offset (no platform does this)
    // never picks an item behind the current one.
    let target = try DirectionalSnap().target(
      for: try seedProposal(current: 1_000, proposed: 100, velocity: 900))
    #expect(target.index == 4)
  }

  @Test func defaultThresholdIsThreeHundred() throws {
    #expect(try DirectionalSnap().velocityThreshold == 300)
  }
}

@Suite struct ViewportSnapTests {
  let strip: UniformStrip

  init() throws {
    strip = try UniformStrip(count: 40, itemLength: 90, spacing: 10)
  }

  func proposal(current: Double, proposed: Double, velocity: Double, start: Double)
    -> SnapProposal<UniformStrip>
  {
    SnapProposal(
      strip: strip, viewportLength: 300, anchor: .leading(0), currentOffset: current,
      proposedOffset: proposed, contentVelocity: velocity, dragStartOffset: start)
  }

  @Test func pagesAreViewportMultiples() throws {
    let snap = try ViewportSnap()
    #expect(
      snap.target(for: proposal(current: 400, proposed: 420, velocity: 0, start: 300))
        == SnapTarget(offset: 300, index: 3))
    #expect(
      snap.target(for: proposal(current: 460, proposed: 460, velocity: 0, start: 300))
        == SnapTarget(offset: 600, index: 6))
  }

  @Test func atMostOnePagePerFling() throws {
    let snap = try ViewportSnap()
    #expect(
      snap.target(for: proposal(current: 400, proposed: 2_000, velocity: 4_000, start: 300))
        .offset == 600)
    #expect(
      snap.target(for: proposal(current: 250, proposed: -900, velocity: -4_000, start: 300))
        .offset == 0)
  }

  @Test func lastPageRestsAtTheEndOfTheContent() throws {
    // Content 3990, viewport 300: the scrollable range ends at 3690, not at 3900.
    let snap = try ViewportSnap()
    let target = snap.target(
      for: proposal(current: 3_650, proposed: 3_690, velocity: 900, start: 3_600))
    #expect(target.offset == 3_690)
    #expect(target.index == 37)
  }
}

@Suite struct FreeScrollTests {
  @Test func keepsTheProposalClamped() throws {
    let strip = try seedStrip()
    #expect(
      FreeScroll().target(for: try seedProposal(current: 0, proposed: 777))
        == SnapTarget(offset: 777, index: 3))
    #expect(FreeScroll().target(for: try seedProposal(current: 0, proposed: -50)).offset == 0)
    #expect(
      FreeScroll().target(for: try seedProposal(current: 0, proposed: 1e9)).offset
        == strip.contentLength - 375)
  }
}
