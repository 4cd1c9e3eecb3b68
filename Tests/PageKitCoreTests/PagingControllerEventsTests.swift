import PageKitCore
import PageKitTestSupport
import Testing

/// `events` works on any `PagingController`, a host's own too: it is built on the controller's
/// observers, finishes when the controller is released and lets go of its observer once the
/// consumer stops.
@Suite struct PagingControllerEventsTests {
  /// A host's own controller: it keeps its observers itself and emits on demand.
  final class HostController: PagingController {
    var delegate: (any PagerDelegate<String>)?
    var observers = HostObservers<String>()
    var isEmpty: Bool { false }
    var count: Int { 2 }
    var loops: Bool { false }
    var phase: PagerPhase { .idle }
    var currentIndex: Int { 0 }
    var targetIndex: Int { 0 }
    var settledIndex: Int { 0 }
    var position: Double { 0 }
    func scroll(to index: Int, direction: PageDirection?, animated: Bool) throws(PagerError) {}
    func scrollToNext(animated: Bool) throws(PagerError) {}
    func scrollToPrevious(animated: Bool) throws(PagerError) {}
    func addEventObserver(_ observer: @escaping (PagerEvent<String>) -> Void)
      -> PagerObserverToken
    {
      observers.add(observer)
    }
    func removeEventObserver(_ token: PagerObserverToken) { observers.remove(token) }
    func emit(_ event: PagerEvent<String>) { observers.emit(event) }
  }

  @Test(.timeLimit(.minutes(1)))
  func aHostControllersStreamCarriesItsEventsAndFinishesWhenItIsReleased() async throws {
    var controller: HostController? = HostController()
    let stream = try #require(controller?.events)
    controller?.emit(.didScroll(position: 0.5))
    controller?.emit(.phaseDidChange(from: .idle, to: .dragging))
    controller = nil
    var received: [String] = []
    for await event in stream { received.append("\(event)") }
    #expect(received == ["didScroll 0.5", "phaseDidChange idle → dragging"])
  }

  @Test func aStreamNoLongerConsumedLetsGoOfItsObserverAtTheNextEvent() {
    let controller = HostController()
    do {
      let stream = controller.events
      _ = stream
    }
    #expect(controller.observers.count == 1)
    controller.emit(.didScroll(position: 1))
    #expect(controller.observers.isEmpty)
  }

  #if canImport(Observation)
    @Test func anObservableModelMirrorsAHostsOwnController() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let controller = HostController()
      let model = ObservablePager(controller)
      #expect(model.count == 2)
      #expect(model.announcement == PageAnnouncement(pageNumber: 1, pageCount: 2))
      let change = PageChange(
        from: "a", to: "b", fromIndex: 0, toIndex: 1, direction: .forward, cause: .user)
      controller.emit(.didChangePage(change))
      #expect(model.lastChange == change)
    }
  #endif
}
