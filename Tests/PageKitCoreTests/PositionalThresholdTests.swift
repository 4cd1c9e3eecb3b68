import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// The paging rule's positional threshold: a slow release moves on to the neighbouring stop
/// only when it has gone strictly more than the threshold of the way there, on every layout,
/// for any `maxItems`.
@Suite struct PositionalThresholdTests {
  /// A layout to page on, with where its item 4 rests and the distances to its neighbours'
  /// resting offsets (chosen so that every threshold of the way is exact in binary).
  struct Subject: CustomStringConvertible, Sendable {
    var name: String
    var layout: PagerLayout
    var circular: Bool
    /// Points from item 4's resting offset to item 5's and to item 3's.
    var forward: Double
    var backward: Double
    var description: String { name }
  }

  static let subjects = [
    Subject(name: "full pages", layout: .fullPage, circular: false, forward: 100, backward: 100),
    Subject(
      name: "uniform items", layout: .uniform(itemLength: 80, spacing: 10), circular: false,
      forward: 90, backward: 90),
    Subject(
      name: "variable items",
      layout: .variable(
        itemLengths: [80, 60, 100, 40, 120, 80, 80, 80, 80, 80], spacing: 10),
      circular: false, forward: 130, backward: 50),
    Subject(
      name: "looping items", layout: .uniform(itemLength: 80, spacing: 10), circular: true,
      forward: 90, backward: 90),
  ]

  enum Release: String, CaseIterable, CustomStringConvertible, Sendable {
    case under, at, over
    var description: String { rawValue }
    /// Points past (or short of) the threshold's distance.
    var excess: Double {
      switch self {
      case .under: -0.5
      case .at: 0
      case .over: 0.5
      }
    }
  }

  /// A pager on item 4 of ten over `subject`, 100 points per full page, 375 for items.
  static func pager(_ subject: Subject, snap: PagingSnap) throws -> Pager<
    AnyCircular, SlideTransition
  > {
    let pages = (0..<10).map { "p\($0)" }
    return try Pager(
      source: AnyCircular(ArrayPageSource(pages, id: \.self), circular: subject.circular),
      layout: subject.layout, snap: snap, initialIndex: 4,
      configuration: PagerConfiguration(viewportLength: subject.layout.isFullPage ? 100 : 375))
  }

  @Test(
    arguments: subjects, [(0.25, 1), (0.5, 1), (0.75, 1), (0.25, 3), (0.5, 3), (0.75, 3)])
  func aSlowReleaseMovesOnOnlyStrictlyPastTheThreshold(
    subject: Subject, rule: (threshold: Double, maxItems: Int)
  ) throws {
    let snap = try PagingSnap(maxItems: rule.maxItems, positionalThreshold: rule.threshold)
    for release in Release.allCases {
      for forward in [true, false] {
        // Given a pager resting on item 4
        let pager = try Self.pager(subject, snap: snap)
        let recorder = RecordingDelegate<String>()
        pager.delegate = recorder
        // When the finger drags the threshold's share of the way to a neighbour (a little
        // less, exactly, a little more) and lifts without velocity
        let distance = (forward ? subject.forward : subject.backward) * rule.threshold
        let points = distance + release.excess
        try pager.beginDrag()
        try pager.drag(by: forward ? -points : points)
        let expected = release == .over ? (forward ? 5 : 3) : 4
        let context = "\(subject) t=\(rule.threshold) n=\(rule.maxItems) \(release) fwd=\(forward)"
        #expect(pager.targetIndex == expected, "\(context): target while dragging")
        try pager.endDrag(velocity: 0)
        try pager.runUntilIdle()
        // Then it moves on only when it went strictly past the threshold
        #expect(pager.settledIndex == expected, "\(context)")
        #expect(
          recorder.didChanges.map(\.toIndex) == (expected == 4 ? [] : [expected]), "\(context)")
      }
    }
  }

  @Test func theDefaultIsOneHalfAndTheSameRule() throws {
    #expect(PagingSnap.defaultPositionalThreshold == 0.5)
    #expect(try PagingSnap() == PagingSnap.paging)
    #expect(try PagingSnap(positionalThreshold: 0.5) == PagingSnap.paging)
    #expect(try PagingSnap(positionalThreshold: 0.25) != PagingSnap.paging)
  }

  @Test(arguments: [0.0, -0.1, 1.0, 1.5, -.greatestFiniteMagnitude])
  func aThresholdOutsideTheOpenUnitIntervalIsATypedError(threshold: Double) {
    #expect(throws: PagerError.invalidConfiguration(.positionalThreshold(threshold))) {
      try PagingSnap(positionalThreshold: threshold)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteThresholdIsATypedError(threshold: Double) {
    #expect(throws: PagerError.nonFiniteValue) {
      try PagingSnap(positionalThreshold: threshold)
    }
  }

  @Test func aThresholdRoundTripsThroughATraceAndAnOldTraceReadsTheDefault() throws {
    // Given a recorded session under a threshold of a quarter
    let snap = try PagingSnap(positionalThreshold: 0.25)
    let pager = try Self.pager(Self.subjects[1], snap: snap)
    let recorder = PagerTraceRecorder(recording: pager)
    try pager.advance(to: 0)
    try pager.swipe(by: -30, velocity: 0)
    try pager.runUntilIdle()
    #expect(pager.settledIndex == 5)
    let trace = try #require(recorder.trace())
    // Then the threshold is written, read back, and the replay lands where the session did
    #expect(trace.start.snap.parameters["positionalThreshold"] == 0.25)
    let read = try PagerTrace<String>(json: try trace.jsonString())
    #expect(read == trace)
    #expect(try read.replay() == .identical)
    let resolved = try PagerTraceResolver.builtIn.snap(
      for: read.start.snap, step: nil, field: "start.snap")
    #expect(resolved as? PagingSnap == snap)
    // And a description without it (every trace written before) builds the default rule
    let old = PagerTrace<String>.Strategy(
      name: "PagingSnap", parameters: ["maxItems": 1, "velocityThreshold": 300])
    #expect(PagerTrace<String>.Strategy(describing: PagingSnap.paging) == old)
    let built = try PagerTraceResolver.builtIn.snap(for: old, step: nil, field: "start.snap")
    #expect(built as? PagingSnap == PagingSnap.paging)
  }
}
