import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import Testing

/// A carousel lays out a finite strip: a source without a count is rejected.
@Suite struct CarouselUnboundedSourceTests {
  @Test func constructionWithASourceWithoutACountThrows() {
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 3) { $0 }, UnboundedPageSource(first: -2, end: 3) { $0 },
    ] {
      #expect(throws: PagerError.invalidConfiguration) {
        try Carousel(source: source, itemLength: 100, viewportLength: 375)
      }
    }
    // A missing count is a configuration problem, as a bad geometry is…
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: UnboundedPageSource<Int> { $0 }, itemLength: 0, viewportLength: 375)
    }
    // …so a non-finite value comes first (the order every controller keeps).
    #expect(throws: PagerError.nonFiniteValue) {
      try Carousel(source: UnboundedPageSource<Int> { $0 }, itemLength: .nan, viewportLength: 375)
    }
  }

  @Test(arguments: [
    PageBounds.unbounded, PageBounds(first: 0, end: nil), PageBounds(first: nil, end: 5),
    PageBounds(first: -2, end: 3),
  ])
  func aReloadWithASourceWithoutACountThrowsAndChangesNothing(bounds: PageBounds) throws {
    // Given a carousel of five items resting on 2, at rest and then mid-motion
    let carousel = try Carousel(
      source: Endless(count: 5, bounds: nil) { $0 }, itemLength: 100, viewportLength: 375,
      initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    carousel.delegate = recorder
    let offset = carousel.offset
    // When it is reloaded with a source without a count, it throws…
    #expect(throws: PagerError.invalidConfiguration) {
      try carousel.reload(Endless(count: 5, bounds: bounds) { $0 })
    }
    // …and keeps its items, its place and its silence.
    #expect(carousel.count == 5 && carousel.settledIndex == 2 && carousel.offset == offset)
    #expect(recorder.events.isEmpty)
    #expect(carousel.source.bounds == PageBounds(count: 5))

    try carousel.advance(to: 0)
    try carousel.scroll(to: 4)
    try carousel.advance(to: 0.1)
    let moving = (carousel.offset, carousel.targetIndex, recorder.events.count)
    #expect(throws: PagerError.invalidConfiguration) {
      try carousel.reload(Endless(count: 5, bounds: bounds) { $0 })
    }
    #expect(carousel.offset == moving.0 && carousel.targetIndex == moving.1)
    #expect(recorder.events.count == moving.2 && carousel.phase == .settling)
    try carousel.advance(to: 5)
    #expect(carousel.settledIndex == 4 && recorder.didChanges.map(\.toIndex) == [4])
    #expect(carousel.checkInvariants().isEmpty)
  }
}

/// Integer pages whose bounds are `0..<count`, or the `bounds` given.
private struct Endless: PageSource {
  var count: Int
  var bounds: PageBounds
  var make: (Int) -> Int

  init(count: Int, bounds: PageBounds? = .unbounded, make: @escaping (Int) -> Int) {
    self.count = count
    self.bounds = bounds ?? PageBounds(count: count)
    self.make = make
  }

  func page(at index: Int) -> Int? { bounds.contains(index) ? make(index) : nil }
  func id(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func index(of id: Int) -> Int? { bounds.contains(id) ? id : nil }
}
