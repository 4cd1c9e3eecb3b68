import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import Testing

@Suite struct PagerLivePageTests {
  final class View {
    let index: Int
    init(index: Int) { self.index = index }
  }

  @Test func liveWindowIsVisiblePlusPreload() throws {
    let (pager, _) = try makePager(count: 10, initialIndex: 5)
    #expect(pager.liveIndices == [4, 5, 6])
    try pager.beginDrag()
    try pager.drag(by: -30)
    #expect(pager.liveIndices == [4, 5, 6, 7])
  }

  @Test func preloadCountWidensTheWindow() throws {
    let config = PagerConfiguration(viewportLength: 100, preloadCount: 2)
    let (pager, _) = try makePager(count: 10, initialIndex: 5, configuration: config)
    #expect(pager.liveIndices == [3, 4, 5, 6, 7])
  }

  @Test func edgesTrimTheWindow() throws {
    let (pager, _) = try makePager(count: 3)
    #expect(pager.liveIndices == [0, 1])
    let (single, _) = try makePager(count: 1)
    #expect(single.liveIndices == [0])
  }

  @Test func aPageKeepsItsInstanceWhileLiveAndIsReleasedWhenItLeaves() throws {
    var made = 0
    let source = GeneratedPageSource(count: 100) { index -> View in
      made += 1
      return View(index: index)
    }
    let pager = try Pager(
      source: source, initialIndex: 50, configuration: PagerConfiguration(viewportLength: 100))
    let first = try #require(pager.livePages.first { $0.index == 51 }?.page)
    weak let leaving = pager.livePages.first { $0.index == 49 }?.page
    #expect(leaving != nil)
    try pager.scroll(to: 51, animated: false)
    let again = try #require(pager.livePages.first { $0.index == 51 }?.page)
    #expect(first === again)
    #expect(leaving == nil, "page 49 left the window and was released")
    #expect(made == 4)
  }

  @Test func circularTwoPagesGiveDistinctSlotsAndInstances() throws {
    let source = GeneratedPageSource(count: 2) { View(index: $0) }.circular()
    let pager = try Pager(source: source, configuration: PagerConfiguration(viewportLength: 100))
    let pages = Array(pager.livePages)
    #expect(pages.map(\.slot) == [-1, 0, 1])
    #expect(pages.map(\.index) == [1, 0, 1])
    #expect(pages[0].page !== pages[2].page)
  }

  @Test func millionPageSourceCostsTheSameWindow() throws {
    var made = 0
    let source = GeneratedPageSource(count: 1_000_000) { index -> Int in
      made += 1
      return index
    }
    let pager = try Pager(
      source: source, initialIndex: 999_999, configuration: PagerConfiguration(viewportLength: 10))
    #expect(pager.livePages.count == 2)
    for _ in 0..<100 { try pager.scrollToPrevious(animated: false) }
    #expect(pager.settledIndex == 999_899)
    #expect(pager.livePages.count == 3)
    #expect(made < 320)
  }

  @Test func placementsComeFromTheTransition() throws {
    let pager = try Pager(
      source: ArrayPageSource([0, 1, 2]), transition: CrossFadeTransition(),
      configuration: PagerConfiguration(viewportLength: 100))
    try pager.beginDrag()
    try pager.drag(by: -25)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.offset == 0.75)
    #expect(abs(next.placement.alpha - 0.25) < 1e-12)
  }

  @Test func reduceMotionCrossFadesAnyTransition() throws {
    let pager = try Pager(
      source: ArrayPageSource([0, 1, 2]), transition: CubeTransition(),
      configuration: PagerConfiguration(viewportLength: 100, reduceMotion: true))
    try pager.beginDrag()
    try pager.drag(by: -25)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.placement.rotation == 0)
    #expect(next.placement.translation == 0)
    #expect(abs(next.placement.alpha - 0.25) < 1e-12)
  }

  @Test func reduceMotionShortensAnimatedCommands() throws {
    let pager = try Pager(
      source: ArrayPageSource([0, 1, 2]),
      configuration: PagerConfiguration(viewportLength: 100, reduceMotion: true))
    try pager.advance(to: 0)
    try pager.scroll(to: 2)
    try pager.advance(to: 0.2)
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 2)
  }

  @Test func switchingTheTransitionMidMotionKeepsThePosition() throws {
    let pager = try Pager(
      source: ArrayPageSource([0, 1, 2]), transition: AnyTransitionStrategy(SlideTransition()),
      configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.1)
    let before = pager.position
    pager.transition = AnyTransitionStrategy(CubeTransition())
    #expect(pager.position == before)
    let next = try #require(pager.livePages.first { $0.index == 1 })
    #expect(next.placement.rotation != 0)
  }

  @Test func switchingToAWiderTransitionWidensTheLiveWindow() throws {
    // Given a slide pager resting on page 3 of 7 with no preloading,
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<7)), transition: AnyTransitionStrategy(SlideTransition()),
      initialIndex: 3, configuration: PagerConfiguration(viewportLength: 100, preloadCount: 0))
    #expect(pager.livePages.map(\.index) == [3])
    // when the strategy becomes a cover flow that draws three pages either side,
    pager.transition = AnyTransitionStrategy(CoverFlowTransition())
    try pager.beginDrag()
    try pager.drag(by: -10)
    // then the live window holds every page it draws (page 0 is 3.1 pages away, beyond the
    // range), and shrinks back with a slide.
    #expect(pager.livePages.map(\.index) == [1, 2, 3, 4, 5, 6])
    pager.transition = AnyTransitionStrategy(SlideTransition())
    try pager.drag(by: -10)
    #expect(pager.livePages.map(\.index) == [3, 4])
  }

  @Test func customStrategyValuesAreSanitized() throws {
    struct Broken: TransitionStrategy {
      var timing: AnimationTiming { .linear(duration: 0.3) }
      func placement(at offset: Double) -> PagePlacement {
        PagePlacement(translation: .nan, scale: -2, alpha: 7)
      }
    }
    let pager = try Pager(
      source: ArrayPageSource([0, 1]), transition: Broken(),
      configuration: .init(viewportLength: 100))
    let placement = try #require(pager.livePages.first?.placement)
    #expect(placement.translation == 0)
    #expect(placement.scale == 0)
    #expect(placement.alpha == 1)
  }
}
