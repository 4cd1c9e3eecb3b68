import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

#if canImport(Observation)

  @Suite struct ObservableTabMenuTests {
    func makeTabs() throws -> TabMenuCoordinator<
      Pager<ArrayPageSource<String, Int>, SlideTransition>
    > {
      let pager = try Pager(
        source: ArrayPageSource(["a", "b", "c"]),
        configuration: PagerConfiguration(viewportLength: 300)
      )
      let menu = try TabMenu(tabCount: 3, sizing: .equal, barLength: 300)
      return try TabMenuCoordinator(pager: pager, menu: menu)
    }

    @Test func aSwipeUpdatesTheSnapshotButNotTheSelection() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let model = ObservableTabMenu(try makeTabs())
      let snapshot = ObservationProbe { _ = model.snapshot }
      let selection = ObservationProbe { _ = model.selectedTab }
      try model.coordinator.pager.beginDrag()
      try model.coordinator.pager.drag(by: -150)
      #expect(snapshot.fired)
      #expect(!selection.fired)
      let frame = try #require(model.snapshot?.indicatorFrame)
      #expect(frame.origin == 50, "half way from tab 0 (0…100) to tab 1 (100…200)")
    }

    @Test func aTapChangesTheSelectionOnceAtRest() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let model = ObservableTabMenu(try makeTabs())
      let selection = ObservationProbe { _ = model.selectedTab }
      try model.coordinator.selectTab(2, animated: false)
      #expect(selection.fired)
      #expect(model.selectedTab == 2)
      #expect(model.snapshot?.indicatorFrame.origin == 200)
    }
  }
#endif
