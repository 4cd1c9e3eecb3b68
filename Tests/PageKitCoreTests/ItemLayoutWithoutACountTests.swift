import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// Uniform items over a source without a count (a calendar of day cards, a feed): the item
/// layout reaches `PagerLayout.reachableItemMagnitude` items from zero where the source has no
/// end, behaves as the same cards over a counted source do, and keeps its offsets exact near
/// item 0.
@Suite struct ItemLayoutWithoutACountTests {
  static let cards = PagerLayout.uniform(itemLength: 300, spacing: 10)
  static let viewport = PagerConfiguration(viewportLength: 375)

  /// Day cards around day 0 (identity: the day), centred.
  static func days(first: Int? = nil, end: Int? = nil, at day: Int = 0) throws
    -> Pager<UnboundedPageSource<String>, SlideTransition>
  {
    try Pager(
      source: UnboundedPageSource(first: first, end: end) { "day \($0)" }, layout: cards,
      anchor: .center, initialIndex: day, configuration: viewport)
  }

  @Test func theDocumentedCalendarOfDayCards() throws {
    let days = try Pager(
      source: UnboundedPageSource { day in "day \(day)" },
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    try days.scroll(to: -365, animated: false)  // a year back
    #expect(days.settledIndex == -365 && days.position == -365)
    let card = try #require(days.livePages.first { $0.index == -365 })
    #expect(card.page == "day -365" && card.origin == (375 - 300) / 2 && card.offset == 0)
    // The cards on screen, and one more on each side (`preloadCount`).
    #expect(days.liveIndices == Array(-367...(-363)))
    #expect(days.contentOffset == -365 * 312)
  }

  /// The same swipes over day cards around day 0 and over 101 counted cards around card 50
  /// draw the same: positions 50 apart, the same offsets from the resting one, the same events.
  @Test func dayCardsMoveAsCountedCardsDo() throws {
    let days = try Self.days()
    let counted = try Pager(
      source: ArrayPageSource(Array(-50...50), id: \.self), layout: Self.cards,
      anchor: .center, initialIndex: 50, configuration: Self.viewport)
    let dayEvents = RecordingDelegate<Int>()
    let countedEvents = RecordingDelegate<Int>()
    days.delegate = dayEvents
    counted.delegate = countedEvents
    let restDays = days.contentOffset
    let restCounted = counted.contentOffset
    var now = 0.0
    for (points, velocity) in [
      (-31.0, 0.0), (-200, -900), (180, 1200), (40, 0), (-900, -2_000), (620, 3_000),
    ] {
      try days.beginDrag()
      try counted.beginDrag()
      for _ in 0..<4 {
        try days.drag(by: points / 4)
        try counted.drag(by: points / 4)
      }
      #expect(abs(days.position - (counted.position - 50)) < 1e-9)
      #expect(
        abs((days.contentOffset - restDays) - (counted.contentOffset - restCounted)) < 1e-6)
      try days.endDrag(velocity: velocity)
      try counted.endDrag(velocity: velocity)
      _ = try days.runUntilIdle(from: now)
      now = try counted.runUntilIdle(from: now) + 1
      #expect(days.settledIndex == counted.settledIndex - 50)
      #expect(days.settledPageID == counted.settledPageID)
      #expect(days.liveIndices == counted.liveIndices.map { $0 - 50 })
    }
    // The same announcements, by identity (a day is its own identity in both).
    func said(_ recorder: RecordingDelegate<Int>) -> [String] {
      recorder.pageEvents.map { event in
        switch event {
        case .willChangePage(let change): "will \(change.from ?? 0)→\(change.to ?? 0)"
        case .didChangePage(let change): "did \(change.from ?? 0)→\(change.to ?? 0)"
        case .didCancelPageChange(let change): "cancel \(change.from ?? 0)→\(change.to ?? 0)"
        default: "\(event)"
        }
      }
    }
    #expect(said(dayEvents) == said(countedEvents))
    #expect(!dayEvents.didChanges.isEmpty)
    #expect(days.checkInvariants().isEmpty && counted.checkInvariants().isEmpty)
  }

  @Test func aDragNearDayZeroIsExact() throws {
    let days = try Self.days()
    try days.beginDrag()
    try days.drag(by: -31)  // a tenth of a card's stride
    #expect(abs(days.position - 0.1) < 1e-9)
    // Day 0 rests at offset 0, as item 0 of counted cards does.
    #expect(abs(days.contentOffset - 31) < 1e-6)
    let card = try #require(days.livePages.first { $0.index == 0 })
    #expect(abs(card.origin - (37.5 - 31)) < 1e-6)
  }

  @Test func theItemsReachAMillionDaysEachWayAndNoFurther() throws {
    let reach = PagerLayout.reachableItemMagnitude
    #expect(reach == 1 << 20)
    let days = try Self.days()
    let recorder = RecordingDelegate<Int>()
    days.delegate = recorder
    let bounds = PageBounds(first: -reach, end: reach + 1)
    #expect(throws: PagerError.indexOutOfBounds(index: reach + 1, bounds: bounds)) {
      try days.scroll(to: reach + 1)
    }
    #expect(throws: PagerError.indexOutOfBounds(index: -reach - 1, bounds: bounds)) {
      try Self.days(at: -reach - 1)
    }
    #expect(recorder.events.isEmpty && days.settledIndex == 0)
    // A far animated jump to the last day reached lands there, announced once.
    try days.advance(to: 0)
    try days.scroll(to: reach)
    try days.runUntilIdle()
    #expect(days.settledIndex == reach && days.settledPageID == reach)
    #expect(recorder.didChanges.map(\.toIndex) == [reach])
    #expect(days.liveIndices == [reach - 2, reach - 1, reach])
    // The strip ends there: the next day is out of reach, a drag on meets the rubber band.
    #expect(throws: PagerError.indexOutOfBounds(index: reach + 1, bounds: bounds)) {
      try days.scrollToNext()
    }
    try days.beginDrag()
    try days.drag(by: -200)
    #expect(days.position > Double(reach) && days.position < Double(reach) + 200.0 / 310)
    try days.endDrag(velocity: -2_000)
    try days.runUntilIdle()
    #expect(days.settledIndex == reach && recorder.didChanges.count == 1)
    #expect(days.checkInvariants().isEmpty)
  }

  @Test func aFeedMeetsTheRubberBandAtItsFirstItemOnly() throws {
    let feed = try Pager(
      source: UnboundedPageSource(first: 0) { "post \($0)" }, layout: Self.cards,
      anchor: .leading(16), configuration: Self.viewport)
    #expect(feed.contentOffset == 0)
    try feed.beginDrag()
    try feed.drag(by: 100)  // back, before the first post
    let resisted = -feed.contentOffset
    #expect(resisted > 0 && resisted < 100)
    try feed.endDrag(velocity: 0)
    try feed.runUntilIdle()
    #expect(feed.settledIndex == 0 && feed.contentOffset == 0)
    // Forward, nothing resists: a drag moves the content by the finger's distance.
    try feed.beginDrag()
    try feed.drag(by: -2_000)
    #expect(feed.contentOffset == 2_000)
    try feed.endDrag(velocity: 0)
    try feed.runUntilIdle()
    #expect(feed.settledIndex == 6 && feed.contentOffset == 6 * 310)
  }

  /// A reload that gives the calendar a first day moves where its items count from: the card
  /// on screen stays where it is drawn, mid-drag, and the drag goes on.
  @Test func aReloadThatGivesTheCalendarAFirstDayKeepsTheCardOnScreen() throws {
    let days = try Self.days(at: 3)
    let recorder = RecordingDelegate<Int>()
    days.delegate = recorder
    try days.beginDrag()
    try days.drag(by: -120)
    let before = days.livePages.map { ($0.index, $0.origin) }
    let position = days.position
    try days.reload(UnboundedPageSource(first: -10) { "day \($0)" })
    #expect(days.bounds == PageBounds(first: -10, end: nil))
    let after = days.livePages.map { ($0.index, $0.origin) }
    #expect(after.map(\.0) == before.map(\.0))
    for (old, new) in zip(before, after) { #expect(abs(old.1 - new.1) < 1e-6) }
    #expect(abs(days.position - position) < 1e-9)
    try days.drag(by: -100)
    try days.endDrag(velocity: 0)
    try days.runUntilIdle()
    #expect(days.settledIndex == 4 && recorder.didChanges.map(\.toIndex) == [4])
    // Back to no first day: the same.
    try days.reload(UnboundedPageSource { "day \($0)" })
    #expect(days.settledIndex == 4 && days.contentOffset == 4 * 310)
    #expect(recorder.didChanges.count == 1 && days.checkInvariants().isEmpty)
  }

  /// A new viewport (a rotation, a split view) keeps the day cards: the strip is built for the
  /// days the pager reaches, as at creation, not for a count of zero (it emptied the strip: the
  /// position read 0, no card was live and the offset went 327 million points away).
  @Test func aNewViewportKeepsTheDayCards() throws {
    let days = try Pager(
      source: UnboundedPageSource { day in "day \(day)" },
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    try days.scroll(to: -365, animated: false)
    try days.setConfiguration(PagerConfiguration(viewportLength: 400))
    #expect(days.settledIndex == -365 && days.position == -365)
    // Centred in 400 points: card −365 spans 50…350, its neighbours show at each side.
    #expect(days.contentOffset == -365 * 312)
    #expect(days.liveIndices == Array(-367...(-363)))
    let card = try #require(days.livePages.first { $0.index == -365 })
    #expect(card.origin == 50 && card.offset == 0)
    try days.scroll(to: 10, animated: false)
    #expect(days.settledIndex == 10 && days.position == 10 && days.contentOffset == 10 * 312)
    #expect(days.checkInvariants().isEmpty)
  }

  /// In motion, the new viewport keeps the motion: a jump of three cards goes on to its card,
  /// announced once.
  @Test func aNewViewportMidMotionKeepsTheJump() throws {
    let days = try Self.days(at: -365)
    let recorder = RecordingDelegate<Int>()
    days.delegate = recorder
    try days.advance(to: 0)
    try days.scroll(to: -362, animated: true)
    try days.advance(to: 0.1)
    let position = days.position
    #expect(position > -365 && position < -362)
    try days.setConfiguration(PagerConfiguration(viewportLength: 420))
    #expect(abs(days.position - position) < 1e-9)
    _ = try days.runUntilIdle(from: 0.1)
    #expect(days.settledIndex == -362 && days.position == -362)
    #expect(days.contentOffset == -362 * 310)
    #expect(recorder.didChanges.count == 1 && days.checkInvariants().isEmpty)
  }
}
