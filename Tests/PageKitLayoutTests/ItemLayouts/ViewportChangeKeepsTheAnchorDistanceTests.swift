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

  /// A longer viewport shortens the scrollable range under a far jump's splice: a jump from the
  /// last card back to the first draws the first cards just before the last ones, near the old
  /// end, which the new range no longer reaches. The splice ends (the card at the anchor keeps
  /// its place on screen) and the jump goes on from the content's own frame, inside the range
  /// and the rubber band's reach, to its card. Without the end, the frame lay past the content
  /// (its start past the new maximum offset).
  @Test func aFarJumpEndsItsSpliceWhenANewViewportShortensTheRange() throws {
    // Given thirty cards of 100, 10 apart, at rest on the last one in 600 points (the maximum
    // offset 2,690), jumping back to the first: cards 0 to 5 are drawn just before card 24,
    // from 1,980 points on
    let (pager, recorder) = try makeLoop(
      count: 30, itemLength: 100, spacing: 10, viewport: 600, anchor: .leading(0),
      isCircular: false, initialIndex: 29)
    try pager.scroll(to: 0)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    let items = try #require(pager.items)
    #expect(!pager.engine.isUnspliced)
    // The frame's offsets lie in the content's scrollable range.
    func frameLiesInContent() -> Bool {
      let frame = items.frameRange(in: pager.engine)
      return frame.lowerBound >= -1e-9 && frame.upperBound <= items.maxContentOffset + 1e-9
    }
    let atAnchor = try #require(pager.livePages.min { abs($0.origin) < abs($1.origin) })
    #expect(items.frameRange(in: pager.engine).lowerBound == 1_980)
    // When the viewport grows to 1,400 points (the maximum offset falls to 1,890)
    try pager.setViewportLength(1_400)
    // Then the frame is the content's own, the card at the anchor is where it was, and every
    // frame to the rest stays within the rubber band's reach
    #expect(pager.engine.isUnspliced && frameLiesInContent())
    let kept = pager.livePages.first { $0.index == atAnchor.index }
    #expect(abs((kept?.origin ?? .infinity) - atAnchor.origin) < 1e-9)
    #expect(pager.targetIndex == 0 && pager.checkInvariants().isEmpty)
    var time = 0.05
    while pager.phase != .idle, time < 10 {
      time += 1.0 / 60
      try pager.advance(to: time)
      let offset = pager.contentOffset
      #expect(offset > -1_400 && offset < pager.maxContentOffset + 1_400, "offset \(offset)")
      #expect(frameLiesInContent())
    }
    #expect(pager.settledIndex == 0 && pager.contentOffset == 0)
    #expect(recorder.didChanges.map(\.to) == [0])
  }
}
