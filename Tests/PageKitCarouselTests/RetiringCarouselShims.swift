import PageKitCore
import PageKitSnap
import Testing

// The last mentions of the retiring `Carousel` in PageKitCarousel's tests, kept only for code
// outside this migration. Delete this file once both are gone:
//
// - the nearest-item initializer PageKitCarousel gave the old `Carousel`, for
//   `RandomizedPagingSubjects.swift`'s `PeekingCarouselSubject` until that subject moves to a
//   looping `Pager` (PageKitCarousel itself no longer depends on PageKitSnap);
// - the example of `Carousel`'s doc comment in PageKitCore (`Carousel.swift`), which
//   `DocumentationExampleTests` finds here until that doc comment goes with the public type.

extension Carousel where Snap == NearestSnap {
  convenience init(
    source: Source, itemLength: Double, spacing: Double = 0, viewportLength: Double,
    anchor: SnapAnchor = .leading(0), isCircular: Bool = true, initialIndex: Int = 0
  ) throws(PagerError) {
    try self.init(
      source: source, snap: NearestSnap(), itemLength: itemLength, spacing: spacing,
      viewportLength: viewportLength, anchor: anchor, isCircular: isCircular,
      initialIndex: initialIndex)
  }
}

@Suite struct RetiringCarouselDocCommentTests {
  @Test func carouselCommandSettlesOnTheNextItem() throws {
    // Carousel's doc comment (PageKitCore)
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c", "d", "e"]),
      itemLength: 375, viewportLength: 375)
    let start = carousel.offset  // 375: the duplicate at the front is hidden
    try carousel.scrollToNext()
    try carousel.advance(to: 0)
    try carousel.advance(to: 1)
    let settled = carousel.settledIndex  // 1: at rest on "b"
    #expect(start == 375)
    #expect(settled == 1)
  }
}
