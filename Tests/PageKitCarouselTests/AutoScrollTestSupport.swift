import PageKitCarousel
import PageKitCore
import PageKitTestSupport
import PageKitTrace

/// A controller the auto-scroll tests drive headless, as a host's frame loop would: a pager (of
/// full pages or with an item layout, bounded or looping) of integer identities.
protocol HeadlessController: PagingController where PageID == Int {
  func advance(to timestamp: Double) throws(PagerError)
  func beginDrag() throws(PagerError)
  func drag(by translation: Double) throws(PagerError)
  func endDrag(velocity: Double) throws(PagerError)
  var settledIndex: Int { get }
  var settledPageID: Int? { get }
  /// One page (or item and its spacing), in points: the length of a swipe that moves one page.
  var pageStride: Double { get }
  /// The indices, as the public API tells them: a pager's `bounds`, `0..<count` otherwise.
  var knownBounds: PageBounds { get }
  func checkInvariants() -> [String]
  /// A trace recorder attached to the controller, for a failing seed's report.
  func attachTraceRecorder() -> PagerTraceRecorder<Int>
}

extension Pager: HeadlessController where Source.PageID == Int {
  func attachTraceRecorder() -> PagerTraceRecorder<Int> { PagerTraceRecorder(recording: self) }
  /// A page, or for an item layout an item and its spacing (the mean item for a variable one).
  var pageStride: Double {
    switch layout {
    case .fullPage:
      return viewportLength
    case .uniform(let itemLength, let spacing):
      return itemLength + spacing
    case .variable(let itemLengths, let spacing):
      guard !itemLengths.isEmpty else { return viewportLength }
      return itemLengths.reduce(0, +) / Double(itemLengths.count) + spacing
    }
  }
  var knownBounds: PageBounds { bounds }
}

typealias IntPager = Pager<ArrayPageSource<Int, Int>, SlideTransition>
typealias CircularIntPager = Pager<
  CircularPageSource<ArrayPageSource<Int, Int>>, SlideTransition
>

/// A bounded pager of `count` keyed pages (identities `0..<count`), 375 points wide.
func makeAutoPager(count: Int, initialIndex: Int = 0) throws -> IntPager {
  try Pager(
    source: ArrayPageSource(Array(0..<count), id: \.self), initialIndex: initialIndex,
    configuration: PagerConfiguration(viewportLength: 375))
}

/// A circular pager of `count` keyed pages, 375 points wide.
func makeCircularAutoPager(count: Int) throws -> CircularIntPager {
  try Pager(
    source: ArrayPageSource(Array(0..<count), id: \.self).circular(),
    configuration: PagerConfiguration(viewportLength: 375))
}

/// A host's frame loop: at every 60 Hz frame the controller's `advance(to:)`, then the
/// auto-scroller's `advance(_:to:pausedBy:)`. Times are `frame / 60`, exact at whole seconds.
final class AutoScrollHost<Controller: HeadlessController> {
  let controller: Controller
  var scroller: AutoScroller
  /// The host's pause reasons, passed at every frame.
  var reasons: AutoScroller.PauseReasons = []
  /// The frame number; the time is `frame / 60`.
  private(set) var frame = 0
  /// Every move the auto-scroller made, with the frame time it was made at.
  private(set) var moves: [(time: Double, action: AutoScrollAction)] = []
  /// Every event, in delivery order.
  let recorder = RecordingDelegate<Int>()
  /// The pairing rules, checked on every event.
  let ledger: PagingEventLedger<Int>

  init(_ controller: Controller, scroller: AutoScroller) {
    self.controller = controller
    self.scroller = scroller
    ledger = PagingEventLedger(attachingTo: controller, settled: controller.settledPageID)
    controller.delegate = recorder
  }

  /// The time of the current frame, in seconds.
  var time: Double { Double(frame) / 60 }

  /// The times of the moves made.
  var moveTimes: [Double] { moves.map(\.time) }

  /// One frame at the current time: the controller, then the auto-scroller.
  func tick() throws {
    try controller.advance(to: time)
    if let action = scroller.advanceAction(controller, to: time, pausedBy: reasons) {
      moves.append((time, action))
    }
    if controller.phase == .idle {
      ledger.checker.checkAtRest(settled: controller.settledPageID)
    } else {
      ledger.checker.check(settled: controller.settledPageID)
    }
  }

  /// Frames from the next one through `end` seconds; `each` runs before every frame's tick.
  func run(through end: Double, each: (AutoScrollHost) throws -> Void = { _ in }) throws {
    while time < end - 1e-9 {
      frame += 1
      try each(self)
      try tick()
    }
  }

  /// Frames until the controller is at rest (at most ten seconds).
  func runUntilIdle() throws {
    let limit = time + 10
    while controller.phase != .idle, time < limit {
      frame += 1
      try tick()
    }
  }

  /// The `didChangePage` events' causes.
  var didCauses: [PageChangeCause] { recorder.didChanges.map(\.cause) }

  /// The `didChangePage` events' destination indices.
  var didIndices: [Int?] { recorder.didChanges.map(\.toIndex) }
}
