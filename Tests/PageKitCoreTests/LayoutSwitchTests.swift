import PageKitCore
import PageKitTestSupport
import Testing

/// A reload that changes between full pages and an item layout, or turns a loop on or off, is a
/// layout switch (`Pager.reload(_:layout:)`): it completes any motion, then rests on the current
/// page by identity in the new geometry. Like every change it reports a move of the position
/// (`didScroll`), once, after the change is whole.
@Suite struct LayoutSwitchTests {
  static let letters = ["a", "b", "c", "d", "e"]

  static func scrolls(_ recorder: RecordingDelegate<String>) -> [Double] {
    recorder.events.compactMap { if case .didScroll(let position) = $0 { position } else { nil } }
  }

  @Test func aSwitchThatMovesThePositionReportsIt() throws {
    // Given full pages at rest on "c" (index 2)
    let pager = try Pager(
      source: ArrayPageSource(Self.letters, id: \.self), initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder

    // When a reload inserts two pages before "c" and switches to cards
    try pager.reload(
      ArrayPageSource(["x", "y"] + Self.letters, id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10))

    // Then "c" stays settled at its new index, silently, and the position's move from 2 is
    // reported once, with where it is now
    #expect(pager.settledPageID == "c")
    #expect(pager.settledIndex == 4)
    #expect(recorder.pageEvents.isEmpty)
    #expect(Self.scrolls(recorder) == [pager.position])
    #expect(pager.position != 2)
  }

  @Test func turningTheLoopOffAfterARemovalReportsTheMove() throws {
    // Given a loop of full pages at rest on "e" (index 4)
    let pager = try Pager(
      source: ArrayPageSource(Self.letters, id: \.self).circular(wraps: true), initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder

    // When a reload removes "e" and turns the loop off
    try pager.reload(ArrayPageSource(["a", "b", "c"], id: \.self).circular(wraps: false))

    // Then the page now at the old index clamped (index 2, "c") is settled, announced as a
    // reload at rest, and the position's move to 2 is reported once
    #expect(!pager.loops)
    #expect(pager.settledIndex == 2)
    #expect(recorder.didChanges.map(\.to) == ["c"])
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(Self.scrolls(recorder) == [2])
  }

  @Test func aSwitchThatKeepsThePositionReportsNothing() throws {
    // Given a loop of cards at rest on "b"
    let pager = try Pager(
      source: ArrayPageSource(Self.letters, id: \.self).circular(wraps: true),
      layout: .uniform(itemLength: 300, spacing: 10), anchor: .center, initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder

    // When the loop is turned off (centred cards: "b" still reaches the anchor)
    try pager.reload(ArrayPageSource(Self.letters, id: \.self).circular(wraps: false))

    // Then nothing is reported: the page and the position are as they were
    #expect(!pager.loops)
    #expect(pager.position == 1)
    #expect(recorder.events.isEmpty)
  }

  @Test func aSwitchMidSettleCompletesTheMotionThenReportsTheMove() throws {
    // Given full pages settling from "a" toward "b"
    let pager = try Pager(
      source: ArrayPageSource(Self.letters, id: \.self),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scrollToNext()
    try pager.advance(to: 0.05)
    let before = pager.position
    #expect(before > 0 && before < 1)
    recorder.reset()

    // When a reload switches to cards and removes "a"
    try pager.reload(
      ArrayPageSource(["b", "c", "d", "e"], id: \.self),
      layout: .uniform(itemLength: 300, spacing: 10))

    // Then the settle completed on "b" with its usual events (its arrival at 1, its did), and
    // "b" rests at its new index 0, a move reported once: the last position a host reads is
    // the pager's
    #expect(pager.phase == .idle)
    #expect(pager.settledPageID == "b")
    #expect(pager.settledIndex == 0)
    #expect(recorder.didChanges.map(\.to) == ["b"])
    #expect(Self.scrolls(recorder) == [1, 0])
  }
}
