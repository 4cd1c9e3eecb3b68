import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import PageKitTrace
import Testing

/// Randomized model test: seeded sequences of gestures, frames, commands, reloads, restores and
/// viewport changes on pagers with item layouts of every kind, anchor, direction, strategy and
/// preload count, with the engine's invariants, the pairing of events and the drawn items
/// checked after every step.
@Suite struct ItemPagerRandomizedTests {
  /// The geometry of a sequence, redrawn at each reload with the new count.
  struct LayoutRecipe {
    var uniform: Bool
    /// The uniform items' length; the longest a variable item may be.
    var itemLength: Double
    var spacing: Double

    /// A layout of `count` items that fit a viewport of `viewport` points (a pager's items are
    /// at most as long as its viewport).
    func make(count: Int, viewport: Double, random: inout SplitMix64) -> PagerLayout {
      if uniform {
        return .uniform(itemLength: itemLength, spacing: spacing)
      }
      let longest = min(itemLength, viewport)
      let lengths = (0..<count).map { _ in random.double(in: (longest / 3)...longest) }
      return .variable(itemLengths: lengths, spacing: spacing)
    }

    /// A layout whose count is not `count`: a variable one of `count + 1` items (a uniform
    /// layout takes its source's count).
    func mismatched(count: Int, viewport: Double, random: inout SplitMix64) -> PagerLayout {
      let layout = LayoutRecipe(uniform: false, itemLength: itemLength, spacing: spacing)
      return layout.make(count: count + 1, viewport: viewport, random: &random)
    }
  }

  typealias Subject = CardPager
  typealias Observed = ItemPagerBadInputTests.Observed

  static let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

  /// The chance that a page event's handler issues a command or a reload of its own.
  static let reentrantChance = 0.03

  static func randomSnap(_ random: inout SplitMix64) throws -> any SnapStrategy {
    switch random.int(in: 0...5) {
    case 0: NearestSnap()
    case 1: try PagingSnap(maxItems: random.int(in: 1...3))
    case 2: try ViewportSnap()
    case 3: FreeScroll()
    default: try DirectionalSnap(velocityThreshold: random.double(in: 0...600))
    }
  }

  static func randomAnchor(_ random: inout SplitMix64) -> SnapAnchor {
    switch random.int(in: 0...2) {
    case 0: .leading(random.chance(0.3) ? 0 : random.double(in: 0...40))
    case 1: .center
    default: .trailing(random.chance(0.3) ? 0 : random.double(in: 0...40))
    }
  }

  /// The longest item of a pager's layout (`0` for none).
  static func longestItem(_ layout: PagerLayout) -> Double {
    switch layout {
    case .fullPage: 0
    case .uniform(let length, _): length
    case .variable(let lengths, _): lengths.max() ?? 0
    }
  }

  /// Sequences in all (the quick run takes `RandomizedSeeds.count(of:)` of them): the test runs
  /// them in ``chunks`` test cases of equal size, which Swift Testing runs in parallel (the same
  /// seeds as one loop over the sequences).
  static let sequences: UInt64 = 10_000
  static let chunks: UInt64 = 8

  @Test(arguments: 1...chunks)
  func randomSequencesKeepEveryInvariantAndPairEveryEvent(chunk: UInt64) throws {
    let steps = 50
    var nextName = 0
    func names(_ count: Int) -> [String] {
      (0..<count).map { _ in
        nextName += 1
        return "n\(nextName)"
      }
    }
    var failures = 0
    let taken = RandomizedSeeds.count(of: Self.sequences)
    // Sequence n is the slice's seed n + 1 (seedSlice counts from 1).
    for slot in seedSlice(chunk, of: Self.chunks, seeds: taken) where failures < 5 {
      let sequence = slot - 1
      let seed = UInt64(0x5719_0000) &+ sequence
      var random = SplitMix64(seed: seed)
      let viewport = random.double(in: 100...1_000)
      let recipe = LayoutRecipe(
        uniform: random.chance(0.5), itemLength: random.double(in: 20...min(400, viewport)),
        spacing: random.chance(0.3) ? 0 : random.double(in: 0...20))
      var pages = names(random.int(in: 0...8))
      let preloadCount = random.int(in: 0...2)
      let pager = try Subject(
        source: Cards(pages, id: \.self),
        layout: recipe.make(count: pages.count, viewport: viewport, random: &random),
        anchor: Self.randomAnchor(&random), snap: Self.randomSnap(&random),
        initialIndex: pages.isEmpty ? 0 : random.int(in: 0...(pages.count - 1)),
        configuration: PagerConfiguration(
          viewportLength: viewport, axis: random.chance(0.2) ? .vertical : .horizontal,
          layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
          preloadCount: preloadCount))
      let mirrored = pager.axis == .horizontal && pager.layoutDirection == .rightToLeft
      let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
      // A failing seed prints its run as a shrunk trace.
      let recorder = PagerTraceRecorder(recording: pager)
      var now = 0.0
      var trace: [String] = []
      var stop = false

      // Now and then a page event's handler issues a command or a reload of its own. The
      // pager's state is final when a handler runs, so the checker observes it just before and
      // just after.
      var reentry = SplitMix64(seed: seed &+ 0x5EED_0000_0000)
      var restoring = false
      pager.addEventObserver { [weak pager] event in
        guard let pager else { return }
        switch event {
        case .willChangePage, .didChangePage, .didCancelPageChange: break
        case .didScroll, .phaseDidChange: return
        }
        guard reentry.chance(Self.reentrantChance) else { return }
        if restoring {
          // A restore delivers the events of the settle it completed after restoring, silently:
          // the handler runs against the restored state, and accounts for it.
          ledger.checker.expectSilentChange(to: pager.settledPageID)
          restoring = false
        } else {
          ledger.checker.observe(settled: pager.settledPageID)
        }
        switch reentry.int(in: 0...2) {
        case 0:
          let index = reentry.int(in: -1...pager.count)
          let animated = reentry.chance(0.5)
          trace.append("  (handler: scroll \(index) animated \(animated))")
          try? pager.scroll(to: index, animated: animated)
        case 1:
          trace.append("  (handler: next)")
          try? pager.scrollToNext(animated: reentry.chance(0.5))
        default:
          var ids = (0..<pager.count).compactMap { pager.source.id(at: $0) }
          if !ids.isEmpty && reentry.chance(0.5) {
            ids.remove(at: reentry.int(in: 0...(ids.count - 1)))
          } else {
            ids.insert(
              contentsOf: names(reentry.int(in: 1...2)), at: reentry.int(in: 0...ids.count))
          }
          trace.append("  (handler: reload \(ids))")
          let layout = recipe.make(
            count: ids.count, viewport: pager.viewportLength, random: &reentry)
          try? pager.reload(Cards(ids, id: \.self), layout: layout)
        }
        ledger.checker.observe(settled: pager.settledPageID)
      }

      for step in 0..<steps where !stop {
        // (A handler may have reloaded: start from the pager's own items.)
        pages = (0..<pager.count).compactMap { pager.source.id(at: $0) }
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
          guard !condition else { return }
          let report =
            "\(message()); seed \(seed) (sequence \(sequence)) step \(step); "
            + "trace: \(trace.suffix(10))\n"
            + shrunkTraceReport(
              recorder.trace(), named: "seed\(seed)", resolver: .builtIn.withPageKitSnap())
          Issue.record("\(report)")
          stop = true
          failures += 1
        }
        let before = Observed(pager)
        let eventsBefore = ledger.checker.eventCount
        var threw = false
        var operation = ""
        do {
          switch random.int(in: 0...12) {
          case 0:
            operation = "beginDrag"
            try pager.beginDrag()
          case 1, 2:
            let translation =
              random.chance(0.05)
              ? Self.hostile[random.int(in: 0...3)] : random.double(in: -600...600)
            operation = "drag \(translation)"
            try pager.drag(by: translation)
          case 3:
            let velocity =
              random.chance(0.05)
              ? Self.hostile[random.int(in: 0...3)] : random.double(in: -5_000...5_000)
            operation = "endDrag \(velocity)"
            try pager.endDrag(velocity: velocity)
          case 4, 5, 6:
            let timestamp: Double
            switch random.int(in: 0...9) {
            case 0: timestamp = now
            case 1: timestamp = now + random.double(in: 1...100)
            case 2: timestamp = now - random.double(in: 0.001...1)
            case 3: timestamp = random.chance(0.5) ? .nan : .infinity
            default: timestamp = now + random.double(in: 0.001...0.05)
            }
            if timestamp.isFinite { now = max(now, timestamp) }
            operation = "advance \(timestamp)"
            try pager.advance(to: timestamp)
          case 7:
            let index = random.int(in: -2...(pages.count + 2))
            let animated = random.chance(0.7)
            operation = "scroll \(index) \(animated)"
            try pager.scroll(to: index, animated: animated)
          case 8:
            let forward = random.chance(0.5)
            let animated = random.chance(0.7)
            let cause: PageChangeCause = random.chance(0.3) ? .autoScroll : .programmatic
            operation = "step \(forward) \(animated) \(cause)"
            try pager.step(forward ? .forward : .reverse, animated: animated, cause: cause)
          case 9, 10:
            switch random.int(in: 0...4) {
            case 0:
              let at = random.int(in: 0...pages.count)
              pages.insert(contentsOf: names(random.int(in: 1...3)), at: at)
            case 1:
              if !pages.isEmpty { pages.remove(at: random.int(in: 0...(pages.count - 1))) }
            case 2: pages.shuffle(using: &random)
            case 3: pages = random.chance(0.5) ? [] : names(random.int(in: 1...5))
            default:
              if pages.count > 2 { pages.removeLast(random.int(in: 1...(pages.count - 1))) }
            }
            let mismatched = random.chance(0.1)
            operation = "reload \(pages)\(mismatched ? " mismatched" : "")"
            let viewport = pager.viewportLength
            let layout =
              mismatched
              ? recipe.mismatched(count: pages.count, viewport: viewport, random: &random)
              : recipe.make(count: pages.count, viewport: viewport, random: &random)
            do {
              try pager.reload(Cards(pages, id: \.self), layout: layout)
              check(!mismatched, "a mismatched reload was accepted")
            } catch {
              check(mismatched, "a matching reload threw \(error)")
              threw = true
              // The pager keeps the source it had.
              pages = (0..<pager.source.count).compactMap { pager.source.id(at: $0) }
            }
          case 11:
            operation = "restore"
            let snapshot = PagerSnapshot(
              pageID: random.chance(0.8) ? pages.randomElement(using: &random) : "gone",
              index: random.int(in: -1...(pages.count + 1)))
            restoring = true
            defer { restoring = false }
            try pager.restore(snapshot)
            // A settle in progress completes first (with its events); the restoration itself
            // announces nothing by design: follow it silently (unless a handler already did).
            if restoring { ledger.checker.expectSilentChange(to: pager.settledPageID) }
          default:
            let length =
              random.chance(0.1)
              ? [Double.nan, .infinity, 0, -10][random.int(in: 0...3)]
              : random.double(in: 100...1_000)
            operation = "viewport \(length)"
            // The items must fit the viewport: a shorter one than the longest item is refused.
            let refused =
              !length.isFinite || length <= 0 || length < Self.longestItem(pager.layout)
            do {
              try pager.setViewportLength(length)
              check(!refused, "a viewport of \(length) was accepted")
            } catch {
              check(refused, "a viewport of \(length) was refused: \(error)")
              throw error
            }
          }
        } catch {
          threw = true
        }
        trace.append(operation + (threw ? " !" : ""))
        if threw {
          check(Observed(pager) == before, "a throwing call changed the state")
          check(ledger.checker.eventCount == eventsBefore, "a throwing call emitted")
        }
        let problems = pager.checkInvariants()
        check(problems.isEmpty, "engine invariants: \(problems)")
        if pager.phase == .idle {
          ledger.checker.checkAtRest(settled: pager.settledPageID)
        } else {
          ledger.checker.check(settled: pager.settledPageID)
        }
        check(ledger.violations.isEmpty, "events: \(ledger.violations)")
        guard let items = pager.stripCore else {
          check(false, "no item geometry")
          continue
        }
        let offset = pager.contentOffset
        let maxOffset = pager.maxContentOffset
        let reach = pager.viewportLength
        check(
          offset > -reach && offset < maxOffset + reach,
          "offset \(offset) beyond the rubber band (max \(maxOffset))")
        let live = Array(pager.livePages)
        if pager.isEmpty {
          check(offset == 0 && pager.position == 0, "empty pager state")
          check(live.isEmpty, "an empty pager has live pages")
        } else {
          let range = 0..<pager.count
          check(range.contains(pager.currentIndex), "current index out of range")
          check(range.contains(pager.targetIndex), "target index out of range")
          for page in live {
            check(range.contains(page.index), "live item \(page.index) out of range")
            // A slide leaves every item where the (drawn) layout puts it.
            let leading = items.drawnOrigin(ofSlot: page.slot) - offset
            let drawn = mirrored ? reach - leading - page.length : leading
            check(
              abs(page.origin - drawn) <= 1e-6,
              "item \(page.index) drawn at \(page.origin), laid out at \(drawn)")
          }
          // Without preloading the live items are those with a part on screen (an item that
          // only touches an edge may count, to rounding) — or, when none has (the rubber band
          // past an end), at most one.
          let visible = pager.visibleIndices
          let onScreen = live.allSatisfy {
            $0.origin < reach + 1e-6 && $0.origin + $0.length > -1e-6
          }
          check(
            preloadCount > 0 || (visible.isEmpty ? live.count <= 1 : onScreen),
            "live \(live.map { ($0.index, $0.origin) }), visible \(visible) (preload 0)")
          check(
            zip(live, live.dropFirst()).allSatisfy { $0.slot < $1.slot }, "live slot order")
          var previous = -1
          for page in pager.visiblePages {
            check(page.index > previous, "visible item order: \(pager.visibleIndices)")
            previous = page.index
          }
        }
        if !pager.isEmpty {
          // During a far jump's splice the current item is one drawn on screen (the one drawn
          // at the anchor, never an item the splice skips) — after a reload or a viewport change
          // too. (Unspliced, it is the content's item whose resting offset is nearest.)
          let drawn = pager.visibleIndices
          check(
            items.strip.isIdentity || drawn.isEmpty || drawn.contains(pager.currentIndex),
            "current index \(pager.currentIndex) not drawn: \(drawn)")
          // No item is drawn twice, and the offset lies in the drawn frame's content (within
          // the rubber band's reach) — except while the pager runs backward.
          if !items.strip.hasBackwardBreak {
            check(Set(drawn).count == drawn.count, "an item drawn twice: \(drawn)")
            let frame = items.frameRange
            check(
              offset > frame.lowerBound - reach && offset < frame.upperBound + reach,
              "offset \(offset) beyond the frame \(frame)")
          }
        }
        if pager.phase == .idle {
          check(items.strip.isIdentity, "a splice drawn at rest")
          // A gliding strategy may rest between items: the settled item is the nearest. On an
          // inner member of a run the position reads the run's outer end.
          check(
            pager.restsOnAnInnerRunMember
              || (pager.snap.glides
                ? abs(pager.position - Double(pager.settledIndex)) <= 0.5
                : pager.position == Double(pager.settledIndex)),
            "rest position \(pager.position), settled \(pager.settledIndex)")
          check(
            offset >= 0 && offset <= maxOffset, "rest offset \(offset) outside 0…\(maxOffset)")
          check(pager.currentIndex == pager.settledIndex, "current index at rest")
        }
      }
    }
  }
}
