import PageKitCore
import PageKitTestSupport
import Testing

/// A bounded strip's position between two resting offsets is answered again from the stretch the
/// last reading fell in, and that answer is the search's, exactly: on a walk of small steps (the
/// memo's answers), on the resting offsets themselves (a stretch's ends, where it must search),
/// and across a new viewport and a new layout (which forget the stretch).
@Suite struct PositionStretchTests {
  /// The position at `offset` by brute force over every item's resting offset (the documented rule:
  /// linear between neighbouring resting offsets, a run at an end read as its outer end), for
  /// an offset strictly between the first and the last resting offset; `nil` elsewhere.
  static func reference(offset: Double, geometry: SnapGeometry<PagerItemStrip>) -> Double? {
    let count = geometry.count
    guard count > 1 else { return nil }
    let resting = (0..<count).map { geometry.restingOffset($0) }
    let last = count - 1
    guard resting[0] < resting[last], offset > resting[0], offset < resting[last],
      let below = resting.lastIndex(where: { $0 <= offset })
    else { return nil }
    let above = below + 1
    let leadingEnd = resting[0] <= 0 ? (resting.lastIndex { $0 <= 0 } ?? 0) : 0
    let trailingStart =
      resting[last] >= geometry.maxOffset
      ? (resting.firstIndex { $0 >= geometry.maxOffset } ?? last) : last
    let low = resting[below]
    let high = resting[above]
    guard high > low else { return nil }
    let base = below <= leadingEnd ? 0 : Double(below)
    let next = above >= trailingStart ? Double(last) : Double(above)
    let fraction = min(max((offset - low) / (high - low), 0), 1)
    return base + fraction * (next - base)
  }

  /// Items of at most 300 points, so that every viewport drawn (300 to 500) holds them.
  static func layout(_ random: inout SplitMix64, count: Int) -> PagerLayout {
    let spacing = random.chance(0.3) ? 0 : Double(random.int(in: 0...4)) * 10
    if random.chance(0.5) {
      return .uniform(itemLength: random.double(in: 20...300), spacing: spacing)
    }
    let lengths = (0..<count).map { _ in random.double(in: 20...300) }
    return .variable(itemLengths: lengths, spacing: spacing)
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func aWalkReadsThePositionTheSearchGives(chunk: UInt64) throws {
    // (A strip no longer than its viewport has one resting offset and nothing to check: most
    // seeds must check some offsets.)
    var seeds = 0
    var seedsChecked = 0
    for seed in seedSlice(chunk, of: 4, seeds: RandomizedSeeds.count(of: 200)) {
      seeds += 1
      var random = SplitMix64(seed: seed)
      var viewport = random.double(in: 300...500)
      let count = random.int(in: 2...12)
      let anchor: SnapAnchor =
        switch random.int(in: 0...2) {
        case 0: .leading(random.chance(0.5) ? 0 : random.double(in: 0...15))
        case 1: .center
        default: .trailing(random.chance(0.5) ? 0 : random.double(in: 0...15))
        }
      let pager = try Pager(
        source: ArrayPageSource(Array(0..<count)),
        layout: Self.layout(&random, count: count), anchor: anchor,
        configuration: PagerConfiguration(viewportLength: viewport))
      var offset = 0.0
      var checked = 0
      for step in 0..<120 {
        if step == 40 {
          viewport = random.double(in: 300...500)
          try pager.setViewportLength(viewport)
        } else if step == 80 {
          // At rest, so that the reload draws the new layout's own frame (no splice).
          try pager.endDrag(velocity: 0)
          try pager.advance(to: 1_000)
          try pager.reload(
            ArrayPageSource(Array(0..<count)), layout: Self.layout(&random, count: count))
        }
        if pager.phase != .dragging { try pager.beginDrag() }
        let geometry = pager.geometry
        let snap = SnapGeometry(
          strip: geometry.layout, viewportLength: viewport, anchor: geometry.anchor,
          count: count)
        // Small steps, with a resting offset now and then (a stretch's end, or just beside it).
        let resting = snap.restingOffset(random.int(in: 0...(count - 1)))
        switch random.int(in: 0...5) {
        case 0: offset = resting
        case 1: offset = random.chance(0.5) ? resting.nextUp : resting.nextDown
        case 2: offset = random.double(in: 0...max(snap.maxOffset, 1))
        default: offset += random.double(in: -30...30)
        }
        pager.engine.draw(at: offset)
        guard pager.engine.isUnspliced,
          let expected = Self.reference(offset: offset, geometry: snap)
        else { continue }
        checked += 1
        #expect(
          pager.position == expected,
          "seed \(seed), step \(step): \(geometry.layout) at \(anchor) in \(viewport), offset \(offset)"
        )
      }
      if checked > 0 { seedsChecked += 1 }
    }
    #expect(seedsChecked * 4 >= seeds * 3, "\(seedsChecked) of \(seeds) seeds checked an offset")
  }
}
