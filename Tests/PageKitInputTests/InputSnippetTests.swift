import Foundation
import PageKitCore
import Testing

/// The input guide (`Docs/Input.md`) and its snippets (`Snippets/UIKitInput.swift`,
/// `AppKitInput.swift`, `SwiftUIInput.swift`, `NestedPagers.swift`): the sequences their
/// PageKit-only parts run (a snippet cannot be imported by a test), with what the guide says
/// PageKit chose for each.
@Suite struct InputSnippetTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  typealias Colors = Pager<ArrayPageSource<String, Int>, SlideTransition>

  static func pager(_ titles: [String] = ["Red", "Green", "Blue"], width: Double = 375) throws
    -> Colors
  {
    try Pager(
      source: ArrayPageSource(titles), configuration: PagerConfiguration(viewportLength: width))
  }

  static func settle(_ pager: Colors, clock: inout Double) throws {
    var frames = 0
    while pager.phase != .idle && frames < 600 {
      frames += 1
      clock += 1.0 / 60
      try pager.advance(to: clock)
    }
  }

  static func text(_ relative: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
  }

  // MARK: Touches and the pointer

  @Test func theTouchSlopIsEightPointsAndATouchWithinItMovesNothing() throws {
    // The UIKit snippet's touch: down, 6 points, then a flick to the left.
    #expect(PagerConfiguration.standardTouchSlop == 8)
    let pager = try Self.pager()
    try pager.pointerDown(x: 300, y: 200, timestamp: 10.000)
    try pager.pointerMove(x: 294, y: 201, timestamp: 10.016)
    #expect(pager.pointerPhase == .pressed)
    #expect(pager.contentOffset == 0)
    try pager.pointerMove(x: 250, y: 203, timestamp: 10.033)
    #expect(pager.pointerPhase == .dragging)
    // The drag begins with the movement past the slop: the content does not jump by it.
    #expect(abs(pager.contentOffset - (50 - 8)) < 1e-9)
    try pager.pointerMove(x: 190, y: 204, timestamp: 10.050)
    try pager.pointerUp(x: 170, y: 204, timestamp: 10.060)
    var clock = 0.0
    try Self.settle(pager, clock: &clock)
    #expect(pager.settledIndex == 1)
  }

  @Test func aDragAcrossTheAxisIsIgnoredAndATieGoesAlongIt() throws {
    // The SwiftUI snippet's two drags on a horizontal pager.
    let pager = try Self.pager(width: 390)
    try pager.pointerDown(x: 200, y: 100, timestamp: 1.00)
    try pager.pointerMove(x: 195, y: 112, timestamp: 1.02)
    #expect(pager.pointerPhase == .ignored)
    try pager.pointerUp(x: 190, y: 160, timestamp: 1.10)
    #expect(pager.contentOffset == 0)
    try pager.pointerDown(x: 200, y: 100, timestamp: 2.00)
    try pager.pointerMove(x: 191, y: 109, timestamp: 2.02)
    #expect(pager.pointerPhase == .dragging)
    #expect(abs(pager.contentOffset - 1) < 1e-9)
    try pager.pointerCancel()
    #expect(pager.pointerPhase == .up)
  }

  // MARK: Keys and the Crown

  @Test func aKeyWithNowhereToGoChangesNothingAndHasNoDestination() throws {
    // The UIKit snippet's two Home presses, the AppKit snippet's End and right arrow.
    let pager = try Self.pager()
    var clock = 0.0
    try pager.scroll(to: 2, animated: false)
    #expect(pager.destination(for: .first) == 0)
    try pager.press(.first)
    try Self.settle(pager, clock: &clock)
    #expect(pager.settledIndex == 0)
    #expect(pager.destination(for: .first) == nil)
    #expect(pager.destination(for: .up) == nil, "an arrow across the axis is not the pager's")
    var events = 0
    let token = pager.addEventObserver { _ in events += 1 }
    try pager.press(.first)
    try pager.press(.up)
    #expect(events == 0 && pager.phase == .idle)
    pager.removeEventObserver(token)
    try pager.press(.last)
    try Self.settle(pager, clock: &clock)
    #expect(pager.settledIndex == 2 && pager.destination(for: .right) == nil)
  }

  @Test func aCrownsDetentsAddUp() throws {
    let pager = try Self.pager(width: 390)
    try pager.rotate(byDetents: 0.75)
    #expect(pager.targetIndex == 0)
    try pager.rotate(byDetents: 0.25)
    #expect(pager.targetIndex == 1)
  }

  // MARK: Wheel and trackpad

  @Test func aBurstOfNotchesMovesOneStopAndAVerticalNotchIsNotAHorizontalPagers() throws {
    // The AppKit snippet's wheel.
    let pager = try Self.pager(["Red", "Green", "Blue", "Yellow"], width: 600)
    var clock = 0.0
    for notch in 0..<3 {
      try pager.scrollWheel(
        WheelEvent(deltaX: 1, unit: .lines, timestamp: 5 + Double(notch) * 0.03))
    }
    try Self.settle(pager, clock: &clock)
    #expect(pager.settledIndex == 1)
    try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .lines, timestamp: 6))
    #expect(pager.targetIndex == 1 && pager.phase == .idle)
    // Fed as horizontal (the AppKit snippet's `wheelMovesPages`), the same notch moves it.
    try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 7))
    #expect(pager.targetIndex == 2)
  }

  @Test func aTrackpadsSwipeDragsAndItsMomentumIsIgnored() throws {
    // The AppKit snippet's trackpad swipe and momentum.
    let pager = try Self.pager(["Red", "Green", "Blue", "Yellow"], width: 600)
    try pager.scrollWheel(WheelEvent(deltaX: 10, phase: .began, timestamp: 8))
    for step in 1...4 {
      try pager.scrollWheel(
        WheelEvent(deltaX: 25, phase: .changed, timestamp: 8 + Double(step) / 60))
    }
    #expect(pager.phase == .dragging)
    try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 8 + 5.0 / 60))
    let target = pager.targetIndex
    let offset = pager.contentOffset
    #expect(target == 1, "a flick of 110 points in 83 ms moves on")
    try pager.scrollWheel(WheelEvent(deltaX: 40, phase: .momentumBegan, timestamp: 8.1))
    try pager.scrollWheel(WheelEvent(deltaX: 20, phase: .momentumChanged, timestamp: 8.12))
    try pager.scrollWheel(WheelEvent(phase: .momentumEnded, timestamp: 8.3))
    #expect(pager.targetIndex == target && pager.contentOffset == offset)
  }

  @Test func theUIKitScrollPansDeltasAreTheFingersOpposite() throws {
    // The UIKit snippet's trackpad swipe: deltas toward the right move forward, as a finger
    // moving left does.
    let pager = try Self.pager()
    let deltas = [12.0, 30, 40, 30]
    for (step, delta) in deltas.enumerated() {
      let phase: WheelEvent.Phase = step == 0 ? .began : .changed
      try pager.scrollWheel(
        WheelEvent(deltaX: delta, phase: phase, timestamp: 20 + Double(step) / 60))
    }
    #expect(pager.contentOffset > 0)
    try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 20 + 4.0 / 60))
    #expect(pager.targetIndex == 1)
  }

  // MARK: Pagers in pagers

  @Test func theNestedSnippetHandsOverByBothPolicies() throws {
    let tabs = try Pager(
      source: ArrayPageSource(["Home", "Photos", "Settings"], id: \.self), initialIndex: 1,
      configuration: PagerConfiguration(viewportLength: 375))
    let carousel = try Pager(
      source: ArrayPageSource(Array(0..<4)), layout: .uniform(itemLength: 300, spacing: 10),
      configuration: PagerConfiguration(viewportLength: 375))
    let nested = NestedPagerCoordinator(parent: tabs, child: carousel, childPageID: "Photos")
    var clock = 0.0
    func settle() throws {
      for _ in 0..<180 {
        clock += 1.0 / 60
        try nested.advance(to: clock)
      }
    }
    // Within the gesture
    try nested.beginDrag()
    try nested.drag(by: -800)
    #expect(nested.driving == .child)
    try nested.drag(by: -100)
    #expect(nested.driving == .parent)
    try nested.endDrag(velocity: -1_200)
    try settle()
    #expect(tabs.settledPageID == "Settings" && carousel.settledIndex == 3)
    // On a new gesture
    try tabs.scroll(to: 1, animated: false)
    try carousel.scroll(to: 0, animated: false)
    nested.handOver = .onNewGesture
    try nested.beginDrag()
    try nested.drag(by: -900)
    try nested.endDrag(velocity: -1_200)
    try settle()
    #expect(tabs.settledPageID == "Photos" && carousel.settledIndex == 3)
    try nested.beginDrag()
    try nested.drag(by: -120)
    try nested.endDrag(velocity: -1_200)
    try settle()
    #expect(tabs.settledPageID == "Settings")
  }

  // MARK: The guide and its snippets

  static let snippets = [
    "Snippets/UIKitInput.swift", "Snippets/AppKitInput.swift", "Snippets/SwiftUIInput.swift",
    "Snippets/NestedPagers.swift",
  ]

  @Test func theGuideNamesEachSnippetAndEachRunsTheTestedCalls() throws {
    let guide = try Self.text("Docs/Input.md")
    for path in Self.snippets {
      #expect(guide.contains("](../\(path))"), "Docs/Input.md does not link \(path)")
    }
    // The PageKit-only parts make the calls tested above, with the same values.
    let calls = [
      "Snippets/UIKitInput.swift": [
        "try pager.pointerMove(x: 294, y: 201, timestamp: 10.016)",
        "for key in [PagerKey.first, .first] {",
      ],
      "Snippets/AppKitInput.swift": [
        "try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .lines, timestamp: 6))",
        "try pager.scrollWheel(WheelEvent(deltaX: 40, phase: .momentumBegan, timestamp: 8.1))",
      ],
      "Snippets/SwiftUIInput.swift": [
        "try pager.pointerMove(x: 195, y: 112, timestamp: 1.02)",
        "try pager.pointerMove(x: 191, y: 109, timestamp: 2.02)",
        "try pager.rotate(byDetents: 0.75)",
      ],
      "Snippets/NestedPagers.swift": [
        "try nested.drag(by: -800)", "nested.handOver = .onNewGesture",
        "try nested.drag(by: -120)  // from the edge, past it: the tabs'",
      ],
    ]
    for (path, lines) in calls {
      let snippet = try Self.text(path)
      for line in lines {
        #expect(snippet.contains(line), "\(path) no longer runs `\(line)`")
      }
    }
  }

  @Test func theGuideShowsTheHandOverPictureAndTheReadmeLinksIt() throws {
    let guide = try Self.text("Docs/Input.md")
    #expect(guide.contains("](images/nested-hand-over.svg)"))
    let readme = try Self.text("README.md")
    #expect(readme.contains("](Docs/Input.md)"))
  }
}
