/// Delivers paging events in order, safely, to a weak delegate and to any number of observers.
///
/// The engine owns one per controller; only the controller enqueues events. Events are queued
/// while the owner changes its state and delivered by ``deliver()`` once the state is final. An
/// event raised while events are being delivered (a command issued from a handler) is queued
/// behind the ones already waiting, so handlers always see events in the order they happened and
/// never re-enter each other.
///
/// In steady state (after the first frames) queueing and delivering allocate nothing.
@usableFromInline
package final class PagerEventEmitter<PageID: Hashable> {
  /// The delegate, held weakly.
  @exclusivity(unchecked) package weak var delegate: (any PagerDelegate<PageID>)?

  // (The stored properties below are only ever read or written whole, never across a call that
  // could reach them again, so they skip run-time exclusivity checks.)

  /// The observers, in the order they were added.
  @usableFromInline @exclusivity(unchecked) var observers: [Observer] = []
  /// The same observers, for the per-frame events: a non-generic list whose entries make the
  /// event themselves, so that a frame's delivery asks for no generic metadata (an observer
  /// added from a host's module has its entry specialized there, ``addObserver(_:)`` being
  /// inlinable).
  @usableFromInline @exclusivity(unchecked) var frameObservers: [PagerFrameObserver] = []
  @usableFromInline @exclusivity(unchecked) var observerCount = 0

  @usableFromInline
  struct Observer {
    @usableFromInline var id: Int
    @usableFromInline var handler: (PagerEvent<PageID>) -> Void

    @inlinable
    init(id: Int, handler: @escaping (PagerEvent<PageID>) -> Void) {
      self.id = id
      self.handler = handler
    }
  }
  @usableFromInline @exclusivity(unchecked) var nextObserverID = 0
  /// The queue, as records of a non-generic type so that per-frame events (scrolls, phases)
  /// never touch generic storage; page changes wait in `changes`, referenced by position.
  @exclusivity(unchecked) private var records: [PagerEventRecord] = []
  @exclusivity(unchecked) private var changes: [PageChange<PageID>] = []
  @exclusivity(unchecked) private var changeCount = 0
  @exclusivity(unchecked) private var isDelivering = false
  /// How many changes in progress hold the delivery back: while one is, ``deliver()`` delivers
  /// nothing, so that a change made of several transitions (a reload, new settings) delivers
  /// its events once, when all of it is done (see `Pager.finishChange(_:)`).
  @usableFromInline @exclusivity(unchecked) package var holds = 0

  /// Creates an emitter with no observers.
  package init() {
    records.reserveCapacity(16)
  }

  /// Adds an observer called for every event, after the delegate, in the order observers were
  /// added.
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token for ``removeObserver(_:)``.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  package func addObserver(_ observer: @escaping (PagerEvent<PageID>) -> Void) -> PagerObserverToken
  {
    nextObserverID += 1
    observers.append(Observer(id: nextObserverID, handler: observer))
    frameObservers.append(
      PagerFrameObserver(
        id: nextObserverID, scroll: { observer(.didScroll(position: $0)) },
        phase: { observer(.phaseDidChange(from: $0, to: $1)) }))
    observerCount = observers.count
    return PagerObserverToken(rawValue: nextObserverID)
  }

  /// Removes an observer added with ``addObserver(_:)``. Removing twice does nothing.
  ///
  /// - Parameter token: The token ``addObserver(_:)`` returned.
  /// - Complexity: O(k) for k observers.
  package func removeObserver(_ token: PagerObserverToken) {
    observers.removeAll { $0.id == token.rawValue }
    frameObservers.removeAll { $0.id == token.rawValue }
    observerCount = observers.count
  }

  /// Queues an event for the next ``deliver()``.
  ///
  /// - Parameter event: The event.
  /// - Complexity: Amortised O(1).
  package func enqueue(_ event: PagerEvent<PageID>) {
    switch event {
    case .willChangePage(let change): enqueueChange(change, as: .will)
    case .didChangePage(let change): enqueueChange(change, as: .did)
    case .didCancelPageChange(let change): enqueueChange(change, as: .cancel)
    case .didScroll(let position): enqueueScroll(position)
    case .phaseDidChange(let from, let to): enqueuePhaseChange(from: from, to: to)
    }
  }

  /// Queues a ``PagerEvent/didScroll(position:)``: the per-frame event, queued without touching
  /// generic storage.
  ///
  /// - Parameter position: The new position.
  /// - Complexity: Amortised O(1).
  @usableFromInline
  package func enqueueScroll(_ position: Double) {
    records.append(.scroll(position))
  }

  /// Queues a ``PagerEvent/phaseDidChange(from:to:)``.
  ///
  /// - Parameters:
  ///   - from: The previous phase.
  ///   - to: The new phase.
  /// - Complexity: Amortised O(1).
  package func enqueuePhaseChange(from: PagerPhase, to: PagerPhase) {
    records.append(.phase(from, to))
  }

  private func enqueueChange(_ change: PageChange<PageID>, as kind: PagerEventRecord.ChangeKind) {
    changes.append(change)
    changeCount = changes.count
    records.append(.change(kind, changeCount - 1))
  }

  /// Delivers every queued event, in order, unless a delivery is already under way (then the
  /// running delivery picks them up) or a change in progress holds it (then the change's end
  /// delivers them).
  ///
  /// - Complexity: O(k) for k queued events (and those queued by handlers meanwhile).
  @usableFromInline
  package func deliver() {
    guard !isDelivering, holds == 0, !records.isEmpty else { return }
    isDelivering = true
    var next = 0
    while next < records.count {
      let record = records[next]
      next += 1
      dispatch(record)
    }
    records.removeAll(keepingCapacity: true)
    if changeCount > 0 {
      changes.removeAll(keepingCapacity: true)
      changeCount = 0
    }
    isDelivering = false
  }

  private func dispatch(_ record: PagerEventRecord) {
    switch record {
    case .scroll(let position): dispatchScroll(position)
    case .phase(let from, let to): dispatchPhaseChange(from: from, to: to)
    case .change(let kind, let position): dispatchChange(kind, at: position)
    }
  }

  // Each kind has its own function, so that the per-frame ones never ask for the metadata of the
  // generic page-change types.

  private func dispatchScroll(_ position: Double) {
    delegate?.pagerDidScroll(position: position)
    guard observerCount > 0 else { return }
    // A copy, so an observer may add or remove observers while being called.
    for observer in frameObservers { observer.scroll(position) }
  }

  private func dispatchPhaseChange(from: PagerPhase, to: PagerPhase) {
    delegate?.pagerPhaseDidChange(from: from, to: to)
    guard observerCount > 0 else { return }
    for observer in frameObservers { observer.phase(from, to) }
  }

  private func dispatchChange(_ kind: PagerEventRecord.ChangeKind, at position: Int) {
    let change = changes[position]
    let event: PagerEvent<PageID>
    switch kind {
    case .will:
      delegate?.pagerWillChangePage(change)
      event = .willChangePage(change)
    case .did:
      delegate?.pagerDidChangePage(change)
      event = .didChangePage(change)
    case .cancel:
      delegate?.pagerDidCancelPageChange(change)
      event = .didCancelPageChange(change)
    }
    broadcast(event)
  }

  /// Calls the observers, in the order they were added.
  private func broadcast(_ event: PagerEvent<PageID>) {
    guard observerCount > 0 else { return }
    // A copy, so an observer may add or remove observers while being called.
    for observer in observers { observer.handler(event) }
  }
}

/// Identifies an observer added with ``PagingController/addEventObserver(_:)``: pass it to
/// ``PagingController/removeEventObserver(_:)`` to stop observing.
public struct PagerObserverToken: Hashable, Sendable {
  /// The raw identifier, unique per controller.
  package let rawValue: Int

  @usableFromInline
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }
}

/// An observer's calls for the per-frame events (``PagerEvent/didScroll(position:)`` and
/// ``PagerEvent/phaseDidChange(from:to:)``), each making its event and calling the observer:
/// non-generic, so that delivering a frame's events needs no generic metadata.
@usableFromInline
struct PagerFrameObserver {
  /// The observer's token's raw value.
  @usableFromInline var id: Int
  /// Calls the observer with `didScroll`.
  @usableFromInline var scroll: (Double) -> Void
  /// Calls the observer with `phaseDidChange`.
  @usableFromInline var phase: (PagerPhase, PagerPhase) -> Void

  @inlinable
  init(
    id: Int, scroll: @escaping (Double) -> Void,
    phase: @escaping (PagerPhase, PagerPhase) -> Void
  ) {
    self.id = id
    self.scroll = scroll
    self.phase = phase
  }
}

/// One queued event, in a non-generic form: scrolls and phase changes carry their values; page
/// changes refer to the emitter's list of pending changes.
enum PagerEventRecord {
  enum ChangeKind {
    case will, did, cancel
  }
  case scroll(Double)
  case phase(PagerPhase, PagerPhase)
  case change(ChangeKind, Int)
}
