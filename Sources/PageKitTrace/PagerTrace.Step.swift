public import PageKitCore

extension PagerTrace {
  /// One call the host made, what it threw, the calls its event handlers made while it
  /// delivered its events, and what it all produced.
  public struct Step: Hashable, Codable {
    /// The call.
    public var input: Input
    /// The error it threw, or `nil`.
    public var error: PagerError?
    /// Calls made from event handlers during this one (re-entrant calls), in call order, each
    /// with the error it threw. A replay makes them right after the call: their events are
    /// queued behind the call's, as they were.
    public var nested: [Call]
    /// What the call (and its nested calls) produced.
    public var outcome: Outcome

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - input: The call.
    ///   - error: The error it threw (default none).
    ///   - nested: Calls made from its event handlers (default none).
    ///   - outcome: What it produced.
    public init(input: Input, error: PagerError? = nil, nested: [Call] = [], outcome: Outcome) {
      self.input = input
      self.error = error
      self.nested = nested
      self.outcome = outcome
    }

    static var fields: [String] {
      ["input", "error", "nested", "phase", "position", "target", "events", "landing"]
    }

    /// Encodes `input`, `error`, `nested`, then the outcome's `phase`, `position`, `target`,
    /// `events` and, during a motion, `landing`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(n) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TraceKey.self)
      try container.encode(input, forKey: "input")
      try container.encodeOptional(error.map(TraceError.init), forKey: "error")
      try container.encode(nested, forKey: "nested")
      try outcome.encode(into: &container)
    }

    /// Decodes a step, strictly.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: ``PagerTraceError``, or the decoder's own errors.
    /// - Complexity: O(n) in the size of the value.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownFields(Self.fields)
      let container = try decoder.container(keyedBy: TraceKey.self)
      input = try container.decode(Input.self, forKey: "input")
      error = try container.decodeOptional(TraceError.self, forKey: "error")?.value
      nested = try container.decode([Call].self, forKey: "nested")
      outcome = try Outcome(from: container)
    }
  }

  /// A call made from an event handler during a step, and the error it threw.
  public struct Call: Hashable, Codable {
    /// The call.
    public var input: Input
    /// The error it threw, or `nil`.
    public var error: PagerError?

    /// Creates a call.
    ///
    /// - Parameters:
    ///   - input: The call.
    ///   - error: The error it threw (default none).
    public init(input: Input, error: PagerError? = nil) {
      self.input = input
      self.error = error
    }

    /// Encodes `input` and `error`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(n) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: TraceKey.self)
      try container.encode(input, forKey: "input")
      try container.encodeOptional(error.map(TraceError.init), forKey: "error")
    }

    /// Decodes a call, strictly.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: ``PagerTraceError``, or the decoder's own errors.
    /// - Complexity: O(n) in the size of the value.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownFields(["input", "error"])
      let container = try decoder.container(keyedBy: TraceKey.self)
      input = try container.decode(Input.self, forKey: "input")
      error = try container.decodeOptional(TraceError.self, forKey: "error")?.value
    }
  }

  /// What a step produced: the events delivered during it, in order, and the pager's phase,
  /// position and target index after it.
  public struct Outcome: Hashable {
    /// The events, in delivery order.
    public var events: [PagerEvent<PageID>]
    /// The phase after the step.
    public var phase: PagerPhase
    /// The position after the step (compared bit for bit).
    public var position: Double
    /// The target index after the step.
    public var targetIndex: Int
    /// The motion's landing after the step (``/PageKitCore/Pager/landing``): `nil` at rest and
    /// while a finger is down.
    public var landing: PagerLanding?
    /// Whether the landing was recorded: `false` for a step read from a trace older than
    /// version 6, or one whose landing the flight recorder no longer holds; a replay then does
    /// not compare it.
    package var recordsLanding = true

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - events: The events, in order.
    ///   - phase: The phase.
    ///   - position: The position.
    ///   - targetIndex: The target index.
    ///   - landing: The motion's landing (default none).
    public init(
      events: [PagerEvent<PageID>], phase: PagerPhase, position: Double, targetIndex: Int,
      landing: PagerLanding? = nil
    ) {
      self.events = events
      self.phase = phase
      self.position = position
      self.targetIndex = targetIndex
      self.landing = landing
    }

    /// The first field in which `other` differs from this outcome (`events[2]`, `phase`,
    /// `position`, `target`), or `nil` when they agree; positions (the outcome's and the scroll
    /// events') compare bit for bit, or within `tolerance` when it is above zero.
    ///
    /// - Complexity: O(e) for e events.
    func firstDifference(from other: Self, tolerance: Double = 0) -> String? {
      for (offset, (expected, actual)) in zip(events, other.events).enumerated()
      where !Self.same(expected, actual, tolerance) {
        return "events[\(offset)]"
      }
      if events.count != other.events.count {
        return "events[\(min(events.count, other.events.count))]"
      }
      if phase != other.phase { return "phase" }
      if !Self.same(position, other.position, tolerance) { return "position" }
      if targetIndex != other.targetIndex { return "target" }
      if recordsLanding, !Self.same(landing, other.landing, tolerance) { return "landing" }
      return nil
    }

    /// Events compare as values, a scroll's position as the outcome's does.
    private static func same(
      _ left: PagerEvent<PageID>, _ right: PagerEvent<PageID>, _ tolerance: Double
    ) -> Bool {
      if case .didScroll(let a) = left, case .didScroll(let b) = right {
        return same(a, b, tolerance)
      }
      return left == right
    }

    /// Outcomes are equal when they hold the same values (whether a landing was recorded is
    /// how a replay compares them, not part of the value).
    public static func == (left: Self, right: Self) -> Bool {
      left.events == right.events && left.phase == right.phase
        && left.position.bitPattern == right.position.bitPattern
        && left.targetIndex == right.targetIndex && left.landing == right.landing
    }

    /// Hashes the values equality compares.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(events)
      hasher.combine(phase)
      hasher.combine(position.bitPattern)
      hasher.combine(targetIndex)
      hasher.combine(landing)
    }

    /// Landings agree: the same destination and crossings, their times bit for bit or within
    /// `tolerance` when it is above zero.
    private static func same(
      _ left: PagerLanding?, _ right: PagerLanding?, _ tolerance: Double
    ) -> Bool {
      guard let left, let right else { return left == nil && right == nil }
      guard left.destinationIndex == right.destinationIndex,
        left.startTime.map({ $0.bitPattern }) == right.startTime.map({ $0.bitPattern })
          || tolerance > 0,
        same(left.settlingDuration, right.settlingDuration, tolerance),
        left.crossings.count == right.crossings.count
      else { return false }
      for (a, b) in zip(left.crossings, right.crossings)
      where a.fromIndex != b.fromIndex || a.toIndex != b.toIndex
        || !same(a.elapsed, b.elapsed, tolerance)
      {
        return false
      }
      return true
    }

    /// Positions agree: bit for bit, or within `tolerance` when it is above zero.
    private static func same(_ left: Double, _ right: Double, _ tolerance: Double) -> Bool {
      tolerance > 0 ? abs(left - right) <= tolerance : left.bitPattern == right.bitPattern
    }

    func encode(into container: inout KeyedEncodingContainer<TraceKey>) throws {
      try container.encode(phase, forKey: "phase")
      try container.encodeNumber(position, forKey: "position")
      try container.encode(targetIndex, forKey: "target")
      try container.encode(events.map { TraceEvent($0) }, forKey: "events")
      if let landing { try container.encode(TraceLanding(landing), forKey: "landing") }
    }

    init(from container: KeyedDecodingContainer<TraceKey>) throws {
      phase = try container.decode(PagerPhase.self, forKey: "phase")
      position = try container.decodeFinite(forKey: "position")
      targetIndex = try container.decode(Int.self, forKey: "target")
      events = try container.decode([TraceEvent<PageID>].self, forKey: "events").map { $0.value }
      landing =
        container.contains("landing")
        ? try container.decode(TraceLanding.self, forKey: "landing").value : nil
    }
  }
}

extension PagerTrace.Step: Sendable where PageID: Sendable {}
extension PagerTrace.Call: Sendable where PageID: Sendable {}
extension PagerTrace.Outcome: Sendable where PageID: Sendable {}
