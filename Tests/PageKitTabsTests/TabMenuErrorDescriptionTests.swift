import PageKitCore
import PageKitTabs
import Testing

/// Every tab-menu error prints one readable line, a wrapped pager error in the pager's words.
@Suite struct TabMenuErrorDescriptionTests {
  static let errors: [TabMenuError] = [
    .nonFiniteValue, .negativeCount(-2), .negativeLength,
    .widthsCountMismatch(expected: 4, actual: 3), .unboundedPager,
    .countMismatch(tabs: 4, pages: 5), .dragInProgress, .tabOutOfRange(index: 9, count: 4),
    .pager(.invalidConfiguration(.viewportLength(0))),
  ]

  static func name(of error: TabMenuError) -> String {
    switch error {
    case .nonFiniteValue: "nonFiniteValue"
    case .negativeCount: "negativeCount"
    case .negativeLength: "negativeLength"
    case .widthsCountMismatch: "widthsCountMismatch"
    case .unboundedPager: "unboundedPager"
    case .countMismatch: "countMismatch"
    case .dragInProgress: "dragInProgress"
    case .tabOutOfRange: "tabOutOfRange"
    case .pager: "pager"
    }
  }

  @Test func everyCaseIsListedOnce() {
    #expect(Set(Self.errors.map(Self.name(of:))).count == Self.errors.count)
  }

  @Test(arguments: errors)
  func everyErrorIsOneReadableLine(error: TabMenuError) {
    let line = String(describing: error)
    #expect(!line.isEmpty && !line.contains("\n"), "\(Self.name(of: error))")
    for mark in ["Optional(", "PageKitCore.", "PageKitTabs.", "(index:", "(tabs:"] {
      #expect(!line.contains(mark), "\(Self.name(of: error)): \(line)")
    }
  }

  @Test func theDocumentedExamplePrintsWhatItSays() {
    let line = TabMenuError.countMismatch(tabs: 4, pages: 5).description
    // "the bar has 4 tabs but the pager has 5 pages; they must match"
    #expect(line == "the bar has 4 tabs but the pager has 5 pages; they must match")
  }

  @Test func aWrappedPagerErrorReadsAsThePagersOwn() {
    #expect(
      TabMenuError.pager(.invalidConfiguration(.viewportLength(0))).description
        == "the pager refused: invalid configuration: the viewport length (viewportLength) is 0.0;"
        + " it must be more than 0")
    #expect(
      TabMenuError.countMismatch(tabs: 4, pages: 5).description
        == "the bar has 4 tabs but the pager has 5 pages; they must match")
  }
}
