/// Which value of a pager's geometry, configuration, source or strategy is out of range, and
/// the value it was: what ``PagerError/invalidConfiguration(_:)`` names.
///
/// Every value is finite (a NaN or an infinity throws ``PagerError/nonFiniteValue`` first).
/// Its ``description`` is one line that says which setting broke which rule:
///
/// ```swift
/// let issue = PagerConfigurationIssue.spacing(-4)
/// let line = issue.description  // "the spacing is -4.0; it must be 0 or more"
/// ```
public enum PagerConfigurationIssue: Sendable, Hashable, CustomStringConvertible {
  /// The viewport's length on the axis (``PagerConfiguration/viewportLength``) is `0` or less.
  case viewportLength(Double)
  /// An item's length is `0` or less.
  case itemLength(Double)
  /// An item is longer than the viewport.
  case itemLongerThanViewport(itemLength: Double, viewportLength: Double)
  /// The spacing between items is negative.
  case spacing(Double)
  /// The anchor's inset is negative.
  case anchorInset(Double)
  /// The anchor's inset is at or past the viewport's length: every resting item (the longest
  /// `itemLength` points long) would lie outside the viewport. Every layout, bounded or
  /// looping, refuses it; a smaller inset is accepted, even one that leaves part of an item
  /// off screen.
  case anchorInsetPastViewport(inset: Double, itemLength: Double, viewportLength: Double)
  /// ``PagerConfiguration/preloadCount`` is negative.
  case preloadCount(Int)
  /// ``PagerConfiguration/rubberBandCoefficient`` is negative.
  case rubberBandCoefficient(Double)
  /// ``PagerConfiguration/touchSlop`` is negative.
  case touchSlop(Double)
  /// ``PagerConfiguration/wheelStopsPerGesture`` is below one.
  case wheelStopsPerGesture(Int)
  /// The most page dots asked to be shown at once (``Pager/pageDots(maximumVisible:)``) is
  /// below one.
  case pageDotsWindow(Int)
  /// An end observer's distance from an end (``Pager/addEndObserver(within:pastEndBy:_:)``) is
  /// negative.
  case endDistance(Int)
  /// An end observer's overscroll past an end is negative.
  case endOverscroll(Double)
  /// A snap strategy's velocity threshold is negative.
  case velocityThreshold(Double)
  /// The paging rule's `maxItems` (see ``PagingSnap``) is below one.
  case maxItems(Int)
  /// The paging rule's positional threshold (see ``PagingSnap``) is not strictly between `0`
  /// and `1`.
  case positionalThreshold(Double)
  /// A deceleration rate is outside `0 < rate < 1`.
  case decelerationRate(Double)
  /// An auto-scroll interval is `0` or less.
  case autoScrollInterval(Double)
  /// A source with a count above ``PageBounds/reachableMagnitude`` (`reach`): a pager is not
  /// built or reloaded over it.
  case sourceCount(count: Int, reach: Int)
  /// A variable layout has `lengths` item lengths for a source of `items` items (or a strip
  /// of `lengths` items is laid over a source of `items`).
  case itemLengthsCount(lengths: Int, items: Int)
  /// A variable layout over a source without a count (it needs a length per item).
  case variableLayoutWithoutCount
  /// The content is too long to measure: its length, or the slots of its loop, overflow.
  case contentTooLong
  /// The duplicated-ends loop style for items that do not fill the viewport.
  case loopStyle
  /// A scroll-view bridge over a pager of full pages, or over a source without a count (it
  /// bridges an item layout, looping or bounded, over a source with a count).
  case bridgeNeedsItemLayout
  /// A timing a trace cannot describe (a custom curve) or that a trace does not give.
  case timing
  /// A value a trace written before errors named their setting did not name. A replay matches
  /// it against any invalid configuration.
  case unspecified

  /// One line: the setting, its value and the rule it broke.
  public var description: String {
    switch self {
    case .viewportLength(let value):
      "the viewport length (viewportLength) is \(value); it must be more than 0"
    case .itemLength(let value):
      "an item length is \(value); it must be more than 0"
    case .itemLongerThanViewport(let item, let viewport):
      "an item length is \(item); it must be at most the viewport length, \(viewport)"
    case .spacing(let value):
      "the spacing is \(value); it must be 0 or more"
    case .anchorInset(let value):
      "the anchor inset is \(value); it must be 0 or more"
    case .anchorInsetPastViewport(let inset, let item, let viewport):
      "the anchor inset \(inset) is at or past the viewport of length \(viewport): every item"
        + " (the longest \(item)) would rest outside it; it must be less than the viewport"
    case .preloadCount(let value):
      "the preload count is \(value); it must be 0 or more"
    case .rubberBandCoefficient(let value):
      "the rubber band coefficient is \(value); it must be 0 or more"
    case .touchSlop(let value):
      "the touch slop is \(value) points; it must be 0 or more"
    case .wheelStopsPerGesture(let value):
      "the wheel's stops per gesture are \(value); they must be 1 or more"
    case .pageDotsWindow(let value):
      "the page dots' window is \(value) dots; it must be 1 or more"
    case .endDistance(let value):
      "the distance from an end is \(value) pages; it must be 0 or more"
    case .endOverscroll(let value):
      "the overscroll past an end is \(value) points; it must be 0 or more"
    case .velocityThreshold(let value):
      "the velocity threshold is \(value); it must be 0 or more"
    case .maxItems(let value):
      "maxItems is \(value); it must be 1 or more"
    case .positionalThreshold(let value):
      "the positional threshold is \(value); it must be more than 0 and less than 1"
    case .decelerationRate(let value):
      "the deceleration rate is \(value); it must be more than 0 and less than 1"
    case .autoScrollInterval(let value):
      "the auto-scroll interval is \(value); it must be more than 0"
    case .sourceCount(let count, let reach):
      "the source has \(count) pages; a pager takes at most \(reach)"
    case .itemLengthsCount(let lengths, let items):
      "the layout has \(lengths) item lengths for \(items) items; it needs one per item"
    case .variableLayoutWithoutCount:
      "a variable layout needs a source with a count (one length per item)"
    case .contentTooLong:
      "the content is too long to measure"
    case .loopStyle:
      "the duplicated-ends loop needs items that fill the viewport"
    case .bridgeNeedsItemLayout:
      "a scroll-view bridge needs a pager with an item layout over a source with a count"
    case .timing:
      "the timing is a custom curve, or missing, and cannot be traced"
    case .unspecified:
      "a value out of its range (not named)"
    }
  }
}
