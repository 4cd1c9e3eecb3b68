package import PageKitCore

/// A ``RandomizedPagingSubject`` whose controller is a `Pager`: the gestures, frames, snapshots,
/// invariants and identities are the pager's own calls, written once here; a subject adds its
/// layout, its reloads and its own rules.
package protocol PagerSubject: RandomizedPagingSubject
where Controller == Pager<PagerSource, PagerTransition> {
  /// The pager's source.
  associatedtype PagerSource: PageSource where PagerSource.PageID == Int
  /// The pager's transition.
  associatedtype PagerTransition: TransitionStrategy

  /// The pager the driver moves.
  var controller: Pager<PagerSource, PagerTransition> { get }
}

extension PagerSubject {
  package func attachLiveWindowHost() -> (any LiveWindowHostChecking)? {
    LiveWindowHost(controller)
  }
  package var settledPageID: Int? { controller.settledPageID }
  package var indexBounds: PageBounds { controller.bounds }
  package var restsOnAnInnerRunMember: Bool { controller.restsOnAnInnerRunMember }
  package func index(of key: Int) -> Int? { controller.source.index(of: key) }
  package func beginDrag() throws(PagerError) { try controller.beginDrag() }
  package func drag(by translation: Double) throws(PagerError) {
    try controller.drag(by: translation)
  }
  package func endDrag(velocity: Double) throws(PagerError) {
    try controller.endDrag(velocity: velocity)
  }
  package func pointer(_ input: PointerInput) throws(PagerError) -> Bool {
    try controller.apply(.pointer(input))
    return true
  }
  package func key(_ key: PagerKey) throws(PagerError) -> Bool {
    try controller.press(key)
    return true
  }
  package func rotate(detents: Double) throws(PagerError) -> Bool {
    try controller.rotate(byDetents: detents)
    return true
  }
  package func wheel(_ event: WheelEvent) throws(PagerError) -> Bool {
    try controller.scrollWheel(event)
    return true
  }
  package func advance(to timestamp: Double) throws(PagerError) {
    try controller.advance(to: timestamp)
  }
  package func snapshot() -> PagerSnapshot<Int> { controller.snapshot() }
  package func restore(_ snapshot: PagerSnapshot<Int>) throws(PagerError) {
    try controller.restore(snapshot)
  }
  package func checkInvariants() -> [String] { controller.checkInvariants() }
}
