/// A page control's model: one dot per stop, the selected one, the emphasis moving between
/// two dots during a swipe, and a window of at most a chosen number of dots for a long source
/// with its edge dots shrunk where more stops lie beyond (as iOS's page control and Wear's page
/// indicator show). Read it from ``Pager/pageDots(maximumVisible:)`` after every frame.
///
/// Dots count stops, not items: the items at an end of an item layout that share one resting
/// offset (a run) are one dot, as they are one announcement ("Items 8–9 of 9"), and a strip no
/// longer than its viewport is one dot.
///
/// The collection holds the dots of ``window`` in reading order; each ``Dot`` tells where it
/// goes on screen (``Dot/screenIndex``, mirrored for a right-to-left horizontal pager), how big
/// it is (``Dot/scale``) and how selected (``Dot/selection``). It stores no dots: each is worked
/// out when it is read, so reading the dots allocates nothing.
///
/// ```swift
/// let dots = try pager.pageDots(maximumVisible: 7)
/// for dot in dots {
///   let x = Double(dot.screenIndex) * 16
///   drawDot(atX: x, diameter: 8 * dot.scale, emphasis: dot.selection)
/// }
/// ```
public struct PageDots: RandomAccessCollection, Sendable, Hashable {
  /// One dot of the window.
  public struct Dot: Sendable, Hashable {
    /// The stop it stands for, from `0`.
    public var stop: Int
    /// The source indices of the items resting at the stop: one item, or a run's.
    public var items: ClosedRange<Int>
    /// Its place in the window in reading order: `0` is the leading dot.
    public var windowIndex: Int
    /// Its place in the window on screen: from the left (or the top of a vertical pager);
    /// mirrored from ``windowIndex`` for a right-to-left horizontal pager.
    public var screenIndex: Int
    /// Its size relative to a full dot: `1`, or smaller at an edge of the window with more
    /// stops beyond it (the outermost dot `0.5`, the one inside it `0.75` in a window of five
    /// or more). The selected dot is full size.
    public var scale: Double
    /// How selected it is, from `0` to `1`: `1` at rest on its stop, shared with the next dot
    /// in proportion to the position between them during a swipe (across a loop's seam
    /// between the last and the first dot).
    public var selection: Double
    /// Whether it is the selected dot (``PageDots/selectedStop``).
    public var isSelected: Bool
    /// Its accessibility label: "Page 3 of 9", or "Items 8–9 of 9" for a run.
    public var announcement: PageAnnouncement
  }

  /// The number of stops: `0` for an empty pager or one over a source without a count.
  public let stopCount: Int
  /// The selected stop: the one the position is nearest (an exact half to the settled stop's
  /// side), and the settled item's stop at rest.
  public let selectedStop: Int
  /// The position in stops: exact at each stop, linear between two neighbouring stops (a run's
  /// inner items pass on the way), clamped to the stops past an end (a rubber band moves no
  /// dot); in a loop within `0..<stopCount`, continuous across the seam but for the wrap.
  public let progress: Double
  /// The stops the dots show: every stop when there are at most as many as the window allows;
  /// else that many, centred on the selected stop and clamped to the stops (in a loop too: the
  /// window moves from the end to the start when the selection crosses the seam).
  public let window: Range<Int>
  /// Whether the stops wrap (the pager ``Pager/loops``).
  public let loops: Bool
  /// The reading direction, and the axis it mirrors on.
  public let layoutDirection: LayoutDirection
  /// The pager's axis; a vertical pager's dots are not mirrored.
  public let axis: Axis
  /// The stops, by items.
  let stops: PagerStops

  /// The dots of a pager's stops.
  ///
  /// - Complexity: O(1).
  package init(
    stops: PagerStops, progress: Double, settledStop: Int, atRest: Bool, maximumVisible: Int,
    layoutDirection: LayoutDirection, axis: Axis
  ) {
    let count = stops.count
    self.stops = stops
    self.stopCount = count
    self.loops = stops.loops
    self.layoutDirection = layoutDirection
    self.axis = axis
    self.progress = progress
    let settled = Swift.min(Swift.max(settledStop, 0), Swift.max(count - 1, 0))
    let selected: Int
    if atRest || count == 0 {
      selected = settled
    } else {
      // The nearest stop; an exact half goes to the settled stop's side.
      let down = progress.rounded(.down)
      let fraction = progress - down
      let low = Int(down)
      let pastHalf = fraction > 0.5 || (fraction == 0.5 && settled > low)
      let nearest = pastHalf ? low + 1 : low
      selected = stops.loops ? (nearest == count ? 0 : nearest) : Swift.min(nearest, count - 1)
    }
    self.selectedStop = selected
    let visible = Swift.min(count, Swift.max(maximumVisible, 1))
    let start = Swift.min(Swift.max(selected - (visible - 1) / 2, 0), count - visible)
    self.window = start..<(start + visible)
  }

  // MARK: Collection

  /// The first dot's index, `0`.
  ///
  /// - Complexity: O(1).
  public var startIndex: Int { 0 }
  /// The number of dots shown: `window.count`.
  ///
  /// - Complexity: O(1).
  public var endIndex: Int { window.count }

  /// The dot at `position` in reading order (`0` is the leading dot of the window).
  ///
  /// A position outside the dots reads the nearest one (the first one of an empty pager: stop
  /// `0`, selection `0`), never a trap.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Dot {
    let windowIndex = Swift.min(Swift.max(position, 0), Swift.max(window.count - 1, 0))
    let stop = window.lowerBound + windowIndex
    let last = window.count - 1
    let mirrored = layoutDirection.screenSign(on: axis) < 0
    let items = stops.items(ofStop: stop)
    return Dot(
      stop: stop, items: items, windowIndex: windowIndex,
      screenIndex: mirrored ? last - windowIndex : windowIndex,
      scale: scale(atWindowIndex: windowIndex),
      selection: stopCount == 0 ? 0 : selection(of: stop),
      isSelected: stopCount > 0 && stop == selectedStop,
      announcement: PageAnnouncement(items: items, pageCount: stops.itemCount))
  }

  /// The announcement of the selected stop ("Page 2 of 5", "Items 8–9 of 9"), or `nil` without
  /// stops.
  ///
  /// - Complexity: O(1).
  public var selectedAnnouncement: PageAnnouncement? {
    guard stopCount > 0 else { return nil }
    return PageAnnouncement(items: stops.items(ofStop: selectedStop), pageCount: stops.itemCount)
  }

  /// How selected `stop` is: one less its distance from ``progress`` (across the seam in a
  /// loop), at least `0`.
  func selection(of stop: Int) -> Double {
    var distance = abs(progress - Double(stop))
    if loops { distance = Swift.min(distance, Double(stopCount) - distance) }
    return Swift.max(1 - distance, 0)
  }

  /// The size of the dot at `windowIndex`: smaller at an edge with more stops beyond it.
  func scale(atWindowIndex windowIndex: Int) -> Double {
    let count = window.count
    guard count >= 3 else { return 1 }
    let fromLeading = windowIndex
    let fromTrailing = count - 1 - windowIndex
    let moreBefore = window.lowerBound > 0
    let moreAfter = window.upperBound < stopCount
    func shrink(_ distance: Int) -> Double {
      if distance == 0 { return 0.5 }
      if distance == 1, count >= 5 { return 0.75 }
      return 1
    }
    let leading = moreBefore ? shrink(fromLeading) : 1
    let trailing = moreAfter ? shrink(fromTrailing) : 1
    return Swift.min(leading, trailing)
  }
}

extension PageDots: CustomStringConvertible {
  /// The dots in reading order, the selected one filled: `"○ ● ○ ·"` (a shrunk dot is `·`).
  ///
  /// - Complexity: O(d) for the d dots of the window.
  public var description: String {
    map { dot in dot.isSelected ? "●" : dot.scale < 1 ? "·" : "○" }.joined(separator: " ")
  }
}
