import PageKitCore
import Testing

/// Bug 5: full pages are items exactly the viewport long with spacing 0, and their anchor
/// applies as to any uniform layout (`.uniform(itemLength: viewport, spacing: 0)`): at rest,
/// during a drag and in motion.
@Suite struct FullPageAnchorTests {
  static let viewport = 375.0

  /// A full-page pager and viewport-long items over `source`, at `anchor`, at rest on `index`.
  static func pair<S: PageSource>(_ anchor: SnapAnchor, source: S, index: Int = 2)
    throws -> (full: Pager<S, SlideTransition>, items: Pager<S, SlideTransition>)
  {
    func make(_ layout: PagerLayout) throws -> Pager<S, SlideTransition> {
      try Pager(
        source: source, layout: layout, anchor: anchor, initialIndex: index,
        configuration: PagerConfiguration(viewportLength: viewport, preloadCount: 0))
    }
    return (try make(.fullPage), try make(.uniform(itemLength: viewport, spacing: 0)))
  }

  static func pair(_ anchor: SnapAnchor) throws -> (
    full: Pager<ArrayPageSource<Int, Int>, SlideTransition>,
    items: Pager<ArrayPageSource<Int, Int>, SlideTransition>
  ) {
    try pair(anchor, source: ArrayPageSource(Array(0..<5)))
  }

  /// `(index, origin)` of each live page.
  static func frames<S: PageSource>(_ pager: Pager<S, SlideTransition>) -> [(Int, Double)] {
    pager.livePages.map { ($0.index, $0.origin) }
  }

  static func sameFrames<S: PageSource>(
    _ a: Pager<S, SlideTransition>, _ b: Pager<S, SlideTransition>, tolerance: Double = 1e-9
  ) -> Bool {
    let x = frames(a)
    let y = frames(b)
    return x.count == y.count
      && zip(x, y).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) <= tolerance }
  }

  @Test func aLeadingInsetPlacesTheRestingPage() throws {
    // Given five full pages anchored 20 points in, at rest on page 2
    let (full, items) = try Self.pair(.leading(20))
    // Then page 2 is drawn 20 points in and page 1 shows 20 points before it
    let drawn = Self.frames(full)
    #expect(drawn.map(\.0) == [1, 2])
    #expect(drawn.map(\.1) == [-355, 20])
    #expect(Self.sameFrames(full, items, tolerance: 0))
    #expect(full.position == 2 && full.contentOffset == items.contentOffset)
  }

  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center, .leading(0), .trailing(300)])
  func fullPagesDrawAsViewportLongItems(anchor: SnapAnchor) throws {
    try check(anchor, source: ArrayPageSource(Array(0..<5)), circular: false)
    try check(anchor, source: ArrayPageSource(Array(0..<5)).circular(), circular: true)
  }

  func check<S: PageSource>(_ anchor: SnapAnchor, source: S, circular: Bool) throws {
    do {
      let (full, items) = try Self.pair(anchor, source: source)
      let pagers = [full, items]
      #expect(Self.sameFrames(full, items), "\(anchor) circular \(circular) at rest")
      #expect(full.position == items.position)
      if !circular {
        #expect(abs(full.contentOffset - items.contentOffset) < 1e-9)
        #expect(abs(full.maxContentOffset - items.maxContentOffset) < 1e-9)
      }
      // During a drag, into the rubber band and back
      for pager in pagers { try pager.beginDrag() }
      for (step, points) in [-50.0, -200, -900, 1300, 400, 800, -2000, 37].enumerated() {
        for pager in pagers { try pager.drag(by: points) }
        #expect(
          Self.sameFrames(full, items, tolerance: 1e-6),
          "\(anchor) circular \(circular) drag step \(step): \(Self.frames(full)) / \(Self.frames(items))"
        )
        #expect(abs(full.position - items.position) < 1e-9, "\(anchor) drag step \(step)")
      }
      // In motion, frame by frame, to rest
      for pager in pagers { try pager.endDrag(velocity: -800) }
      var now = 0.0
      for frame in 0..<200 {
        for pager in pagers { try pager.advance(to: now) }
        #expect(
          Self.sameFrames(full, items, tolerance: 1e-6),
          "\(anchor) circular \(circular) frame \(frame): \(Self.frames(full)) / \(Self.frames(items))"
        )
        #expect(abs(full.position - items.position) < 1e-9, "\(anchor) frame \(frame)")
        now += 1.0 / 60
      }
      #expect(full.phase == .idle && items.phase == .idle)
      #expect(full.settledIndex == items.settledIndex && full.position == items.position)
      #expect(Self.sameFrames(full, items), "\(anchor) circular \(circular) at rest again")
      // A command, and a new viewport, keep them together
      for pager in pagers { try pager.scroll(to: 4, animated: false) }
      #expect(Self.sameFrames(full, items), "\(anchor) circular \(circular) after a scroll")
      for pager in pagers { try pager.setViewportLength(400) }
      #expect(
        Self.sameFrames(full, items),
        "\(anchor) circular \(circular) new viewport: \(Self.frames(full)) / \(Self.frames(items))")
    }
  }
}
