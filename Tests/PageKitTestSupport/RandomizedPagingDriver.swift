import PageKitCore
package import PageKitTrace

/// Runs seeded sequences of ``RandomizedPagingStep``s on any ``RandomizedPagingSubject`` (a
/// full-page pager, a peeking or looping carousel, a variable strip, …) and checks after every
/// step the event rules (``PagingEventLedger``: exactly once, pairing, causes), the engine's
/// invariants and the layout's own rules; at the end it lifts the finger, runs to rest and
/// checks the rules at rest.
///
/// ```swift
/// let steps = RandomizedPagingDriver.steps(seed: seed, count: 40, itemStride: 312)
/// if let failure = RandomizedPagingDriver.run(
///   steps, on: subject, layout: "carousel", seed: seed)
/// {
///   Issue.record("\(failure)")
/// }
/// ```
///
/// A sequence is a plain array of values generated from the seed alone, so a failure prints
/// what to replay (the layout, the seed, the step, the last steps with the state after each).
package enum RandomizedPagingDriver {
  /// What the driver found wrong in one sequence.
  package struct Failure: CustomStringConvertible, Sendable {
    /// The layout's name.
    package var layout: String
    /// The sequence's seed.
    package var seed: UInt64
    /// The step during or after which the rule broke (`steps.count`: the run to rest).
    package var stepNumber: Int
    /// What broke.
    package var message: String
    /// The whole sequence (a body's: the steps it drew up to the failure).
    package var steps: [RandomizedPagingStep]
    /// How many steps the sequence has (a body's may have drawn fewer when it failed).
    package var stepCount: Int
    /// The trace: each step run, the handler actions, and the state after each.
    package var trace: [String]
    /// The pager's calls as a shrunk trace that fails the same way (its JSON, then a Swift test
    /// ready to paste), or why there is none.
    package var shrunk: String?

    package var description: String {
      let stage = stepNumber < stepCount ? "step \(stepNumber)" : "the run to rest"
      return "\(layout), seed \(seed), \(stage) of \(stepCount): \(message)\n"
        + "last steps:\n" + trace.suffix(12).map { "  \($0)" }.joined(separator: "\n")
        + (shrunk.map { "\n\($0)" } ?? "")
    }
  }

  // MARK: Generating

  /// The release velocity below which a release is slow (points per second).
  package static let velocityThreshold = 300.0

  /// A sequence of about `count` steps (scenarios of one to eight steps) drawn from `seed`.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - count: The least number of steps.
  ///   - itemStride: One item in points; drags are drawn as multiples of it.
  /// - Returns: The steps.
  package static func steps(seed: UInt64, count: Int, itemStride: Double)
    -> [RandomizedPagingStep]
  {
    var random = SplitMix64(seed: seed)
    var steps: [RandomizedPagingStep] = []
    while steps.count < count {
      steps += scenario(&random, itemStride: itemStride)
    }
    return steps
  }

  /// A sequence of about `count` steps drawn from `seed` in which about half the scenarios are
  /// a pointer's (``pointerScenario(_:itemStride:clock:)``) and the rest those of
  /// ``steps(seed:count:itemStride:)``, which interrupt them: commands, reloads and frames
  /// while a pointer is pressed or drags, a host's drag beside it.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - count: The least number of steps.
  ///   - itemStride: One item in points; drags are drawn as multiples of it.
  /// - Returns: The steps.
  package static func pointerSteps(seed: UInt64, count: Int, itemStride: Double)
    -> [RandomizedPagingStep]
  {
    deviceSteps(seed: seed, count: count, itemStride: itemStride, keys: false)
  }

  /// The sequence of ``pointerSteps(seed:count:itemStride:)`` (every one of its steps, in
  /// order) with, when `keys`, a key's or a rotary input's scenario (``keyScenario(_:)``) drawn
  /// from a stream of its own after about a third of its scenarios: presses and turns at rest,
  /// during a settle, a drag or a pointer's press, and the bad ones.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - count: The least number of steps of the pointer's sequence.
  ///   - itemStride: One item in points; drags are drawn as multiples of it.
  ///   - keys: Whether keys and rotations come between the pointer's scenarios (default `true`).
  /// - Returns: The steps.
  package static func deviceSteps(
    seed: UInt64, count: Int, itemStride: Double, keys: Bool = true
  ) -> [RandomizedPagingStep] {
    var random = SplitMix64(seed: seed ^ 0x9017_7E40)
    var keyRandom = SplitMix64(seed: seed ^ 0x6E75_0B0A)
    var clock = 0.0
    var steps: [RandomizedPagingStep] = []
    var pointerCount = 0
    while pointerCount < count {
      let next =
        random.chance(0.5)
        ? pointerScenario(&random, itemStride: itemStride, clock: &clock)
        : scenario(&random, itemStride: itemStride)
      steps += next
      pointerCount += next.count
      if keys, keyRandom.chance(0.35) { steps += keyScenario(&keyRandom) }
    }
    return steps
  }

  /// A key's, a rotary input's or a wheel's scenario: a press of any key, a key held (repeats
  /// between frames, each retargeting the last), a run of turns of a few detents, a turn far
  /// past the ends, a key or a turn during a host's drag (refused), a non-finite turn; a mouse's
  /// notches, a trackpad's phased swipe and its momentum, a browser's stream without phases, and
  /// the wheel's bad input.
  static func keyScenario(_ random: inout SplitMix64) -> [RandomizedPagingStep] {
    func key() -> RandomizedPagingStep {
      .input(.key(PagerKey.allCases[random.int(in: 0...(PagerKey.allCases.count - 1))]))
    }
    func turn(_ range: ClosedRange<Double>) -> RandomizedPagingStep {
      .input(.rotate(detents: random.double(in: range)))
    }
    func wheel(
      _ dx: Double, _ dy: Double, unit: WheelEvent.Unit = .points,
      phase: WheelEvent.Phase = .none, at time: Double
    ) -> RandomizedPagingStep {
      .input(.wheel(WheelEvent(deltaX: dx, deltaY: dy, unit: unit, phase: phase, timestamp: time)))
    }
    // The wheel's clock: far from the pointer's, moving on from scenario to scenario.
    let start = 1_000 + Double(random.int(in: 0...100_000)) * 0.5
    switch random.int(in: 0...9) {
    case 6:
      // A mouse spun a few notches, either way, on either axis (one of them not the pager's).
      let sign = random.chance(0.5) ? -1.0 : 1.0
      let vertical = random.chance(0.5)
      var steps: [RandomizedPagingStep] = []
      for notch in 0..<random.int(in: 1...6) {
        let delta = sign * [1, 1, 3, 0.5][random.int(in: 0...3)]
        steps.append(
          wheel(
            vertical ? 0 : delta, vertical ? delta : 0, unit: .lines,
            at: start + Double(notch) * random.double(in: 0.01...0.4)))
        if random.chance(0.3) { steps.append(frames(&random, upTo: 6)) }
      }
      return steps
    case 7:
      // A trackpad's phased swipe, frames between its events now and then, then its momentum;
      // now and then cancelled, or a new swipe during the momentum.
      let sign = random.chance(0.5) ? -1.0 : 1.0
      let drift = random.double(in: -3...3)
      var time = start
      var steps = [wheel(0, 0, phase: .began, at: time)]
      for _ in 0..<random.int(in: 1...8) {
        time += random.double(in: 0.005...0.03)
        let delta = sign * random.double(in: 0...40)
        let along = random.chance(0.8)
        steps.append(wheel(along ? delta : drift, along ? drift : delta, phase: .changed, at: time))
        if random.chance(0.2) { steps.append(frames(&random, upTo: 3)) }
      }
      time += 0.008
      steps.append(wheel(0, 0, phase: random.chance(0.15) ? .cancelled : .ended, at: time))
      var delta = sign * random.double(in: 2...20)
      for index in 0..<random.int(in: 0...8) {
        time += 1.0 / 60
        steps.append(
          wheel(delta, 0, phase: index == 0 ? .momentumBegan : .momentumChanged, at: time))
        steps.append(frames(&random, upTo: 2))
        delta *= 0.8
      }
      if random.chance(0.3) {
        steps += [
          wheel(0, 0, phase: .began, at: time + 0.01),
          wheel(-sign * 30, 0, phase: .changed, at: time + 0.02),
          wheel(0, 0, phase: .ended, at: time + 0.03),
        ]
      } else {
        steps.append(wheel(0, 0, phase: .momentumEnded, at: time + 0.02))
      }
      return steps
    case 8:
      // Out of order and out of range: a change or an end with no scroll begun, a momentum
      // alone, a delta of zero or not finite, a huge one, a scroll begun during a drag.
      let bad = [Double.nan, .infinity, -.infinity][random.int(in: 0...2)]
      switch random.int(in: 0...4) {
      case 0:
        return [wheel(20, 0, phase: .changed, at: start), wheel(0, 0, phase: .ended, at: start)]
      case 1: return [wheel(20, 20, phase: .momentumChanged, at: start), wheel(0, 0, at: start)]
      case 2: return [wheel(bad, 0, at: start), wheel(1, 1, phase: .began, at: bad)]
      case 3: return [wheel(1e300, 1e300, unit: .lines, at: start), frames(&random, upTo: 20)]
      default:
        return [
          .beginDrag, wheel(0, 0, phase: .began, at: start), wheel(40, 40, unit: .lines, at: start),
          .endDrag(velocity: 0),
        ]
      }
    case 9:
      // A browser's trackpad stream without phases.
      let sign = random.chance(0.5) ? -1.0 : 1.0
      var steps: [RandomizedPagingStep] = []
      var delta = random.double(in: 2...30)
      var time = start
      while delta > 0.5 {
        steps.append(wheel(sign * delta, 0, at: time))
        time += 1.0 / 60
        delta *= random.double(in: 0.6...0.95)
        if random.chance(0.3) { steps.append(frames(&random, upTo: 2)) }
      }
      return steps
    case 0: return [key(), frames(&random, upTo: 40)]
    case 1:
      // A held key: repeats a few frames apart.
      let held = key()
      var steps: [RandomizedPagingStep] = []
      for _ in 0..<random.int(in: 2...4) { steps += [held, frames(&random, upTo: 4)] }
      return steps
    case 2:
      var steps: [RandomizedPagingStep] = []
      for _ in 0..<random.int(in: 1...6) { steps += [turn(-1.6...1.6), frames(&random, upTo: 3)] }
      return steps
    case 3:
      return [.input(.rotate(detents: random.chance(0.5) ? 1e300 : -1e300)), turn(-1.2...1.2)]
    case 4:
      return [.beginDrag, random.chance(0.5) ? key() : turn(-3...3), .endDrag(velocity: 0)]
    default:
      return [.input(.rotate(detents: [Double.nan, .infinity, -.infinity][random.int(in: 0...2)]))]
    }
  }

  /// A pointer's gesture (its samples on a clock of their own, `clock`, moved on past them): a
  /// swipe at even or uneven sample times, a fling, a pause before the lift, a tap, a gesture
  /// locked across the axis, a cancel, a re-grab of a settle, a press held through frames, a
  /// command or a reload; and the bad ones: a move or a lift with nothing down, a non-finite
  /// sample, a press twice, a clock that goes back.
  static func pointerScenario(
    _ random: inout SplitMix64, itemStride: Double, clock: inout Double
  ) -> [RandomizedPagingStep] {
    var x = random.double(in: 0...400)
    var y = random.double(in: 0...400)
    func sample(_ gap: Double) -> PointerSample {
      clock += gap
      return PointerSample(x: x, y: y, timestamp: clock)
    }
    func gap() -> Double {
      [1.0 / 120, 1.0 / 60, 1.0 / 30, random.double(in: 0.001...0.035)][random.int(in: 0...3)]
    }
    func down() -> RandomizedPagingStep { .input(.pointer(.down(sample(1)))) }
    func move(_ dx: Double, _ dy: Double) -> RandomizedPagingStep {
      x += dx
      y += dy
      return .input(.pointer(.move(sample(gap()))))
    }
    func up(pause: Double = 0) -> RandomizedPagingStep {
      .input(.pointer(.up(sample(pause > 0 ? pause : gap()))))
    }
    let sign = random.chance(0.5) ? -1.0 : 1.0
    switch random.int(in: 0...9) {
    case 0, 1, 2:
      // A swipe or a fling: moves along the axis with a little drift across, then a lift,
      // now and then after a pause, with frames between the moves now and then.
      var steps = [down()]
      let total = sign * random.double(in: 0...1.6) * itemStride
      let moves = random.int(in: 1...8)
      for _ in 0..<moves {
        steps.append(move(total / Double(moves), random.double(in: -2...2)))
        if random.chance(0.2) { steps.append(frames(&random, upTo: 3)) }
      }
      steps.append(random.chance(0.15) ? up(pause: random.double(in: 0.05...0.3)) : up())
      if random.chance(0.7) { steps.append(frames(&random, upTo: 30)) }
      return steps
    case 3:
      // A tap: within the slop.
      return [down(), move(random.double(in: -5...5), random.double(in: -5...5)), up()]
    case 4:
      // Across the axis first, then along it: ignored to the lift.
      return [
        down(), move(random.double(in: -3...3), sign * random.double(in: 10...40)),
        move(sign * itemStride, 0), up(),
      ]
    case 5:
      // A cancel mid-drag, or a second press.
      let steps = [down(), move(sign * random.double(in: 10...200), 0)]
      return steps + (random.chance(0.5) ? [.input(.pointer(.cancel))] : [down(), up()])
    case 6:
      // A re-grab: a command, a few frames, a press that takes hold, a drag, a lift.
      return [
        command(&random), frames(&random, upTo: 6), down(),
        move(sign * random.double(in: 0...80), 0),
        up(), frames(&random, upTo: 20),
      ]
    case 7:
      // A press held while something else happens: frames, a command, a reload, a host's
      // drag; then it moves past the slop and lifts.
      let middle: [RandomizedPagingStep] = [
        frames(&random, upTo: 10), command(&random), .reload(edit(&random)),
        .beginDrag, .endDrag(velocity: velocity(&random)),
      ]
      let pick = random.int(in: 0...3)
      return [down()] + middle[pick...(pick + (pick == 3 ? 1 : 0))]
        + [move(sign * random.double(in: 9...120), 0), up()]
    case 8:
      // A host's release during the pointer's drag, then the pointer moves on.
      return [
        down(), move(sign * 40, 0), .endDrag(velocity: velocity(&random)), move(sign * 40, 0),
        up(),
      ]
    default:
      // Out of order and out of range.
      switch random.int(in: 0...3) {
      case 0: return [move(5, 5)]
      case 1: return [up()]
      case 2:
        let bad = [Double.nan, .infinity, -.infinity][random.int(in: 0...2)]
        return [
          down(), .input(.pointer(.move(PointerSample(x: bad, y: y, timestamp: clock)))),
          .input(.pointer(.up(PointerSample(x: x, y: y, timestamp: bad)))), up(),
        ]
      default:
        // The samples' clock goes back mid-gesture.
        let steps = [down(), move(sign * 30, 0)]
        clock -= 0.5
        return steps + [move(sign * 30, 0), up()]
      }
    }
  }

  /// A release velocity: near the threshold, a hard fling, none, or now and then not finite.
  static func velocity(_ random: inout SplitMix64) -> Double {
    let sign = random.chance(0.5) ? -1.0 : 1.0
    switch random.int(in: 0...9) {
    case 0: return 0
    case 1: return [Double.nan, .infinity, -.infinity][random.int(in: 0...2)]
    case 2, 3, 4:
      let near = [velocityThreshold, velocityThreshold.nextUp, velocityThreshold.nextDown]
      return sign
        * (random.chance(0.3) ? near[random.int(in: 0...2)] : random.double(in: 200...400))
    case 5, 6: return sign * random.double(in: 1_500...12_000)
    default: return sign * random.double(in: 0...1_200)
    }
  }

  /// A drag: part of an item, a few items, or far past either end into the rubber band.
  static func translation(_ random: inout SplitMix64, itemStride: Double) -> Double {
    let sign = random.chance(0.5) ? -1.0 : 1.0
    switch random.int(in: 0...9) {
    case 0: return sign * random.double(in: 8...20) * itemStride
    case 1: return [Double.nan, .infinity][random.int(in: 0...1)]
    case 2, 3: return sign * random.double(in: 0.45...0.55) * itemStride
    case 4, 5: return sign * random.double(in: 1...3) * itemStride
    default: return sign * random.double(in: 0...0.9) * itemStride
    }
  }

  static func target(_ random: inout SplitMix64) -> RandomizedPagingStep.Target {
    switch random.int(in: 0...9) {
    case 0, 1, 2, 3: .far(random.int(in: -2...2))
    case 4: .settled
    case 5, 6: .relative(random.int(in: -3...3))
    default: .index(random.int(in: -2...12))
    }
  }

  static func direction(_ random: inout SplitMix64) -> PageDirection? {
    [nil, nil, .forward, .reverse][random.int(in: 0...3)]
  }

  static func edit(_ random: inout SplitMix64) -> RandomizedPagingStep.Edit {
    switch random.int(in: 0...12) {
    case 0: .same
    case 1, 2: .insert(count: random.int(in: 1...3), at: random.int(in: 0...20))
    case 3: .removeCurrent
    case 4: .removeTarget
    case 5: .removeSettled
    case 6: .remove(at: random.int(in: 0...20))
    case 7: .truncate(keeping: random.int(in: 0...20))
    case 8: .shuffle(seed: random.next())
    case 9: .empty
    default: .refill(count: [1, 2, 3, 5, 8][random.int(in: 0...4)])
    }
  }

  static func restore(_ random: inout SplitMix64) -> RandomizedPagingStep.Restore {
    switch random.int(in: 0...5) {
    case 0, 1: .saved
    case 2, 3: .key(random.int(in: 0...20))
    case 4: .gone(index: random.int(in: -2...12))
    default: .index(random.int(in: -2...12))
    }
  }

  static func command(_ random: inout SplitMix64) -> RandomizedPagingStep {
    switch random.int(in: 0...5) {
    case 0: .next(animated: random.chance(0.8))
    case 1: .previous(animated: random.chance(0.8))
    default: .scroll(target(&random), direction: direction(&random), animated: random.chance(0.8))
    }
  }

  static func frames(_ random: inout SplitMix64, upTo most: Int) -> RandomizedPagingStep {
    .frames(count: random.int(in: 1...most), gap: 1.0 / 60)
  }

  /// A few steps that make one situation: a swipe, a rubber band and a retarget from it, a far
  /// jump, a retarget mid-settle, a reload mid-drag or mid-settle, odd frames, a re-entrant
  /// handler, a restore.
  static func scenario(_ random: inout SplitMix64, itemStride: Double) -> [RandomizedPagingStep] {
    func drag() -> RandomizedPagingStep {
      .drag(translation(&random, itemStride: itemStride))
    }
    switch random.int(in: 0...13) {
    case 0, 1:
      // A swipe: one to three moves, then a release.
      var steps: [RandomizedPagingStep] = [.beginDrag]
      for _ in 0..<random.int(in: 1...3) { steps.append(drag()) }
      steps.append(.endDrag(velocity: velocity(&random)))
      if random.chance(0.7) { steps.append(frames(&random, upTo: 30)) }
      return steps
    case 2:
      // Past an end into the rubber band, released, then a command while it springs back.
      let sign = random.chance(0.5) ? -1.0 : 1.0
      var steps: [RandomizedPagingStep] = [
        .beginDrag, .drag(sign * random.double(in: 6...25) * itemStride),
        .endDrag(velocity: velocity(&random)),
      ]
      if random.chance(0.7) { steps.append(frames(&random, upTo: 4)) }
      steps.append(command(&random))
      if random.chance(0.5) { steps.append(frames(&random, upTo: 20)) }
      return steps
    case 3:
      // A far jump, animated or not.
      let jump = RandomizedPagingStep.scroll(
        .far(random.int(in: -2...2)), direction: direction(&random), animated: random.chance(0.7))
      return random.chance(0.6) ? [jump, frames(&random, upTo: 20)] : [jump]
    case 4:
      // A retarget mid-settle (of a command or a release), sometimes twice.
      var steps: [RandomizedPagingStep] =
        random.chance(0.5)
        ? [command(&random)]
        : [.beginDrag, drag(), .endDrag(velocity: velocity(&random))]
      steps.append(frames(&random, upTo: 8))
      steps.append(command(&random))
      if random.chance(0.4) { steps += [frames(&random, upTo: 5), command(&random)] }
      return steps
    case 5:
      return [command(&random)]
    case 6:
      // A reload while the finger is down.
      return [
        .beginDrag, drag(), .reload(edit(&random)), drag(), .endDrag(velocity: velocity(&random)),
      ]
    case 7:
      // A reload while settling.
      let motion: [RandomizedPagingStep] =
        random.chance(0.5)
        ? [command(&random)]
        : [.beginDrag, drag(), .endDrag(velocity: velocity(&random))]
      var steps = motion + [frames(&random, upTo: 6), .reload(edit(&random))]
      if random.chance(0.5) { steps.append(frames(&random, upTo: 20)) }
      return steps
    case 8:
      return [.reload(edit(&random))]
    case 9:
      // Frames of odd gaps: equal, earlier, long, not finite.
      let gaps: [Double] = [
        0, -random.double(in: 0.001...1), random.double(in: 0.001...0.05),
        random.double(in: 0.5...30), .nan, .infinity,
      ]
      return (0..<random.int(in: 1...4)).map { _ in .advance(gap: gaps[random.int(in: 0...5)]) }
    case 10:
      // A handler that commands or reloads from inside an event, then something that emits.
      let action: RandomizedPagingStep.HandlerAction
      switch random.int(in: 0...4) {
      case 0: action = .next(animated: random.chance(0.6))
      case 1: action = .previous(animated: random.chance(0.6))
      case 2, 3: action = .reload(edit(&random))
      default: action = .scroll(target(&random), animated: random.chance(0.6))
      }
      let trigger = RandomizedPagingStep.Trigger.allCases[random.int(in: 0...3)]
      return [.arm(action, on: trigger)]
    case 11:
      // A snapshot now, a restore later (mid-settle or at rest), or a restore by key.
      if random.chance(0.4) { return [.snapshot] }
      return [.restore(restore(&random))]
    case 12:
      // Out of order: a release or a command without a drag, a re-grab during a settle.
      switch random.int(in: 0...2) {
      case 0: return [.endDrag(velocity: velocity(&random))]
      case 1: return [drag()]
      default:
        return [
          command(&random), frames(&random, upTo: 5), .beginDrag, drag(),
          .endDrag(velocity: velocity(&random)),
        ]
      }
    default:
      return [frames(&random, upTo: 40)]
    }
  }

  // MARK: Running

  /// What a throwing call must leave as it found it.
  struct Observed: Equatable {
    var phase: PagerPhase
    var position: Double
    var current: Int
    var target: Int
    var settled: Int
    var settledID: Int?
    var count: Int

    init(_ subject: some RandomizedPagingSubject) {
      let controller = subject.controller
      phase = controller.phase
      position = controller.position
      current = controller.currentIndex
      target = controller.targetIndex
      settled = controller.settledIndex
      settledID = subject.settledPageID
      count = controller.count
    }

    /// The state in one short line, for the trace.
    var summary: String {
      "\(phase) at \(RandomizedPagingStep.format(position)), current \(current) target \(target) "
        + "settled \(settled) (\(settledID.map { "\($0)" } ?? "nil"))"
    }
  }

  /// Runs `steps` on `subject`, checking after every step, then runs to rest.
  ///
  /// - Parameters:
  ///   - steps: The sequence (see ``steps(seed:count:itemStride:)``).
  ///   - subject: A fresh controller of the layout. The driver observes its events.
  ///   - layout: The layout's name, for the report.
  ///   - seed: The sequence's seed, for the report.
  ///   - freshKeys: The first key no source of `subject` has held yet.
  ///   - resolver: Builds the subject's snap strategy again, for the shrunk trace.
  ///   - freshSubject: A fresh controller of the layout, as `subject` was before the first step:
  ///     with it, a failing sequence is run again on a fresh subject with a trace recorder (a
  ///     passing one pays nothing), shrunk to the fewest steps that still fail the same way
  ///     (each candidate run on a fresh subject with every check), and printed as a trace.
  ///   - checksDrawnAtCommands: Whether an animated command must also leave every page visible
  ///     before it where it is drawn (the subject's ``RandomizedPagingSubject/drawnPages()``; a
  ///     command during which a handler commanded or reloaded is not checked). Off by default:
  ///     an exploration, which still finds retargets that end a splice.
  /// - Returns: The first broken rule, or `nil` when the sequence kept every rule.
  package static func run<Subject: RandomizedPagingSubject>(
    _ steps: [RandomizedPagingStep], on subject: Subject, layout: String, seed: UInt64,
    freshKeys: Int = 1_000_000, resolver: PagerTraceResolver = .builtIn,
    freshSubject: (() -> (any RandomizedPagingSubject)?)? = nil,
    checksDrawnAtCommands: Bool = false
  ) -> Failure? {
    let run = Run(subject: subject, steps: steps, freshKeys: freshKeys)
    run.checksDrawnAtCommands = checksDrawnAtCommands
    let message = run.go()
    return message.map { message in
      var failure = Failure(
        layout: layout, seed: seed, stepNumber: run.stepNumber, message: message, steps: steps,
        stepCount: steps.count, trace: run.trace)
      if let freshSubject, let again = freshSubject() {
        failure.shrunk = shrunkReport(
          record(steps, on: again, freshKeys: freshKeys), failing: message, resolver: resolver,
          freshSubject: freshSubject, name: "seed\(seed)")
      }
      return failure
    }
  }

  /// Runs the sequence `body` draws on `subject`, checking after every step the driver's rules
  /// and the body's own, then runs to rest.
  ///
  /// - Parameters:
  ///   - body: The suite's sequence, checks, handler and report (``RandomizedPagingBody``).
  ///   - subject: A fresh controller of the layout. The driver observes its events.
  ///   - layout: The layout's name, for the report.
  ///   - seed: The sequence's seed, for the report.
  ///   - freshKeys: The first key no source of `subject` has held yet.
  /// - Returns: The first broken rule (its ``Failure/steps`` the steps drawn, a suite's own by
  ///   their description, and its ``Failure/shrunk`` the body's report), or `nil`.
  package static func run<Subject: RandomizedPagingSubject>(
    _ body: RandomizedPagingBody<Subject>, on subject: Subject, layout: String, seed: UInt64,
    freshKeys: Int = 1_000_000
  ) -> Failure? {
    let run = Run(subject: subject, steps: [], freshKeys: freshKeys, body: body)
    let message = run.go()
    return message.map { message in
      Failure(
        layout: layout, seed: seed, stepNumber: run.stepNumber, message: message,
        steps: run.steps, stepCount: body.steps, trace: run.trace, shrunk: body.report?())
    }
  }

  /// The trace of `steps` run again on `subject` (a fresh one) with a recorder attached: the
  /// sequence is deterministic, so it fails as it did.
  static func record<Subject: RandomizedPagingSubject>(
    _ steps: [RandomizedPagingStep], on subject: Subject, freshKeys: Int
  ) -> PagerTrace<Int>? {
    guard let recorder = subject.attachTraceRecorder() else { return nil }
    _ = Run(subject: subject, steps: steps, freshKeys: freshKeys).go()
    recorder.stop()
    return recorder.trace()
  }

  /// The first rule `trace` breaks on `subject` (a fresh one), with every check, and the step
  /// after which it broke (`trace.steps.count`: as the controller ran to rest after the last).
  static func replay<Subject: RandomizedPagingSubject>(
    _ trace: PagerTrace<Int>, on subject: Subject
  ) -> (message: String, step: Int)? {
    let run = Run(subject: subject, steps: [], freshKeys: 1_000_000)
    return run.replay(trace).map { ($0, run.replayedStep) }
  }

  /// The most candidates a failure's shrink tries.
  static let shrinkAttempts = 400

  /// A failing run's trace shrunk to the fewest steps that fail the same way (the same kind of
  /// rule, the text before the first colon), as JSON and as a Swift test; or why there is none.
  static func shrunkReport(
    _ trace: PagerTrace<Int>?, failing message: String, resolver: PagerTraceResolver,
    freshSubject: () -> (any RandomizedPagingSubject)?, name: String
  ) -> String {
    guard let trace else { return "no trace: no recorder, or the controller was never at rest" }
    let kind = message.prefix { $0 != ":" }
    func fails(_ candidate: PagerTrace<Int>) -> Bool {
      guard let subject = freshSubject() else { return false }
      return replay(candidate, on: subject).map { $0.message.prefix { $0 != ":" } == kind }
        ?? false
    }
    guard fails(trace) else {
      return "the trace of \(trace.steps.count) steps does not fail on replay: not shrunk"
    }
    let shrunk = shrinkTrace(
      trace, resolver: resolver, maximumAttempts: shrinkAttempts, stillFails: { fails($0) })
    let json = (try? shrunk.jsonString()) ?? "(cannot be written)"
    // The driver's rules are more than `checkTrace`'s (a layout's own, the indices at each
    // emission, the run to rest): the printed test carries what they found on the shrunk trace.
    let found = freshSubject().flatMap { replay(shrunk, on: $0) }
    return "shrunk trace (\(shrunk.steps.count) of \(trace.steps.count) steps):\n\(json)"
      + "as a test:\n// \(message)\n"
      + pasteReadySwiftTest(
        for: shrunk, named: name, findings: found.map { [$0.step: [$0.message]] } ?? [:],
        foundBy: "the randomized driver's checks")
  }

  /// The state of one run.
  final class Run<Subject: RandomizedPagingSubject> {
    let subject: Subject
    /// The sequence: given, or drawn by ``body`` as it runs.
    var steps: [RandomizedPagingStep]
    /// The suite's own sequence, checks and handler, if any.
    let body: RandomizedPagingBody<Subject>?
    /// What the body's closures are given.
    private(set) var context: RandomizedPagingContext?
    let ledger: PagingEventLedger<Int>
    /// A host's views kept by the live-window deltas, checked at every checkpoint.
    let liveWindowHost: (any LiveWindowHostChecking)?
    var freshKeys: Int
    var now = 0.0
    /// The latest timestamp the controller was given (the first one starts its clock).
    var latestTimestamp: Double?
    var saved: PagerSnapshot<Int>?
    var armed: (action: RandomizedPagingStep.HandlerAction, trigger: RandomizedPagingStep.Trigger)?
    var restoring = false
    var trace: [String] = []
    var stepNumber = 0
    /// Whether the steps are over and the run goes to rest.
    var runsToRest = false
    /// The trace step after which ``replay(_:)`` found its failure (the steps' count: the run to
    /// rest after the last).
    var replayedStep = 0
    var failure: String?
    /// Whether a command must leave every visible page where it is drawn (exploration).
    var checksDrawnAtCommands = false

    /// Runs a command; when it succeeds, checks that every page visible before it is drawn
    /// where it was.
    func commanding(_ name: String, animated: Bool, _ body: () -> PagerError?) -> PagerError? {
      guard checksDrawnAtCommands, animated, let before = subject.drawnPages() else {
        return body()
      }
      let was = Observed(subject)
      let ran = handlerRan
      handlerRan = false
      let error = body()
      let handled = handlerRan
      handlerRan = ran || handled
      // (A handler that commands or reloads from inside the command's events moves on from it.)
      guard error == nil, !handled, let after = subject.drawnPages() else { return error }
      for (id, origins) in before.sorted(by: { $0.key < $1.key }) {
        let now = after[id] ?? []
        let kept =
          now.count >= origins.count
          && origins.allSatisfy { origin in now.contains { abs($0 - origin) < 1e-6 } }
        if !kept {
          fail(
            "drawn at a command: \(name) moved page \(id) from \(origins) to \(now) "
              + "(before: \(was.summary), drawn \(before.sorted { $0.key < $1.key })); after: "
              + "\(Observed(subject).summary), drawn \(after.sorted { $0.key < $1.key })")
          break
        }
      }
      return error
    }

    init(
      subject: Subject, steps: [RandomizedPagingStep], freshKeys: Int,
      body: RandomizedPagingBody<Subject>? = nil
    ) {
      self.subject = subject
      self.steps = steps
      self.freshKeys = freshKeys
      self.body = body
      ledger = PagingEventLedger(attachingTo: subject.controller, settled: subject.settledPageID)
      liveWindowHost = subject.attachLiveWindowHost()
      checkIndicesAtEmission()
      subject.controller.addEventObserver { [unowned self] event in
        self.handle(event)
      }
      if body != nil {
        context = RandomizedPagingContext(
          failing: { [unowned self] in self.fail($0) }, clock: { [unowned self] in self.now },
          setClock: { [unowned self] time in
            guard time.isFinite else { return }
            self.now = max(self.now, time)
            self.latestTimestamp = max(self.latestTimestamp ?? time, time)
          },
          checkpointing: { [unowned self] in self.checkpoint(framed: $0) },
          resting: { [unowned self] in self.runsToRest })
      }
    }

    /// Holds every cancel to the indices of the source current when it is recorded (true until
    /// a handler reloads while events of the step are still queued).
    func checkIndicesAtEmission() {
      ledger.checker.indexAtEmission = { [unowned subject] in subject.index(of: $0) }
    }

    /// The first of a hundred keys no source has held, for one reload (a handler may reload
    /// while another reload delivers its events).
    func reserveKeys() -> Int {
      defer { freshKeys += 100 }
      return freshKeys
    }

    func fail(_ message: String) {
      if failure == nil { failure = message }
    }

    /// Makes a trace's calls, with every check after each step, then runs to rest (a shrink's
    /// candidate). An input the driver never makes (a new configuration or strategy, a source
    /// without identities) ends the replay without a failure.
    func replay(_ trace: PagerTrace<Int>) -> String? {
      if let time = trace.start.time {
        now = time
        latestTimestamp = time
      }
      for (number, step) in trace.steps.enumerated() where failure == nil {
        stepNumber = number
        for input in [step.input] + step.nested.map(\.input) {
          guard perform(input) else { return nil }
        }
        self.trace.append("\(number): \(describe(step.input)) ⇒ \(Observed(subject).summary)")
        checkpoint()
        checkIndicesAtEmission()
      }
      replayedStep = failure == nil ? trace.steps.count : stepNumber
      if failure == nil { runToRest() }
      return failure
    }

    /// One frame of a trace at `timestamp`.
    func advance(to timestamp: Double) {
      attempt { () throws(PagerError) in try subject.advance(to: timestamp) }
      if timestamp.isFinite {
        now = max(now, timestamp)
        latestTimestamp = max(latestTimestamp ?? timestamp, timestamp)
      }
    }

    /// Makes one of a trace's calls; `false` for one the driver never makes.
    func perform(_ input: PagerTrace<Int>.Input) -> Bool {
      make(input) != nil
    }

    /// Makes one input, a trace's call or a step's: what it threw (`.failure`), or `nil` for
    /// an input the driver never makes (a new configuration or strategy, a source without
    /// identities).
    func make(_ input: PagerTrace<Int>.Input) -> Result<Void, PagerError>? {
      let controller = subject.controller
      var thrown: PagerError?
      switch input {
      case .beginDrag: thrown = attempt { () throws(PagerError) in try subject.beginDrag() }
      case .drag(let translation):
        thrown = attempt { () throws(PagerError) in try subject.drag(by: translation) }
      case .endDrag(let velocity):
        thrown = attempt { () throws(PagerError) in try subject.endDrag(velocity: velocity) }
      case .advance(let timestamp):
        advance(to: timestamp)
      case .advanceFrames(let first, let last, let framesPerSecond):
        guard first <= last, framesPerSecond >= 1 else { return nil }
        for frame in first...last {
          advance(
            to: PagerTrace<Int>.Input.timestamp(ofFrame: frame, framesPerSecond: framesPerSecond))
        }
      case .scroll(let index, let direction, let animated):
        thrown = commanding("scroll to \(index)", animated: animated) {
          attempt { () throws(PagerError) in
            try controller.scroll(to: index, direction: direction, animated: animated)
          }
        }
      case .scrollToNext(let animated):
        thrown = commanding("next", animated: animated) {
          attempt { () throws(PagerError) in try controller.scrollToNext(animated: animated) }
        }
      case .scrollToPrevious(let animated):
        thrown = commanding("previous", animated: animated) {
          attempt { () throws(PagerError) in
            try controller.scrollToPrevious(animated: animated)
          }
        }
      case .reload(let source, _):
        guard let keys = source.ids else { return nil }
        do {
          try subject.reload(keys: keys)
        } catch {
          fail("a reload of unique keys threw \(error)")
        }
      case .restore(let snapshot):
        restoring = true
        thrown = attempt { () throws(PagerError) in try subject.restore(snapshot) }
        if restoring, thrown == nil {
          ledger.checker.expectSilentChange(to: subject.settledPageID)
        }
        restoring = false
      case .pointer(let pointer):
        var taken = true
        thrown = attempt { () throws(PagerError) in taken = try subject.pointer(pointer) }
        guard taken else { return nil }
      case .key(let key):
        var taken = true
        thrown = commanding("key \(key)", animated: true) {
          attempt { () throws(PagerError) in taken = try subject.key(key) }
        }
        guard taken else { return nil }
      case .rotate(let detents):
        var taken = true
        thrown = commanding("rotate \(detents)", animated: true) {
          attempt { () throws(PagerError) in taken = try subject.rotate(detents: detents) }
        }
        guard taken else { return nil }
      case .wheel(let event):
        var taken = true
        // (A notch is a command: the drawn pages stay where they are at it.)
        thrown = commanding("wheel \(event)", animated: event.phase == .none) {
          attempt { () throws(PagerError) in taken = try subject.wheel(event) }
        }
        guard taken else { return nil }
      case .configure, .setSnap, .setTransition, .autoScroll, .scrollView:
        return nil
      }
      return thrown.map { .failure($0) } ?? .success(())
    }

    func go() -> String? {
      if let body, let context {
        for number in 0..<body.steps where failure == nil {
          stepNumber = number
          switch body.next(context, number) {
          case .driver(let step):
            steps.append(step)
            perform(step, number: number)
          case .own(let description, let make):
            steps.append(.custom(description))
            performOwn(description, make: make, number: number)
          }
          checkIndicesAtEmission()
        }
      } else {
        for (number, step) in steps.enumerated() where failure == nil {
          stepNumber = number
          perform(step, number: number)
          checkIndicesAtEmission()
        }
      }
      if failure == nil { runToRest() }
      return failure
    }

    /// Makes a body's own step, then checks.
    func performOwn(
      _ description: String, make: () throws(PagerError) -> String, number: Int
    ) {
      var note = ""
      let error = attempt { () throws(PagerError) in note = try make() }
      trace.append(
        "\(number): \(description)\(note.isEmpty ? "" : " → \(note)")"
          + "\(error.map { " ! \($0)" } ?? "") ⇒ \(Observed(subject).summary)")
      checkpoint()
    }

    // MARK: Steps

    /// Calls `body`; when it throws, checks that nothing changed and nothing was emitted.
    /// Returns whether it threw.
    @discardableResult
    func attempt(_ call: () throws(PagerError) -> Void) -> PagerError? {
      let before = Observed(subject)
      let observedBefore = body?.observation?()
      let events = ledger.checker.eventCount
      do {
        try call()
        return nil
      } catch {
        if Observed(subject) != before {
          fail(
            "a call that threw \(error) changed the state: \(before.summary) → \(Observed(subject).summary)"
          )
        }
        if let observedBefore, let observedAfter = body?.observation?(),
          !isEqual(observedBefore, observedAfter)
        {
          fail("a call that threw \(error) changed \(observedBefore) → \(observedAfter)")
        }
        if ledger.checker.eventCount != events { fail("a call that threw \(error) emitted") }
        return error
      }
    }

    func perform(_ step: RandomizedPagingStep, number: Int) {
      // (A handler that ran in an earlier step excuses nothing in this one.)
      handlerRan = false
      var note = ""
      var error: PagerError?
      let controller = subject.controller
      switch step {
      case .input(let input):
        if case .failure(let thrown) = make(input) { error = thrown }
      case .advance(let gap):
        let timestamp = now + gap
        let before = Observed(subject)
        let events = ledger.checker.eventCount
        error = attempt { () throws(PagerError) in try subject.advance(to: timestamp) }
        let earlier = latestTimestamp.map { timestamp < $0 } ?? false
        if earlier, Observed(subject) != before || ledger.checker.eventCount != events {
          fail("an earlier timestamp moved the controller: \(before.summary)")
        }
        if timestamp.isFinite {
          now = max(now, timestamp)
          latestTimestamp = max(latestTimestamp ?? timestamp, timestamp)
        }
      case .frames(let count, let gap):
        for _ in 0..<count where failure == nil {
          now += gap
          latestTimestamp = now
          if let body, let context { body.beforeFrame(context) }
          error = attempt { () throws(PagerError) in try subject.advance(to: now) }
          if let error { fail("a frame at \(now) threw \(error)") }
          if let body, let context { body.afterFrame(context) }
          checkpoint(framed: true)
        }
      case .scroll(let target, let direction, let animated):
        let index = target.resolved(for: controller, bounds: subject.indexBounds)
        note = " → \(index)"
        error = commanding("scroll to \(index)", animated: animated) {
          attempt { () throws(PagerError) in
            try controller.scroll(to: index, direction: direction, animated: animated)
          }
        }
      case .reload(let edit):
        let wasDragging = controller.phase == .dragging
        var keys = reserveKeys()
        do {
          note = " → " + (try subject.reload(edit, freshKeys: &keys))
        } catch let thrown {
          fail("a reload of unique keys threw \(thrown)")
        }
        if wasDragging, !controller.isEmpty, controller.phase != .dragging, !handlerRan {
          fail("a reload ended the drag")
        }
      case .snapshot:
        let snapshot = subject.snapshot()
        saved = snapshot
        note = " → \(snapshot)"
      case .restore(let restore):
        let snapshot = self.snapshot(for: restore)
        note = " → \(snapshot)"
        restoring = true
        error = attempt { () throws(PagerError) in try subject.restore(snapshot) }
        // A settle in progress completes first, with its events; the restoration itself
        // announces nothing by design: follow it silently (unless a handler already did).
        if restoring, error == nil { ledger.checker.expectSilentChange(to: subject.settledPageID) }
        restoring = false
      case .arm(let action, let trigger):
        armed = (action, trigger)
      case .custom:
        break
      }
      trace.append(
        "\(number): \(step)\(note)\(error.map { " ! \($0)" } ?? "") ⇒ \(Observed(subject).summary)")
      checkpoint()
    }

    /// Whether a handler ran during the current step.
    var handlerRan = false

    func snapshot(for restore: RandomizedPagingStep.Restore) -> PagerSnapshot<Int> {
      switch restore {
      case .saved: return saved ?? subject.snapshot()
      case .key(let index):
        let keys = subject.keys
        let key = keys.isEmpty ? nil : keys[((index % keys.count) + keys.count) % keys.count]
        return PagerSnapshot(pageID: key, index: index)
      case .gone(let index): return PagerSnapshot(pageID: -1, index: index)
      case .index(let index): return PagerSnapshot(pageID: nil, index: index)
      case .snapshot(let pageID, let index): return PagerSnapshot(pageID: pageID, index: index)
      }
    }

    // MARK: Handlers

    func handle(_ event: PagerEvent<Int>) {
      guard let (action, trigger) = armed else {
        if let body, let context, let act = body.handle(event, context) { handle(act, at: event) }
        return
      }
      switch (event, trigger) {
      case (.willChangePage, .will), (.didChangePage, .did), (.didCancelPageChange, .cancel),
        (.willChangePage, .any), (.didChangePage, .any), (.didCancelPageChange, .any):
        break
      default: return
      }
      armed = nil
      handlerRan = true
      let controller = subject.controller
      if restoring {
        // The restore's settle delivers its events after restoring: account for the silent
        // change before the handler acts on the restored state.
        ledger.checker.expectSilentChange(to: subject.settledPageID)
        restoring = false
      } else {
        ledger.checker.observe(settled: subject.settledPageID)
      }
      var note = ""
      do throws(PagerError) {
        switch action {
        case .scroll(let target, let animated):
          let index = target.resolved(for: controller, bounds: subject.indexBounds)
          note = " → \(index)"
          try controller.scroll(to: index, direction: nil, animated: animated)
        case .next(let animated): try controller.scrollToNext(animated: animated)
        case .previous(let animated): try controller.scrollToPrevious(animated: animated)
        case .reload(let edit):
          // Events still queued were emitted against the old source.
          ledger.checker.indexAtEmission = nil
          var keys = reserveKeys()
          note = " → " + (try subject.reload(edit, freshKeys: &keys))
        }
      } catch {
        note += " ! \(error)"
      }
      trace.append(
        "   (handler on \(Self.name(event)): \(action)\(note) ⇒ \(Observed(subject).summary))")
      ledger.checker.observe(settled: subject.settledPageID)
    }

    /// A body's handler acts from inside `event`: the driver observes the state just before and
    /// just after.
    func handle(_ act: RandomizedPagingBody<Subject>.HandlerAct, at event: PagerEvent<Int>) {
      handlerRan = true
      if restoring {
        // The restore's settle delivers its events after restoring: account for the silent
        // change before the handler acts on the restored state.
        ledger.checker.expectSilentChange(to: subject.settledPageID)
        restoring = false
      } else {
        ledger.checker.observe(settled: subject.settledPageID)
      }
      // Events still queued were emitted against the old source.
      if act.reloads { ledger.checker.indexAtEmission = nil }
      let note = act.act()
      trace.append("   (handler on \(Self.name(event)): \(note) ⇒ \(Observed(subject).summary))")
      ledger.checker.observe(settled: subject.settledPageID)
    }

    static func name(_ event: PagerEvent<Int>) -> String {
      switch event {
      case .willChangePage(let change):
        "will \(change.fromIndex.map { "\($0)" } ?? "nil")→\(change.toIndex.map { "\($0)" } ?? "nil")"
      case .didChangePage(let change):
        "did \(change.fromIndex.map { "\($0)" } ?? "nil")→\(change.toIndex.map { "\($0)" } ?? "nil")"
      case .didCancelPageChange: "cancel"
      case .didScroll: "scroll"
      case .phaseDidChange: "phase"
      }
    }

    // MARK: Checks

    /// The rules after every call: events, invariants, indices, rest, the layout's own.
    ///
    /// - Parameter framed: Whether the latest call was a frame, after which a body may allow
    ///   several settles (``RandomizedPagingBody/settlesMoreThanOnceInAFrame``).
    func checkpoint(framed: Bool = false) {
      let controller = subject.controller
      let several = framed && body?.settlesMoreThanOnceInAFrame == true
      if controller.phase == .idle {
        ledger.checker.checkAtRest(
          settled: subject.settledPageID, mayHaveSettledMoreThanOnce: several)
      } else {
        ledger.checker.check(settled: subject.settledPageID, mayHaveSettledMoreThanOnce: several)
      }
      if let violation = ledger.violations.first { fail("events: \(violation)") }
      if let broken = subject.checkInvariants().first { fail("engine invariant: \(broken)") }
      if let broken = subject.checkLayout().first { fail("layout: \(broken)") }
      if let broken = liveWindowHost?.problems().first { fail("live window: \(broken)") }
      if let body, let context, let broken = body.check(context).first { fail(broken) }
      if !controller.position.isFinite { fail("non-finite position") }
      if controller.isEmpty {
        if subject.settledPageID != nil { fail("an empty controller has a settled identity") }
      } else {
        let bounds = subject.indexBounds
        for (name, index) in [
          ("current", controller.currentIndex), ("target", controller.targetIndex),
          ("settled", controller.settledIndex),
        ] where !bounds.contains(index) {
          fail("\(name) index \(index) outside \(bounds)")
        }
      }
      if controller.phase == .idle {
        if subject.restsOnAnInnerRunMember {
          // On an inner member of a run the position reads the run's outer end (checked there).
        } else if subject.glides {
          // A gliding strategy may rest between items: the settled item is then the one nearest
          // the position (an exact half is the settled item's).
          if !(abs(controller.position - Double(controller.settledIndex)) <= 0.5) {
            fail(
              "rest position \(controller.position) between items is not nearest "
                + "\(controller.settledIndex)")
          }
        } else if controller.position != Double(controller.settledIndex) {
          fail("rest position \(controller.position) is not \(controller.settledIndex)")
        }
        if controller.currentIndex != controller.settledIndex
          || controller.targetIndex != controller.settledIndex
        {
          fail("at rest current \(controller.currentIndex), target \(controller.targetIndex)")
        }
      }
    }

    /// Lifts the finger and plays frames at 60 Hz until the controller rests (at most a minute).
    func runToRest() {
      stepNumber = steps.count
      runsToRest = true
      let controller = subject.controller
      if controller.phase == .dragging {
        attempt { () throws(PagerError) in try subject.endDrag(velocity: 0) }
        trace.append("end: endDrag 0 ⇒ \(Observed(subject).summary)")
        checkpoint()
      }
      var frames = 0
      while controller.phase != .idle, frames < (body?.restFrames ?? 3_600), failure == nil {
        frames += 1
        now += 1.0 / 60
        latestTimestamp = now
        if let body, let context { body.beforeFrame(context) }
        if let error = attempt({ () throws(PagerError) in try subject.advance(to: now) }) {
          fail("a frame threw \(error)")
        }
        if let body, let context { body.afterFrame(context) }
        checkpoint(framed: true)
      }
      trace.append("end: \(frames) frames ⇒ \(Observed(subject).summary)")
      guard failure == nil else { return }
      if controller.phase != .idle { fail("never came to rest") }
      ledger.checker.checkAtRest(settled: subject.settledPageID)
      if let violation = ledger.violations.first { fail("events at rest: \(violation)") }
    }
  }
}
