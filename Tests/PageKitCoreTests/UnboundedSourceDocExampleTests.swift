import PageKitCore
import Testing

/// The examples of sources without a count in the doc comments and `Docs/PageSources.md`, as
/// written there, with what they promise checked.
@Suite struct UnboundedSourceDocExampleTests {
  @Test func pageBoundsContainIndicesOnEverySideWithoutAnEnd() {
    // PageBounds's doc comment
    let days = PageBounds.unbounded
    let past = days.contains(-10_000)  // true
    let pastTheEnd = PageBounds(count: 3).contains(3)  // false
    #expect(past && !pastTheEnd)
  }

  @Test func theReachOfAFeed() {
    // PageBounds.reachable's doc comment
    let reached = PageBounds(first: 0, end: nil).reachable  // 0 ..< 2^20 + 1
    #expect(reached == PageBounds(first: 0, end: (1 << 20) + 1))
  }

  @Test func unboundedSourcesOfDays() {
    // UnboundedPageSource's doc comment
    struct Day { var offset: Int }
    let days = UnboundedPageSource { Day(offset: $0) }  // every day, both ways
    let feed = UnboundedPageSource(first: 0) { Day(offset: $0) }  // from the first post on
    #expect(days.page(at: -3)?.offset == -3 && days.bounds == .unbounded)
    #expect(feed.page(at: -1) == nil && feed.page(at: 4)?.offset == 4)
  }

  @Test func aPagerOfDaysGoesBackAWeek() throws {
    // Docs/PageSources.md, "Sources without a count"
    struct DayPage { var offset: Int, events: [String] }
    struct Post { var index: Int }
    let events: [Int: [String]] = [-7: ["Dinner"]]
    let days = UnboundedPageSource { DayPage(offset: $0, events: events[$0] ?? []) }
    let feed = UnboundedPageSource(first: 0) { index in Post(index: index) }  // no end after
    let pager = try Pager(source: days, configuration: PagerConfiguration(viewportLength: 390))
    try pager.scroll(to: -7)  // a week ago
    #expect(feed.bounds == PageBounds(first: 0, end: nil))
    try pager.advance(to: 0)
    try pager.advance(to: 5)
    #expect(pager.settledIndex == -7)
    #expect(pager.livePages.first { $0.index == -7 }?.page.events == ["Dinner"])
  }
}
