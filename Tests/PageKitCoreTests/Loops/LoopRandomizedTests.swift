import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import PageKitTrace
import Testing

/// 10,000 seeded sequences on a pager with a uniform item layout, looping or not, of drags,
/// flings, frames, a host scroll view's callbacks through a `ScrollViewBridge`, commands, far
/// jumps, retargets, timer ticks, the loop turned on and off (a reload with a source of the other
/// circularity), data changes (at rest, mid-drag and mid-settle), viewport changes and commands
/// issued from inside event handlers, checking after every call that the offset stays inside the
/// content (a bounded strip's rubber band aside), the logical index is the floor-modulo of the
/// virtual item, and every event keeps the pairing rules (`PagingEventChecker`: exactly one
/// `didChangePage` per settled change).
@Suite struct LoopRandomizedTests {
  /// Reloads while a finger is down, checking that the drag goes on (`PagingController`'s
  /// "Reloads" rule: a reload keeps a drag going).
  static let includesReloadMidDrag = true

  /// Turns the loop on or off while a finger is down: the pager changes between the loop's and
  /// the bounded strip's geometry, which completes the motion first (`Pager.reload(_:layout:)`).
  static let includesLoopToggleMidDrag = true

  /// The chance that a page event's handler issues a command or a reload of its own.
  static let reentrantChance = 0.03

  /// Seeds in all (the quick run takes `RandomizedSeeds.count(of:)` of them), run in ``chunks``
  /// test cases of equal slices, which Swift Testing runs in parallel (one case of all of them
  /// would bound the whole suite's run).
  static let seedCount: UInt64 = 10_000
  static let chunks: UInt64 = 8

  @Test(arguments: 1...chunks)
  func randomSequencesKeepTheInvariants(chunk: UInt64) throws {
    for seed in seedSlice(chunk, of: Self.chunks, seeds: RandomizedSeeds.count(of: Self.seedCount))
    {
      try run(seed: seed)
    }
  }

  func run(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let count = [0, 1, 2, 3, 5, 8, 1000][rng.int(in: 0...6)]
    let viewport = 375.0
    let fullWidth = rng.chance(0.4)
    let itemLength = fullWidth ? viewport : [60.0, 100, 200][rng.int(in: 0...2)]
    let spacing = fullWidth ? 0 : [0.0, 8][rng.int(in: 0...1)]
    let anchors: [SnapAnchor] = [.leading(0), .center, .leading(16)]
    let anchor = fullWidth ? .leading(0) : anchors[rng.int(in: 0...2)]
    let pager = try Pager(
      source: looping(Array(0..<count), circular: rng.chance(0.8)),
      layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: anchor,
      snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: viewport))
    /// The bridge of the loop's geometry, `nil` on a bounded strip (a host scroll view drives a
    /// loop only).
    func bridge() -> ScrollViewBridge<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>? {
      try? pager.bridge()
    }
    // An auto-scroller driven after every frame, as a host drives one.
    let scroller = rng.chance(0.5) ? try AutoScroller(interval: 0.7) : nil
    var isHidden = false

    let ledger = PagingEventLedger(attachingTo: pager, settled: pager.settledPageID)
    // A failing seed prints its run as a trace (a scroll view's callbacks are inputs too, so the
    // trace holds them; the report says when the trace alone does not fail).
    let recorder = PagerTraceRecorder(recording: pager)
    var time = 0.0
    var host = FakeScrollView(offset: pager.contentOffset)
    var nextKey = 1_000_000
    var trace: [String] = []
    var failed = false
    var step = 0

    func fail(_ what: String) {
      guard !failed else { return }
      failed = true
      let shrunk = shrunkTraceReport(
        recorder.trace(), named: "seed\(seed)", resolver: .builtIn.withPageKitSnap())
      Issue.record("seed \(seed) step \(step): \(what); trace: \(trace.suffix(10))\n\(shrunk)")
    }

    /// New items: a fresh index-identity source, or the current identities edited (keyed).
    func newSource(_ random: inout SplitMix64) -> Loopable<ArrayPageSource<Int, Int>> {
      if random.chance(0.5) {
        return pager.source.with(
          ArrayPageSource(Array(0..<[0, 1, 2, 4, 7][random.int(in: 0...4)])))
      }
      var ids = (0..<pager.count).compactMap { pager.source.id(at: $0) }
      switch random.int(in: 0...3) {
      case 0:
        let fresh = (0..<random.int(in: 1...3)).map { offset in nextKey + offset }
        nextKey += fresh.count
        ids.insert(contentsOf: fresh, at: random.int(in: 0...ids.count))
      case 1:
        if !ids.isEmpty { ids.remove(at: random.int(in: 0...(ids.count - 1))) }
      case 2:
        ids.shuffle(using: &random)
      default:
        if ids.count > 2 { ids.removeLast(random.int(in: 1...(ids.count - 1))) }
      }
      return pager.source.with(ArrayPageSource(ids, id: \.self))
    }

    // Now and then a handler issues a command or a reload of its own. The controller's state is
    // final when a handler runs, so the checker observes it just before and just after.
    var reentry = SplitMix64(seed: seed &+ 0x5EED_0000_0000)
    // Viewport changes (a rotation, a resize), drawn from their own generator so that the main
    // one explores what it always did.
    var resize = SplitMix64(seed: seed &+ 0x517E_0000_0000)
    var reentrantBudget = 0
    var emptiedByHandler = false
    pager.addEventObserver { [weak pager] event in
      guard let pager else { return }
      switch event {
      case .willChangePage, .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return
      }
      guard reentrantBudget > 0, reentry.chance(Self.reentrantChance) else { return }
      reentrantBudget -= 1
      ledger.checker.observe(settled: pager.settledPageID)
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
        let source = newSource(&reentry)
        trace.append("  (handler: reload \(source.count))")
        #expect(throws: Never.self) { try pager.reload(source) }
        if pager.isEmpty { emptiedByHandler = true }
      }
      ledger.checker.observe(settled: pager.settledPageID)
    }

    /// The geometry and the events after a call into the pager. `framed`: the call was a
    /// frame, in which a motion may come to rest and the auto-scroller's move land at once (when
    /// the items at the end of a strip share a resting offset): two changes, one observation.
    func checkpoint(framed: Bool = false) {
      let several = framed && scroller != nil
      if pager.phase == .idle {
        ledger.checker.checkAtRest(
          settled: pager.settledPageID, mayHaveSettledMoreThanOnce: several)
      } else {
        ledger.checker.check(settled: pager.settledPageID, mayHaveSettledMoreThanOnce: several)
      }
      if let violation = ledger.violations.first { fail("\(violation)") }
      if let broken = pager.checkInvariants().first { fail("engine invariant: \(broken)") }
      guard let items = pager.items else {
        fail("no item geometry")
        return
      }
      let offset = pager.contentOffset
      // A bounded strip's rubber band draws the offset past an end of the content (and of the
      // frame) by less than a viewport while it moves (the pager's rule); the loop's geometry,
      // and a strip at rest, never leave them.
      let slack = pager.loops || pager.phase == .idle ? 0 : pager.viewportLength
      // The offset lies inside the content — in a strip, inside the drawn frame, which is the
      // content's unless a far jump's splice draws the strip shorter (it stays inside the
      // content) or, retargeted back past what it shows, longer.
      let frame = items.frameRange
      if !(offset >= frame.lowerBound - slack && offset <= frame.upperBound + slack) {
        fail("offset \(offset) outside the frame \(frame)")
      }
      // A splice that draws a later item before an earlier one (a retarget that goes on past
      // the old destination to an earlier item, as the far-jump rule asks) is the one case
      // where a strip's frame may leave the content and, with several items on screen, an item
      // may be drawn twice until rest (documented limit); otherwise both hold.
      let runsBackward = !pager.loops && items.drawnStrip.hasBackwardBreak
      let maxOffset = pager.maxContentOffset
      if !runsBackward, !(offset >= -slack && offset <= maxOffset + slack) {
        fail("offset \(offset) outside 0...\(maxOffset)")
      }
      if pager.loops {
        let margin = recenterMargin(
          itemLength: itemLength, spacing: spacing, viewport: pager.viewportLength)
        if offset < margin - 1e-6 || offset > maxOffset - margin + 1e-6 {
          fail("offset \(offset) outside the recentering band")
        }
        for page in pager.livePages
        where page.index != items.drawnStrip.virtual(at: page.slot).floorMod(pager.count) {
          fail("logical index \(page.index) of slot \(page.slot)")
        }
      }
      // The current item is the one drawn at the anchor (a far jump's splice may draw another
      // item than the slot's own there), an exact half belonging to the item the motion comes
      // from (the rule: the settled item's side, not the following item the geometry names); a
      // strip never draws one item in two slots.
      if pager.phase != .idle, pager.loops, !pager.isEmpty {
        let live = Array(pager.livePages)
        var atAnchor = live.first { $0.offset > -0.5 && $0.offset < 0.5 }
        if atAnchor == nil,
          let low = live.first(where: { $0.offset == -0.5 }),
          let high = live.first(where: { $0.offset == 0.5 })
        {
          atAnchor = pager.engine.settled.slot < high.slot ? low : high
        }
        if let atAnchor, pager.currentIndex != atAnchor.index {
          fail("current index \(pager.currentIndex), drawn at the anchor \(atAnchor.index)")
        }
      }
      if pager.phase != .idle, !pager.loops, !runsBackward {
        let drawn = pager.onScreenIndices
        if Set(drawn).count != drawn.count { fail("an item drawn twice: \(drawn)") }
      }
      if pager.phase == .idle {
        // (At rest on an inner item of a run the position reads the run's outer end.)
        if pager.position != Double(pager.settledIndex), !pager.restsOnAnInnerRunMember {
          fail("rest position")
        }
        if pager.loops, pager.pageAtAnchor?.index != pager.settledIndex {
          fail("at rest the anchor is not on the settled item")
        }
      }
    }

    /// One frame of the host scroll view's own deceleration, while that is what moves the
    /// pager (a command, a grab or a rest takes over). Event handlers never touch `host`: a
    /// host callback may be running.
    func hostFrame() {
      guard host.isDecelerating else { return }
      guard pager.phase == .settling, let bridge = bridge(), !bridge.isAnimating else {
        host.isDecelerating = false
        return
      }
      _ = host.frame(at: time, bridge: bridge)
      checkpoint()
    }

    /// Frames at 60 Hz (now and then a long gap), following the host's deceleration.
    func frames(_ n: Int) throws {
      for _ in 0..<n where !failed {
        time += rng.chance(0.05) ? rng.double(in: 0.1...3) : 1.0 / 60
        hostFrame()
        try pager.advance(to: time)
        scroller?.advance(pager, to: time, pausedBy: isHidden ? .hidden : [])
        checkpoint(framed: true)
      }
    }

    /// An animated command: a random item, a far jump, or a step.
    func command(_ label: String) {
      let n = pager.count
      switch rng.int(in: 0...2) {
      case 0 where n >= 4:
        let far = (pager.targetIndex + n / 2 + rng.int(in: -1...1)).floorMod(n)
        trace.append("\(label) far \(pager.targetIndex) → \(far)")
        try? pager.scroll(to: far, direction: rng.chance(0.5) ? nil : .reverse)
      case 1:
        trace.append("\(label) next")
        try? pager.scrollToNext()
      default:
        let index = rng.int(in: 0...max(n - 1, 0))
        trace.append("\(label) scroll \(index)")
        try? pager.scroll(to: index)
      }
      checkpoint()
    }

    func reload(_ label: String) throws {
      let wasDragging = pager.phase == .dragging
      emptiedByHandler = false
      let source = newSource(&rng)
      trace.append("\(label) \(source.count) in \(pager.phase)")
      try pager.reload(source)
      checkpoint()
      // (Emptied, by this reload or a handler's, the pager ends the drag by design.)
      if wasDragging, source.count > 0, !emptiedByHandler, pager.phase != .dragging {
        fail("a reload ended the drag")
      }
    }

    for index in 0..<24 where !failed {
      step = index
      reentrantBudget = 2
      switch rng.int(in: 0...13) {
      case 0:
        if pager.phase != .dragging {
          trace.append("beginDrag")
          try? pager.beginDrag()
          checkpoint()
        }
        let translation = rng.double(in: -900...900)
        trace.append("drag \(translation)")
        try? pager.drag(by: translation)
      case 1:
        let velocity = rng.chance(0.1) ? .nan : rng.double(in: -12_000...12_000)
        trace.append("endDrag \(velocity)")
        try? pager.endDrag(velocity: velocity)
      case 2, 3:
        trace.append("frames")
        try frames(rng.int(in: 1...40))
      case 4:
        let index = rng.int(in: -1...max(pager.count, 0))
        let direction: PageDirection? = rng.chance(0.5) ? nil : .forward
        let animated = rng.chance(0.7)
        trace.append("scroll \(index) \(String(describing: direction)) animated \(animated)")
        try? pager.scroll(to: index, direction: direction, animated: animated)
      case 5:
        trace.append("step")
        if rng.chance(0.5) {
          try? pager.scrollToNext()
        } else {
          try? pager.scrollToPrevious()
        }
      case 6:
        // A host-driven drag and fling.
        if pager.phase != .dragging {
          host.offset = pager.contentOffset
          let distance = rng.double(in: -400...400)
          let velocity = rng.double(in: -10_000...10_000)
          if let bridge = bridge() {
            trace.append("host drag \(distance) fling \(velocity)")
            host.drag(distance, steps: 4, bridge: bridge)
            checkpoint()
            host.release(velocity: velocity, at: time, bridge: bridge)
          } else {
            trace.append("host drag \(distance) fling \(velocity): a bounded strip, no bridge")
          }
        }
      case 7:
        if pager.phase != .dragging || Self.includesLoopToggleMidDrag {
          trace.append("loop \(!pager.source.circular) in \(pager.phase)")
          do {
            try pager.reload(pager.source.looping(!pager.source.circular))
          } catch PagerError.invalidConfiguration {
            // Bug 4: a loop takes every inset a bounded strip takes; only an inset at or past
            // the viewport is refused (by every layout; after a viewport change a bounded
            // strip refuses it too): nothing changes.
            let inset = anchor.inset
            if pager.source.circular || inset < pager.viewportLength {
              fail("the loop refused \(itemLength) + \(inset) in \(pager.viewportLength)")
            }
          }
        }
      case 8:
        if rng.chance(0.3), pager.phase != .dragging || Self.includesReloadMidDrag {
          try reload("reload")
        }
      case 9:
        isHidden = rng.chance(0.2)
        let offset = rng.chance(0.2) ? .nan : pager.contentOffset
        trace.append("scrollViewDidScroll \(offset)")
        _ = bridge()?.scrollViewDidScroll(contentOffset: offset)
        checkpoint()
        if resize.chance(0.5) {
          let lengths = [viewport, viewport * 1.5, itemLength, itemLength / 2, .nan, 0]
          let length = lengths[resize.int(in: 0...(lengths.count - 1))]
          trace.append("setPageLength \(length) in \(pager.phase)")
          let before = (pager.contentOffset, pager.position, pager.viewportLength)
          do {
            let looped = pager.loops
            try pager.setViewportLength(length)
            if pager.viewportLength != length { fail("viewport \(pager.viewportLength)") }
            // In a loop nothing clamps: the item at the anchor and its fraction are kept.
            if looped, abs(pager.position - before.1) > 1e-6 {
              fail("a viewport change moved the position \(before.1) → \(pager.position)")
            }
          } catch {
            if (pager.contentOffset, pager.position, pager.viewportLength) != before {
              fail("a rejected viewport \(length) changed the pager (\(error))")
            }
          }
        }
      case 10:
        // A far jump (or a step, on a short pager).
        command("jump")
      case 11:
        // A retarget: a command while the previous one (or a release) is settling.
        if pager.phase == .dragging {
          let velocity = rng.double(in: -3000...3000)
          trace.append("endDrag \(velocity)")
          try? pager.endDrag(velocity: velocity)
          checkpoint()
        } else {
          command("command")
        }
        try frames(rng.int(in: 0...5))
        command("retarget")
      case 12:
        // A reload while the finger is down.
        if pager.phase != .dragging {
          trace.append("beginDrag")
          try? pager.beginDrag()
          checkpoint()
        }
        let translation = rng.double(in: -300...300)
        trace.append("drag \(translation)")
        try? pager.drag(by: translation)
        checkpoint()
        if Self.includesReloadMidDrag {
          try reload("reload mid-drag")
          let more = rng.double(in: -300...300)
          trace.append("drag \(more)")
          try? pager.drag(by: more)
        }
      default:
        // A reload while settling, after a release or a command.
        if pager.phase == .dragging {
          let velocity = rng.double(in: -3000...3000)
          trace.append("endDrag \(velocity)")
          try? pager.endDrag(velocity: velocity)
          checkpoint()
        } else {
          command("command")
        }
        try frames(rng.int(in: 0...3))
        try reload("reload mid-settle")
      }
      checkpoint()
    }
    guard !failed else { return }

    // Finally the finger lifts and everything comes to rest.
    step = 24
    reentrantBudget = 0
    if pager.phase == .dragging {
      trace.append("endDrag 0")
      try? pager.endDrag(velocity: 0)
      checkpoint()
    }
    var settleFrames = 0
    while pager.phase != .idle, settleFrames < 1200, !failed {
      settleFrames += 1
      time += 1.0 / 60
      hostFrame()
      try pager.advance(to: time)
      scroller?.advance(pager, to: time, pausedBy: isHidden ? .hidden : [])
      checkpoint(framed: true)
    }
    if pager.phase != .idle { fail("never came to rest") }
  }
}
