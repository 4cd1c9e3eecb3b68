import PageKitCore

// The seeds' algorithms, written here from their descriptions (see Docs/Performance.md): they are
// the "before" that PageKit's numbers are compared with, on the same inputs and in the same
// process. They are written to be as fast as their approach allows (no intermediate arrays,
// identity comparison instead of a dynamic `isEqual`), so the ratios are conservative.

/// A page controller as the page-controller and pager-tab seeds write it: the pages in one
/// array, every "which page is this?" answered by a linear `firstIndex(of:)`.
struct SeedPageController<Page: Equatable> {
  /// Every page, made up front.
  let controllers: [Page]

  /// The index of the visible page, as the seeds' "did update page index" and tab-selection code
  /// find it.
  ///
  /// - Parameter page: The visible page.
  /// - Returns: Its index, or `nil`.
  /// - Complexity: O(n).
  func index(of page: Page) -> Int? {
    controllers.firstIndex(of: page)
  }

  /// The data source's "page before": find the page, step back.
  ///
  /// - Parameter page: A page.
  /// - Returns: The page before it, or `nil` at the start.
  /// - Complexity: O(n).
  func page(before page: Page) -> Page? {
    guard let index = controllers.firstIndex(of: page), index > 0 else { return nil }
    return controllers[index - 1]
  }

  /// The data source's "page after": find the page, step forward.
  ///
  /// - Parameter page: A page.
  /// - Returns: The page after it, or `nil` at the end.
  /// - Complexity: O(n).
  func page(after page: Page) -> Page? {
    guard let index = controllers.firstIndex(of: page), index + 1 < controllers.count else {
      return nil
    }
    return controllers[index + 1]
  }
}

/// Snapping as the snapping seed does it: every target asks the layout for the items in a
/// rectangle (a scan of every item's frame here) and picks among them.
struct SeedSnappingLayout {
  /// Every item's frame along the axis, computed once (a layout's cache).
  let frames: [StripSpan]
  /// The content length.
  let contentLength: Double
  /// The viewport length.
  let viewportLength: Double
  /// The leading padding the seed subtracts from every target (16).
  let padding: Double
  /// The seed's velocity threshold, 0.3 points per millisecond, in points per second.
  let velocityThreshold: Double

  /// Creates the seed's layout over `strip`.
  ///
  /// - Parameters:
  ///   - strip: The items.
  ///   - viewportLength: The viewport length.
  ///   - padding: The leading padding.
  init<Strip: StripLayout>(strip: Strip, viewportLength: Double, padding: Double) {
    frames = (0..<strip.count).compactMap { strip.span(at: $0) }
    contentLength = strip.contentLength
    self.viewportLength = viewportLength
    self.padding = padding
    velocityThreshold = 300
  }

  /// The seed's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  ///
  /// - Parameters:
  ///   - proposed: The proposed resting offset.
  ///   - velocity: The release velocity, points per second.
  ///   - current: The offset at release.
  /// - Returns: The target offset.
  /// - Complexity: O(n): every frame is visited.
  func target(proposed: Double, velocity: Double, current: Double) -> Double {
    if abs(velocity) <= velocityThreshold {
      let low = proposed
      let high = proposed + viewportLength
      if current + viewportLength + padding > contentLength {
        // Near the end: the item in the rectangle with the largest centre.
        var best: StripSpan?
        for frame in frames where frame.end > low && frame.origin < high {
          if best.map({ frame.center > $0.center }) ?? true { best = frame }
        }
        return (best?.origin ?? contentLength) - padding
      }
      var adjustment = Double.greatestFiniteMagnitude
      for frame in frames where frame.end > low && frame.origin < high {
        if abs(frame.origin - proposed) < abs(adjustment) { adjustment = frame.origin - proposed }
      }
      return proposed + adjustment - padding
    }
    if velocity > 0 {
      // The first item starting after the proposed offset.
      let low = proposed
      let high = proposed + viewportLength
      var best: StripSpan?
      for frame in frames where frame.end > low && frame.origin < high && frame.origin > proposed {
        if best.map({ frame.center < $0.center }) ?? true { best = frame }
      }
      return (best?.origin ?? 0) - padding
    }
    // The last item in the viewport before the proposed offset.
    let low = proposed - viewportLength
    let high = proposed
    var best: StripSpan?
    for frame in frames where frame.end > low && frame.origin < high {
      if best.map({ frame.center > $0.center }) ?? true { best = frame }
    }
    return (best?.origin ?? 0) - padding
  }
}
