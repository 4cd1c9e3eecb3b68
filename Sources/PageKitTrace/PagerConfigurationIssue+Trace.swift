// How a trace writes a ``/PageKitCore/PagerConfigurationIssue``: the case's name (`setting`), its numbers
// (`numbers`, `[Double]`) and its integers (`integers`, `[Int]`), in the case's order. A trace
// written before errors named their setting has none of the three: it reads as `.unspecified`.

import PageKitCore

extension PagerConfigurationIssue {
  /// The case's name, numbers and integers as a trace writes them.
  var traceFields: (setting: String, numbers: [Double], integers: [Int]) {
    switch self {
    case .viewportLength(let value): ("viewportLength", [value], [])
    case .itemLength(let value): ("itemLength", [value], [])
    case .itemLongerThanViewport(let item, let viewport):
      ("itemLongerThanViewport", [item, viewport], [])
    case .spacing(let value): ("spacing", [value], [])
    case .anchorInset(let value): ("anchorInset", [value], [])
    case .anchorInsetPastViewport(let inset, let item, let viewport):
      ("anchorInsetPastViewport", [inset, item, viewport], [])
    case .preloadCount(let value): ("preloadCount", [], [value])
    case .rubberBandCoefficient(let value): ("rubberBandCoefficient", [value], [])
    case .touchSlop(let value): ("touchSlop", [value], [])
    case .wheelStopsPerGesture(let value): ("wheelStopsPerGesture", [], [value])
    case .pageDotsWindow(let value): ("pageDotsWindow", [], [value])
    case .endDistance(let value): ("endDistance", [], [value])
    case .endOverscroll(let value): ("endOverscroll", [value], [])
    case .velocityThreshold(let value): ("velocityThreshold", [value], [])
    case .maxItems(let value): ("maxItems", [], [value])
    case .positionalThreshold(let value): ("positionalThreshold", [value], [])
    case .decelerationRate(let value): ("decelerationRate", [value], [])
    case .autoScrollInterval(let value): ("autoScrollInterval", [value], [])
    case .sourceCount(let count, let reach): ("sourceCount", [], [count, reach])
    case .itemLengthsCount(let lengths, let items): ("itemLengthsCount", [], [lengths, items])
    case .variableLayoutWithoutCount: ("variableLayoutWithoutCount", [], [])
    case .contentTooLong: ("contentTooLong", [], [])
    case .loopStyle: ("loopStyle", [], [])
    case .bridgeNeedsItemLayout: ("bridgeNeedsItemLayout", [], [])
    case .timing: ("timing", [], [])
    case .unspecified: ("unspecified", [], [])
    }
  }

  /// The issue a trace's fields describe, or `nil` for an unknown name or the wrong number of
  /// values.
  init?(setting: String, numbers n: [Double], integers i: [Int]) {
    let issue: PagerConfigurationIssue?
    switch (setting, n.count, i.count) {
    case ("viewportLength", 1, 0): issue = .viewportLength(n[0])
    case ("itemLength", 1, 0): issue = .itemLength(n[0])
    case ("itemLongerThanViewport", 2, 0):
      issue = .itemLongerThanViewport(itemLength: n[0], viewportLength: n[1])
    case ("spacing", 1, 0): issue = .spacing(n[0])
    case ("anchorInset", 1, 0): issue = .anchorInset(n[0])
    case ("anchorInsetPastViewport", 3, 0):
      issue = .anchorInsetPastViewport(inset: n[0], itemLength: n[1], viewportLength: n[2])
    case ("preloadCount", 0, 1): issue = .preloadCount(i[0])
    case ("rubberBandCoefficient", 1, 0): issue = .rubberBandCoefficient(n[0])
    case ("touchSlop", 1, 0): issue = .touchSlop(n[0])
    case ("wheelStopsPerGesture", 0, 1): issue = .wheelStopsPerGesture(i[0])
    case ("pageDotsWindow", 0, 1): issue = .pageDotsWindow(i[0])
    case ("endDistance", 0, 1): issue = .endDistance(i[0])
    case ("endOverscroll", 1, 0): issue = .endOverscroll(n[0])
    case ("velocityThreshold", 1, 0): issue = .velocityThreshold(n[0])
    case ("maxItems", 0, 1): issue = .maxItems(i[0])
    case ("positionalThreshold", 1, 0): issue = .positionalThreshold(n[0])
    case ("decelerationRate", 1, 0): issue = .decelerationRate(n[0])
    case ("autoScrollInterval", 1, 0): issue = .autoScrollInterval(n[0])
    case ("sourceCount", 0, 2): issue = .sourceCount(count: i[0], reach: i[1])
    case ("itemLengthsCount", 0, 2): issue = .itemLengthsCount(lengths: i[0], items: i[1])
    case ("variableLayoutWithoutCount", 0, 0): issue = .variableLayoutWithoutCount
    case ("contentTooLong", 0, 0): issue = .contentTooLong
    case ("loopStyle", 0, 0): issue = .loopStyle
    case ("bridgeNeedsItemLayout", 0, 0): issue = .bridgeNeedsItemLayout
    case ("timing", 0, 0): issue = .timing
    case ("unspecified", 0, 0): issue = .unspecified
    default: issue = nil
    }
    guard let issue else { return nil }
    self = issue
  }
}

extension PagerError {
  /// Whether this error, thrown on replay, is the one a trace recorded: equal, or both an
  /// invalid configuration when the recorded one names no setting (a trace written before
  /// errors named it).
  func matchesRecorded(_ recorded: PagerError?) -> Bool {
    if self == recorded { return true }
    guard case .invalidConfiguration = self,
      case .invalidConfiguration(.unspecified) = recorded
    else { return false }
    return true
  }
}
