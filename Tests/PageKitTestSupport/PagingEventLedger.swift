public import PageKitCore

/// A ``PagingEventChecker`` attached to a controller: every event the controller delivers is
/// recorded, through an observer that leaves the delegate to the test.
///
/// ```swift
/// let ledger = PagingEventLedger(attachingTo: carousel, settled: carousel.settledPageID)
/// try carousel.scrollToNext(animated: false)
/// ledger.checker.checkAtRest(settled: carousel.settledPageID)
/// #expect(ledger.violations.isEmpty, "\(ledger.violations)")
/// ```
///
/// The ledger holds the controller weakly and detaches when released.
public final class PagingEventLedger<PageID: Hashable> {
  /// The checker the events go through. Call its checks between calls into the controller.
  public var checker: PagingEventChecker<PageID>

  /// Every broken rule so far (the checker's ``PagingEventChecker/violations``).
  public var violations: [PagingEventChecker<PageID>.Violation] { checker.violations }

  private weak var controller: (any PagingController<PageID>)?
  private var token: PagerObserverToken?

  /// Attaches a new checker to `controller`.
  ///
  /// - Parameters:
  ///   - controller: The controller whose events to check: a `Pager` or your own.
  ///   - settled: The controller's settled identity now (`settledPageID`).
  public init(attachingTo controller: some PagingController<PageID>, settled: PageID?) {
    checker = PagingEventChecker(settled: settled)
    self.controller = controller
    token = controller.addEventObserver { [weak self] event in
      self?.checker.record(event)
    }
  }

  deinit {
    detach()
  }

  /// Stops recording. Detaching twice does nothing.
  ///
  /// - Complexity: O(k) for k observers of the controller.
  public func detach() {
    if let token { controller?.removeEventObserver(token) }
    token = nil
  }
}
