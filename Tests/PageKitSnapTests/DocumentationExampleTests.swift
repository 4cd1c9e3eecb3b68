import PageKitCore
import PageKitSnap
import Testing

/// The examples of the PageKitSnap catalog, as written there, with what they promise checked.
@Suite struct SnapCatalogExampleTests {
  @Test func directionalSnapMovesOnAFastRelease() throws {
    // PageKitSnap.md: the question a scroll view asks when a finger lifts
    let strip = try UniformStrip(
      count: 10, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16)
    let snap = try DirectionalSnap(velocityThreshold: 300)
    let target = snap.target(
      for: SnapProposal(
        strip: strip, viewportLength: 375, anchor: .leading(16), currentOffset: 600,
        proposedOffset: 640, contentVelocity: 500))  // the content's velocity, points per second
    let (offset, index) = (target.offset, target.index)  // 930, card 3
    #expect(offset == 930)
    #expect(index == 3)
  }
}
