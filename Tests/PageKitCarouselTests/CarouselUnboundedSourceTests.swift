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
      #expect(throws: CarouselError.unboundedSource) {
        try Carousel(source: source, itemLength: 100, viewportLength: 375)
      }
    }
    // The first check: a bad geometry too still reports the source.
    #expect(throws: CarouselError.unboundedSource) {
      try Carousel(source: UnboundedPageSource<Int> { $0 }, itemLength: 0, viewportLength: 375)
    }
  }

  @Test func aReloadWithASourceWithoutACountChangesNothing() throws {
    let carousel = try Carousel(
      source: Endless(count: 5, endless: false) { $0 }, itemLength: 100, viewportLength: 375,
      initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    carousel.delegate = recorder
    let endless = Endless(count: 5) { $0 }
    let offset = carousel.offset
    carousel.reload(endless)
    #expect(carousel.count == 5 && carousel.settledIndex == 2 && carousel.offset == offset)
    #expect(recorder.events.isEmpty)
    #expect(carousel.source.bounds == PageBounds(count: 5))
  }
}

/// Integer pages whose bounds are `0..<count`, or none at all.
private struct Endless: PageSource {
  var count: Int
  var endless = true
  var make: (Int) -> Int
  var bounds: PageBounds { endless ? .unbounded : PageBounds(count: count) }
  func page(at index: Int) -> Int? { bounds.contains(index) ? make(index) : nil }
  func id(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func index(of id: Int) -> Int? { bounds.contains(id) ? id : nil }
}
