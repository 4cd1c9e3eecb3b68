import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// An item layout lays out a finite run of items that does not loop: over a source without a
/// count, or a looping (circular) one, it is not supported yet, and a pager refuses it with
/// `PagerError.invalidConfiguration` (`Pager.init` and `Pager.reload(_:layout:)`), changing
/// nothing.
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
