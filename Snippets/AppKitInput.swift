// Input in AppKit: a view feeds its pager the mouse's drags (with their timestamps), the
// keyboard's special keys, and the scroll wheel and the trackpad (their phases, their momentum
// and whether their deltas are precise).
//
// The AppKit code builds for macOS (Docs/Input.md shows it). Elsewhere this snippet makes the
// same pager calls with the values AppKit would hand it: a mouse's notches, a trackpad's swipe
// and the momentum after it, and a vertical wheel on a horizontal pager.

import PageKitCore

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  final class PagerNSView: NSView {
    let pager: Pager<ArrayPageSource<String, Int>, SlideTransition>
    /// Whether a mouse's vertical wheel moves this horizontal pager (by default it scrolls
    /// what is around it).
    var wheelMovesPages = false
    private var timer: Timer?

    init(titles: [String], width: CGFloat) throws {
      pager = try Pager(
        source: ArrayPageSource(titles), configuration: PagerConfiguration(viewportLength: width))
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }

    override var isFlipped: Bool { true }  // y grows down, as the pager reads it

    // MARK: Mouse

    override func mouseDown(with event: NSEvent) {
      let point = convert(event.locationInWindow, from: nil)
      try? pager.pointerDown(x: point.x, y: point.y, timestamp: event.timestamp)
    }

    override func mouseDragged(with event: NSEvent) {
      let point = convert(event.locationInWindow, from: nil)
      try? pager.pointerMove(x: point.x, y: point.y, timestamp: event.timestamp)
    }

    override func mouseUp(with event: NSEvent) {
      let point = convert(event.locationInWindow, from: nil)
      try? pager.pointerUp(x: point.x, y: point.y, timestamp: event.timestamp)
      startFrames()
    }

    // MARK: Keys

    override var acceptsFirstResponder: Bool { true }

    override func keyDown(with event: NSEvent) {
      // A key the pager does not take, or one with nowhere to go, goes up the chain.
      guard let key = Self.pagerKey(for: event.specialKey), pager.destination(for: key) != nil
      else {
        super.keyDown(with: event)
        return
      }
      try? pager.press(key)
      startFrames()
    }

    static func pagerKey(for key: NSEvent.SpecialKey?) -> PagerKey? {
      guard let key else { return nil }
      switch key {
      case .leftArrow: return .left
      case .rightArrow: return .right
      case .upArrow: return .up
      case .downArrow: return .down
      case .home: return .first
      case .end: return .last
      case .pageUp: return .pageUp
      case .pageDown: return .pageDown
      default: return nil
      }
    }

    // MARK: Wheel and trackpad

    override func scrollWheel(with event: NSEvent) {
      guard let phase = Self.wheelPhase(of: event) else { return }
      // AppKit's deltas have the other sign than a browser's: negate them.
      var deltaX = -Double(event.scrollingDeltaX)
      var deltaY = -Double(event.scrollingDeltaY)
      if wheelMovesPages, !event.hasPreciseScrollingDeltas, deltaX == 0 {
        (deltaX, deltaY) = (deltaY, 0)  // a mouse's one wheel, fed as horizontal by choice
      }
      let unit: WheelEvent.Unit = event.hasPreciseScrollingDeltas ? .points : .lines
      try? pager.scrollWheel(
        WheelEvent(
          deltaX: deltaX, deltaY: deltaY, unit: unit, phase: phase, timestamp: event.timestamp))
      // Mostly across the axis: not the pager's, so what scrolls around it gets it too.
      if abs(deltaY) > abs(deltaX) { super.scrollWheel(with: event) }
      startFrames()
    }

    /// The pager's phase for a scroll event: `nil` for fingers resting on the trackpad.
    static func wheelPhase(of event: NSEvent) -> WheelEvent.Phase? {
      let momentum = event.momentumPhase
      if momentum.contains(.began) { return .momentumBegan }
      if momentum.contains(.ended) || momentum.contains(.cancelled) { return .momentumEnded }
      if !momentum.isEmpty { return .momentumChanged }
      let phase = event.phase
      if phase.contains(.began) { return .began }
      if phase.contains(.ended) { return .ended }
      if phase.contains(.cancelled) { return .cancelled }
      if phase.contains(.changed) || phase.contains(.stationary) { return .changed }
      if phase.contains(.mayBegin) { return nil }
      return WheelEvent.Phase.none  // a mouse's notch (`.none` alone would be Optional's)
    }

    // MARK: Time

    private func startFrames() {
      guard timer == nil, pager.phase == .settling else { return }
      timer = Timer.scheduledTimer(
        timeInterval: 1.0 / 60, target: self, selector: #selector(tick), userInfo: nil,
        repeats: true)
    }

    @objc private func tick() {
      try? pager.advance(to: ProcessInfo.processInfo.systemUptime)
      needsLayout = true  // layout applies pager.livePages' placements
      if pager.phase != .settling {
        timer?.invalidate()
        timer = nil
      }
    }
  }
#else
  // Without AppKit: the calls the view makes, with the values AppKit would hand it.
  let pager = try Pager(
    source: ArrayPageSource(["Red", "Green", "Blue", "Yellow"]),
    configuration: PagerConfiguration(viewportLength: 600))
  var clock = 0.0
  @MainActor func settle() throws {
    while pager.phase != .idle {
      clock += 1.0 / 60
      try pager.advance(to: clock)
    }
  }

  // A mouse's burst of three notches to the right, 30 ms apart: one page, not three.
  for notch in 0..<3 {
    try pager.scrollWheel(WheelEvent(deltaX: 1, unit: .lines, timestamp: 5 + Double(notch) * 0.03))
  }
  try settle()
  print("after a burst of notches: page \(pager.settledIndex)")

  // A vertical notch on this horizontal pager is not the pager's.
  try pager.scrollWheel(WheelEvent(deltaY: 1, unit: .lines, timestamp: 6))
  print("after a vertical notch: target \(pager.targetIndex)")

  // A trackpad's swipe (precise deltas, in points), then the system's momentum: ignored.
  try pager.scrollWheel(WheelEvent(deltaX: 10, phase: .began, timestamp: 8))
  for step in 1...4 {
    try pager.scrollWheel(WheelEvent(deltaX: 25, phase: .changed, timestamp: 8 + Double(step) / 60))
  }
  try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 8 + 5.0 / 60))
  let target = pager.targetIndex
  try pager.scrollWheel(WheelEvent(deltaX: 40, phase: .momentumBegan, timestamp: 8.1))
  try pager.scrollWheel(WheelEvent(deltaX: 20, phase: .momentumChanged, timestamp: 8.12))
  try pager.scrollWheel(WheelEvent(phase: .momentumEnded, timestamp: 8.3))
  try settle()
  print("after the swipe: page \(pager.settledIndex); target before the momentum \(target)")

  // Keys: End, then the right arrow with nowhere to go (passed on to super).
  try pager.press(.last)
  try settle()
  print("End: page \(pager.settledIndex); right arrow: \(pager.destination(for: .right) ?? -1)")
#endif
