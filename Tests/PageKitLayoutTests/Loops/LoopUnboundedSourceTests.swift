import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A circular source without a count does not loop (a loop needs a count), whatever the
/// layout: full pages and uniform items alike run on over the indices the pager reaches. A
/// variable layout needs one length per item, so it refuses such a source.
@Suite struct LoopUnboundedSourceTests {
  /// A pager of `source` with a uniform item layout (releases snap to the nearest item).
  @discardableResult
  func make<S: PageSource>(
    _ source: S, itemLength: Double, viewport: Double, initialIndex: Int = 0
  ) throws -> Pager<S, SlideTransition> {
    try Pager(
      source: source, layout: .uniform(itemLength: itemLength), snap: NearestSnap(),
      initialIndex: initialIndex, configuration: PagerConfiguration(viewportLength: viewport))
  }

  @Test func aCircularSourceWithoutACountIsLaidOutWithoutLooping() throws {
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 3) { $0 }, UnboundedPageSource(first: -2, end: 3) { $0 },
    ] {
      let pager = try make(source.circular(), itemLength: 100, viewport: 375)
      #expect(!pager.loops && pager.items != nil, "\(source.bounds)")
      #expect(pager.count == source.bounds.count ?? 0)
      #expect(pager.bounds == source.bounds && pager.settledIndex == 0)
      // Past the last item there is no first one: the strip ends (or reaches on).
      let end = source.bounds.end
      if let end {
        try pager.scroll(to: end - 1, animated: false)
        #expect(throws: PagerError.indexOutOfBounds(index: end, bounds: pager.engineBounds)) {
          try pager.scroll(to: end, animated: false)
        }
      }
      #expect(pager.checkInvariants().isEmpty)
    }
    // A variable layout needs a length per item: a configuration problem…
    #expect(throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount)) {
      try Pager(
        source: UnboundedPageSource<Int> { $0 }.circular(),
        layout: .variable(itemLengths: [100], spacing: 0),
        configuration: PagerConfiguration(viewportLength: 375))
    }
    // …so a bad geometry is too, and a non-finite value comes first (the order every
    // controller keeps).
    #expect(throws: PagerError.invalidConfiguration(.itemLength(0))) {
      try make(UnboundedPageSource<Int> { $0 }.circular(), itemLength: 0, viewport: 375)
    }
    #expect(throws: PagerError.nonFiniteValue) {
      try make(UnboundedPageSource<Int> { $0 }.circular(), itemLength: .nan, viewport: 375)
    }
  }

  @Test(arguments: [
    PageBounds.unbounded, PageBounds(first: 0, end: nil), PageBounds(first: nil, end: 5),
    PageBounds(first: -2, end: 3),
  ])
  func aLoopReloadedWithoutACountStopsLoopingAndKeepsItsItem(bounds: PageBounds) throws {
    // Given a looping pager of five items resting on 2
    let pager = try make(
      Endless(count: 5, bounds: nil) { $0 }.circular(), itemLength: 100, viewport: 375,
      initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(pager.loops)
    // When it is reloaded with a source without a count
    try pager.reload(Endless(count: 5, bounds: bounds) { $0 }.circular())
    // Then it no longer loops, and rests on item 2 (the same identity) without a page event;
    // where the strip ends at 5, items 2…4 cannot reach the anchor and share the end's resting
    // offset, a run whose stop reads as its outer end (position 4): that move of the position,
    // and only it, is reported
    #expect(!pager.loops && pager.bounds == bounds)
    #expect(pager.settledIndex == 2 && pager.settledPageID == 2)
    #expect(recorder.pageEvents.isEmpty)
    let scrolls = recorder.events.compactMap {
      if case .didScroll(let position) = $0 { position } else { nil }
    }
    #expect(pager.position == (bounds.end == 5 ? 4 : 2))
    #expect(scrolls == (pager.position == 2 ? [] : [pager.position]))
    // And a command past the end that exists goes nowhere: no item wraps round.
    try pager.scroll(to: bounds.end.map { $0 - 1 } ?? 7, animated: false)
    let far = pager.settledIndex
    if bounds.end != nil {
      #expect(throws: PagerError.self) { try pager.scrollToNext(animated: false) }
      #expect(pager.settledIndex == far)
    }
    #expect(recorder.didChanges.map(\.toIndex) == (far == 2 ? [] : [far]))
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
