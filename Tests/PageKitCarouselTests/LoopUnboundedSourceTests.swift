import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A pager's item layout (a loop or a bounded strip) lays out a finite strip: a source without a
/// count is rejected.
@Suite struct LoopUnboundedSourceTests {
  /// A pager of `source` with a uniform item layout (releases snap to the nearest item).
  @discardableResult
  func make<S: PageSource>(
    _ source: S, itemLength: Double, viewport: Double, initialIndex: Int = 0
  ) throws -> Pager<S, SlideTransition> {
    try Pager(
      source: source, layout: .uniform(itemLength: itemLength), snap: NearestSnap(),
      initialIndex: initialIndex, configuration: PagerConfiguration(pageLength: viewport))
  }

  @Test func constructionWithASourceWithoutACountThrows() {
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 3) { $0 }, UnboundedPageSource(first: -2, end: 3) { $0 },
    ] {
      #expect(throws: PagerError.invalidConfiguration) {
        try make(source.circular(), itemLength: 100, viewport: 375)
      }
    }
    // A missing count is a configuration problem, as a bad geometry is…
    #expect(throws: PagerError.invalidConfiguration) {
      try make(UnboundedPageSource<Int> { $0 }.circular(), itemLength: 0, viewport: 375)
    }
    // …so a non-finite value comes first (the order every controller keeps).
    #expect(throws: PagerError.nonFiniteValue) {
      try make(UnboundedPageSource<Int> { $0 }.circular(), itemLength: .nan, viewport: 375)
    }
  }

  @Test(arguments: [
    PageBounds.unbounded, PageBounds(first: 0, end: nil), PageBounds(first: nil, end: 5),
    PageBounds(first: -2, end: 3),
  ])
  func aReloadWithASourceWithoutACountThrowsAndChangesNothing(bounds: PageBounds) throws {
    // Given a looping pager of five items resting on 2, at rest and then mid-motion
    let pager = try make(
      Endless(count: 5, bounds: nil) { $0 }.circular(), itemLength: 100, viewport: 375,
      initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let offset = pager.contentOffset
    // When it is reloaded with a source without a count, it throws…
    #expect(throws: PagerError.invalidConfiguration) {
      try pager.reload(Endless(count: 5, bounds: bounds) { $0 }.circular())
    }
    // …and keeps its items, its place and its silence.
    #expect(pager.count == 5 && pager.settledIndex == 2 && pager.contentOffset == offset)
    #expect(recorder.events.isEmpty)
    #expect(pager.source.bounds == PageBounds(count: 5))

    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try pager.advance(to: 0.1)
    let moving = (pager.contentOffset, pager.targetIndex, recorder.events.count)
    #expect(throws: PagerError.invalidConfiguration) {
      try pager.reload(Endless(count: 5, bounds: bounds) { $0 }.circular())
    }
    #expect(pager.contentOffset == moving.0 && pager.targetIndex == moving.1)
    #expect(recorder.events.count == moving.2 && pager.phase == .settling)
    try pager.advance(to: 5)
    #expect(pager.settledIndex == 4 && recorder.didChanges.map(\.toIndex) == [4])
    #expect(pager.checkInvariants().isEmpty)
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
