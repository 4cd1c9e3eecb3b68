/// Everything a pager reports, in the order it happens.
///
/// Events are delivered after the pager has finished its state transition, to its delegate and
/// to every `events` stream.
public enum PagerEvent<PageID: Hashable>: Hashable {
  /// A motion committed to a new destination. Closed later by ``didChangePage(_:)`` or
  /// ``didCancelPageChange(_:)``, or superseded by another `willChangePage`.
  case willChangePage(PageChange<PageID>)
  /// The settled page's identity changed. Fires exactly once per change.
  case didChangePage(PageChange<PageID>)
  /// A motion announced by `willChangePage` came to rest back on the settled page. Carries the
  /// change it closes.
  case didCancelPageChange(PageChange<PageID>)
  /// The position changed (fractional page position; virtual for circular sources).
  case didScroll(position: Double)
  /// The phase changed.
  case phaseDidChange(from: PagerPhase, to: PagerPhase)
}

extension PagerEvent: Sendable where PageID: Sendable {}
