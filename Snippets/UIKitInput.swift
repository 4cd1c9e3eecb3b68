// Input in UIKit: a view feeds its pager raw touches (with their timestamps), a hardware
// keyboard's arrows, Home, End, Page Up and Page Down, and a trackpad's continuous scroll (a
// `UIPanGestureRecognizer` that takes scrolls only). The pager finds the drag, its axis and its
// release velocity itself.
//
// The UIKit code builds for iOS, tvOS, visionOS and Mac Catalyst (Docs/Input.md shows it; the
// trackpad's scroll needs iOS or visionOS). Elsewhere this snippet makes the same pager calls
// with the values UIKit would hand it: a touch, two keys, a trackpad's swipe.

import PageKitCore

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  final class PagerInputView: UIView {
    let pager: Pager<ArrayPageSource<String, Int>, SlideTransition>
    private var touch: UITouch?  // the one finger the pager follows
    private var displayLink: CADisplayLink?

    init(titles: [String], width: CGFloat) throws {
      pager = try Pager(
        source: ArrayPageSource(titles), configuration: PagerConfiguration(viewportLength: width))
      super.init(frame: .zero)
      isMultipleTouchEnabled = false
      #if os(iOS) || os(visionOS)
        // A trackpad's two-finger scroll, and only that: touches come to touchesBegan.
        let scroll = UIPanGestureRecognizer(target: self, action: #selector(scrolled(_:)))
        scroll.allowedScrollTypesMask = .continuous
        scroll.allowedTouchTypes = []
        addGestureRecognizer(scroll)
      #endif
    }
    required init?(coder: NSCoder) { nil }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard touch == nil, let first = touches.first else { return }
      touch = first
      let point = first.location(in: self)
      try? pager.pointerDown(x: point.x, y: point.y, timestamp: first.timestamp)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch, touches.contains(touch) else { return }
      let point = touch.location(in: self)
      try? pager.pointerMove(x: point.x, y: point.y, timestamp: touch.timestamp)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch, touches.contains(touch) else { return }
      let point = touch.location(in: self)
      try? pager.pointerUp(x: point.x, y: point.y, timestamp: touch.timestamp)
      self.touch = nil
      startFrames()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch, touches.contains(touch) else { return }
      try? pager.pointerCancel()
      self.touch = nil
      startFrames()
    }

    // MARK: Keys

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      var passedOn = Set<UIPress>()
      for press in presses {
        // A key the pager does not take, or one with nowhere to go, goes up the chain.
        guard let key = press.key.flatMap({ Self.pagerKey(for: $0.keyCode) }),
          pager.destination(for: key) != nil
        else {
          passedOn.insert(press)
          continue
        }
        try? pager.press(key)
        startFrames()
      }
      if !passedOn.isEmpty { super.pressesBegan(passedOn, with: event) }
    }

    static func pagerKey(for usage: UIKeyboardHIDUsage) -> PagerKey? {
      switch usage {
      case .keyboardLeftArrow: .left
      case .keyboardRightArrow: .right
      case .keyboardUpArrow: .up
      case .keyboardDownArrow: .down
      case .keyboardHome: .first
      case .keyboardEnd: .last
      case .keyboardPageUp: .pageUp
      case .keyboardPageDown: .pageDown
      default: nil
      }
    }

    // MARK: Trackpad

    @objc private func scrolled(_ gesture: UIPanGestureRecognizer) {
      let phase: WheelEvent.Phase
      switch gesture.state {
      case .began: phase = .began
      case .changed: phase = .changed
      case .ended: phase = .ended
      case .cancelled, .failed: phase = .cancelled
      default: return
      }
      // The fingers' translation since the last call; the scroll's delta is its opposite.
      let moved = gesture.translation(in: self)
      gesture.setTranslation(.zero, in: self)
      let event = WheelEvent(
        deltaX: -moved.x, deltaY: -moved.y, unit: .points, phase: phase,
        timestamp: ProcessInfo.processInfo.systemUptime)
      try? pager.scrollWheel(event)
      startFrames()
    }

    // MARK: Time

    private func startFrames() {
      guard displayLink == nil, pager.phase == .settling else { return }
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      try? pager.advance(to: link.targetTimestamp)
      setNeedsLayout()  // layoutSubviews applies pager.livePages' placements
      if pager.phase != .settling {
        link.invalidate()
        displayLink = nil
      }
    }
  }
#else
  // Without UIKit: the calls the view makes, with the values UIKit would hand it.
  let pager = try Pager(
    source: ArrayPageSource(["Red", "Green", "Blue"]),
    configuration: PagerConfiguration(viewportLength: 375))
  var clock = 0.0
  @MainActor func settle() throws {
    while pager.phase != .idle {
      clock += 1.0 / 60
      try pager.advance(to: clock)
    }
  }

  // A finger: down, 6 points (within the touch slop: nothing moves), then a flick to the left.
  try pager.pointerDown(x: 300, y: 200, timestamp: 10.000)
  try pager.pointerMove(x: 294, y: 201, timestamp: 10.016)
  print("within the slop: \(pager.pointerPhase), offset \(pager.contentOffset)")
  try pager.pointerMove(x: 250, y: 203, timestamp: 10.033)
  try pager.pointerMove(x: 190, y: 204, timestamp: 10.050)
  try pager.pointerUp(x: 170, y: 204, timestamp: 10.060)
  try settle()
  print("after the flick: page \(pager.settledIndex)")

  // Keys: Home has somewhere to go; a second Home has not, and is passed on.
  for key in [PagerKey.first, .first] {
    if pager.destination(for: key) == nil {
      print("\(key): passed on to super")
    } else {
      try pager.press(key)
      try settle()
      print("\(key): page \(pager.settledIndex)")
    }
  }

  // A trackpad's swipe: the pan's began, changed and ended, its deltas the fingers' opposite.
  let deltas = [12.0, 30, 40, 30]
  for (step, delta) in deltas.enumerated() {
    let phase: WheelEvent.Phase = step == 0 ? .began : .changed
    try pager.scrollWheel(
      WheelEvent(deltaX: delta, phase: phase, timestamp: 20 + Double(step) / 60))
  }
  try pager.scrollWheel(WheelEvent(phase: .ended, timestamp: 20 + 4.0 / 60))
  try settle()
  print("after the trackpad's swipe: page \(pager.settledIndex)")
#endif
