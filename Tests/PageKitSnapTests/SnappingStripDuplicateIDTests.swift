import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A source that repeats an identity is refused at construction and at reload with
/// `PagerError.duplicatePageID(index:firstIndex:)`, after the value and configuration checks and
/// before the range check, and a refused reload changes nothing.
@Suite struct SnappingStripDuplicateIDTests {
  typealias Observed = SnappingStripBadInputTests.Observed

  /// Cards whose third repeats the first: the duplicate is 2, its first occurrence 0.
  static let repeating = ["card0", "card1", "card0", "card3"]

  /// A source that reports a duplicate its lookup cannot find.
  final class ForgetfulCards: ArrayPageSource<String, String> {
    override var firstDuplicateIndex: Int? { 1 }
    override func index(of id: String) -> Int? { nil }
  }

  @Test func constructionRefusesARepeatedIdentity() throws {
    // Given cards that repeat "card0" at index 2
    // When a strip is built over them
    // Then it throws the duplicate and its first occurrence
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try SnappingStrip(
        source: Cards(Self.repeating, id: \.self), layout: shelfLayout(count: 4),
        snap: NearestSnap(), viewportLength: 375, anchor: .leading(16))
    }
  }

  @Test func aCircularSourceForwardsItsBasesDuplicate() throws {
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try SnappingStrip(
        source: Cards(Self.repeating, id: \.self).circular(), layout: shelfLayout(count: 4),
        snap: NearestSnap(), viewportLength: 375)
    }
  }

  @Test func aDuplicateTheLookupCannotFindNamesItselfAsTheFirst() throws {
    #expect(throws: PagerError.duplicatePageID(index: 1, firstIndex: 1)) {
      try SnappingStrip(
        source: ForgetfulCards(cardNames(3), id: \.self), layout: shelfLayout(count: 3),
        snap: NearestSnap(), viewportLength: 375)
    }
  }

  @Test func aReloadAtRestRefusesARepeatedIdentityAndChangesNothing() throws {
    // Given a strip at rest on card 2
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    let before = Observed(strip)
    // When it reloads cards that repeat an identity
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try strip.reload(Cards(Self.repeating, id: \.self), layout: shelfLayout(count: 4))
    }
    // Then nothing changed and nothing was announced
    #expect(Observed(strip) == before)
    #expect(strip.source.count == 10 && strip.source.id(at: 2) == "card2")
    #expect(recorder.events.isEmpty)
    strip.expectInvariants()
  }

  @Test func aReloadMidDragRefusesARepeatedIdentityAndTheDragGoesOn() throws {
    // Given a strip dragged forward from card 2
    let (strip, recorder) = try makeShelf(initialIndex: 2)
    try strip.beginDrag()
    try strip.drag(by: -200)
    recorder.reset()
    let before = Observed(strip)
    // When it reloads cards that repeat an identity
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try strip.reload(Cards(Self.repeating, id: \.self), layout: shelfLayout(count: 4))
    }
    // Then the drag is untouched: phase, offset, position, settled item, no events
    #expect(Observed(strip) == before)
    #expect(strip.phase == .dragging && strip.settledIndex == 2)
    #expect(recorder.events.isEmpty)
    strip.expectInvariants()
    // And the drag still releases, over the old cards
    try strip.endDrag(velocity: -1_000)
    try strip.runUntilIdle()
    #expect(strip.phase == .idle && strip.settledIndex > 2 && strip.source.count == 10)
  }

  @Test func nonFiniteValuesComeBeforeConfigurationBeforeDuplicates() throws {
    let cards = Cards(Self.repeating, id: \.self)
    let layout = try shelfLayout(count: 4)
    // Non-finite beats a bad viewport and a duplicate.
    #expect(throws: PagerError.nonFiniteValue) {
      try SnappingStrip(
        source: cards, layout: layout, snap: NearestSnap(), viewportLength: .nan,
        anchor: .leading(-1))
    }
    // A bad configuration beats a duplicate: a zero viewport, a negative inset, a count that
    // differs from the layout's.
    #expect(throws: PagerError.invalidConfiguration) {
      try SnappingStrip(source: cards, layout: layout, snap: NearestSnap(), viewportLength: 0)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try SnappingStrip(
        source: cards, layout: layout, snap: NearestSnap(), viewportLength: 375,
        anchor: .trailing(-1))
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try SnappingStrip(
        source: cards, layout: shelfLayout(count: 5), snap: NearestSnap(), viewportLength: 375)
    }
    // A duplicate beats an initial index out of range.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try SnappingStrip(
        source: cards, layout: layout, snap: NearestSnap(), viewportLength: 375, initialIndex: 9)
    }
    // At reload too: a count mismatch beats the duplicate.
    let (strip, _) = try makeShelf()
    #expect(throws: PagerError.invalidConfiguration) {
      try strip.reload(cards, layout: shelfLayout(count: 5))
    }
  }
}
