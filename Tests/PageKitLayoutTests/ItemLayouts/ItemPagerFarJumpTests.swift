import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Far jumps of a pager with an item layout: an animated command to an item whose resting view
/// does not meet the items on screen splices that view beside them, so no item in between is
/// ever drawn.
///
/// The shelf (`makeShelf()`): 300-point cards 10 points apart, resting offsets `310 · i` up to
/// 2,747. At rest on card 0 the viewport shows cards 0 and 1; card 5 rests at 1,550 showing
/// cards 4, 5 and 6. A jump 0 → 5 draws 0, 1, 4, 5, 6 and never cards 2 and 3.
@Suite struct ItemPagerFarJumpTests {
  typealias Shelf = CardPager

  /// The names drawn at each frame until rest (60 Hz), the first frame included.
  static func drawnUntilIdle(
    _ pager: CardPager, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Set<String> {
    var drawn = Set(pager.visibleNames)
    var now = pager.currentTime ?? 0
    var frames = 0
    while pager.phase == .settling && frames < 600 {
      now += 1.0 / 60
      try pager.advance(to: now)
      pager.expectInvariants(sourceLocation: sourceLocation)
      drawn.formUnion(pager.visibleNames)
      frames += 1
    }
    #expect(pager.phase == .idle, sourceLocation: sourceLocation)
    return drawn
  }

  /// Advances frame by frame until `condition` holds (at most 600 frames), returning the names
  /// drawn on the way.
  static func advance(
    _ pager: Shelf, until condition: (Shelf) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Set<String> {
    var drawn = Set(pager.visibleNames)
    var now = pager.currentTime ?? 0
    try pager.advance(to: now)
    var frames = 0
    while !condition(pager) && pager.phase == .settling && frames < 600 {
      now += 1.0 / 60
      try pager.advance(to: now)
      pager.expectInvariants(sourceLocation: sourceLocation)
      drawn.formUnion(pager.visibleNames)
      frames += 1
    }
    #expect(condition(pager), sourceLocation: sourceLocation)
    return drawn
  }

  /// A shelf jumping 0 → 5, advanced until the splice shows card 4, with what it drew so far.
  static func jumpUntilTheSpliceShows(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Shelf, RecordingDelegate<String>, Set<String>) {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 5)
    let drawn = try advance(
      pager, until: { $0.visibleNames.contains("card4") }, sourceLocation: sourceLocation)
    return (pager, recorder, drawn)
  }

  @Test func aFarJumpDrawsNoItemInBetweenAndLandsOnTheRestingOffset() throws {
    // Given a shelf at rest on card 0
    let (pager, recorder) = try makeShelf()
    // When it jumps to card 5
    try pager.scroll(to: 5)
    let drawn = try Self.drawnUntilIdle(pager)
    // Then cards 2 and 3 are never drawn, and it lands exactly on card 5's resting offset
    #expect(drawn == ["card0", "card1", "card4", "card5", "card6"])
    #expect(pager.contentOffset == 1_550 && pager.settledIndex == 5 && pager.position == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test func aFarJumpOnAVariableLayoutDrawsNoItemInBetween() throws {
    // Given measured items centred (cards 0 and 1 on screen; card 6 rests at 1,253 beside 5)
    let (pager, recorder) = try ItemPagerLayoutTests.variablePager()
    #expect(pager.visibleNames == ["card0", "card1"])
    // When it jumps to the last card
    try pager.scroll(to: 6)
    let drawn = try Self.drawnUntilIdle(pager)
    // Then cards 2, 3 and 4 are never drawn, and it lands on the last resting offset
    #expect(drawn == ["card0", "card1", "card5", "card6"])
    #expect(
      pager.contentOffset == 1_253 && pager.contentOffset == pager.maxContentOffset
        && pager.settledIndex == 6)
    #expect(recorder.pageLog == ["will card0>card6 programmatic", "did card0>card6 programmatic"])
  }

  @Test func aJumpToTheClampedEndLandsOnTheMaximumOffset() throws {
    let (pager, recorder) = try makeShelf()
    try pager.scroll(to: 9)
    let drawn = try Self.drawnUntilIdle(pager)
    // Card 9's anchor offset (2,790) is past the end: it rests at 2,747, with card 8 beside it.
    #expect(drawn == ["card0", "card1", "card8", "card9"])
    #expect(
      pager.contentOffset == 2_747 && pager.contentOffset == pager.maxContentOffset
        && pager.settledIndex == 9)
    #expect(recorder.pageLog == ["will card0>card9 programmatic", "did card0>card9 programmatic"])
  }

  @Test func aRetargetForwardMidJumpSplicesTheNewDestination() throws {
    // Given a jump 0 → 5 that already draws card 4
    let (pager, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    // When it is retargeted to card 7
    try pager.scroll(to: 7)
    drawn.formUnion(try Self.drawnUntilIdle(pager))
    // Then it goes on forward and lands on card 7; cards 2 and 3 are never drawn
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(pager.contentOffset == 2_170 && pager.settledIndex == 7)
    #expect(recorder.didChanges.map(\.to) == ["card7"])
    #expect(recorder.pageLog.last == "did card0>card7 programmatic")
  }

  @Test func aCommandBackToTheSettledItemMidJumpCancels() throws {
    let (pager, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    try pager.scroll(to: 0)
    drawn.formUnion(try Self.drawnUntilIdle(pager))
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(pager.contentOffset == 0 && pager.settledIndex == 0)
    #expect(
      recorder.pageLog == ["will card0>card5 programmatic", "cancel card0>card5 programmatic"])
  }

  @Test func aGrabMidJumpHoldsWhatIsDrawn() throws {
    let (pager, _, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    let items = pager.visibleNames
    let offset = pager.contentOffset
    // When the user grabs the pager
    try pager.beginDrag()
    // Then nothing on screen moves, and the drag moves the drawn strip
    #expect(pager.visibleNames == items && pager.contentOffset == offset)
    try pager.drag(by: -20)
    #expect(pager.contentOffset == offset + 20)
    drawn.formUnion(pager.visibleNames)
    try pager.endDrag(velocity: -2_000)
    drawn.formUnion(try Self.drawnUntilIdle(pager))
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(pager.settledIndex >= 4)
  }

  @Test func aRetargetedJumpKeepsTheRubberBandWithinAViewportOfTheContent() throws {
    // Given a shelf settled on card 2, swiped far past its end and, while it springs back, sent
    // to card 0 (spliced before card 9: card 0 rests at 2,170), until cards 0 and 1 alone show
    let (pager, _) = try makeShelf(initialIndex: 2)
    try pager.advance(to: 0)
    try pager.swipe(by: -3_000, velocity: 0)
    try pager.advance(to: 1.0 / 60)
    try pager.scroll(to: 0)
    _ = try Self.advance(pager, until: { $0.visibleNames == ["card0", "card1"] })
    // When it is retargeted to card 5 (drawn after card 1 the frame would end at 4,297, and
    // its rubber band past 5,000), then grabbed and dragged far forward, then far back
    try pager.scroll(to: 5)
    // Then nothing on screen moves, and the pager stays within a viewport of its content
    #expect(pager.visibleNames == ["card0", "card1"])
    let reach = pager.viewportLength
    let maxOffset = pager.maxContentOffset
    #expect(
      pager.contentOffset > -reach && pager.contentOffset < maxOffset + reach,
      "\(pager.contentOffset)")
    try pager.advance(to: (pager.currentTime ?? 0) + 0.1)
    try pager.beginDrag()
    try pager.drag(by: -20_000)
    #expect(pager.contentOffset < maxOffset + reach, "\(pager.contentOffset)")
    try pager.drag(by: 40_000)
    #expect(pager.contentOffset > -reach, "\(pager.contentOffset)")
    try pager.endDrag(velocity: 0)
    for offset in try pager.framesUntilIdle() {
      #expect(offset > -reach && offset < maxOffset + reach, "\(offset)")
    }
    #expect(pager.phase == .idle && pager.settledIndex == 0 && pager.contentOffset == 0)
  }

  @Test func aReloadMidJumpKeepsTheTargetByIdentity() throws {
    let (pager, recorder, start) = try Self.jumpUntilTheSpliceShows()
    var drawn = start
    // When an item is inserted before everything
    try pager.reload(
      Cards(["new"] + cardNames(10), id: \.self), layout: shelfItems)
    drawn.formUnion(pager.visibleNames)
    drawn.formUnion(try Self.drawnUntilIdle(pager))
    // Then card 5 (now at index 6) is still the destination, reached without drawing 2 and 3
    #expect(drawn.isDisjoint(with: ["card2", "card3"]))
    #expect(
      pager.settledPageID == "card5" && pager.settledIndex == 6 && pager.contentOffset == 1_860)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test(arguments: [
    (Axis.horizontal, LayoutDirection.rightToLeft), (Axis.vertical, LayoutDirection.leftToRight),
  ])
  func aFarJumpSplicesRightToLeftAndVertically(axis: Axis, direction: LayoutDirection) throws {
    let (pager, recorder) = try makeShelf(axis: axis, layoutDirection: direction)
    try pager.scroll(to: 5)
    let drawn = try Self.drawnUntilIdle(pager)
    #expect(drawn == ["card0", "card1", "card4", "card5", "card6"])
    #expect(pager.contentOffset == 1_550 && pager.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
  }

  @Test func underReduceMotionAnAnimatedCommandTakesTheShortLinearTiming() throws {
    // Under Reduce Motion an animated command still animates, on the transition's reduced
    // timing: linear, min(the slide's spring settling duration, 0.2 s) = 0.2 s.
    try #require(SpringCurve.page.settlingDuration > 0.2)
    let (pager, recorder) = try makeShelf(reduceMotion: true)
    try pager.scroll(to: 5, animated: true)
    #expect(pager.phase == .settling && pager.targetIndex == 5 && pager.settledIndex == 0)
    #expect(recorder.pageLog == ["will card0>card5 programmatic"])
    try pager.advance(to: 0)  // the first frame starts the motion's clock
    // The jump draws card 5 at 930 (card 4 drawn 10 points after card 1): half way at 0.1 s.
    try pager.advance(to: 0.1)
    #expect(abs(pager.contentOffset - 465) < 1e-9)
    #expect(Set(pager.visibleNames).isDisjoint(with: ["card2", "card3"]))
    try pager.advance(to: 0.2)
    #expect(pager.phase == .idle && pager.contentOffset == 1_550 && pager.settledIndex == 5)
    #expect(recorder.pageLog == ["will card0>card5 programmatic", "did card0>card5 programmatic"])
    #expect(recorder.phaseChanges == [.settling, .idle])
    try pager.scrollToNext()
    try pager.advance(to: 0.2)
    try pager.advance(to: 0.3)
    #expect(pager.phase == .settling && abs(pager.contentOffset - 1_705) < 1e-9)
    try pager.advance(to: 0.4)
    #expect(pager.phase == .idle && pager.contentOffset == 1_860 && pager.settledIndex == 6)
    #expect(recorder.phaseChanges == [.settling, .idle, .settling, .idle])
  }

  @Test func underReduceMotionItemsKeepTheirLayoutPositionsWithNoEffect() throws {
    // Under Reduce Motion an item layout draws every item where the layout puts it, as it is:
    // no slide, no fade, at every frame of a jump and of a release.
    let (pager, _) = try makeShelf(reduceMotion: true)
    let items = try #require(pager.stripCore)
    func expectPlainLayout(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(!pager.livePages.isEmpty, sourceLocation: sourceLocation)
      for page in pager.livePages {
        let placement = page.placement
        #expect(
          !placement.isHidden && placement.alpha == 1 && placement.scale == 1
            && placement.rotation == 0 && placement.zIndex == 0,
          "card \(page.index): \(placement)", sourceLocation: sourceLocation)
        #expect(
          page.origin == items.drawnOrigin(ofSlot: page.slot, in: pager.engine)
            - pager.contentOffset
            && page.length == 300,
          "card \(page.index) at \(page.origin)", sourceLocation: sourceLocation)
      }
    }
    expectPlainLayout()
    try pager.scroll(to: 5)
    var now = 0.0
    try pager.advance(to: now)
    while pager.phase == .settling {
      expectPlainLayout()
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    expectPlainLayout()
    // 1,650 + 199.6 = 1,849.6: the next anchor beyond it is card 6's.
    try pager.swipe(by: -100, velocity: -400)
    while pager.phase == .settling {
      expectPlainLayout()
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.settledIndex == 6 && pager.contentOffset == 1_860)
    // At rest on card 6 (1,860…2,235): card 5 (1,566…1,866) is drawn from −294, card 6 from
    // 16, card 7 (2,186…) from 326.
    #expect(
      pager.visiblePages.map { [Double($0.index), $0.origin] } == [[5, -294], [6, 16], [7, 326]])
  }

  @Test func motionReportsOriginDestinationAndProgressAlongTheDrawnStrip() throws {
    let (pager, _) = try makeShelf()
    #expect(pager.motion == nil)
    try pager.scroll(to: 5)
    var now = 0.0
    try pager.advance(to: now)
    var progresses: [Double] = []
    while pager.phase == .settling {
      now += 1.0 / 60
      try pager.advance(to: now)
      guard let motion = pager.motion else { break }
      #expect(motion.originIndex == 0 && motion.destinationIndex == 5)
      #expect(motion.direction == .forward && motion.phase == .settling)
      // The drawn strip puts card 5 at 930 (card 4 drawn 10 points after card 1): the
      // fraction covered is of that distance, not of the content's 1,550.
      #expect(abs(motion.progress - pager.contentOffset / 930) < 1e-9)
      progresses.append(motion.progress)
    }
    #expect(progresses.contains { $0 > 0 && $0 < 1 })
    #expect(pager.phase == .idle && pager.motion == nil)
  }
}
