import PageKitCore
import Testing

/// Bug 4: a looping source takes every anchor inset a bounded one takes, and draws it.
@Suite struct LoopInsetTests {
  static let layout = PagerLayout.uniform(itemLength: 300, spacing: 12)
  static let configuration = PagerConfiguration(viewportLength: 375)

  @Test func aLoopAcceptsTheInsetABoundedLayoutAccepts() throws {
    // Given cards of 300 anchored 80 points in (a card then ends 5 points past the viewport)
    let bounded = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self), layout: Self.layout,
      anchor: .leading(80), configuration: Self.configuration)
    #expect(!bounded.loops)
    // Then the looping source builds too, as does a one-item circular source (no wrap)
    let loop = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self).circular(), layout: Self.layout,
      anchor: .leading(80), configuration: Self.configuration)
    #expect(loop.loops)
    let single = try Pager(
      source: ArrayPageSource(["A"], id: \.self).circular(), layout: Self.layout,
      anchor: .leading(80), configuration: Self.configuration)
    #expect(!single.loops)
    #expect(single.livePages.map(\.origin) == [80])
    // And a trailing inset, and variable lengths, likewise
    _ = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self).circular(), layout: Self.layout,
      anchor: .trailing(300), configuration: Self.configuration)
    _ = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self).circular(),
      layout: .variable(itemLengths: [100, 200, 300], spacing: 0), anchor: .leading(100),
      configuration: Self.configuration)
  }

  @Test func aLoopDrawsTheInsetAndTheSeamSeamlessly() throws {
    // Given a loop of three cards anchored 80 points in
    let pager = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self).circular(), layout: Self.layout,
      anchor: .leading(80), configuration: Self.configuration)
    // (`index` and `origin` of the live page `offset` items from the anchor: with one page
    // preloaded, a loop of three holds an item in two live slots, so pages are found by offset.)
    func frames() -> [Int: (index: Int, origin: Double)] {
      Dictionary(
        pager.livePages.map { (Int($0.offset.rounded()), ($0.index, $0.origin)) },
        uniquingKeysWith: { a, _ in a })
    }
    func isDrawn(_ drawn: [Int: (index: Int, origin: Double)], at offset: Int, _ index: Int) -> Bool
    {
      guard let page = drawn[offset] else { return false }
      return page.index == index && abs(page.origin - (80 + 312 * Double(offset))) < 1e-9
    }
    // Then the anchored card is at 80 and its neighbours 312 either side, across the seam
    var drawn = frames()
    #expect(isDrawn(drawn, at: 0, 0), "\(drawn)")
    #expect(isDrawn(drawn, at: -1, 2), "\(drawn)")
    #expect(isDrawn(drawn, at: 1, 1), "\(drawn)")
    // When it pages backward across the seam, and comes to rest
    try pager.swipe(by: 200, velocity: 1000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
    drawn = frames()
    #expect(isDrawn(drawn, at: 0, 2), "\(drawn)")
    #expect(isDrawn(drawn, at: -1, 1), "\(drawn)")
    #expect(isDrawn(drawn, at: 1, 0), "\(drawn)")
    // And at every step of a drag across the seam each card is drawn where the layout puts it
    // (80 points in plus 312 per item from the anchor), neighbours in order round the loop,
    // and the position moves by the finger's distance
    try pager.beginDrag()
    var position = pager.position
    for step in 0..<40 {
      try pager.drag(by: -23)
      let pages = Array(pager.livePages)
      #expect(!pages.isEmpty)
      for page in pages {
        #expect(
          abs(page.origin - (80 + 312 * page.offset)) < 1e-6, "step \(step) page \(page.index)")
      }
      for (page, next) in zip(pages, pages.dropFirst()) {
        #expect(next.slot == page.slot + 1 && next.index == (page.index + 1) % 3, "step \(step)")
      }
      let moved = (pager.position - position + 4.5).truncatingRemainder(dividingBy: 3) - 1.5
      #expect(abs(moved - 23.0 / 312) < 1e-9, "step \(step)")
      position = pager.position
    }
  }
}
