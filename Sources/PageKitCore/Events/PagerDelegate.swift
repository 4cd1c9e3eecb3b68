/// Receives a pager's events. Every method has an empty default implementation.
///
/// The pager holds its delegate weakly. Events arrive after the pager has finished its state
/// transition, so reading the pager inside a callback shows the final state; commands and reloads
/// issued inside a callback run at once, and the events they cause are delivered after the ones
/// already queued.
public protocol PagerDelegate<PageID>: AnyObject {
  /// The identity type of the pages.
  associatedtype PageID: Hashable

  /// A motion committed to a new destination.
  ///
  /// - Parameter change: The settled page, the destination, the direction and the cause.
  func pagerWillChangePage(_ change: PageChange<PageID>)

  /// The settled page changed. Called exactly once per change of the settled page's identity.
  ///
  /// - Parameter change: The previous and the new settled page.
  func pagerDidChangePage(_ change: PageChange<PageID>)

  /// An announced change came to rest back on the settled page.
  ///
  /// - Parameter change: The change announced by the `willChangePage` this closes.
  func pagerDidCancelPageChange(_ change: PageChange<PageID>)

  /// The position changed.
  ///
  /// - Parameter position: The fractional page position.
  func pagerDidScroll(position: Double)

  /// The phase changed.
  ///
  /// - Parameters:
  ///   - from: The previous phase.
  ///   - to: The new phase.
  func pagerPhaseDidChange(from: PagerPhase, to: PagerPhase)
}

extension PagerDelegate {
  /// Does nothing.
  ///
  /// - Parameter change: Ignored.
  public func pagerWillChangePage(_ change: PageChange<PageID>) {}
  /// Does nothing.
  ///
  /// - Parameter change: Ignored.
  public func pagerDidChangePage(_ change: PageChange<PageID>) {}
  /// Does nothing.
  ///
  /// - Parameter change: Ignored.
  public func pagerDidCancelPageChange(_ change: PageChange<PageID>) {}
  /// Does nothing.
  ///
  /// - Parameter position: Ignored.
  public func pagerDidScroll(position: Double) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - from: Ignored.
  ///   - to: Ignored.
  public func pagerPhaseDidChange(from: PagerPhase, to: PagerPhase) {}
}
