import PageKitCore
import PageKitTestFixtures
import Testing

#if canImport(Observation)
  import Observation
#endif

/// The examples in PageKitCore's doc comments, as written there, with what they promise checked.
///
/// `DocumentationExampleTests` (in the demo's tests) finds each doc-comment example in a compiled
/// file; these are those files for PageKitCore, so an example that stops compiling or stops being
/// true fails here.
@MainActor
@Suite struct DocCommentExampleTests {
  @Test func pagerFlingSettlesOnTheNextPage() throws {
    // Pager's doc comment
    let pager = try Pager(
      source: ArrayPageSource(["red", "green", "blue"]),
      configuration: PagerConfiguration(viewportLength: 375))
    try pager.beginDrag()
    try pager.drag(by: -250)  // finger moves left: toward the next page
    try pager.endDrag(velocity: -800)  // a fling
    try pager.advance(to: 0)  // the first frame starts the motion's clock
    try pager.advance(to: 1)  // a second later the page has settled
    let settled = pager.settledIndex  // 1
    #expect(settled == 1)
  }

  @Test func aSwipeAsInputsSettlesOnTheNextPage() throws {
    let pager = try Pager(
      source: ArrayPageSource(["red", "green", "blue"]),
      configuration: PagerConfiguration(viewportLength: 375))
    // PagerInput's doc comment
    let swipe: [Pager<ArrayPageSource<String, Int>, SlideTransition>.Input] = [
      .beginDrag, .drag(translation: -250), .endDrag(velocity: -800),
      .advance(timestamp: 0), .advance(timestamp: 1),
    ]
    for input in swipe { try pager.apply(input) }
    let settled = pager.settledIndex  // 1, as after the calls in Pager's example
    #expect(settled == 1)
  }

  @Test func aPageControlsDotFollowsTheDrawnSegment() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<10)), configuration: PagerConfiguration(viewportLength: 375)
    )
    try pager.scroll(to: 8)
    try pager.advance(to: 0)
    try pager.advance(to: 0.1)
    // PagerDrawnSegment's doc comment
    let segment = pager.drawnSegment
    let dot =
      Double(segment.origin.index)
      + Double(segment.destination.index - segment.origin.index) * segment.progress
    // A far jump: the dot goes straight from page 0 toward page 8, never over the pages between
    // by the position's path.
    #expect(segment.isSplice && segment.origin.index == 0 && segment.destination.index == 8)
    #expect(dot > 0 && dot < 8)
  }

  @Test func peekingCardPagerRestsCardsCentred() throws {
    // PagerLayout's doc comment
    // A peeking card pager: cards 80 % of a 375-point viewport, 12 points apart, centred.
    let cards = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d"], id: \.self),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
    #expect(cards.livePages.first { $0.index == 0 }?.origin == 37.5)
    #expect(cards.livePages.first { $0.index == 1 }?.origin == 349.5)
  }

  @Test func arraySourceFindsAPageByKey() {
    // ArrayPageSource's doc comment
    struct Photo { var name: String }
    let source = ArrayPageSource([Photo(name: "a"), Photo(name: "b")], id: \.name)
    let found = source.index(of: "b")  // 1
    #expect(found == 1)
  }

  @Test func generatedSourceMakesFreshPages() {
    // GeneratedPageSource's doc comment
    final class ColourPage {
      let hue: Int
      init(hue: Int) { self.hue = hue }
    }
    let source = GeneratedPageSource(count: 1_000_000) { ColourPage(hue: $0 % 360) }
    #expect(source.count == 1_000_000)
    let first = source.page(at: 361)
    let second = source.page(at: 361)
    #expect(first?.hue == 1)
    #expect(first !== second)
  }

  @Test func loopDeltaTakesTheShortestPath() {
    // Int.loopDelta(from:to:count:direction:)'s doc comment
    let acrossTheSeam = Int.loopDelta(from: 4, to: 0, count: 5, direction: nil)  // +1
    let tie = Int.loopDelta(from: 0, to: 2, count: 4, direction: nil)  // +2: ties go forward
    #expect(acrossTheSeam == 1)
    #expect(tie == 2)
  }

  @Test func announcementInTheHostsWords() {
    // PageAnnouncement's doc comment
    let announcement = PageAnnouncement(pageNumber: 2, pageCount: 5)
    let german = "Seite \(announcement.pageNumber) von \(announcement.pageCount)"
    #expect(german == "Seite 2 von 5")
    #expect(announcement.description == "Page 2 of 5")
  }

  @Test func reducedMotionDrawsACrossFade() {
    // TransitionStrategy.reducedMotion()'s doc comment
    let strategy = CubeTransition()
    let x = 0.25
    for isReduceMotionEnabled in [false, true] {
      let drawn =
        isReduceMotionEnabled
        ? strategy.reducedMotion().placement(at: x) : strategy.placement(at: x)
      let crossFade = CrossFadeTransition().placement(at: x)
      #expect((drawn == crossFade) == isReduceMotionEnabled)
    }
  }

  @Test func erasedStrategyIsReplacedAtRunTime() {
    // AnyTransitionStrategy's doc comment
    var transition = AnyTransitionStrategy(SlideTransition())
    transition = AnyTransitionStrategy(CubeTransition())
    #expect(transition.placement(at: 0.5) == CubeTransition().placement(at: 0.5))
  }

  #if canImport(Observation)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func observableModelFollowsItsPager() throws {
      // ObservablePager's doc comment
      let photos = ["sea", "hill", "town"]
      let timestamp = 0.0
      let pager = try Pager(
        source: ArrayPageSource(photos), configuration: PagerConfiguration(viewportLength: 390))
      let model = ObservablePager(pager)  // held by a view as `@State var model`
      // in a view: Text(model.announcement?.description ?? "")
      // in a display-link callback:
      try model.pager.advance(to: timestamp)
      #expect(model.announcement?.description == "Page 1 of 3")
    }
  #endif
}
