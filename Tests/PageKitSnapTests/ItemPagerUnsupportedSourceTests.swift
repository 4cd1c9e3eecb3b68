import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// An item layout lays out a run of items with a count: over a source without a count it is not
/// supported yet, and a pager refuses it with `PagerError.invalidConfiguration` (`Pager.init` and
/// `Pager.reload(_:layout:)`), changing nothing. Over a looping (circular) source uniform and
/// variable items alike loop.
@Suite struct ItemPagerUnsupportedSourceTests {
  @Test func constructionWithASourceWithoutACountThrows() throws {
    for source in [
      UnboundedPageSource<Int> { $0 }, UnboundedPageSource(first: 0) { $0 },
      UnboundedPageSource(end: 1) { $0 },
    ] {
      for layout in [PagerLayout.uniform(itemLength: 300, spacing: 10), variableItems(count: 0)] {
        #expect(throws: PagerError.invalidConfiguration, "\(source.bounds) \(layout)") {
          try Pager(
            source: source, layout: layout, anchor: .leading(16),
            snap: DirectionalSnap(velocityThreshold: 300),
            configuration: PagerConfiguration(pageLength: 375))
        }
      }
      // Full pages take it.
      let pager = try Pager(source: source, configuration: PagerConfiguration(pageLength: 375))
      #expect(pager.layout == .fullPage && pager.items == nil)
    }
  }

  @Test func constructionWithALoopingSourceLoopsUniformAndVariableItems() throws {
    let looping = Cards(cardNames(10), id: \.self).circular()
    #expect(looping.isCircular)
    let shelf = try Pager(
      source: looping, layout: shelfItems, anchor: .leading(16),
      snap: DirectionalSnap(velocityThreshold: 300),
      configuration: PagerConfiguration(pageLength: 375))
    #expect(shelf.loops)
    let variable = try Pager(
      source: looping, layout: variableItems(count: 10), anchor: .center,
      configuration: PagerConfiguration(pageLength: 375))
    #expect(variable.loops && variable.count == 10)
    try variable.scrollToPrevious(animated: false)
    #expect(variable.settledIndex == 9)
    // A circular source of one item does not loop: it is laid out.
    let single = try Pager(
      source: Cards(["only"], id: \.self).circular(), layout: shelfItems, anchor: .leading(16),
      configuration: PagerConfiguration(pageLength: 375))
    #expect(!single.loops && single.count == 1 && single.items != nil)
  }

  @Test func aReloadWithASourceWithoutACountThrowsAndChangesNothing() throws {
    let pager = try Pager(
      source: Feed(count: 10, endless: false), layout: shelfItems,
      snap: DirectionalSnap(velocityThreshold: 300), initialIndex: 4,
      configuration: PagerConfiguration(pageLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let offset = pager.contentOffset
    #expect(throws: PagerError.invalidConfiguration) {
      try pager.reload(Feed(count: 10, endless: true), layout: shelfItems)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try pager.reload(Feed(count: 10, endless: true))
    }
    #expect(pager.count == 10 && pager.settledIndex == 4 && pager.contentOffset == offset)
    #expect(pager.layout == shelfItems && pager.bounds == PageBounds(count: 10))
    #expect(recorder.events.isEmpty && pager.checkInvariants().isEmpty)
  }

  @Test func aFullPagePagerWithoutACountCannotTakeAnItemLayout() throws {
    let pager = try Pager(
      source: Feed(count: 10, endless: true), initialIndex: 4,
      configuration: PagerConfiguration(pageLength: 375))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(throws: PagerError.invalidConfiguration) {
      try pager.reload(Feed(count: 10, endless: true), layout: shelfItems)
    }
    #expect(pager.layout == .fullPage && pager.items == nil && pager.settledIndex == 4)
    #expect(recorder.events.isEmpty && pager.checkInvariants().isEmpty)
  }

  @Test(arguments: [false, true])
  func aReloadWithALoopingSourceStartsTheLoop(variable: Bool) throws {
    let layout = variable ? variableItems(count: 10) : shelfItems
    let pager = try Pager(
      source: MaybeLooping(names: cardNames(10), looping: false), layout: layout,
      anchor: .leading(16), snap: DirectionalSnap(velocityThreshold: 300), initialIndex: 4,
      configuration: PagerConfiguration(pageLength: 375))
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
