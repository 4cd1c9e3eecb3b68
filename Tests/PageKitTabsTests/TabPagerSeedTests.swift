import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

/// The pager-tab seed's scenario: three tabs (products, recent, wish list) over a circular
/// three-page pager, with a bar of three 100-point tabs and 300-point pages.
@Suite struct TabPagerSeedTests {
  typealias Coordinator = TabMenuCoordinator<
    Pager<CoordinatorFixtures.Circular, SlideTransition>
  >

  static let titles = ["products", "recent", "wishList"]

  static func make() throws -> (Coordinator, RecordingDelegate<String>, SelectionLog<String>) {
    let pager = try CoordinatorFixtures.pager(CoordinatorFixtures.keyed(titles).circular())
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    let coordinator = try Coordinator(
      pager: pager, menu: try CoordinatorFixtures.menu(3))
    let log = SelectionLog<String>()
    log.attach(to: coordinator)
    return (coordinator, recorder, log)
  }

  @Test func tappingTheThirdTabFromTheFirstGoesForwardStraightToIt() throws {
    // Given the pager on products
    let (tabs, recorder, log) = try Self.make()
    var clock = FrameClock()
    // When the wish-list tab is tapped
    #expect(try tabs.selectTab(2))
    // Then the pager moves forward (the bar's order), not the short way back across the seam
    #expect(recorder.willChanges.map(\.direction) == [.forward])
    #expect(tabs.pager.motion?.direction == .forward)
    let frames = try clock.settle(tabs)
    // And the indicator goes straight from products to wish list without lighting recent
    for frame in frames {
      #expect(frame.selectionProgress(of: 1) == 0)
      #expect(frame.indicatorFrame.origin >= -1e-9 && frame.indicatorFrame.end <= 300 + 1e-9)
    }
    #expect(frames.contains { $0.indicatorFrame.origin > 90 && $0.indicatorFrame.origin < 110 })
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 200, length: 100))
    #expect(log.changes.map(\.toIndex) == [2])
    #expect(log.changes.map(\.cause) == [.programmatic])
  }

  @Test func tappingTheFirstTabFromTheThirdGoesInReverse() throws {
    // Given the pager on wish list
    let (tabs, recorder, log) = try Self.make()
    var clock = FrameClock()
    try tabs.selectTab(2, animated: false)
    recorder.reset()
    // When products is tapped
    try tabs.selectTab(0)
    // Then the pager moves in reverse, though forward across the seam would be one page
    #expect(recorder.willChanges.map(\.direction) == [.reverse])
    #expect(tabs.pager.motion?.direction == .reverse)
    let frames = try clock.settle(tabs)
    for frame in frames { #expect(frame.selectionProgress(of: 1) == 0) }
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 0, length: 100))
    #expect(log.changes.map(\.toIndex) == [2, 0])
    #expect(recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test func swipingBackFromTheFirstWrapsToTheThird() throws {
    // Given the pager on products
    let (tabs, recorder, log) = try Self.make()
    var clock = FrameClock()
    // When the finger moves right by a third of a page
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: 100)
    // Then the indicator slides left into the virtual slot before products
    let early = try #require(tabs.snapshot())
    #expect(abs(early.indicatorFrame.origin - -100.0 / 3) < 1e-9)
    #expect(early.selectedTab == 0)
    // And past half way it comes in from the virtual slot after wish list
    try tabs.pager.drag(by: 100)
    let late = try #require(tabs.snapshot())
    #expect(abs(late.indicatorFrame.origin - (200 + 100.0 / 3)) < 1e-9)
    #expect(late.selectedTab == 2)
    // When the finger lifts
    try tabs.pager.endDrag(velocity: 0)
    _ = try clock.settle(tabs)
    // Then wish list is selected once, by the user, going backward
    #expect(tabs.selectedTab == 2)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 200, length: 100))
    #expect(log.changes.map(\.toIndex) == [2])
    #expect(log.changes.map(\.cause) == [.user])
    #expect(recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test func atHalfASwipeTheIndicatorIsExactlyHalfWay() throws {
    let (tabs, _, _) = try Self.make()
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: -150)
    let snapshot = try #require(tabs.snapshot())
    #expect(snapshot.indicatorFrame == StripSpan(origin: 50, length: 100))
    #expect(snapshot.selectionProgress(of: 0) == 0.5)
    #expect(snapshot.selectionProgress(of: 1) == 0.5)
    #expect(snapshot.selectedTab == 0)  // an exact half stays with the tab it comes from
  }

  @Test func aCancelledSwipeReturnsTheIndicatorAndSelectsNothing() throws {
    // Given a swipe toward recent that goes 40 % of the way
    let (tabs, recorder, log) = try Self.make()
    var clock = FrameClock()
    try tabs.pager.beginDrag()
    try tabs.pager.drag(by: -120)
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 40, length: 100))
    // When it is released slowly
    try tabs.pager.endDrag(velocity: 0)
    let frames = try clock.settle(tabs)
    // Then no tab was selected, and the indicator is back exactly on products
    #expect(log.changes.isEmpty)
    #expect(recorder.didChanges.isEmpty)
    #expect(frames.allSatisfy { $0.selectedTab == 0 })
    #expect(tabs.snapshot()?.indicatorFrame == StripSpan(origin: 0, length: 100))
    #expect(tabs.snapshot()?.isAtRest == true)
  }
}
