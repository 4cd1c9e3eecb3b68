package import PageKitCore
import PageKitSnap
package import PageKitTestSupport
package import Testing

/// The card names `prefix0`, `prefix1`, …
package func cardNames(_ count: Int, prefix: String = "card") -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// An array source keyed by name.
package typealias Cards = ArrayPageSource<String, String>

/// A pager of cards with the default slide transition.
package typealias CardPager = Pager<Cards, SlideTransition>

/// The snapping seed's App Store shelf as a strategy sees it: 300-point cards 10 points apart,
/// 16 points of padding at both ends (anchor offsets `310 · i`). A pager with
/// ``shelfItems`` at `.leading(16)` lays its cards out exactly so.
package func shelfLayout(count: Int = 10) throws -> UniformStrip {
  try UniformStrip(
    count: count, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16)
}

/// The shelf's item layout: 300-point cards 10 points apart. At `.leading(16)` the pager pads
/// both ends with 16 points, as ``shelfLayout(count:)`` does.
package let shelfItems = PagerLayout.uniform(itemLength: 300, spacing: 10)

/// A variable layout of `count` items `length` points long, 10 points apart: one whose count a
/// test can make differ from its source's (a uniform layout takes the source's count).
package func variableItems(count: Int, length: Double = 300) -> PagerLayout {
  .variable(itemLengths: Array(repeating: length, count: max(count, 0)), spacing: 10)
}

/// A shelf pager (the seed: `DirectionalSnap(velocityThreshold: 300)`, `.leading(16)`) with a
/// recorder attached.
package func makeShelf(
  count: Int = 10, viewport: Double = 375, initialIndex: Int = 0, axis: Axis = .horizontal,
  layoutDirection: LayoutDirection = .leftToRight, preloadCount: Int = 1,
  reduceMotion: Bool = false
) throws -> (CardPager, RecordingDelegate<String>) {
  let pager = try Pager(
    source: Cards(cardNames(count), id: \.self), layout: shelfItems, anchor: .leading(16),
    snap: DirectionalSnap(velocityThreshold: 300), initialIndex: initialIndex,
    configuration: PagerConfiguration(
      viewportLength: viewport, axis: axis, layoutDirection: layoutDirection,
      preloadCount: preloadCount, reduceMotion: reduceMotion))
  let recorder = RecordingDelegate<String>()
  pager.delegate = recorder
  return (pager, recorder)
}

extension Pager {
  /// Advances in 60 Hz frames from the current time until the pager rests (at most 10 s),
  /// checking the engine's invariants after every frame.
  @discardableResult
  package func runUntilIdleCheckingInvariants(
    frame: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> Double
  {
    var now = currentTime ?? 0
    try advance(to: now)
    var frames = 0
    while phase == .settling && frames < 600 {
      now += frame
      try advance(to: now)
      expectInvariants(sourceLocation: sourceLocation)
      frames += 1
    }
    return now
  }

  /// The content offsets of every frame until rest (60 Hz).
  package func framesUntilIdle() throws -> [Double] {
    var now = currentTime ?? 0
    try advance(to: now)
    var offsets = [contentOffset]
    var frames = 0
    while phase == .settling && frames < 600 {
      now += 1.0 / 60
      try advance(to: now)
      offsets.append(contentOffset)
      frames += 1
    }
    return offsets
  }

  /// Records an issue for every broken engine invariant.
  package func expectInvariants(sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = checkInvariants()
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  /// The live pages any part of which lies in the viewport (an item that only touches an edge
  /// is not on screen), in slot order.
  package var visiblePages: [LivePage<Source.Page, Source.PageID>] {
    livePages.filter { $0.origin < viewportLength && $0.origin + $0.length > 0 }
  }

  /// The indices of the visible pages.
  package var visibleIndices: [Int] { visiblePages.map(\.index) }

  /// The indices of the live pages, in slot order.
  package var liveIndices: [Int] { livePages.map(\.index) }

  /// A live page's leading edge in points from the viewport's leading edge in reading order:
  /// ``LivePage/origin`` unmirrored (for a right-to-left horizontal pager, `origin` counts from
  /// the left edge, the trailing one).
  package func leadingEdge(of page: LivePage<Source.Page, Source.PageID>) -> Double {
    axis == .horizontal && layoutDirection == .rightToLeft
      ? viewportLength - page.origin - page.length : page.origin
  }
}

extension Pager where Source == Cards {
  /// The names of the visible items.
  package var visibleNames: [String] { visiblePages.map(\.id) }
}

extension RecordingDelegate {
  /// The will/did/cancel events as short strings (`will a>b user`).
  package var pageLog: [String] {
    pageEvents.compactMap { event -> String? in
      func describe(_ kind: String, _ change: PageChange<PageID>) -> String {
        let from = change.from.map { "\($0)" } ?? "nil"
        let to = change.to.map { "\($0)" } ?? "nil"
        return "\(kind) \(from)>\(to) \(change.cause)"
      }
      switch event {
      case .willChangePage(let change): return describe("will", change)
      case .didChangePage(let change): return describe("did", change)
      case .didCancelPageChange(let change): return describe("cancel", change)
      default: return nil
      }
    }
  }
}

extension Pager {
  /// The bounded item geometry of a pager with an item layout over a source that does not wrap
  /// (`nil` otherwise): what the tests read to check the drawn frame.
  package var stripCore: PagerItemGeometry<Source>? {
    guard let items, items.loopFrame == nil else { return nil }
    return items
  }
}
