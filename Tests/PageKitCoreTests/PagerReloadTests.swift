import PageKitCore
import PageKitTestSupport
import Testing

@Suite struct PagerReloadTests {
  func source(_ names: [String], circular: Bool = false) -> AnyCircular {
    AnyCircular(ArrayPageSource(names, id: \.self), circular: circular)
  }

  @Test func insertBeforeTheCurrentPageKeepsItByIdentity() throws {
    let (pager, recorder) = try makePager(initialIndex: 2)
    try pager.reload(source(["new0", "new1", "p0", "p1", "p2", "p3", "p4"]))
    #expect(pager.settledIndex == 4)
    #expect(pager.settledPageID == "p2")
    #expect(pager.position == 4)
    #expect(recorder.didChanges.isEmpty, "an index shift of the same page is not a change")
    #expect(recorder.willChanges.isEmpty)
  }

  @Test func insertAtTheCurrentIndexKeepsTheCurrentPage() throws {
    let (pager, _) = try makePager(initialIndex: 1)
    try pager.reload(source(["p0", "new", "p1", "p2"]))
    #expect(pager.settledPageID == "p1")
    #expect(pager.settledIndex == 2)
  }

  @Test func removedCurrentPageIsReplacedByThePageAtItsIndex() throws {
    let (pager, recorder) = try makePager(initialIndex: 2)
    try pager.reload(source(["p0", "p1", "p3", "p4"]))
    #expect(pager.settledIndex == 2)
    #expect(pager.settledPageID == "p3")
    let did = try #require(recorder.didChanges.first)
    #expect(recorder.didChanges.count == 1)
    #expect(did.from == "p2" && did.to == "p3")
    #expect(did.fromIndex == nil, "the removed page is not in the new source")
    #expect(did.cause == .dataReload)
    #expect(did.direction == .forward)
    #expect(recorder.willChanges.count == 1)
  }

  @Test func removedLastPageIsReplacedByThePreviousOne() throws {
    let (pager, recorder) = try makePager(initialIndex: 4)
    try pager.reload(source(["p0", "p1", "p2", "p3"]))
    #expect(pager.settledIndex == 3)
    #expect(recorder.didChanges.first?.direction == .reverse)
  }

  @Test func reloadToEmptyAndBack() throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    try pager.reload(source([]))
    #expect(pager.isEmpty)
    #expect(pager.settledIndex == 0 && pager.currentIndex == 0 && pager.position == 0)
    #expect(pager.livePages.isEmpty)
    #expect(recorder.didChanges.last?.to == nil)
    #expect(recorder.didChanges.last?.from == "p1")
    #expect(throws: PagerError.emptySource) { try pager.scroll(to: 0) }
    #expect(throws: PagerError.emptySource) { try pager.beginDrag() }
    #expect(throws: PagerError.emptySource) { try pager.scrollToNext() }
    try pager.reload(source(["a", "b"]))
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.last?.from == nil)
    #expect(recorder.didChanges.last?.to == "a")
    #expect(recorder.didChanges.count == 2)
  }

  @Test func emptyPagerConstructionRequiresIndexZero() throws {
    #expect(throws: PagerError.indexOutOfRange(index: 1, count: 0)) {
      _ = try Pager(
        source: ArrayPageSource([Int]()), initialIndex: 1, configuration: .init(viewportLength: 100)
      )
    }
    let pager = try Pager(
      source: ArrayPageSource([Int]()), configuration: .init(viewportLength: 100))
    #expect(pager.isEmpty)
    try pager.advance(to: 1)
    #expect(throws: PagerError.emptySource) { try pager.drag(by: 3) }
    #expect(throws: PagerError.emptySource) { try pager.endDrag(velocity: 3) }
  }

  @Test func reloadDuringASettleKeepsTheTargetByIdentity() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.05)
    try pager.reload(source(["x", "p0", "p1", "p2"]))
    #expect(pager.targetIndex == 2)
    try pager.runUntilIdle()
    #expect(pager.settledPageID == "p1")
    #expect(recorder.didChanges.map(\.to) == ["p1"])
    #expect(recorder.didChanges.first?.cause == .programmatic)
  }

  @Test func removedTargetIsReplacedAndReannounced() throws {
    let (pager, recorder) = try makePager()
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.05)
    try pager.reload(source(["p0", "p2", "p3"]))
    #expect(pager.targetIndex == 1)
    #expect(recorder.willChanges.map(\.to) == ["p1", "p2"])
    // A change to the stand-in of a removed target is the reload's (the reload rules).
    #expect(recorder.willChanges.last?.cause == .dataReload)
    try pager.runUntilIdle()
    #expect(recorder.didChanges.map(\.to) == ["p2"])
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
  }

  @Test func removedSettledPageMidMotionClosesWithDidChangeFromIt() throws {
    let (pager, recorder) = try makePager(initialIndex: 1)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -20)
    try pager.reload(source(["p0", "p2", "p3", "p4"]))
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    let did = try #require(recorder.didChanges.last)
    #expect(did.from == "p1")
    #expect(recorder.didChanges.count == 1)
    #expect(pager.settledPageID == did.to)
    // The did closes a will: the removal was announced when it happened.
    let kinds = recorder.pageEvents.compactMap { event -> String? in
      switch event {
      case .willChangePage: "will"
      case .didChangePage: "did"
      case .didCancelPageChange: "cancel"
      default: nil
      }
    }
    #expect(kinds == ["will", "did"])
  }

  @Test func sourceThatShrinksBehindThePagersBackIsDetected() throws {
    final class Shrinking: GeneratedPageSource<Int> {
      var limit = 10
      override var count: Int { limit }
      override func makePage(at index: Int) -> Int { index }
    }
    let source = Shrinking(count: 10)
    let pager = try Pager(
      source: source, initialIndex: 8, configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 0)
    try pager.scroll(to: 9)
    try pager.advance(to: 0.05)
    source.limit = 3
    try pager.advance(to: 0.1)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
    #expect(pager.count == 3)
    #expect(pager.livePages.allSatisfy { $0.index < 3 })
  }

  @Test func reloadFromInsideAnEventHandlerIsSafeAndOrdered() throws {
    let (pager, recorder) = try makePager()
    var reloaded = false
    recorder.onRecord = { event in
      if case .didChangePage = event, !reloaded {
        reloaded = true
        do {
          try pager.reload(self.source(["p1", "p2"]))
        } catch {
          Issue.record("the reload threw \(error)")
        }
      }
    }
    try pager.scroll(to: 3, animated: false)
    #expect(pager.settledPageID == "p2")
    let dids = recorder.didChanges
    #expect(dids.map(\.to) == ["p3", "p2"])
    #expect(dids.last?.cause == .dataReload)
  }

  @Test func commandFromInsideAHandlerRunsAgainstTheFinalState() throws {
    let (pager, recorder) = try makePager()
    var issued = false
    recorder.onRecord = { event in
      if case .didChangePage(let change) = event, change.to == "p1", !issued {
        issued = true
        #expect(pager.settledIndex == 1, "state is final before events are delivered")
        try? pager.scroll(to: 2, animated: false)
      }
    }
    try pager.scroll(to: 1, animated: false)
    #expect(pager.settledIndex == 2)
    let kinds = recorder.pageEvents.map { event -> String in
      switch event {
      case .willChangePage(let c): "will \(c.to ?? "-")"
      case .didChangePage(let c): "did \(c.to ?? "-")"
      default: "other"
      }
    }
    #expect(kinds == ["will p1", "did p1", "will p2", "did p2"])
  }

  @Test func snapshotRestoresByIdentityAndAnnouncesNothing() throws {
    let (pager, _) = try makePager(initialIndex: 3)
    let snapshot = pager.snapshot()
    let (other, recorder) = try makePager(count: 0)
    try other.reload(source(["z", "p0", "p1", "p2", "p3"]))
    recorder.reset()
    try other.restore(snapshot)
    #expect(other.settledPageID == "p3")
    #expect(other.settledIndex == 4)
    #expect(recorder.events.isEmpty)
  }

  @Test func snapshotIsCodableAndFallsBackToItsIndex() throws {
    let snapshot = PagerSnapshot(pageID: "gone", index: 9)
    let (pager, _) = try makePager()
    try pager.restore(snapshot)
    #expect(pager.settledIndex == 4)
  }

  @Test func indexIdentityMeansSameIndexSamePage() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"]), initialIndex: 1,
      configuration: .init(viewportLength: 100))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.reload(ArrayPageSource(["x", "a", "b", "c"]))
    #expect(pager.settledIndex == 1)
    #expect(pager.livePages.first { $0.index == 1 }?.page == "a")
    #expect(recorder.didChanges.isEmpty)
  }
}
