public import PageKitCore

/// Records what a host feeds a ``/PageKitCore/Pager`` into a ``PagerTrace``: attach one, use the pager as
/// usual, and read ``trace()`` when a bug shows.
///
/// ```swift
/// let recorder = PagerTraceRecorder(recording: pager, retention: .lastSteps(2_000))
/// // …
/// if let trace = recorder.trace() {
///   let json = try trace.jsonString()
///   // …
/// }
/// ```
///
/// Recording is opt-in: a pager without a recorder pays one `nil` check per call. A pager holds
/// one recorder; attaching another stops the first. The recorder holds the pager weakly.
///
/// A trace starts with the pager at rest on an item: a recorder attached during a drag or a
/// settle (or while a gliding strategy rests between items) records from the first call after
/// the pager has come to rest on one. With a bounded ``Retention`` (a flight
/// recorder) the steps are kept in ring buffers allocated once, so that a frame allocates
/// nothing once they are full; ``trace()`` then starts at the oldest step kept that began at
/// rest.
///
/// Calls made from event handlers during a call (re-entrant calls) are recorded inside that
/// call's step (``PagerTrace/Step/nested``). The steps of a PageKitCarousel `AutoScroller` are
/// recorded as ``/PageKitCore/PagerInput/autoScroll(index:direction:)``.
///
/// Frames at rest that deliver nothing and change nothing but the clock are kept as one step,
/// a run (``/PageKitCore/PagerInput/advanceFrames(first:last:framesPerSecond:)``), when the host's
/// timestamps lie on a frame grid: frame `k` at `Double(k) / Double(framesPerSecond)` seconds,
/// for a whole number of frames per second up to 1,000 (a host that counts its frames and
/// divides, as a fixed-step game loop does). An idle minute at 60 frames per second is then one
/// step, and a bounded retention's steps last that much longer. Timestamps off the grid are
/// kept frame by frame, as before.
public final class PagerTraceRecorder<PageID: Hashable & Codable> {
  /// How much a recorder keeps.
  public enum Retention: Hashable, Sendable {
    /// Every step since it was attached.
    case everything
    /// The last `count` steps (a ring buffer; at least 1).
    case lastSteps(Int)
    /// The steps of the last `seconds` of the pager's clock, at most `maximumSteps` of them.
    case lastSeconds(Double, maximumSteps: Int)
  }

  /// The most identities a trace lists for one source: a longer source is described by its
  /// bounds alone, and its replay needs the host's source.
  public static var maximumListedIDs: Int { 1 << 20 }

  /// Events kept per step kept, on average, by a bounded retention.
  static var eventsPerStep: Int { 4 }

  /// The retention.
  public let retention: Retention
  let storage: Storage
  private var detach: (() -> Void)?

  /// Attaches a recorder to `pager` (replacing any recorder it had).
  ///
  /// - Parameters:
  ///   - pager: The pager to record.
  ///   - retention: How much to keep (default ``Retention/everything``).
  /// - Complexity: O(n) for a source of n pages (its identities are listed), plus O(capacity)
  ///   for a bounded retention's buffers.
  public init<Source: PageSource, Transition: TransitionStrategy>(
    recording pager: Pager<Source, Transition>, retention: Retention = .everything
  ) where Source.PageID == PageID {
    self.retention = retention
    let capacity: Int?
    switch retention {
    case .everything: capacity = nil
    case .lastSteps(let count): capacity = max(count, 1)
    case .lastSeconds(_, let count): capacity = max(count, 1)
    }
    storage = Storage(capacity: capacity, eventCapacity: capacity.map { $0 * Self.eventsPerStep })
    let sink = PagerTraceSink(pager: pager, storage: storage)
    let token = pager.addEventObserver { [storage] event in storage.append(event) }
    pager.traceHook = sink
    detach = { [weak pager, weak sink] in
      guard let pager else { return }
      pager.removeEventObserver(token)
      if let sink, pager.traceHook === sink { pager.traceHook = nil }
    }
  }

  deinit {
    detach?()
  }

  /// Stops recording: the pager forgets the recorder; what was recorded stays readable.
  ///
  /// - Complexity: O(k) for k event observers of the pager.
  public func stop() {
    detach?()
    detach = nil
  }

  /// Whether the recorder is still attached.
  public var isRecording: Bool { detach != nil }

  /// The trace recorded so far: from the oldest step kept that began at rest (or from when the
  /// recorder was attached, if the pager was at rest then) to the latest step that has ended.
  /// `nil` when the pager has not been at rest since the recorder was attached.
  ///
  /// - Returns: The trace, or `nil`.
  /// - Complexity: O(s + e) for s steps and e events kept.
  public func trace() -> PagerTrace<PageID>? {
    var window: Double?
    if case .lastSeconds(let seconds, _) = retention { window = seconds }
    return storage.trace(window: window)
  }

  // MARK: Storage

  /// The pager at rest, as a trace's start: the values are shared with the sink (no copies).
  struct Rest {
    var source: PagerTrace<PageID>.SourceDescription
    var layout: PagerLayout
    var anchor: SnapAnchor
    var snap: PagerTrace<PageID>.Strategy
    var transition: PagerTrace<PageID>.Strategy
    var configuration: PagerConfiguration
    var settledIndex: Int
    var position: Double
    var time: Double?

    var start: PagerTrace<PageID>.Start {
      PagerTrace.Start(
        source: source, layout: layout, anchor: anchor, snap: snap, transition: transition,
        configuration: configuration, settledIndex: settledIndex, position: position, time: time)
    }
  }

  /// A step as stored: its events are a range of the event buffer.
  struct Stored {
    var input: PagerTrace<PageID>.Input
    var error: PagerError?
    var nested: [PagerTrace<PageID>.Call]
    var firstEvent: Int
    var eventCount: Int
    var phase: PagerPhase
    var position: Double
    var targetIndex: Int
    /// The pager's clock after the step.
    var time: Double?
    /// The pager before the step, when it was at rest.
    var rest: Rest?
    /// The motion's landing after the step, its crossings a range of the crossing buffer.
    var landing: StoredLanding?
  }

  /// A landing as stored: its crossings are a range of the crossing buffer (so a frame keeps
  /// no array of its own, and the pager reuses its forecast's storage).
  struct StoredLanding {
    var destination: Int
    var startTime: Double?
    var settlingDuration: Double
    var firstCrossing: Int
    var crossingCount: Int
  }

  /// The steps and events kept: growing arrays, or ring buffers of a fixed capacity.
  final class Storage {
    let capacity: Int?
    let eventCapacity: Int?
    var steps: [Stored?] = []
    /// The number of steps ever stored (the next one's sequence number).
    var stepTotal = 0
    var events: [PagerEvent<PageID>?] = []
    /// The number of events ever appended.
    var eventTotal = 0
    /// The landings' crossings, a ring of the events' capacity.
    var crossings: [PagerLanding.Crossing] = []
    /// The number of crossings ever appended.
    var crossingTotal = 0
    /// The latest landing stored.
    var lastLanding: StoredLanding?
    /// The pager when the recorder was attached, if at rest.
    var initialRest: Rest?

    init(capacity: Int?, eventCapacity: Int?) {
      self.capacity = capacity
      self.eventCapacity = eventCapacity
      if let capacity { steps = Array(repeating: nil, count: capacity) }
      if let eventCapacity {
        events = Array(repeating: nil, count: eventCapacity)
        crossings = Array(
          repeating: PagerLanding.Crossing(fromIndex: 0, toIndex: 0, elapsed: 0),
          count: eventCapacity)
      }
    }

    /// Stores `landing`'s crossings, and returns where they are.
    ///
    /// - Complexity: O(c) for c crossings; allocates nothing in a ring.
    func store(_ landing: PagerLanding) -> StoredLanding {
      // Every frame of a motion has its landing: stored once, while it stays the same.
      if let last = lastLanding, last.destination == landing.destinationIndex,
        last.startTime == landing.startTime, last.settlingDuration == landing.settlingDuration,
        last.crossingCount == landing.crossings.count, keeps(last, landing.crossings)
      {
        return last
      }
      let first = crossingTotal
      for crossing in landing.crossings { append(crossing) }
      let stored = StoredLanding(
        destination: landing.destinationIndex, startTime: landing.startTime,
        settlingDuration: landing.settlingDuration, firstCrossing: first,
        crossingCount: crossingTotal - first)
      lastLanding = stored
      return stored
    }

    /// Whether the ring still holds `stored`'s crossings and they are `crossings`.
    ///
    /// - Complexity: O(c) for c crossings; allocates nothing.
    func keeps(_ stored: StoredLanding, _ crossings: [PagerLanding.Crossing]) -> Bool {
      guard stored.firstCrossing >= oldestCrossing else { return false }
      for (offset, crossing) in crossings.enumerated()
      where self.crossing(stored.firstCrossing + offset) != crossing {
        return false
      }
      return true
    }

    /// The landing `stored` names, or `nil` when its crossings are no longer kept.
    func landing(_ stored: StoredLanding) -> PagerLanding? {
      guard stored.firstCrossing >= oldestCrossing else { return nil }
      let list = (stored.firstCrossing..<(stored.firstCrossing + stored.crossingCount)).map {
        crossing($0)
      }
      return PagerLanding(
        destinationIndex: stored.destination, startTime: stored.startTime,
        settlingDuration: stored.settlingDuration, crossings: list)
    }

    func append(_ event: PagerEvent<PageID>) {
      if let eventCapacity {
        events[eventTotal % eventCapacity] = event
      } else {
        events.append(event)
      }
      eventTotal += 1
    }

    /// Appends a landing's crossing to its ring, as an event is appended to the events'.
    func append(_ crossing: PagerLanding.Crossing) {
      if let eventCapacity {
        crossings[crossingTotal % eventCapacity] = crossing
      } else {
        crossings.append(crossing)
      }
      crossingTotal += 1
    }

    func append(_ step: Stored) {
      if let capacity {
        steps[stepTotal % capacity] = step
      } else {
        steps.append(step)
      }
      stepTotal += 1
    }

    /// Stores a step that has ended: as a step of its own, or as one more frame of the latest
    /// step when both are idle frames of one run (see ``idleRun(extending:with:)``).
    func record(_ stored: Stored) {
      if stepTotal > 0, let latest = step(stepTotal - 1),
        let run = Self.idleRun(extending: latest, with: stored)
      {
        if let capacity {
          steps[(stepTotal - 1) % capacity] = run
        } else {
          steps[stepTotal - 1] = run
        }
      } else {
        append(stored)
      }
    }

    /// The highest frame rate the recorder finds a frame grid at, in frames per second (a
    /// host's frames are at most a few hundred a second; a smaller gap is no frame clock).
    static var maximumFramesPerSecond: Int { 1_000 }

    /// The step `latest` extended by the frame `next`, when both are frames at rest that
    /// delivered nothing and left the same phase, position and target, and `next`'s timestamp
    /// is the grid frame after `latest`'s: two single frames become a run
    /// (``/PageKitCore/PagerInput/advanceFrames(first:last:framesPerSecond:)``), a run grows by one.
    /// `nil` otherwise. The grid is found from two frames' timestamps alone, and only when
    /// the run's formula gives both back bit for bit, so a replay makes the very same calls.
    ///
    /// - Complexity: O(1); allocates nothing.
    static func idleRun(extending latest: Stored, with next: Stored) -> Stored? {
      guard case .advance(let timestamp) = next.input,
        isIdleFrame(next), isIdleFrame(latest),
        latest.position.bitPattern == next.position.bitPattern,
        latest.targetIndex == next.targetIndex
      else { return nil }
      typealias Input = PagerTrace<PageID>.Input
      func isFrame(_ frame: Int, of framesPerSecond: Int, at time: Double) -> Bool {
        Input.timestamp(ofFrame: frame, framesPerSecond: framesPerSecond).bitPattern
          == time.bitPattern
      }
      let run: Input
      switch latest.input {
      case .advanceFrames(let first, let last, let framesPerSecond):
        guard last < Int.max, isFrame(last + 1, of: framesPerSecond, at: timestamp) else {
          return nil
        }
        run = .advanceFrames(first: first, last: last + 1, framesPerSecond: framesPerSecond)
      case .advance(let previous):
        let gap = timestamp - previous
        guard gap.isFinite, gap > 0 else { return nil }
        let rate = (1 / gap).rounded()
        guard rate >= 1, rate <= Double(maximumFramesPerSecond) else { return nil }
        let framesPerSecond = Int(rate)
        guard let frame = Int(exactly: (previous * rate).rounded()), frame < Int.max,
          isFrame(frame, of: framesPerSecond, at: previous),
          isFrame(frame + 1, of: framesPerSecond, at: timestamp)
        else { return nil }
        run = .advanceFrames(first: frame, last: frame + 1, framesPerSecond: framesPerSecond)
      default:
        return nil
      }
      var extended = latest
      extended.input = run
      extended.time = next.time
      // No events either way: the run's (empty) range moves to the newest frame, so that a
      // bounded retention never counts it as a step whose events were dropped.
      extended.firstEvent = next.firstEvent
      return extended
    }

    /// Whether a stored step is a frame (or a run of frames) at rest that delivered nothing.
    private static func isIdleFrame(_ stored: Stored) -> Bool {
      switch stored.input {
      case .advance, .advanceFrames: break
      default: return false
      }
      return stored.error == nil && stored.nested.isEmpty && stored.eventCount == 0
        && stored.phase == .idle
    }

    func step(_ sequence: Int) -> Stored? {
      guard let capacity else { return steps[sequence] }
      return steps[sequence % capacity]
    }

    func event(_ sequence: Int) -> PagerEvent<PageID>? {
      guard let eventCapacity else { return events[sequence] }
      return events[sequence % eventCapacity]
    }

    /// The oldest event still kept.
    var oldestEvent: Int { eventCapacity.map { max(eventTotal - $0, 0) } ?? 0 }

    func crossing(_ sequence: Int) -> PagerLanding.Crossing {
      crossings[eventCapacity.map { sequence % $0 } ?? sequence]
    }

    /// The oldest crossing still kept.
    var oldestCrossing: Int { eventCapacity.map { max(crossingTotal - $0, 0) } ?? 0 }

    func trace(window: Double?) -> PagerTrace<PageID>? {
      guard stepTotal > 0 else { return initialRest.map { PagerTrace(start: $0.start, steps: []) } }
      let oldest = capacity.map { max(stepTotal - $0, 0) } ?? 0
      let latestTime = step(stepTotal - 1)?.time
      // The first kept step that began at rest with its events kept (and so every later
      // step's): inside the time window if one is, else the latest before it.
      var first: Int?
      var start: Rest?
      for sequence in oldest..<stepTotal {
        guard let stored = step(sequence), let rest = stored.rest,
          stored.firstEvent >= oldestEvent
        else { continue }
        first = sequence
        start = rest
        guard let window, let latestTime else { break }
        if let time = rest.time, time >= latestTime - window { break }
      }
      guard let first, let start else { return nil }
      var steps: [PagerTrace<PageID>.Step] = []
      steps.reserveCapacity(stepTotal - first)
      for sequence in first..<stepTotal {
        guard let stored = step(sequence) else { continue }
        var events: [PagerEvent<PageID>] = []
        for index in stored.firstEvent..<(stored.firstEvent + stored.eventCount) {
          if let event = event(index) { events.append(event) }
        }
        var outcome = PagerTrace.Outcome(
          events: events, phase: stored.phase, position: stored.position,
          targetIndex: stored.targetIndex, landing: stored.landing.flatMap { landing($0) })
        // A landing whose crossings the ring no longer holds is not compared.
        outcome.recordsLanding = stored.landing == nil || outcome.landing != nil
        steps.append(
          PagerTrace.Step(
            input: stored.input, error: stored.error, nested: stored.nested, outcome: outcome))
      }
      return PagerTrace(start: start.start, steps: steps)
    }
  }
}
