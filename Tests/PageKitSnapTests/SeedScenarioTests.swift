import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The snapping seed's App Store-style shelf: 300-point cards narrower than a 375-point
/// viewport, 16 points of leading padding, a 0.3 pt/ms velocity threshold.
@Suite struct SeedScenarioTests {
  let snap: DirectionalSnap

  init() throws {
    snap = try DirectionalSnap(velocityThreshold: 300)
  }

  @Test func thresholdIsThreeHundredPointsPerSecond() {
    #expect(snap.velocityThreshold == 300)
  }

  @Test func slowReleaseLandsOnTheNearestItemsLeadingEdgeAtSixteen() throws {
    // Given a release at 600 proposing 640 at 0.2 pt/ms
    let proposal = try seedProposal(
      current: 600, proposed: 640,
      velocity: Deceleration.pointsPerSecond(fromPointsPerMillisecond: 0.2))
    // When snapping
    let target = snap.target(for: proposal)
    // Then item 2 (origin 636) rests with its leading edge at x = 16 in the viewport
    #expect(target == SnapTarget(offset: 620, index: 2))
    let span = try #require(proposal.strip.span(at: 2))
    #expect(span.origin - target.offset == 16)
  }

  @Test func fastForwardReleaseLandsOnTheNextItemRightOfTheProposal() throws {
    let proposal = try seedProposal(current: 600, proposed: 640, velocity: 500)
    #expect(snap.target(for: proposal) == SnapTarget(offset: 930, index: 3))
  }

  @Test func fastBackwardReleaseLandsOnThePreviousItem() throws {
    let proposal = try seedProposal(current: 600, proposed: 560, velocity: -500)
    #expect(snap.target(for: proposal) == SnapTarget(offset: 310, index: 1))
  }

  @Test func fastReleaseOnAnAnchorMovesOnToTheNextOne() throws {
    // Strictly beyond: a proposal exactly on item 3's anchor goes to item 4 forward, 2 back.
    #expect(
      snap.target(for: try seedProposal(current: 900, proposed: 930, velocity: 400)).index == 4)
    #expect(
      snap.target(for: try seedProposal(current: 960, proposed: 930, velocity: -400)).index == 2)
  }

  @Test func releaseExactlyAtTheThresholdIsSlow() throws {
    let proposal = try seedProposal(current: 600, proposed: 640, velocity: 300)
    #expect(snap.target(for: proposal).index == 2)
  }

  @Test(arguments: [2_650.0, 2_700, 2_747, 3_000, 9_999])
  func lastItemsSettleAtTheEndOfTheContent(proposed: Double) throws {
    // The content is 3122 points long; the scrollable range ends at 3122 - 375 = 2747.
    for velocity in [0.0, 100, 800] {
      let target = snap.target(
        for: try seedProposal(current: 2_500, proposed: proposed, velocity: velocity))
      #expect(target.offset == 2_747, "proposed \(proposed) velocity \(velocity)")
      #expect(target.index == 9, "proposed \(proposed) velocity \(velocity)")
    }
  }

  @Test func theEndIsNeverPassed() throws {
    let strip = try seedStrip()
    for step in 0...400 {
      let proposed = Double(step) * 10 - 500
      for velocity in [-2_000.0, 0, 2_000] {
        let target = snap.target(
          for: try seedProposal(current: proposed, proposed: proposed, velocity: velocity))
        #expect(target.offset >= 0 && target.offset + 375 <= strip.contentLength)
      }
    }
  }
}
