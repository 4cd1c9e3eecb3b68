import PageKitCarousel
public import PageKitCore

/// The first-run tour: a plain (bounded) pager of tips that turns itself every four seconds,
/// pauses while the user drags or the screen is covered, and rewinds to the first tip after the
/// last.
public final class Onboarding {
  /// The tips, one page each.
  public let tips: [String]
  /// The pager.
  public let pager: Pager<ArrayPageSource<String, Int>, SlideTransition>
  /// Whether the tour is on screen (the host sets it from its view's lifecycle).
  public var isOnScreen = true
  /// Every tip the tour turned to by itself, in order.
  public private(set) var autoTurns: [String] = []
  private let scroller: AutoScroller
  private var token: PagerObserverToken?

  /// Creates the tour.
  ///
  /// - Parameters:
  ///   - tips: The tips.
  ///   - screenWidth: The screen's width, in points.
  /// - Throws: A `PagerError` for invalid input.
  public init(tips: [String], screenWidth: Double) throws {
    self.tips = tips
    pager = try Pager(
      source: ArrayPageSource(tips), configuration: PagerConfiguration(viewportLength: screenWidth))
    scroller = try AutoScroller(interval: 4, endBehavior: .rewind)
    token = pager.addEventObserver { [weak self] event in
      guard let self, case .didChangePage(let change) = event, change.cause == .autoScroll,
        let index = change.toIndex
      else { return }
      autoTurns.append(tips[index])
    }
  }

  /// One display frame: the pager first, then the auto-scroller reads it.
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Throws: `PagerError.nonFiniteValue` for a NaN or infinite timestamp.
  public func frame(at time: Double) throws {
    try pager.advance(to: time)
    scroller.advance(pager, to: time, pausedBy: isOnScreen ? [] : [.hidden])
  }
}
