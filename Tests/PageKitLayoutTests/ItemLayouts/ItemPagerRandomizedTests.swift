import PageKitCore
import PageKitSnap
import PageKitTestSupport
import PageKitTrace
import Testing

/// Randomized model test: seeded sequences of gestures, frames, commands, reloads, restores and
/// viewport changes on pagers with item layouts of every kind, anchor, direction, strategy and
/// preload count, with the engine's invariants, the pairing of events and the drawn items
/// checked after every step.
///
/// Each sequence is a body over the shared driver (`RandomizedPagingDriver`): the driver makes
/// the gestures, frames, commands and restores and checks its rules after every step (the event
/// ledger, the engine's invariants, the indices, the rest, a throwing call changing nothing),
/// then runs to rest; the suite draws the sequence, makes its own steps (a step with a cause, a
/// reload with a layout, a viewport change) and re-entrant handlers, and checks the drawn items
/// (``ItemPagerRandomizedSubject/checkLayout()``).
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

  typealias Subject = ItemPagerRandomizedSubject

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
  /// Steps per sequence (the driver then runs to rest).
  static let steps = 50

  @Test(arguments: 1...chunks)
  func randomSequencesKeepEveryInvariantAndPairEveryEvent(chunk: UInt64) throws {
    var failures = 0
    let taken = RandomizedSeeds.count(of: Self.sequences)
    // Sequence n is the slice's seed n + 1 (seedSlice counts from 1).
    for slot in seedSlice(chunk, of: Self.chunks, seeds: taken) where failures < 5 {
      if let failure = try Self.run(sequence: slot - 1) {
        failures += 1
        Issue.record("\(failure)")
      }
    }
  }

  /// Sequence `sequence` (seed `0x5719_0000 + sequence`) on a fresh pager drawn from its seed:
  /// its first failure, if any.
  static func run(sequence: UInt64) throws -> RandomizedPagingDriver.Failure? {
    let seed = UInt64(0x5719_0000) &+ sequence
    var nextName = 0
    func names(_ count: Int) -> [Int] {
      (0..<count).map { _ in
        nextName += 1
        return nextName
      }
    }
    var random = SplitMix64(seed: seed)
    let viewport = random.double(in: 100...1_000)
    let recipe = LayoutRecipe(
      uniform: random.chance(0.5), itemLength: random.double(in: 20...min(400, viewport)),
      spacing: random.chance(0.3) ? 0 : random.double(in: 0...20))
    let initialPages = names(random.int(in: 0...8))
    let preloadCount = random.int(in: 0...2)
    let subject = try Subject(
      pages: initialPages,
      layout: recipe.make(count: initialPages.count, viewport: viewport, random: &random),
      anchor: Self.randomAnchor(&random), snap: Self.randomSnap(&random),
      initialIndex: initialPages.isEmpty ? 0 : random.int(in: 0...(initialPages.count - 1)),
      configuration: PagerConfiguration(
        viewportLength: viewport, axis: random.chance(0.2) ? .vertical : .horizontal,
        layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
        preloadCount: preloadCount),
      recipe: recipe, seed: seed)
    let pager = subject.controller
    // A failing seed prints its run as a shrunk trace.
    let recorder = PagerTraceRecorder(recording: pager)

    var body = RandomizedPagingBody<Subject>(steps: Self.steps) { context, _ in
      // (A handler may have reloaded: start from the pager's own items.)
      var pages = subject.keys
      switch random.int(in: 0...12) {
      case 0:
        return .driver(.beginDrag)
      case 1, 2:
        let translation =
          random.chance(0.05)
          ? Self.hostile[random.int(in: 0...3)] : random.double(in: -600...600)
        return .driver(.drag(translation))
      case 3:
        let velocity =
          random.chance(0.05)
          ? Self.hostile[random.int(in: 0...3)] : random.double(in: -5_000...5_000)
        return .driver(.endDrag(velocity: velocity))
      case 4, 5, 6:
        // The same, the far future, the past, not finite, the next frame.
        let gap: Double
        switch random.int(in: 0...9) {
        case 0: gap = 0
        case 1: gap = random.double(in: 1...100)
        case 2: gap = -random.double(in: 0.001...1)
        case 3: gap = random.chance(0.5) ? .nan : .infinity
        default: gap = random.double(in: 0.001...0.05)
        }
        return .driver(.advance(gap: gap))
      case 7:
        let index = random.int(in: -2...(pages.count + 2))
        let animated = random.chance(0.7)
        return .driver(.scroll(.index(index), direction: nil, animated: animated))
      case 8:
        let forward = random.chance(0.5)
        let animated = random.chance(0.7)
        let cause: PageChangeCause = random.chance(0.3) ? .autoScroll : .programmatic
        return .own("step \(forward ? "forward" : "reverse") \(animated) \(cause)") {
          () throws(PagerError) in
          try pager.step(forward ? .forward : .reverse, animated: animated, cause: cause)
          return ""
        }
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
        let layout =
          mismatched
          ? recipe.mismatched(count: pages.count, viewport: pager.viewportLength, random: &random)
          : recipe.make(count: pages.count, viewport: pager.viewportLength, random: &random)
        return .own("reload \(pages)\(mismatched ? " mismatched" : "")") {
          [pages] () throws(PagerError) in
          try subject.reload(pages, layout: layout, mismatched: mismatched, context)
          return ""
        }
      case 11:
        let snapshot = RandomizedPagingStep.Restore.snapshot(
          pageID: random.chance(0.8) ? pages.randomElement(using: &random) : Subject.goneKey,
          index: random.int(in: -1...(pages.count + 1)))
        return .driver(.restore(snapshot))
      default:
        let length =
          random.chance(0.1)
          ? [Double.nan, .infinity, 0, -10][random.int(in: 0...3)]
          : random.double(in: 100...1_000)
        return .own("viewport \(length)") { () throws(PagerError) in
          try subject.setViewportLength(length, context)
          return ""
        }
      }
    }

    // Now and then a page event's handler issues a command or a reload of its own (the driver
    // observes the pager's state just before and just after).
    var reentry = SplitMix64(seed: seed &+ 0x5EED_0000_0000)
    body.handle = { event, _ in
      switch event {
      case .willChangePage, .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return nil
      }
      guard reentry.chance(Self.reentrantChance) else { return nil }
      let kind = reentry.int(in: 0...2)
      return RandomizedPagingBody<Subject>.HandlerAct(reloads: kind == 2) {
        switch kind {
        case 0, 1:
          return RandomizedPagingBody<Subject>.HandlerAct.command(kind, on: pager, random: &reentry)
        default:
          var ids = subject.keys
          if !ids.isEmpty && reentry.chance(0.5) {
            ids.remove(at: reentry.int(in: 0...(ids.count - 1)))
          } else {
            ids.insert(
              contentsOf: names(reentry.int(in: 1...2)), at: reentry.int(in: 0...ids.count))
          }
          let layout = recipe.make(
            count: ids.count, viewport: pager.viewportLength, random: &reentry)
          try? pager.reload(ArrayPageSource(ids, id: \.self), layout: layout)
          return "reload \(ids)"
        }
      }
    }
    // A throwing call leaves the content offset, the viewport and the layout too.
    body.observation = { ItemPagerRandomizedSubject.Observed(pager) }
    body.report = {
      shrunkTraceReport(
        recorder.trace(), named: "seed\(seed)", resolver: .builtIn.withPageKitSnap())
    }
    return RandomizedPagingDriver.run(
      body, on: subject, layout: "item pager, sequence \(sequence)", seed: seed)
  }
}

/// A pager with an item layout over integer keys, as the shared driver runs it: its own steps
/// (a reload with a layout that may not match, a viewport change) check what they promise, and
/// its ``checkLayout()`` the items it draws.
final class ItemPagerRandomizedSubject: PagerSubject {
  typealias Source = ArrayPageSource<Int, Int>

  /// What a caller can observe of the pager.
  typealias Observed = PagerObservation<Int>

  /// A key no source holds.
  static let goneKey = -1

  let controller: Pager<Source, SlideTransition>
  let recipe: ItemPagerRandomizedTests.LayoutRecipe
  let preloadCount: Int
  /// Draws the layouts of reloads the driver makes (a shrunk trace's replay).
  var layouts: SplitMix64

  init(
    pages: [Int], layout: PagerLayout, anchor: SnapAnchor, snap: any SnapStrategy,
    initialIndex: Int, configuration: PagerConfiguration,
    recipe: ItemPagerRandomizedTests.LayoutRecipe, seed: UInt64
  ) throws {
    controller = try Pager(
      source: Source(pages, id: \.self), layout: layout, anchor: anchor, snap: snap,
      initialIndex: initialIndex, configuration: configuration)
    self.recipe = recipe
    preloadCount = configuration.preloadCount
    layouts = SplitMix64(seed: seed ^ 0x1A70)
  }

  var itemStride: Double { controller.viewportLength / 2 }
  var keys: [Int] { (0..<controller.count).compactMap { controller.source.id(at: $0) } }
  var glides: Bool { controller.snap.glides }
  func reload(keys: [Int]) throws(PagerError) {
    let layout = recipe.make(
      count: keys.count, viewport: controller.viewportLength, random: &layouts)
    try controller.reload(Source(keys, id: \.self), layout: layout)
  }

  /// A reload of `pages` with `layout`: refused exactly when `mismatched` (its count is not the
  /// source's).
  func reload(
    _ pages: [Int], layout: PagerLayout, mismatched: Bool, _ context: RandomizedPagingContext
  ) throws(PagerError) {
    do throws(PagerError) {
      try controller.reload(Source(pages, id: \.self), layout: layout)
    } catch {
      if !mismatched { context.fail("a matching reload threw \(error)") }
      throw error
    }
    if mismatched { context.fail("a mismatched reload was accepted") }
  }

  /// A viewport of `length`: refused exactly when it is not a positive finite length at least
  /// as long as the longest item (the items must fit the viewport).
  func setViewportLength(_ length: Double, _ context: RandomizedPagingContext)
    throws(PagerError)
  {
    let refused =
      !length.isFinite || length <= 0
      || length < ItemPagerRandomizedTests.longestItem(controller.layout)
    do throws(PagerError) {
      try controller.setViewportLength(length)
    } catch {
      if !refused { context.fail("a viewport of \(length) was refused: \(error)") }
      throw error
    }
    if refused { context.fail("a viewport of \(length) was accepted") }
  }

  /// The items the pager draws: where the layout puts them (mirrored right to left), in range,
  /// in order, on screen without preloading, the current one drawn during a splice, none drawn
  /// twice, the offset within the rubber band's and the frame's reach, and at rest nothing
  /// spliced and the offset in the scrollable range. (The indices, the rest position and the
  /// current index at rest are the driver's.)
  func checkLayout() -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }
    let pager = controller
    guard let items = pager.stripCore else { return problems + ["no item geometry"] }
    let mirrored = pager.axis == .horizontal && pager.layoutDirection == .rightToLeft
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
        let leading = items.drawnOrigin(ofSlot: page.slot, in: pager.engine) - offset
        let drawn = mirrored ? reach - leading - page.length : leading
        check(
          abs(page.origin - drawn) <= 1e-6,
          "item \(page.index) drawn at \(page.origin), laid out at \(drawn)")
      }
      // Without preloading the live items are those with a part on screen (an item that only
      // touches an edge may count, to rounding) — or, when none has (the rubber band past an
      // end), at most one.
      let visible = pager.visibleIndices
      let onScreen = live.allSatisfy {
        $0.origin < reach + 1e-6 && $0.origin + $0.length > -1e-6
      }
      check(
        preloadCount > 0 || (visible.isEmpty ? live.count <= 1 : onScreen),
        "live \(live.map { ($0.index, $0.origin) }), visible \(visible) (preload 0)")
      check(zip(live, live.dropFirst()).allSatisfy { $0.slot < $1.slot }, "live slot order")
      var previous = -1
      for page in pager.visiblePages {
        check(page.index > previous, "visible item order: \(pager.visibleIndices)")
        previous = page.index
      }
      // During a far jump's splice the current item is one drawn on screen (the one drawn at
      // the anchor, never an item the splice skips) — after a reload or a viewport change too.
      // (Unspliced, it is the content's item whose resting offset is nearest.)
      let drawn = pager.visibleIndices
      check(
        pager.engine.strip.isIdentity || drawn.isEmpty || drawn.contains(pager.currentIndex),
        "current index \(pager.currentIndex) not drawn: \(drawn)")
      // No item is drawn twice, and the offset lies in the drawn frame's content (within the
      // rubber band's reach) — except while the pager runs backward.
      if !pager.engine.strip.hasBackwardBreak {
        check(Set(drawn).count == drawn.count, "an item drawn twice: \(drawn)")
        let frame = items.frameRange(in: pager.engine)
        check(
          offset > frame.lowerBound - reach && offset < frame.upperBound + reach,
          "offset \(offset) beyond the frame \(frame)")
      }
    }
    if pager.phase == .idle {
      check(pager.engine.strip.isIdentity, "a splice drawn at rest")
      check(offset >= 0 && offset <= maxOffset, "rest offset \(offset) outside 0…\(maxOffset)")
    }
    return problems
  }
}
