import PageKitCore
import PageKitTestSupport
import Testing

/// The full-page pager's release (through its default strategy, `PagingSnap`), `PagingSnap`
/// itself and a small slot model of the release rule are one rule: seeded random releases —
/// positions between pages, on them, at exact halves and in the rubber band past either end;
/// velocities at, just around and far from the threshold, both signs and zero; drags from rest
/// and re-grabs mid-settle (whose reference is the pending target); one to four items per
/// fling; bounded and looping sources — must land where `PagingSnap` on a full-page strip (a
/// `UniformStrip` whose item is the viewport, no spacing, `.leading(0)`, the test's own window of
/// slots) and the model both say. Written before the pager went through the strategy, against
/// its own release code, and kept as the proof that nothing changed.
@Suite struct PagingRuleDifferentialTests {
  static let seed: UInt64 = 0x5EED_5A9E
  static let trials = 4_000

  /// the release rule in slots: the pager's own release code before it went through
  /// `PagingSnap`, kept as an independent model.
  static func modelSlot(
    position x: Double, contentVelocity: Double, pageLength: Double, threshold: Double,
    maxItems: Int, reference: Int, bounds: ClosedRange<Int>?
  ) -> Int {
    func nearest(_ position: Double, tieToward reference: Int) -> Int {
      let lower = Int(position.rounded(.down))
      let fraction = position - Double(lower)
      if fraction != 0.5 { return fraction < 0.5 ? lower : lower + 1 }
      return reference <= lower ? lower : lower + 1
    }
    let slotVelocity = contentVelocity / pageLength
    var slot: Int
    if abs(contentVelocity) <= threshold {
      slot = nearest(x, tieToward: reference)
    } else {
      let direction = slotVelocity > 0 ? 1 : -1
      let boundary =
        direction > 0 ? Int(x.rounded(.down)) + 1 : Int(x.rounded(.up)) - 1
      let projected = x + (slotVelocity / 1000) * 0.998 / (1 - 0.998)
      let beyond = min(
        max((nearest(projected, tieToward: boundary) - boundary) * direction, 0), maxItems - 1)
      slot = boundary + beyond * direction
    }
    if let bounds { slot = min(max(slot, bounds.lowerBound), bounds.upperBound) }
    return slot
  }

  @Test func pagerReleaseIsPagingSnap() throws {
    var random = SplitMix64(seed: Self.seed)
    // What the trials covered: every case the rule distinguishes must come up often.
    var halves = 0
    var pastEnds = 0
    var fast = 0
    var regrabs = 0
    var loopTrials = 0
    var several = 0
    for trial in 0..<Self.trials {
      let label = "seed \(Self.seed), trial \(trial)"
      let count = random.int(in: 1...7)
      let circular = random.chance(0.3)
      let pageLength = [100.0, 256, 375, 512, 1_080][random.int(in: 0...4)]
      let maxItems = random.int(in: 1...4)
      let threshold = random.chance(0.6) ? 300 : random.double(in: 0...1_000)
      let initial = random.int(in: 0...(count - 1))
      let pages = (0..<count).map { "p\($0)" }
      let snap = try PagingSnap(maxItems: maxItems, velocityThreshold: threshold)
      let pager = try Pager(
        source: AnyCircular(ArrayPageSource(pages, id: \.self), circular: circular), snap: snap,
        initialIndex: initial, configuration: PagerConfiguration(viewportLength: pageLength))
      let loops = pager.loops

      // Given a drag from rest, or a re-grab of a settle toward a neighbour.
      var now = 0.0
      try pager.advance(to: now)
      try pager.beginDrag()
      // The reference's slot: the settled page's at rest (slots are indices there), the
      // pending target's for a re-grab (one page on, unbounded in a loop).
      var referenceSlot = initial
      if count > 1, random.chance(0.4) {
        let step = random.chance(0.5) ? 1 : -1
        try pager.drag(by: -Double(step) * 0.7 * pageLength)
        try pager.endDrag(velocity: 0)
        now += random.double(in: 0.01...0.12)
        try pager.advance(to: now)
        referenceSlot = pager.phase == .settling ? initial + step : pager.settledIndex
        if !loops { referenceSlot = min(max(referenceSlot, 0), count - 1) }
        try pager.beginDrag()
        regrabs += 1
      }
      let reference = pager.targetIndex

      // When the finger moves to a position (rubber band past the ends included).
      let desired: Double
      switch random.int(in: 0...3) {
      case 0: desired = Double(random.int(in: -1...count)) + 0.5
      case 1: desired = Double(random.int(in: -1...count))
      default: desired = random.double(in: -1.5...(Double(count) + 0.5))
      }
      // A few corrections land on `desired` exactly even from a re-grab's arbitrary position
      // (the rule is judged in points, so a position within rounding of a half or a page
      // boundary but not on it would be judged as on it; see the Pager's release window).
      for _ in 0..<4 where pager.position != desired {
        try pager.drag(by: -(desired - pager.position) * pageLength)
      }
      let position = pager.position
      let velocity: Double
      switch random.int(in: 0...4) {
      case 0: velocity = 0
      case 1: velocity = random.chance(0.5) ? threshold : -threshold
      case 2:
        velocity =
          (random.chance(0.5) ? 1 : -1)
          * (random.chance(0.5) ? threshold.nextUp : threshold.nextDown)
      default: velocity = random.double(in: -4_000...4_000)
      }

      // Then the pager lands where PagingSnap and the model say.
      try pager.endDrag(velocity: velocity)
      // A window of slots around the drawn ones: the whole source when bounded.
      let low = loops ? Int(position.rounded(.down)) - 8 : 0
      let high = loops ? Int(position.rounded(.up)) + 8 : count - 1
      let referenceSlotInWindow = referenceSlot
      let strip = try UniformStrip(count: high - low + 1, itemLength: pageLength)
      let proposal = SnapProposal(
        strip: strip, viewportLength: pageLength, anchor: .leading(0),
        currentOffset: (position - Double(low)) * pageLength, contentVelocity: -velocity,
        referenceIndex: referenceSlotInWindow - low)
      let snapIndex = try #require(snap.target(for: proposal).index, "\(label)")
      let snapSlot = low + snapIndex
      let model = Self.modelSlot(
        position: position, contentVelocity: -velocity, pageLength: pageLength,
        threshold: threshold, maxItems: maxItems, reference: referenceSlotInWindow,
        bounds: loops ? nil : 0...(count - 1))
      let details =
        "\(label): count \(count), loops \(loops), page \(pageLength), maxItems \(maxItems), "
        + "threshold \(threshold), reference \(reference), position \(position), "
        + "velocity \(velocity)"
      if position - position.rounded(.down) == 0.5 { halves += 1 }
      if !loops, position < 0 || position > Double(count - 1) { pastEnds += 1 }
      if abs(velocity) > threshold { fast += 1 }
      if loops { loopTrials += 1 }
      if abs(Double(model) - position) > 1.5 { several += 1 }
      #expect(snapSlot == model, "\(details)")
      #expect(pager.targetIndex == logical(model, count: count), "\(details)")
    }
    let covered = [halves, pastEnds, fast, regrabs, loopTrials, several]
    #expect(covered.allSatisfy { $0 >= 100 }, "seed \(Self.seed): coverage \(covered)")
  }

  func logical(_ slot: Int, count: Int) -> Int { (slot % count + count) % count }
}
