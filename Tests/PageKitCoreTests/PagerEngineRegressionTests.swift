import PageKitCore
import PageKitTestSupport
import Testing

/// The pager repros of the "one paging engine" issue, each as it was reported, with what the
/// documented rules (`PagingController`'s "Semantics every controller keeps") now require.
@Suite struct PagerEngineRegressionTests {
  /// `index@offset` for every live page whose placement is drawn, in slot order.
  static func drawn<S, T>(_ pager: Pager<S, T>) -> [String] {
    pager.livePages.filter { !$0.placement.isHidden }.map { "\($0.index)@\(rounded($0.offset))" }
  }

  static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  // Repro 1: a retarget during a far jump runs backwards.
  @Test func retargetDuringAFarJumpContinuesForward() throws {
    // Given six pages at rest on 0, animating to 4.
    let (pager, recorder) = try makePager(count: 6)
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try pager.advance(to: 1.0 / 60)
    let before = pager.livePages.map(\.offset)
    // When the command is retargeted to 3.
    recorder.reset()
    try pager.scroll(to: 3)
    // Then the change is forward, nothing on screen moved, and 3 is drawn after 4, never
    // before 0.
    #expect(recorder.willChanges.map(\.direction) == [.forward])
    #expect(pager.livePages.prefix(before.count).map(\.offset) == before)
    let slots = Dictionary(uniqueKeysWithValues: pager.livePages.map { ($0.index, $0.slot) })
    let slot0 = try #require(slots[0])
    let slot3 = try #require(slots[3])
    let slot4 = try #require(slots[4])
    #expect(slot0 < slot4 && slot4 < slot3)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 3)
    #expect(recorder.didChanges.map(\.direction) == [.forward])
    #expect(recorder.didChanges.map(\.toIndex) == [3])
  }

  // Repro 2: a retarget from a rubber-band position jumps.
  @Test(arguments: [(4, -40.0, 3), (0, 40.0, 1)])
  func retargetFromARubberBandDoesNotJump(initial: Int, translation: Double, destination: Int)
    throws
  {
    // Given five pages resting on an end, dragged past it and released at zero velocity.
    let (pager, _) = try makePager(count: 5, initialIndex: initial)
    try pager.advance(to: 0)
    try pager.swipe(by: translation, velocity: 0)
    let position = pager.position
    #expect(position != Double(initial))
    // When a command goes back into the pages.
    try pager.scroll(to: destination, animated: true)
    // Then the position does not move at the call, and no page is drawn twice.
    #expect(pager.position == position)
    let indices = pager.livePages.map(\.index)
    #expect(Set(indices).count == indices.count, "\(Self.drawn(pager))")
    var previous = pager.position
    var now = 0.0
    while pager.phase == .settling {
      now += 1.0 / 60
      try pager.advance(to: now)
      let step = abs(pager.position - previous)
      #expect(step < 0.5, "a frame moved \(step) pages")
      previous = pager.position
    }
    #expect(pager.settledIndex == destination)
  }

  // Repro 3: the live window ignores what the transition draws.
  @Test func liveWindowHoldsEveryPageTheTransitionDraws() throws {
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<7)), transition: CoverFlowTransition(),
      initialIndex: 2, configuration: PagerConfiguration(viewportLength: 100, preloadCount: 0))
    #expect(pager.livePages.map(\.index) == [0, 1, 2, 3, 4])
    // Every page the transition draws is live.
    for page in 0..<7 {
      let offset = Double(page - 2)
      let drawn = !pager.placement(at: offset).isHidden
      #expect(drawn == pager.livePages.contains { $0.index == page }, "page \(page)")
    }
  }

  // Repro 6: a reload mid-motion swaps what is on screen.
  @Test func reloadMidFarJumpKeepsTheSettledPageWhereItIsDrawn() throws {
    // Given A→E animating (A and E both on screen).
    let pages = ["A", "B", "C", "D", "E"]
    let pager = try Pager(
      source: ArrayPageSource(pages, id: \.self),
      configuration: PagerConfiguration(viewportLength: 100))
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    var now = 0.0
    while pager.position < 0.4 || pager.position == Double(0) {
      now += 1.0 / 60
      try pager.advance(to: now)
    }
    let before = pager.livePages.map { ($0.id, $0.offset) }
    let offsetA = try #require(before.first { $0.0 == "A" }?.1)
    let offsetE = try #require(before.first { $0.0 == "E" }?.1)
    // When E is removed.
    try pager.reload(ArrayPageSource(["A", "B", "C"], id: \.self))
    // Then A stays where it was drawn, and E's stand-in (C) takes E's place.
    let after = pager.livePages.map { ($0.id, $0.offset) }
    #expect(after.first { $0.0 == "A" }?.1 == offsetA)
    #expect(after.first { $0.0 == "C" }?.1 == offsetE)
    #expect(!after.contains { $0.0 == "B" && abs($0.1) < 1 })
    #expect(pager.settledPageID == "A")
    try pager.runUntilIdle()
    #expect(pager.settledPageID == "C")
  }

  @Test func reloadMidSwipeRemovingTheCurrentPageReportsDataReload() throws {
    // Given a swipe under way on page 2.
    let (pager, recorder) = try makePager(count: 5, initialIndex: 2)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -20)
    // When page 2 is removed and the finger lifts without moving on.
    try pager.reload(
      AnyCircular(ArrayPageSource(["p0", "p1", "p3", "p4"], id: \.self), circular: false))
    try pager.endDrag(velocity: 0)
    try pager.runUntilIdle()
    // Then the stand-in is announced once, with the reload as its cause.
    #expect(pager.settledPageID == "p3")
    #expect(recorder.didChanges.map(\.cause) == [.dataReload])
    #expect(recorder.willChanges.map(\.cause) == [.dataReload])
  }

  // A cancel carries the identities of the will it closes, with indices current at emission.
  @Test func aCancelAfterAReloadCarriesTheIndicesOfNow() throws {
    // Given keyed pages animating from "a" (0) to "b" (1).
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      configuration: .init(viewportLength: 100))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scroll(to: 1)
    try pager.advance(to: 0.05)
    // When two pages are inserted before them, and the motion is sent back to "a".
    try pager.reload(ArrayPageSource(["x", "y", "a", "b", "c"], id: \.self))
    try pager.scroll(to: 2)
    try pager.runUntilIdle()
    // Then the cancel names "a" → "b" at their indices now (2 and 3), not the will's (0 and 1).
    let cancel = try #require(recorder.cancels.last)
    #expect(cancel.from == "a" && cancel.to == "b")
    #expect(cancel.fromIndex == 2 && cancel.toIndex == 3)
    #expect(recorder.willChanges.first?.fromIndex == 0)
  }

  // A bounded strip never holds one page in two live slots.
  @Test func aRetargetBackPastTheOldDestinationKeepsEachPageLiveOnce() throws {
    // Given six pages preloading one on each side, jumping from 0 to 4, retargeted to 3.
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<6)),
      configuration: PagerConfiguration(viewportLength: 100, preloadCount: 1))
    try pager.advance(to: 0)
    try pager.scroll(to: 4)
    try pager.advance(to: 1.0 / 60)
    try pager.scroll(to: 3)
    var time = 1.0 / 60
    while pager.phase != .idle {
      // Then at every frame each page is live at most once, and the pages drawn are live.
      let indices = pager.livePages.map(\.index)
      #expect(Set(indices).count == indices.count, "\(indices)")
      time += 1.0 / 60
      try pager.advance(to: time)
    }
    #expect(pager.settledIndex == 3)
  }
}
