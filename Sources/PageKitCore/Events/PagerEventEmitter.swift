/// Delivers paging events in order, safely, to a weak delegate, a handler closure and any number
/// of `AsyncStream`s.
///
/// The pager and the carousel use one each. Events are queued while the owner changes its state
/// and delivered by ``deliver()`` once the state is final. An event raised while events are being
/// delivered (a command issued from a handler) is queued behind the ones already waiting, so
/// handlers always see events in the order they happened and never re-enter each other.
///
/// In steady state (after the first frames) queueing and delivering allocate nothing.
public final class PagerEventEmitter<PageID: Hashable> {
  /// The delegate, held weakly.
  public weak var delegate: (any PagerDelegate<PageID>)?

  /// A handler called for every event, after the delegate.
  public var handler: ((PagerEvent<PageID>) -> Void)?

  private var observers: [Observer] = []
  private var observerCount = 0

  private struct Observer {
    var id: Int
    var handler: (PagerEvent<PageID>) -> Void
  }
  private var nextObserverID = 0
  /// The queue, as records of a non-generic type so that per-frame events (scrolls, phases)
  /// never touch generic storage; page changes wait in `changes`, referenced by position.
  private var records: [PagerEventRecord] = []
  private var changes: [PageChange<PageID>] = []
  private var changeCount = 0
  private var isDelivering = false
  private var streams: [StreamSink] = []
  private var streamCount = 0

  private struct StreamSink {
    var yield: (PagerEvent<PageID>) -> Bool
    var finish: () -> Void
  }

  /// Creates an emitter with no observers.
  public init() {
    records.reserveCapacity(16)
  }

  deinit {
    finishStreams()
  }

  /// Whether anything observes the events (a delegate, a handler or a stream).
  public var hasObservers: Bool {
    delegate != nil || handler != nil || streamCount > 0 || observerCount > 0
  }

  /// Adds an observer called for every event, after the delegate and the handler, in the order
  /// observers were added. Drivers built on a pager (a tab coordinator, an auto-scroller) use
  /// this so that the host keeps the delegate and the handler for itself.
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token for ``removeObserver(_:)``.
  /// - Complexity: O(1).
  @discardableResult
  public func addObserver(_ observer: @escaping (PagerEvent<PageID>) -> Void) -> PagerObserverToken
  {
    nextObserverID += 1
    observers.append(Observer(id: nextObserverID, handler: observer))
    observerCount = observers.count
    return PagerObserverToken(rawValue: nextObserverID)
  }

  /// Removes an observer added with ``addObserver(_:)``. Removing twice does nothing.
  ///
  /// - Parameter token: The token ``addObserver(_:)`` returned.
  /// - Complexity: O(k) for k observers.
  public func removeObserver(_ token: PagerObserverToken) {
    observers.removeAll { $0.id == token.rawValue }
    observerCount = observers.count
  }

  /// Queues an event for the next ``deliver()``.
  ///
  /// - Parameter event: The event.
  /// - Complexity: Amortised O(1).
  public func enqueue(_ event: PagerEvent<PageID>) {
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
  public func enqueueScroll(_ position: Double) {
    records.append(.scroll(position))
  }

  /// Queues a ``PagerEvent/phaseDidChange(from:to:)``.
  ///
  /// - Parameters:
  ///   - from: The previous phase.
  ///   - to: The new phase.
  /// - Complexity: Amortised O(1).
  public func enqueuePhaseChange(from: PagerPhase, to: PagerPhase) {
    records.append(.phase(from, to))
  }

  private func enqueueChange(_ change: PageChange<PageID>, as kind: PagerEventRecord.ChangeKind) {
    changes.append(change)
    changeCount = changes.count
    records.append(.change(kind, changeCount - 1))
  }

  /// Delivers every queued event, in order, unless a delivery is already under way (then the
  /// running delivery picks them up).
  ///
  /// - Complexity: O(k) for k queued events (and those queued by handlers meanwhile).
  public func deliver() {
    guard !isDelivering, !records.isEmpty else { return }
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
    if handler != nil || observerCount > 0 || streamCount > 0 {
      broadcast(.didScroll(position: position))
    }
  }

  private func dispatchPhaseChange(from: PagerPhase, to: PagerPhase) {
    delegate?.pagerPhaseDidChange(from: from, to: to)
    if handler != nil || observerCount > 0 || streamCount > 0 {
      broadcast(.phaseDidChange(from: from, to: to))
    }
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

  /// Calls the handler, the observers and the streams, in that order.
  private func broadcast(_ event: PagerEvent<PageID>) {
    handler?(event)
    if observerCount > 0 {
      // A copy, so an observer may add or remove observers while being called.
      for observer in observers { observer.handler(event) }
    }
    if streamCount > 0 {
      streams.removeAll { sink in !sink.yield(event) }
      streamCount = streams.count
    }
  }

  /// Ends every stream (their `for await` loops finish).
  public func finishStreams() {
    let sinks = streams
    streams.removeAll()
    streamCount = 0
    for sink in sinks { sink.finish() }
  }
}

extension PagerEventEmitter where PageID: Sendable {
  /// A new stream of every event delivered from now on. Each call makes an independent stream
  /// with an unbounded buffer; it finishes when the emitter's owner is released.
  ///
  /// - Returns: The stream.
  public func makeStream() -> AsyncStream<PagerEvent<PageID>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: PagerEvent<PageID>.self, bufferingPolicy: .unbounded)
    streams.append(
      StreamSink(
        yield: { event in
          if case .terminated = continuation.yield(event) { return false }
          return true
        },
        finish: { continuation.finish() }))
    streamCount = streams.count
    return stream
  }
}

/// Identifies an observer added to a ``PagerEventEmitter`` (or a ``Pager``).
public struct PagerObserverToken: Hashable, Sendable {
  /// The raw identifier.
  public let rawValue: Int
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
