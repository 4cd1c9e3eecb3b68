import PageKitCarousel
import PageKitCore
import PageKitSnap
import PageKitTestSupport
import Testing

/// A source that repeats an identity cannot keep an item by identity: a carousel refuses it at
/// construction and at reload with `PagerError.duplicatePageID`, and a refused reload changes
/// nothing and announces nothing, at rest, mid-drag and mid-settle.
@Suite struct CarouselDuplicateIDTests {
  typealias Keyed = Carousel<ArrayPageSource<String, String>, NearestSnap>

  /// "b" repeats at 3 (first at 1), and "a" at 5: the first repeat is reported.
  static let repeating = ["a", "b", "c", "b", "d", "a"]

  /// Everything a host reads of a carousel, to show that a refused call changed nothing.
  struct Observed: Equatable {
    var ids: [String?]
    var offset, position, contentLength: Double
    var phase: PagerPhase
    var currentIndex, targetIndex, settledIndex: Int
    var settledPageID: String?
    var items: [CarouselItem]

    init(_ carousel: Keyed) {
      ids = (0..<carousel.source.count).map { carousel.source.id(at: $0) }
      offset = carousel.offset
      position = carousel.position
      contentLength = carousel.contentLength
      phase = carousel.phase
      currentIndex = carousel.currentIndex
      targetIndex = carousel.targetIndex
      settledIndex = carousel.settledIndex
      settledPageID = carousel.settledPageID
      items = Array(carousel.items(transition: SlideTransition()))
    }
  }

  /// Five keyed cards at rest on "a", 120 points long with 10 of spacing in a 375-point
  /// viewport.
  func makeKeyed(isCircular: Bool) throws -> (Keyed, RecordingDelegate<String>) {
    let carousel = try Carousel(
      source: ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self), itemLength: 120,
      spacing: 10, viewportLength: 375, isCircular: isCircular)
    let recorder = RecordingDelegate<String>()
    carousel.delegate = recorder
    return (carousel, recorder)
  }

  // MARK: Construction

  @Test(arguments: [true, false])
  func constructionWithARepeatedIdentityThrows(isCircular: Bool) {
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try Carousel(
        source: ArrayPageSource(Self.repeating, id: \.self), itemLength: 100,
        viewportLength: 375, isCircular: isCircular)
    }
    // A circular source reports its base's repeat.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try Carousel(
        source: ArrayPageSource(Self.repeating, id: \.self).circular(), itemLength: 100,
        viewportLength: 375, isCircular: isCircular)
    }
  }

  @Test func indexIdentityNeverRepeats() throws {
    // Equal pages with index identity are distinct items.
    let carousel = try Carousel(
      source: ArrayPageSource(["same", "same", "same"]), itemLength: 375, viewportLength: 375)
    #expect(carousel.count == 3)
  }

  @Test func constructionChecksInTheOrderEveryControllerKeeps() {
    let source = ArrayPageSource(Self.repeating, id: \.self)
    // Non-finite before everything.
    #expect(throws: PagerError.nonFiniteValue) {
      try Carousel(source: source, itemLength: .nan, viewportLength: 0, initialIndex: 9)
    }
    // Geometry before a repeated identity.
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: source, itemLength: 0, viewportLength: 375, initialIndex: 9)
    }
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(source: source, itemLength: 400, viewportLength: 375, initialIndex: 9)
    }
    // A source without a count before a repeated identity.
    #expect(throws: PagerError.invalidConfiguration) {
      try Carousel(
        source: Reporting(duplicate: 3, isCounted: false), itemLength: 100, viewportLength: 375)
    }
    // A repeated identity before the range.
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try Carousel(source: source, itemLength: 100, viewportLength: 375, initialIndex: 9)
    }
    // With unique identities, the range.
    #expect(throws: PagerError.indexOutOfRange(index: 9, count: 5)) {
      try Carousel(
        source: ArrayPageSource(["a", "b", "c", "d", "e"], id: \.self), itemLength: 100,
        viewportLength: 375, initialIndex: 9)
    }
  }

  @Test func theFirstIndexIsTheOneTheSourceFindsForTheRepeatedIdentity() {
    // A source that reports a repeat it cannot find again names the repeat itself.
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 2)) {
      try Carousel(
        source: Reporting(duplicate: 2, lookup: false), itemLength: 100, viewportLength: 375)
    }
    #expect(throws: PagerError.duplicatePageID(index: 2, firstIndex: 0)) {
      try Carousel(source: Reporting(duplicate: 2), itemLength: 100, viewportLength: 375)
    }
  }

  // MARK: Reload

  @Test(arguments: [true, false])
  func aReloadAtRestWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards at rest on "a"
    let (carousel, recorder) = try makeKeyed(isCircular: isCircular)
    let before = Observed(carousel)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try carousel.reload(ArrayPageSource(Self.repeating, id: \.self))
    }
    // Then nothing changed and nothing was announced
    #expect(Observed(carousel) == before)
    #expect(recorder.events.isEmpty)
    #expect(carousel.checkInvariants().isEmpty)
    // And a valid reload still works
    try carousel.reload(ArrayPageSource(["x", "a", "y"], id: \.self))
    #expect(carousel.settledPageID == "a" && carousel.settledIndex == 1)
  }

  @Test(arguments: [true, false])
  func aReloadMidDragWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards dragged past half way toward "b"
    let (carousel, recorder) = try makeKeyed(isCircular: isCircular)
    try carousel.advance(to: 0)
    try carousel.beginDrag()
    try carousel.drag(by: -80)
    recorder.reset()
    let before = Observed(carousel)
    #expect(before.phase == .dragging && before.targetIndex == 1)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try carousel.reload(ArrayPageSource(Self.repeating, id: \.self))
    }
    // Then the drag goes on untouched, silently
    #expect(Observed(carousel) == before)
    #expect(recorder.events.isEmpty)
    #expect(carousel.checkInvariants().isEmpty)
    try carousel.endDrag(velocity: 0)
    try runUntilIdle(carousel, from: 0)
    #expect(carousel.settledPageID == "b")
    #expect(recorder.didChanges.map(\.to) == ["b"])
  }

  @Test(arguments: [true, false])
  func aReloadMidSettleWithARepeatedIdentityChangesNothing(isCircular: Bool) throws {
    // Given keyed cards settling from "a" toward "c"
    let (carousel, recorder) = try makeKeyed(isCircular: isCircular)
    try carousel.advance(to: 0)
    try carousel.scroll(to: 2)
    try carousel.advance(to: 0.1)
    recorder.reset()
    let before = Observed(carousel)
    #expect(before.phase == .settling && before.targetIndex == 2)
    // When a reload repeats an identity
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 1)) {
      try carousel.reload(ArrayPageSource(Self.repeating, id: \.self))
    }
    // Then the motion goes on untouched, silently, and lands as it would have
    #expect(Observed(carousel) == before)
    #expect(recorder.events.isEmpty)
    #expect(carousel.checkInvariants().isEmpty)
    try runUntilIdle(carousel, from: 0.1)
    #expect(carousel.settledPageID == "c")
    #expect(recorder.didChanges.map(\.to) == ["c"])
    #expect(recorder.didChanges.map(\.cause) == [.programmatic])
  }

  @Test func aReloadChecksTheCountBeforeTheIdentities() throws {
    let carousel = try Carousel(
      source: Reporting(), itemLength: 100, viewportLength: 375, initialIndex: 2)
    let recorder = RecordingDelegate<Int>()
    carousel.delegate = recorder
    #expect(throws: PagerError.invalidConfiguration) {
      try carousel.reload(Reporting(duplicate: 3, isCounted: false))
    }
    #expect(throws: PagerError.duplicatePageID(index: 3, firstIndex: 0)) {
      try carousel.reload(Reporting(duplicate: 3))
    }
    #expect(carousel.settledIndex == 2 && recorder.events.isEmpty)
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
