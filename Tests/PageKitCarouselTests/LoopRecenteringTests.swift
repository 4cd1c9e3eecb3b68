import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
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

/// A host scroll view's offsets, recentred by a `ScrollViewBridge` every frame: a loop's fling
/// never reaches the content's ends, and recentering never changes the item at the anchor or its
/// fraction.
@Suite struct LoopRecenteringTests {
  struct FlingResult {
    var frames = 0
    var travelled = 0.0
    var shifts = 0
    var everOutside = false
    var maxIndexStep = 0
  }

  /// The item at the anchor and its fraction for `position` items along the loop from item 0
  /// (the nearest item; an exact half belongs to the following one), as a content offset names
  /// them: the virtual item and the live page's offset from the anchor.
  static func anchored(_ position: Double) -> (virtual: Int, offset: Double) {
    let virtual = Int((position + 0.5).rounded(.down))
    return (virtual, Double(virtual) - position)
  }

  /// Flings at `velocity` pt/s, decaying by 0.998 per ms, at `framesPerSecond`: through the
  /// bridge of a looping pager (recentred every frame, as a host does in its scroll callback),
  /// or, without recentering, as plain offsets in a content of the same length.
  func fling(
    count: Int, itemLength: Double, spacing: Double = 0, viewport: Double,
    anchor: SnapAnchor = .leading(0), velocity initial: Double, framesPerSecond: Double,
    recenter: Bool
  ) throws -> FlingResult {
    let (pager, _) = try makeLoop(
      count: count, itemLength: itemLength, spacing: spacing, viewport: viewport, anchor: anchor)
    let bridge = try pager.bridge()
    let stride = itemLength + spacing
    var result = FlingResult()
    var offset = bridge.contentOffset
    var position = 0.0
    var velocity = initial
    let milliseconds = 1000 / framesPerSecond
    let decay = pow(0.998, milliseconds)
    if recenter { bridge.scrollViewWillBeginDragging() }
    while abs(velocity) > 1 {
      let step = velocity * milliseconds / 1000
      let previous = Self.anchored(position)
      offset += step
      position += step / stride
      result.travelled += abs(velocity) * milliseconds / 1000
      velocity *= decay
      result.frames += 1
      if offset < 0 || offset > pager.maxContentOffset { result.everOutside = true }
      let moved = Self.anchored(position)
      result.maxIndexStep = max(result.maxIndexStep, abs(moved.virtual - previous.virtual))
      guard recenter else { continue }
      let shown = bridge.scrollViewDidScroll(contentOffset: offset)
      if shown != offset { result.shifts += 1 }
      offset = shown
      let after = try #require(pager.pageAtAnchor)
      #expect(after.index == moved.virtual.floorMod(count))
      #expect(abs(after.offset - moved.offset) < 1e-6)
    }
    return result
  }

  @Test(arguments: [10_000.0, -10_000.0])
  func fastFlingRecenteredEveryFrameNeverReachesTheEnds(velocity: Double) throws {
    // Given several narrow items per screen and a 120 Hz display
    let (pager, _) = try makeLoop(
      count: 7, itemLength: 120, spacing: 8, viewport: 390, anchor: .center)
    let contentLength = try pager.bridge().contentLength
    // When a 10,000 pt/s fling decelerates over hundreds of frames, recentered every frame
    let result = try fling(
      count: 7, itemLength: 120, spacing: 8, viewport: 390, anchor: .center,
      velocity: velocity, framesPerSecond: 120, recenter: true)
    // Then it never reaches the content's ends and the index moves one item at a time
    #expect(result.frames > 500)
    #expect(!result.everOutside)
    #expect(result.maxIndexStep <= 1)
    #expect(result.shifts > 0)
    // Without recentering the same fling runs off the content.
    #expect(result.travelled > contentLength)
    let unrecentered = try fling(
      count: 7, itemLength: 120, spacing: 8, viewport: 390, anchor: .center,
      velocity: velocity, framesPerSecond: 120, recenter: false)
    #expect(unrecentered.everOutside)
  }

  @Test func seedFlingAtSixtyHertzStaysInside() throws {
    let result = try fling(
      count: 5, itemLength: 375, viewport: 375, velocity: 10_000, framesPerSecond: 60,
      recenter: true)
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
    let (pager, _) = try makeLoop(
      count: count, itemLength: itemLength, spacing: spacing, viewport: viewport)
    let bridge = try pager.bridge()
    let cycleLength = Double(count) * (itemLength + spacing)
    let framesPerCycle = Int(cycleLength / step)
    #expect(Double(framesPerCycle) * step == cycleLength)
    let initialOffset = bridge.contentOffset
    var offset = initialOffset
    var shifted = 0.0
    for _ in 0..<(1_000_000 * framesPerCycle) {
      let recentered = bridge.recentered(offset: offset + step)
      shifted += recentered - (offset + step)
      offset = recentered
    }
    // A million whole cycles later the offset is exactly where it started.
    #expect(offset == initialOffset)
    #expect(shifted == -1_000_000 * cycleLength)
    bridge.scrollViewWillBeginDragging()
    #expect(bridge.scrollViewDidScroll(contentOffset: offset) == offset)
    let atAnchor = try #require(pager.pageAtAnchor)
    #expect(atAnchor.index == 0)
    #expect(atAnchor.offset == 0)
  }

  /// Seeds in all (the quick run takes `RandomizedSeeds.count(of:)` of them), run in
  /// ``recenteringChunks`` test cases of equal slices, which Swift Testing runs in parallel.
  static let recenteringSeedCount: UInt64 = 10_000
  static let recenteringChunks: UInt64 = 4

  @Test(arguments: 1...recenteringChunks)
  func randomizedOffsetsRecentersAndTicksKeepTheInvariants(chunk: UInt64) throws {
    for seed in seedSlice(
      chunk, of: Self.recenteringChunks,
      seeds: RandomizedSeeds.count(of: Self.recenteringSeedCount))
    {
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
      let (pager, _) = try makeLoop(
        count: count, itemLength: item, spacing: spacing, viewport: viewport, anchor: anchor)
      let bridge = try pager.bridge()
      let stride = item + spacing
      let cycle = Double(count) * stride
      let margin = recenterMargin(itemLength: item, spacing: spacing, viewport: viewport)
      let scroller = try AutoScroller(interval: rng.double(in: 0.5...5))
      var offset = bridge.contentOffset
      // Items along the loop from item 0 at the anchor, whole cycles of recentering left out.
      var position = 0.0
      var time = 0.0
      var logical = 0
      bridge.scrollViewWillBeginDragging()
      /// The shortest way round from the item at the anchor to `target` (a tie goes forward),
      /// ending at rest on it.
      func travel(to target: Int) {
        let here = Self.anchored(position)
        var distance = (target - here.virtual).floorMod(count)
        if distance * 2 > count { distance -= count }
        #expect(abs(distance) <= count / 2, "seed \(seed)")
        let next = Double(here.virtual + distance)
        offset += (next - position) * stride
        position = next
      }
      for step in 0..<20 {
        switch rng.int(in: 0...2) {
        case 0:
          // A frame's worth of scrolling, at most the margin the loop guarantees.
          let delta = rng.double(in: -margin...margin)
          offset += delta
          position += delta / stride
        case 1:
          // A scroll to a random item.
          let target = rng.int(in: 0...(count - 1))
          travel(to: target)
          #expect(Self.anchored(position).virtual.floorMod(count) == target, "seed \(seed)")
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
            travel(to: action.index)
          }
          #expect((scroller.nextFireTime ?? .infinity) > time, "seed \(seed) step \(step)")
        }
        let expected = Self.anchored(position)
        let recentered = bridge.recentered(offset: offset)
        let shown = bridge.scrollViewDidScroll(contentOffset: offset)
        #expect(shown == recentered, "seed \(seed) step \(step)")
        let cycles = (shown - offset) / cycle
        #expect(abs(cycles - cycles.rounded()) < 1e-6, "seed \(seed) step \(step)")
        offset = shown
        #expect(offset >= 0 && offset <= pager.maxContentOffset, "seed \(seed) step \(step)")
        let after = try #require(pager.pageAtAnchor, "seed \(seed) step \(step)")
        #expect(after.index == expected.virtual.floorMod(count), "seed \(seed) step \(step)")
        #expect(abs(after.offset - expected.offset) < 1e-6, "seed \(seed) step \(step)")
        #expect(after.offset > -0.5 && after.offset <= 0.5, "seed \(seed) step \(step)")
        // The items on screen follow each other slot by slot and cover the viewport.
        let visible = pager.onScreen
        for (previous, next) in zip(visible, visible.dropFirst()) {
          #expect(next.slot == previous.slot + 1, "seed \(seed) step \(step)")
          #expect(next.index == (previous.index + 1).floorMod(count), "seed \(seed)")
        }
        let leading = try #require(visible.first, "seed \(seed) step \(step)")
        let trailing = try #require(visible.last, "seed \(seed) step \(step)")
        #expect(leading.origin <= spacing + 1e-9, "seed \(seed) step \(step)")
        #expect(
          trailing.origin + item >= viewport - spacing - 1e-9, "seed \(seed) step \(step)")
        logical = after.index
      }
    }
  }
}

/// `ScrollViewBridge.recentered(offset:)`: the host's own offsets moved by the loop's whole
/// cycles.
@Suite struct LoopRecenteredQueryTests {
  @Test func anOffsetPastTheBandComesBackByWholeCyclesWithoutMovingThePager() throws {
    // Given a loop of five full-width items at rest on item 0
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c", "d", "e"]).circular(),
      layout: .uniform(itemLength: 375), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    let bridge = try ScrollViewBridge(pager: pager)
    let start = bridge.contentOffset
    let cycle = 5 * 375.0
    // When an offset far past the content is recentered
    let far = start + 7 * cycle + 100
    let recentered = bridge.recentered(offset: far)
    // Then it moved by whole cycles, into the content, and the pager did not move
    let cycles = (far - recentered) / cycle
    #expect(cycles == cycles.rounded() && cycles >= 1)
    #expect(recentered >= 0 && recentered + 375 <= bridge.contentLength)
    #expect(bridge.contentOffset == start)
    // And an offset inside the band and a non-finite one are unchanged
    #expect(bridge.recentered(offset: start + 10) == start + 10)
    #expect(bridge.recentered(offset: .infinity) == .infinity)
  }
}
