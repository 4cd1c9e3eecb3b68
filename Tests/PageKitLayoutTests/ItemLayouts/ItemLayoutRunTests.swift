import PageKitCore
import PageKitTestSupport
import Testing

/// Items at either end of a bounded item layout that cannot reach the anchor share one clamped
/// resting offset: a run. A run is one stop that reads as its outer end (the first item at the
/// start, the last at the end); releases, commands and steps land there, and the position is a
/// function of the content offset alone, so it never jumps at a grab, a release or a retarget.
@Suite struct ItemLayoutRunTests {
  typealias RunPager = Pager<ArrayPageSource<String, String>, SlideTransition>

  /// Four items of 100 points, no spacing, in a 250-point viewport: resting offsets 0, 100,
  /// 150, 150 at the leading anchor (items 2 and 3 share the end), 0, 0, 50, 150 at the
  /// trailing one (items 0 and 1 share the start).
  static func four(
    anchor: SnapAnchor = .leading(0), initialIndex: Int = 0
  ) throws -> (RunPager, RecordingDelegate<String>) {
    try strip(count: 4, viewport: 250, anchor: anchor, initialIndex: initialIndex)
  }

  static func strip(
    count: Int, viewport: Double, anchor: SnapAnchor, initialIndex: Int
  ) throws -> (RunPager, RecordingDelegate<String>) {
    let pager = try Pager(
      source: ArrayPageSource((0..<count).map { "i\($0)" }, id: \.self),
      layout: .uniform(itemLength: 100, spacing: 0), anchor: anchor, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: viewport))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  static func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  // MARK: Leading anchor: items 2 and 3 share the end

  /// Built on an inner item of a run, the strip rests on that item at the run's stop, and the
  /// position reads the run's outer end there (the one exception to "exact at rest" beside a
  /// glide); the indices are the item's.
  @Test func builtOnAnInnerItemOfTheTrailingRunItRestsAtTheRunsStop() throws {
    let (pager, _) = try Self.four(initialIndex: 2)
    #expect(pager.contentOffset == 150)
    #expect(pager.position == 3)
    #expect(pager.settledIndex == 2)
    #expect(pager.currentIndex == 2)
    #expect(pager.targetIndex == 2)
  }

  @Test func aGrabInTheTrailingRunReadsTheSameFromEitherOfItsItems() throws {
    for initial in [2, 3] {
      let (pager, _) = try Self.four(initialIndex: initial)
      try pager.beginDrag()
      #expect(pager.position == 3)
      try pager.drag(by: 30)
      // Offset 120: a fifth of the way back from the run's stop (150, item 3) to item 1's (100)
      // is 3 − 0.6 · 2.
      #expect(Self.close(pager.position, 1.8), "from \(initial): \(pager.position)")
    }
  }

  @Test func aDragTowardTheTrailingRunReadsItsOuterEndAndSettlesThere() throws {
    let (pager, recorder) = try Self.four(initialIndex: 1)
    try pager.beginDrag()
    try pager.drag(by: -30)
    #expect(Self.close(pager.position, 2.2))
    // The current item follows the position (past the run's inner item, as a tab bar's
    // indicator does); the release heads for the run's stop.
    #expect(pager.currentIndex == 2)
    #expect(pager.targetIndex == 3)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 3)
    #expect(pager.position == 3)
    #expect(recorder.willChanges.map(\.toIndex) == [3])
    #expect(recorder.didChanges.map(\.toIndex) == [3])
  }

  @Test func aForwardFlingFromTheItemBeforeTheTrailingRunSettlesOnItsOuterEnd() throws {
    let (pager, recorder) = try Self.four(initialIndex: 1)
    try pager.swipe(by: -10, velocity: -1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 3)
    #expect(pager.position == 3)
    #expect(recorder.didChanges.map(\.toIndex) == [3])
  }

  @Test func aBackwardFlingFromTheTrailingRunLeavesItForTheItemBefore() throws {
    let (pager, _) = try Self.four(initialIndex: 3)
    try pager.swipe(by: 10, velocity: 1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1)
  }

  @Test func scrollingToAnInnerItemOfARunRestsOnItAtTheRunsStop() throws {
    for animated in [true, false] {
      let (pager, recorder) = try Self.four(initialIndex: 0)
      try pager.scroll(to: 2, animated: animated)
      #expect(pager.targetIndex == 2)
      try pager.runUntilIdle()
      #expect(pager.settledIndex == 2)
      #expect(pager.position == 3)
      #expect(pager.contentOffset == 150)
      #expect(recorder.willChanges.map(\.toIndex) == [2], "animated \(animated)")
      #expect(recorder.didChanges.map(\.toIndex) == [2], "animated \(animated)")
      // To the run's other member: no distance to travel, will then did at once.
      recorder.reset()
      try pager.scroll(to: 3, animated: animated)
      #expect(pager.phase == .idle)
      #expect(pager.settledIndex == 3 && pager.position == 3 && pager.contentOffset == 150)
      #expect(recorder.willChanges.map(\.toIndex) == [3], "animated \(animated)")
      #expect(recorder.didChanges.map(\.toIndex) == [3], "animated \(animated)")
    }
  }

  @Test func stepsMoveBetweenStopsNeverIntoARun() throws {
    let (pager, recorder) = try Self.four(initialIndex: 1)
    try pager.scrollToNext(animated: false)
    #expect(pager.settledIndex == 3)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 1)
    #expect(recorder.didChanges.map(\.toIndex) == [3, 1])
  }

  // MARK: Trailing anchor: items 0 and 1 share the start

  @Test func aBackwardFlingTowardTheLeadingRunSettlesOnItsOuterEnd() throws {
    let (pager, recorder) = try Self.four(anchor: .trailing(0), initialIndex: 2)
    #expect(pager.contentOffset == 50)
    try pager.beginDrag()
    try pager.drag(by: 10)
    // Offset 40: a fifth of the way from item 2's stop (50) to the run's (0, item 0).
    #expect(Self.close(pager.position, 1.6))
    try pager.endDrag(velocity: 1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(pager.position == 0)
    #expect(recorder.didChanges.map(\.toIndex) == [0])
  }

  @Test func builtOnAnInnerItemOfTheLeadingRunItRestsAtTheRunsStop() throws {
    let (pager, _) = try Self.four(anchor: .trailing(0), initialIndex: 1)
    #expect(pager.contentOffset == 0)
    #expect(pager.position == 0)
    #expect(pager.settledIndex == 1)
    #expect(pager.currentIndex == 1)
  }

  @Test func aGrabInTheLeadingRunReadsTheSameFromEitherOfItsItems() throws {
    for initial in [0, 1] {
      let (pager, _) = try Self.four(anchor: .trailing(0), initialIndex: initial)
      try pager.beginDrag()
      #expect(pager.position == 0)
      try pager.drag(by: -30)
      #expect(Self.close(pager.position, 1.2), "from \(initial): \(pager.position)")
    }
  }

  @Test func aDragTowardTheLeadingRunReadsItsOuterEndAndSettlesThere() throws {
    let (pager, _) = try Self.four(anchor: .trailing(0), initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: 30)
    #expect(Self.close(pager.position, 0.8))
    #expect(pager.targetIndex == 0)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
  }

  @Test func scrollingToAnInnerItemOfTheLeadingRunRestsOnItStepsLeaveTheRun() throws {
    let (pager, recorder) = try Self.four(anchor: .trailing(0), initialIndex: 3)
    try pager.scroll(to: 1, animated: true)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 1 && pager.position == 0 && pager.contentOffset == 0)
    #expect(recorder.didChanges.map(\.toIndex) == [1])
    // Steps move between stops: from the run to item 2, and back to the run's outer end.
    try pager.scrollToNext(animated: false)
    #expect(pager.settledIndex == 2)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 0)
  }

  // MARK: Centre anchor, and a strip no longer than its viewport

  /// A centred strip's insets bring its first and last items to the anchor (see
  /// `PagerLayout`), so every item reaches it: a centred strip has no runs.
  @Test func aCentredStripHasNoRunsEveryItemIsItsOwnStop() throws {
    for initial in 0..<5 {
      let (pager, _) = try Self.strip(
        count: 5, viewport: 350, anchor: .center, initialIndex: initial)
      #expect(pager.settledIndex == initial)
      #expect(pager.position == Double(initial))
    }
  }

  /// Items of 100 in a 250-point viewport, two of them: both rest at offset 0, one run that
  /// is the whole strip, read as its first item.
  @Test func aStripNoLongerThanItsViewportIsOneStopReadAsItsFirstItem() throws {
    for anchor in [SnapAnchor.leading(0), .trailing(0)] {
      let (pager, recorder) = try Self.strip(
        count: 2, viewport: 250, anchor: anchor, initialIndex: 1)
      #expect(pager.settledIndex == 1)
      #expect(pager.position == 0)
      try pager.scroll(to: 0, animated: true)
      #expect(pager.phase == .idle)
      #expect(recorder.didChanges.map(\.toIndex) == [0])
      try pager.beginDrag()
      try pager.drag(by: -40)
      #expect(pager.position > 0)
      try pager.endDrag(velocity: -1_000)
      try pager.runUntilIdle()
      #expect(pager.settledIndex == 0)
    }
  }

  // MARK: Accessibility counts stops

  /// Accessibility names every item resting at the settled stop: "Items 3–4 of 4" on either
  /// member of the trailing run (and of the leading one at the trailing anchor), one page
  /// elsewhere; an observable model over the pager says the same.
  @Test(arguments: [
    (SnapAnchor.leading(0), 1, "Page 2 of 4"), (.leading(0), 2, "Items 3–4 of 4"),
    (.leading(0), 3, "Items 3–4 of 4"), (.trailing(0), 0, "Items 1–2 of 4"),
    (.trailing(0), 1, "Items 1–2 of 4"), (.trailing(0), 2, "Page 3 of 4"),
  ])
  func theAnnouncementNamesEveryItemAtTheSettledStop(
    anchor: SnapAnchor, initialIndex: Int, expected: String
  ) throws {
    let (pager, _) = try Self.four(anchor: anchor, initialIndex: initialIndex)
    #expect(pager.accessibilityAnnouncement?.description == expected)
    #expect(pager.accessibilityAnnouncement?.pageCount == 4)
    #if canImport(Observation)
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        #expect(ObservablePager(pager).announcement == pager.accessibilityAnnouncement)
      }
    #endif
  }

  /// A strip no longer than its viewport is one stop: every item is announced at once.
  @Test func aStripThatIsOneStopAnnouncesEveryItem() throws {
    let (pager, _) = try Self.strip(count: 2, viewport: 250, anchor: .leading(0), initialIndex: 1)
    #expect(pager.accessibilityAnnouncement?.description == "Items 1–2 of 2")
    #expect(pager.accessibilityAnnouncement?.lastPageNumber == 2)
  }

  // MARK: Where a step lands

  /// A step leaves a run and lands on the next stop: from 1 forward the trailing run's outer end
  /// (3), from either member forward past the end (4), back from either member to 1. At the
  /// trailing anchor the leading run's outer end is 0. Without a run, one index on.
  @Test func aStepLandsOnTheNextStop() throws {
    let (leading, _) = try Self.four()
    #expect([0, 1, 2, 3].map { leading.nextStop(from: $0, direction: .forward) } == [1, 3, 4, 4])
    #expect([0, 1, 2, 3].map { leading.nextStop(from: $0, direction: .reverse) } == [-1, 0, 1, 1])
    let (trailing, _) = try Self.four(anchor: .trailing(0))
    #expect([0, 1, 2, 3].map { trailing.nextStop(from: $0, direction: .forward) } == [2, 2, 3, 4])
    #expect(
      [0, 1, 2, 3].map { trailing.nextStop(from: $0, direction: .reverse) } == [-1, -1, 0, 2])
    // A centred strip has no run: every item is its own stop.
    let (centred, _) = try Self.four(anchor: .center)
    #expect([0, 1, 2, 3].map { centred.nextStop(from: $0, direction: .forward) } == [1, 2, 3, 4])
  }

  /// `scrollToNext()` goes where `nextStop(from:direction:)` says, from every item; past the
  /// end (from either member of the run) it throws as at the last page.
  @Test func scrollToNextGoesWhereNextStopSays() throws {
    for initial in 0..<4 {
      let (pager, _) = try Self.four(initialIndex: initial)
      let expected = pager.nextStop(from: initial, direction: .forward)
      if pager.bounds.contains(expected) {
        try pager.scrollToNext(animated: false)
        #expect(pager.settledIndex == expected, "from \(initial)")
      } else {
        #expect(throws: PagerError.indexOutOfRange(index: 4, count: 4), "from \(initial)") {
          try pager.scrollToNext(animated: false)
        }
        #expect(pager.settledIndex == initial)
      }
    }
  }
}
