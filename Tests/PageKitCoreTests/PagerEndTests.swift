import PageKitCore
import PageKitTestSupport
import Testing

/// The end observers: an approach to a bounded end fires once, when the settled or target page
/// comes within the distance, and again only after a reload moves that end outward; never in a
/// loop. A release drawn past an end by more than the overscroll is heard with how far.
@Suite struct PagerEndTests {
  /// A pager of `count` pages with an end observer recording what it hears.
  static func watched(
    count: Int = 10, initialIndex: Int = 0, circular: Bool = false, within: Int? = 2,
    pastEndBy: Double? = nil
  ) throws -> (Pager<AnyCircular, SlideTransition>, Box) {
    let (pager, _) = try makePager(count: count, initialIndex: initialIndex, circular: circular)
    let heard = Box()
    try pager.addEndObserver(within: within, pastEndBy: pastEndBy) { heard.events.append($0) }
    return (pager, heard)
  }

  final class Box {
    var events: [PagerEndEvent] = []
  }

  static func settle<Source: PageSource>(_ pager: Pager<Source, SlideTransition>) throws {
    var time = (pager.currentTime ?? 0) + 1.0 / 60
    while pager.phase != .idle, time < 100 {
      try pager.advance(to: time)
      time += 1.0 / 60
    }
  }

  static func pages(_ count: Int) -> AnyCircular {
    AnyCircular(ArrayPageSource((0..<count).map { "p\($0)" }, id: \.self), circular: false)
  }

  // MARK: Approaches

  /// The target coming within two pages of the last fires once, with the page and what remains;
  /// going on to the last page fires nothing more.
  @Test func anApproachToTheLastPageFiresOnce() throws {
    let (pager, heard) = try Self.watched(initialIndex: 4)
    try pager.advance(to: 0)
    try pager.scroll(to: 6)
    try Self.settle(pager)
    #expect(heard.events.isEmpty)
    try pager.scroll(to: 7)
    // At the command: the target is page 7, before the motion moves.
    #expect(heard.events == [.approached(.last, index: 7, remaining: 2)])
    try Self.settle(pager)
    for page in [8, 9, 5, 9] {
      try pager.scroll(to: page)
      try Self.settle(pager)
    }
    #expect(heard.events == [.approached(.last, index: 7, remaining: 2)])
  }

  /// A reload that extends the source re-arms the last end: at once when the page is still
  /// within the distance of the new end, else when it comes within it again. One that does
  /// not extend it (nothing more loaded) stays quiet.
  @Test func aReloadThatExtendsTheSourceReArmsTheEnd() throws {
    let (pager, heard) = try Self.watched(initialIndex: 8)
    try pager.advance(to: 0)
    #expect(heard.events == [.approached(.last, index: 8, remaining: 1)])
    try pager.reload(Self.pages(10))
    #expect(heard.events.count == 1, "nothing new loaded: quiet")
    try pager.reload(Self.pages(11))
    #expect(heard.events.last == .approached(.last, index: 8, remaining: 2))
    try pager.reload(Self.pages(30))
    #expect(heard.events.count == 2, "page 8 of 30 is not near the end")
    try pager.scroll(to: 27)
    #expect(heard.events.last == .approached(.last, index: 27, remaining: 2))
    #expect(heard.events.count == 3)
  }

  /// The first end: a pager moving back toward page 0 hears it.
  @Test func anApproachToTheFirstPage() throws {
    let (pager, heard) = try Self.watched(initialIndex: 5, within: 1)
    try pager.advance(to: 0)
    try pager.scroll(to: 2)
    #expect(heard.events.isEmpty)
    try pager.scroll(to: 1)
    #expect(heard.events == [.approached(.first, index: 1, remaining: 1)])
  }

  /// A drag whose target crosses into the distance fires during the drag, as the target says;
  /// a cancelled drag does not fire it again.
  @Test func aDragsTargetCountsAsItComes() throws {
    let (pager, heard) = try Self.watched(count: 5, initialIndex: 2, within: 1)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -40)
    #expect(heard.events.isEmpty)
    try pager.drag(by: -20)
    #expect(pager.targetIndex == 3)
    #expect(heard.events == [.approached(.last, index: 3, remaining: 1)])
    try pager.drag(by: 60)
    try pager.endDrag(velocity: 0)
    try Self.settle(pager)
    try pager.scroll(to: 3)
    #expect(heard.events.count == 1)
  }

  /// An observer added while the page is already near an end hears it at the end of the next
  /// call, a frame included.
  @Test func anObserverAddedNearAnEndHearsItAtTheNextCall() throws {
    let (pager, _) = try makePager(count: 4, initialIndex: 3)
    var heard: [PagerEndEvent] = []
    try pager.addEndObserver(within: 0) { heard.append($0) }
    #expect(heard.isEmpty)
    try pager.advance(to: 0)
    #expect(heard == [.approached(.last, index: 3, remaining: 0)])
  }

  /// A loop has no ends: nothing fires, however far it goes.
  @Test func aLoopHasNoEnds() throws {
    let (pager, heard) = try Self.watched(count: 5, circular: true, within: 4, pastEndBy: 0)
    try pager.advance(to: 0)
    for page in [4, 0, 3, 1] {
      try pager.scroll(to: page)
      try Self.settle(pager)
    }
    try pager.beginDrag()
    try pager.drag(by: 300)
    try pager.endDrag(velocity: 0)
    #expect(heard.events.isEmpty)
  }

  /// A source without an end on one side has no approach there.
  @Test func aSourceWithoutAnEndHasNoApproachThere() throws {
    let pager = try Pager(
      source: UnboundedPageSource<Int>(first: 0, end: nil) { $0 }, initialIndex: 3,
      configuration: PagerConfiguration(viewportLength: 100))
    var heard: [PagerEndEvent] = []
    try pager.addEndObserver(within: 2) { heard.append($0) }
    try pager.advance(to: 0)
    #expect(heard.isEmpty)
    try pager.scroll(to: 2)
    try pager.scroll(to: 1_000)
    #expect(heard == [.approached(.first, index: 2, remaining: 2)])
  }

  // MARK: Releases past an end

  /// A release drawn past the first page by more than the overscroll is heard with how far it
  /// was drawn (the rubber band's offset, in points); one drawn less is not.
  @Test func aReleasePastTheFirstPage() throws {
    let (pager, heard) = try Self.watched(count: 3, within: nil, pastEndBy: 20)
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: 15)
    try pager.endDrag(velocity: 0)
    #expect(heard.events.isEmpty)
    try Self.settle(pager)
    try pager.beginDrag()
    try pager.drag(by: 150)
    let drawn = -pager.contentOffset
    #expect(drawn > 20 && drawn < 150, "the rubber band resists")
    try pager.endDrag(velocity: 300)
    #expect(heard.events == [.releasedPastEnd(.first, overscroll: drawn)])
  }

  /// Past the last page of an item layout, the overscroll is the offset beyond the largest
  /// resting one.
  @Test func aReleasePastTheLastItem() throws {
    let pager = try Pager(
      source: Self.pages(6), layout: .uniform(itemLength: 100, spacing: 10),
      initialIndex: 5, configuration: PagerConfiguration(viewportLength: 250))
    var heard: [PagerEndEvent] = []
    try pager.addEndObserver(pastEndBy: 10) { heard.append($0) }
    try pager.advance(to: 0)
    try pager.beginDrag()
    try pager.drag(by: -120)
    let drawn = pager.contentOffset - pager.maxContentOffset
    #expect(drawn > 10)
    try pager.endDrag(velocity: 0)
    #expect(heard == [.releasedPastEnd(.last, overscroll: drawn)])
    #expect(heard.first?.description == "released past last by \(drawn) points")
  }

  // MARK: Order, re-entrance, removal

  /// An end observer hears the call after the live window's delta and before the call's events;
  /// a "load more" that reloads from the observer is a call of its own, and nothing is heard
  /// twice.
  @Test func loadingMoreFromTheObserver() throws {
    let (pager, _) = try makePager(count: 6, initialIndex: 2)
    var order: [String] = []
    var loaded = 6
    pager.addLiveWindowObserver { _ in order.append("delta") }
    pager.addEventObserver { event in
      if case .willChangePage = event { order.append("will") }
    }
    try pager.addEndObserver(within: 1) { event in
      order.append("\(event)")
      guard case .approached(.last, _, _) = event else { return }
      loaded += 5
      try? pager.reload(Self.pages(loaded))
    }
    try pager.advance(to: 0)
    #expect(order.isEmpty)
    // A far jump: its destination is made live at the command. The reload the observer makes
    // delivers its own delta (the pages made again) and then the events waiting, in order.
    try pager.scroll(to: 4)
    #expect(
      Array(order.prefix(4)) == [
        "delta", "approached last: page 4, 1 remaining", "delta", "will",
      ])
    #expect(loaded == 11)
    try Self.settle(pager)
    try pager.scroll(to: 9)
    try Self.settle(pager)
    #expect(loaded == 16)
    #expect(pager.count == 16 && pager.settledIndex == 9)
    #expect(order.filter { $0.hasPrefix("approached") }.count == 2)
  }

  @Test func aRemovedObserverHearsNothing() throws {
    let (pager, _) = try makePager(count: 4)
    var heard = 0
    let token = try pager.addEndObserver(within: 0) { _ in heard += 1 }
    pager.removeEndObserver(token)
    pager.removeEndObserver(token)
    try pager.scroll(to: 3)
    #expect(heard == 0)
  }

  // MARK: Bad input

  @Test func badThresholdsAreTypedErrorsAndAttachNothing() throws {
    let (pager, _) = try makePager(count: 4)
    var heard = 0
    #expect(throws: PagerError.invalidConfiguration(.endDistance(-1))) {
      try pager.addEndObserver(within: -1) { _ in heard += 1 }
    }
    #expect(throws: PagerError.invalidConfiguration(.endOverscroll(-5))) {
      try pager.addEndObserver(within: 0, pastEndBy: -5) { _ in heard += 1 }
    }
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(throws: PagerError.nonFiniteValue) {
        try pager.addEndObserver(within: 0, pastEndBy: value) { _ in heard += 1 }
      }
    }
    try pager.scroll(to: 3)
    #expect(heard == 0)
  }
}
