import PageKitCarousel
import PageKitCore
import PageKitSnap
import Testing

/// A driver written once against `PagingController` works on a pager of full pages and on a
/// looping one with an item layout (an infinite items).
@Suite struct PagingControllerTests {
  /// Steps forward and records the causes of the changes it observes.
  final class ForwardDriver<Controller: PagingController> {
    let controller: Controller
    var causes: [PageChangeCause] = []
    private var token: PagerObserverToken?

    init(_ controller: Controller) {
      self.controller = controller
      token = controller.addEventObserver { [weak self] event in
        if case .didChangePage(let change) = event { self?.causes.append(change.cause) }
      }
    }

    func next() throws {
      try controller.scrollToNext(animated: false)
    }
  }

  @Test func oneDriverServesAPagerAndALoop() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      configuration: .init(viewportLength: 375))
    let items = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self).circular(),
      layout: .uniform(itemLength: 100), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 100))
    let pagerDriver = ForwardDriver(pager)
    let loopDriver = ForwardDriver(items)
    try pagerDriver.next()
    try loopDriver.next()
    #expect(pager.settledIndex == 1)
    #expect(items.settledIndex == 1)
    #expect(pagerDriver.causes == [.programmatic])
    #expect(loopDriver.causes == [.programmatic])
  }

  @Test func sharedCommandsAndObserversBehaveAlike() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      configuration: .init(viewportLength: 375))
    let items = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), layout: .uniform(itemLength: 100),
      snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: 100))
    var pagerEvents = 0
    var itemEvents = 0
    pager.addEventObserver { _ in pagerEvents += 1 }
    items.addEventObserver { _ in itemEvents += 1 }
    try pager.scroll(to: 2, animated: false)
    try items.scroll(to: 2, animated: false)
    #expect(pager.targetIndex == 2 && items.targetIndex == 2)
    #expect(pagerEvents > 0 && itemEvents > 0)
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) { try pager.scrollToNext() }
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) { try items.scrollToNext() }
  }
}
