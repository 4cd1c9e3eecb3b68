import Testing

@testable import pagekit_demo

/// Behaviours of the screens that the scripted tour does not show.
@Suite struct ScreenTests {
  /// Ticks `screen` at 60 Hz from `start` for `seconds`.
  ///
  /// - Returns: The time after the last frame.
  @discardableResult
  static func run(
    _ screen: any DemoScreen, from start: Double, for seconds: Double, isVisible: Bool = true
  ) -> Double {
    var time = start
    for _ in 0..<Int((seconds * 60).rounded()) {
      time += 1.0 / 60
      screen.tick(at: time, isVisible: isVisible)
    }
    return time
  }

  @Test func tapWhileAFingerIsDownIsRefusedAndChangesNothing() throws {
    // Given a tab pager with a finger down (the first frame of a long swipe)
    let screen = try TabPagerScreen()
    screen.perform(.swipe(Swipe(distance: -100, frames: 30, releaseVelocity: 0)), at: 0)
    Self.run(screen, from: 0, for: 2.0 / 60)
    #expect(screen.pager.phase == .dragging)
    _ = screen.log.drain()
    // When tab 4 is tapped
    screen.perform(.select(3), at: 0.05)
    // Then the coordinator refuses it: the finger wins, nothing is announced
    let lines = screen.log.drain()
    #expect(lines.count == 1)
    #expect(
      lines.first?.contains(
        "tap on tab 4 (index 3) refused: a drag is in progress: the tap waits for endDrag") == true)
    #expect(screen.pager.targetIndex == 0)
  }

  @Test func tapOnAMissingTabIsRefused() throws {
    let screen = try TabPagerScreen()
    screen.perform(.select(8), at: 0)
    let lines = screen.log.drain()
    #expect(
      lines.first?.contains(
        "tap on tab 9 (index 8) refused: tab 8 is out of range: the bar has 5 tabs (0..<5)")
        == true)
    #expect(screen.tabs.selectedTab == 0)
  }

  @Test func spaceDetachesAndReattachesTheCarouselsAutoScroller() throws {
    // Given a carousel auto-scrolling every second
    let screen = try CarouselScreen(interval: 1)
    var time = Self.run(screen, from: 0, for: 1.6)
    #expect(
      screen.log.drain().contains { $0.contains("willChangePage") && $0.contains("autoScroll") })
    // When space turns auto-scrolling off, nothing moves for three intervals
    #expect(screen.carousel.phase == .idle)
    screen.perform(.toggleAutoScroll, at: time)
    #expect(screen.autoScroller == nil)
    time = Self.run(screen, from: time, for: 3)
    #expect(!screen.log.drain().contains { $0.contains("willChangePage") })
    // When it is turned on again, a fresh schedule moves on one interval later
    screen.perform(.toggleAutoScroll, at: time)
    #expect(screen.autoScroller?.latestTime == nil)
    Self.run(screen, from: time, for: 1.1)
    #expect(screen.log.drain().contains { $0.contains("autoScroll") })
  }

  @Test func aHiddenCarouselDoesNotAutoScroll() throws {
    let screen = try CarouselScreen(interval: 1)
    Self.run(screen, from: 0, for: 3.5, isVisible: false)
    #expect(screen.carousel.settledIndex == 0)
    #expect(!screen.log.drain().contains { $0.contains("autoScroll") })
  }

  static let swipeKeys: [(DemoAction, tab: Int, card: Int)] = [
    (.next, 3, 1), (.flingNext, 3, 1), (.previous, 1, 5), (.flingPrevious, 1, 5),
  ]

  @Test(arguments: swipeKeys)
  func tabPagerAndCarouselTakeTheFlingKeysAsTheArrows(
    action: DemoAction, tab: Int, card: Int
  ) throws {
    // Given a tab pager on page 3 and a carousel on card 1 (auto-scroll far off)
    let tabs = try TabPagerScreen(initialIndex: 2)
    let carousel = try CarouselScreen(interval: 100)
    // When the key is pressed on each
    tabs.perform(action, at: 0)
    carousel.perform(action, at: 0)
    Self.run(tabs, from: 0, for: 2)
    Self.run(carousel, from: 0, for: 2)
    // Then each swipes one page or card, the user's
    #expect(tabs.pager.settledIndex == tab)
    #expect(carousel.carousel.settledIndex == card)
    #expect(tabs.log.drain().contains { $0.contains("didChangePage") && $0.contains(" user") })
    #expect(
      carousel.log.drain().contains { $0.contains("didChangePage") && $0.contains(" user") })
  }
}
