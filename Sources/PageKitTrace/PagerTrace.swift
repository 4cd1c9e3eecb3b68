import PageKitCore

/// What a host fed a ``/PageKitCore/Pager``, step by step, with what each step produced: a bug report that
/// replays.
///
/// A trace holds the pager's start (its source as a list of identities, layout, anchor, snap
/// strategy and transition by name and parameters, configuration, settled page and clock) and
/// every input in order (gestures, frames, commands, reloads, restores, configuration changes),
/// each with the events, phase, position and target it produced. Record one with
/// ``PagerTraceRecorder``; write it with ``jsonString()`` and read it back with
/// ``init(json:limits:)``; replay it with ``replay(resolver:positionTolerance:)``, which rebuilds a pager and says
/// either that every step produced the same, or where it first parted ways.
///
/// The JSON document is versioned (``currentVersion``), writes its keys in one fixed order and
/// its numbers so that they read back bit for bit; its schema is in the guide "Bug reports as
/// traces". It is `Codable` too, for a host that stores it with its own coder.
public struct PagerTrace<PageID: Hashable & Codable>: Hashable, Codable {
  /// The version of the format this build writes: 6, which adds each step's landing
  /// (``/PageKitCore/Pager/landing``, compared by a replay) to version 5, which added a key's
  /// press
  /// (``/PageKitCore/PagerInput/key(_:)``), a rotary input's turn
  /// (``/PageKitCore/PagerInput/rotate(detents:)``), a wheel's scroll
  /// (``/PageKitCore/PagerInput/wheel(_:)``) and the configuration's wheel stops per gesture to
  /// version 4, which added a pointer's inputs
  /// (``/PageKitCore/PagerInput/pointer(_:)``) and the configuration's touch slop to version 3,
  /// which added a host scroll view's callbacks (``/PageKitCore/PagerInput/scrollView(_:)``) to
  /// version 2, which added runs of idle frames
  /// (``/PageKitCore/PagerInput/advanceFrames(first:last:framesPerSecond:)``) to version 1.
  public static var currentVersion: Int { 6 }

  /// The versions this build reads: 1 to 6. Each older version is the next one without the
  /// inputs it added (version 5 has no landings: a replay does not compare them; version 4
  /// has no keys, rotations or wheels, and its configurations read
  /// one wheel stop per gesture; version 3 no pointer inputs and its configurations no touch
  /// slop: they read the standard one; version 2 has no scroll-view callbacks, version 1 no
  /// runs of idle frames either), so a trace read from it is upgraded as it is read.
  public static var readableVersions: ClosedRange<Int> { 1...currentVersion }

  /// The format version of this trace: ``currentVersion``, also for a trace read from an older
  /// version (it is upgraded as it is read).
  public var version: Int
  /// The pager as the recording found it.
  public var start: Start
  /// The inputs, in the order the host made them, with what each produced.
  public var steps: [Step]

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - start: The pager's start.
  ///   - steps: The steps, in order.
  public init(start: Start, steps: [Step]) {
    self.version = Self.currentVersion
    self.start = start
    self.steps = steps
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, start, steps
  }

  /// Encodes the trace: `version`, `start`, `steps`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(n) in the size of the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(start, forKey: .start)
    try container.encode(steps, forKey: .steps)
  }

  /// Decodes a trace, strictly: a version outside ``readableVersions``, a missing or an
  /// unexpected field throws ``PagerTraceError``. A trace of an older version is upgraded to
  /// ``currentVersion``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``PagerTraceError``, or the decoder's own errors.
  /// - Complexity: O(n) in the size of the value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard Self.readableVersions.contains(version) else {
      throw PagerTraceError.unsupportedVersion(version)
    }
    self.version = Self.currentVersion
    try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
    start = try container.decode(Start.self, forKey: .start)
    steps = try container.decode([Step].self, forKey: .steps)
    // Before version 6 a trace recorded no landings: a replay does not compare them.
    if version < 6 {
      for index in steps.indices { steps[index].outcome.recordsLanding = false }
    }
  }
}

extension PagerTrace: Sendable where PageID: Sendable {}
