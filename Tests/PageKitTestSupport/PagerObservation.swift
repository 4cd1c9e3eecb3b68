package import PageKitCore

/// What a caller can observe of a pager: its phase, offset, position, indices, count, viewport
/// and layout. A call that throws leaves it unchanged.
package struct PagerObservation<PageID: Hashable>: Equatable, CustomStringConvertible {
  package var phase: PagerPhase
  package var offset: Double
  package var position: Double
  package var settledIndex: Int
  package var settledID: PageID?
  package var targetIndex: Int
  package var currentIndex: Int
  package var count: Int
  package var viewportLength: Double
  package var layout: PagerLayout

  /// What `pager` shows now.
  package init<Source: PageSource, Transition: TransitionStrategy>(
    _ pager: Pager<Source, Transition>
  ) where Source.PageID == PageID {
    phase = pager.phase
    offset = pager.contentOffset
    position = pager.position
    settledIndex = pager.settledIndex
    settledID = pager.settledPageID
    targetIndex = pager.targetIndex
    currentIndex = pager.currentIndex
    count = pager.count
    viewportLength = pager.viewportLength
    layout = pager.layout
  }

  package var description: String {
    "offset \(offset), viewport \(viewportLength), \(layout)"
  }
}
