import PageKitCore
import PageKitTabs
import Testing

/// A swipe across the seam of a circular tab pager, frame by frame: the indicator extrapolates
/// into the virtual slot beside the end nearest the position, and while it straddles the seam
/// the snapshot also gives its second copy at the other end. What a host draws —
/// ``TabBarSnapshot/indicatorFrame`` and, when present, ``TabBarSnapshot/indicatorCopyFrame`` —
/// never moves more than the swipe moves it.
///
/// The bound, per frame: the pager's position moved by `Δp` pages, and between two neighbouring
/// slots (virtual ones included) an edge of a linear, tab-wide indicator moves by `Δp` times the
/// distance between those slots' edges. So every drawn frame has a frame drawn the frame before
/// whose origin and end each lie within `|Δp| × maxEdgeStep + 1e-9` of it, where `maxEdgeStep`
/// is the largest distance an origin or an end moves between neighbouring slots `-1...count`.
/// A copy with no such partner (one appearing as the indicator starts to straddle, or
/// disappearing as it stops) overlaps the tabs by no more than that bound: it comes in from
/// beyond an end, it does not pop up over a tab.
@Suite struct TabSeamSwipeTests {
  struct Bar: Sendable, CustomTestStringConvertible {
    var count: Int
    var sizing: TabSizing
    var spacing: Double = 0
    var inset: Double = 0
    var direction: LayoutDirection = .leftToRight
    var testDescription: String { "\(count) tabs, \(sizing), spacing \(spacing), \(direction)" }

    func menu() throws -> TabMenu {
      try TabMenu(
        tabCount: count, sizing: sizing, barLength: 320, spacing: spacing, leadingInset: inset,
        trailingInset: inset, layoutDirection: direction)
    }
  }

  static let bars: [Bar] = [
    Bar(count: 2, sizing: .fixed(100)),
    Bar(count: 3, sizing: .fixed(90), spacing: 8, inset: 16),
    Bar(count: 5, sizing: .fixed(100)),
    Bar(count: 5, sizing: .intrinsic([64, 90, 72, 120, 48]), spacing: 8, inset: 16),
    Bar(count: 8, sizing: .intrinsic([40, 150, 60, 90, 75, 110, 55, 130]), spacing: 12),
    Bar(count: 4, sizing: .intrinsic([70, 110, 50, 95]), spacing: 6, direction: .rightToLeft),
  ]

  /// Finger steps per frame, in points (pages are 300 points).
  static let steps: [Double] = [3, 11, 37]

  /// The frames a host draws for a snapshot.
  static func drawn(_ snapshot: TabBarSnapshot) -> [StripSpan] {
    [snapshot.indicatorFrame] + (snapshot.indicatorCopyFrame.map { [$0] } ?? [])
  }

  /// The largest distance an origin or an end moves between neighbouring slots `-1...count`.
  static func maxEdgeStep(_ menu: TabMenu) throws -> Double {
    var result = 0.0
    for slot in -1..<menu.count {
      let a = try #require(menu.slotFrame(at: slot))
      let b = try #require(menu.slotFrame(at: slot + 1))
      result = max(result, abs(b.origin - a.origin), abs(b.end - a.end))
    }
    return result
  }

  /// How much of `span` lies over the tabs (from the first tab's start to the last tab's end).
  static func overlapWithTabs(_ span: StripSpan, _ menu: TabMenu) throws -> Double {
    let first = try #require(menu.frame(at: 0))
    let last = try #require(menu.frame(at: menu.count - 1))
    let low = min(first.origin, last.origin)
    let high = max(first.end, last.end)
    return max(0, min(span.end, high) - max(span.origin, low))
  }

  /// Checks one frame against the frame before it.
  static func checkStep(
    from before: [StripSpan], to after: [StripSpan], bound: Double, menu: TabMenu,
    _ label: String
  ) throws {
    func partner(_ span: StripSpan, in others: [StripSpan]) -> Bool {
      others.contains { abs($0.origin - span.origin) <= bound && abs($0.end - span.end) <= bound }
    }
    for span in after where !partner(span, in: before) {
      let overlap = try overlapWithTabs(span, menu)
      #expect(overlap <= bound, "\(label): \(span) appeared over the tabs (was \(before))")
    }
    for span in before where !partner(span, in: after) {
      let overlap = try overlapWithTabs(span, menu)
      #expect(overlap <= bound, "\(label): \(span) vanished over the tabs (now \(after))")
    }
  }

  /// Drags a circular pager across its seam by `step` points a frame, one page and a third of
  /// the way (so past half way, over the seam and into the next pair), lets go slowly, and
  /// checks every frame until rest.
  func swipeAcrossTheSeam(_ bar: Bar, step: Double, forward: Bool) throws {
    let menu = try bar.menu()
    let pager = try Pager(
      source: ArrayPageSource(Array(0..<bar.count), id: \.self).circular(),
      initialIndex: forward ? bar.count - 1 : 0,
      configuration: PagerConfiguration(viewportLength: 300))
    let tabs = try TabMenuCoordinator(pager: pager, menu: menu)
    let edgeStep = try Self.maxEdgeStep(menu)
    var time = 0.0
    try pager.advance(to: time)
    var previous = try #require(tabs.snapshot())
    var previousPosition = pager.position
    var straddled = 0
    var frames = 0
    func check(_ label: String) throws {
      let snapshot = try #require(tabs.snapshot(), "\(label)")
      let bound = abs(pager.position - previousPosition) * edgeStep + 1e-9
      try Self.checkStep(
        from: Self.drawn(previous), to: Self.drawn(snapshot), bound: bound, menu: menu,
        "\(bar.testDescription), step \(step), frame \(frames), p=\(pager.position)")
      if snapshot.indicatorCopyFrame != nil { straddled += 1 }
      previous = snapshot
      previousPosition = pager.position
    }
    try pager.beginDrag()
    // The finger moves left (negative) to go forward.
    let translation = forward ? -step : step
    var dragged = 0.0
    while dragged < 300 * 0.6 {
      frames += 1
      time += 1.0 / 60
      try pager.drag(by: translation)
      dragged += step
      try pager.advance(to: time)
      try check("drag")
    }
    try pager.endDrag(velocity: 0)
    while pager.phase != .idle, frames < 2_000 {
      frames += 1
      time += 1.0 / 60
      try pager.advance(to: time)
      try check("settle")
    }
    // The swipe went over the seam, past half way, and the copy was given while it straddled.
    #expect(pager.settledIndex == (forward ? 0 : bar.count - 1))
    #expect(straddled > 0)
    // At rest: exactly on the selected tab, one frame, no copy.
    let rest = try #require(tabs.snapshot())
    #expect(rest.isAtRest)
    #expect(rest.indicatorFrame == menu.frame(at: rest.selectedTab))
    #expect(rest.indicatorCopyFrame == nil)
  }

  @Test(arguments: bars, steps)
  func aForwardSwipeOverTheSeamNeverMovesADrawnCopyMoreThanItsStep(bar: Bar, step: Double)
    throws
  {
    try swipeAcrossTheSeam(bar, step: step, forward: true)
  }

  @Test(arguments: bars, steps)
  func aBackwardSwipeOverTheSeamNeverMovesADrawnCopyMoreThanItsStep(bar: Bar, step: Double)
    throws
  {
    try swipeAcrossTheSeam(bar, step: step, forward: false)
  }

  @Test func theCopyIsTheSameMoveAtTheOtherEnd() throws {
    // Five 100-point tabs: slot -1 = [-100, 0], slot 5 = [500, 600].
    let menu = try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 300)
    for (position, frame, copy) in [(4.3, 430.0, -70.0), (4.8, -20.0, 480.0)] {
      let state = TabPagerState(
        position: position, isCircular: true,
        motion: TabMotion(origin: 4, destination: 4, progress: 0))
      let snapshot = try #require(menu.snapshot(pager: state))
      #expect(abs(snapshot.indicatorFrame.origin - frame) < 1e-9)
      let copyFrame = try #require(snapshot.indicatorCopyFrame)
      #expect(abs(copyFrame.origin - copy) < 1e-9)
      #expect(copyFrame.length == 100)
    }
  }

  @Test(arguments: [0.0, 1.5, 2.25, 3.0])
  func insideTheBarAndAtRestThereIsNoCopy(position: Double) throws {
    let menu = try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 300)
    let snapshot = try #require(menu.snapshot(pager: .init(position: position, isCircular: true)))
    #expect(snapshot.indicatorCopyFrame == nil)
  }

  @Test func pastTheEndOfABoundedBarThereIsNoCopy() throws {
    let menu = try TabMenu(tabCount: 5, sizing: .fixed(100), barLength: 300)
    let snapshot = try #require(menu.snapshot(pager: .init(position: 4.4, isCircular: false)))
    #expect(snapshot.indicatorFrame.origin > 400)
    #expect(snapshot.indicatorCopyFrame == nil)
  }
}
