import PageKitCore
import PageKitTestSupport
import Testing

/// `CircularPageSource.wraps`: one `Pager<CircularPageSource<…>>` turns its loop off and on at run
/// time by reloading, keeping the current page by identity.
@Suite struct CircularWrapsTests {
  static let letters = ["a", "b", "c", "d", "e"]

  static func letterSource(
    _ letters: [String] = letters, wraps: Bool = true
  ) -> CircularPageSource<ArrayPageSource<String, String>> {
    ArrayPageSource(letters, id: \.self).circular(wraps: wraps)
  }

  @Test func aSourceThatDoesNotWrapBehavesAsItsBase() {
    let source = Self.letterSource(wraps: false)
    #expect(!source.isCircular)
    #expect(source.index(after: 4) == nil)
    #expect(source.index(before: 0) == nil)
    var wrapping = source
    wrapping.wraps = true
    #expect(wrapping.isCircular)
    #expect(wrapping.index(after: 4) == 0)
    #expect(wrapping.index(before: 0) == 4)
    // A single page has nothing to wrap to, whatever `wraps` says.
    #expect(!Self.letterSource(["a"]).isCircular)
  }

  /// Full pages and an item layout (cards narrower than the viewport).
  static let layouts: [PagerLayout] = [.fullPage, .uniform(itemLength: 100, spacing: 10)]

  @Test(arguments: layouts)
  func reloadingWithoutWrappingTurnsTheLoopOffAndBackOn(layout: PagerLayout) throws {
    // Given a looping pager at rest on "a"
    let pager = try Pager(
      source: Self.letterSource(), layout: layout,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    #expect(pager.loops)

    // When the loop is turned off by a reload of the same pages (the example of
    // `CircularPageSource`'s overview and of Docs/Carousel.md, line for line)
    var source = pager.source
    source.wraps = false
    try pager.reload(source)

    // Then the pager is bounded: nothing before "a", and the reload announced nothing
    #expect(!pager.loops)
    #expect(pager.settledIndex == 0)
    #expect(pager.livePages.map(\.id).first == "a")
    #expect(pager.livePages.allSatisfy { $0.offset >= 0 })
    #expect(throws: PagerError.indexOutOfRange(index: -1, count: 5)) {
      try pager.scrollToPrevious(animated: false)
    }
    #expect(recorder.pageEvents.isEmpty)

    // And turning it back on wraps again: before "a" comes "e"
    source.wraps = true
    try pager.reload(source)
    #expect(pager.loops)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 4)
    #expect(recorder.didChanges.map(\.to) == ["e"])
    #expect(recorder.didChanges.map(\.direction) == [.reverse])
  }

  @Test(arguments: layouts)
  func theSwitchKeepsTheCurrentPageByIdentity(layout: PagerLayout) throws {
    // Given a looping pager at rest on "c" (index 2)
    let pager = try Pager(
      source: Self.letterSource(), layout: layout, initialIndex: 2,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder

    // When the loop is turned off by a reload that also inserts two pages before "c"
    try pager.reload(Self.letterSource(["x", "y"] + Self.letters, wraps: false))

    // Then "c" stays current at its new index, silently. Full pages draw it at the anchor; on
    // the bounded uniform strip (7 × 110 − 10 = 760 points in 375) items 4, 5 and 6 cannot reach
    // the anchor and share the last resting offset: a run, whose stop reads as its outer end
    // (position 6), with "c" settled inside it and drawn where that offset puts it
    #expect(!pager.loops)
    #expect(pager.settledIndex == 4)
    #expect(pager.position == (layout == .fullPage ? 4 : 6))
    #expect(pager.livePages.contains { $0.id == "c" && $0.offset == 4 - pager.position })
    let origin: Double = layout == .fullPage ? 0 : 55
    #expect(pager.livePages.contains { $0.id == "c" && $0.origin == origin })
    #expect(recorder.pageEvents.isEmpty)

    // And turning the loop back on while removing the pages before it keeps "c" too
    try pager.reload(Self.letterSource(wraps: true))
    #expect(pager.loops)
    #expect(pager.settledIndex == 2)
    #expect(pager.livePages.contains { $0.id == "c" && $0.offset == 0 })
    #expect(recorder.pageEvents.isEmpty)
  }

  @Test(arguments: layouts)
  func turningTheLoopOffMidMotionLandsOnItsTarget(layout: PagerLayout) throws {
    // Given a looping pager on "a", animating backward across the seam to "e"
    let pager = try Pager(
      source: Self.letterSource(), layout: layout,
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scrollToPrevious()
    try pager.advance(to: 0.1)
    #expect(pager.phase == .settling)

    // When the loop is turned off
    var source = pager.source
    source.wraps = false
    try pager.reload(source)

    // Then the motion ends where it was going, announced once, and the pager rests on "e" (an
    // item layout switches geometry, so it completes the motion at once; full pages keep their
    // frame and play it out)
    try pager.runUntilIdle()
    #expect(!pager.loops)
    #expect(pager.phase == .idle)
    #expect(pager.settledIndex == 4)
    #expect(pager.position == 4)
    #expect(recorder.willChanges.map(\.to) == ["e"])
    #expect(recorder.didChanges.map(\.to) == ["e"])
    let ids = pager.livePages.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
