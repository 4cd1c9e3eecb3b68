import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

@Suite struct CarouselRecenteringTests {
  struct FlingResult {
    var frames = 0
    var travelled = 0.0
    var shifts = 0
    var everOutside = false
    var maxIndexStep = 0
  }

  /// Flings at `velocity` pt/s, decaying by 0.998 per ms, at `framesPerSecond`, recentering every
  /// frame (as a host does in its scroll callback, shifting the deceleration target too).
  func fling(
    _ layout: CarouselLayout, velocity initial: Double, framesPerSecond: Double, recenter: Bool
  ) throws -> FlingResult {
    var result = FlingResult()
    var offset = layout.initialOffset
    var velocity = initial
    let milliseconds = 1000 / framesPerSecond
    let decay = pow(0.998, milliseconds)
    var position = try #require(layout.position(at: offset))
    while abs(velocity) > 1 {
      offset += velocity * milliseconds / 1000
      result.travelled += abs(velocity) * milliseconds / 1000
      velocity *= decay
      result.frames += 1
      if offset < 0 || offset > layout.maximumOffset { result.everOutside = true }
      let moved = try #require(layout.position(at: offset))
      let step = abs(moved.virtualIndex - position.virtualIndex)
      #expect(moved.logicalIndex == moved.virtualIndex.floorMod(layout.count))
      result.maxIndexStep = max(result.maxIndexStep, step)
      if recenter {
        let shifted = layout.recentered(offset: offset)
        if shifted.didShift { result.shifts += 1 }
        let after = try #require(layout.position(at: shifted.offset))
        #expect(after.logicalIndex == moved.logicalIndex)
        #expect(abs(after.fraction - moved.fraction) < 1e-9)
        offset = shifted.offset
        position = after
      } else {
        position = moved
      }
    }
    return result
  }

  @Test(arguments: [10_000.0, -10_000.0])
  func fastFlingRecenteredEveryFrameNeverReachesTheEnds(velocity: Double) throws {
    // Given several narrow items per screen and a 120 Hz display
    let layout = try CarouselLayout(
      count: 7, itemLength: 120, spacing: 8, viewportLength: 390, anchor: .center)
    // When a 10,000 pt/s fling decelerates over hundreds of frames, recentered every frame
    let result = try fling(layout, velocity: velocity, framesPerSecond: 120, recenter: true)
    // Then it never reaches the content's ends and the index moves one item at a time
    #expect(result.frames > 500)
    #expect(!result.everOutside)
    #expect(result.maxIndexStep <= 1)
    #expect(result.shifts > 0)
    // Without recentering the same fling runs off the content.
    #expect(result.travelled > layout.contentLength)
    let unrecentered = try fling(layout, velocity: velocity, framesPerSecond: 120, recenter: false)
    #expect(unrecentered.everOutside)
  }

  @Test func seedFlingAtSixtyHertzStaysInside() throws {
    let layout = try CarouselLayout(count: 5, itemLength: 375, viewportLength: 375)
    let result = try fling(layout, velocity: 10_000, framesPerSecond: 60, recenter: true)
    #expect(result.frames > 250)
    #expect(!result.everOutside)
    #expect(result.maxIndexStep <= 1)
  }

  @Test(arguments: [
    (5, 375.0, 0.0, 375.0, 937.5),
    (3, 100.0, 12.5, 375.0, 168.75),
  ])
  func aMillionWrapCyclesDoNotDrift(
    count: Int, itemLength: Double, spacing: Double, viewport: Double, step: Double
  ) throws {
    let layout = try CarouselLayout(
      count: count, itemLength: itemLength, spacing: spacing, viewportLength: viewport)
    let framesPerCycle = Int(layout.cycleLength / step)
    #expect(Double(framesPerCycle) * step == layout.cycleLength)
    var offset = layout.initialOffset
    var shifted = 0.0
    for _ in 0..<(1_000_000 * framesPerCycle) {
      let result = layout.recentered(offset: offset + step)
      offset = result.offset
      shifted += result.delta
    }
    // A million whole cycles later the offset is exactly where it started.
    #expect(offset == layout.initialOffset)
    #expect(shifted == -1_000_000 * layout.cycleLength)
    let position = try #require(layout.position(at: offset))
    #expect(position.logicalIndex == 0)
    #expect(position.fraction == 0)
  }

  @Test func randomizedOffsetsRecentersAndTicksKeepTheInvariants() throws {
    for seed in UInt64(1)...10_000 {
      var rng = SplitMix64(seed: seed)
      let count = rng.int(in: 2...12)
      let viewport = rng.double(in: 200...800)
      let fullWidth = rng.chance(0.3)
      let item = fullWidth ? viewport : rng.double(in: 40...viewport)
      let spacing = rng.chance(0.5) ? 0 : rng.double(in: 0...20)
      let anchors: [SnapAnchor] = [
        .leading(0), .center, .trailing(0), .leading((viewport - item) / 3),
      ]
      let anchor = fullWidth ? .leading(0) : anchors[rng.int(in: 0...3)]
      let layout = try CarouselLayout(
        count: count, itemLength: item, spacing: spacing, viewportLength: viewport,
        anchor: anchor)
      var scroller = try AutoScroller(interval: rng.double(in: 0.5...5))
      var offset = layout.initialOffset
      var time = 0.0
      var logical = 0
      for step in 0..<20 {
        switch rng.int(in: 0...2) {
        case 0:
          // A frame's worth of scrolling, at most the margin the layout guarantees.
          offset += rng.double(in: -layout.recenterMargin...layout.recenterMargin)
        case 1:
          // A programmatic scroll to a random item.
          let target = rng.int(in: 0...(count - 1))
          let plan = try #require(
            layout.scrollTarget(toLogicalIndex: target, from: offset), "seed \(seed) step \(step)")
          #expect(abs(plan.distance) <= count / 2, "seed \(seed) step \(step)")
          offset = plan.offset
          #expect(layout.position(at: offset)?.logicalIndex == target, "seed \(seed) step \(step)")
        default:
          time += rng.double(in: 0...10)
          let context = AutoScrollContext(currentIndex: logical, count: count, isCircular: true)
          if let action = scroller.advance(to: time, context: context) {
            #expect(action.index == (logical + 1).floorMod(count), "seed \(seed) step \(step)")
            let start = try #require(scroller.gridStart)
            let k = ((action.scheduledTime - start) / scroller.interval).rounded()
            #expect(k >= 1, "seed \(seed) step \(step)")
            #expect(
              abs(start + k * scroller.interval - action.scheduledTime) < 1e-9,
              "seed \(seed) step \(step)")
            let plan = try #require(layout.scrollTarget(toLogicalIndex: action.index, from: offset))
            offset = plan.offset
          }
          #expect((scroller.nextFireTime ?? .infinity) > time, "seed \(seed) step \(step)")
        }
        let before = try #require(layout.position(at: offset), "seed \(seed) step \(step)")
        let result = layout.recentered(offset: offset)
        offset = result.offset
        let after = try #require(layout.position(at: offset), "seed \(seed) step \(step)")
        #expect(offset >= 0 && offset <= layout.maximumOffset, "seed \(seed) step \(step)")
        #expect(
          after.logicalIndex == after.virtualIndex.floorMod(count), "seed \(seed) step \(step)")
        #expect(after.logicalIndex == before.logicalIndex, "seed \(seed) step \(step)")
        #expect(abs(after.fraction - before.fraction) < 1e-6, "seed \(seed) step \(step)")
        #expect(after.fraction >= -0.5 && after.fraction < 0.5, "seed \(seed) step \(step)")
        // Every visible slot shows floorMod(virtual), and the slots cover the viewport.
        var first: CarouselLayout.Item?
        var last: CarouselLayout.Item?
        for visible in layout.visibleItems(offset: offset) {
          #expect(visible.logicalIndex == visible.virtualIndex.floorMod(count), "seed \(seed)")
          if let last { #expect(visible.slot == last.slot + 1, "seed \(seed) step \(step)") }
          first = first ?? visible
          last = visible
        }
        let leading = try #require(first, "seed \(seed) step \(step)")
        let trailing = try #require(last, "seed \(seed) step \(step)")
        #expect(leading.origin <= offset + spacing + 1e-9, "seed \(seed) step \(step)")
        #expect(
          trailing.origin + item >= offset + viewport - spacing - 1e-9,
          "seed \(seed) step \(step)")
        logical = after.logicalIndex
      }
    }
  }
}

/// `Carousel.recentered(offset:)`: the host's own offsets moved by the carousel's whole cycles.
@Suite struct CarouselRecenteredQueryTests {
  @Test func anOffsetPastTheBandComesBackByWholeCyclesWithoutMovingTheCarousel() throws {
    // Given a loop of five full-width items at rest on item 0
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c", "d", "e"]), itemLength: 375, viewportLength: 375)
    let start = carousel.offset
    let cycle = 5 * 375.0
    // When an offset far past the content is recentered
    let far = start + 7 * cycle + 100
    let recentered = carousel.recentered(offset: far)
    // Then it moved by whole cycles, into the content, and the carousel did not move
    let cycles = (far - recentered) / cycle
    #expect(cycles == cycles.rounded() && cycles >= 1)
    #expect(recentered >= 0 && recentered + 375 <= carousel.contentLength)
    #expect(carousel.offset == start)
    // And an offset inside the band, a strip's offset and a non-finite one are unchanged
    #expect(carousel.recentered(offset: start + 10) == start + 10)
    let strip = try Carousel(
      source: ArrayPageSource(["a", "b", "c"]), itemLength: 375, viewportLength: 375,
      isCircular: false)
    #expect(strip.recentered(offset: 5_000) == 5_000)
    #expect(carousel.recentered(offset: .infinity) == .infinity)
  }
}
