import Foundation
import PageKitCarousel
import PageKitCore
import PageKitTestFixtures
import PageKitTestSupport
import PageKitTrace
import Testing

/// A scroll view's callbacks are pager inputs (`PagerInput.scrollView`): the bridge applies them
/// through the pager's one entry, so a trace records them, a replay reproduces them, and a host
/// without the bridge can apply the same values.
@Suite struct ScrollViewBridgeInputTests {
  /// A loop (or a bounded shelf) of five 300-point cards 12 apart, centred in 375 points.
  static func pager(circular: Bool) throws -> Pager<AnyCircular, SlideTransition> {
    try Pager(
      source: AnyCircular(
        ArrayPageSource(["A", "B", "C", "D", "E"], id: \.self), circular: circular),
      layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  /// Two swipes and a fling through `bridge`, each decelerating to rest on the scroll view's
  /// own curve, then a re-grab mid-deceleration released without a fling.
  static func play<S: PageSource, T: TransitionStrategy>(on bridge: ScrollViewBridge<S, T>) {
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    var time = 0.0
    for (distance, velocity) in [(140.0, 900.0), (-90, -1_200), (260, 4_000)] {
      scrollView.drag(distance, bridge: bridge)
      scrollView.release(velocity: velocity, at: time, bridge: bridge)
      while scrollView.isDecelerating {
        time += 1.0 / 60
        _ = scrollView.frame(at: time, bridge: bridge)
      }
    }
    scrollView.drag(-200, bridge: bridge)
    scrollView.release(velocity: -2_000, at: time, bridge: bridge)
    for _ in 0..<5 {
      time += 1.0 / 60
      _ = scrollView.frame(at: time, bridge: bridge)
    }
    scrollView.isDecelerating = false
    scrollView.drag(30, steps: 3, bridge: bridge)
    scrollView.release(velocity: 0, at: time, bridge: bridge)
  }

  @Test(arguments: [true, false])
  func aBridgedSessionIsTracedAndReplaysIdentically(circular: Bool) throws {
    // Given a recorder on a bridged pager (a loop, or a bounded shelf)
    let pager = try Self.pager(circular: circular)
    let recorder = PagerTraceRecorder(recording: pager)
    let bridge = try ScrollViewBridge(pager: pager)
    // When a scroll view drives it
    Self.play(on: bridge)
    // Then every callback is a step of the trace, in the scroll view's words
    let trace = try #require(recorder.trace())
    let callbacks = trace.steps.compactMap { step -> ScrollViewCallback? in
      if case .scrollView(let callback) = step.input { callback } else { nil }
    }
    // (each check a Bool first: the callbacks are hundreds, too many to print)
    let flung = callbacks.contains {
      if case .willEndDragging(let velocity, _) = $0 { velocity == 4_000 } else { false }
    }
    let decelerated = callbacks.contains(.didEndDragging(willDecelerate: true))
    let rested = callbacks.contains(.didEndDecelerating)
    let scrolled = callbacks.filter { if case .didScroll = $0 { true } else { false } }.count
    #expect(callbacks.first == .willBeginDragging)
    #expect(callbacks.count == trace.steps.count)
    #expect(flung && decelerated && rested)
    #expect(scrolled > 100, "\(scrolled) scroll callbacks")
    // with what each produced: the releases announce their targets
    #expect(
      trace.steps.contains { step in
        step.outcome.events.contains { if case .didChangePage = $0 { true } else { false } }
      })
    // And a replay on a fresh pager produces the same, bit for bit
    #expect(try trace.replay() == .identical)
    // And the trace reads back from its JSON as it was written
    let json = try trace.jsonString()
    #expect(try PagerTrace<String>(json: json) == trace)
  }

  @Test(arguments: [true, false])
  func theBridgesCallbacksAreThePagersInputs(circular: Bool) throws {
    // Given two equal pagers, one behind a bridge and one fed the inputs directly
    let bridged = try Self.pager(circular: circular)
    let direct = try Self.pager(circular: circular)
    var bridgedEvents: [PagerEvent<String>] = []
    var directEvents: [PagerEvent<String>] = []
    bridged.addEventObserver { bridgedEvents.append($0) }
    direct.addEventObserver { directEvents.append($0) }
    let recorder = PagerTraceRecorder(recording: bridged)
    Self.play(on: try ScrollViewBridge(pager: bridged))
    // When the direct one applies the values the bridge applied
    let inputs = try #require(recorder.trace()).steps.map(\.input)
    for input in inputs {
      guard case .scrollView(let callback) = input else {
        Issue.record("not a scroll view's callback: \(input)")
        continue
      }
      try direct.apply(.scrollView(callback))
    }
    // Then both are in the same state and announced the same, once each
    #expect(!inputs.isEmpty)
    #expect(direct.position == bridged.position)
    #expect(direct.contentOffset == bridged.contentOffset)
    #expect(direct.settledIndex == bridged.settledIndex && direct.phase == bridged.phase)
    #expect(directEvents == bridgedEvents)
    #expect(bridgedEvents.contains { if case .didChangePage = $0 { true } else { false } })
  }

  @Test func aCallbackWithoutScrollViewContentChangesNothing() throws {
    // Given full pages (no content a scroll view can hold), at rest on 1
    let pager = try Pager(
      source: ArrayPageSource(["A", "B", "C"], id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    var events: [PagerEvent<String>] = []
    pager.addEventObserver { events.append($0) }
    let callbacks: [ScrollViewCallback] = [
      .willBeginDragging, .didScroll(contentOffset: 500),
      .willEndDragging(contentVelocity: 2_000, proposedContentOffset: 750),
      .didEndDragging(willDecelerate: false), .didEndDecelerating,
    ]
    // When each callback is applied, then nothing changes and nothing is announced
    for callback in callbacks {
      try pager.apply(.scrollView(callback))
      #expect(pager.phase == .idle && pager.position == 1 && pager.settledIndex == 1)
    }
    #expect(events.isEmpty)
  }

  @Test func aHandlerSeesTheCallbackWhole() throws {
    // Given a bridged loop whose page-change handler reads the pager
    let pager = try Self.pager(circular: true)
    let bridge = try ScrollViewBridge(pager: pager)
    var seen: [(index: Int?, phase: PagerPhase)] = []
    pager.addEventObserver { event in
      if case .didChangePage(let change) = event { seen.append((change.toIndex, pager.phase)) }
    }
    // When a swipe ends and the scroll view stops decelerating on the next card
    var scrollView = FakeScrollView(offset: bridge.contentOffset)
    scrollView.drag(140, bridge: bridge)
    scrollView.release(velocity: 900, at: 0, bridge: bridge)
    var time = 0.0
    while scrollView.isDecelerating {
      time += 1.0 / 60
      _ = scrollView.frame(at: time, bridge: bridge)
    }
    // Then the change is announced once, after the pager has come to rest on it
    #expect(seen.count == 1)
    #expect(seen.first?.index == 1 && seen.first?.phase == .idle)
    #expect(pager.settledIndex == 1)
  }
}
