import PageKitCore
import Testing

/// The topology answers each question a bounded strip and a loop answer differently: a loop
/// has no ends (nothing is clamped or resisted, virtual items wrap), a bounded strip's ends
/// clamp and resist.
@Suite struct PagerTopologyTests {
  static let band = RubberBand(dimension: 375)

  @Test func aFrameOfFewerThanTwoItemsIsBounded() throws {
    #expect(PagerTopology(nil) == .bounded)
    #expect(PagerTopology(try LoopFrame(pages: 1, isCircular: true)) == .bounded)
    #expect(PagerTopology(try LoopFrame(pages: 5, isCircular: false)) == .bounded)
    let frame = try LoopFrame(pages: 5, isCircular: true)
    #expect(PagerTopology(frame) == .loop)
    #expect(PagerTopology(frame).loops && !PagerTopology.bounded.loops)
  }

  @Test func aLoopWrapsVirtualItemsAndABoundedStripHoldsThemAtItsEnds() throws {
    let loop = PagerTopology(try LoopFrame(pages: 5, isCircular: true))
    #expect(
      [-6, -1, 0, 4, 5, 12].map { loop.item(ofVirtual: $0, count: 5) } == [4, 4, 0, 4, 0, 2])
    #expect(
      [-6, -1, 0, 4, 5, 12].map { PagerTopology.bounded.item(ofVirtual: $0, count: 5) }
        == [0, 0, 0, 4, 4, 4])
    // From virtual item 7 (item 2) to item 0: two back, or three on.
    #expect(loop.steps(fromVirtual: 7, to: 0, count: 5, .reverse) == -2)
    #expect(loop.steps(fromVirtual: 7, to: 0, count: 5, .forward) == 3)
    #expect(loop.steps(fromVirtual: 7, to: 0, count: 5, nil) == -2)
    #expect(PagerTopology.bounded.steps(fromVirtual: 7, to: 0, count: 5, .forward) == -7)
  }

  /// Where the rubber band draws its gap, a far jump's splice goes the other way: only a
  /// bounded strip has an end to lie past.
  @Test func onlyABoundedStripHasAnEndToLiePast() throws {
    let loop = PagerTopology(try LoopFrame(pages: 5, isCircular: true))
    let range = 0.0...1_000
    let offsets = [-0.5, 0, 500, 1_000, 1_000.5]
    #expect(offsets.map { loop.end(passedBy: $0, of: range) } == [nil, nil, nil, nil, nil])
    #expect(
      offsets.map { PagerTopology.bounded.end(passedBy: $0, of: range) }
        == [.reverse, nil, nil, nil, .forward])
  }

  @Test func onlyABoundedStripClampsAndResists() throws {
    let loop = PagerTopology(try LoopFrame(pages: 5, isCircular: true))
    let range = 0.0...1_000
    #expect(loop.clamped(-50, to: range) == -50)
    #expect(loop.resisted(-50, past: range, by: Self.band) == -50)
    #expect(loop.unresisted(-50, past: range, by: Self.band) == -50)
    #expect(PagerTopology.bounded.clamped(-50, to: range) == 0)
    #expect(PagerTopology.bounded.clamped(-50, to: range, margin: 20) == -20)
    #expect(PagerTopology.bounded.clamped(1_050, to: range, margin: 20) == 1_020)
    let drawn = PagerTopology.bounded.resisted(-50, past: range, by: Self.band)
    #expect(drawn > -50 && drawn < 0)
    let back = PagerTopology.bounded.unresisted(drawn, past: range, by: Self.band)
    #expect(abs(back + 50) < 1e-9)
  }
}
