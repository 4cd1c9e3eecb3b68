import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestFixtures
import PageKitTestSupport
import Testing

/// A source that repeats an identity cannot keep an item by identity: a pager with a uniform
/// item layout, looping or not, refuses it at construction and at reload with
/// `PagerError.duplicatePageID`, and a refused reload changes nothing and announces nothing, at
/// rest, mid-drag and mid-settle.
@Suite struct LoopDuplicateIDTests {
  typealias Keyed = Pager<Loopable<ArrayPageSource<String, String>>, SlideTransition>

  /// "b" repeats at 3 (first at 1), and "a" at 5: the first repeat is reported.
  static let repeating = ["a", "b", "c", "b", "d", "a"]

  /// A live page as drawn.
  struct Drawn: Equatable {
    var index, slot: Int
    var id: String
    var offset, origin, length: Double
    var placement: PagePlacement
  }

  /// Everything a host reads of a pager, to show that a refused call changed nothing.
  struct Observed: Equatable {
    var ids: [String?]
    var offset, position, maxContentOffset: Double
    var phase: PagerPhase
    var currentIndex, targetIndex, settledIndex: Int
    var settledPageID: String?
    var items: [Drawn]

    init(_ pager: Keyed) {
      ids = (0..<pager.source.count).map { pager.source.id(at: $0) }
      offset = pager.contentOffset
      position = pager.position
      maxContentOffset = pager.maxContentOffset
      phase = pager.phase
      currentIndex = pager.currentIndex
      targetIndex = pager.targetIndex
      settledIndex = pager.settledIndex
      settledPageID = pager.settledPageID
      items = pager.livePages.map {
        Drawn(
          index: $0.index, slot: $0.slot, id: $0.id, offset: $0.offset, origin: $0.origin,
          length: $0.length, placement: $0.placement)
      }
    }
  }

  /// Five keyed cards at rest on "a", 120 points long with 10 of spacing in a 375-point
  /// viewport.
  func makeKeyed(isCircular: Bool) throws -> (Keyed, RecordingDelegate<String>) {
    let pager = try Pager(
      source: Loopable(
        ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self), circular: isCircular),
      layout: .uniform(itemLength: 120, spacing: 10), snap: NearestSnap(),
      configuration: PagerConfiguration(viewportLength: 375))
    let recorder = RecordingDelegate<String>()
    pager.delegate = recorder
    return (pager, recorder)
  }

  /// A pager of `source` with a uniform item layout (releases snap to the nearest item).
  @discardableResult
  func make<S: PageSource>(
    _ source: S, itemLength: Double, viewport: Double, initialIndex: Int = 0
  ) throws -> Pager<S, SlideTransition> {
    try Pager(
      source: source, layout: .uniform(itemLength: itemLength), snap: NearestSnap(),
      initialIndex: initialIndex, configuration: PagerConfiguration(viewportLength: viewport))
  }

  // MARK: Construction

  @Test func constructionChecksInTheOrderEveryControllerKeeps() {
    let source = ArrayPageSource(Self.repeating, id: \.self).circular()
    // Non-finite before everything.
    #expect(throws: PagerError.nonFiniteValue) {
      try make(source, itemLength: .nan, viewport: 0, initialIndex: 9)
    }
    // Geometry before a repeated identity.
    #expect(throws: PagerError.invalidConfiguration(.itemLength(0))) {
      try make(source, itemLength: 0, viewport: 375, initialIndex: 9)
    }
    #expect(
      throws: PagerError.invalidConfiguration(
        .itemLongerThanViewport(itemLength: 400, viewportLength: 375))
    ) {
      try make(source, itemLength: 400, viewport: 375, initialIndex: 9)
    }
    // A source without a count is laid out (without looping): its repeated identity is
    // refused as any source's.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 0)) {
      try make(Reporting(duplicate: 3, isCounted: false).circular(), itemLength: 100, viewport: 375)
    }
    // A repeated identity before the range.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try make(source, itemLength: 100, viewport: 375, initialIndex: 9)
    }
    // With unique identities, the range.
    #expect(throws: PagerError.indexOutOfRange(index: 9, count: 5)) {
      try make(
        ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self).circular(), itemLength: 100,
        viewport: 375, initialIndex: 9)
    }
  }

  @Test(arguments: [true, false])
  func constructionWithARepeatedIdentityThrows(isCircular: Bool) {
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try make(
        Loopable(ArrayPageSource(Self.repeating, id: \.self), circular: isCircular),
        itemLength: 100, viewport: 375)
    }
    // A circular source reports its base's repeat.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try make(
        Loopable(ArrayPageSource(Self.repeating, id: \.self).circular(), circular: isCircular),
        itemLength: 100, viewport: 375)
    }
  }

  @Test func indexIdentityNeverRepeats() throws {
    // Equal pages with index identity are distinct items.
    let pager = try make(
      ArrayPageSource(["same", "same", "same"]).circular(), itemLength: 375, viewport: 375)
    #expect(pager.count == 3)
  }

  @Test func theFirstIndexIsTheOneTheSourceFindsForTheRepeatedIdentity() {
    // A source that reports a repeat it cannot find again names the repeat itself.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 2)) {
      try make(Reporting(duplicate: 2, lookup: false).circular(), itemLength: 100, viewport: 375)
    }
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try make(Reporting(duplicate: 2).circular(), itemLength: 100, viewport: 375)
    }
  }

  // MARK: Reload

  @Test(arguments: [true, false])
  func aReloadAtRestWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards at rest on "a"
    let (pager, recorder) = try makeKeyed(isCircular: isCircular)
    let before = Observed(pager)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try pager.reload(Loopable(ArrayPageSource(Self.repeating, id: \.self), circular: isCircular))
    }
    // Then nothing changed and nothing was announced
    #expect(Observed(pager) == before)
    #expect(recorder.events.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
    // And a valid reload still works
    try pager.reload(Loopable(ArrayPageSource(["x", "a", "y"], id: \.self), circular: isCircular))
    #expect(pager.settledPageID == "a" && pager.settledIndex == 1)
  }

  @Test(arguments: [true, false])
  func aReloadMidDragWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards dragged past half way toward "b"
    let (pager, recorder) = try makeKeyed(isCircular: isCircular)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -80)
    recorder.reset()
    let before = Observed(pager)
    #expect(before.phase == .dragging && before.targetIndex == 1)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try pager.reload(Loopable(ArrayPageSource(Self.repeating, id: \.self), circular: isCircular))
    }
    // Then the drag goes on untouched, silently
    #expect(Observed(pager) == before)
    #expect(recorder.events.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
    try pager.endDrag(velocity: 0)
    try runUntilIdle(pager, from: 0)
    #expect(pager.settledPageID == "b")
    #expect(recorder.didChanges.map(\.to) == ["b"])
  }

  @Test(arguments: [true, false])
  func aReloadMidSettleWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards settling from "a" toward "c"
    let (pager, recorder) = try makeKeyed(isCircular: isCircular)
    try pager.advance(to: 0)
    try pager.scroll(to: 2)
    try pager.advance(to: 0.1)
    recorder.reset()
    let before = Observed(pager)
    #expect(before.phase == .settling && before.targetIndex == 2)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try pager.reload(Loopable(ArrayPageSource(Self.repeating, id: \.self), circular: isCircular))
    }
    // Then the motion goes on untouched, silently, and lands as it would have
    #expect(Observed(pager) == before)
    #expect(recorder.events.isEmpty)
    #expect(pager.checkInvariants().isEmpty)
    try runUntilIdle(pager, from: 0.1)
    #expect(pager.settledPageID == "c")
    #expect(recorder.didChanges.map(\.to) == ["c"])
    #expect(recorder.didChanges.map(\.cause) == [.programmatic])
  }

  @Test func aReloadChecksTheLayoutBeforeTheIdentities() throws {
    let pager = try make(Reporting().circular(), itemLength: 100, viewport: 375, initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    pager.delegate = recorder
    // A variable layout over a source without a count is a configuration problem, found first…
    #expect(throws: PagerError.invalidConfiguration(.variableLayoutWithoutCount)) {
      try pager.reload(
        Reporting(duplicate: 3, isCounted: false).circular(),
        layout: .variable(itemLengths: [100], spacing: 0))
    }
    // …and uniform items over it meet the repeated identity.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 0)) {
      try pager.reload(Reporting(duplicate: 3, isCounted: false).circular())
    }
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 0)) {
      try pager.reload(Reporting(duplicate: 3).circular())
    }
    #expect(pager.settledIndex == 2 && recorder.events.isEmpty)
  }
}

/// Five integer pages that report `duplicate` as a repeat of page 0 (found by `index(of:)`
/// unless `lookup` is off), with or without a count.
private struct Reporting: PageSource {
  var duplicate: Int?
  var isCounted = true
  var lookup = true

  var count: Int { 5 }
  var bounds: PageBounds { isCounted ? PageBounds(first: 0, end: 5) : .unbounded }
  var firstDuplicateIndex: Int? { duplicate }

  func page(at index: Int) -> Int? { bounds.contains(index) ? index : nil }
  func id(at index: Int) -> Int? {
    guard bounds.contains(index) else { return nil }
    return index == duplicate ? 0 : index
  }
  func index(of id: Int) -> Int? { lookup && bounds.contains(id) ? id : nil }
}
