import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// Randomized model test: seeded sequences of gestures, frames, commands and reloads, with the
/// pager's invariants checked after every step.
@Suite struct PagerModelTests {
  struct Observed: Equatable {
    var phase: PagerPhase
    var position: Double
    var settledIndex: Int
    var settledID: String?
    var targetIndex: Int
    var currentIndex: Int
    var live: [Int]
    var count: Int

    init(_ pager: Pager<AnyCircular, SlideTransition>) {
      phase = pager.phase
      position = pager.position
      settledIndex = pager.settledIndex
      settledID = pager.settledPageID
      targetIndex = pager.targetIndex
      currentIndex = pager.currentIndex
      live = pager.livePages.map(\.slot)
      count = pager.count
    }
  }

  static let hostileDoubles: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

  /// Sequences in all (the quick run takes `RandomizedSeeds.count(of:)` of them), run in
  /// ``chunks`` test cases of equal slices, which Swift Testing runs in parallel.
  static let sequences: UInt64 = 10_000
  static let chunks: UInt64 = 8

  @Test(arguments: 1...chunks)
  func randomSequencesKeepEveryInvariant(chunk: UInt64) throws {
    let taken = RandomizedSeeds.count(of: Self.sequences)
    for sequence in seedSlice(chunk, of: Self.chunks, seeds: taken) {
      // (Sequence `n` of the slice's 1-based numbering runs seed `0x5EED_0000 + n − 1`.)
      try run(seed: UInt64(0x5EED_0000) &+ (sequence - 1))
    }
  }

  /// One sequence: a fixed seed replays it alone (its page names are its own).
  func run(seed: UInt64) throws {
    let steps = 50
    var nextName = 0
    func names(_ count: Int) -> [String] {
      (0..<count).map { _ in
        nextName += 1
        return "n\(nextName)"
      }
    }
    do {
      var rng = SplitMix64(seed: seed)
      let circular = rng.chance(0.4)
      let config = PagerConfiguration(
        viewportLength: rng.double(in: 50...500),
        layoutDirection: rng.chance(0.3) ? .rightToLeft : .leftToRight,
        preloadCount: rng.int(in: 0...2))
      let snap = try PagingSnap(maxItems: rng.int(in: 1...3))
      var pages = names(rng.int(in: 0...6))
      let pager = try Pager(
        source: AnyCircular(ArrayPageSource(pages, id: \.self), circular: circular), snap: snap,
        initialIndex: pages.isEmpty ? 0 : rng.int(in: 0...(pages.count - 1)),
        configuration: config)
      // Will/did/cancel pairing, causes, and exactly one did per settled identity change.
      let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
      // A failing seed prints its run as a shrunk trace.
      let recorder = PagerTraceRecorder(recording: pager)
      // A cancel repeats the will it closes, with indices in the source current at emission (no
      // handler here reloads between emission and delivery).
      ledger.checker.indexAtEmission = { [weak pager] in pager?.source.index(of: $0) }
      var now = 0.0

      var stop = false
      var trace: [String] = []
      for step in 0..<steps where !stop {
        let context = "seed \(seed) step \(step)"
        func check(_ condition: Bool, _ message: String) {
          if !condition {
            let shrunk = shrunkTraceReport(recorder.trace(), named: "seed\(seed)")
            Issue.record("\(message); \(context); trace: \(trace.suffix(8))\n\(shrunk)")
            stop = true
          }
        }
        let before = Observed(pager)
        let eventsBefore = ledger.checker.eventCount
        var threw = false
        var lastOp = ""
        do {
          switch rng.int(in: 0...11) {
          case 0:
            lastOp = "beginDrag"
            try pager.beginDrag()
          case 1, 2:
            let translation =
              rng.chance(0.05)
              ? Self.hostileDoubles[rng.int(in: 0...3)] : rng.double(in: -400...400)
            lastOp = "drag \(translation)"
            try pager.drag(by: translation)
          case 3:
            let velocity =
              rng.chance(0.05)
              ? Self.hostileDoubles[rng.int(in: 0...3)] : rng.double(in: -5000...5000)
            lastOp = "endDrag \(velocity)"
            try pager.endDrag(velocity: velocity)
          case 4, 5, 6:
            let timestamp: Double
            switch rng.int(in: 0...9) {
            case 0: timestamp = now  // a zero step
            case 1: timestamp = now + rng.double(in: 1...100)  // a very large step
            case 2: timestamp = now - rng.double(in: 0.001...1)  // backwards: ignored
            case 3: timestamp = rng.chance(0.5) ? .nan : .infinity
            default: timestamp = now + rng.double(in: 0.001...0.05)
            }
            if timestamp.isFinite { now = max(now, timestamp) }
            lastOp = "advance \(timestamp)"
            try pager.advance(to: timestamp)
          case 7:
            let index = rng.int(in: -2...(pages.count + 2))
            let direction: PageDirection? = [nil, .forward, .reverse][rng.int(in: 0...2)]
            let animated = rng.chance(0.7)
            lastOp = "scroll \(index) \(String(describing: direction)) \(animated)"
            try pager.scroll(to: index, direction: direction, animated: animated)
          case 8:
            lastOp = "step"
            if rng.chance(0.5) {
              try pager.scrollToNext(animated: rng.chance(0.7))
            } else {
              try pager.scrollToPrevious(animated: rng.chance(0.7))
            }
          case 9, 10:
            switch rng.int(in: 0...4) {
            case 0:
              let at = rng.int(in: 0...pages.count)
              pages.insert(contentsOf: names(rng.int(in: 1...3)), at: at)
            case 1:
              if !pages.isEmpty { pages.remove(at: rng.int(in: 0...(pages.count - 1))) }
            case 2: pages.shuffle(using: &rng)
            case 3: pages = rng.chance(0.5) ? [] : names(rng.int(in: 1...4))
            default:
              if pages.count > 2 { pages.removeLast(rng.int(in: 1...(pages.count - 1))) }
            }
            lastOp = "reload \(pages)"
            try pager.reload(AnyCircular(ArrayPageSource(pages, id: \.self), circular: circular))
          default:
            lastOp = "restore"
            // A settle in progress completes first (with its events); the restoration itself
            // announces nothing by design: follow it silently.
            try pager.restore(PagerSnapshot(pageID: pages.randomElement(using: &rng), index: 0))
            ledger.checker.expectSilentChange(to: pager.settledPageID)
          }
        } catch {
          threw = true
        }
        trace.append(lastOp + (threw ? "!" : ""))
        if threw {
          check(Observed(pager) == before, "a throwing call changed the state")
          check(ledger.checker.eventCount == eventsBefore, "a throwing call emitted")
        }
        // Invariants. A sequence stops at its first failure so the seed replays it.
        // The checker reports: a broken pairing (did or cancel with no will open, a cancel that
        // is not its will, a did from == to or not from the settled page), the did count vs the
        // identity changes, the events' settled page vs the pager's, a will open at rest.
        if pager.phase == .idle {
          ledger.checker.checkAtRest(settled: pager.settledPageID)
        } else {
          ledger.checker.check(settled: pager.settledPageID)
        }
        check(ledger.violations.isEmpty, "\(ledger.violations.first.map { "\($0)" } ?? "")")
        check(pager.position.isFinite, "non-finite position")
        let broken = pager.checkInvariants()
        check(broken.isEmpty, "engine invariants: \(broken)")
        if pager.isEmpty {
          check(pager.settledIndex == 0 && pager.livePages.isEmpty, "empty pager state")
        } else {
          check((0..<pager.count).contains(pager.settledIndex), "settled index out of range")
          check((0..<pager.count).contains(pager.currentIndex), "current index out of range")
          check((0..<pager.count).contains(pager.targetIndex), "target index out of range")
          check(
            pager.livePages.contains { $0.index == pager.currentIndex }, "current page not live")
        }
        check(
          pager.livePages.count <= 2 + 2 * pager.configuration.preloadCount, "too many live pages")
        if !pager.loops {
          let live = pager.livePages.map(\.index)
          check(Set(live).count == live.count, "a bounded page live in two slots: \(live)")
        }
        if pager.phase == .idle {
          check(pager.position == Double(pager.settledIndex), "rest position")
        }
      }
    }
  }
}
