import PageKitCore
import PageKitTestFixtures
import Testing

/// A new viewport mid-motion is a change like a reload: the item under the finger (or under a
/// settle) keeps its distance from the anchor, looping or not, whatever the anchor. Before
/// one path carried every change, a bounded strip kept its content offset instead, so at a
/// trailing or centred anchor the item slid away from the anchor by the anchor's move.
@Suite struct ViewportChangeKeepsTheAnchorDistanceTests {
  /// The leading edge on screen of the live item `index` nearest `point`.
  func leadingEdge(of index: Int, in pager: IntLoop, near point: Double) -> Double? {
    pager.livePages
      .filter { $0.index == index }
      .min { abs($0.origin - point) < abs($1.origin - point) }?
      .origin
  }

  @Test(arguments: [true, false])
  func aDragAtATrailingAnchorKeepsItsDistanceFromIt(isCircular: Bool) throws {
    // Given twelve 100-point cards resting 16 points inside the trailing edge of 600 points
    let (pager, _) = try makeLoop(
      count: 12, itemLength: 100, spacing: 10, viewport: 600, anchor: .trailing(16),
      isCircular: isCircular, initialIndex: 9)
    // Card 9's trailing edge rests at 584: its leading edge at 484.
    #expect(leadingEdge(of: 9, in: pager, near: 484) == 484)
    // When a finger drags 33 points back and the viewport grows by 200 points
    try pager.beginDrag()
    try pager.drag(by: 33)
    let position = pager.position
    try pager.setViewportLength(800)
    // Then card 9 is still 33 points past the anchor, which moved 200 points: 684 + 33
    #expect(pager.phase == .dragging)
    #expect(abs((leadingEdge(of: 9, in: pager, near: 717) ?? 0) - 717) < 1e-9)
    #expect(abs(pager.position - position) < 1e-9)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test(arguments: [true, false])
  func aSettleAtACentredAnchorKeepsItsDistanceFromIt(isCircular: Bool) throws {
    // Given a command from card 5 to card 7, centred in 600 points, under way
    let (pager, recorder) = try makeLoop(
      count: 12, itemLength: 100, spacing: 10, viewport: 600, anchor: .center,
      isCircular: isCircular, initialIndex: 5)
    try pager.scroll(to: 7)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    let position = pager.position
    let drawn = pager.livePages.map { ($0.index, $0.origin) }
    // When the viewport grows by 200 points (the centre moves 100 points on)
    try pager.setViewportLength(800)
    // Then every card is 100 points further on, the position unchanged, still heading to 7
    #expect(abs(pager.position - position) < 1e-9)
    for (index, origin) in drawn {
      let edge = leadingEdge(of: index, in: pager, near: origin + 100) ?? 0
      #expect(abs(edge - (origin + 100)) < 1e-9, "card \(index)")
    }
    #expect(pager.targetIndex == 7)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 7)
    #expect(recorder.didChanges.map(\.to) == [7])
  }
}
