import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Randomized checks of every built-in strategy against the brute-force ``ReferenceSnap`` and
/// against the properties every snap target keeps.
@Suite struct SnapPropertyTests {
  /// One random release on `strip`, checked against the reference and the properties.
  static func checkRandomRelease<Strip: StripLayout>(
    on strip: Strip, viewportLength: Double, anchor: SnapAnchor, anchors: [Double]?,
    random: inout SplitMix64, label: String, viewportReference: Bool = true
  ) throws {
    let maxOffset = max(0, strip.contentLength - viewportLength)
    let threshold = random.chance(0.5) ? 300 : random.double(in: 0...1_000)
    var velocity: Double
    switch random.int(in: 0...5) {
    case 0: velocity = 0
    case 1: velocity = random.chance(0.5) ? threshold : -threshold
    default: velocity = random.double(in: -4_000...4_000)
    }
    let current = random.double(in: (-viewportLength / 2)...(maxOffset + viewportLength / 2))
    // Anchors for picking exact anchor and midpoint proposals.
    let base = SnapProposal(
      strip: strip, viewportLength: viewportLength, anchor: anchor, currentOffset: current)
    let reference0 =
      anchors.map { ReferenceSnap(base, anchors: $0) } ?? ReferenceSnap(base)
    let count = strip.count
    let item = random.int(in: 0...(count - 1))
    var proposed: Double
    switch random.int(in: 0...9) {
    case 0, 1: proposed = reference0.anchors[item]
    case 2:
      let next = min(item + 1, count - 1)
      proposed = (reference0.resting(item) + reference0.resting(next)) / 2
    case 3: proposed = random.double(in: -viewportLength...(strip.contentLength + viewportLength))
    default: proposed = current + Deceleration.normal.projectedDistance(contentVelocity: velocity)
    }
    let dragStart =
      random.chance(0.3)
      ? reference0.resting(random.int(in: 0...(count - 1)))
      : current + random.double(in: (-2 * viewportLength)...(2 * viewportLength))
    let proposal = SnapProposal(
      strip: strip, viewportLength: viewportLength, anchor: anchor, currentOffset: current,
      proposedOffset: proposed, contentVelocity: velocity, dragStartOffset: dragStart)
    #expect(proposal.issue == nil, "\(label)")
    let reference = ReferenceSnap(proposal, anchors: reference0.anchors)
    let maxItems = random.int(in: 1...4)

    let nearest = NearestSnap().target(for: proposal)
    let directional = try DirectionalSnap(velocityThreshold: threshold).target(for: proposal)
    let paging = try PagingSnap(maxItems: maxItems, velocityThreshold: threshold)
      .target(for: proposal)
    let viewport = try ViewportSnap(velocityThreshold: threshold).target(for: proposal)
    let free = FreeScroll().target(for: proposal)

    // Agreement with the brute-force reference.
    let nearestIndex = reference.nearest(to: proposed)
    #expect(
      nearest == SnapTarget(offset: reference.resting(nearestIndex), index: nearestIndex),
      "\(label)")
    let directionalIndex =
      abs(velocity) <= threshold ? nearestIndex : reference.fast(forward: velocity > 0)
    #expect(
      directional
        == SnapTarget(offset: reference.resting(directionalIndex), index: directionalIndex),
      "\(label)")
    let pagingIndex = reference.paging(
      maxItems: maxItems, threshold: threshold, reference: reference.nearest(to: dragStart))
    #expect(
      paging == SnapTarget(offset: reference.resting(pagingIndex), index: pagingIndex),
      "\(label)")
    #expect(
      free == SnapTarget(offset: min(max(proposed, 0), maxOffset), index: nearestIndex),
      "\(label)")
    if viewportReference {
      #expect(viewport.offset == reference.viewportPage(threshold: threshold), "\(label)")
    }

    // Every target lies within the scrollable range.
    for target in [nearest, directional, paging, viewport, free] {
      #expect(target.offset >= 0 && target.offset <= maxOffset, "\(label)")
    }
    // Snapping strategies rest on an item anchor or at an edge.
    for target in [nearest, directional, paging] {
      let index = try #require(target.index, "\(label)")
      let anchorOffset = reference.anchors[index]
      #expect(
        target.offset == anchorOffset || target.offset == 0 || target.offset == maxOffset,
        "\(label)")
    }
    // ViewportSnap rests on a multiple of the viewport or at the end.
    let pages = (viewport.offset / viewportLength).rounded()
    #expect(viewport.offset == pages * viewportLength || viewport.offset == maxOffset, "\(label)")
    // Beyond the threshold, never against the velocity: never behind the item resting nearest
    // the current offset (or the run of items resting with it at an end), in index or offset.
    if abs(velocity) > threshold {
      let here = reference.nearest(to: current)
      let hereRun = reference.run(of: here)
      let forward = velocity > 0
      for target in [directional, paging] {
        let index = try #require(target.index, "\(label)")
        #expect(
          forward ? index >= hereRun.lowerBound : index <= hereRun.upperBound, "\(label)")
        #expect(
          forward
            ? target.offset >= reference.resting(here) : target.offset <= reference.resting(here),
          "\(label)")
      }
    }
    // PagingSnap moves at most maxItems resting offsets on from the item nearest the release
    // position, however far the drag went from where it began.
    let pagingTarget = try #require(paging.index, "\(label)")
    let here = reference.nearest(to: current)
    let stops = Set((min(here, pagingTarget)...max(here, pagingTarget)).map(reference.resting))
    #expect(stops.count <= maxItems + 1, "\(label)")
    // Snapping an already snapped offset with zero velocity returns it unchanged.
    func again(_ offset: Double) -> SnapProposal<Strip> {
      SnapProposal(
        strip: strip, viewportLength: viewportLength, anchor: anchor, currentOffset: offset,
        proposedOffset: offset, contentVelocity: 0, dragStartOffset: offset)
    }
    #expect(NearestSnap().target(for: again(nearest.offset)).offset == nearest.offset, "\(label)")
    #expect(
      try DirectionalSnap(velocityThreshold: threshold).target(for: again(directional.offset))
        .offset == directional.offset, "\(label)")
    #expect(
      try PagingSnap(maxItems: maxItems).target(for: again(paging.offset)).offset
        == paging.offset, "\(label)")
    #expect(
      try ViewportSnap().target(for: again(viewport.offset)).offset == viewport.offset,
      "\(label)")
    #expect(FreeScroll().target(for: again(free.offset)).offset == free.offset, "\(label)")
  }

  static func viewport(for strip: some StripLayout, _ random: inout SplitMix64) -> Double {
    let longest = strip.maxItemLength
    switch random.int(in: 0...4) {
    case 0: return longest
    case 1: return strip.contentLength + random.double(in: 0...100)
    default: return longest * random.double(in: 1...4)
    }
  }

  @Test func tenThousandRandomStripsAndReleases() throws {
    let seed: UInt64 = 0x5EED_0004
    var random = SplitMix64(seed: seed)
    for step in 0..<10_000 {
      let label = "seed \(seed) step \(step)"
      switch try RandomStrip.make(&random, maxCount: 40) {
      case .uniform(let strip):
        try Self.checkRandomRelease(
          on: strip, viewportLength: Self.viewport(for: strip, &random),
          anchor: randomAnchor(&random), anchors: nil, random: &random, label: label)
      case .variable(let strip):
        try Self.checkRandomRelease(
          on: strip, viewportLength: Self.viewport(for: strip, &random),
          anchor: randomAnchor(&random), anchors: nil, random: &random, label: label)
      }
    }
  }

  @Test func millionItemUniformStripMatchesTheReference() throws {
    let seed: UInt64 = 1_000_000
    var random = SplitMix64(seed: seed)
    let strip = try UniformStrip(
      count: 1_000_000, itemLength: random.double(in: 20...300), spacing: random.double(in: 0...20),
      leadingInset: random.double(in: 0...40), trailingInset: random.double(in: 0...40))
    for anchor in [SnapAnchor.leading(16), .center, .trailing(8)] {
      let viewportLength = 375.0
      let anchors = ReferenceSnap(
        SnapProposal(strip: strip, viewportLength: viewportLength, anchor: anchor, currentOffset: 0)
      ).anchors
      for step in 0..<4 {
        try Self.checkRandomRelease(
          on: strip, viewportLength: viewportLength, anchor: anchor, anchors: anchors,
          random: &random, label: "seed \(seed) \(anchor) step \(step)", viewportReference: false)
      }
    }
  }

  @Test func millionItemVariableStripMatchesTheReference() throws {
    let seed: UInt64 = 2_000_000
    var random = SplitMix64(seed: seed)
    let lengths = (0..<1_000_000).map { _ in random.double(in: 20...300) }
    let strip = try VariableStrip(
      lengths: lengths, spacing: 8, leadingInset: 16, trailingInset: 16)
    for anchor in [SnapAnchor.leading(16), .center, .trailing(8)] {
      let viewportLength = 320.0
      let anchors = ReferenceSnap(
        SnapProposal(strip: strip, viewportLength: viewportLength, anchor: anchor, currentOffset: 0)
      ).anchors
      for step in 0..<4 {
        try Self.checkRandomRelease(
          on: strip, viewportLength: viewportLength, anchor: anchor, anchors: anchors,
          random: &random, label: "seed \(seed) \(anchor) step \(step)", viewportReference: false)
      }
    }
  }
}
