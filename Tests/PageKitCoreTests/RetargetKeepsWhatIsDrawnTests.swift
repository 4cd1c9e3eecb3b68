import PageKitCore
import PageKitTestSupport
import Testing

/// A command re-splices from what is drawn now: at the call every visible page keeps where it is
/// drawn (a retarget starts from the current position and velocity, without a jump), and the
/// motion then plays from there without a visible page disappearing while visible, nor an item
/// drawn twice.
@Suite struct RetargetKeepsWhatIsDrawnTests {
  typealias Pages = Pager<ArrayPageSource<String, Int>, SlideTransition>

  /// Full pages by index, `pageLength` points each, resting on `index` at time 1000.
  static func pages(_ count: Int, pageLength: Double, at index: Int = 0) throws -> Pages {
    let keys = ["a", "b", "c", "d", "e", "f", "g", "h"].prefix(count)
    let pager = try Pager(
      source: ArrayPageSource(Array(keys)), initialIndex: index,
      configuration: PagerConfiguration(viewportLength: pageLength))
    try pager.advance(to: 1000)
    return pager
  }

  // MARK: Bug 1: a command from the rubber band before the first page

  /// Bug 1: released in the rubber band before the first page (page a drawn 18 points in), a
  /// far command drew page a at 0 at the call (the anchor's slot position was clamped to the
  /// strip's start) while `scroll(to: 1)` kept it at +0.18.
  @Test func aCommandFromTheRubberBandBeforeTheFirstPageKeepsPageAWhereItIsDrawn() throws {
    // Given five pages released slowly 40 points into the rubber band before page a
    let pager = try Self.pages(5, pageLength: 100)
    try pager.beginDrag()
    try pager.drag(by: 40)
    try pager.endDrag(velocity: 0)
    #expect(abs(pager.position + 0.18) < 0.005)
    let before = DrawnPages(pager)
    #expect(abs((before.origins[0] ?? 0) - 18) < 0.5)
    // When the pager is sent to page c
    try pager.scroll(to: 2, animated: true)
    // Then nothing moves at the call, and the motion plays from there to page c
    #expect(pager.position == before.position)
    DrawnPages(pager).expectKeeps(before)
    try Self.expectPlaysWithoutAJump(pager, from: before, toIndex: 2)
  }

  /// Bug 1's variations: other page lengths and destinations, before the first page and (the
  /// mirror case) past the last.
  @Test(arguments: [
    // (pageLength, drag, destination)
    (100.0, 40.0, 1), (100.0, 40.0, 4), (320.0, 90.0, 2), (375.0, 30.0, 3),
    (100.0, -40.0, 2), (100.0, -40.0, 0), (320.0, -90.0, 1), (375.0, -30.0, 3),
  ])
  func aCommandFromTheRubberBandKeepsWhatIsDrawn(
    pageLength: Double, drag: Double, destination: Int
  ) throws {
    let pager = try Self.pages(5, pageLength: pageLength, at: drag > 0 ? 0 : 4)
    try pager.beginDrag()
    try pager.drag(by: drag)
    try pager.endDrag(velocity: 0)
    #expect(pager.position < 0 || pager.position > 4)
    let before = DrawnPages(pager)
    try pager.scroll(to: destination, animated: true)
    #expect(pager.position == before.position)
    DrawnPages(pager).expectKeeps(before)
    try Self.expectPlaysWithoutAJump(pager, from: before, toIndex: destination)
  }

  // MARK: Bug 2: a retarget onto a page between a splice's two ends

  /// Four pages of 320 points settled on d, sent to b and caught a quarter second in (b at
  /// -0.06, d at +0.938): the jump from d to b.
  static func caughtInAJumpFromDToB(pageLength: Double = 320) throws -> Pages {
    let pager = try pages(4, pageLength: pageLength, at: 3)
    try pager.scroll(to: 1, animated: true)
    try pager.advance(to: 1000.25)
    return pager
  }

  /// Bug 2: the next page after b, c, lies between the splice's ends (b drawn beside d): the
  /// retarget drew c in d's slot, and d, on screen, vanished.
  @Test func aRetargetOntoAPageBetweenASplicesEndsKeepsTheVisiblePages() throws {
    // Given the jump from d to b, b and d on screen
    let pager = try Self.caughtInAJumpFromDToB()
    #expect(abs(pager.position - 1.1234) < 0.001)
    let before = DrawnPages(pager)
    #expect(before.ids == [1, 3])
    #expect(abs((before.offsets[1] ?? 0) + 0.06) < 0.01)
    #expect(abs((before.offsets[3] ?? 0) - 0.938) < 0.01)
    // When the pager is sent on to the next page, c
    try pager.scrollToNext(animated: true)
    // Then b and d stay where they are drawn, and the motion to c plays without d vanishing
    DrawnPages(pager).expectKeeps(before)
    try Self.expectPlaysWithoutAJump(pager, from: before, toIndex: 2)
  }

  /// Bug 2's variations: other page lengths and moments, the mirror case (a jump forward from a
  /// to c, sent to b), and a reload mid-jump before the retarget.
  @Test(arguments: [
    // (pageLength, time after the jump, mirror, reload)
    (320.0, 0.25, false, true), (100.0, 0.25, false, false), (375.0, 0.1, false, false),
    (375.0, 0.35, false, true), (320.0, 0.25, true, false), (100.0, 0.1, true, true),
    (375.0, 0.3, true, false),
  ])
  func aRetargetOntoAPageBetweenASplicesEndsKeepsWhatIsDrawn(
    pageLength: Double, elapsed: Double, mirror: Bool, reload: Bool
  ) throws {
    let pager = try Self.pages(4, pageLength: pageLength, at: mirror ? 0 : 3)
    try pager.scroll(to: mirror ? 2 : 1, animated: true)
    try pager.advance(to: 1000 + elapsed)
    if reload { try pager.reload(pager.source) }
    let before = DrawnPages(pager)
    #expect(before.ids.count == 2)
    try pager.scroll(to: mirror ? 1 : 2, animated: true)
    DrawnPages(pager).expectKeeps(before)
    try Self.expectPlaysWithoutAJump(pager, from: before, toIndex: mirror ? 1 : 2)
  }

  // MARK: Checks

  /// Plays the motion in 60 Hz frames to rest on `index`: between two frames no visible page
  /// moves more than a third of a page, none disappears while it was drawn well inside the
  /// viewport, and no page is drawn twice.
  static func expectPlaysWithoutAJump(
    _ pager: Pages, from start: DrawnPages, toIndex index: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var previous = DrawnPages(pager)
    var now = pager.currentTime ?? 0
    var frames = 0
    while pager.phase == .settling, frames < 600 {
      now += 1.0 / 60
      try pager.advance(to: now)
      frames += 1
      let drawn = DrawnPages(pager)
      drawn.expectNoPageTwice(sourceLocation: sourceLocation)
      for (id, offset) in previous.offsets {
        guard let next = drawn.offsets[id] else {
          // Gone: it must have been leaving the viewport.
          #expect(
            abs(offset) > 2.0 / 3, "page \(id) vanished at \(offset) (frame \(frames))",
            sourceLocation: sourceLocation)
          continue
        }
        #expect(
          abs(next - offset) < 1.0 / 3, "page \(id) jumped \(offset) → \(next) (frame \(frames))",
          sourceLocation: sourceLocation)
      }
      previous = drawn
    }
    #expect(pager.phase == .idle, sourceLocation: sourceLocation)
    #expect(pager.settledIndex == index, sourceLocation: sourceLocation)
  }
}

/// The visible pages of a full-page pager: each page's offset from the viewport (in pages) and
/// its origin (in points), by identity.
struct DrawnPages {
  var position: Double
  var offsets: [Int: Double] = [:]
  var origins: [Int: Double] = [:]
  var counts: [Int: Int] = [:]

  init(_ pager: RetargetKeepsWhatIsDrawnTests.Pages) {
    position = pager.position
    for page in pager.livePages where !page.placement.isHidden && abs(page.offset) < 1 {
      offsets[page.id] = page.offset
      origins[page.id] = page.origin
      counts[page.id, default: 0] += 1
    }
  }

  /// The visible pages' identities, in order.
  var ids: [Int] { offsets.keys.sorted() }

  /// Every page visible in `before` is drawn where it was (within 1e-9 of a page).
  func expectKeeps(_ before: DrawnPages, sourceLocation: SourceLocation = #_sourceLocation) {
    expectNoPageTwice(sourceLocation: sourceLocation)
    for (id, offset) in before.offsets {
      let now = offsets[id]
      #expect(now != nil, "page \(id) vanished at the call", sourceLocation: sourceLocation)
      guard let now else { continue }
      #expect(
        abs(now - offset) < 1e-9, "page \(id) moved \(offset) → \(now) at the call",
        sourceLocation: sourceLocation)
    }
  }

  func expectNoPageTwice(sourceLocation: SourceLocation = #_sourceLocation) {
    for (id, count) in counts where count > 1 {
      Issue.record("page \(id) drawn \(count) times", sourceLocation: sourceLocation)
    }
  }
}
