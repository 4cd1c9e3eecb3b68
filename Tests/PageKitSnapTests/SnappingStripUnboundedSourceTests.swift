import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A snapping strip lays out a finite run of items: a source without a count is rejected.
@Suite struct SnappingStripUnboundedSourceTests {
  @Test func constructionWithASourceWithoutACountThrows() throws {
    let layout = try shelfLayout(count: 0)
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 1) { $0 },
    ] {
      #expect(throws: PagerError.invalidConfiguration) {
        try SnappingStrip(
          source: source, layout: layout, snap: DirectionalSnap(velocityThreshold: 300),
          viewportLength: 375)
      }
    }
  }

  @Test func aReloadWithASourceWithoutACountThrowsAndChangesNothing() throws {
    let strip = try SnappingStrip(
      source: Feed(count: 10, endless: false), layout: shelfLayout(count: 10),
      snap: DirectionalSnap(velocityThreshold: 300), viewportLength: 375, initialIndex: 4)
    let recorder = RecordingDelegate<Int>()
    strip.delegate = recorder
    let offset = strip.offset
    #expect(throws: PagerError.invalidConfiguration) {
      try strip.reload(Feed(count: 10, endless: true), layout: shelfLayout(count: 10))
    }
    #expect(strip.count == 10 && strip.settledIndex == 4 && strip.offset == offset)
    #expect(recorder.events.isEmpty && strip.checkInvariants().isEmpty)
  }
}

/// Integer pages whose bounds are `0..<count`, or from `0` on without an end.
private struct Feed: PageSource {
  var count: Int
  var endless: Bool
  var bounds: PageBounds { endless ? PageBounds(first: 0, end: nil) : PageBounds(count: count) }
  func page(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func id(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func index(of id: Int) -> Int? { bounds.contains(id) ? id : nil }
}
