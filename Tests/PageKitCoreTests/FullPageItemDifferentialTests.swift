import PageKitCore
import PageKitTestSupport
import Testing

/// Items exactly as long as the viewport, with no spacing, are full pages, at the leading edge
/// and at every other anchor: the same seeded gestures, frames, commands, keyed reloads and
/// restores given to a full-page pager and to such an item layout must announce the same
/// changes (identities, indices, directions and causes, in order), settle on the same pages,
/// name the same current, target, origin and destination pages and the same
/// `motion.direction`, report positions and `motion.progress` within 1e-9 in motion and the
/// same position at rest, and draw the same live pages at the same origins with the same content
/// offsets (within 1e-6 points). 4,000 seeds at `.leading(0)` and 500 at each of five other
/// anchors; a failure prints its seed and its last steps. Full pages are the item geometry's
/// special case (the coordinate counts pages, the release is judged on a window of pages): this
/// holds what they do their own way to the general rule.
///
/// One documented difference ends a sequence's comparison: a retarget back past a far jump's
/// destination, which full pages reach by going on forward (a backward break in the strip) and
/// a bounded item layout by ending the splice (`Pager.placeDestination(_:forward:)`).
@Suite struct FullPageItemDifferentialTests {
  static let viewport = 375.0

  /// One pager of each kind over `keys` at `index`, resting at `anchor`.
  static func pair(keys: [Int], at index: Int, anchor: SnapAnchor = .leading(0)) throws -> [Pager<
    ArrayPageSource<Int, Int>, SlideTransition
  >] {
    try [PagerLayout.fullPage, .uniform(itemLength: viewport, spacing: 0)].map { layout in
      try Pager(
        source: ArrayPageSource(keys, id: \.self), layout: layout, anchor: anchor,
        initialIndex: index, configuration: PagerConfiguration(viewportLength: viewport))
    }
  }

  /// Whether two pagers draw the same live pages (indices, and origins within `tolerance`).
  static func drawSame(
    _ a: Pager<ArrayPageSource<Int, Int>, SlideTransition>,
    _ b: Pager<ArrayPageSource<Int, Int>, SlideTransition>, tolerance: Double
  ) -> Bool {
    let x = a.livePages.map { ($0.index, $0.origin) }
    let y = b.livePages.map { ($0.index, $0.origin) }
    return x.count == y.count
      && zip(x, y).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) <= tolerance }
  }

  /// What a pager said and where it is, comparable across the two.
  static func said(_ recorder: RecordingDelegate<Int>) -> [String] {
    recorder.pageEvents.map { event in
      switch event {
      case .willChangePage(let change): "will \(change)"
      case .didChangePage(let change): "did \(change)"
      case .didCancelPageChange(let change): "cancel \(change)"
      default: ""
      }
    }
  }

  /// Seeds in all (the quick run takes `RandomizedSeeds.count(of:)` of them), in ``chunks`` test
  /// cases of equal slices that run in parallel.
  static let seedCount: UInt64 = 4_000
  static let chunks: UInt64 = 8

  @Test(arguments: 1...chunks)
  func fullPagesAndViewportLongItemsAgree(chunk: UInt64) throws {
    for seed in seedSlice(chunk, of: Self.chunks, seeds: RandomizedSeeds.count(of: Self.seedCount))
    {
      try run(seed: seed)
    }
  }

  /// Full pages take the anchor as items the viewport long do (the same rule), so the same
  /// sequences agree at an inset too. Seeds per anchor in all (the quick run takes
  /// `RandomizedSeeds.count(of:)` of them).
  static let anchorSeedCount: UInt64 = 500

  @Test(arguments: [
    SnapAnchor.leading(20), .center, .trailing(20), .leading(300), .trailing(187.5),
  ])
  func fullPagesAndViewportLongItemsAgreeAtAnAnchor(anchor: SnapAnchor) throws {
    for seed in RandomizedSeeds.seeds(1...Self.anchorSeedCount) {
      try run(seed: seed, anchor: anchor)
    }
  }

  func run(seed: UInt64, anchor: SnapAnchor = .leading(0)) throws {
    var random = SplitMix64(seed: seed ^ 0xD1FF_0000)
    var nextKey = 100
    let count = [0, 1, 2, 3, 5, 8][random.int(in: 0...5)]
    var keys = Array(0..<count)
    let pagers = try Self.pair(
      keys: keys, at: count == 0 ? 0 : random.int(in: 0...(count - 1)), anchor: anchor)
    let recorders = pagers.map { pager in
      let recorder = RecordingDelegate<Int>()
      pager.delegate = recorder
      return recorder
    }
    var now = 0.0
    var log: [String] = []
    var snapshot = pagers[0].snapshot()
    for step in 0..<40 {
      let roll = random.int(in: 0...11)
      var action = ""
      var outcomes: [String] = []
      // Each pager takes the same call; an error is an outcome to compare.
      func both(_ body: (Pager<ArrayPageSource<Int, Int>, SlideTransition>) throws -> Void) {
        outcomes = pagers.map { pager in
          do {
            try body(pager)
            return "ok"
          } catch {
            return "\(error)"
          }
        }
      }
      switch roll {
      case 0, 1:
        let points = random.double(in: -500...500)
        action = "drag \(points)"
        both { pager in
          if pager.phase != .dragging { try pager.beginDrag() }
          try pager.drag(by: points)
        }
      case 2, 3:
        let velocity = random.chance(0.5) ? 0 : random.double(in: -3_000...3_000)
        action = "release \(velocity)"
        both { try $0.endDrag(velocity: velocity) }
      case 4, 5, 6:
        now += random.chance(0.3) ? 1 : 1.0 / 60
        action = "advance \(now)"
        both { try $0.advance(to: now) }
      case 7:
        let index = random.int(in: -1...(keys.count))
        let animated = random.chance(0.7)
        action = "scroll \(index) animated \(animated)"
        both { try $0.scroll(to: index, animated: animated) }
      case 8:
        let forward = random.chance(0.5)
        action = forward ? "next" : "previous"
        both { try forward ? $0.scrollToNext() : $0.scrollToPrevious() }
      case 9, 10:
        // Remove, insert or shuffle a little, keyed.
        var edited = keys
        switch random.int(in: 0...3) {
        case 0 where !edited.isEmpty: edited.remove(at: random.int(in: 0...(edited.count - 1)))
        case 1:
          edited.insert(nextKey, at: random.int(in: 0...edited.count))
          nextKey += 1
        case 2 where edited.count > 1: edited.swapAt(0, edited.count - 1)
        default: edited = []
        }
        keys = edited
        action = "reload \(edited)"
        both { try $0.reload(ArrayPageSource(edited, id: \.self)) }
      default:
        if random.chance(0.5) {
          snapshot = pagers[0].snapshot()
          action = "snapshot"
        } else {
          action = "restore \(snapshot)"
          both { try $0.restore(snapshot) }
        }
      }
      let full = pagers[0]
      let items = pagers[1]
      let fullLive = full.livePages
      if zip(fullLive, fullLive.dropFirst()).contains(where: { $0.index >= $1.index }) {
        // Full pages draw a backward break: the documented difference (see above).
        return
      }
      log.append(
        "\(step): \(action) → \(full.phase) \(full.position) / \(items.phase) \(items.position)")
      let agree =
        outcomes.first == outcomes.last
        && full.settledIndex == items.settledIndex && full.settledPageID == items.settledPageID
        && full.phase == items.phase && full.targetIndex == items.targetIndex
        && (full.phase != .idle || full.position == items.position)
        && abs(full.position - items.position) < 1e-9
        && full.motion?.originIndex == items.motion?.originIndex
        && full.motion?.destinationIndex == items.motion?.destinationIndex
        && full.motion?.direction == items.motion?.direction
        && abs((full.motion?.progress ?? 0) - (items.motion?.progress ?? 0)) < 1e-9
        && full.currentIndex == items.currentIndex
        && Self.said(recorders[0]) == Self.said(recorders[1])
        && Self.drawSame(full, items, tolerance: 1e-6)
        && abs(full.contentOffset - items.contentOffset) < 1e-6
        && abs(full.maxContentOffset - items.maxContentOffset) < 1e-6
      guard agree else {
        Issue.record(
          """
          seed \(seed) anchor \(anchor): full pages and viewport-long items part at step \(step)
          \(log.suffix(12).joined(separator: "\n"))
          outcomes \(outcomes)
          settled \(full.settledIndex) / \(items.settledIndex), phase \(full.phase) / \(items.phase), \
          target \(full.targetIndex) / \(items.targetIndex), position \(full.position) / \(items.position)
          drawn \(full.livePages.map { ($0.index, $0.origin) }) / \(items.livePages.map { ($0.index, $0.origin) })
          content offset \(full.contentOffset) / \(items.contentOffset), max \(full.maxContentOffset) / \(items.maxContentOffset)
          current \(full.currentIndex) / \(items.currentIndex), motion \(String(describing: full.motion)) / \(String(describing: items.motion))
          full:  \(Self.said(recorders[0]).suffix(4))
          items: \(Self.said(recorders[1]).suffix(4))
          """)
        return
      }
    }
  }
}
