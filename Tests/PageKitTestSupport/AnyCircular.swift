package import PageKitCore

/// A pager of `count` string pages keyed by name, 100 pt per page, with a recorder attached.
package func makePager(
  count: Int = 5, initialIndex: Int = 0, circular: Bool = false,
  snap: any SnapStrategy = PagingSnap.paging,
  configuration: PagerConfiguration = PagerConfiguration(viewportLength: 100)
) throws -> (Pager<AnyCircular, SlideTransition>, RecordingDelegate<String>) {
  let pages = (0..<count).map { "p\($0)" }
  let source = AnyCircular(ArrayPageSource(pages, id: \.self), circular: circular)
  let pager = try Pager(
    source: source, snap: snap, initialIndex: initialIndex, configuration: configuration)
  let recorder = RecordingDelegate<String>()
  pager.delegate = recorder
  return (pager, recorder)
}

/// An array source of strings that is circular or not, so tests can share one pager type (the
/// Core tests' pagers and the trace tests' sessions).
package struct AnyCircular: PageSource {
  /// The pages.
  package var base: ArrayPageSource<String, String>
  /// Whether the source wraps around (with two pages or more).
  package var circular: Bool

  /// A source over `base`, circular or not.
  package init(_ base: ArrayPageSource<String, String>, circular: Bool) {
    self.base = base
    self.circular = circular
  }

  package var count: Int { base.count }
  package var isCircular: Bool { circular && base.count >= 2 }
  package func page(at index: Int) -> String? { base.page(at: index) }
  package func id(at index: Int) -> String? { base.id(at: index) }
  package func index(of id: String) -> Int? { base.index(of: id) }
}

// The helpers every test target drives its pagers with (PageKitTestFixtures adds
// `runUntilIdleCheckingInvariants` and the other fixtures of item layouts and loops).
extension Pager {
  /// Advances in 60 Hz frames from the current time until the pager rests (at most 10 s).
  @discardableResult
  package func runUntilIdle(from start: Double? = nil, frame: Double = 1.0 / 60) throws -> Double {
    var now = start ?? currentTime ?? 0
    try advance(to: now)
    var frames = 0
    while phase == .settling && frames < 600 {
      now += frame
      try advance(to: now)
      frames += 1
    }
    return now
  }

  /// A drag of `points` in one step, then a release at `velocity` (finger, points per second).
  package func swipe(by points: Double, velocity: Double) throws {
    try beginDrag()
    try drag(by: points)
    try endDrag(velocity: velocity)
  }
}
