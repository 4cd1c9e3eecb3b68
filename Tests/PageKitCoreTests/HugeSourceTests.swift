import PageKitCore
import PageKitTestSupport
import Testing

/// A pager takes a source of up to `PageBounds.reachableMagnitude` pages: no swipe lands on a
/// wrong page, and nothing past the reach is created. A longer source is refused, never capped.
@Suite struct HugeSourceTests {
  static let reach = PageBounds.reachableMagnitude

  @Test(arguments: [1 << 40, 1_000_000])
  func aSwipeNearTheLastReachablePageLandsOnItsNeighbour(count: Int) throws {
    // Given a pager over `count` generated pages, three from the last page it reaches
    let last = min(count, Self.reach) - 1
    let pager = try Pager(
      source: GeneratedPageSource(count: count) { $0 }, initialIndex: last - 2,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(pager.count == min(count, Self.reach))
    // When the finger drags 60 % of a page forward and lifts slowly
    try pager.beginDrag()
    try pager.drag(by: -60)
    try pager.endDrag(velocity: 0)
    var time = 0.0
    while pager.phase != .idle && time < 5 {
      time += 1.0 / 60
      try pager.advance(to: time)
    }
    // Then it lands on the next page, announced once
    #expect(pager.settledIndex == last - 1)
    #expect(recorder.didChanges.map(\.toIndex) == [last - 1])
    // And a command reaches the last page, with the live pages around it
    try pager.scroll(to: last, animated: false)
    #expect(pager.settledIndex == last)
    #expect(pager.livePages.map(\.index) == [last - 1, last])
  }

  @Test func pagesPastTheReachAreATypedErrorAndNeverCreated() throws {
    // Given a source of as many pages as a pager reaches, that records every page it makes
    final class Counting: GeneratedPageSource<Int> {
      var highest = 0
      override func makePage(at index: Int) -> Int? {
        highest = max(highest, index)
        return index
      }
    }
    let source = Counting(count: Self.reach)
    // Then an initial index past the reach is refused
    #expect(throws: PagerError.indexOutOfRange(index: Self.reach, count: Self.reach)) {
      _ = try Pager(
        source: source, initialIndex: Self.reach,
        configuration: PagerConfiguration(viewportLength: 100))
    }
    // And a command past it throws and changes nothing
    let pager = try Pager(
      source: source, initialIndex: Self.reach - 1,
      configuration: PagerConfiguration(viewportLength: 100))
    #expect(throws: PagerError.indexOutOfRange(index: Self.reach + 5, count: Self.reach)) {
      try pager.scroll(to: Self.reach + 5, animated: true)
    }
    #expect(throws: PagerError.indexOutOfRange(index: Self.reach, count: Self.reach)) {
      try pager.scrollToNext()
    }
    #expect(pager.settledIndex == Self.reach - 1 && pager.phase == .idle)
    // And frames do not take the longer count for a change behind the pager's back
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    for frame in 0..<10 { try pager.advance(to: Double(frame) / 60) }
    #expect(recorder.events.isEmpty)
    #expect(source.highest < Self.reach)
  }

  @Test(arguments: [(1 << 40) + 1, 1 << 50, 1 << 53, Int.max])
  func aSourceLongerThanTheReachIsRefusedNotCapped(count: Int) throws {
    let huge = GeneratedPageSource(count: count) { $0 }
    // Then neither full pages nor items are built over it
    #expect(throws: PagerError.invalidConfiguration(.sourceCount(count: count, reach: Self.reach)))
    {
      _ = try Pager(source: huge, configuration: PagerConfiguration(viewportLength: 100))
    }
    #expect(throws: PagerError.invalidConfiguration(.sourceCount(count: count, reach: Self.reach)))
    {
      _ = try Pager(
        source: huge, layout: .uniform(itemLength: 50),
        configuration: PagerConfiguration(viewportLength: 100))
    }
    // And a reload onto it throws and changes nothing
    let pager = try Pager(
      source: GeneratedPageSource(count: 10) { $0 }, initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    #expect(throws: PagerError.invalidConfiguration(.sourceCount(count: count, reach: Self.reach)))
    { try pager.reload(huge) }
    #expect(pager.count == 10 && pager.settledIndex == 4 && pager.source.count == 10)
    #expect(recorder.events.isEmpty)
  }
}
