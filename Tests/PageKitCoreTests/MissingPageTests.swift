import PageKitCore
import PageKitTestSupport
import Testing

/// A source with no page where a pager must rest is reported, never drawn as a blank: a typed
/// error where the call can throw (construction, reload), a conformance failure otherwise.
@Suite struct MissingPageTests {
  /// A source of `count` pages with none at the indices in `holes`.
  final class Holes: GeneratedPageSource<String> {
    let holes: Set<Int>
    init(count: Int, holes: Set<Int>) {
      self.holes = holes
      super.init(count: count)
    }
    override func makePage(at index: Int) -> String? {
      holes.contains(index) ? nil : "page \(index)"
    }
  }

  static let layouts: [PagerLayout] = [
    .fullPage, .uniform(itemLength: 80, spacing: 10),
    .variable(itemLengths: [80, 60, 90], spacing: 4),
  ]

  @Test(arguments: layouts)
  func aGeneratedSourceWithoutAMakerIsRefusedAtConstruction(layout: PagerLayout) {
    // Given a generated source of three pages with neither a closure nor an override
    let source = GeneratedPageSource<String>(count: 3)
    // Then a pager over it throws, naming the page it would have rested on
    #expect(throws: PagerError.missingPage(index: 0)) {
      _ = try Pager(
        source: source, layout: layout, configuration: PagerConfiguration(viewportLength: 100))
    }
    #expect(throws: PagerError.missingPage(index: 2)) {
      _ = try Pager(
        source: source, layout: layout, initialIndex: 2,
        configuration: PagerConfiguration(viewportLength: 100))
    }
    // And the conformance checker reports every page it lacks
    let failures = checkPageSource(source)
    #expect(failures.filter { $0.rule == "page(at:)" }.count == 3, "\(failures)")
  }

  @Test func aHoleAtTheInitialIndexIsRefusedAndElsewhereIsNot() throws {
    let source = Holes(count: 5, holes: [2])
    #expect(throws: PagerError.missingPage(index: 2)) {
      _ = try Pager(source: source, initialIndex: 2, configuration: .init(viewportLength: 100))
    }
    // A hole the pager does not rest on is the checker's to report
    let pager = try Pager(
      source: source, initialIndex: 0, configuration: .init(viewportLength: 100))
    #expect(pager.settledIndex == 0)
    #expect(checkPageSource(source).contains { $0.rule == "page(at:)" && $0.detail.contains("2") })
  }

  @Test(arguments: layouts)
  func aReloadOntoASourceWithoutTheRestingPageThrowsAndChangesNothing(layout: PagerLayout) throws {
    // Given a pager resting on page 1 of three
    let pager = try Pager(
      source: Holes(count: 3, holes: []), layout: layout, initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    let before = pager.livePages.map(\.page)
    // When the new source has no page 1 (the settled page by identity)
    #expect(throws: PagerError.missingPage(index: 1)) {
      try pager.reload(Holes(count: 3, holes: [1]))
    }
    // Then nothing changed and nothing was announced
    #expect(pager.source.holes.isEmpty)
    #expect(pager.settledIndex == 1 && pager.livePages.map(\.page) == before)
    #expect(recorder.events.isEmpty)
    // And when the settled page is gone, the page the reload would rest on is the one checked
    var shorter: PagerLayout?
    if case .variable(_, let spacing) = layout {
      shorter = .variable(itemLengths: [80], spacing: spacing)
    }
    #expect(throws: PagerError.missingPage(index: 0)) {
      try pager.reload(Holes(count: 1, holes: [0]), layout: shorter)
    }
    #expect(pager.source.count == 3 && recorder.events.isEmpty)
    // And a hole elsewhere is taken (nothing rests on it)
    try pager.reload(Holes(count: 3, holes: [2]))
    #expect(pager.settledIndex == 1)
  }

  @Test func aLayoutSwitchOntoASourceWithoutTheRestingPageThrows() throws {
    let pager = try Pager(
      source: Holes(count: 4, holes: []), initialIndex: 3,
      configuration: PagerConfiguration(viewportLength: 100))
    #expect(throws: PagerError.missingPage(index: 3)) {
      try pager.reload(Holes(count: 4, holes: [3]), layout: .uniform(itemLength: 50))
    }
    #expect(pager.layout == .fullPage && pager.settledIndex == 3)
  }

  @Test func aLayoutSwitchMidSettleOntoASourceWithoutTheTargetsPageThrowsAndChangesNothing()
    throws
  {
    // Given full pages settling from 1 toward 3
    let pager = try Pager(
      source: Holes(count: 4, holes: []), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 100))
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    try pager.advance(to: 0)
    try pager.scroll(to: 3)
    try pager.advance(to: 0.05)
    let position = pager.position
    recorder.reset()
    // When a switch to cards is asked with a source that has no page 3, where the settle would
    // come to rest
    #expect(throws: PagerError.missingPage(index: 3)) {
      try pager.reload(Holes(count: 4, holes: [3]), layout: .uniform(itemLength: 50))
    }
    // Then nothing changed: the settle goes on, unannounced
    #expect(pager.layout == .fullPage && pager.phase == .settling)
    #expect(pager.position == position && pager.targetIndex == 3)
    #expect(recorder.events.isEmpty)
  }

  @Test func aSourceWithoutACountIsCheckedAtItsInitialIndex() {
    final class Days: UnboundedPageSource<String> {
      override func makePage(at index: Int) -> String? { index == -3 ? nil : "day \(index)" }
    }
    let source = Days(first: nil, end: nil)
    #expect(throws: PagerError.missingPage(index: -3)) {
      _ = try Pager(source: source, initialIndex: -3, configuration: .init(viewportLength: 100))
    }
  }
}
