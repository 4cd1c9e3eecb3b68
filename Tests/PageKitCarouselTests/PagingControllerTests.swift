import PageKitCarousel
import PageKitCore
import PageKitSnap
import Testing

/// A driver written once against `PagingController` works on a pager and on a carousel.
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

  @Test func oneDriverServesAPagerAndACarousel() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), configuration: .init(pageLength: 375))
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), itemLength: 100,
      viewportLength: 100)
    let pagerDriver = ForwardDriver(pager)
    let carouselDriver = ForwardDriver(carousel)
    try pagerDriver.next()
    try carouselDriver.next()
    #expect(pager.settledIndex == 1)
    #expect(carousel.settledIndex == 1)
    #expect(pagerDriver.causes == [.programmatic])
    #expect(carouselDriver.causes == [.programmatic])
  }

  @Test func sharedCommandsAndObserversBehaveAlike() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), configuration: .init(pageLength: 375))
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c"], id: \.self), itemLength: 100,
      viewportLength: 100, isCircular: false)
    var pagerEvents = 0
    var carouselEvents = 0
    pager.addEventObserver { _ in pagerEvents += 1 }
    carousel.addEventObserver { _ in carouselEvents += 1 }
    try pager.scroll(to: 2, animated: false)
    try carousel.scroll(to: 2, animated: false)
    #expect(pager.targetIndex == 2 && carousel.targetIndex == 2)
    #expect(pagerEvents > 0 && carouselEvents > 0)
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) { try pager.scrollToNext() }
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) { try carousel.scrollToNext() }
  }
}
