import PageKitCore
import PageKitTestSupport
import PageKitTrace
import Testing

/// Every error a user can meet prints one readable line: what was rejected, with its values,
/// never an `Optional(…)` or a struct dump.
@Suite struct ErrorDescriptionTests {
  /// Every configuration issue, one of each case (the switch in `name(of:)` keeps it complete).
  static let issues: [PagerConfigurationIssue] = PagerConfigurationIssue.everyCaseExample

  static let errors: [PagerError] =
    [
      .indexOutOfRange(index: 7, count: 3),
      .indexOutOfBounds(index: -1, bounds: PageBounds(first: 0, end: nil)),
      .emptySource, .dragInProgress, .notDragging, .nonFiniteValue,
      .duplicatePageID(index: 2, firstIndex: 0), .missingPage(index: 4),
    ] + issues.map { .invalidConfiguration($0) }

  static let traceErrors: [PagerTraceError] = [
    .malformedJSON(offset: 12, reason: "expected a member name"), .unsupportedVersion(9),
    .missingField(step: 3, field: "input.translation"),
    .unexpectedField(step: nil, field: "colour"),
    .invalidValue(step: 2, field: "input.velocity", reason: "expected a number"),
    .nonFiniteNumber(step: 1, field: "input.time"),
    .duplicateID(step: nil, field: "start.source.ids", index: 3, firstIndex: 1),
    .unknownID(step: 4, field: "input.snapshot.pageID"),
    .tooLarge(field: "steps", limit: 100, actual: 101),
    .unresolvedStrategy(step: 0, field: "input.snap", name: "Wobbly"), .sourceRequired(step: nil),
    .invalidStart(.invalidConfiguration(.viewportLength(-5))),
    .stepThrew(step: 6, error: .dragInProgress),
  ]

  static func name(of issue: PagerConfigurationIssue) -> String {
    switch issue {
    case .viewportLength: "viewportLength"
    case .itemLength: "itemLength"
    case .itemLongerThanViewport: "itemLongerThanViewport"
    case .spacing: "spacing"
    case .anchorInset: "anchorInset"
    case .anchorInsetPastViewport: "anchorInsetPastViewport"
    case .preloadCount: "preloadCount"
    case .rubberBandCoefficient: "rubberBandCoefficient"
    case .touchSlop: "touchSlop"
    case .wheelStopsPerGesture: "wheelStopsPerGesture"
    case .pageDotsWindow: "pageDotsWindow"
    case .endDistance: "endDistance"
    case .endOverscroll: "endOverscroll"
    case .velocityThreshold: "velocityThreshold"
    case .maxItems: "maxItems"
    case .positionalThreshold: "positionalThreshold"
    case .decelerationRate: "decelerationRate"
    case .autoScrollInterval: "autoScrollInterval"
    case .sourceCount: "sourceCount"
    case .itemLengthsCount: "itemLengthsCount"
    case .variableLayoutWithoutCount: "variableLayoutWithoutCount"
    case .contentTooLong: "contentTooLong"
    case .loopStyle: "loopStyle"
    case .bridgeNeedsItemLayout: "bridgeNeedsItemLayout"
    case .timing: "timing"
    case .unspecified: "unspecified"
    }
  }

  static func name(of error: PagerError) -> String {
    switch error {
    case .indexOutOfRange: "indexOutOfRange"
    case .indexOutOfBounds: "indexOutOfBounds"
    case .emptySource: "emptySource"
    case .dragInProgress: "dragInProgress"
    case .notDragging: "notDragging"
    case .nonFiniteValue: "nonFiniteValue"
    case .invalidConfiguration(let issue): "invalidConfiguration." + name(of: issue)
    case .duplicatePageID: "duplicatePageID"
    case .missingPage: "missingPage"
    }
  }

  static func name(of error: PagerTraceError) -> String {
    switch error {
    case .malformedJSON: "malformedJSON"
    case .unsupportedVersion: "unsupportedVersion"
    case .missingField: "missingField"
    case .unexpectedField: "unexpectedField"
    case .invalidValue: "invalidValue"
    case .nonFiniteNumber: "nonFiniteNumber"
    case .duplicateID: "duplicateID"
    case .unknownID: "unknownID"
    case .tooLarge: "tooLarge"
    case .unresolvedStrategy: "unresolvedStrategy"
    case .sourceRequired: "sourceRequired"
    case .invalidStart: "invalidStart"
    case .stepThrew: "stepThrew"
    }
  }

  /// The marks of a description that is not one readable line.
  static func unreadable(_ line: String) -> [String] {
    var marks: [String] = []
    if line.contains("\n") { marks.append("a line break") }
    for mark in ["Optional(", "PageKitCore.", "PageBounds(", "PagerConfigurationIssue", "(index:"]
    where line.contains(mark) {
      marks.append(mark)
    }
    if line.isEmpty { marks.append("nothing") }
    return marks
  }

  @Test func everyCaseIsListedOnce() {
    #expect(Set(Self.issues.map(Self.name(of:))).count == Self.issues.count)
    #expect(Set(Self.errors.map(Self.name(of:))).count == Self.errors.count)
    #expect(Set(Self.traceErrors.map(Self.name(of:))).count == Self.traceErrors.count)
  }

  @Test(arguments: errors)
  func everyPagerErrorIsOneReadableLine(error: PagerError) {
    let line = String(describing: error)
    #expect(Self.unreadable(line).isEmpty, "\(Self.name(of: error)): \(line)")
    #expect("\(error)" == error.description)
  }

  @Test(arguments: traceErrors)
  func everyTraceErrorIsOneReadableLine(error: PagerTraceError) {
    let line = String(describing: error)
    #expect(Self.unreadable(line).isEmpty, "\(Self.name(of: error)): \(line)")
  }

  @Test func linesSayWhichValueIsWrongAndWhy() {
    #expect(
      PagerError.invalidConfiguration(.spacing(-4)).description
        == "invalid configuration: the spacing is -4.0; it must be 0 or more")
    #expect(
      PagerError.indexOutOfRange(index: 7, count: 3).description
        == "index 7 is out of range: the source has 3 pages (0..<3)")
    #expect(
      PagerError.indexOutOfBounds(index: -1, bounds: PageBounds(first: 0, end: nil)).description
        == "index -1 is out of bounds: the pager reaches 0..<…")
    #expect(
      PagerError.invalidConfiguration(.sourceCount(count: 1 << 50, reach: 1 << 40)).description
        == "invalid configuration: the source has 1125899906842624 pages; a pager takes at most"
        + " 1099511627776")
    #expect(
      PagerTraceError.missingField(step: 3, field: "input.translation").description
        == "step 3, field input.translation: missing")
    #expect(
      PagerTraceError.invalidStart(.invalidConfiguration(.viewportLength(-5))).description
        == "the trace's start builds no pager: invalid configuration: the viewport length"
        + " (viewportLength) is -5.0; it must be more than 0")
  }

  @Test func theDocumentedExamplesPrintWhatTheySay() {
    do {
      let issue = PagerConfigurationIssue.spacing(-4)
      let line = issue.description  // "the spacing is -4.0; it must be 0 or more"
      #expect(line == "the spacing is -4.0; it must be 0 or more")
    }
    do {
      let line = PagerError.indexOutOfRange(index: 7, count: 3).description
      // "index 7 is out of range: the source has 3 pages (0..<3)"
      #expect(line == "index 7 is out of range: the source has 3 pages (0..<3)")
    }
    do {
      let line = PagerTraceError.missingField(step: 3, field: "input.translation").description
      // "step 3, field input.translation: missing"
      #expect(line == "step 3, field input.translation: missing")
    }
  }

  @Test func aThrownConfigurationErrorNamesTheValue() {
    // Given items longer than the viewport
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ) {
      try Pager(
        source: ArrayPageSource([1, 2, 3]), layout: .uniform(itemLength: 400),
        configuration: PagerConfiguration(viewportLength: 375))
    }
  }
}
