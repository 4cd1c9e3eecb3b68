import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Far-jump rules on an item layout, which full pages (the item geometry's special case) keep
/// too: a splice never goes into the rubber band's gap, and a reload never creates an item
/// between a splice's ends (this one item layouts broke: they drew the new neighbours).
@Suite struct ItemLayoutSpliceRulesTests {
  /// Cards of 80 points with 10 between them in a 100-point viewport, resting at the leading
  /// edge: one card on screen, a tenth of the next peeking.
  static func cards(_ keys: [String], at index: Int = 0) throws -> (
    Pager<ArrayPageSource<String, String>, SlideTransition>, RecordingDelegate<String>
  ) {
    let pager = try Pager(
      source: ArrayPageSource(keys, id: \.self), layout: .uniform(itemLength: 80, spacing: 10),
      initialIndex: index, configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  /// A command from the rubber band past the last card to an earlier one goes back: nothing
  /// moves at the call and no card is drawn in the band's gap.
  @Test func aCommandFromTheRubberBandPastTheLastCardGoesBack() throws {
    // Given eight cards dragged from the first far past the last and released slowly
    let (pager, _) = try Self.cards((0..<8).map { "c\($0)" })
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -800)
    try pager.endDrag(velocity: 0)
    let start = pager.position
    #expect(start > 7)
    // When the pager is sent to card 1
    try pager.scroll(to: 1)
    // Then nothing moves at the call, no card lies past the last, and every frame goes back
    #expect(pager.position == start)
    var previous = pager.position
    var now = 0.0
    while pager.phase == .settling && now < 10 {
      expectNothingDrawnPastTheLastCard(pager)
      now += 1.0 / 60
      try pager.advance(to: now)
      #expect(pager.position <= previous + 1e-9)
      previous = pager.position
    }
    #expect(pager.settledIndex == 1)
  }

  /// A reload that removes the card drawn beside a far jump's splice draws its stand-in where
  /// it was: no card between the splice's ends is created (the cards after the one at the
  /// anchor were drawn beside it).
  @Test func aReloadRemovingACardBesideTheSpliceDrawsItsStandInThere() throws {
    // Given cards A to H animating from A to H: H's resting view (G peeking before it) is
    // spliced beside the cards on screen at the start (A, and B peeking), B and G on screen
    let keys = ["A", "B", "C", "D", "E", "F", "G", "H"]
    let (pager, _) = try Self.cards(keys)
    try pager.advance(to: 0)
    try pager.scroll(to: 7)
    var now = 0.0
    while pager.livePages.first(where: { $0.id == "G" }).map({ $0.origin >= 60 }) ?? true {
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    let before = pager.livePages.map { ($0.id, $0.origin) }
    #expect(before.map(\.0) == ["A", "B", "G", "H"])
    let originB = try #require(before.first { $0.0 == "B" }?.1)
    let originG = try #require(before.first { $0.0 == "G" }?.1)
    // When G is removed (its stand-in is H, now at G's old index)
    try pager.reload(ArrayPageSource(keys.filter { $0 != "G" }, id: \.self))
    // Then B stays where it was drawn, H takes G's place, and no card between is drawn
    let after = pager.livePages.map { ($0.id, $0.origin) }
    #expect(after.map(\.0) == ["A", "B", "H"])
    #expect(after.first { $0.0 == "B" }?.1 == originB)
    #expect(after.first { $0.0 == "H" }?.1 == originG)
    try pager.runUntilIdle(from: now)
    #expect(pager.settledPageID == "H")
  }

  /// In the rubber band before the first card, the drawn segment reaches the virtual card
  /// before it, as full pages' does: a tab bar's indicator overscrolls instead of standing
  /// still on the first tab.
  @Test func theRubberBandBeforeTheFirstCardReachesTheVirtualCardBeforeIt() throws {
    let (pager, _) = try Self.cards(["A", "B", "C"])
    try pager.beginDrag()
    try pager.drag(by: 30)
    let segment = pager.drawnSegment
    #expect(segment.origin == PagerDrawnSegment.End(virtual: 0, index: 0))
    #expect(segment.destination == PagerDrawnSegment.End(virtual: -1, index: 0))
    #expect(segment.progress > 0 && segment.progress < 1)
    #expect(abs(segment.progress + pager.position) < 1e-12)
  }

  private func expectNothingDrawnPastTheLastCard<S, T>(_ pager: Pager<S, T>) {
    guard let last = pager.livePages.first(where: { $0.index == pager.count - 1 }) else { return }
    for card in pager.livePages where card.index != pager.count - 1 {
      #expect(card.origin < last.origin, "card \(card.index) at \(card.origin)")
    }
  }
}
