import PageKitCore
import Testing

@testable import pagekit_demo

/// The snapping screen's keys: arrows move one item through the pager's commands, fling keys
/// release a swipe that the snap strategy carries as far as it rules, digits select.
@Suite struct SnapStripScreenTests {
  /// A screen at rest on item `start` (zero-based), its log drained.
  ///
  /// - Returns: The screen and the time of its last frame.
  static func screen(restingOn start: Int) throws -> (SnapStripScreen, Double) {
    let screen = try SnapStripScreen()
    screen.perform(.select(start), at: 0)
    let time = ScreenTests.run(screen, from: 0, for: 2)
    #expect(screen.pager.phase == .idle)
    #expect(screen.pager.settledIndex == start)
    _ = screen.log.drain()
    return (screen, time)
  }

  /// The page-event lines of a log, without the time stamps.
  static func pageEvents(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("ChangePage") || $0.contains("CancelPageChange") }.map {
      $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(
        separator: " ")
    }
  }

  // Items 10, 11 and 12 (indices 9...11) cannot reach the anchor: they share the end offset,
  // one stop read as item 12 (index 11); arrows move between stops.
  @Test(arguments: [0, 5])
  func oneRightArrowMovesExactlyOneItem(from start: Int) throws {
    // Given the pager at rest on item `start`, at the start, in the middle or near the end
    let (screen, time) = try Self.screen(restingOn: start)
    // When → is pressed once
    screen.perform(.next, at: time)
    ScreenTests.run(screen, from: time, for: 2)
    // Then it rests on the next item, at that item's resting offset, announced once
    #expect(screen.pager.phase == .idle)
    #expect(screen.pager.settledIndex == start + 1)
    #expect(screen.pager.contentOffset == screen.restingOffset(ofItem: start + 1))
    #expect(
      Self.pageEvents(screen.log.drain()) == [
        "willChangePage item \(start + 1) (index \(start)) → item \(start + 2) (index \(start + 1)) forward"
          + " programmatic",
        "didChangePage item \(start + 1) (index \(start)) → item \(start + 2) (index \(start + 1)) forward"
          + " programmatic",
      ])
  }

  @Test func aRightArrowBeforeTheEndsRunGoesToItsOuterEnd() throws {
    let (screen, time) = try Self.screen(restingOn: 8)
    screen.perform(.next, at: time)
    ScreenTests.run(screen, from: time, for: 2)
    #expect(screen.pager.phase == .idle)
    #expect(screen.pager.settledIndex == 11)
    #expect(screen.pager.contentOffset == screen.restingOffset(ofItem: 11))
    #expect(
      Self.pageEvents(screen.log.drain()).filter { $0.hasPrefix("didChangePage") } == [
        "didChangePage item 9 (index 8) → item 12 (index 11) forward programmatic"
      ])
  }

  @Test(arguments: [9, 10, 11])
  func aLeftArrowFromTheEndsRunLeavesIt(from start: Int) throws {
    let (screen, time) = try Self.screen(restingOn: start)
    screen.perform(.previous, at: time)
    ScreenTests.run(screen, from: time, for: 2)
    #expect(screen.pager.settledIndex == 8)
    #expect(screen.pager.contentOffset == screen.restingOffset(ofItem: 8))
    #expect(
      Self.pageEvents(screen.log.drain()).filter { $0.hasPrefix("didChangePage") } == [
        "didChangePage item \(start + 1) (index \(start)) → item 9 (index 8) reverse programmatic"
      ])
  }

  @Test(arguments: [1, 6])
  func oneLeftArrowMovesExactlyOneItem(from start: Int) throws {
    let (screen, time) = try Self.screen(restingOn: start)
    screen.perform(.previous, at: time)
    ScreenTests.run(screen, from: time, for: 2)
    #expect(screen.pager.settledIndex == start - 1)
    #expect(screen.pager.contentOffset == screen.restingOffset(ofItem: start - 1))
    #expect(
      Self.pageEvents(screen.log.drain()).filter { $0.hasPrefix("didChangePage") } == [
        "didChangePage item \(start + 1) (index \(start)) → item \(start) (index \(start - 1)) reverse"
          + " programmatic"
      ])
  }

  @Test func eachPressDuringASettleAddsOneItem() throws {
    // Given the pager at rest on item 3
    let (screen, start) = try Self.screen(restingOn: 2)
    // When → is pressed three times, a tenth of a second apart (the first settle still runs)
    var time = start
    for _ in 0..<3 {
      screen.perform(.next, at: time)
      time = ScreenTests.run(screen, from: time, for: 0.1)
      #expect(screen.pager.phase == .settling)
    }
    ScreenTests.run(screen, from: time, for: 2)
    // Then it rests three items on, with one change from item 3 to item 6
    #expect(screen.pager.settledIndex == 5)
    #expect(
      Self.pageEvents(screen.log.drain()).filter { $0.hasPrefix("didChangePage") } == [
        "didChangePage item 3 (index 2) → item 6 (index 5) forward programmatic"
      ])
  }

  @Test func rightArrowOnTheLastItemIsRefusedAndChangesNothing() throws {
    let (screen, time) = try Self.screen(restingOn: 11)
    screen.perform(.next, at: time)
    ScreenTests.run(screen, from: time, for: 1)
    #expect(screen.pager.settledIndex == 11)
    let lines = screen.log.drain()
    #expect(lines.count == 1)
    #expect(
      lines.first?.contains("→ refused: index 12 is out of range: the source has 12 pages (0..<12)")
        == true)
  }

  @Test func flingKeyReleasesASwipeThatDirectionalSnapCarriesPastSeveralItems() throws {
    // Given the pager at rest on item 1
    let (screen, time) = try Self.screen(restingOn: 0)
    // When the fling key is pressed
    screen.perform(.flingNext, at: time)
    ScreenTests.run(screen, from: time, for: 3)
    // Then the release is the user's, and the projection carries it to item 4
    let lines = screen.log.drain()
    #expect(lines.contains { $0.contains("release at offset 30.0, finger -400 pt/s") })
    #expect(
      Self.pageEvents(lines).filter { $0.hasPrefix("didChangePage") } == [
        "didChangePage item 1 (index 0) → item 4 (index 3) forward user"
      ])
    #expect(screen.pager.settledIndex == 3)
  }

  @Test func flingBackKeyReturnsPastSeveralItems() throws {
    let (screen, time) = try Self.screen(restingOn: 6)
    screen.perform(.flingPrevious, at: time)
    ScreenTests.run(screen, from: time, for: 3)
    #expect(screen.pager.settledIndex < 5)
    #expect(screen.log.drain().contains { $0.contains("reverse user") })
  }

  @Test func selectingTheLastItemRestsAtTheEndOfTheContent() throws {
    // Given the pager at rest on item 1
    let (screen, time) = try Self.screen(restingOn: 0)
    // When item 12 is selected
    screen.perform(.select(11), at: time)
    let lines = screen.log.drain()
    ScreenTests.run(screen, from: time, for: 3)
    // Then it rests at the end of the content, not at its anchor offset, and says so
    #expect(screen.pager.settledIndex == 11)
    #expect(screen.pager.contentOffset == screen.pager.maxContentOffset)
    #expect(
      lines.contains {
        $0.contains("note                item 12 (index 11) rests at 760.0, the end (anchor 990.0)")
      })
  }

  @Test func arrowWhileAFingerIsDownIsRefused() throws {
    let (screen, time) = try Self.screen(restingOn: 4)
    screen.perform(.swipe(Swipe(distance: -60, frames: 30, releaseVelocity: 0)), at: time)
    let later = ScreenTests.run(screen, from: time, for: 2.0 / 60)
    #expect(screen.pager.phase == .dragging)
    _ = screen.log.drain()
    screen.perform(.next, at: later)
    #expect(
      screen.log.drain().contains {
        $0.contains("→ refused: a drag is in progress: wait for endDrag")
      })
    #expect(screen.pager.targetIndex == 4)
  }

  @Test func theTargetItemIsDrawnSolidAndTheStatusNamesIt() throws {
    let (screen, time) = try Self.screen(restingOn: 2)
    screen.perform(.next, at: time)
    let rows = screen.render().map(\.text)
    #expect(rows.contains { $0.contains("current: item 3  target: item 4  settling") })
    // The card being headed for is the solid one.
    #expect(rows.contains { $0.contains("│    item 4    │") })
    #expect(rows.contains { $0.contains("┆    item 3    ┆") })
  }
}
