package import PageKitCore

/// The observers of a test's own `PagingController`: called in the order they were added, with
/// tokens that are never reused (a removed observer's token stays unknown).
package struct HostObservers<PageID: Hashable> {
  private var handlers: [(id: Int, handler: (PagerEvent<PageID>) -> Void)] = []
  private var nextID = 0

  /// No observers.
  package init() {}

  /// The number of observers.
  package var count: Int { handlers.count }

  /// Whether there are no observers.
  package var isEmpty: Bool { handlers.isEmpty }

  /// Adds an observer; its token is new.
  package mutating func add(_ observer: @escaping (PagerEvent<PageID>) -> Void)
    -> PagerObserverToken
  {
    nextID += 1
    handlers.append((nextID, observer))
    return PagerObserverToken(rawValue: nextID)
  }

  /// Removes the observer of `token`; an unknown token changes nothing.
  package mutating func remove(_ token: PagerObserverToken) {
    handlers.removeAll { $0.id == token.rawValue }
  }

  /// Calls every observer with `event`, in the order they were added.
  package func emit(_ event: PagerEvent<PageID>) {
    for entry in handlers { entry.handler(event) }
  }
}
