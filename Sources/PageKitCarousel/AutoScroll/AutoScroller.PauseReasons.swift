extension AutoScroller {
  /// What the host knows that pauses auto-scrolling, beyond what the controller says itself.
  ///
  /// A finger on the controller (``/PageKitCore/PagerPhase/dragging``) and fewer than two pages
  /// pause it too; ``AutoScroller/advance(_:to:pausedBy:)`` reads those from the controller. The
  /// host passes the rest, as a set:
  ///
  /// ```swift
  /// var reasons: AutoScroller.PauseReasons = []
  /// if !isOnScreen { reasons.insert(.hidden) }
  /// if isReduceMotionEnabled { reasons.insert(.reduceMotion) }  // UIAccessibility's, on iOS
  /// if isVoiceOverRunning { reasons.insert(.screenReader) }
  /// scroller.advance(pager, to: timestamp, pausedBy: reasons)
  /// ```
  public struct PauseReasons: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits (unknown bits pause too).
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The controller is off screen, or its window or app is in the background.
    public static let hidden = PauseReasons(rawValue: 1 << 0)

    /// The system's Reduce Motion setting is on.
    public static let reduceMotion = PauseReasons(rawValue: 1 << 1)

    /// A screen reader (VoiceOver, TalkBack, Orca) is running.
    public static let screenReader = PauseReasons(rawValue: 1 << 2)
  }
}
