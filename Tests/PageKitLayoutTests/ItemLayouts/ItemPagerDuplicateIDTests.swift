import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// A source that repeats an identity is refused by a pager with an item layout, at construction
/// and at reload, with `PagerError.duplicatePageID(index:firstIndex:)`, after the value,
/// configuration and layout checks and before the range check, and a refused reload changes
/// nothing.
@Suite struct ItemPagerDuplicateIDTests {
  typealias Observed = ItemPagerBadInputTests.Observed

  /// Cards whose third repeats the first: the duplicate is 2, its first occurrence 0.
  static let repeating = ["card0", "card1", "card0", "card3"]

  /// A source that reports a duplicate its lookup cannot find.
  final class ForgetfulCards: ArrayPageSource<String, String> {
    override var firstDuplicateIndex: Int? { 1 }
    override func index(of id: String) -> Int? { nil }
  }

  @Test func constructionRefusesARepeatedIdentity() throws {
    // Given cards that repeat "card0" at index 2
    // When a pager with an item layout is built over them
    // Then it throws the duplicate and its first occurrence
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try Pager(
        source: Cards(Self.repeating, id: \.self), layout: shelfItems, anchor: .leading(16),
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 375))
    }
  }

  @Test func aCircularSourceForwardsItsBasesDuplicate() throws {
    // A full-page pager takes a circular source: its base's duplicate is reported.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try Pager(
        source: Cards(Self.repeating, id: \.self).circular(), snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    // So does a looping pager of uniform items.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try Pager(
        source: Cards(Self.repeating, id: \.self).circular(), layout: shelfItems,
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 375))
    }
  }

  @Test func aDuplicateTheLookupCannotFindNamesItselfAsTheFirst() throws {
    #expect(throws: PagerError.duplicatePageID(index: 1, firstIndex: 1)) {
      try Pager(
        source: ForgetfulCards(cardNames(3), id: \.self), layout: shelfItems,
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 375))
    }
  }

  @Test func aReloadAtRestRefusesARepeatedIdentityAndChangesNothing() throws {
    // Given a pager at rest on card 2
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    let before = Observed(pager)
    // When it reloads cards that repeat an identity
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try pager.reload(Cards(Self.repeating, id: \.self), layout: shelfItems)
    }
    // Then nothing changed and nothing was announced
    #expect(Observed(pager) == before)
    #expect(pager.source.count == 10 && pager.source.id(at: 2) == "card2")
    #expect(recorder.events.isEmpty)
    pager.expectInvariants()
  }

  @Test func aReloadMidDragRefusesARepeatedIdentityAndTheDragGoesOn() throws {
    // Given a pager dragged forward from card 2
    let (pager, recorder) = try makeShelf(initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -200)
    recorder.reset()
    let before = Observed(pager)
    // When it reloads cards that repeat an identity
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try pager.reload(Cards(Self.repeating, id: \.self), layout: shelfItems)
    }
    // Then the drag is untouched: phase, offset, position, settled item, no events
    #expect(Observed(pager) == before)
    #expect(pager.phase == .dragging && pager.settledIndex == 2)
    #expect(recorder.events.isEmpty)
    pager.expectInvariants()
    // And the drag still releases, over the old cards
    try pager.endDrag(velocity: -1_000)
    try pager.runUntilIdleCheckingInvariants()
    #expect(pager.phase == .idle && pager.settledIndex > 2 && pager.source.count == 10)
  }

  @Test func nonFiniteValuesComeBeforeConfigurationBeforeDuplicates() throws {
    let cards = Cards(Self.repeating, id: \.self)
    // Non-finite beats a bad viewport and a duplicate.
    #expect(throws: PagerError.nonFiniteValue) {
      try Pager(
        source: cards, layout: shelfItems, anchor: .leading(-1), snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: .nan))
    }
    // A bad configuration beats a duplicate: a zero viewport, a negative inset, a count that
    // differs from the layout's.
    #expect(throws: PagerError.invalidConfiguration(.viewportLength(0))) {
      try Pager(
        source: cards, layout: shelfItems, snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 0))
    }
    #expect(throws: PagerError.invalidConfiguration(.anchorInset(-1))) {
      try Pager(
        source: cards, layout: shelfItems, anchor: .trailing(-1), snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    #expect(throws: PagerError.invalidConfiguration(.itemLengthsCount(lengths: 5, items: 4))) {
      try Pager(
        source: cards, layout: variableItems(count: 5), snap: NearestSnap(),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    // A duplicate beats an initial index out of range.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try Pager(
        source: cards, layout: shelfItems, snap: NearestSnap(), initialIndex: 9,
        configuration: PagerConfiguration(viewportLength: 375))
    }
    // At reload too: a count mismatch beats the duplicate.
    let (pager, _) = try makeShelf()
    #expect(throws: PagerError.invalidConfiguration(.itemLengthsCount(lengths: 5, items: 4))) {
      try pager.reload(cards, layout: variableItems(count: 5))
    }
  }
}
