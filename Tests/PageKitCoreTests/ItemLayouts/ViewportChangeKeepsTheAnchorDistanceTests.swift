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

  /// A new viewport keeps the items (a centred anchor only moves the insets that end the
  /// strip), so it is the carry that keeps the slots: a far jump's splice is drawn as it was,
  /// every drawn item in its slot, moved on with the anchor. Before, a bounded strip's new
  /// insets took the path of a reload, which rebuilt the slots around the current item and
  /// drew the jump's destination in another slot.
  /// (A loop's frame is remade for the new viewport, its slots renumbered by whole cycles as a
  /// recentering does: `aSettleAtACentredAnchorKeepsItsDistanceFromIt` holds it to the items.)
  @Test func aFarJumpKeepsItsSlotsAcrossANewViewport() throws {
    // Given a far jump from card 1 to card 10 of twelve, centred in 600 points, under way
    let (pager, recorder) = try makeLoop(
      count: 12, itemLength: 100, spacing: 10, viewport: 600, anchor: .center,
      isCircular: false, initialIndex: 1)
    try pager.scroll(to: 10)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    let position = pager.position
    let drawn = pager.livePages.map { ($0.slot, $0.index, $0.origin) }
    // When the viewport grows by 200 points (the centre moves 100 points on)
    try pager.setViewportLength(800)
    // Then every card drawn before is drawn in the same slot, 100 points further on
    #expect(abs(pager.position - position) < 1e-9)
    for (slot, index, origin) in drawn {
      let page = pager.livePages.first { $0.slot == slot }
      #expect(page?.index == index, "slot \(slot)")
      #expect(abs((page?.origin ?? 0) - (origin + 100)) < 1e-9, "slot \(slot)")
    }
    #expect(pager.targetIndex == 10)
    #expect(pager.checkInvariants().isEmpty)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledIndex == 10)
    #expect(recorder.didChanges.map(\.to) == [10])
  }
}
