/// A state machine that pages through a source and reports page events: the ``Pager`` (of every
/// layout: full pages, items narrower than the viewport, a loop), or a controller of your own.
///
/// Drivers such as a tab coordinator, an auto-scroller or an observable model can be written
/// once against it: they read the state (``targetIndex``, ``phase``, ``count``, ``loops``, …),
/// move the controller with ``scroll(to:direction:animated:)``, ``scrollToNext(animated:)`` and
/// ``scrollToPrevious(animated:)``, and observe its events. The library's controllers report
/// those commands with the cause ``PageChangeCause/programmatic``; their own auto-scroller and
/// tab coordinator report theirs with ``PageChangeCause/autoScroll`` and
/// ``PageChangeCause/programmatic`` through the library's internal command. A controller of your
/// own conforms by implementing every requirement; an auto-scroller that drives it moves it with
/// ``scroll(to:direction:animated:)``, so its events carry the cause your controller gives them.
///
/// ## Observing events
///
/// Every event reaches the ``delegate`` first, then the observers added with
/// ``addEventObserver(_:)`` and the ``events`` streams, in the order they were added. Pick one by
/// where your code lives:
///
/// - **A delegate** (``PagerDelegate``), held weakly, for UIKit and AppKit code: a view
///   controller implements the methods it needs. There is one delegate; it belongs to the host.
/// - **An observer closure** (``addEventObserver(_:)``) for everything else that lives as long
///   as the controller or less: a driver, a model, a log line, a test. Several may observe at
///   once; keep the returned token to stop with ``removeEventObserver(_:)`` (an observer that is
///   never removed lives as long as the controller). The closure runs synchronously, inside the
///   call that caused the event, with the controller already in its final state.
/// - **An `AsyncStream`** (``events``) for Swift concurrency: a SwiftUI `.task` or any
///   `for await` loop. Events arrive later, asynchronously (read ``PagerEvent``'s values rather
///   than the controller's state, which may have moved on); the stream finishes when the
///   controller is released.
///
/// ## Semantics every controller keeps
///
/// Every layout of the pager runs on one engine, so these rules hold for every layout, word for
/// word; a layout documents only its geometry.
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

  // MARK: State

  /// Whether there is nothing to page through. An empty controller reads index 0 and rejects
  /// every command with ``PagerError/emptySource``.
  var isEmpty: Bool { get }

  /// The number of pages (or items) the controller knows of: its source's count at the latest
  /// reload. A driver such as an auto-scroller reads it to know where a bounded controller ends.
  ///
  /// - Complexity: O(1).
  var count: Int { get }

  /// Whether the page after the last is the first: a circular source (or a looping item layout)
  /// with two or more pages. A bounded controller, or one with fewer than two pages, is `false`.
  ///
  /// - Complexity: O(1).
  var loops: Bool { get }

  /// What the controller is doing: at rest, following a finger, or settling.
  var phase: PagerPhase { get }

  /// The page (or item) nearest what is drawn now; it flips at the midpoint during a drag.
  var currentIndex: Int { get }

  /// The page (or item) the motion will settle on; the settled one at rest.
  var targetIndex: Int { get }

  /// The page (or item) the controller last came to rest on; it changes only at rest.
  var settledIndex: Int { get }

  /// The fractional page (or item) position: `2.5` is half way between 2 and 3. At rest it is
  /// exactly ``settledIndex``.
  var position: Double { get }

  /// The source's indices at the latest reload: `0..<count` for a source with a count (the
  /// default), or the bounds of one without. A follower that needs `0..<count` (a tab bar)
  /// checks it.
  ///
  /// - Complexity: O(1).
  var bounds: PageBounds { get }

  /// The two pages (or items) drawn either side of the anchor and the fraction of the way
  /// between them: what a tab bar's indicator or a page control follows (see
  /// ``PagerDrawnSegment``). At rest, the settled page at both ends with progress `0`.
  ///
  /// The default, for a controller that does not say what it draws, is the settled page at both
  /// ends: a follower then reads ``position`` alone.
  ///
  /// - Complexity: O(1); allocates nothing.
  var drawnSegment: PagerDrawnSegment { get }

  /// What assistive technologies announce for the settled page ("Page 2 of 5"), or `nil` for
  /// an empty controller or one over a source without a count.
  ///
  /// The default names ``settledIndex`` alone; `Pager` names every item resting at its stop
  /// ("Items 8–9 of 9" for a run at an end of an item layout).
  ///
  /// - Complexity: O(1).
  var accessibilityAnnouncement: PageAnnouncement? { get }

  /// Where a step from the page at `index` lands: the next stop after it (`.forward`) or before
  /// it (`.reverse`), wrapping where the controller loops; past an end of a bounded source it
  /// lies outside ``bounds`` (there is no step that way). What ``scrollToNext(animated:)`` and
  /// ``scrollToPrevious(animated:)`` do from `index`, and where an auto-scroller steps.
  ///
  /// The default is one index on. `Pager` steps between stops: on an item layout, the items at
  /// an end that share one resting offset (a run) are one stop, read as the run's outer end, so
  /// a step from before a run lands on its outer end and a step from any member leaves it.
  ///
  /// - Parameters:
  ///   - index: A page in ``bounds``.
  ///   - direction: The way to step.
  /// - Returns: The destination's index.
  /// - Complexity: O(1) (O(log n) for a `Pager` with variable item lengths).
  func nextStop(from index: Int, direction: PageDirection) -> Int

  // MARK: Commands

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
  ///   - animated: Whether to animate.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``,
  ///   ``PagerError/indexOutOfRange(index:count:)``, in that order. Nothing changes when it
  ///   throws.
  /// - Complexity: O(1) (plus the page requests of pages entering the live window).
  func scroll(to index: Int, direction: PageDirection?, animated: Bool) throws(PagerError)

  /// Moves to the page after ``targetIndex`` (wrapping where the controller loops).
  ///
  /// - Parameter animated: Whether to animate.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``, or
  ///   ``PagerError/indexOutOfRange(index:count:)`` past the last page of a bounded source.
  /// - Complexity: O(1).
  func scrollToNext(animated: Bool) throws(PagerError)

  /// Moves to the page before ``targetIndex`` (wrapping where the controller loops).
  ///
  /// - Parameter animated: Whether to animate.
  /// - Throws: ``PagerError/emptySource``, ``PagerError/dragInProgress``, or
  ///   ``PagerError/indexOutOfRange(index:count:)`` before the first page of a bounded source.
  /// - Complexity: O(1).
  func scrollToPrevious(animated: Bool) throws(PagerError)

  /// An auto-scroller's step: an animated move to `index` whose change has the cause
  /// ``PageChangeCause/autoScroll`` (PageKitCarousel's `AutoScroller` calls it).
  ///
  /// The default is ``scroll(to:direction:animated:)``, animated (a controller of the host's own
  /// has no command with a cause); the library's controllers announce the cause.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic.
  /// - Throws: As ``scroll(to:direction:animated:)``.
  /// - Complexity: As ``scroll(to:direction:animated:)``.
  func autoScroll(to index: Int, direction: PageDirection?) throws(PagerError)

  // MARK: Observation

  /// The delegate, held weakly: the host's, for UIKit-style code (see "Observing events").
  var delegate: (any PagerDelegate<PageID>)? { get set }

  /// Adds an observer called synchronously for every event, after the delegate, in the order
  /// observers were added. It stays until ``removeEventObserver(_:)`` or until the controller
  /// is released.
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token for ``removeEventObserver(_:)``.
  /// - Complexity: O(1).
  @discardableResult
  func addEventObserver(_ observer: @escaping (PagerEvent<PageID>) -> Void) -> PagerObserverToken

  /// Removes an observer added with ``addEventObserver(_:)``. Removing one twice, or a token of
  /// another controller that this one never issued, does nothing.
  ///
  /// - Parameter token: The observer's token.
  /// - Complexity: O(k) for k observers.
  func removeEventObserver(_ token: PagerObserverToken)
}

extension PagingController {
  /// `0..<count`: a controller over a source with a count.
  ///
  /// - Complexity: O(1).
  public var bounds: PageBounds { PageBounds(count: count) }

  /// The settled page alone, "Page 2 of 5"; `nil` when empty or without a count.
  ///
  /// - Complexity: O(1).
  public var accessibilityAnnouncement: PageAnnouncement? {
    PageAnnouncement(self, settled: settledIndex...settledIndex)
  }

  /// One index on, wrapping where the controller loops.
  ///
  /// - Complexity: O(1).
  public func nextStop(from index: Int, direction: PageDirection) -> Int {
    oneIndexOn(from: index, direction: direction)
  }

  /// `index` plus or minus one, wrapped round ``count`` where the controller loops: the step of
  /// a controller whose every page is its own stop.
  package func oneIndexOn(from index: Int, direction: PageDirection) -> Int {
    let next = direction == .forward ? index &+ 1 : index &- 1
    return loops && count > 0 ? next.floorMod(count) : next
  }

  /// ``scroll(to:direction:animated:)``, animated.
  ///
  /// - Parameters:
  ///   - index: The destination page.
  ///   - direction: The direction of travel, or `nil` for automatic.
  /// - Throws: As ``scroll(to:direction:animated:)``.
  /// - Complexity: As ``scroll(to:direction:animated:)``.
  public func autoScroll(to index: Int, direction: PageDirection?) throws(PagerError) {
    try scroll(to: index, direction: direction, animated: true)
  }

  /// The settled page at both ends, with progress `0`: a controller that does not say what it
  /// draws is followed by its ``position`` alone.
  ///
  /// - Complexity: O(1).
  public var drawnSegment: PagerDrawnSegment {
    let settled = PagerDrawnSegment.End(virtual: settledIndex, index: settledIndex)
    return PagerDrawnSegment(origin: settled, destination: settled, progress: 0, lowerSlot: 0)
  }
}

extension PagingController where PageID: Sendable {
  /// A new stream of every event from now on, for `for await` loops (a SwiftUI `.task`).
  ///
  /// Each read makes an independent stream with an unbounded buffer, fed by an observer (see
  /// ``addEventObserver(_:)``); the stream finishes when the controller is released, and its
  /// observer is removed at the first event after the consumer stops iterating.
  ///
  /// - Complexity: O(1).
  public var events: AsyncStream<PagerEvent<PageID>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: PagerEvent<PageID>.self, bufferingPolicy: .unbounded)
    let sink = PagerEventStreamSink(continuation)
    sink.token = addEventObserver { [weak self] event in
      guard case .terminated = sink.continuation.yield(event), let token = sink.token else {
        return
      }
      sink.token = nil
      self?.removeEventObserver(token)
    }
    return stream
  }
}

/// The observer side of an ``PagingController/events`` stream: it finishes the stream when the
/// controller releases its observer (with the controller itself).
private final class PagerEventStreamSink<PageID: Hashable & Sendable> {
  let continuation: AsyncStream<PagerEvent<PageID>>.Continuation
  var token: PagerObserverToken?

  init(_ continuation: AsyncStream<PagerEvent<PageID>>.Continuation) {
    self.continuation = continuation
  }

  deinit {
    continuation.finish()
  }
}
