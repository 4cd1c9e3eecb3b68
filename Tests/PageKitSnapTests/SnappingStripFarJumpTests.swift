import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Far jumps: an animated command to an item whose resting view does not meet the items on
/// screen splices that view beside them, so no item in between is ever drawn.
///
/// The shelf (`makeShelf()`): 300-point cards 10 points apart, resting offsets `310 · i` up to
/// 2,747. At rest on card 0 the viewport shows cards 0 and 1; card 5 rests at 1,550 showing
/// cards 4, 5 and 6. A jump 0 → 5 draws 0, 1, 4, 5, 6 and never cards 2 and 3.
@Suite struct SnappingStripFarJumpTests {
  typealias Shelf = SnappingStrip<Cards, UniformStrip, DirectionalSnap>

  /// The names drawn at each frame until rest (60 Hz), the first frame included.
  static func drawnUntilIdle<L: StripLayout, N: SnapStrategy>(
    _ strip: SnappingStrip<Cards, L, N>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Set<String> {
    var drawn = Set(strip.visibleNames)
    var now = strip.currentTime ?? 0
    var frames = 0
    while strip.phase == .settling && frames < 600 {
      now += 1.0 / 60
      try strip.advance(to: now)
      strip.expectInvariants(sourceLocation: sourceLocation)
      drawn.formUnion(strip.visibleNames)
      frames += 1
    }
    #expect(strip.phase == .idle, sourceLocation: sourceLocation)
    return drawn
  }

  /// Advances frame by frame until `condition` holds (at most 600 frames), returning the names
  /// drawn on the way.
  static func advance(
    _ strip: Shelf, until condition: (Shelf) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Set<String> {
    var drawn = Set(strip.visibleNames)
    var now = strip.currentTime ?? 0
    try strip.advance(to: now)
    var frames = 0
    while !condition(strip) && strip.phase == .settling && frames < 600 {
      now += 1.0 / 60
      try strip.advance(to: now)
      strip.expectInvariants(sourceLocation: sourceLocation)
      drawn.formUnion(strip.visibleNames)
      frames += 1
    }
    #expect(condition(strip), sourceLocation: sourceLocation)
    return drawn
  }

  /// A shelf jumping 0 → 5, advanced until the splice shows card 4, with what it drew so far.
  static func jumpUntilTheSpliceShows(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Shelf, RecordingDelegate<String>, Set<String>) {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 5)
    let drawn = try advance(
      strip, until: { $0.visibleNames.contains("card4") }, sourceLocation: sourceLocation)
    return (strip, recorder, drawn)
  }

  @Test func aFarJumpDrawsNoItemInBetweenAndLandsOnTheRestingOffset() throws {
    // Given a shelf at rest on card 0
    let (strip, recorder) = try makeShelf()
    // When it jumps to card 5
    try strip.scroll(to: 5)
    let drawn = try Self.drawnUntilIdle(strip)
    // Then cards 2 and 3 are never drawn, and it lands exactly on card 5's resting offset
    #expect(drawn == ["card0", "card1", "card4", "card5", "card6"])
    #expect(strip.offset == 1_550 && strip.settledIndex == 5 && strip.position == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test func aFarJumpOnAVariableStripDrawsNoItemInBetween() throws {
    // Given measured items centred (cards 0 and 1 on screen; card 6 rests at 1,053 beside 5)
    let (strip, recorder) = try SnappingStripLayoutTests.variableStrip()
    #expect(strip.visibleNames == ["card0", "card1"])
    // When it jumps to the last card
    try strip.scroll(to: 6)
    let drawn = try Self.drawnUntilIdle(strip)
    // Then cards 2, 3 and 4 are never drawn, and it lands on the clamped resting offset
    #expect(drawn == ["card0", "card1", "card5", "card6"])
    #expect(strip.offset == 1_053 && strip.settledIndex == 6)
    #expect(recorder.pageLog == ["will card0>card6 programmatic", "did card0>card6 programmatic"])
  }

  @Test func aJumpToTheClampedEndLandsOnTheMaximumOffset() throws {
    let (strip, recorder) = try makeShelf()
    try strip.scroll(to: 9)
    let drawn = try Self.drawnUntilIdle(strip)
    // Card 9's anchor offset (2,790) is past the end: it rests at 2,747, with card 8 beside it.
    #expect(drawn == ["card0", "card1", "card8", "card9"])
    #expect(strip.offset == 2_747 && strip.offset == strip.maxOffset && strip.settledIndex == 9)
    #expect(recorder.pageLog == ["will card0>card9 programmatic", "did card0>card9 programmatic"])
  }

  @Test func aRetargetForwardMidJumpSplicesTheNewDestination() throws {
    // Given a jump 0 → 5 that already draws card 4
    let (strip, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    // When it is retargeted to card 7
    try strip.scroll(to: 7)
    drawn.formUnion(try Self.drawnUntilIdle(strip))
    // Then it goes on forward and lands on card 7; cards 2 and 3 are never drawn
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(strip.offset == 2_170 && strip.settledIndex == 7)
    #expect(recorder.didChanges.map(\.to) == ["card7"])
    #expect(recorder.pageLog.last == "did card0>card7 programmatic")
  }

  @Test func aCommandBackToTheSettledItemMidJumpCancels() throws {
    let (strip, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    try strip.scroll(to: 0)
    drawn.formUnion(try Self.drawnUntilIdle(strip))
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(strip.offset == 0 && strip.settledIndex == 0)
    #expect(
      recorder.pageLog == ["will card0>card5 programmatic", "cancel card0>card5 programmatic"])
  }

  @Test func aGrabMidJumpHoldsWhatIsDrawn() throws {
    let (strip, _, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    let items = strip.visibleNames
    let offset = strip.offset
    // When the user grabs the strip
    try strip.beginDrag()
    // Then nothing on screen moves, and the drag moves the drawn strip
    #expect(strip.visibleNames == items && strip.offset == offset)
    try strip.drag(by: -20)
    #expect(strip.offset == offset + 20)
    drawn.formUnion(strip.visibleNames)
    try strip.endDrag(velocity: -2_000)
    drawn.formUnion(try Self.drawnUntilIdle(strip))
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(strip.settledIndex >= 4)
  }

  @Test func aRetargetedJumpKeepsTheRubberBandWithinAViewportOfTheContent() throws {
    // Given a shelf settled on card 2, swiped far past its end and, while it springs back, sent
    // to card 0 (spliced before card 9: card 0 rests at 2,170), until cards 0 and 1 alone show
    let (strip, _) = try makeShelf(initialIndex: 2)
    try strip.advance(to: 0)
    try strip.swipe(by: -3_000, velocity: 0)
    try strip.advance(to: 1.0 / 60)
    try strip.scroll(to: 0)
    _ = try Self.advance(strip, until: { $0.visibleNames == ["card0", "card1"] })
    // When it is retargeted to card 5 (drawn after card 1 the frame would end at 4,297, and
    // its rubber band past 5,000), then grabbed and dragged far forward, then far back
    try strip.scroll(to: 5)
    // Then nothing on screen moves, and the strip stays within a viewport of its content
    #expect(strip.visibleNames == ["card0", "card1"])
    let reach = strip.viewportLength
    let maxOffset = strip.maxOffset
    #expect(strip.offset > -reach && strip.offset < maxOffset + reach, "\(strip.offset)")
    try strip.advance(to: (strip.currentTime ?? 0) + 0.1)
    try strip.beginDrag()
    try strip.drag(by: -20_000)
    #expect(strip.offset < maxOffset + reach, "\(strip.offset)")
    try strip.drag(by: 40_000)
    #expect(strip.offset > -reach, "\(strip.offset)")
    try strip.endDrag(velocity: 0)
    for offset in try strip.framesUntilIdle() {
      #expect(offset > -reach && offset < maxOffset + reach, "\(offset)")
    }
    #expect(strip.phase == .idle && strip.settledIndex == 0 && strip.offset == 0)
  }

  @Test func aReloadMidJumpKeepsTheTargetByIdentity() throws {
    let (strip, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    // When an item is inserted before everything
    try strip.reload(
      Cards(["new"] + cardNames(10), id: \.self), layout: shelfLayout(count: 11))
    drawn.formUnion(strip.visibleNames)
    drawn.formUnion(try Self.drawnUntilIdle(strip))
    // Then card 5 (now at index 6) is still the destination, reached without drawing 2 and 3
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(strip.settledPageID == "card5" && strip.settledIndex == 6 && strip.offset == 1_860)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test(arguments: [
    (Axis.horizontal, LayoutDirection.rightToLeft), (Axis.vertical, LayoutDirection.leftToRight),
  ])
  func aFarJumpSplicesRightToLeftAndVertically(axis: Axis, direction: LayoutDirection) throws {
    let (strip, recorder) = try makeShelf(axis: axis, layoutDirection: direction)
    try strip.scroll(to: 5)
    let drawn = try Self.drawnUntilIdle(strip)
    #expect(drawn == ["card0", "card1", "card4", "card5", "card6"])
    #expect(strip.offset == 1_550 && strip.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test func reduceMotionLandsAnAnimatedCommandAtOnce() throws {
    let (strip, recorder) = try makeShelf()
    strip.isReduceMotionEnabled = true
    try strip.scroll(to: 5, animated: true)
    #expect(strip.phase == .idle && strip.offset == 1_550 && strip.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
    #expect(recorder.phaseChanges.isEmpty)
    try strip.scrollToNext()
    #expect(strip.phase == .idle && strip.offset == 1_860 && strip.settledIndex == 6)
    #expect(recorder.phaseChanges.isEmpty)
  }

  @Test func motionReportsOriginDestinationAndProgressAlongTheDrawnStrip() throws {
    let (strip, _) = try makeShelf()
    #expect(strip.motion == nil)
    try strip.scroll(to: 5)
    var now = 0.0
    try strip.advance(to: now)
    var progresses: [Double] = []
    while strip.phase == .settling {
      now += 1.0 / 60
      try strip.advance(to: now)
      guard let motion = strip.motion else { break }
      #expect(motion.originIndex == 0 && motion.destinationIndex == 5)
      #expect(motion.direction == .forward && motion.phase == .settling)
      // The drawn strip puts card 5 at 930 (card 4 drawn 10 points after card 1): the
      // fraction covered is of that distance, not of the content's 1,550.
      #expect(abs(motion.progress - strip.offset / 930) < 1e-9)
      progresses.append(motion.progress)
    }
    #expect(progresses.contains { $0 > 0 && $0 < 1 })
    #expect(strip.phase == .idle && strip.motion == nil)
  }
}

extension SnappingStrip where Source == Cards {
  /// The names of the visible items.
  fileprivate var visibleNames: [String] {
    visibleItems.compactMap { source.id(at: $0.index) }
  }
}
