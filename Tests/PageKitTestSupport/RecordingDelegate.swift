public import PageKitCore

/// A pager delegate that records every event, for tests.
///
/// ```swift
/// let recorder = RecordingDelegate<Int>()
/// pager.delegate = recorder
/// // … drive the pager …
/// #expect(recorder.didChanges.count == 1)
/// ```
public final class RecordingDelegate<PageID: Hashable>: PagerDelegate {
  /// Every event, in delivery order.
  public private(set) var events: [PagerEvent<PageID>] = []

  /// Called after recording each event (for re-entrancy tests).
  public var onRecord: ((PagerEvent<PageID>) -> Void)?

  /// Creates an empty recorder.
  public init() {}

  /// Forgets every recorded event.
  public func reset() { events.removeAll() }

  /// The `willChangePage` changes, in order.
  public var willChanges: [PageChange<PageID>] {
    events.compactMap { if case .willChangePage(let change) = $0 { change } else { nil } }
  }

  /// The `didChangePage` changes, in order.
  public var didChanges: [PageChange<PageID>] {
    events.compactMap { if case .didChangePage(let change) = $0 { change } else { nil } }
  }

  /// The `didCancelPageChange` changes, in order.
  public var cancels: [PageChange<PageID>] {
    events.compactMap { if case .didCancelPageChange(let change) = $0 { change } else { nil } }
  }

  /// The phase changes, in order, as `(from, to)` pairs.
  public var phaseChanges: [PagerPhase] {
    events.compactMap { if case .phaseDidChange(_, let to) = $0 { to } else { nil } }
  }

  /// The events other than `didScroll`, in order.
  public var pageEvents: [PagerEvent<PageID>] {
    events.filter { if case .didScroll = $0 { false } else { true } }
  }

  private func record(_ event: PagerEvent<PageID>) {
    events.append(event)
    onRecord?(event)
  }

  /// Records the event.
  ///
  /// - Parameter change: The change.
  public func pagerWillChangePage(_ change: PageChange<PageID>) { record(.willChangePage(change)) }
  /// Records the event.
  ///
  /// - Parameter change: The change.
  public func pagerDidChangePage(_ change: PageChange<PageID>) { record(.didChangePage(change)) }
  /// Records the event.
  ///
  /// - Parameter change: The change.
  public func pagerDidCancelPageChange(_ change: PageChange<PageID>) {
    record(.didCancelPageChange(change))
  }
  /// Records the event.
  ///
  /// - Parameter position: The position.
  public func pagerDidScroll(position: Double) { record(.didScroll(position: position)) }
  /// Records the event.
  ///
  /// - Parameters:
  ///   - from: The previous phase.
  ///   - to: The new phase.
  public func pagerPhaseDidChange(from: PagerPhase, to: PagerPhase) {
    record(.phaseDidChange(from: from, to: to))
  }
}
