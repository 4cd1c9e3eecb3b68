import PageKitCore
import PageKitTestSupport
import Testing

#if canImport(Observation)

  @Suite struct ObservablePagerTests {
    @Test func settledIndexChangesNotifyObservers() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let (pager, _) = try makePager()
      let model = ObservablePager(pager)
      let flag = ObservationProbe { _ = model.settledIndex }
      try pager.scroll(to: 2, animated: false)
      #expect(flag.fired)
      #expect(model.settledIndex == 2)
      #expect(model.lastChange?.to == "p2")
      #expect(model.announcement == PageAnnouncement(pageNumber: 3, pageCount: 5))
    }

    @Test func aSwipeWithinAPageDoesNotInvalidateTheSettledIndex() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let (pager, _) = try makePager()
      let model = ObservablePager(pager)
      let settled = ObservationProbe { _ = model.settledIndex }
      let position = ObservationProbe { _ = model.position }
      try pager.beginDrag()
      try pager.drag(by: -20)
      #expect(position.fired)
      #expect(!settled.fired, "only changed values are written")
      #expect(model.position == 0.2)
      #expect(model.phase == .dragging)
    }

    @Test func modelStopsObservingWhenReleased() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let (pager, _) = try makePager()
      weak var weakModel: ObservablePager<Pager<AnyCircular, SlideTransition>>?
      do {
        let model = ObservablePager(pager)
        weakModel = model
        try pager.scroll(to: 1, animated: false)
        #expect(model.settledIndex == 1)
      }
      #expect(weakModel == nil)
      try pager.scroll(to: 2, animated: false)
      #expect(pager.settledIndex == 2)
    }

    @Test func refreshPicksUpSilentChanges() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let (pager, _) = try makePager(count: 2)
      let model = ObservablePager(pager)
      try pager.reload(
        AnyCircular(ArrayPageSource(["p0", "p1", "p2"], id: \.self), circular: false))
      model.refresh()
      #expect(model.count == 3)
    }
  }
#endif

@Suite struct PagerAccessibilityTests {
  @Test func announcementNamesThePageAndCount() throws {
    let (pager, _) = try makePager(initialIndex: 1)
    let announcement = try #require(pager.accessibilityAnnouncement)
    #expect(announcement.description == "Page 2 of 5")
    #expect(announcement.pageNumber == 2 && announcement.pageCount == 5)
    let (empty, _) = try makePager(count: 0)
    #expect(empty.accessibilityAnnouncement == nil)
  }

  @Test func adjustableActionsStepAndReportTheEdges() throws {
    let (pager, recorder) = try makePager(count: 2)
    #expect(pager.accessibilityIncrement())
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
    #expect(!pager.accessibilityIncrement())
    #expect(pager.accessibilityDecrement())
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(!pager.accessibilityDecrement())
    #expect(recorder.didChanges.count == 2)
  }

  @Test func adjustableActionsAreRefusedDuringADrag() throws {
    let (pager, _) = try makePager()
    try pager.beginDrag()
    #expect(!pager.accessibilityIncrement())
    #expect(pager.phase == .dragging)
  }
}
