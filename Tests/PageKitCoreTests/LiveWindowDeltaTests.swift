import PageKitCore
import PageKitTestSupport
import Testing

/// The live window's deltas (`Pager.addLiveWindowObserver(_:)`): what each call changed, which a
/// host applies instead of diffing `livePages`.
@Suite struct LiveWindowDeltaTests {
  /// A page made fresh by the source: a stand-in for a view.
  final class View {
    let index: Int
    init(index: Int) { self.index = index }
  }

  typealias Entry = LiveWindowDelta<Int, Int>.Entry

  private static func pager(count: Int = 10, initialIndex: Int = 5) throws -> Pager<
    ArrayPageSource<Int, Int>, SlideTransition
  > {
    try Pager(
      source: ArrayPageSource(Array(0..<count), id: \.self), initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 100))
  }

  @Test func aSwipeReportsThePagesThatComeIntoViewAndThoseMadeAndReleased() throws {
    // Given ten pages at rest on page 5: 4, 5 and 6 live, 5 in view
    let pager = try Self.pager()
    var deltas: [LiveWindowDelta<Int, Int>] = []
    pager.addLiveWindowObserver { deltas.append($0) }
    // When a finger pulls page 6 into view
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -30)
    // Then page 6 appeared and page 7 was made to preload
    #expect(deltas.count == 1)
    #expect(deltas.last?.appeared == [Entry(index: 6, slot: 6, id: 6)])
    #expect(deltas.last?.inserted.map(\.index) == [7])
    #expect(deltas.last?.inserted.map(\.page) == [7])
    #expect(deltas.last?.removed == [])
    // When it is released and the pager settles on page 6
    try pager.endDrag(velocity: -800)
    var time = 0.0
    while pager.phase != .idle {
      time += 1.0 / 60
      try pager.advance(to: time)
    }
    // Then page 5 went out of view and page 4 was released, once
    #expect(pager.settledIndex == 6)
    let rest = deltas.dropFirst()
    #expect(rest.flatMap(\.disappeared) == [Entry(index: 5, slot: 5, id: 5)])
    #expect(rest.flatMap(\.removed) == [Entry(index: 4, slot: 4, id: 4)])
    #expect(rest.flatMap(\.inserted).isEmpty)
    #expect(rest.allSatisfy { !$0.isEmpty })
  }

  @Test func aCallThatChangesNothingDeliversNoDelta() throws {
    let pager = try Self.pager()
    var calls = 0
    pager.addLiveWindowObserver { _ in calls += 1 }
    try pager.advance(to: 0)
    try pager.advance(to: 1)
    try pager.beginDrag()
    try pager.drag(by: 0)
    #expect(calls == 0)
    #expect(pager.livePages.map(\.index) == [4, 5, 6])
  }

  @Test func aRemovedObserverIsNotCalledAgain() throws {
    let pager = try Self.pager()
    var calls = 0
    let token = pager.addLiveWindowObserver { _ in calls += 1 }
    try pager.scroll(to: 7, animated: false)
    #expect(calls == 1)
    pager.removeLiveWindowObserver(token)
    pager.removeLiveWindowObserver(token)
    try pager.scroll(to: 2, animated: false)
    #expect(calls == 1)
  }

  @Test func theDeltaComesBeforeTheCallsEventsAndAHandlersCallDeliversItsOwn() throws {
    // Given an observer that logs, and an event handler that steps on once the pager lands
    let pager = try Self.pager()
    var log: [String] = []
    var stepped = false
    pager.addLiveWindowObserver { delta in
      log.append("delta +\(delta.inserted.map(\.index)) -\(delta.removed.map(\.index))")
    }
    pager.addEventObserver { event in
      guard case .didChangePage(let change) = event else { return }
      log.append("did \(change.toIndex ?? -1)")
      if !stepped {
        stepped = true
        try? pager.scrollToNext(animated: false)
      }
    }
    // When a command jumps without animation
    try pager.scroll(to: 8, animated: false)
    // Then its delta came first, then its event, then the handler's own delta and event
    #expect(
      log == [
        "delta +[7, 8, 9] -[4, 5, 6]", "did 8", "delta +[] -[7]", "did 9",
      ])
    // And a host that applied both holds exactly the live pages
    #expect(pager.livePages.map(\.index) == [8, 9])
  }

  @Test func theRecipesFarJumpKeepsTheDestinationsViewFromTheFirstFrameToRest() throws {
    // Given 100 fresh pages at rest on page 0, and a host's views keyed by slot, made from the
    // live pages and then changed by the deltas alone
    let pager = try Pager(
      source: GeneratedPageSource(count: 100) { View(index: $0) },
      configuration: PagerConfiguration(viewportLength: 375))
    var views: [Int: View] = [:]
    for page in pager.livePages { views[page.slot] = page.page }
    var discarded: [Int] = []
    pager.addLiveWindowObserver { delta in
      delta.apply(to: &views, make: { $0.page }, discard: { discarded.append($0.index) })
    }
    func problems() -> [String] {
      let live = Array(pager.livePages)
      var problems: [String] = []
      if Set(live.map(\.slot)) != Set(views.keys) {
        problems.append("slots \(views.keys.sorted()) held, \(live.map(\.slot)) live")
      }
      for page in live where views[page.slot] !== page.page {
        problems.append("slot \(page.slot) holds another view than page \(page.index)'s")
      }
      return problems
    }
    // When it jumps to page 60, animated, frame by frame to rest
    var time = 0.0
    try pager.advance(to: time)
    try pager.scroll(to: 60)
    var destination: View?
    var slots: Set<Int> = []
    var frameProblems = problems()
    while pager.phase != .idle {
      time += 1.0 / 60
      try pager.advance(to: time)
      for page in pager.livePages where page.index == 60 {
        slots.insert(page.slot)
        if destination == nil { destination = page.page }
      }
      frameProblems += problems()
    }
    // Then page 60 was drawn in slot 1 mid-jump and in slot 60 at rest, the host's views were
    // the live pages on every frame, and at rest page 60's view is the one made for slot 1
    #expect(slots.contains(1) && slots.contains(60))
    #expect(frameProblems == [])
    #expect(pager.settledIndex == 60)
    let settled = try #require(views[60])
    #expect(settled === destination)
    #expect(!discarded.contains(60))
    #expect(Set(views.values.map(\.index)) == [59, 60, 61])
  }

  @Test func aShortLoopThatDrawsAPageTwiceHoldsBothCopies() throws {
    // Given a loop of two fresh pages: page 1 drawn on both sides of page 0
    let pager = try Pager(
      source: GeneratedPageSource(count: 2) { View(index: $0) }.circular(),
      configuration: PagerConfiguration(viewportLength: 100))
    let host = LiveWindowHost(pager)
    var views: [Int: View] = [:]
    for page in pager.livePages { views[page.slot] = page.page }
    pager.addLiveWindowObserver { delta in delta.apply(to: &views) { $0.page } }
    // When it steps forward four times
    var time = 0.0
    try pager.advance(to: time)
    for _ in 0..<4 {
      try pager.scrollToNext()
      while pager.phase != .idle {
        time += 1.0 / 60
        try pager.advance(to: time)
        #expect(host.problems() == [])
      }
    }
    // Then the host held both copies of each page, each its own instance
    let live = Array(pager.livePages)
    #expect(live.map(\.index) == [1, 0, 1])
    for page in live { #expect(views[page.slot] === page.page) }
    #expect(host.deltas > 0)
  }

  @Test func aReloadReplacesTheLivePagesAndAnEmptyOneRemovesThem() throws {
    // Given keyed pages at rest on key 5
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<10), id: \.self), initialIndex: 5,
      configuration: PagerConfiguration(viewportLength: 100))
    let host = LiveWindowHost(pager)
    var deltas: [LiveWindowDelta<Int, Int>] = []
    pager.addLiveWindowObserver { deltas.append($0) }
    // When a reload puts two keys before it
    try pager.reload(ArrayPageSource([100, 101] + Array(0..<10), id: \.self))
    // Then its pages were made again for the new source, at their new indices
    #expect(pager.settledIndex == 7)
    #expect(deltas.last?.removed.map(\.id) == [4, 5, 6])
    #expect(deltas.last?.inserted.map(\.index) == [6, 7, 8])
    #expect(host.problems() == [])
    // When a reload empties it
    try pager.reload(ArrayPageSource([Int](), id: \.self))
    // Then every page left, and the ones in view went out of it
    #expect(deltas.last?.removed.map(\.id) == [4, 5, 6])
    #expect(deltas.last?.disappeared.map(\.id) == [5])
    #expect(pager.livePages.isEmpty)
    #expect(host.problems() == [])
    // When pages come back
    try pager.reload(ArrayPageSource([7, 8], id: \.self))
    #expect(deltas.last?.inserted.map(\.id) == [7, 8])
    #expect(deltas.last?.appeared.map(\.id) == [7])
    #expect(host.problems() == [])
  }

  @Test func anObserverAddedLaterStartsFromTheWindowAsItIs() throws {
    // Given an observer, and the live pages read (and brought in line) between calls
    let pager = try Self.pager()
    let first = LiveWindowHost(pager)
    try pager.scroll(to: 8, animated: false)
    // When a second host starts observing, then the pager moves on
    let second = LiveWindowHost(pager)
    try pager.scroll(to: 1, animated: false)
    // Then both hold the live pages
    #expect(first.problems() == [])
    #expect(second.problems() == [])
    #expect(second.deltas == 1)
  }

  @Test func theDocumentedExampleKeepsTheViewsOfTheLivePages() throws {
    let pager = try Pager(
      source: ArrayPageSource(["A", "B", "C", "D"], id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    var views: [Int: String] = [:]
    for page in pager.livePages { views[page.slot] = page.page }
    pager.addLiveWindowObserver { delta in
      delta.apply(to: &views) { inserted in inserted.page }
    }
    try pager.scroll(to: 3, animated: false)
    #expect(views == [2: "C", 3: "D"])
  }
}
