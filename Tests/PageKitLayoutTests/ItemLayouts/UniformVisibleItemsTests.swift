import PageKitCore
import PageKitTestSupport
import Testing

/// A bounded strip of uniform items drawn without a splice finds its visible items in closed
/// form: the items whose frame meets the half-open viewport `[offset, offset + viewport)`,
/// exactly as the frames say, at any offset (in the rubber band, in a gap between items, on an
/// item's edge).
@Suite struct UniformVisibleItemsTests {
  /// The visible items by brute force over every item's frame, `nil` when none is visible.
  static func visible(
    offset: Double, viewport: Double, count: Int, itemLength: Double, stride: Double,
    inset: Double
  ) -> ClosedRange<Int>? {
    var low: Int?
    var high = 0
    for item in 0..<count {
      let origin = inset + Double(item) * stride
      guard origin < offset + viewport, origin + itemLength > offset else { continue }
      if low == nil { low = item }
      high = item
    }
    return low.map { $0...high }
  }

  /// Draws `pager` at `offset` and expects its live slots (no preloading) to be exactly the
  /// items of `items` whose frames meet the viewport there.
  static func expectLiveItems<Source: PageSource, Transition: TransitionStrategy>(
    _ pager: Pager<Source, Transition>, at offset: Double, count: Int, items: UniformStrip,
    _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let geometry = pager.geometry
    pager.engine.draw(at: offset)
    let slots = geometry.liveSlots(extra: 0, in: pager.engine)
    let expected = visible(
      offset: offset, viewport: geometry.viewportLength, count: count,
      itemLength: items.itemLength, stride: items.stride, inset: items.leadingInset)
    let found: ClosedRange<Int>? = slots.low <= slots.high ? slots.low...slots.high : nil
    #expect(found == expected, "\(context)", sourceLocation: sourceLocation)
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func theLiveSlotsAreTheItemsWhoseFramesMeetTheViewport(chunk: UInt64) throws {
    for seed in seedSlice(chunk, of: 4, seeds: RandomizedSeeds.count(of: 400)) {
      var random = SplitMix64(seed: seed)
      let count = random.int(in: 1...40)
      // Whole and fractional lengths, so that edges meet the viewport's ends exactly and not.
      let itemLength =
        random.chance(0.5) ? Double(random.int(in: 1...8)) * 25 : random.double(in: 1...300)
      let spacing =
        random.chance(0.3)
        ? 0 : (random.chance(0.5) ? Double(random.int(in: 0...4)) * 25 : random.double(in: 0...150))
      let viewport = max(
        itemLength,
        random.chance(0.5) ? Double(random.int(in: 1...12)) * 25 : random.double(in: 1...900))
      let anchor: SnapAnchor =
        switch random.int(in: 0...2) {
        case 0:
          .leading(random.chance(0.5) ? 0 : random.double(in: 0...(viewport - itemLength) / 2))
        case 1: .center
        default:
          .trailing(random.chance(0.5) ? 0 : random.double(in: 0...(viewport - itemLength) / 2))
        }
      let pager = try Pager(
        source: ArrayPageSource(Array(0..<count)),
        layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: anchor,
        configuration: PagerConfiguration(viewportLength: viewport, preloadCount: 0))
      let geometry = pager.geometry
      guard case .uniform(let items) = geometry.layout else {
        Issue.record("seed \(seed): the strip is not uniform")
        continue
      }
      let content = items.contentLength
      for step in 0..<60 {
        // Offsets across the content and past both ends, and exactly on items' edges.
        let edge = items.leadingInset + Double(random.int(in: -2...(count + 2))) * items.stride
        let offset: Double =
          switch step % 4 {
          case 0: random.double(in: -viewport...(content + viewport))
          case 1: edge
          case 2: edge + itemLength - (random.chance(0.5) ? viewport : 0)
          default: (edge - viewport).nextUp
          }
        Self.expectLiveItems(
          pager, at: offset, count: count, items: items,
          "seed \(seed), step \(step): \(count) items of \(itemLength) + \(spacing) at \(anchor) in \(viewport), offset \(offset)"
        )
      }
    }
  }

  /// A viewport walking in small steps (where the last answer is answered again), up to and
  /// exactly onto items' edges, and across a new viewport, a new count and new items: the live
  /// slots stay exactly the items whose frames meet it.
  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func aWalkingViewportKeepsTheLiveSlotsExact(chunk: UInt64) throws {
    for seed in seedSlice(chunk, of: 4, seeds: RandomizedSeeds.count(of: 200)) {
      var random = SplitMix64(seed: seed)
      var count = random.int(in: 1...30)
      var itemLength = random.chance(0.5) ? 100 : random.double(in: 20...250)
      let spacing = random.chance(0.3) ? 0 : random.double(in: 0...60)
      var viewport = random.double(in: 250...600)
      let pager = try Pager(
        source: ArrayPageSource(Array(0..<count)),
        layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: .center,
        configuration: PagerConfiguration(viewportLength: viewport, preloadCount: 0))
      var offset = 0.0
      // An edge the walk reaches exactly at the next step, after a step just short of it.
      var pending: Double?
      for step in 0..<200 {
        switch step {
        case 50:
          viewport = random.double(in: 250...600)
          try pager.setViewportLength(viewport)
        case 100:
          // More or fewer items, the same layout: the last item is another.
          count = max(1, count + random.int(in: -5...5))
          try pager.reload(ArrayPageSource(Array(0..<count)))
        case 150:
          itemLength = random.double(in: 20...250)
          try pager.reload(
            ArrayPageSource(Array(0..<count)),
            layout: .uniform(itemLength: itemLength, spacing: spacing))
        default: break
        }
        let geometry = pager.geometry
        guard case .uniform(let items) = geometry.layout else {
          Issue.record("seed \(seed): the strip is not uniform")
          break
        }
        if let edge = pending {
          offset = edge
          pending = nil
        } else if random.chance(0.3) {
          // An item's origin or end, at the viewport's start or at its end.
          let item = random.int(in: 0...count)
          let frameEnd = items.origin(of: item) + (random.chance(0.5) ? 0 : items.itemLength)
          let edge = random.chance(0.5) ? frameEnd : frameEnd - viewport
          pending = edge
          offset = edge + random.double(in: -3...3)
        } else {
          offset += random.double(in: -25...25)
        }
        Self.expectLiveItems(
          pager, at: offset, count: count, items: items,
          "seed \(seed), step \(step): \(count) items of \(itemLength) + \(spacing) in \(viewport), offset \(offset)"
        )
      }
    }
  }
}
