import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// A uniform item layout runs over a source without a count as full pages do (a calendar of
/// day cards): it lays out the items the pager reaches. A variable layout needs one length per
/// item, so over such a source it is refused with `PagerError.invalidConfiguration(.variableLayoutWithoutCount)`
/// (`Pager.init` and `Pager.reload(_:layout:)`), changing nothing. Over a looping (circular)
/// source uniform and variable items alike loop.
@Suite struct ItemPagerSourceWithoutACountTests {
  @Test func aUniformLayoutTakesASourceWithoutACountAndAVariableOneDoesNot() throws {
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 1) { $0 },
    ] {
      let shelf = try Pager(
        source: source, layout: shelfItems, anchor: .leading(16),
        snap: DirectionalSnap(velocityThreshold: 300),
        configuration: PagerConfiguration(viewportLength: 375))
      #expect(shelf.items != nil && shelf.count == 0 && shelf.bounds == source.bounds)
      #expect(shelf.settledIndex == 0 && shelf.maxContentOffset == 0)
      // Item 0 rests at its anchor, unless it is the last item: then at the content's end.
      #expect(shelf.contentOffset == (source.bounds.end == 1 ? 16 + 300 + 16 - 375 : 0))
      #expect(
        throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount), "\(source.bounds)"
      ) {
        try Pager(
          source: source, layout: variableItems(count: 0), anchor: .leading(16),
          snap: DirectionalSnap(velocityThreshold: 300),
          configuration: PagerConfiguration(viewportLength: 375))
      }
      // Full pages take it.
      let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 375))
      #expect(pager.layout == .fullPage && pager.items == nil)
    }
  }

  @Test func constructionWithALoopingSourceLoopsUniformAndVariableItems() throws {
    let looping = Cards(cardNames(10), id: \.self).circular()
    #expect(looping.isCircular)
    let shelf = try Pager(
      source: looping, layout: shelfItems, anchor: .leading(16),
      snap: DirectionalSnap(velocityThreshold: 300),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(shelf.loops)
    let variable = try Pager(
      source: looping, layout: variableItems(count: 10), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(variable.loops && variable.count == 10)
    try variable.scrollToPrevious(animated: false)
    #expect(variable.settledIndex == 9)
    // A circular source of one item does not loop: it is laid out.
    let single = try Pager(
      source: Cards(["only"], id: \.self).circular(), layout: shelfItems, anchor: .leading(16),
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(!single.loops && single.count == 1 && single.items != nil)
  }

  @Test func aReloadToASourceWithoutACountKeepsTheItemWhereItIs() throws {
    let pager = try Pager(
      source: Feed(count: 10, endless: false), layout: shelfItems,
      snap: DirectionalSnap(velocityThreshold: 300), initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let offset = pager.contentOffset
    // A variable layout cannot take it: nothing changes.
    #expect(throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount)) {
      try pager.reload(Feed(count: 10, endless: true), layout: variableItems(count: 10))
    }
    #expect(pager.count == 10 && pager.settledIndex == 4 && pager.contentOffset == offset)
    #expect(pager.layout == shelfItems && pager.bounds == PageBounds(count: 10))
    // The uniform one runs on past the old end, item 4 resting where it was, silently.
    try pager.reload(Feed(count: 10, endless: true))
    #expect(pager.count == 0 && pager.bounds == PageBounds(first: 0, end: nil))
    #expect(pager.settledIndex == 4 && pager.contentOffset == offset)
    try pager.scroll(to: 250, animated: false)
    #expect(pager.settledIndex == 250 && pager.contentOffset == 250 * 310)
    #expect(recorder.didChanges.map(\.toIndex) == [250])
    pager.expectInvariants()
  }

  @Test func aFullPagePagerWithoutACountTakesUniformItemsButNotVariableOnes() throws {
    let pager = try Pager(
      source: Feed(count: 10, endless: true), initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount)) {
      try pager.reload(Feed(count: 10, endless: true), layout: variableItems(count: 10))
    }
    #expect(pager.layout == .fullPage && pager.items == nil && pager.settledIndex == 4)
    try pager.reload(Feed(count: 10, endless: true), layout: shelfItems)
    #expect(pager.layout == shelfItems && pager.items != nil && pager.settledIndex == 4)
    #expect(recorder.events.isEmpty)
    pager.expectInvariants()
  }

  @Test(arguments: [false, true])
  func aReloadWithALoopingSourceStartsTheLoop(variable: Bool) throws {
    let layout = variable ? variableItems(count: 10) : shelfItems
    let pager = try Pager(
      source: MaybeLooping(names: cardNames(10), looping: false), layout: layout,
      anchor: .leading(16), snap: DirectionalSnap(velocityThreshold: 300), initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    #expect(variable || pager.contentOffset == 1_240)
    try pager.reload(MaybeLooping(names: cardNames(10), looping: true), layout: layout)
    #expect(pager.loops && pager.settledIndex == 4 && pager.settledPageID == "card4")
    #expect(recorder.pageEvents.isEmpty)
    try pager.scroll(to: 0, animated: false)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 9)
    pager.expectInvariants()
  }
}

/// Named pages that loop or not.
private struct MaybeLooping: PageSource {
  var names: [String]
  var looping: Bool
  var count: Int { names.count }
  var isCircular: Bool { looping }
  func page(at index: Int) -> String? { names.indices.contains(index) ? names[index] : nil }
  func id(at index: Int) -> String? { page(at: index) }
  func index(of id: String) -> Int? { names.firstIndex(of: id) }
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
