package import PageKitCore

/// What a suite adds to ``RandomizedPagingDriver``: its own sequence, drawn a step at a time from
/// the state the subject is in, of the driver's steps and steps of its own; its own checks after
/// every call; its own handler from inside page events; and more state a throwing call must
/// leave as it found it. The driver makes every step, checks its rules after each (the event
/// rules, the engine's invariants, the layout's, the indices, the rest), runs to rest at the end
/// and prints the seed, the step and the trace of a failure; the body adds what only its suite
/// knows.
///
/// ```swift
/// var random = SplitMix64(seed: seed)
/// let body = RandomizedPagingBody<MySubject>(steps: 50) { _, _ in
///   random.chance(0.5) ? .driver(.beginDrag) : .own("viewport 300") {
///     try subject.controller.setViewportLength(300)
///     return ""
///   }
/// }
/// if let failure = RandomizedPagingDriver.run(body, on: subject, layout: "mine", seed: seed) {
///   Issue.record("\(failure)")
/// }
/// ```
package struct RandomizedPagingBody<Subject: RandomizedPagingSubject> {
  /// One step of a body's sequence.
  package enum Step {
    /// A step the driver makes, as in a sequence of its own.
    case driver(RandomizedPagingStep)
    /// A step of the suite's own, by its description: `make` makes it and returns a note for the
    /// trace, or throws what the call threw (the driver then checks that it changed nothing and
    /// emitted nothing). The driver checks its rules after it, as after any step.
    case own(String, make: () throws(PagerError) -> String)
  }

  /// What a body's handler does from inside a page event.
  package struct HandlerAct {
    /// Whether the act may reload (events still queued were then emitted against the old
    /// source, so the driver stops holding them to the new one's indices for the step).
    package var reloads: Bool
    /// Makes the act; returns a description for the trace.
    package var act: () -> String

    package init(reloads: Bool, act: @escaping () -> String) {
      self.reloads = reloads
      self.act = act
    }

    /// A handler's own command on `controller`, drawn from `random`: for `kind` 0 a scroll to
    /// an index in `-1...count` (one past either end, which the controller refuses), animated or
    /// not; else a step to the next page, animated or not. Returns its description for the
    /// trace. (What the command throws is the controller's to reject; the driver checks the
    /// state after the act.)
    package static func command(
      _ kind: Int, on controller: Subject.Controller, random: inout SplitMix64
    ) -> String {
      if kind == 0 {
        let index = random.int(in: -1...controller.count)
        let animated = random.chance(0.5)
        try? controller.scroll(to: index, direction: nil, animated: animated)
        return "scroll \(index) animated \(animated)"
      }
      try? controller.scrollToNext(animated: random.chance(0.5))
      return "next"
    }
  }

  /// How many steps the sequence has.
  package var steps: Int
  /// The step of each number (`0..<steps`), drawn when it runs; its context fails the sequence.
  package var next: (RandomizedPagingContext, Int) -> Step
  /// The suite's own rules after every call (beside the driver's and the layout's); returns what
  /// is broken. The default checks nothing.
  package var check: (RandomizedPagingContext) -> [String] = { _ in [] }
  /// The suite's own handler, asked at every event the controller delivers that no armed
  /// handler (``RandomizedPagingStep/arm(_:on:)``) takes: an act to make from inside the event,
  /// or `nil`. The driver observes the controller just before and just after the act (its state
  /// is final when a handler runs). The default never acts.
  package var handle: (PagerEvent<Int>, RandomizedPagingContext) -> HandlerAct? = { _, _ in nil }
  /// More of what a throwing call must leave as it found it, beside the driver's own
  /// observation (the phase, the position, the indices, the settled identity, the count); `nil`,
  /// nothing more.
  package var observation: (() -> any Equatable)?
  /// Text a failure prints after the trace (a shrunk trace of the suite's own recorder, …).
  package var report: (() -> String)?
  /// What the host does around every frame the driver plays (its frames steps and the run to
  /// rest): `before` just before the controller's `advance(to:)` at the new time, `after` just
  /// after it (a host scroll view's deceleration, an auto-scroller's call, …). The default does
  /// nothing.
  package var beforeFrame: (RandomizedPagingContext) -> Void = { _ in }
  package var afterFrame: (RandomizedPagingContext) -> Void = { _ in }
  /// Whether the controller may settle more than once in one frame (a motion that comes to rest
  /// and an auto-scroller's move that lands at once): the event rules after a frame then allow
  /// several settles between two observations. The default is `false`.
  package var settlesMoreThanOnceInAFrame = false
  /// The most frames the run to rest plays before it fails (never came to rest).
  package var restFrames = 3_600

  /// A body of `steps` steps, each `next` draws.
  package init(
    steps: Int, next: @escaping (RandomizedPagingContext, Int) -> Step
  ) {
    self.steps = steps
    self.next = next
  }
}

/// What a body's closures are given while its sequence runs: the driver's clock, and a way to
/// fail the sequence.
package final class RandomizedPagingContext {
  let failing: (String) -> Void
  let clock: () -> Double
  let setClock: (Double) -> Void
  let checkpointing: (Bool) -> Void
  let resting: () -> Bool

  init(
    failing: @escaping (String) -> Void, clock: @escaping () -> Double,
    setClock: @escaping (Double) -> Void, checkpointing: @escaping (Bool) -> Void,
    resting: @escaping () -> Bool
  ) {
    self.failing = failing
    self.clock = clock
    self.setClock = setClock
    self.checkpointing = checkpointing
    self.resting = resting
  }

  /// The driver's clock: the latest finite timestamp it gave the controller (`0` before any).
  /// A body that gives the controller a later timestamp itself sets it, so that the driver's
  /// frames and its run to rest go on from there.
  package var now: Double {
    get { clock() }
    set { setClock(newValue) }
  }

  /// Whether the sequence's steps are over and the driver is running to rest.
  package var runsToRest: Bool { resting() }

  /// Checks every rule now, in the middle of a step of the body's own (after each of its
  /// calls): the driver's, the layout's and the body's.
  ///
  /// - Parameter afterAFrame: Whether the latest call was a frame (see
  ///   ``RandomizedPagingBody/settlesMoreThanOnceInAFrame``).
  package func checkpoint(afterAFrame: Bool = false) {
    checkpointing(afterAFrame)
  }

  /// Fails the sequence (the first failure is the one reported).
  ///
  /// - Parameter message: What broke.
  package func fail(_ message: String) {
    failing(message)
  }
}

/// Whether `first` and `second` are equal values of one type.
func isEqual(_ first: any Equatable, _ second: any Equatable) -> Bool {
  func equals<Value: Equatable>(_ value: Value) -> Bool {
    (second as? Value).map { $0 == value } ?? false
  }
  return equals(first)
}
