/// A state machine that pages through a source and reports page events: the ``Pager``, the
/// carousel of `PageKitCarousel` and the snapping strip of `PageKitSnap`.
///
/// Conforming types implement the two commands that differ between them — ``command(to:direction:animated:cause:)``
/// and ``step(_:animated:cause:)`` — and expose their ``eventEmitter``; the protocol supplies the
/// rest: ``scroll(to:direction:animated:)``, ``scrollToNext(animated:)``,
/// ``scrollToPrevious(animated:)`` and every way of observing events (``delegate``, ``onEvent``,
/// ``addEventObserver(_:)``, ``events``). Drivers such as a tab coordinator or an auto-scroller
/// can be written once against it: they read ``targetIndex``, ``phase``, ``count`` and
/// ``loops``, and move the controller with a cause of their own.
///
/// ## Semantics every controller keeps
///
/// The pager, the carousel and the snapping strip run on one engine, so these rules hold for all
/// three, word for word; each type documents only its geometry.
///
/// - **Exactly once.** ``PagerEvent/didChangePage(_:)`` fires exactly once each time the settled
///   page's identity changes — for a release, a command (animated or not), an auto-scroller's
///   step and a reload — and never for a cancelled swipe, a peek, or the same page moving to
///   another index. Its ``PageChange/cause`` is ``PageChangeCause/user``,
///   ``PageChangeCause/programmatic``, ``PageChangeCause/autoScroll`` or
///   ``PageChangeCause/dataReload``: the cause of the motion that brought it to rest.
/// - **Announced intent.** ``PagerEvent/willChangePage(_:)`` fires when a motion commits to a
///   destination (a release toward another page, an animated command, a retarget). Every
///   `didChangePage` and ``PagerEvent/didCancelPageChange(_:)`` closes the latest will; a will
///   issued while one is open supersedes it. At rest the open will is closed exactly once: by
///   `didChangePage` if the settled identity changed, else by `didCancelPageChange`, which
///   carries the will's identities with indices in the source current at emission. Commands
///   without animation and reloads that change the page emit the will and the did at once.
///   Construction and `restore` announce nothing.
/// - **Interruptions.** A command while settling retargets from the current position and
///   velocity, without a jump; the base of ``scrollToNext(animated:)`` and the no-op rule is
///   ``targetIndex``; commanding the settled page goes back the way the motion came and ends
///   with a cancel. A command during a drag throws ``PagerError/dragInProgress`` and changes
///   nothing. A re-grab during a settle holds the page where it is drawn.
/// - **Releases.** A slow release moves on only strictly past half way; a fast one moves to the
///   next boundary in its direction (the strip asks its snap strategy); every settle is a spring
///   that starts with the release velocity, capped at 100 pages (items) per second.
/// - **Far jumps.** An animated jump to a page whose resting view does not meet what is on
///   screen draws that view directly beside the pages on screen, on the side
///   ``PageChange/direction`` names (index order when bounded, the path taken round a loop), so
///   what is drawn and what is announced agree; no page in between is created. A retarget acts
///   on what is drawn. The position runs straight across the splice.
/// - **Reloads.** The current, target and settled pages are kept by identity, and a drag or a
///   motion goes on. A removed page is replaced by the one now at `min(oldIndex, count - 1)`; a
///   removed target is re-announced; reload to empty reports `to: nil`, from empty `from: nil`.
///   A source whose count changed behind the controller's back is noticed at the next call.
/// - **Re-entrancy.** The controller finishes its state change before delivering any event; a
///   command or reload from an event handler runs at once against that state, and its events are
///   queued after those being delivered.
/// - **Time and bad input.** Time comes only from `advance(to:)`: an earlier timestamp is
///   ignored. NaN or infinite values, gestures out of order, out-of-range indices and empty
///   sources throw ``PagerError`` (checked in the order non-finite, empty, drag state, range)
///   and change nothing.
public protocol PagingController<PageID>: AnyObject {
  /// The pages' identity type.
  associatedtype PageID: Hashable

  // MARK: Core requirements

  /// Delivers the controller's events. Drivers observe through ``addEventObserver(_:)``; only the
  /// controller itself enqueues events.
  var eventEmitter: PagerEventEmitter<PageID> { get }

  /// The page (or item) the motion will settle on; the settled one at rest.
  var targetIndex: Int { get }

  /// What the controller is doing.
  var phase: PagerPhase { get }

  /// The number of pages (or items) the controller knows of: its source's count at the latest
  /// reload. A driver such as an auto-scroller reads it to know where a bounded controller ends.
  ///
  /// - Complexity: O(1).
  var count: Int { get }

  /// Whether the page after the last is the first: a circular source (or a looping carousel)
  /// with two or more pages. A bounded controller, or one with fewer than two pages, is `false`.
  ///
  /// - Complexity: O(1).
  var loops: Bool { get }

  /// Moves to `index`, reporting `cause` on the change.
  ///
  /// - Parameters:
  ///   - index: The destination.
  ///   - direction: The direction of travel, or `nil` for automatic.
  ///   - animated: Whether to animate.
  ///   - cause: The cause the events report.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  func command(
    to index: Int, direction: PageDirection?, animated: Bool, cause: PageChangeCause
  ) throws(PagerError)

  /// Moves one page in `direction` from ``targetIndex`` (wrapping where the controller loops),
  /// reporting `cause` on the change.
  ///
  /// - Parameters:
  ///   - direction: The direction of travel.
  ///   - animated: Whether to animate.
  ///   - cause: The cause the events report.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``, or
  ///   ``PagerError/indexOutOfRange(index:count:)`` past a bounded end.
  func step(_ direction: PageDirection, animated: Bool, cause: PageChangeCause) throws(PagerError)
}

extension PagingController {
  /// Moves to the page at `index`, as a programmatic change.
  ///
  /// Scrolling to the page the controller is on (or, while settling, already heading to) does
  /// nothing and emits nothing. While settling, the motion retargets from the current position
  /// and velocity without a jump; commanding the settled page goes back the way the motion came
  /// and ends with `didCancelPageChange`. Not animated, the controller lands at once, emitting
  /// `willChangePage` then `didChangePage`. Direction `nil` picks it: index order for bounded
  /// sources, the shortest path around a loop (ties go forward). Each conforming type documents
  /// how it draws far jumps.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic.
  ///   - animated: Whether to animate (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) (plus the page requests of pages entering the live window).
  public func scroll(
    to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) throws(PagerError) {
    try command(to: index, direction: direction, animated: animated, cause: .programmatic)
  }

  /// Moves to the page after ``targetIndex`` (wrapping where the controller loops).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``, or
  ///   ``PagerError/indexOutOfRange(index:count:)`` past the last page of a bounded source.
  /// - Complexity: O(1).
  public func scrollToNext(animated: Bool = true) throws(PagerError) {
    try step(.forward, animated: animated, cause: .programmatic)
  }

  /// Moves to the page before ``targetIndex`` (wrapping where the controller loops).
  ///
  /// - Parameter animated: Whether to animate (default `true`).
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``, or
  ///   ``PagerError/indexOutOfRange(index:count:)`` before the first page of a bounded source.
  /// - Complexity: O(1).
  public func scrollToPrevious(animated: Bool = true) throws(PagerError) {
    try step(.reverse, animated: animated, cause: .programmatic)
  }

  /// The delegate, held weakly.
  public var delegate: (any PagerDelegate<PageID>)? {
    get { eventEmitter.delegate }
    set { eventEmitter.delegate = newValue }
  }

  /// A handler called for every event, after the delegate.
  public var onEvent: ((PagerEvent<PageID>) -> Void)? {
    get { eventEmitter.handler }
    set { eventEmitter.handler = newValue }
  }

  /// Adds an observer called for every event, after the delegate and ``onEvent``. Drivers built
  /// on a controller (a tab coordinator, an auto-scroller) use this and leave the delegate and the
  /// handler to the host.
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token for ``removeEventObserver(_:)``.
  /// - Complexity: O(1).
  @discardableResult
  public func addEventObserver(_ observer: @escaping (PagerEvent<PageID>) -> Void)
    -> PagerObserverToken
  {
    eventEmitter.addObserver(observer)
  }

  /// Removes an observer added with ``addEventObserver(_:)``.
  ///
  /// - Parameter token: The observer's token.
  /// - Complexity: O(k) for k observers.
  public func removeEventObserver(_ token: PagerObserverToken) {
    eventEmitter.removeObserver(token)
  }
}

extension PagingController where PageID: Sendable {
  /// A new stream of every event from now on. Each read makes an independent stream; streams
  /// finish when the controller is released.
  public var events: AsyncStream<PagerEvent<PageID>> { eventEmitter.makeStream() }
}
