import PageKitCore
import PageKitTestSupport
import Testing

/// Events and changes print as a reader writes them: identity#index, not generic type names.
@Suite struct PagerEventDescriptionTests {
  static let change = PageChange(
    from: "Home", to: "Trending", fromIndex: 0, toIndex: 1, direction: .forward, cause: .user)

  @Test(arguments: [
    (PagerEvent.willChangePage(change), "willChangePage Home#0 → Trending#1 forward user"),
    (.didChangePage(change), "didChangePage Home#0 → Trending#1 forward user"),
    (.didCancelPageChange(change), "didCancelPageChange Home#0 → Trending#1 forward user"),
    (.didScroll(position: 1.5), "didScroll 1.5"),
    (.phaseDidChange(from: .idle, to: .dragging), "phaseDidChange idle → dragging"),
  ])
  func everyEventCasePrintsReadably(event: PagerEvent<String>, expected: String) {
    #expect(event.description == expected)
    #expect("\(event)" == expected)
  }

  @Test func missingIdentitiesAndIndicesPrintAsEmptySet() {
    let toEmpty = PageChange<String>(
      from: "Home", to: nil, fromIndex: nil, toIndex: nil, direction: .reverse,
      cause: .dataReload)
    #expect(toEmpty.description == "Home#∅ → ∅ reverse dataReload")
    let fromEmpty = PageChange<Int>(
      from: nil, to: 7, fromIndex: nil, toIndex: 0, direction: .forward, cause: .dataReload)
    #expect(fromEmpty.description == "∅ → 7#0 forward dataReload")
    let indexOnly = PageChange<Int>(
      from: nil, to: nil, fromIndex: 2, toIndex: nil, direction: .forward, cause: .autoScroll)
    #expect(indexOnly.description == "∅#2 → ∅ forward autoScroll")
  }

  @Test func aPagerAnnouncesChangesThatPrintReadably() throws {
    let pager = try Pager(
      source: ArrayPageSource(["Home", "Trending"], id: \.self),
      configuration: .init(viewportLength: 100))
    var lines: [String] = []
    pager.addEventObserver { lines.append("\($0)") }
    try pager.scroll(to: 1, animated: false)
    #expect(
      lines == [
        "willChangePage Home#0 → Trending#1 forward programmatic",
        "didScroll 1.0",
        "didChangePage Home#0 → Trending#1 forward programmatic",
      ])
  }
}

/// A delegate conforms without naming its page identity: the compiler infers it from the one
/// method it implements.
@Suite struct PagerDelegateInferenceTests {
  final class SettledLog: PagerDelegate {
    var settled: [String?] = []
    func pagerDidChangePage(_ change: PageChange<String>) { settled.append(change.to) }
  }

  @Test func aDelegateImplementingOneMethodNeedsNoTypealias() throws {
    let pager = try Pager(
      source: ArrayPageSource(["a", "b", "c"], id: \.self),
      configuration: .init(viewportLength: 100))
    let log = SettledLog()
    pager.delegate = log
    try pager.scroll(to: 2, animated: false)
    #expect(log.settled == ["c"])
  }
}
