import PageKitCore
import PageKitTabs
import PageKitTestSupport
import Testing

@Suite struct TabBarRandomizedTests {
  static func randomBar(_ random: inout SplitMix64) throws -> TabBar {
    let count = random.int(in: 1...12)
    let sizing: TabSizing
    switch random.int(in: 0...2) {
    case 0: sizing = .fixed(random.double(in: 0...200))
    case 1: sizing = .equal
    default: sizing = .intrinsic((0..<count).map { _ in random.double(in: 0...250) })
    }
    let contentWidths =
      random.chance(0.5) ? (0..<count).map { _ in random.double(in: 0...300) } : nil
    let menu = try TabMenu(
      tabCount: count, sizing: sizing, barLength: random.double(in: 0...900),
      spacing: random.chance(0.3) ? 0 : random.double(in: 0...24),
      leadingInset: random.double(in: 0...40), trailingInset: random.double(in: 0...40),
      alignment: TabAlignment.allCases[random.int(in: 0...3)],
      layoutDirection: random.chance(0.5) ? .leftToRight : .rightToLeft,
      contentWidths: contentWidths)
    let style = TabIndicatorStyle(
      shape: random.chance(0.8) ? .underline : .block, thickness: 2,
      leadingInset: random.chance(0.5) ? 0 : random.double(in: 0...10),
      trailingInset: random.chance(0.5) ? 0 : random.double(in: 0...10))
    let indicator = try TabIndicator(
      interpolation: random.chance(0.5) ? .linear : .elastic,
      width: random.chance(0.5) ? .tab : .content,
      overscroll: TabIndicator.Overscroll.allCases[random.int(in: 0...2)], style: style)
    let modes: [TabScrollMode] = [
      .centered, .preferCentered, .leading(inset: 16), .trailing(inset: 8), .visible,
    ]
    return TabBar(menu: menu, indicator: indicator, scrolling: modes[random.int(in: 0...4)])
  }

  static func randomState(_ random: inout SplitMix64, count: Int) -> TabPagerState {
    let circular = random.chance(0.5)
    let integral = random.chance(0.2)
    var position: Double
    if circular {
      position = random.double(in: -3 * Double(count)...3 * Double(count))
    } else {
      position = random.double(in: -2...Double(count + 1))
    }
    if integral { position = position.rounded() }
    var motion: TabMotion?
    if random.chance(0.6) {
      let origin = random.int(in: 0...(count - 1))
      let destination = random.chance(0.5) ? origin : random.int(in: 0...(count - 1))
      let direction: PageDirection? =
        random.chance(0.5) ? nil : (random.chance(0.5) ? .forward : .reverse)
      motion = TabMotion(
        origin: origin, destination: destination, progress: random.double(in: -0.2...1.2),
        direction: direction)
    }
    return TabPagerState(position: position, isCircular: circular, motion: motion)
  }

  @Test func randomBarsKeepTheInvariants() throws {
    let seed: UInt64 = 0x7AB5_2026
    var random = SplitMix64(seed: seed)
    for step in 0..<10_000 {
      let bar = try Self.randomBar(&random)
      let menu = bar.menu
      let state = Self.randomState(&random, count: menu.count)
      let current = random.double(in: -100...1_000)
      let snapshot = try #require(
        bar.snapshot(for: state, currentOffset: current), "seed \(seed) step \(step)")
      let bounds = try #require(menu.extendedBounds)
      let scale = max(1, menu.contentLength) * 1e-9
      let frame = snapshot.indicatorFrame

      // The indicator stays within the content extended by one virtual slot at each end.
      #expect(
        frame.origin >= bounds.origin - scale && frame.end <= bounds.end + scale
          && frame.length >= 0,
        "seed \(seed) step \(step): \(frame) outside \(bounds)")

      // The menu offset stays within its clamped range.
      let range = bar.scrolling.offsetRange(in: menu)
      #expect(
        snapshot.menuOffset >= range.lowerBound - scale
          && snapshot.menuOffset <= range.upperBound + scale,
        "seed \(seed) step \(step): offset \(snapshot.menuOffset) outside \(range)")

      // Selection progress: each in 0…1, summing to 1, the selected tab at least half.
      var sum = 0.0
      for tab in 0..<menu.count {
        let progress = snapshot.selectionProgress(of: tab)
        #expect(progress >= 0 && progress <= 1, "seed \(seed) step \(step) tab \(tab)")
        sum += progress
      }
      #expect(abs(sum - 1) < 1e-9, "seed \(seed) step \(step): sum \(sum)")
      #expect((0..<menu.count).contains(snapshot.selectedTab), "seed \(seed) step \(step)")
      #expect(
        snapshot.selectionProgress(of: snapshot.selectedTab) >= 0.5,
        "seed \(seed) step \(step)")
      #expect(
        snapshot.visibleTabs.clamped(to: 0..<menu.count) == snapshot.visibleTabs,
        "seed \(seed) step \(step)")

      // At an integral position without a far motion, exactly on the tab.
      let position = state.position
      if position == position.rounded(), snapshot.isAtRest {
        let resting = bar.indicator.restingFrame(in: menu, at: snapshot.selectedTab)
        #expect(frame == resting, "seed \(seed) step \(step)")
        #expect(snapshot.selectionProgress(of: snapshot.selectedTab) == 1)
      }
      let restState = TabPagerState.resting(
        at: random.int(in: 0...(menu.count - 1)), isCircular: state.isCircular)
      let rest = try #require(bar.snapshot(for: restState), "seed \(seed) step \(step)")
      let expectedTab = Int(restState.position)
      #expect(rest.isAtRest && rest.selectedTab == expectedTab, "seed \(seed) step \(step)")
      #expect(
        rest.indicatorFrame == bar.indicator.restingFrame(in: menu, at: expectedTab),
        "seed \(seed) step \(step)")
    }
  }

  @Test func randomBoundedSwipesAreContinuous() throws {
    // Given random bounded bars, a swipe between neighbours moves the indicator by a bounded
    // amount per 1% step: no jumps.
    let seed: UInt64 = 42
    var random = SplitMix64(seed: seed)
    for step in 0..<300 {
      let bar = try Self.randomBar(&random)
      let count = bar.menu.count
      let origin = random.int(in: 0...(count - 1))
      let forward = random.chance(0.5)
      let motion = TabMotion(origin: origin, destination: origin, progress: 0)
      var previous: StripSpan?
      let slotBounds = try #require(bar.menu.extendedBounds)
      let limit = slotBounds.length / 100 * 2 + 1e-6
      for tick in 0...100 {
        let position = Double(origin) + (forward ? 1 : -1) * Double(tick) / 100
        let snapshot = try #require(
          bar.snapshot(for: TabPagerState(position: position, motion: motion)))
        if let previous {
          #expect(
            abs(snapshot.indicatorFrame.origin - previous.origin) <= limit,
            "seed \(seed) step \(step) tick \(tick)")
        }
        previous = snapshot.indicatorFrame
      }
    }
  }
}
