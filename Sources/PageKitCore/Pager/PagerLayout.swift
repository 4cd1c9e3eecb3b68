/// How a ``Pager`` lays its items out along the axis: the length of each item and the spacing
/// between them, apart from the viewport's length (``PagerConfiguration/viewportLength``).
///
/// ```swift
/// // A peeking card pager: cards 80 % of a 375-point viewport, 12 points apart, centred.
/// let cards = try Pager(
///   source: ArrayPageSource(["a", "b", "c", "d"], id: \.self),
///   layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
///   configuration: PagerConfiguration(viewportLength: 375))
/// ```
///
/// - ``fullPage``: an item is the viewport (a page controller); the default.
/// - ``uniform(itemLength:spacing:)``: items of one length (a card pager, a shelf); the count is
///   the source's. Over a source without a count (a calendar of day cards) the items run as far
///   as the source's ``PageSource/bounds`` do, up to ``reachableItemMagnitude`` items from zero
///   where it has no end.
/// - ``variable(itemLengths:spacing:)``: one length per item (prefix sums; O(log n) lookups);
///   there must be as many lengths as the source has items, so the source must have a count.
///
/// Items may be at most as long as the viewport. With items shorter than the viewport, the
/// pager's ``Pager/anchor`` says where a resting item sits, and the scrollable range runs from
/// the first item at its anchor to the last (with `.leading(d)` or `.trailing(d)`, from item 0's
/// leading edge `d` points in to the last item's trailing edge `d` points before the end; with
/// `.center`, from the first item centred to the last). Items near an end that cannot reach the
/// anchor rest at the end of the range. A looping source takes the same anchors; every layout
/// refuses an inset at or past the viewport (``PagerConfigurationIssue/anchorInsetPastViewport(inset:itemLength:viewportLength:)``).
public enum PagerLayout: Sendable, Hashable {
  /// Every item is exactly the viewport, with no spacing: one page at a time. The pager's
  /// anchor applies as to `.uniform(itemLength: viewportLength, spacing: 0)` (with
  /// `.leading(20)`, the resting page sits 20 points in and the one before shows 20 points).
  case fullPage
  /// Items of one length (points, more than `0` and at most the viewport) with `spacing` points
  /// (`>= 0`) between neighbours.
  case uniform(itemLength: Double, spacing: Double = 0)
  /// Items of the given lengths (points, each more than `0` and at most the viewport), one per
  /// item of the source, with `spacing` points (`>= 0`) between neighbours. A source whose count
  /// changes behind the pager's back (noticed at the next call) keeps the lengths of the items
  /// that remain; items beyond the lengths given take the last one, until a
  /// ``Pager/reload(_:layout:)`` gives them their own.
  case variable(itemLengths: [Double], spacing: Double = 0)

  /// How far from zero a pager reaches over a source without an end in some direction, whatever
  /// its layout: 2^20 items or pages (1,048,576: a calendar of days reaches 2,800 years each
  /// way). The geometry counts its offsets from the first item reached, and this far out a
  /// position near item 0 stays exact to about 1e-10 (a content offset in points to a
  /// millionth of a point). A source with a count is taken up to
  /// ``PageBounds/reachableMagnitude`` pages.
  ///
  /// ```swift
  /// let days = try Pager(
  ///   source: UnboundedPageSource { day in "day \(day)" },
  ///   layout: .uniform(itemLength: 300, spacing: 12), anchor: .center,
  ///   configuration: PagerConfiguration(viewportLength: 375))
  /// try days.scroll(to: -365, animated: false)  // a year back
  /// ```
  ///
  /// - Complexity: O(1).
  public static var reachableItemMagnitude: Int { 1 << 20 }

  /// Whether an item is the viewport.
  ///
  /// - Complexity: O(1).
  public var isFullPage: Bool {
    if case .fullPage = self { return true }
    return false
  }
}

extension PagerLayout {
  /// Checks that every number of the layout and the anchor is finite: the first check of every
  /// construction and reload (before the configuration's and the layout's ranges).
  ///
  /// - Throws: ``PagerError/nonFiniteValue``.
  /// - Complexity: O(1), O(n) for a variable layout.
  package func checkFinite(anchor: SnapAnchor) throws(PagerError) {
    guard anchor.inset.isFinite else { throw .nonFiniteValue }
    switch self {
    case .fullPage:
      return
    case .uniform(let length, let spacing):
      guard length.isFinite, spacing.isFinite else { throw .nonFiniteValue }
    case .variable(let lengths, let spacing):
      guard spacing.isFinite, lengths.allSatisfy({ $0.isFinite }) else { throw .nonFiniteValue }
    }
  }

  /// The strip of `count` items this layout draws in a viewport of `viewportLength` points with
  /// its resting items at `anchor`: the insets make the scrollable range `0...maxOffset` run
  /// from the first item at the anchor to the last (see ``PagerLayout``). `nil` for
  /// ``fullPage``.
  ///
  /// - Throws: ``PagerError/nonFiniteValue`` for a non-finite length, spacing or inset;
  ///   ``PagerError/invalidConfiguration(_:)`` for an item length of `0` or less or longer
  ///   than the viewport, a negative spacing or inset, a variable layout whose number of
  ///   lengths is not `count`, or content too long to measure. In that order.
  /// - Complexity: O(1) for a uniform layout, O(n) for a variable one (its prefix sums).
  package func itemStrip(count: Int, viewportLength: Double, anchor: SnapAnchor)
    throws(PagerError) -> PagerItemStrip?
  {
    guard anchor.inset.isFinite else { throw .nonFiniteValue }
    switch self {
    case .fullPage:
      return nil
    case .uniform(let length, let spacing):
      guard length.isFinite, spacing.isFinite else { throw .nonFiniteValue }
      try PagerConfigurationIssue.checkItem(length, viewportLength: viewportLength)
      try PagerConfigurationIssue.checkSpacing(spacing, inset: anchor.inset)
      let insets = Self.insets(first: length, last: length, viewportLength, anchor)
      do {
        return .uniform(
          try UniformStrip(
            count: max(count, 0), itemLength: length, spacing: spacing,
            leadingInset: insets.leading, trailingInset: insets.trailing))
      } catch {
        throw .invalidConfiguration(.contentTooLong)
      }
    case .variable(let lengths, let spacing):
      guard spacing.isFinite, lengths.allSatisfy({ $0.isFinite }) else { throw .nonFiniteValue }
      for length in lengths {
        try PagerConfigurationIssue.checkItem(length, viewportLength: viewportLength)
      }
      try PagerConfigurationIssue.checkSpacing(spacing, inset: anchor.inset)
      guard lengths.count == max(count, 0) else {
        throw .invalidConfiguration(.itemLengthsCount(lengths: lengths.count, items: max(count, 0)))
      }
      let insets = Self.insets(
        first: lengths.first ?? 0, last: lengths.last ?? 0, viewportLength, anchor)
      do {
        return .variable(
          try VariableStrip(
            lengths: lengths, spacing: spacing, leadingInset: insets.leading,
            trailingInset: insets.trailing))
      } catch {
        throw .invalidConfiguration(.contentTooLong)
      }
    }
  }

  /// The content's insets that put the first and the last item at `anchor` at the ends of the
  /// scrollable range.
  private static func insets(
    first: Double, last: Double, _ viewportLength: Double, _ anchor: SnapAnchor
  ) -> (leading: Double, trailing: Double) {
    switch anchor {
    case .leading(let inset), .trailing(let inset):
      return (inset, inset)
    case .center:
      return (max((viewportLength - first) / 2, 0), max((viewportLength - last) / 2, 0))
    }
  }
}

/// The strip a ``Pager`` with an item layout draws: a ``UniformStrip`` or a ``VariableStrip``
/// with the insets its anchor needs, behind one concrete type (no existential on the frame
/// path).
package enum PagerItemStrip: StripLayout, Hashable {
  case uniform(UniformStrip)
  case variable(VariableStrip)

  package var count: Int {
    switch self {
    case .uniform(let strip): strip.count
    case .variable(let strip): strip.count
    }
  }

  package func span(at index: Int) -> StripSpan? {
    switch self {
    case .uniform(let strip): strip.span(at: index)
    case .variable(let strip): strip.span(at: index)
    }
  }

  package func index(at offset: Double) -> Int? {
    switch self {
    case .uniform(let strip): strip.index(at: offset)
    case .variable(let strip): strip.index(at: offset)
    }
  }

  package var contentLength: Double {
    switch self {
    case .uniform(let strip): strip.contentLength
    case .variable(let strip): strip.contentLength
    }
  }

  package var leadingInset: Double {
    switch self {
    case .uniform(let strip): strip.leadingInset
    case .variable(let strip): strip.leadingInset
    }
  }

  package var trailingInset: Double {
    switch self {
    case .uniform(let strip): strip.trailingInset
    case .variable(let strip): strip.trailingInset
    }
  }

  package var spacing: Double {
    switch self {
    case .uniform(let strip): strip.spacing
    case .variable(let strip): strip.spacing
    }
  }

  package var maxItemLength: Double {
    switch self {
    case .uniform(let strip): strip.maxItemLength
    case .variable(let strip): strip.maxItemLength
    }
  }

  /// Whether `other` lays out the same items (their count, lengths and spacing), whatever the
  /// insets that end the strip (a centred anchor's, which a new viewport moves): every item of
  /// one lies where the other's does, moved by the difference of their leading insets.
  ///
  /// - Complexity: O(1) for uniform items, O(n) for variable ones.
  package func hasSameItems(as other: PagerItemStrip) -> Bool {
    switch (self, other) {
    case (.uniform(let strip), .uniform(let otherStrip)):
      strip.count == otherStrip.count && strip.itemLength == otherStrip.itemLength
        && strip.spacing == otherStrip.spacing
    case (.variable(let strip), .variable(let otherStrip)):
      strip.lengths == otherStrip.lengths && strip.spacing == otherStrip.spacing
    default:
      false
    }
  }
}

/// A snap strategy as the engine asks it: boxed once, when the pager is built or its
/// ``Pager/snap`` changes, behind one non-generic entry point per strip the engine proposes on
/// (full pages' window of pages, an item layout's strip, a loop's window of it). So the engine's
/// path calls no protocol existential: each entry point is the strategy's own specialized
/// `target(for:)`, chosen when the box was made.
package final class SnapStrategyBox: Sendable {
  /// The strategy's ``SnapStrategy/glides``.
  package let glides: Bool
  private let onUniform: @Sendable (SnapProposal<UniformStrip>) -> SnapTarget
  private let onItems: @Sendable (SnapProposal<PagerItemStrip>) -> SnapTarget
  private let onLoopWindow: @Sendable (SnapProposal<LoopWindow<PagerItemStrip>>) -> SnapTarget

  /// Boxes `strategy`.
  ///
  /// - Complexity: O(1).
  package init<Strategy: SnapStrategy>(_ strategy: Strategy) {
    glides = strategy.glides
    onUniform = { strategy.target(for: $0) }
    onItems = { strategy.target(for: $0) }
    onLoopWindow = { strategy.target(for: $0) }
  }

  /// The strategy's target on a window of uniform items (full pages, a uniform loop's window).
  ///
  /// - Complexity: the strategy's.
  package func target(for proposal: SnapProposal<UniformStrip>) -> SnapTarget {
    onUniform(proposal)
  }

  /// The strategy's target on an item layout's strip.
  ///
  /// - Complexity: the strategy's.
  package func target(for proposal: SnapProposal<PagerItemStrip>) -> SnapTarget {
    onItems(proposal)
  }

  /// The strategy's target on a loop's window of an item layout's strip.
  ///
  /// - Complexity: the strategy's.
  package func target(for proposal: SnapProposal<LoopWindow<PagerItemStrip>>) -> SnapTarget {
    onLoopWindow(proposal)
  }
}
