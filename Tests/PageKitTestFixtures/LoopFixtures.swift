package import PageKitCarousel
package import PageKitCore
import PageKitSnap
package import PageKitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A source that loops or not at will, so that tests can share one pager type and turn the loop
/// on and off with a reload (`pager.reload(pager.source.looping(false))`).
///
/// `isCircular` is the flag as asked for, whatever the count (as ``CircularPageSource``'s type
/// is): a looping source keeps the pager on the loop's geometry with fewer than two items too, as
/// `.circular()` does; the pager loops from two items on.
package struct Loopable<Base: PageSource>: PageSource {
  package var base: Base
  package var circular: Bool

  package init(_ base: Base, circular: Bool) {
    self.base = base
    self.circular = circular
  }

  package var count: Int { base.count }
  package var bounds: PageBounds { base.bounds }
  package var isCircular: Bool { circular && base.bounds.isCounted }
  package var firstDuplicateIndex: Int? { base.firstDuplicateIndex }
  package func page(at index: Int) -> Base.Page? { base.page(at: index) }
  package func id(at index: Int) -> Base.PageID? { base.id(at: index) }
  package func index(of id: Base.PageID) -> Int? { base.index(of: id) }

  /// The same items, looping or not.
  package func looping(_ circular: Bool) -> Loopable { Loopable(base, circular: circular) }

  /// Other items, looping as these do.
  package func with(_ base: Base) -> Loopable { Loopable(base, circular: circular) }
}

package typealias IntLoop = Pager<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>

/// A pager of `count` integer items (identity = index) with a uniform item layout, looping or
/// not, releases snapping to the nearest item, with a recorder attached.
package func makeLoop(
  count: Int, itemLength: Double = 375, spacing: Double = 0, viewport: Double = 375,
  anchor: SnapAnchor = .leading(0), isCircular: Bool = true, initialIndex: Int = 0,
  preloadCount: Int = 1
) throws -> (IntLoop, RecordingDelegate<Int>) {
  let pager = try Pager(
    source: Loopable(ArrayPageSource(Array(0..<count)), circular: isCircular),
    layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: anchor,
    snap: NearestSnap(), initialIndex: initialIndex,
    configuration: PagerConfiguration(viewportLength: viewport, preloadCount: preloadCount))
  let recorder = RecordingDelegate<Int>()
  pager.delegate = recorder
  return (pager, recorder)
}

/// Advances at 60 frames per second until the pager is idle (at most `limit` seconds).
/// Returns the time reached.
@discardableResult
package func runUntilIdle<S: PageSource, T: TransitionStrategy>(
  _ pager: Pager<S, T>, from start: Double, limit: Double = 10,
  check: (Pager<S, T>) -> Void = { _ in }
) throws -> Double {
  var time = start
  try pager.advance(to: time)
  while pager.phase != .idle && time < start + limit {
    time += 1.0 / 60
    try pager.advance(to: time)
    check(pager)
  }
  return time
}

extension Pager {
  /// A scroll-view bridge over this pager (it holds nothing else: a new one per call is the
  /// same bridge). Fails for full pages or a source without a count.
  package func bridge() throws -> ScrollViewBridge<Source, Transition> {
    try ScrollViewBridge(pager: self)
  }

  /// The live pages any part of which lies in the viewport (by their frame), in slot order.
  package var onScreen: [LivePage<Source.Page, Source.PageID>] {
    livePages.filter {
      !$0.placement.isHidden && $0.origin + $0.length > 0 && $0.origin < viewportLength
    }
  }

  /// The indices of ``onScreen``.
  package var onScreenIndices: [Int] { onScreen.map(\.index) }

  /// The live page whose item is nearest the anchor, as a content offset names it: the one
  /// `offset` items from it with `-0.5 < offset <= 0.5` (an exact half belongs to the following
  /// item).
  package var pageAtAnchor: LivePage<Source.Page, Source.PageID>? {
    livePages.first { $0.offset > -0.5 && $0.offset <= 0.5 }
  }
}

/// A scroll view that decelerates on its own toward a target, as a platform scroll view does
/// (velocity × 0.998 per millisecond), and reports every offset to the bridge.
package struct FakeScrollView {
  package var offset: Double
  package var start: Double = 0
  package var target: Double = 0
  package var startTime: Double = 0
  package var isDecelerating = false

  package init(offset: Double) {
    self.offset = offset
  }

  /// One frame of deceleration; returns `true` when it ended this frame.
  package mutating func frame<S: PageSource, T: TransitionStrategy>(
    at time: Double, bridge: ScrollViewBridge<S, T>
  ) -> Bool {
    guard isDecelerating else { return false }
    let remaining = pow(0.998, 1000 * (time - startTime))
    var next = target - (target - start) * remaining
    let ended = abs(target - next) < 0.5
    if ended { next = target }
    offset = bridge.scrollViewDidScroll(contentOffset: next)
    start += offset - next
    target += offset - next
    if ended {
      isDecelerating = false
      bridge.scrollViewDidEndDecelerating()
    }
    return ended
  }

  /// A drag of `distance` points of content (positive toward larger offsets) in `steps` frames.
  package mutating func drag<S: PageSource, T: TransitionStrategy>(
    _ distance: Double, steps: Int = 10, bridge: ScrollViewBridge<S, T>
  ) {
    bridge.scrollViewWillBeginDragging()
    for _ in 0..<steps {
      offset = bridge.scrollViewDidScroll(contentOffset: offset + distance / Double(steps))
    }
  }

  /// Ends a drag with a content velocity (points per second) and starts decelerating.
  package mutating func release<S: PageSource, T: TransitionStrategy>(
    velocity: Double, at time: Double, bridge: ScrollViewBridge<S, T>
  ) {
    let proposed = Deceleration.normal.restingOffset(from: offset, contentVelocity: velocity)
    let release = bridge.scrollViewWillEndDragging(
      contentVelocity: velocity, proposedContentOffset: proposed)
    offset = release.offset
    start = offset
    target = release.targetOffset
    startTime = time
    isDecelerating = abs(target - offset) >= 0.5
    bridge.scrollViewDidEndDragging(willDecelerate: isDecelerating)
  }
}

/// Integer items (identity = index) that loop, or not.
package func looping(_ items: [Int], circular: Bool = true) -> Loopable<ArrayPageSource<Int, Int>> {
  Loopable(ArrayPageSource(items), circular: circular)
}

/// How far the bridge's recentering band stays from each end of the loop's scrollable range
/// (the loop's rule, worked out by hand): half a stride when one item fills the viewport (the
/// content is the items with a copy at each end), else the viewport or 1000 points, whichever
/// is more (whole cycles repeated).
package func recenterMargin(itemLength: Double, spacing: Double, viewport: Double) -> Double {
  itemLength == viewport ? (itemLength + spacing) / 2 : max(viewport, 1000)
}
