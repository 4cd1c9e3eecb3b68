import PageKitCore
import PageKitTestSupport

/// A pager of `count` string pages keyed by name, 100 pt per page, with a recorder attached.
func makePager(
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

/// An array source that is circular or not, so tests can share one pager type.
struct AnyCircular: PageSource {
  var base: ArrayPageSource<String, String>
  var circular: Bool

  init(_ base: ArrayPageSource<String, String>, circular: Bool) {
    self.base = base
    self.circular = circular
  }

  var count: Int { base.count }
  var isCircular: Bool { circular && base.count >= 2 }
  func page(at index: Int) -> String? { base.page(at: index) }
  func id(at index: Int) -> String? { base.id(at: index) }
  func index(of id: String) -> Int? { base.index(of: id) }
}

extension Pager {
  /// Advances in 60 Hz frames from the current time until the pager rests (at most 10 s).
  @discardableResult
  func runUntilIdle(from start: Double? = nil, frame: Double = 1.0 / 60) throws -> Double {
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

  /// A drag of `points` in one step, then a release at `velocity`.
  func swipe(by points: Double, velocity: Double) throws {
    try beginDrag()
    try drag(by: points)
    try endDrag(velocity: velocity)
  }

  /// The indices of the live pages, in slot order.
  var liveIndices: [Int] { livePages.map(\.index) }
}
