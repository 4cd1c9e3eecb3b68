import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A trace's input is a ``PagerInput`` with its source and strategies described: the recorder
/// records the input a pager applied, and the two map onto each other (moved from
/// PagerInputTests with the trace module).
@Suite struct TraceInputTests {
  @Test func aRecorderRecordsTheInputApplied() throws {
    let (pager, _) = try makePager(count: 5)
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.apply(.advance(timestamp: 0))
    try pager.apply(.beginDrag)
    try pager.apply(.drag(translation: -30))
    try pager.apply(.endDrag(velocity: -800))
    pager.snap = try PagingSnap(maxItems: 2)
    try pager.apply(.setSnap(PagingSnap.paging))
    try pager.apply(.autoScroll(index: 3, direction: nil))
    let trace = try #require(recorder.trace())
    #expect(
      trace.steps.map(\.input) == [
        .advance(timestamp: 0), .beginDrag, .drag(translation: -30), .endDrag(velocity: -800),
        .setSnap(PagerTrace.Strategy(describing: try PagingSnap(maxItems: 2))),
        .setSnap(PagerTrace.Strategy(describing: PagingSnap.paging)),
        .autoScroll(index: 3, direction: nil),
      ])
  }

  @Test func aTraceInputMapsToAPagerInputAndBack() throws {
    let description = PagerTrace<String>.SourceDescription(ids: ["a", "b"])
    let input = PagerTrace<String>.Input.reload(description, layout: .fullPage)
    let resolved: Pager<ArrayPageSource<String, String>, SlideTransition>.Input = input.map(
      source: { ArrayPageSource($0.ids ?? [], id: \.self) },
      snap: { _ in PagingSnap.paging }, transition: { _ in SlideTransition() })
    guard case .reload(let source, let layout) = resolved else {
      Issue.record("expected a reload, got \(resolved)")
      return
    }
    #expect(source.count == 2 && source.id(at: 1) == "b" && layout == .fullPage)
    let back: PagerTrace<String>.Input = resolved.map(
      source: { PagerTrace.SourceDescription(ids: (0..<$0.count).compactMap($0.id(at:))) },
      snap: { PagerTrace.Strategy(describing: $0) },
      transition: { PagerTrace.Strategy(describing: $0) })
    #expect(back == input)
  }

  @Test func aSourceDescriptionIsASourceOfItsIdentities() {
    let listed = PagerTrace<String>.SourceDescription(ids: ["a", "b", "c"])
    #expect(listed.count == 3)
    #expect(listed.page(at: 1) == "b")
    #expect(listed.id(at: 3) == nil)
    #expect(listed.index(of: "c") == 2)
    let unlisted = PagerTrace<String>.SourceDescription(
      ids: nil, isCircular: false, bounds: PageBounds(first: 0, end: nil))
    #expect(unlisted.count == 0)
    #expect(unlisted.id(at: 0) == nil)
    #expect(unlisted.index(of: "a") == nil)
  }
}
