import PageKitCore
import PageKitTestSupport
import PageKitTrace

/// A session every trace test can record: swipes, frames, a far jump retargeted mid-flight, a
/// reload that removes the target, a restore, Reduce Motion and a new snap strategy.
enum TraceSession {
  static let keys = ["A", "B", "C", "D", "E", "F"]

  /// A keyed pager over A–F, 100 points a page.
  static func pager(
    layout: PagerLayout = .fullPage, anchor: SnapAnchor = .leading(0), circular: Bool = false
  ) throws -> Pager<AnyCircular, SlideTransition> {
    try Pager(
      source: AnyCircular(ArrayPageSource(keys, id: \.self), circular: circular),
      layout: layout, anchor: anchor, configuration: PagerConfiguration(viewportLength: 100))
  }

  /// Frames of 1/60 s from `time` until the pager rests (at most two seconds).
  static func frames(_ pager: Pager<AnyCircular, SlideTransition>, from time: inout Double) {
    for _ in 0..<120 {
      time += 1.0 / 60
      try? pager.advance(to: time)
      if pager.phase == .idle { return }
    }
  }

  /// Plays the session on `pager`; errors the pager throws are part of it.
  static func play(on pager: Pager<AnyCircular, SlideTransition>) {
    var time = 0.0
    try? pager.advance(to: time)
    try? pager.beginDrag()
    try? pager.drag(by: -30)
    try? pager.drag(by: -45.5)
    try? pager.endDrag(velocity: -900)
    frames(pager, from: &time)
    try? pager.scroll(to: 4)
    time += 1.0 / 60
    try? pager.advance(to: time)
    try? pager.scroll(to: 3)
    frames(pager, from: &time)
    try? pager.scroll(to: 99)
    try? pager.beginDrag()
    try? pager.drag(by: 20)
    try? pager.endDrag(velocity: 100)
    time += 1.0 / 60
    try? pager.advance(to: time)
    let ids = keys.filter { $0 != "C" && $0 != "D" }
    try? pager.reload(AnyCircular(ArrayPageSource(ids, id: \.self), circular: false))
    frames(pager, from: &time)
    try? pager.restore(PagerSnapshot(pageID: "A", index: 0))
    var configuration = pager.configuration
    configuration.reduceMotion = true
    try? pager.setConfiguration(configuration)
    try? pager.scrollToNext()
    frames(pager, from: &time)
    try? pager.setViewportLength(120)
    pager.snap = (try? PagingSnap(maxItems: 3)) ?? PagingSnap.paging
    try? pager.beginDrag()
    try? pager.drag(by: -10)
    try? pager.endDrag(velocity: -2_500)
    frames(pager, from: &time)
  }

  /// The trace of the session.
  static func trace(
    layout: PagerLayout = .fullPage, anchor: SnapAnchor = .leading(0), circular: Bool = false
  ) throws -> PagerTrace<String> {
    let pager = try pager(layout: layout, anchor: anchor, circular: circular)
    let recorder = PagerTraceRecorder(recording: pager)
    play(on: pager)
    guard let trace = recorder.trace() else { throw TraceTestError.noTrace }
    return trace
  }
}

enum TraceTestError: Error {
  case noTrace
}
