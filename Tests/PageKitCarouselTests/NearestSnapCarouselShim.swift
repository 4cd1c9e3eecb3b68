import PageKitCore
import PageKitSnap

// The nearest-item initializer that PageKitCarousel gave the old `Carousel`, kept here only for
// `RandomizedPagingSubjects.swift`'s `PeekingCarouselSubject` until that subject moves to a
// looping `Pager`: delete this file then. (PageKitCarousel no longer depends on PageKitSnap.)
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
