import PageKitCore
import PageKitTestSupport
import Testing

/// Items of variable lengths over a looping source (`circular()`): the strip wraps, each copy of
/// an item keeps its own length, and every rule of a loop of uniform items holds.
@Suite struct PagerVariableLoopTests {
  /// Lengths 200, 100, 300, 150, 250, … (five items unless told), 10 points apart.
  static let lengths: [Double] = [200, 100, 300, 150, 250]

  typealias LoopPager = Pager<CircularPageSource<ArrayPageSource<String, String>>, SlideTransition>

  static func loop(
    lengths: [Double] = lengths, anchor: SnapAnchor = .center, initialIndex: Int = 0
  ) throws -> (LoopPager, RecordingDelegate<String>) {
    let pager = try Pager(
      source: ArrayPageSource(lengths.indices.map { "v\($0)" }, id: \.self).circular(),
      layout: .variable(itemLengths: lengths, spacing: 10), anchor: anchor,
      initialIndex: initialIndex, configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  /// The live items drawn in the viewport, in screen order.
  static func drawn(_ pager: LoopPager) -> [LivePage<String, String>] {
    pager.livePages.filter { $0.origin < pager.viewportLength && $0.origin + $0.length > 0 }
      .sorted { $0.origin < $1.origin }
  }

  @Test func theFirstItemIsDrawnAfterTheLastWithItsOwnLength() throws {
    let (pager, _) = try Self.loop(initialIndex: 4)
    #expect(pager.loops)
    let drawn = Self.drawn(pager)
    #expect(drawn.map(\.index) == [3, 4, 0])
    // Item 4 (250) centred in 375: 62.5…312.5; item 3 (150) ends 10 before; item 0 (200) starts
    // 10 after.
    #expect(drawn.map(\.origin) == [-97.5, 62.5, 322.5])
    #expect(drawn.map(\.length) == [150, 250, 200])
  }

  @Test func aSwipePastTheLastItemCrossesTheSeamForwardAndBack() throws {
    let (pager, recorder) = try Self.loop(initialIndex: 4)
    try pager.swipe(by: -120, velocity: -1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 0)
    #expect(pager.position == 0)
    #expect(recorder.didChanges.last?.direction == .forward)
    try pager.swipe(by: 120, velocity: 1_000)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 4)
    #expect(recorder.didChanges.map(\.to) == ["v0", "v4"])
    #expect(recorder.didChanges.last?.direction == .reverse)
    // At rest the settled item is centred again.
    let settled = try #require(Self.drawn(pager).first { $0.index == 4 })
    #expect(abs(settled.origin - 62.5) < 1e-9)
  }

  @Test func aDragAroundManyCyclesStaysContinuousAndInsideTheContent() throws {
    let (pager, _) = try Self.loop(initialIndex: 2)
    try pager.beginDrag()
    var previous = pager.position
    var crossed = 0
    for _ in 0..<400 {
      try pager.drag(by: -97)
      let position = pager.position
      // Each frame moves forward by less than one item (97 points, items 100–300 long).
      #expect(position > previous && position - previous < 1, "\(previous) → \(position)")
      if pager.currentIndex == 0, Int(previous.rounded()) % 5 != 0 { crossed += 1 }
      previous = position
      #expect(pager.contentOffset >= 0 && pager.contentOffset <= pager.maxContentOffset)
    }
    // 400 × 97 points through cycles of 1,050 points: about 37 cycles.
    #expect(crossed >= 30)
    #expect(abs(previous - 2 - 38_800.0 / 1_050 * 5) < 5)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.phase == .idle)
  }

  @Test func theCurrentItemIsTheOneDrawnAtTheAnchor() throws {
    let (pager, _) = try Self.loop(initialIndex: 1)
    try pager.beginDrag()
    for _ in 0..<60 {
      try pager.drag(by: -23)
      let anchor = pager.viewportLength / 2
      let atAnchor = try #require(
        pager.livePages.first { $0.origin <= anchor && $0.origin + $0.length + 10 > anchor })
      // The item nearest the anchor by resting offset is the one over it, or its neighbour in
      // the gap between them.
      let distance = Int.loopDelta(
        from: atAnchor.index, to: pager.currentIndex, count: 5, direction: nil)
      #expect(abs(distance) <= 1)
    }
  }

  @Test func aCommandTakesTheShortWayRoundWithoutDrawingTheLongWay() throws {
    let lengths: [Double] = [120, 180, 140, 200, 160, 220, 130, 170]
    let (pager, recorder) = try Self.loop(lengths: lengths, initialIndex: 1)
    var created = Set(pager.livePages.map(\.index))
    try pager.scroll(to: 7)
    try pager.advance(to: 0)
    var now = 0.0
    while pager.phase == .settling {
      created.formUnion(pager.livePages.map(\.index))
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.settledIndex == 7)
    #expect(recorder.didChanges.first?.direction == .reverse)
    // Through item 0, never round by 4.
    #expect(!created.contains(4))
  }

  @Test func aFarJumpSplicesTheDestinationBesideTheScreen() throws {
    let lengths = (0..<20).map { 120 + Double($0 % 4) * 30 }
    let (pager, recorder) = try Self.loop(lengths: lengths, initialIndex: 0)
    var created = Set(pager.livePages.map(\.index))
    try pager.scroll(to: 8)
    try pager.advance(to: 0)
    var now = 0.0
    while pager.phase == .settling {
      created.formUnion(pager.livePages.map(\.index))
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    #expect(pager.settledIndex == 8)
    #expect(recorder.didChanges.map(\.to) == ["v8"])
    // The items half way (4, 5) are never drawn: the destination came next door.
    #expect(!created.contains(4) && !created.contains(5))
    let centred = try #require(Self.drawn(pager).first { $0.index == 8 })
    #expect(abs(centred.origin + centred.length / 2 - 187.5) < 1e-9)
  }

  @Test func aReloadWithNewLengthsKeepsTheCurrentItemWhereItIsDrawn() throws {
    let (pager, recorder) = try Self.loop(initialIndex: 2)
    try pager.beginDrag()
    try pager.drag(by: -40)
    let before = try #require(pager.livePages.first { $0.index == 2 })
    try pager.reload(
      ArrayPageSource(["v0", "v1", "v2", "v3", "v4", "v5"], id: \.self).circular(),
      layout: .variable(itemLengths: [200, 100, 300, 150, 250, 180], spacing: 10))
    #expect(pager.loops && pager.count == 6)
    let after = try #require(pager.livePages.first { $0.index == 2 })
    #expect(abs(after.origin - before.origin) < 1e-9)
    #expect(recorder.didChanges.isEmpty)
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 2)
  }

  @Test func aNewViewportKeepsTheItemAtTheAnchor() throws {
    let (pager, _) = try Self.loop(initialIndex: 3)
    try pager.setViewportLength(500)
    let centred = try #require(Self.drawn(pager).first { $0.index == 3 })
    #expect(abs(centred.origin + centred.length / 2 - 250) < 1e-9)
    // Shorter than the longest item: refused, nothing changed.
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 300, viewportLength: 250))
    ) { try pager.setViewportLength(250) }
    #expect(pager.viewportLength == 500)
  }

  /// Re-pinned (bug 4): a loop takes every inset a bounded layout takes, one that leaves part
  /// of the longest item off screen included; an inset at or past the viewport is refused by
  /// every layout.
  @Test func aLoopTakesAnInsetThatLeavesPartOfTheLongestItemOffScreen() throws {
    let (pager, _) = try Self.loop(anchor: .leading(100))
    #expect(pager.loops)
    #expect(
      throws: PagerError.invalidConfiguration(
        .anchorInsetPastViewport(inset: 375, itemLength: 300, viewportLength: 375))
    ) {
      try Self.loop(anchor: .leading(375))
    }
  }

  @Test func aReloadBelowTwoItemsStopsTheLoopAndBackStartsIt() throws {
    let (pager, _) = try Self.loop(initialIndex: 1)
    try pager.reload(
      ArrayPageSource(["v1"], id: \.self).circular(),
      layout: .variable(itemLengths: [100], spacing: 10))
    #expect(!pager.loops && pager.settledPageID == "v1")
    try pager.reload(
      ArrayPageSource(["v0", "v1", "v2"], id: \.self).circular(),
      layout: .variable(itemLengths: [200, 100, 300], spacing: 10))
    #expect(pager.loops && pager.settledIndex == 1)
    try pager.scrollToPrevious(animated: false)
    try pager.scrollToPrevious(animated: false)
    #expect(pager.settledIndex == 2)
  }
}
