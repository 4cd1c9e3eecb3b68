extension Pager {
  /// Where the motion under way lands (``PagerLanding``): its destination, when it settles and
  /// each change of ``currentIndex`` on the way, known from the release (or the animated
  /// command) on. `nil` at rest and while a finger is down: a drag's landing is not known until
  /// it is released.
  ///
  /// ```swift
  /// try pager.endDrag(velocity: -900)
  /// if let landing = pager.landing {
  ///   prefetch(landing.destinationIndex)
  ///   for crossing in landing.crossings { scheduleTick(after: crossing.elapsed) }
  /// }
  /// ```
  ///
  /// - Complexity: O(d · 240) for a motion of d seconds (each step O(1), O(log n) for variable
  ///   item lengths) the first time it is read for a motion, then O(1); a new motion reuses
  ///   the last one's storage for its crossings unless the host kept that landing.
  public var landing: PagerLanding? {
    guard !isEmpty, case .settling(let motion?) = engine.state else { return nil }
    let key = PagerLandingKey(
      from: motion.from, to: motion.to, duration: motion.duration,
      settledSlot: engine.settledSlot, targetSlot: engine.targetSlot,
      stripVersion: engine.stripVersion, slotShifts: engine.slotShifts)
    if let cached = landingCache, cached.key == key {
      var landing = cached.landing
      landing.startTime = motion.startTime
      return landing
    }
    // The last forecast's storage, reused when no one holds it any more.
    var crossings = landingCache?.landing.crossings ?? []
    landingCache = nil
    crossings.removeAll(keepingCapacity: true)
    forecastCrossings(of: motion, into: &crossings)
    let landing = PagerLanding(
      destinationIndex: targetIndex, startTime: motion.startTime,
      settlingDuration: motion.duration, crossings: crossings)
    landingCache = (key, landing)
    return landing
  }

  /// The current page a frame `elapsed` seconds into `motion` reads, as ``advance(to:)`` draws
  /// that frame (``applyFrame(_:)``'s coordinate; a loop's recentring keeps the page drawn).
  ///
  /// The geometry's rule of the current page reads the drawn coordinate in several places, so
  /// the frame is drawn there and back: nothing else changes.
  ///
  /// - Complexity: O(1) (O(log n) for variable item lengths).
  func forecastIndex(of motion: EngineMotion, at elapsed: Double) -> Int {
    let value = motion.value(at: elapsed)
    guard value.isFinite else { return engine.targetIndex }
    let drawn = engine.drawnCoordinate
    engine.draw(at: frameCoordinate(value, from: motion.from))
    let index = geometry.currentIndex(in: engine)
    engine.draw(at: drawn)
    return index
  }

  /// Every change of the current page over `motion`'s course: the course cut into steps of at
  /// most 1/240 s, and further where the curve turns back (where its velocity changes sign),
  /// so that the page is monotone across each piece; each change found by bisection to
  /// 1e-12 s. A course that ends on another page than the destination (a rest reads the
  /// settled page) ends with that change at its settling duration.
  ///
  /// - Complexity: O(d · 240 + c · 40) for d seconds and c crossings; nothing allocated once
  ///   `crossings` has the room.
  func forecastCrossings(of motion: EngineMotion, into crossings: inout [PagerLanding.Crossing]) {
    let duration = motion.duration
    guard duration > 0, duration.isFinite else { return }
    let steps = min(max(Int((duration * 240).rounded(.up)), 16), 8_192)
    let step = duration / Double(steps)
    let sign = motion.to >= motion.from ? 1.0 : -1.0
    var time = 0.0
    var index = forecastIndex(of: motion, at: 0)
    // The latest time before the rest: a frame at the duration is at rest.
    let last = duration.nextDown
    for number in 1...steps {
      let end = number == steps ? last : Double(number) * step
      guard end > time else { continue }
      // Where the curve turns back inside the step, the page may go and return: split there.
      let startVelocity = sign * motion.curve.velocity(at: time)
      let endVelocity = sign * motion.curve.velocity(at: end)
      if (startVelocity > 0) != (endVelocity > 0), startVelocity != 0, endVelocity != 0 {
        let turn = Self.bisect(from: time, to: end) { t in
          (sign * motion.curve.velocity(at: t) > 0) == (startVelocity > 0)
        }
        index = appendCrossings(of: motion, from: time, to: turn, index: index, into: &crossings)
        time = turn
      }
      index = appendCrossings(of: motion, from: time, to: end, index: index, into: &crossings)
      time = end
    }
    let destination = engine.targetIndex
    if index != destination {
      crossings.append(.init(fromIndex: index, toIndex: destination, elapsed: duration))
    }
  }

  /// The changes of the current page from `start` to `end` (a piece over which it is
  /// monotone), starting from `index`; returns the page at `end`.
  private func appendCrossings(
    of motion: EngineMotion, from start: Double, to end: Double, index: Int,
    into crossings: inout [PagerLanding.Crossing]
  ) -> Int {
    var from = start
    var current = index
    let final = forecastIndex(of: motion, at: end)
    // Each change in turn: the first time after `from` that reads another page.
    var guardCount = 0
    while current != final, guardCount < 10_000 {
      guardCount += 1
      let time = Self.bisect(from: from, to: end) { t in
        forecastIndex(of: motion, at: t) == current
      }
      let next = forecastIndex(of: motion, at: time)
      guard next != current else { break }
      crossings.append(.init(fromIndex: current, toIndex: next, elapsed: time))
      current = next
      from = time
    }
    return final
  }

  /// The first time in `(low, high]` where `holds` stops holding, to 1e-12 s (`holds(low)`
  /// is true, and `holds(high)` false): the upper end of the bracket.
  static func bisect(from low: Double, to high: Double, holds: (Double) -> Bool) -> Double {
    var low = low
    var high = high
    for _ in 0..<80 where high - low > 1e-12 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if holds(middle) { low = middle } else { high = middle }
    }
    return high
  }
}

/// What a forecast was made for: the motion and the strip it was made on.
struct PagerLandingKey: Equatable {
  var from: Double
  var to: Double
  var duration: Double
  var settledSlot: Int
  var targetSlot: Int
  var stripVersion: Int
  var slotShifts: Int
}
