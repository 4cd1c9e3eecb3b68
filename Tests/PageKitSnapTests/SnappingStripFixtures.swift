import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// The card names `prefix0`, `prefix1`, …
func cardNames(_ count: Int, prefix: String = "card") -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// An array source keyed by name.
typealias Cards = ArrayPageSource<String, String>

/// The snapping seed's App Store shelf: 300-point cards 10 points apart, 16 points of padding at
/// both ends (anchor offsets `310 · i`).
func shelfLayout(count: Int = 10) throws -> UniformStrip {
  try UniformStrip(
    count: count, itemLength: 300, spacing: 10, leadingInset: 16, trailingInset: 16)
}

/// A shelf strip (the seed: `DirectionalSnap(velocityThreshold: 300)`, `.leading(16)`) with a
/// recorder attached.
func makeShelf(
  count: Int = 10, viewport: Double = 375, initialIndex: Int = 0, axis: Axis = .horizontal,
  layoutDirection: LayoutDirection = .leftToRight
) throws -> (SnappingStrip<Cards, UniformStrip, DirectionalSnap>, RecordingDelegate<String>) {
  let strip = try SnappingStrip(
    source: Cards(cardNames(count), id: \.self), layout: shelfLayout(count: count),
    snap: DirectionalSnap(velocityThreshold: 300), viewportLength: viewport,
    anchor: .leading(16), axis: axis, layoutDirection: layoutDirection,
    initialIndex: initialIndex)
  let recorder = RecordingDelegate<String>()
  strip.delegate = recorder
  return (strip, recorder)
}

extension SnappingStrip {
  /// Advances in 60 Hz frames from the current time until the strip rests (at most 10 s),
  /// checking the engine's invariants after every frame.
  @discardableResult
  func runUntilIdle(frame: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation)
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

  /// The offsets of every frame until rest (60 Hz).
  func framesUntilIdle() throws -> [Double] {
    var now = currentTime ?? 0
    try advance(to: now)
    var offsets = [offset]
    var frames = 0
    while phase == .settling && frames < 600 {
      now += 1.0 / 60
      try advance(to: now)
      offsets.append(offset)
      frames += 1
    }
    return offsets
  }

  /// A drag of `points` in one step, then a release at `velocity` (finger, points per second).
  func swipe(by points: Double, velocity: Double) throws {
    try beginDrag()
    try drag(by: points)
    try endDrag(velocity: velocity)
  }

  /// Records an issue for every broken engine invariant.
  func expectInvariants(sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = checkInvariants()
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  }

  /// The indices of the visible items.
  var visibleIndices: [Int] { visibleItems.map(\.index) }
}

extension RecordingDelegate {
  /// The will/did/cancel events as short strings (`will a>b user`).
  var pageLog: [String] {
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
