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

  private struct Observer {
    var id: Int
    var handler: (PagerEvent<PageID>) -> Void
  }
  private var nextObserverID = 0
  private var queue: [PagerEvent<PageID>] = []
  private var isDelivering = false
  private var streams: [StreamSink] = []

  private struct StreamSink {
    var yield: (PagerEvent<PageID>) -> Bool
    var finish: () -> Void
  }

  /// Creates an emitter with no observers.
  public init() {
    queue.reserveCapacity(16)
  }

  deinit {
    finishStreams()
  }

  /// Whether anything observes the events (a delegate, a handler or a stream).
  public var hasObservers: Bool {
    delegate != nil || handler != nil || !streams.isEmpty || !observers.isEmpty
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
    return PagerObserverToken(rawValue: nextObserverID)
  }

  /// Removes an observer added with ``addObserver(_:)``. Removing twice does nothing.
  ///
  /// - Parameter token: The token ``addObserver(_:)`` returned.
  /// - Complexity: O(k) for k observers.
  public func removeObserver(_ token: PagerObserverToken) {
    observers.removeAll { $0.id == token.rawValue }
  }

  /// Queues an event for the next ``deliver()``.
  ///
  /// - Parameter event: The event.
  /// - Complexity: Amortised O(1).
  public func enqueue(_ event: PagerEvent<PageID>) {
    queue.append(event)
  }

  /// Delivers every queued event, in order, unless a delivery is already under way (then the
  /// running delivery picks them up).
  ///
  /// - Complexity: O(k) for k queued events (and those queued by handlers meanwhile).
  public func deliver() {
    guard !isDelivering else { return }
    isDelivering = true
    var next = 0
    while next < queue.count {
      let event = queue[next]
      next += 1
      dispatch(event)
    }
    queue.removeAll(keepingCapacity: true)
    isDelivering = false
  }

  private func dispatch(_ event: PagerEvent<PageID>) {
    if let delegate {
      switch event {
      case .willChangePage(let change): delegate.pagerWillChangePage(change)
      case .didChangePage(let change): delegate.pagerDidChangePage(change)
      case .didCancelPageChange(let change): delegate.pagerDidCancelPageChange(change)
      case .didScroll(let position): delegate.pagerDidScroll(position: position)
      case .phaseDidChange(let from, let to): delegate.pagerPhaseDidChange(from: from, to: to)
      }
    }
    handler?(event)
    if !observers.isEmpty {
      // A copy, so an observer may add or remove observers while being called.
      for observer in observers { observer.handler(event) }
    }
    if !streams.isEmpty {
      streams.removeAll { sink in !sink.yield(event) }
    }
  }

  /// Ends every stream (their `for await` loops finish).
  public func finishStreams() {
    let sinks = streams
    streams.removeAll()
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
    return stream
  }
}

/// Identifies an observer added to a ``PagerEventEmitter`` (or a ``Pager``).
public struct PagerObserverToken: Hashable, Sendable {
  /// The raw identifier.
  public let rawValue: Int
}
