import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// A day of a calendar: its offset from today and that day's events.
private struct Day: Equatable {
  var offset: Int
  var events: [String]
}

private typealias Days = UnboundedPageSource<Day>
private typealias DayPager = Pager<Days, SlideTransition>

/// A calendar of days in both directions (or from `first` on), whose events come from `events`.
private func days(first: Int? = nil, end: Int? = nil, events: [Int: [String]] = [:]) -> Days {
  Days(first: first, end: end) { Day(offset: $0, events: events[$0] ?? []) }
}

private func dayPager(
  _ source: Days = days(), initialIndex: Int = 0, preloadCount: Int = 1
) throws -> (DayPager, RecordingDelegate<Int>) {
  let pager = try Pager(
    source: source, initialIndex: initialIndex,
    configuration: PagerConfiguration(viewportLength: 100, preloadCount: preloadCount))
  let recorder = RecordingDelegate<Int>()
  pager.delegate = recorder
  return (pager, recorder)
}

/// Pages without a count: the live window, far jumps, reloads, events and restoration of a
/// pager over a source unbounded in one or both directions.
@Suite struct UnboundedSourceTests {
  // MARK: Bounds

  @Test func boundsDescribeEachKindOfSource() {
    #expect(ArrayPageSource(["a", "b"]).bounds == PageBounds(count: 2))
    #expect(GeneratedPageSource(count: 5) { $0 }.bounds == PageBounds(first: 0, end: 5))
    #expect(days().bounds == .unbounded)
    #expect(days(first: 0).bounds == PageBounds(first: 0, end: nil))
    #expect(days().count == 0)
    #expect(days(first: -3, end: 4).count == 7)
    #expect(!days().isEmpty)
    #expect(PageBounds(first: 5, end: 2).isEmpty)
    #expect(PageBounds(first: nil, end: Int.min).isEmpty)
    #expect(PageBounds(count: -4) == PageBounds(count: 0))
    #expect(PageBounds(first: Int.min, end: Int.max).count == nil)
    #expect(PageBounds.unbounded.contains(Int.min) && PageBounds.unbounded.contains(Int.max))
    #expect(PageBounds.unbounded.index(after: Int.max) == nil)
    #expect(PageBounds.unbounded.index(before: Int.min) == nil)
    #expect(PageBounds(first: 0, end: nil).clamped(-7) == 0)
    #expect(PageBounds(first: nil, end: 10).clamped(40) == 9)
    #expect(PageBounds(count: 0).clamped(3) == 0)
  }

  @Test func reachableBoundsReplaceMissingEnds() {
    let magnitude = PagerLayout.reachableItemMagnitude
    #expect(PageBounds.unbounded.reachable == PageBounds(first: -magnitude, end: magnitude + 1))
    #expect(PageBounds(first: 0, end: nil).reachable == PageBounds(first: 0, end: magnitude + 1))
    #expect(PageBounds(first: nil, end: 1).reachable == PageBounds(first: -magnitude, end: 1))
    #expect(PageBounds(count: 3).reachable == PageBounds(count: 3))
    #expect(PageBounds(first: -3, end: 4).reachable == PageBounds(first: -3, end: 4))
    // Ends beyond the reach: nothing is reached, never an overflow.
    #expect(PageBounds(first: Int.max - 2, end: nil).reachable.isEmpty)
    #expect(PageBounds(first: nil, end: Int.min + 3).reachable.isEmpty)
    #expect(PageBounds(first: nil, end: Int.min).reachable.isEmpty)
    #expect(PageBounds(first: -magnitude - 5, end: nil).reachable.first == -magnitude)
  }

  @Test func sourcesWithoutACountPassTheSourceChecker() {
    #expect(checkPageSource(days()).isEmpty)
    #expect(checkPageSource(days(), around: Int.max).isEmpty)
    #expect(checkPageSource(days(), around: Int.min).isEmpty)
    #expect(checkPageSource(days(first: 0), sampleLimit: 100).isEmpty)
    #expect(checkPageSource(days(end: 1), sampleLimit: 100).isEmpty)
    #expect(checkPageSource(days(first: -5, end: 5)).isEmpty)
    #expect(checkPageSource(days().circular(), sampleLimit: 50).isEmpty)
  }

  @Test func theCheckerReportsAnUnboundedSourceThatBreaksItsBounds() {
    /// Claims no end but stops answering after 3.
    final class Short: UnboundedPageSource<Int> {
      init() { super.init(first: 0, end: nil) }
      override func makePage(at index: Int) -> Int? { index < 3 ? index : nil }
    }
    let failures = checkPageSource(Short(), sampleLimit: 10)
    #expect(failures.contains { $0.rule == "page(at:)" })
  }

  @Test func circularOfAnUnboundedSourceBehavesAsItsBase() throws {
    let source = days().circular()
    #expect(!source.isCircular)
    #expect(source.bounds == .unbounded)
    #expect(source.index(after: 7) == 8 && source.index(before: -7) == -8)
    let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 100))
    #expect(!pager.loops)
    try pager.scroll(to: -3, animated: false)
    #expect(pager.settledIndex == -3)
  }

  // MARK: Construction and state

  @Test func aSourceWhollyBeyondTheReachIsAnEmptyPager() throws {
    let (pager, recorder) = try dayPager(days(first: Int.max - 2))
    #expect(pager.isEmpty && pager.settledPageID == nil && pager.livePages.isEmpty)
    #expect(throws: PagerError.emptySource) { try pager.scroll(to: Int.max - 1) }
    #expect(throws: PagerError.emptySource) { try pager.beginDrag() }
    try pager.reload(days())
    #expect(pager.settledIndex == 0 && recorder.didChanges.last?.from == nil)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aPagerStartsOnAnyDayWithoutAnnouncing() throws {
    let (pager, recorder) = try dayPager(initialIndex: -12)
    #expect(pager.settledIndex == -12 && pager.position == -12)
    #expect(pager.settledPageID == -12)
    #expect(pager.count == 0 && !pager.isEmpty)
    #expect(pager.bounds == .unbounded)
    #expect(pager.livePages.map(\.index) == [-13, -12, -11])
    #expect(recorder.events.isEmpty)
    #expect(pager.accessibilityAnnouncement == nil)
    #if canImport(Observation)
      // An observable model announces what the pager does: nothing without a count.
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        #expect(ObservablePager(pager).announcement == nil)
      }
    #endif
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func constructionPastAnEndThatExistsThrows() throws {
    let reach = PageBounds(first: 0, end: PagerLayout.reachableItemMagnitude + 1)
    #expect(throws: PagerError.indexOutOfBounds(index: -1, bounds: reach)) {
      try dayPager(days(first: 0), initialIndex: -1)
    }
    #expect(
      throws: PagerError.indexOutOfBounds(index: Int.max, bounds: PageBounds.unbounded.reachable)
    ) {
      try dayPager(initialIndex: Int.max)
    }
    // A source with a count keeps its error.
    #expect(throws: PagerError.indexOutOfRange(index: 3, count: 3)) {
      try Pager(
        source: ArrayPageSource(["a", "b", "c"]), initialIndex: 3,
        configuration: PagerConfiguration(viewportLength: 100))
    }
  }

  // MARK: Gestures

  @Test func swipesGoPastZeroInBothDirectionsWithoutRubberBand() throws {
    let (pager, recorder) = try dayPager()
    try pager.beginDrag()
    try pager.drag(by: 30)  // finger right: toward yesterday, no resistance at 0
    #expect(abs(pager.position + 0.3) < 1e-9)
    try pager.endDrag(velocity: 800)
    try pager.runUntilIdle(from: 0)
    #expect(pager.settledIndex == -1)
    #expect(recorder.didChanges.last?.toIndex == -1 && recorder.didChanges.last?.fromIndex == 0)
    #expect(recorder.didChanges.last?.direction == .reverse)
    try pager.swipe(by: -60, velocity: -800)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
  }

  @Test func theRubberBandMeetsOnlyAnEndThatExists() throws {
    let (pager, _) = try dayPager(days(first: 0))
    try pager.beginDrag()
    try pager.drag(by: 50)  // before the first post: resisted
    #expect(pager.position > -0.5 && pager.position < 0)
    try pager.drag(by: -100)  // forward: free
    #expect(abs(pager.position - 0.5) < 1e-9)
    try pager.endDrag(velocity: 0)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func hostileDragsAndTimesChangeNothing() throws {
    let (pager, recorder) = try dayPager(initialIndex: 5)
    try pager.beginDrag()
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(throws: PagerError.nonFiniteValue) { try pager.drag(by: value) }
      #expect(throws: PagerError.nonFiniteValue) { try pager.endDrag(velocity: value) }
      #expect(throws: PagerError.nonFiniteValue) { try pager.advance(to: value) }
    }
    #expect(pager.position == 5)
    // A huge drag is capped and settles somewhere finite.
    try pager.drag(by: -.greatestFiniteMagnitude)
    try pager.endDrag(velocity: -.greatestFiniteMagnitude)
    try pager.runUntilIdle(from: 0)
    #expect(pager.position.isFinite && pager.checkInvariants().isEmpty)
    #expect(recorder.didChanges.count == 1)
  }

  // MARK: Commands

  @Test func commandsReachAnyIndexWithinTheBounds() throws {
    let (pager, recorder) = try dayPager()
    try pager.scroll(to: -400, animated: false)
    #expect(pager.settledIndex == -400 && pager.position == -400)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == -401)
    let far = PagerLayout.reachableItemMagnitude
    try pager.scroll(to: far, animated: false)
    #expect(pager.settledIndex == far && pager.settledPageID == far)
    #expect(
      throws: PagerError.indexOutOfBounds(
        index: far + 1, bounds: pager.bounds.reachable(magnitude: far))
    ) {
      try pager.scrollToNext()
    }
    try pager.scroll(to: -far, animated: false)
    #expect(throws: PagerError.self) { try pager.scrollToPrevious() }
    #expect(recorder.didChanges.map(\.toIndex) == [-400, -401, far, -far])
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func farJumpsNearTheExtremesAreTypedErrors() throws {
    let (pager, recorder) = try dayPager()
    let magnitude = PagerLayout.reachableItemMagnitude
    let reach = PageBounds.unbounded.reachable(magnitude: magnitude)
    for index in [Int.max, Int.min, Int.max - 1, Int.min + 1, magnitude + 1] {
      #expect(throws: PagerError.indexOutOfBounds(index: index, bounds: reach)) {
        try pager.scroll(to: index)
      }
    }
    #expect(recorder.events.isEmpty && pager.settledIndex == 0)
  }

  @Test func commandsPastAnEndThatExistsThrowAndChangeNothing() throws {
    let (pager, recorder) = try dayPager(days(end: 1))
    #expect(throws: PagerError.self) { try pager.scrollToNext() }
    #expect(throws: PagerError.self) { try pager.scroll(to: 1) }
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == -1)
    #expect(recorder.didChanges.count == 1)
  }

  @Test func aFarJumpCreatesNoPageInBetween() throws {
    var made: [Int] = []
    let source = Days { index in
      made.append(index)
      return Day(offset: index, events: [])
    }
    let (pager, recorder) = try dayPager(source, preloadCount: 0)
    made.removeAll()
    try pager.scroll(to: -35)
    try pager.runUntilIdle(from: 0)
    #expect(pager.settledIndex == -35)
    #expect(made.allSatisfy { $0 <= -34 && $0 >= -36 || $0 == 0 })
    #expect(recorder.didChanges.last?.direction == .reverse)
    #expect(pager.livePages.map(\.index) == [-35])
  }

  @Test func theLiveWindowFollowsNegativeIndices() throws {
    let (pager, _) = try dayPager(initialIndex: -1, preloadCount: 2)
    #expect(pager.livePages.map(\.index) == [-3, -2, -1, 0, 1])
    #expect(pager.livePages.map(\.page.offset) == [-3, -2, -1, 0, 1])
    let (bounded, _) = try dayPager(days(first: 0), preloadCount: 2)
    #expect(bounded.livePages.map(\.index) == [0, 1, 2])
  }

  // MARK: Reloads and restoration

  @Test func reloadingEventsKeepsTheDayWithoutMovingOrAnnouncing() throws {
    let (pager, recorder) = try dayPager(initialIndex: 3)
    let before = pager.livePages.map(\.page)
    try pager.reload(days(events: [3: ["Dentist"], 4: ["Lunch"]]))
    #expect(pager.settledIndex == 3 && pager.position == 3)
    #expect(recorder.events.isEmpty)
    #expect(pager.livePages.map(\.page.events) == [[], ["Dentist"], ["Lunch"]])
    #expect(pager.livePages.map(\.page.offset) == before.map(\.offset))
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func aReloadMidSwipeKeepsTheMotion() throws {
    let (pager, recorder) = try dayPager()
    try pager.swipe(by: 40, velocity: 900)
    try pager.advance(to: 0)
    try pager.advance(to: 0.05)
    try pager.reload(days(events: [-1: ["Party"]]))
    try pager.runUntilIdle()
    #expect(pager.settledIndex == -1)
    #expect(recorder.didChanges.count == 1 && recorder.didChanges[0].cause == .user)
  }

  @Test func reloadingToAShorterRangeClampsAndAnnounces() throws {
    let (pager, recorder) = try dayPager(initialIndex: -10)
    try pager.reload(days(first: 0))
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.last?.cause == .dataReload)
    #expect(recorder.didChanges.last?.from == -10 && recorder.didChanges.last?.to == 0)
    // From a source with a count to one without, and back.
    let counted = try Pager(
      source: ArrayPageSource(["a", "b", "c"]), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 100))
    #expect(counted.bounds == PageBounds(count: 3))
  }

  @Test func reloadFromAndToEmptyBounds() throws {
    let (pager, recorder) = try dayPager(days(first: 4, end: 4))
    #expect(pager.isEmpty)
    try pager.reload(days(first: 4, end: nil))
    #expect(pager.settledIndex == 4 && pager.settledPageID == 4)
    #expect(recorder.didChanges.last?.from == nil && recorder.didChanges.last?.toIndex == 4)
    try pager.reload(days(first: 4, end: 4))
    #expect(pager.isEmpty && pager.settledPageID == nil)
    #expect(recorder.didChanges.last?.to == nil)
    #expect(pager.checkInvariants().isEmpty)
  }

  @Test func snapshotAndRestoreByIdentity() throws {
    let (pager, recorder) = try dayPager(initialIndex: -20)
    let snapshot = pager.snapshot()
    #expect(snapshot == PagerSnapshot(pageID: -20, index: -20))
    try pager.scroll(to: 9, animated: false)
    let events = recorder.events.count
    try pager.restore(snapshot)
    #expect(pager.settledIndex == -20 && recorder.events.count == events)
    // A page no longer there: its index, clamped into the bounds.
    try pager.reload(days(first: 0))
    try pager.restore(PagerSnapshot(pageID: -20, index: -20))
    #expect(pager.settledIndex == 0)
    try pager.restore(PagerSnapshot(pageID: Int.max, index: Int.min))
    #expect(pager.settledIndex == 0 && pager.checkInvariants().isEmpty)
  }

  @Test func aSourceWhoseBoundsChangeBehindThePagersBackIsNoticed() throws {
    final class Feed: UnboundedPageSource<Int> {
      var last: Int? = nil
      init() { super.init(first: 0, end: nil) }
      override var bounds: PageBounds { PageBounds(first: 0, end: last.map { $0 + 1 }) }
      override func makePage(at index: Int) -> Int? { index }
    }
    let feed = Feed()
    let (pager, recorder) = (
      try Pager(
        source: feed, initialIndex: 8, configuration: PagerConfiguration(viewportLength: 100)),
      RecordingDelegate<Int>()
    )
    pager.delegate = recorder
    feed.last = 5
    try pager.advance(to: 0)
    #expect(pager.settledIndex == 5 && pager.bounds == PageBounds(first: 0, end: 6))
    #expect(recorder.didChanges.last?.cause == .dataReload)
    #expect(throws: PagerError.indexOutOfRange(index: 6, count: 6)) { try pager.scroll(to: 6) }
  }

  // MARK: Randomized

  /// Sequences in all (the quick run takes `RandomizedSeeds.count(of:)` of them), run in
  /// ``randomChunks`` test cases of equal slices, which Swift Testing runs in parallel.
  static let randomSequences: UInt64 = 2_400
  static let randomChunks: UInt64 = 4

  @Test(arguments: 1...randomChunks)
  func randomSequencesOverSourcesWithoutACountKeepEveryInvariant(chunk: UInt64) throws {
    let taken = RandomizedSeeds.count(of: Self.randomSequences)
    for sequence in seedSlice(chunk, of: Self.randomChunks, seeds: taken) {
      // (Sequence `n` of the slice's 1-based numbering runs seed `0xDA75_0000 + n − 1`.)
      if try !runWithoutACount(seed: UInt64(0xDA75_0000) &+ (sequence - 1)) { break }
    }
  }

  /// One sequence over sources without a count; `false` when it failed (recorded).
  func runWithoutACount(seed: UInt64) throws -> Bool {
    let steps = 40
    let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]
    do {
      var rng = SplitMix64(seed: seed)
      func randomSource() -> Days {
        let events = [rng.int(in: -5...5): ["e\(rng.int(in: 0...9))"]]
        switch rng.int(in: 0...3) {
        case 0: return days(events: events)
        case 1: return days(first: rng.int(in: -3...0), events: events)
        case 2: return days(end: rng.int(in: 1...4), events: events)
        default: return days(first: rng.int(in: -3...0), end: rng.int(in: 1...4), events: events)
        }
      }
      var source = randomSource()
      let reach = source.bounds.reachable
      let config = PagerConfiguration(
        viewportLength: rng.double(in: 50...500),
        layoutDirection: rng.chance(0.3) ? .rightToLeft : .leftToRight,
        preloadCount: rng.int(in: 0...2))
      let snap = try PagingSnap(maxItems: rng.int(in: 1...3))
      let pager = try Pager(
        source: source, snap: snap, initialIndex: reach.clamped(rng.int(in: -6...6)),
        configuration: config)
      let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
      ledger.checker.indexAtEmission = { [weak pager] in pager?.source.index(of: $0) }
      // A failing seed prints its run as a trace.
      let recorder = PagerTraceRecorder(recording: pager)
      var now = 0.0
      var stop = false
      var trace: [String] = []
      for step in 0..<steps where !stop {
        func check(_ condition: Bool, _ message: String) {
          if !condition {
            let shrunk = shrunkTraceReport(recorder.trace(), named: "seed\(seed)")
            Issue.record(
              "\(message); seed \(seed) step \(step); trace: \(trace.suffix(8))\n\(shrunk)")
            stop = true
          }
        }
        let before = (pager.phase, pager.position, pager.settledIndex, pager.targetIndex)
        let eventsBefore = ledger.checker.eventCount
        var operation = ""
        var threw = false
        do {
          switch rng.int(in: 0...11) {
          case 0:
            operation = "beginDrag"
            try pager.beginDrag()
          case 1, 2:
            let translation =
              rng.chance(0.05) ? hostile[rng.int(in: 0...3)] : rng.double(in: -400...400)
            operation = "drag \(translation)"
            try pager.drag(by: translation)
          case 3:
            let velocity =
              rng.chance(0.05) ? hostile[rng.int(in: 0...3)] : rng.double(in: -5000...5000)
            operation = "endDrag \(velocity)"
            try pager.endDrag(velocity: velocity)
          case 4, 5, 6:
            let timestamp: Double
            switch rng.int(in: 0...9) {
            case 0: timestamp = now
            case 1: timestamp = now + rng.double(in: 1...100)
            case 2: timestamp = now - rng.double(in: 0.001...1)
            case 3: timestamp = .nan
            default: timestamp = now + rng.double(in: 0.001...0.05)
            }
            if timestamp.isFinite { now = max(now, timestamp) }
            operation = "advance \(timestamp)"
            try pager.advance(to: timestamp)
          case 7:
            let index: Int
            switch rng.int(in: 0...9) {
            case 0: index = [Int.min, Int.max, Int.min + 1, Int.max - 1][rng.int(in: 0...3)]
            case 1: index = rng.int(in: -60...60)
            default: index = rng.int(in: -6...6)
            }
            let direction: PageDirection? = [nil, .forward, .reverse][rng.int(in: 0...2)]
            let animated = rng.chance(0.7)
            operation = "scroll \(index) \(animated)"
            try pager.scroll(to: index, direction: direction, animated: animated)
          case 8:
            operation = "step"
            if rng.chance(0.5) {
              try pager.scrollToNext(animated: rng.chance(0.7))
            } else {
              try pager.scrollToPrevious(animated: rng.chance(0.7))
            }
          case 9, 10:
            source = rng.chance(0.5) ? days(events: [0: ["same"]]) : randomSource()
            operation = "reload \(source.bounds)"
            try pager.reload(source)
          default:
            operation = "restore"
            let id = rng.int(in: -8...8)
            try pager.restore(PagerSnapshot(pageID: id, index: rng.int(in: -8...8)))
            ledger.checker.expectSilentChange(to: pager.settledPageID)
          }
        } catch {
          threw = true
        }
        trace.append(operation + (threw ? "!" : ""))
        if threw {
          let after = (pager.phase, pager.position, pager.settledIndex, pager.targetIndex)
          check(after == before, "a throwing call changed the state")
          check(ledger.checker.eventCount == eventsBefore, "a throwing call emitted")
        }
        if pager.phase == .idle {
          ledger.checker.checkAtRest(settled: pager.settledPageID)
        } else {
          ledger.checker.check(settled: pager.settledPageID)
        }
        check(ledger.violations.isEmpty, "\(ledger.violations.first.map { "\($0)" } ?? "")")
        let broken = pager.checkInvariants()
        check(broken.isEmpty, "engine invariants: \(broken)")
        let bounds = pager.bounds
        if pager.isEmpty {
          check(pager.livePages.isEmpty, "an empty pager has live pages")
        } else {
          check(bounds.contains(pager.settledIndex), "settled index out of bounds")
          check(bounds.contains(pager.currentIndex), "current index out of bounds")
          check(bounds.contains(pager.targetIndex), "target index out of bounds")
          check(
            pager.livePages.contains { $0.index == pager.currentIndex }, "current page not live")
          check(
            pager.livePages.allSatisfy { $0.page.offset == $0.index && $0.id == $0.index },
            "a live page is not its index's")
        }
        check(
          pager.livePages.count <= 2 + 2 * pager.configuration.preloadCount, "too many live pages")
        let live = pager.livePages.map(\.index)
        check(Set(live).count == live.count, "a page live in two slots: \(live)")
        if pager.phase == .idle {
          check(pager.position == Double(pager.settledIndex), "rest position")
        }
      }
      return !stop
    }
  }
}
