package import PageKitCore
package import PageKitTrace

/// A controller of one layout, as ``RandomizedPagingDriver`` runs it: its gestures, time, data
/// and restoration, beside the commands and state reads of its ``controller``.
///
/// The driver is written once against this protocol, so that it runs every layout of the one
/// `Pager` (and a host's own `PagingController`) alike: a conformance is a small adapter that
/// holds one controller and makes a source (and, for item layouts, a strip) from a list of keys. Identities are `Int` keys, unique within a source.
package protocol RandomizedPagingSubject<Controller>: AnyObject {
  /// The controller the driver commands (``PagingController/scroll(to:direction:animated:)``,
  /// ``PagingController/scrollToNext(animated:)``, …), observes, and whose state it reads.
  associatedtype Controller: PagingController<Int>

  // MARK: Core requirements

  /// The controller.
  var controller: Controller { get }

  /// About one item (a page) in points along the axis: what a drag of one item moves. The
  /// driver draws drag lengths as multiples of it.
  var itemStride: Double { get }

  /// The settled page's identity, `nil` when empty.
  var settledPageID: Int? { get }

  /// The indices a command accepts: `0..<count`, or a source's bounds when it has no count.
  var indexBounds: PageBounds { get }

  /// The source's keys in index order (for a source without a count, the keys near the
  /// settled page; reloads then go through ``reload(_:freshKeys:)``).
  var keys: [Int] { get }

  /// Puts a finger down.
  ///
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func beginDrag() throws(PagerError)

  /// Moves the finger by `translation` points.
  ///
  /// - Parameter translation: Points along the axis (negative: toward the next item).
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func drag(by translation: Double) throws(PagerError)

  /// Lifts the finger.
  ///
  /// - Parameter velocity: Points per second along the axis.
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func endDrag(velocity: Double) throws(PagerError)

  /// Feeds a pointer's input, when the controller takes pointers.
  ///
  /// - Parameter input: The press, move, lift or cancel.
  /// - Returns: Whether the controller takes pointers (`false`: nothing was fed).
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func pointer(_ input: PointerInput) throws(PagerError) -> Bool

  /// Presses a key, when the controller takes keys.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the controller takes keys (`false`: nothing was fed).
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func key(_ key: PagerKey) throws(PagerError) -> Bool

  /// Turns a rotary input, when the controller takes one.
  ///
  /// - Parameter detents: The rotation, in detents.
  /// - Returns: Whether the controller takes rotations (`false`: nothing was fed).
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func rotate(detents: Double) throws(PagerError) -> Bool

  /// Feeds a wheel's or a trackpad's scroll, when the controller takes one.
  ///
  /// - Parameter event: The scroll.
  /// - Returns: Whether the controller takes scrolls (`false`: nothing was fed).
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func wheel(_ event: WheelEvent) throws(PagerError) -> Bool

  /// Plays the motion up to `timestamp` seconds.
  ///
  /// - Parameter timestamp: The host's clock.
  /// - Throws: ``PagerError/nonFiniteValue``; nothing changes when it throws.
  func advance(to timestamp: Double) throws(PagerError)

  /// Replaces the source with one of `keys` (unique), in that order.
  ///
  /// - Parameter keys: The new identities.
  /// - Throws: The controller's ``PagerError``.
  func reload(keys: [Int]) throws(PagerError)

  /// The settled page's identity and index.
  ///
  /// - Returns: The controller's snapshot.
  func snapshot() -> PagerSnapshot<Int>

  /// Returns to the page a snapshot names.
  ///
  /// - Parameter snapshot: What to restore.
  /// - Throws: The controller's ``PagerError``; nothing changes when it throws.
  func restore(_ snapshot: PagerSnapshot<Int>) throws(PagerError)

  /// The engine's invariants; returns what is broken (empty when all hold).
  ///
  /// - Returns: A description of each broken invariant.
  func checkInvariants() -> [String]

  // MARK: Requirements with default implementations

  /// The index of `key`, or `nil` when the source does not hold it. The default searches
  /// ``keys``.
  ///
  /// - Parameter key: An identity.
  /// - Returns: Its index.
  func index(of key: Int) -> Int?

  /// Applies one reload edit. The default edits ``keys`` (fresh keys from `freshKeys`, which
  /// it advances) and calls ``reload(keys:)``; a source without a count changes its bounds.
  ///
  /// - Parameters:
  ///   - edit: The edit.
  ///   - freshKeys: The next unused key.
  /// - Returns: A short description of the new source, for the trace.
  /// - Throws: The controller's ``PagerError``.
  func reload(_ edit: RandomizedPagingStep.Edit, freshKeys: inout Int) throws(PagerError)
    -> String

  /// Whether the controller's snap strategy glides (`FreeScroll`): an item layout may then rest
  /// between items, its position the drawn offset's and its settled item the nearest (within
  /// half an item) rather than exactly the settled index. The default is `false`.
  var glides: Bool { get }

  /// Whether the controller rests on an inner member of a run (a bounded item layout's items at
  /// an end that share one clamped resting offset), its position reading the run's outer end
  /// rather than the settled index: `Pager.restsOnAnInnerRunMember`. The default is `false`.
  var restsOnAnInnerRunMember: Bool { get }

  /// The layout's own rules (an offset inside its rubber band, …), checked after every step;
  /// returns what is broken. The default checks nothing.
  ///
  /// - Returns: A description of each broken rule.
  func checkLayout() -> [String]

  /// A trace recorder attached to the controller, so that a failure prints the steps as a
  /// trace (shrunk). The default attaches none.
  ///
  /// - Returns: The recorder, or `nil`.
  func attachTraceRecorder() -> PagerTraceRecorder<Int>?

  /// A host's views kept by the controller's live-window deltas alone (``LiveWindowHost``),
  /// checked against the live pages after every step. The default attaches none.
  ///
  /// - Returns: The host, or `nil`.
  func attachLiveWindowHost() -> (any LiveWindowHostChecking)?

  /// Where each visible page is drawn: the leading edge of every page any part of which lies in
  /// the viewport, in points from the viewport's leading edge, by identity (a short loop may
  /// draw one page twice). The default reports nothing (`nil`).
  func drawnPages() -> [Int: [Double]]?
}

extension RandomizedPagingSubject {
  package func index(of key: Int) -> Int? {
    keys.firstIndex(of: key)
  }

  package func reload(_ edit: RandomizedPagingStep.Edit, freshKeys: inout Int) throws(PagerError)
    -> String
  {
    let newKeys = edit.applied(to: keys, controller: controller, freshKeys: &freshKeys)
    try reload(keys: newKeys)
    return "\(newKeys)"
  }

  package var glides: Bool { false }

  package func pointer(_ input: PointerInput) throws(PagerError) -> Bool { false }

  package func key(_ key: PagerKey) throws(PagerError) -> Bool { false }

  package func rotate(detents: Double) throws(PagerError) -> Bool { false }

  package func wheel(_ event: WheelEvent) throws(PagerError) -> Bool { false }

  package var restsOnAnInnerRunMember: Bool { false }

  package func checkLayout() -> [String] { [] }

  package func attachTraceRecorder() -> PagerTraceRecorder<Int>? { nil }

  package func attachLiveWindowHost() -> (any LiveWindowHostChecking)? { nil }

  package func drawnPages() -> [Int: [Double]]? { nil }
}

/// Where each visible page of `pager` is drawn (see ``RandomizedPagingSubject/drawnPages()``).
package func visiblePageOrigins<Source: PageSource, Transition: TransitionStrategy>(
  _ pager: Pager<Source, Transition>
) -> [Int: [Double]] where Source.PageID == Int {
  var drawn: [Int: [Double]] = [:]
  let viewport = pager.viewportLength
  for page in pager.livePages where !page.placement.isHidden {
    guard page.origin < viewport, page.origin + page.length > 0 else { continue }
    drawn[page.id, default: []].append(page.origin)
  }
  return drawn.mapValues { $0.sorted() }
}
