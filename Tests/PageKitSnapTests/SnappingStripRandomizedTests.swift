import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// Randomized model test: seeded sequences of gestures, frames, commands, reloads, restores and
/// viewport changes on strips of every layout, anchor, direction and strategy, with the engine's
/// invariants and the pairing of events checked after every step.
@Suite struct SnappingStripRandomizedTests {
  /// A uniform or a variable layout, as one type.
  enum EitherLayout: StripLayout {
    case uniform(UniformStrip)
    case variable(VariableStrip)

    var base: any StripLayout {
      switch self {
      case .uniform(let strip): strip
      case .variable(let strip): strip
      }
    }
    var count: Int { base.count }
    func span(at index: Int) -> StripSpan? { base.span(at: index) }
    func index(at offset: Double) -> Int? { base.index(at: offset) }
    var contentLength: Double { base.contentLength }
    var leadingInset: Double { base.leadingInset }
    var trailingInset: Double { base.trailingInset }
    var spacing: Double { base.spacing }
    var maxItemLength: Double { base.maxItemLength }
  }

  /// Any strategy, as one type.
  struct AnySnap: SnapStrategy {
    let base: any SnapStrategy
    var glides: Bool { base.glides }
    func target<Strip: StripLayout>(for proposal: SnapProposal<Strip>) -> SnapTarget {
      base.target(for: proposal)
    }
  }

  /// The geometry of a sequence, redrawn at each reload with the new count.
  struct LayoutRecipe {
    var uniform: Bool
    var itemLength: Double
    var spacing: Double
    var leading: Double
    var trailing: Double

    func make(count: Int, random: inout SplitMix64) throws -> EitherLayout {
      if uniform {
        return .uniform(
          try UniformStrip(
            count: count, itemLength: itemLength, spacing: spacing, leadingInset: leading,
            trailingInset: trailing))
      }
      let lengths = (0..<count).map { _ in random.double(in: (itemLength / 3)...itemLength) }
      return .variable(
        try VariableStrip(
          lengths: lengths, spacing: spacing, leadingInset: leading, trailingInset: trailing))
    }
  }

  typealias Strip = SnappingStrip<Cards, EitherLayout, AnySnap>

  struct Observed: Equatable {
    var phase: PagerPhase
    var offset: Double
    var position: Double
    var settledIndex: Int
    var settledID: String?
    var targetIndex: Int
    var currentIndex: Int
    var count: Int
    var viewportLength: Double

    init(_ strip: Strip) {
      phase = strip.phase
      offset = strip.offset
      position = strip.position
      settledIndex = strip.settledIndex
      settledID = strip.settledPageID
      targetIndex = strip.targetIndex
      currentIndex = strip.currentIndex
      count = strip.count
      viewportLength = strip.viewportLength
    }
  }

  static let hostile: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

  /// The chance that a page event's handler issues a command or a reload of its own.
  static let reentrantChance = 0.03

  static func randomSnap(_ random: inout SplitMix64) throws -> AnySnap {
    switch random.int(in: 0...5) {
    case 0: AnySnap(base: NearestSnap())
    case 1: AnySnap(base: try PagingSnap(maxItems: random.int(in: 1...3)))
    case 2: AnySnap(base: try ViewportSnap())
    case 3: AnySnap(base: FreeScroll())
    default: AnySnap(base: try DirectionalSnap(velocityThreshold: random.double(in: 0...600)))
    }
  }

  static func randomAnchor(_ random: inout SplitMix64) -> SnapAnchor {
    switch random.int(in: 0...2) {
    case 0: .leading(random.chance(0.3) ? 0 : random.double(in: 0...40))
    case 1: .center
    default: .trailing(random.chance(0.3) ? 0 : random.double(in: 0...40))
    }
  }

  @Test func randomSequencesKeepEveryInvariantAndPairEveryEvent() throws {
    let sequences = 10_000
    let steps = 50
    var nextName = 0
    func names(_ count: Int) -> [String] {
      (0..<count).map { _ in
        nextName += 1
        return "n\(nextName)"
      }
    }
    var failures = 0
    for sequence in 0..<sequences where failures < 5 {
      let seed = UInt64(0x5719_0000) &+ UInt64(sequence)
      var random = SplitMix64(seed: seed)
      let recipe = LayoutRecipe(
        uniform: random.chance(0.5), itemLength: random.double(in: 20...400),
        spacing: random.chance(0.3) ? 0 : random.double(in: 0...20),
        leading: random.chance(0.3) ? 0 : random.double(in: 0...40),
        trailing: random.chance(0.3) ? 0 : random.double(in: 0...40))
      var pages = names(random.int(in: 0...8))
      let strip = try Strip(
        source: Cards(pages, id: \.self),
        layout: recipe.make(count: pages.count, random: &random),
        snap: Self.randomSnap(&random), viewportLength: random.double(in: 100...1_000),
        anchor: Self.randomAnchor(&random), axis: random.chance(0.2) ? .vertical : .horizontal,
        layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
        initialIndex: pages.isEmpty ? 0 : random.int(in: 0...(pages.count - 1)))
      let ledger = PagingEventLedger(attachingTo: strip, settled: strip.settledPageID)
      var now = 0.0
      var trace: [String] = []
      var stop = false

      // Now and then a page event's handler issues a command or a reload of its own. The
      // strip's state is final when a handler runs, so the checker observes it just before and
      // just after.
      var reentry = SplitMix64(seed: seed &+ 0x5EED_0000_0000)
      var restoring = false
      strip.addEventObserver { [weak strip] event in
        guard let strip else { return }
        switch event {
        case .willChangePage, .didChangePage, .didCancelPageChange: break
        case .didScroll, .phaseDidChange: return
        }
        guard reentry.chance(Self.reentrantChance) else { return }
        if restoring {
          // A restore delivers the events of the settle it completed after restoring, silently:
          // the handler runs against the restored state, and accounts for it.
          ledger.checker.expectSilentChange(to: strip.settledPageID)
          restoring = false
        } else {
          ledger.checker.observe(settled: strip.settledPageID)
        }
        switch reentry.int(in: 0...2) {
        case 0:
          let index = reentry.int(in: -1...strip.count)
          let animated = reentry.chance(0.5)
          trace.append("  (handler: scroll \(index) animated \(animated))")
          try? strip.scroll(to: index, animated: animated)
        case 1:
          trace.append("  (handler: next)")
          try? strip.scrollToNext(animated: reentry.chance(0.5))
        default:
          var ids = (0..<strip.count).compactMap { strip.source.id(at: $0) }
          if !ids.isEmpty && reentry.chance(0.5) {
            ids.remove(at: reentry.int(in: 0...(ids.count - 1)))
          } else {
            ids.insert(
              contentsOf: names(reentry.int(in: 1...2)), at: reentry.int(in: 0...ids.count))
          }
          trace.append("  (handler: reload \(ids))")
          if let layout = try? recipe.make(count: ids.count, random: &reentry) {
            try? strip.reload(Cards(ids, id: \.self), layout: layout)
          }
        }
        ledger.checker.observe(settled: strip.settledPageID)
      }

      for step in 0..<steps where !stop {
        // (A handler may have reloaded: start from the strip's own items.)
        pages = (0..<strip.count).compactMap { strip.source.id(at: $0) }
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
          guard !condition else { return }
          let report =
            "\(message()); seed \(seed) (sequence \(sequence)) step \(step); "
            + "trace: \(trace.suffix(10))"
          Issue.record("\(report)")
          stop = true
          failures += 1
        }
        let before = Observed(strip)
        let eventsBefore = ledger.checker.eventCount
        var threw = false
        var operation = ""
        do {
          switch random.int(in: 0...12) {
          case 0:
            operation = "beginDrag"
            try strip.beginDrag()
          case 1, 2:
            let translation =
              random.chance(0.05)
              ? Self.hostile[random.int(in: 0...3)] : random.double(in: -600...600)
            operation = "drag \(translation)"
            try strip.drag(by: translation)
          case 3:
            let velocity =
              random.chance(0.05)
              ? Self.hostile[random.int(in: 0...3)] : random.double(in: -5_000...5_000)
            operation = "endDrag \(velocity)"
            try strip.endDrag(velocity: velocity)
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
            try strip.advance(to: timestamp)
          case 7:
            let index = random.int(in: -2...(pages.count + 2))
            let animated = random.chance(0.7)
            operation = "scroll \(index) \(animated)"
            try strip.scroll(to: index, animated: animated)
          case 8:
            let forward = random.chance(0.5)
            let animated = random.chance(0.7)
            let cause: PageChangeCause = random.chance(0.3) ? .autoScroll : .programmatic
            operation = "step \(forward) \(animated) \(cause)"
            try strip.step(forward ? .forward : .reverse, animated: animated, cause: cause)
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
            let layoutCount = mismatched ? pages.count + 1 : pages.count
            operation = "reload \(pages)\(mismatched ? " mismatched" : "")"
            let layout = try recipe.make(count: layoutCount, random: &random)
            do {
              try strip.reload(Cards(pages, id: \.self), layout: layout)
              check(!mismatched, "a mismatched reload was accepted")
            } catch {
              check(mismatched, "a matching reload threw \(error)")
              threw = true
              // The strip keeps the source it had.
              pages = (0..<strip.source.count).compactMap { strip.source.id(at: $0) }
            }
          case 11:
            operation = "restore"
            let snapshot = PagerSnapshot(
              pageID: random.chance(0.8) ? pages.randomElement(using: &random) : "gone",
              index: random.int(in: -1...(pages.count + 1)))
            restoring = true
            defer { restoring = false }
            try strip.restore(snapshot)
            // A settle in progress completes first (with its events); the restoration itself
            // announces nothing by design: follow it silently (unless a handler already did).
            if restoring { ledger.checker.expectSilentChange(to: strip.settledPageID) }
          default:
            let length =
              random.chance(0.1)
              ? [Double.nan, .infinity, 0, -10][random.int(in: 0...3)]
              : random.double(in: 100...1_000)
            operation = "viewport \(length)"
            try strip.setViewportLength(length)
          }
        } catch {
          threw = true
        }
        trace.append(operation + (threw ? " !" : ""))
        if threw {
          check(Observed(strip) == before, "a throwing call changed the state")
          check(ledger.checker.eventCount == eventsBefore, "a throwing call emitted")
        }
        let problems = strip.checkInvariants()
        check(problems.isEmpty, "engine invariants: \(problems)")
        if strip.phase == .idle {
          ledger.checker.checkAtRest(settled: strip.settledPageID)
        } else {
          ledger.checker.check(settled: strip.settledPageID)
        }
        check(ledger.violations.isEmpty, "events: \(ledger.violations)")
        let reach = strip.viewportLength
        check(
          strip.offset > -reach && strip.offset < strip.maxOffset + reach,
          "offset \(strip.offset) beyond the rubber band (max \(strip.maxOffset))")
        if strip.isEmpty {
          check(strip.offset == 0 && strip.position == 0, "empty strip state")
          check(strip.visibleItems.underestimatedCount == 0, "an empty strip draws items")
        } else {
          let range = 0..<strip.count
          check(range.contains(strip.currentIndex), "current index out of range")
          check(range.contains(strip.targetIndex), "target index out of range")
          var previous = -1
          for item in strip.visibleItems {
            check(item.index > previous && range.contains(item.index), "visible item order")
            check(
              item.span.end > strip.offset
                && item.span.origin < strip.offset + strip.viewportLength,
              "item \(item.index) listed but hidden")
            previous = item.index
          }
        }
        if !strip.isEmpty {
          // During a far jump's splice the current item is one drawn on screen (the one drawn
          // at the anchor, never an item the splice skips) — after a reload or a viewport change
          // too. (Unspliced, it is the content's item whose resting offset is nearest.)
          let drawn = strip.visibleIndices
          check(
            strip.strip.isIdentity || drawn.isEmpty || drawn.contains(strip.currentIndex),
            "current index \(strip.currentIndex) not drawn: \(drawn)")
          // No item is drawn twice, and the offset lies in the drawn frame's content (within
          // the rubber band's reach) — except while the strip runs backward.
          if !strip.strip.hasBackwardBreak {
            check(Set(drawn).count == drawn.count, "an item drawn twice: \(drawn)")
            let frame = strip.frameRange
            check(
              strip.offset > frame.lowerBound - reach && strip.offset < frame.upperBound + reach,
              "offset \(strip.offset) beyond the frame \(frame)")
          }
        }
        if strip.phase == .idle {
          check(strip.strip.isIdentity, "a splice drawn at rest")
          check(strip.position == Double(strip.settledIndex), "rest position")
          check(
            strip.offset >= 0 && strip.offset <= strip.maxOffset,
            "rest offset \(strip.offset) outside 0…\(strip.maxOffset)")
          check(strip.currentIndex == strip.settledIndex, "current index at rest")
        }
      }
    }
  }
}
