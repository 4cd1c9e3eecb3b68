import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// A bar has one tab per page: a pager over a source without a count is rejected.
@Suite struct TabUnboundedPagerTests {
  @Test func aCoordinatorOverAPagerWithoutACountThrows() throws {
    let pager = try CoordinatorFixtures.pager(UnboundedPageSource { "day \($0)" })
    #expect(throws: TabMenuError.unboundedPager) {
      try TabMenuCoordinator(pager: pager, menu: try CoordinatorFixtures.menu(0))
    }
    let oneWay = try CoordinatorFixtures.pager(UnboundedPageSource(first: 0) { "post \($0)" })
    #expect(throws: TabMenuError.unboundedPager) {
      try TabMenuCoordinator(pager: oneWay, menu: try CoordinatorFixtures.menu(3))
    }
  }

  @Test func aReloadWithASourceWithoutACountThrowsAndChangesNothing() throws {
    let pager = try CoordinatorFixtures.pager(UnboundedPageSource(first: -1, end: 2) { "t\($0)" })
    #expect(throws: TabMenuError.unboundedPager) {
      try TabMenuCoordinator(pager: pager, menu: try CoordinatorFixtures.menu(3))
    }
    let counted = try CoordinatorFixtures.pager(Titles(count: 3, endless: false))
    let coordinator = try TabMenuCoordinator(
      pager: counted, menu: try CoordinatorFixtures.menu(3))
    let endless = Titles(count: 3, endless: true)
    let menu = coordinator.menu
    #expect(throws: TabMenuError.unboundedPager) {
      try coordinator.reload(endless, menu: try CoordinatorFixtures.menu(0))
    }
    #expect(coordinator.menu == menu && !counted.source.endless && counted.count == 3)
  }
}

/// Titled pages whose bounds are `0..<count`, or none at all.
private struct Titles: PageSource {
  var count: Int
  var endless: Bool
  var bounds: PageBounds { endless ? .unbounded : PageBounds(count: count) }
  func page(at index: Int) -> String? { bounds.contains(index) ? "t\(index)" : nil }
  func id(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func index(of id: Int) -> Int? { bounds.contains(id) ? id : nil }
}
