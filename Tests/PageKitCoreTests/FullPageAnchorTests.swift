import PageKitCore
import Testing

/// Full pages are items exactly the viewport long with spacing 0, and their anchor applies as
/// to any uniform layout (`.uniform(itemLength: viewport, spacing: 0)`): at rest, during a drag,
/// in motion, after a command and at a new viewport, in both layout directions.
@Suite struct FullPageAnchorTests {
  static let viewport = 375.0

  /// A full-page pager and viewport-long items over `source`, at `anchor`, at rest on `index`.
  static func pair<S: PageSource>(
    _ anchor: SnapAnchor, source: S, index: Int = 2,
    direction: LayoutDirection = .leftToRight
  ) throws -> (full: Pager<S, SlideTransition>, items: Pager<S, SlideTransition>) {
    (
      try make(.fullPage, anchor, source: source, index: index, direction: direction),
      try make(
        .uniform(itemLength: viewport, spacing: 0), anchor, source: source, index: index,
        direction: direction)
    )
  }

  /// A pager of `layout` over `source` at `anchor`, at rest on `index`, `viewportLength` long.
  static func make<S: PageSource>(
    _ layout: PagerLayout, _ anchor: SnapAnchor, source: S, index: Int,
    direction: LayoutDirection = .leftToRight, viewportLength: Double = viewport
  ) throws -> Pager<S, SlideTransition> {
    try Pager(
      source: source, layout: layout, anchor: anchor, initialIndex: index,
      configuration: PagerConfiguration(
        viewportLength: viewportLength, layoutDirection: direction, preloadCount: 0))
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

  @Test func aRightToLeftLeadingInsetPlacesTheRestingPageFromTheRight() throws {
    // Given the same pages laid out right to left
    let (full, items) = try Self.pair(
      .leading(20), source: ArrayPageSource(Array(0..<5)), direction: .rightToLeft)
    // Then page 2 is drawn 20 points in from the right and page 1 shows 20 points after it
    #expect(Self.frames(full).map(\.0) == [1, 2])
    #expect(Self.frames(full).map(\.1) == [355, -20])
    #expect(Self.sameFrames(full, items))
  }

  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center, .leading(0), .trailing(300)])
  func fullPagesDrawAsViewportLongItems(anchor: SnapAnchor) throws {
    for direction in LayoutDirection.allCases {
      try check(anchor, source: ArrayPageSource(Array(0..<5)), circular: false, direction)
      try check(anchor, source: ArrayPageSource(Array(0..<5)).circular(), circular: true, direction)
    }
  }

  func check<S: PageSource>(
    _ anchor: SnapAnchor, source: S, circular: Bool, _ direction: LayoutDirection
  ) throws {
    let (full, items) = try Self.pair(anchor, source: source, direction: direction)
    let pagers = [full, items]
    let name = "\(anchor) circular \(circular) \(direction)"
    #expect(Self.sameFrames(full, items), "\(name) at rest")
    #expect(full.position == items.position)
    if !circular {
      #expect(abs(full.contentOffset - items.contentOffset) < 1e-9, "\(name)")
      #expect(abs(full.maxContentOffset - items.maxContentOffset) < 1e-9, "\(name)")
    }
    // During a drag, into the rubber band and back
    for pager in pagers { try pager.beginDrag() }
    for (step, points) in [-50.0, -200, -900, 1300, 400, 800, -2000, 37].enumerated() {
      for pager in pagers { try pager.drag(by: points) }
      #expect(
        Self.sameFrames(full, items, tolerance: 1e-6),
        "\(name) drag step \(step): \(Self.frames(full)) / \(Self.frames(items))")
      #expect(abs(full.position - items.position) < 1e-9, "\(name) drag step \(step)")
      if !circular {
        #expect(abs(full.contentOffset - items.contentOffset) < 1e-6, "\(name) drag \(step)")
      }
    }
    // In motion, frame by frame, to rest
    for pager in pagers { try pager.endDrag(velocity: -800) }
    var now = 0.0
    for frame in 0..<200 {
      for pager in pagers { try pager.advance(to: now) }
      #expect(
        Self.sameFrames(full, items, tolerance: 1e-6),
        "\(name) frame \(frame): \(Self.frames(full)) / \(Self.frames(items))")
      #expect(abs(full.position - items.position) < 1e-9, "\(name) frame \(frame)")
      now += 1.0 / 60
    }
    #expect(full.phase == .idle && items.phase == .idle)
    #expect(full.settledIndex == items.settledIndex && full.position == items.position)
    #expect(full.position == Double(full.settledIndex), "\(name): exact at rest")
    #expect(Self.sameFrames(full, items), "\(name) at rest again")
    // A command keeps them together
    for pager in pagers { try pager.scroll(to: 4, animated: false) }
    #expect(Self.sameFrames(full, items), "\(name) after a scroll")
    #expect(full.position == 4 && items.position == 4)
    // A new viewport: the page follows it, so full pages draw as items 400 points long
    try full.setViewportLength(400)
    let wide = try Self.make(
      .uniform(itemLength: 400, spacing: 0), anchor, source: source, index: 4,
      direction: direction, viewportLength: 400)
    #expect(
      Self.sameFrames(full, wide),
      "\(name) new viewport: \(Self.frames(full)) / \(Self.frames(wide))")
    #expect(full.position == 4 && full.settledIndex == 4)
    if !circular {
      #expect(abs(full.contentOffset - wide.contentOffset) < 1e-9, "\(name) new viewport")
      #expect(abs(full.maxContentOffset - wide.maxContentOffset) < 1e-9, "\(name) new viewport")
    }
  }

  /// Over a source without a count (a calendar of days around day 0) full pages take the
  /// anchor too: the same frames, positions and content offsets as viewport-long items, at rest,
  /// in a drag and in motion.
  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center])
  func aSourceWithoutACountTakesTheAnchor(anchor: SnapAnchor) throws {
    let source = UnboundedPageSource { day in "day \(day)" }
    let (full, items) = try Self.pair(anchor, source: source, index: -3)
    let pagers = [full, items]
    #expect(Self.sameFrames(full, items), "\(Self.frames(full)) / \(Self.frames(items))")
    #expect(full.position == -3)
    // (Within 1e-6 points: the reach lays out items far from zero, where a page's inset in
    // pages and the items' in points round apart by a few nanopoints.)
    #expect(
      abs(full.contentOffset - items.contentOffset) < 1e-6,
      "\(full.contentOffset) / \(items.contentOffset)")
    for pager in pagers {
      try pager.beginDrag()
      try pager.drag(by: 140)
    }
    #expect(Self.sameFrames(full, items, tolerance: 1e-6))
    #expect(abs(full.position - items.position) < 1e-9)
    for pager in pagers { try pager.endDrag(velocity: 900) }
    var now = 0.0
    for frame in 0..<120 {
      for pager in pagers { try pager.advance(to: now) }
      #expect(Self.sameFrames(full, items, tolerance: 1e-6), "frame \(frame)")
      #expect(abs(full.contentOffset - items.contentOffset) < 1e-6, "frame \(frame)")
      now += 1.0 / 60
    }
    #expect(full.phase == .idle && full.settledIndex == items.settledIndex)
    #expect(full.position == Double(full.settledIndex) && full.position == items.position)
  }

  /// Every transition draws full pages at an inset as it draws items the viewport long: the
  /// same placement and origin, so the neighbour the inset shows is drawn (one page from the
  /// anchor, where a transition of range 1 would hide a page that fills the viewport), at rest,
  /// during a drag and under Reduce Motion, in both layout directions.
  @Test(arguments: [false, true])
  func everyTransitionDrawsInsetPagesAsViewportLongItems(reduceMotion: Bool) throws {
    try compareDrawing(SlideTransition(), reduceMotion: reduceMotion)
    try compareDrawing(CubeTransition(), reduceMotion: reduceMotion)
    try compareDrawing(CoverFlowTransition(), reduceMotion: reduceMotion)
    try compareDrawing(DepthTransition(), reduceMotion: reduceMotion)
    try compareDrawing(ZoomOutTransition(), reduceMotion: reduceMotion)
    try compareDrawing(CrossFadeTransition(), reduceMotion: reduceMotion)
  }

  func compareDrawing<T: TransitionStrategy>(_ transition: T, reduceMotion: Bool) throws {
    let source = ArrayPageSource(Array(0..<5))
    for anchor in [SnapAnchor.leading(20), .trailing(20)] {
      for direction in LayoutDirection.allCases {
        let pagers = try [PagerLayout.fullPage, .uniform(itemLength: Self.viewport, spacing: 0)]
          .map { layout in
            try Pager(
              source: source, transition: transition, layout: layout, anchor: anchor,
              initialIndex: 2,
              configuration: PagerConfiguration(
                viewportLength: Self.viewport, layoutDirection: direction, preloadCount: 0,
                reduceMotion: reduceMotion))
          }
        let name = "\(T.self) \(anchor) \(direction) reduce motion \(reduceMotion)"
        // At rest the neighbour the inset shows is live and drawn.
        let neighbour = anchor == .leading(20) ? 1 : 3
        let peek = pagers[0].livePages.first { $0.index == neighbour }
        #expect(peek.map { !$0.placement.isHidden } == true, "\(name): \(String(describing: peek))")
        for (step, points) in [0.0, -60, -150, 90, 300, -37].enumerated() {
          if step == 1 { for pager in pagers { try pager.beginDrag() } }
          for pager in pagers where step > 0 { try pager.drag(by: points) }
          let drawn = pagers.map { pager in
            pager.livePages.map { ($0.index, $0.origin, $0.placement) }
          }
          let same =
            drawn[0].count == drawn[1].count
            && zip(drawn[0], drawn[1]).allSatisfy { a, b in
              a.0 == b.0 && abs(a.1 - b.1) < 1e-6 && a.2.isHidden == b.2.isHidden
                && abs(a.2.translation - b.2.translation) < 1e-9
                && abs(a.2.scale - b.2.scale) < 1e-9 && abs(a.2.alpha - b.2.alpha) < 1e-9
                && abs(a.2.rotation - b.2.rotation) < 1e-9 && abs(a.2.zIndex - b.2.zIndex) < 1e-9
            }
          #expect(same, "\(name) step \(step): \(drawn[0]) / \(drawn[1])")
        }
      }
    }
  }

  /// A loop of full pages lays out no inset: its content offset at rest is the page's times the
  /// page length less the anchor's inset, and its last resting one is the largest.
  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center, .leading(0)])
  func aLoopOfFullPagesEndsOnItsLastPageAtTheAnchor(anchor: SnapAnchor) throws {
    let source = ArrayPageSource(Array(0..<5)).circular()
    let pager = try Self.make(.fullPage, anchor, source: source, index: 4)
    #expect(abs(pager.contentOffset - pager.maxContentOffset) < 1e-9)
    let inset = -anchor.offset(
      for: StripSpan(origin: 0, length: Self.viewport), viewportLength: Self.viewport)
    #expect(abs(pager.maxContentOffset - (4 * Self.viewport - inset)) < 1e-9)
    #expect(pager.livePages.first { $0.index == 4 }.map(\.origin) == inset)
  }

  /// A drag from rest at a new viewport draws as the wider items do: the re-anchored strip
  /// moves with the finger.
  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center])
  func aNewViewportReanchorsMidDrag(anchor: SnapAnchor) throws {
    let source = ArrayPageSource(Array(0..<5))
    let full = try Self.make(.fullPage, anchor, source: source, index: 2)
    try full.beginDrag()
    try full.drag(by: -120)
    try full.setViewportLength(400)
    let wide = try Self.make(
      .uniform(itemLength: 400, spacing: 0), anchor, source: source, index: 2, viewportLength: 400)
    try wide.beginDrag()
    // The drag so far, in pages, is kept: 120 of 375 points is 128 of 400.
    try wide.drag(by: -120 * 400 / 375)
    #expect(
      Self.sameFrames(full, wide, tolerance: 1e-6), "\(Self.frames(full)) / \(Self.frames(wide))")
    #expect(abs(full.position - wide.position) < 1e-9)
  }
}

extension FullPageAnchorTests {
  /// A reload of a loop of full pages keeps the anchor's inset, as a loop of viewport-long
  /// items does: at rest, mid-drag and to another count.
  @Test(arguments: [SnapAnchor.leading(20), .trailing(20), .center])
  func aReloadedLoopOfFullPagesKeepsItsAnchor(anchor: SnapAnchor) throws {
    let (full, items) = try Self.pair(anchor, source: ArrayPageSource(Array(0..<5)).circular())
    let pagers = [full, items]
    for pager in pagers { try pager.reload(ArrayPageSource(Array(0..<5)).circular()) }
    #expect(Self.sameFrames(full, items), "at rest: \(Self.frames(full)) / \(Self.frames(items))")
    for pager in pagers {
      try pager.beginDrag()
      try pager.drag(by: -60)
    }
    for pager in pagers { try pager.reload(ArrayPageSource(Array(0..<7)).circular()) }
    #expect(
      Self.sameFrames(full, items, tolerance: 1e-6),
      "mid-drag: \(Self.frames(full)) / \(Self.frames(items))")
    for pager in pagers { try pager.endDrag(velocity: 0) }
    for pager in pagers { try pager.advance(to: 1000) }
    #expect(
      Self.sameFrames(full, items, tolerance: 1e-6),
      "at rest again: \(Self.frames(full)) / \(Self.frames(items))")
    #expect(full.position == items.position)
  }
}
