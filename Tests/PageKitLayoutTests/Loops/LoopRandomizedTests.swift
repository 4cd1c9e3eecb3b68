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
///
/// Each sequence is a body over the shared driver (`RandomizedPagingDriver`): the driver checks
/// its rules after every step and every call of one (the event ledger, the engine's invariants,
/// the indices, the rest), makes the releases and commands a step is alone, and runs to rest
/// through the host's frames; the suite draws the sequence, makes its own steps (drags, frames
/// with the host's deceleration and the auto-scroller, host drags, loop toggles, reloads,
/// viewport changes, far jumps and retargets), its re-entrant handlers, and checks the loop's
/// geometry.
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

  /// Steps per sequence (the driver then runs to rest, in at most ``restFrames`` frames).
  static let steps = 24
  static let restFrames = 1_200

  func run(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let count = [0, 1, 2, 3, 5, 8, 1000][rng.int(in: 0...6)]
    let viewport = 375.0
    let fullWidth = rng.chance(0.4)
    let itemLength = fullWidth ? viewport : [60.0, 100, 200][rng.int(in: 0...2)]
    let spacing = fullWidth ? 0 : [0.0, 8][rng.int(in: 0...1)]
    let anchors: [SnapAnchor] = [.leading(0), .center, .leading(16)]
    let anchor = fullWidth ? .leading(0) : anchors[rng.int(in: 0...2)]
    let subject = LoopRandomizedSubject(
      try Pager(
        source: looping(Array(0..<count), circular: rng.chance(0.8)),
        layout: .uniform(itemLength: itemLength, spacing: spacing), anchor: anchor,
        snap: NearestSnap(), configuration: PagerConfiguration(viewportLength: viewport)))
    let pager = subject.controller
    /// The bridge of the loop's geometry, `nil` on a bounded strip (a host scroll view drives a
    /// loop only).
    func bridge() -> ScrollViewBridge<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>? {
      try? pager.bridge()
    }
    // An auto-scroller driven after every frame, as a host drives one.
    let scroller = rng.chance(0.5) ? try AutoScroller(interval: 0.7) : nil
    var isHidden = false

    // A failing seed prints its run as a trace (a scroll view's callbacks are inputs too, so the
    // trace holds them; the report says when the trace alone does not fail).
    let recorder = PagerTraceRecorder(recording: pager)
    var host = FakeScrollView(offset: pager.contentOffset)
    var nextKey = 1_000_000

    /// New items: a fresh index-identity source, or the current identities edited (keyed).
    func newSource(_ random: inout SplitMix64) -> Loopable<ArrayPageSource<Int, Int>> {
      if random.chance(0.5) {
        return pager.source.with(
          ArrayPageSource(Array(0..<[0, 1, 2, 4, 7][random.int(in: 0...4)])))
      }
      var ids = subject.keys
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

    // Now and then a handler issues a command or a reload of its own (the driver observes the
    // controller's state just before and just after).
    var reentry = SplitMix64(seed: seed &+ 0x5EED_0000_0000)
    // Viewport changes (a rotation, a resize), drawn from their own generator so that the main
    // one explores what it always did.
    var resize = SplitMix64(seed: seed &+ 0x517E_0000_0000)
    var reentrantBudget = 0
    var emptiedByHandler = false

    /// One frame of the host scroll view's own deceleration, while that is what moves the
    /// pager (a command, a grab or a rest takes over). Event handlers never touch `host`: a
    /// host callback may be running.
    func hostFrame(_ context: RandomizedPagingContext) {
      guard host.isDecelerating else { return }
      guard pager.phase == .settling, let bridge = bridge(), !bridge.isAnimating else {
        host.isDecelerating = false
        return
      }
      _ = host.frame(at: context.now, bridge: bridge)
      context.checkpoint()
    }

    /// The auto-scroller's call after a frame.
    func autoScroll(_ context: RandomizedPagingContext) {
      scroller?.advance(pager, to: context.now, pausedBy: isHidden ? .hidden : [])
    }

    /// Frames at 60 Hz (now and then a long gap), following the host's deceleration.
    func frames(_ n: Int, _ context: RandomizedPagingContext) {
      for _ in 0..<n {
        context.now += rng.chance(0.05) ? rng.double(in: 0.1...3) : 1.0 / 60
        hostFrame(context)
        do {
          try pager.advance(to: context.now)
        } catch {
          context.fail("a frame at \(context.now) threw \(error)")
        }
        autoScroll(context)
        context.checkpoint(afterAFrame: true)
      }
    }

    /// An animated command: a random item, a far jump, or a step.
    func command(_ label: String, _ context: RandomizedPagingContext) -> String {
      let n = pager.count
      var note: String
      switch rng.int(in: 0...2) {
      case 0 where n >= 4:
        let far = (pager.targetIndex + n / 2 + rng.int(in: -1...1)).floorMod(n)
        note = "\(label) far \(pager.targetIndex) → \(far)"
        try? pager.scroll(to: far, direction: rng.chance(0.5) ? nil : .reverse)
      case 1:
        note = "\(label) next"
        try? pager.scrollToNext()
      default:
        let index = rng.int(in: 0...max(n - 1, 0))
        note = "\(label) scroll \(index)"
        try? pager.scroll(to: index)
      }
      context.checkpoint()
      return note
    }

    func reload(_ label: String, _ context: RandomizedPagingContext) -> String {
      let wasDragging = pager.phase == .dragging
      emptiedByHandler = false
      let source = newSource(&rng)
      let note = "\(label) \(source.count) in \(pager.phase)"
      do {
        try pager.reload(source)
      } catch {
        context.fail("a reload threw \(error)")
      }
      context.checkpoint()
      // (Emptied, by this reload or a handler's, the pager ends the drag by design.)
      if wasDragging, source.count > 0, !emptiedByHandler, pager.phase != .dragging {
        context.fail("a reload ended the drag")
      }
      return note
    }

    /// A release at a random velocity while the finger is down, else a command: what a
    /// retarget or a reload mid-settle starts from.
    func releaseOrCommand(_ context: RandomizedPagingContext) -> String {
      guard pager.phase == .dragging else { return command("command", context) }
      let velocity = rng.double(in: -3000...3000)
      try? pager.endDrag(velocity: velocity)
      context.checkpoint()
      return "endDrag \(velocity)"
    }

    typealias Step = RandomizedPagingBody<LoopRandomizedSubject>.Step
    /// A step of the suite's own: `make` returns its note and never throws.
    func own(_ name: String, _ make: @escaping () -> String) -> Step {
      .own(name) { () throws(PagerError) in make() }
    }

    var body = RandomizedPagingBody<LoopRandomizedSubject>(steps: Self.steps) { context, _ in
      reentrantBudget = 2
      switch rng.int(in: 0...13) {
      case 0:
        return own("drag") {
          if pager.phase != .dragging {
            try? pager.beginDrag()
            context.checkpoint()
          }
          let translation = rng.double(in: -900...900)
          try? pager.drag(by: translation)
          return "\(translation)"
        }
      case 1:
        return .driver(
          .endDrag(velocity: rng.chance(0.1) ? .nan : rng.double(in: -12_000...12_000)))
      case 2, 3:
        return own("frames") {
          frames(rng.int(in: 1...40), context)
          return ""
        }
      case 4:
        let index = rng.int(in: -1...max(pager.count, 0))
        let direction: PageDirection? = rng.chance(0.5) ? nil : .forward
        let animated = rng.chance(0.7)
        return .driver(.scroll(.index(index), direction: direction, animated: animated))
      case 5:
        return .driver(rng.chance(0.5) ? .next(animated: true) : .previous(animated: true))
      case 6:
        // A host-driven drag and fling.
        return own("host drag") {
          guard pager.phase != .dragging else { return "while dragging: none" }
          host.offset = pager.contentOffset
          let distance = rng.double(in: -400...400)
          let velocity = rng.double(in: -10_000...10_000)
          guard let bridge = bridge() else {
            return "\(distance) fling \(velocity): a bounded strip, no bridge"
          }
          host.drag(distance, steps: 4, bridge: bridge)
          context.checkpoint()
          host.release(velocity: velocity, at: context.now, bridge: bridge)
          return "\(distance) fling \(velocity)"
        }
      case 7:
        return own("loop toggle") {
          guard pager.phase != .dragging || Self.includesLoopToggleMidDrag else { return "none" }
          let note = "loop \(!pager.source.circular) in \(pager.phase)"
          do throws(PagerError) {
            try pager.reload(pager.source.looping(!pager.source.circular))
          } catch .invalidConfiguration {
            // Bug 4: a loop takes every inset a bounded strip takes; only an inset at or past
            // the viewport is refused (by every layout; after a viewport change a bounded
            // strip refuses it too): nothing changes.
            let inset = anchor.inset
            if pager.source.circular || inset < pager.viewportLength {
              context.fail("the loop refused \(itemLength) + \(inset) in \(pager.viewportLength)")
            }
          } catch {
            context.fail("a loop toggle threw \(error)")
          }
          return note
        }
      case 8:
        return own("reload") {
          guard rng.chance(0.3), pager.phase != .dragging || Self.includesReloadMidDrag else {
            return "none"
          }
          return reload("reload", context)
        }
      case 9:
        return own("scrollViewDidScroll") {
          isHidden = rng.chance(0.2)
          let offset = rng.chance(0.2) ? .nan : pager.contentOffset
          var note = "\(offset)"
          _ = bridge()?.scrollViewDidScroll(contentOffset: offset)
          context.checkpoint()
          guard resize.chance(0.5) else { return note }
          let lengths = [viewport, viewport * 1.5, itemLength, itemLength / 2, .nan, 0]
          let length = lengths[resize.int(in: 0...(lengths.count - 1))]
          note += ", setPageLength \(length) in \(pager.phase)"
          let before = (pager.contentOffset, pager.position, pager.viewportLength)
          do {
            let looped = pager.loops
            try pager.setViewportLength(length)
            if pager.viewportLength != length {
              context.fail("viewport \(pager.viewportLength)")
            }
            // In a loop nothing clamps: the item at the anchor and its fraction are kept.
            if looped, abs(pager.position - before.1) > 1e-6 {
              context.fail("a viewport change moved the position \(before.1) → \(pager.position)")
            }
          } catch {
            if (pager.contentOffset, pager.position, pager.viewportLength) != before {
              context.fail("a rejected viewport \(length) changed the pager (\(error))")
            }
          }
          return note
        }
      case 10:
        // A far jump (or a step, on a short pager).
        return own("jump") { command("jump", context) }
      case 11:
        // A retarget: a command while the previous one (or a release) is settling.
        return own("retarget") {
          let start = releaseOrCommand(context)
          frames(rng.int(in: 0...5), context)
          return start + ", " + command("retarget", context)
        }
      case 12:
        // A reload while the finger is down.
        return own("reload mid-drag") {
          if pager.phase != .dragging {
            try? pager.beginDrag()
            context.checkpoint()
          }
          let translation = rng.double(in: -300...300)
          try? pager.drag(by: translation)
          context.checkpoint()
          guard Self.includesReloadMidDrag else { return "drag \(translation)" }
          let note = reload("reload mid-drag", context)
          let more = rng.double(in: -300...300)
          try? pager.drag(by: more)
          return "drag \(translation), \(note), drag \(more)"
        }
      default:
        // A reload while settling, after a release or a command.
        return own("reload mid-settle") {
          let start = releaseOrCommand(context)
          frames(rng.int(in: 0...3), context)
          return start + ", " + reload("reload mid-settle", context)
        }
      }
    }

    body.handle = { event, context in
      switch event {
      case .willChangePage, .didChangePage, .didCancelPageChange: break
      case .didScroll, .phaseDidChange: return nil
      }
      // (None while the driver runs to rest.)
      guard !context.runsToRest, reentrantBudget > 0, reentry.chance(Self.reentrantChance)
      else { return nil }
      reentrantBudget -= 1
      let kind = reentry.int(in: 0...2)
      return RandomizedPagingBody<LoopRandomizedSubject>.HandlerAct(reloads: kind == 2) {
        switch kind {
        case 0, 1:
          return RandomizedPagingBody<LoopRandomizedSubject>.HandlerAct.command(
            kind, on: pager, random: &reentry)
        default:
          let source = newSource(&reentry)
          do {
            try pager.reload(source)
          } catch {
            context.fail("a handler's reload threw \(error)")
          }
          if pager.isEmpty { emptiedByHandler = true }
          return "reload \(source.count)"
        }
      }
    }
    body.check = { _ in Self.geometryProblems(pager, itemLength: itemLength, spacing: spacing) }
    body.beforeFrame = hostFrame
    body.afterFrame = autoScroll
    // In a frame a motion may come to rest and the auto-scroller's move land at once (when the
    // items at the end of a strip share a resting offset): two changes, one observation.
    body.settlesMoreThanOnceInAFrame = scroller != nil
    body.restFrames = Self.restFrames
    body.report = {
      shrunkTraceReport(
        recorder.trace(), named: "seed\(seed)", resolver: .builtIn.withPageKitSnap())
    }
    if let failure = RandomizedPagingDriver.run(body, on: subject, layout: "loop", seed: seed) {
      Issue.record("\(failure)")
    }
  }

  /// The loop's geometry after a call: the offset inside the content and the frame (a bounded
  /// strip's rubber band aside), inside the recentering band of a loop, each slot's logical
  /// index the floor-modulo of its virtual item, the current item drawn at the anchor, no item
  /// drawn twice, and at rest the anchor on the settled item.
  static func geometryProblems(
    _ pager: Pager<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>, itemLength: Double,
    spacing: Double
  ) -> [String] {
    var problems: [String] = []
    func fail(_ what: String) { problems.append(what) }
    guard let items = pager.items else { return ["no item geometry"] }
    let offset = pager.contentOffset
    // A bounded strip's rubber band draws the offset past an end of the content (and of the
    // frame) by less than a viewport while it moves (the pager's rule); the loop's geometry,
    // and a strip at rest, never leave them.
    let slack = pager.loops || pager.phase == .idle ? 0 : pager.viewportLength
    // The offset lies inside the content — in a strip, inside the drawn frame, which is the
    // content's unless a far jump's splice draws the strip shorter (it stays inside the
    // content) or, retargeted back past what it shows, longer.
    let frame = items.frameRange(in: pager.engine)
    if !(offset >= frame.lowerBound - slack && offset <= frame.upperBound + slack) {
      fail("offset \(offset) outside the frame \(frame)")
    }
    // A splice that draws a later item before an earlier one (a retarget that goes on past
    // the old destination to an earlier item, as the far-jump rule asks) is the one case
    // where a strip's frame may leave the content and, with several items on screen, an item
    // may be drawn twice until rest (documented limit); otherwise both hold.
    let runsBackward = !pager.loops && pager.engine.strip.hasBackwardBreak
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
      where page.index != pager.engine.strip.virtual(at: page.slot).floorMod(pager.count) {
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
    return problems
  }
}

/// A pager with a uniform item layout over integer keys that loops or not, as the shared driver
/// runs it.
final class LoopRandomizedSubject: PagerSubject {
  let controller: Pager<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>

  init(_ controller: Pager<Loopable<ArrayPageSource<Int, Int>>, SlideTransition>) {
    self.controller = controller
  }

  var itemStride: Double { controller.viewportLength / 2 }
  var keys: [Int] { (0..<controller.count).compactMap { controller.source.id(at: $0) } }
  func reload(keys: [Int]) throws(PagerError) {
    try controller.reload(controller.source.with(ArrayPageSource(keys, id: \.self)))
  }
}
