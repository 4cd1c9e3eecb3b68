/// The frame of a looping item layout: how many copies of the items a host scroll view's content
/// holds, where virtual item `0` lies in it, and the band the offset is recentred into by whole
/// cycles (``PagerItemGeometry`` draws the items; this says where the content ends).
///
/// Items have a uniform length and spacing. Slot `j` of the content starts at `j * stride`
/// (`stride = itemLength + spacing`); the content is `slotCount * stride - spacing` long. Slot `j`
/// shows the virtual item `j - leadingCopies`, whose logical index is its floor-modulo `count`,
/// computed on integers.
///
/// - A circular geometry with two or more items loops. When one item fills the viewport it uses
///   the duplicated-ends layout: the last item copied at the front and the first at the back
///   (`count + 2` slots). Otherwise it repeats whole cycles of the items, enough that recentering
///   keeps the viewport covered with ``recenterMargin`` points to spare on each side.
/// - Otherwise (not circular, fewer than 2 items) the content is a plain strip of the items.
/// - With no items the content is empty: ``contentLength`` is `0`, every offset is `0`, and
///   every query about an item answers `nil` or nothing.
///
/// All queries are O(1) and allocate nothing, so they can run every frame.
package struct LoopFrame: Sendable, Hashable {
  /// The smallest margin, in points, that a repeated-cycles loop keeps between the recentering
  /// band and each end of the content: a single frame may move this far without reaching an end.
  package static let minimumRecenterMargin: Double = 1000

  /// The number of logical items.
  package let count: Int
  /// Whether every item has one length (``itemLength``); a loop of variable lengths answers
  /// its items' places from the layout.
  package let isUniform: Bool
  /// The length of every item along the axis, in points (the longest, for variable lengths).
  package let itemLength: Double
  /// The space between adjacent items, in points.
  package let spacing: Double
  /// The viewport length along the axis, in points.
  package let viewportLength: Double
  /// Where a resting item sits in the viewport.
  package let anchor: SnapAnchor
  /// Whether the items were asked to loop (it loops only with two or more items).
  package let isCircular: Bool
  /// The loop style asked for.
  package let loopStyle: LoopStyle
  /// The content actually laid out.
  package let arrangement: Arrangement
  /// The number of item slots in the content, copies included.
  package let slotCount: Int
  /// The number of slots before the one that shows virtual item `0`.
  package let leadingCopies: Int
  /// Whether this is the loop of full pages (``init(pages:)``): no copies before the first
  /// cycle, a band around it.
  package let isPages: Bool
  /// The length of the whole content, in points.
  package let contentLength: Double
  /// The distance from one item's leading edge to the next one's: `itemLength + spacing` (the
  /// mean, `cycleLength / count`, for variable lengths).
  package let stride: Double
  /// The length of one cycle of the items: `count * stride` (loops only; `0` otherwise).
  package let cycleLength: Double
  /// The distance from the viewport's leading edge to a resting item's leading edge (uniform
  /// items; `0` for variable lengths, whose items each have their own).
  package let anchorPosition: Double
  /// How far, in points, a loop's recentering band stays from each end of the scrollable range:
  /// the largest distance one frame may move without reaching an end (`0` for a strip).
  package let recenterMargin: Double

  /// The lowest offset of the band inside which ``recentered(offset:)`` leaves offsets alone.
  let bandLower: Double
  /// The highest offset of that band.
  let bandUpper: Double
  /// The lowest offset of the one-cycle interval a recentered offset lands in.
  let landingLower: Double

  /// Creates a loop frame.
  ///
  /// - Parameters:
  ///   - count: The number of logical items (`0` is valid: an empty content).
  ///   - itemLength: The length of every item, in points: more than `0`, at most
  ///     `viewportLength`.
  ///   - spacing: The space between items, in points, `0` or more.
  ///   - viewportLength: The viewport length, in points, more than `0`.
  ///   - anchor: Where a resting item sits; insets are `0` or more and keep the item on screen.
  ///   - isCircular: Whether to loop (effective only with two or more items).
  ///   - loopStyle: Which looping content to use; ``LoopStyle/automatic`` by default.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite length, spacing
  ///   or inset; then ``PagerError/invalidConfiguration(_:)`` for a negative count, an
  ///   item or viewport length of zero or less, a negative spacing, an item longer than the
  ///   viewport, an inset that is negative or at or past the viewport, the
  ///   duplicated-ends style for items that do not fill the viewport, or content that would need
  ///   more than ``maximumSlots`` slots (2^48; 2^29 where `Int` is 32 bits).
  /// - Complexity: O(1).
  package init(
    count: Int, itemLength: Double, spacing: Double = 0, viewportLength: Double,
    anchor: SnapAnchor = .leading(0), isCircular: Bool = true, loopStyle: LoopStyle = .automatic
  ) throws(PagerError) {
    guard itemLength.isFinite, spacing.isFinite, viewportLength.isFinite, anchor.inset.isFinite
    else { throw .nonFiniteValue }
    let fillsViewport = itemLength == viewportLength
    guard viewportLength > 0 else { throw .invalidConfiguration(.viewportLength(viewportLength)) }
    try PagerConfigurationIssue.checkItem(itemLength, viewportLength: viewportLength)
    try PagerConfigurationIssue.checkSpacing(spacing, inset: anchor.inset)
    try PagerConfigurationIssue.checkAnchorInset(
      anchor.inset, longestItem: itemLength, viewportLength: viewportLength)
    guard count >= 0, Double(count) <= Self.maximumSlots else {
      throw .invalidConfiguration(.contentTooLong)
    }
    guard loopStyle != .duplicatedEnds || fillsViewport else {
      throw .invalidConfiguration(.loopStyle)
    }

    let stride = itemLength + spacing
    let anchorPosition =
      0
      - anchor.offset(
        for: StripSpan(origin: 0, length: itemLength), viewportLength: viewportLength)
    let loops = isCircular && count >= 2
    let arrangement: Arrangement
    let slots: Int
    let margin: Double
    let cycle = loops ? Double(count) * stride : 0
    if !loops {
      arrangement = .strip
      slots = count
      margin = 0
    } else if loopStyle == .duplicatedEnds || (loopStyle == .automatic && fillsViewport) {
      arrangement = .duplicatedEnds
      slots = count + 2
      margin = stride / 2
    } else {
      margin = Self.recenterMargin(viewportLength: viewportLength)
      let cycles = try Self.cycles(
        count: count, cycleLength: cycle, spacing: spacing, viewportLength: viewportLength,
        margin: margin)
      arrangement = .repeatedCycles(cycles)
      slots = cycles * count
    }
    guard Double(slots) <= Self.maximumSlots else { throw .invalidConfiguration(.contentTooLong) }

    self.count = count
    self.isUniform = true
    self.itemLength = itemLength
    self.spacing = spacing
    self.viewportLength = viewportLength
    self.anchor = anchor
    self.isCircular = isCircular
    self.loopStyle = loopStyle
    self.arrangement = arrangement
    self.slotCount = slots
    self.leadingCopies = arrangement == .duplicatedEnds ? 1 : 0
    self.isPages = false
    self.contentLength = slots > 0 ? Double(slots) * stride - spacing : 0
    self.stride = stride
    self.cycleLength = cycle
    self.anchorPosition = anchorPosition
    self.recenterMargin = margin
    let maxOffset = max(0, contentLength - viewportLength)
    self.bandLower = margin
    self.bandUpper = maxOffset - margin
    self.landingLower = loops ? (maxOffset - cycle) / 2 : 0
  }

  /// Creates the loop frame of items of variable lengths: whole cycles of them, enough that
  /// recentering keeps the viewport covered with ``recenterMargin`` points to spare on each
  /// side (virtual item `0` starts the content).
  ///
  /// - Parameters:
  ///   - count: The number of logical items (`0` is valid: an empty content).
  ///   - cycleLength: One cycle: the items' lengths plus one spacing each, in points.
  ///   - longestItem: The longest item's length, in points: at most `viewportLength`.
  ///   - spacing: The space between items, in points, `0` or more.
  ///   - viewportLength: The viewport length, in points, more than `0`.
  ///   - anchor: Where a resting item sits; its inset is less than the viewport.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite value; then
  ///   ``PagerError/invalidConfiguration(_:)`` for a bad geometry (as the uniform initializer) or
  ///   content that would need more than ``maximumSlots`` slots (2^48; 2^29 where `Int` is 32
  ///   bits).
  /// - Complexity: O(1).
  package init(
    count: Int, cycleLength: Double, longestItem: Double, spacing: Double,
    viewportLength: Double, anchor: SnapAnchor
  ) throws(PagerError) {
    guard cycleLength.isFinite, longestItem.isFinite, spacing.isFinite,
      viewportLength.isFinite, anchor.inset.isFinite
    else { throw .nonFiniteValue }
    guard viewportLength > 0 else { throw .invalidConfiguration(.viewportLength(viewportLength)) }
    guard longestItem <= viewportLength else {
      throw .invalidConfiguration(
        .itemLongerThanViewport(itemLength: longestItem, viewportLength: viewportLength))
    }
    try PagerConfigurationIssue.checkSpacing(spacing, inset: anchor.inset)
    try PagerConfigurationIssue.checkAnchorInset(
      anchor.inset, longestItem: longestItem, viewportLength: viewportLength)
    guard count >= 0, Double(count) <= Self.maximumSlots, count == 0 || cycleLength > 0 else {
      throw .invalidConfiguration(.contentTooLong)
    }
    let loops = count >= 2
    var cycles = 1
    var margin = 0.0
    if loops {
      margin = Self.recenterMargin(viewportLength: viewportLength)
      cycles = try Self.cycles(
        count: count, cycleLength: cycleLength, spacing: spacing,
        viewportLength: viewportLength, margin: margin)
    }
    self.count = count
    self.isUniform = false
    self.itemLength = longestItem
    self.spacing = spacing
    self.viewportLength = viewportLength
    self.anchor = anchor
    self.isCircular = true
    self.loopStyle = .repeatedCycles
    self.arrangement = loops ? .repeatedCycles(cycles) : .strip
    self.slotCount = loops ? cycles * count : count
    self.leadingCopies = 0
    self.isPages = false
    self.contentLength = loops ? Double(cycles) * cycleLength - spacing : 0
    self.stride = count > 0 ? cycleLength / Double(count) : 1
    self.cycleLength = loops ? cycleLength : 0
    self.anchorPosition = 0
    self.recenterMargin = margin
    let maxOffset = max(0, contentLength - viewportLength)
    self.bandLower = margin
    self.bandUpper = maxOffset - margin
    self.landingLower = loops ? (maxOffset - cycleLength) / 2 : 0
  }

  /// Creates the loop frame of `layout`'s items (one cycle of them): uniform items when
  /// `isUniform` (their length is the layout's longest), else variable lengths.
  ///
  /// - Throws: As the uniform and the variable initializers.
  /// - Complexity: O(1).
  /// The loop of `count` full pages (the geometry's pages: each item and the viewport one unit
  /// long, resting at `anchor`, in units of a page). No host scroll view draws full pages, so no
  /// copies are laid out before the first cycle: page 0 rests at coordinate `-anchorPosition`
  /// (`0` at `.leading(0)`), and the recentering band reaches half a page either side of the
  /// first cycle, so that the coordinate stays within a cycle of it and a position's fraction
  /// stays exact. A source that does not wrap
  /// (`isCircular` false) lays out a strip of its pages: full pages keep this frame whether
  /// their source wraps or not, so that a reload may switch looping on or off mid-motion.
  ///
  /// - Throws: `PagerError.invalidConfiguration` for a negative count or one past
  ///   ``maximumSlots``.
  package init(pages count: Int, isCircular: Bool, anchor: SnapAnchor = .leading(0))
    throws(PagerError)
  {
    let loops = isCircular && count >= 2
    guard count >= 0, !loops || Double(count) <= Self.maximumSlots else {
      throw .invalidConfiguration(.contentTooLong)
    }
    self.count = count
    self.isUniform = true
    self.itemLength = 1
    self.spacing = 0
    self.viewportLength = 1
    self.anchor = anchor
    self.isCircular = isCircular
    self.loopStyle = .duplicatedEnds
    self.arrangement = loops ? .duplicatedEnds : .strip
    self.slotCount = count
    self.leadingCopies = 0
    self.isPages = true
    self.contentLength = Double(count)
    self.stride = 1
    self.cycleLength = loops ? Double(count) : 0
    // The anchor moves every resting coordinate by the same amount (page 0 rests at
    // `-anchorPosition`): the band moves with it.
    let anchorPosition = -anchor.offset(
      for: StripSpan(origin: 0, length: 1), viewportLength: 1)
    self.anchorPosition = anchorPosition
    self.recenterMargin = loops ? 0.5 : 0
    self.bandLower = (loops ? -0.5 : 0) - anchorPosition
    self.bandUpper = (loops ? Double(count) - 0.5 : max(0, Double(count) - 1)) - anchorPosition
    self.landingLower = (loops ? -0.5 : 0) - anchorPosition
  }

  package init(
    layout: some StripLayout, isUniform: Bool, viewportLength: Double, anchor: SnapAnchor,
    isCircular: Bool = true, loopStyle: LoopStyle = .automatic, emptyItemLength: Double = 1
  ) throws(PagerError) {
    let count = max(layout.count, 0)
    if isUniform {
      try self.init(
        count: count, itemLength: count > 0 ? layout.maxItemLength : emptyItemLength,
        spacing: layout.spacing, viewportLength: viewportLength, anchor: anchor,
        isCircular: isCircular, loopStyle: loopStyle)
    } else {
      try self.init(
        count: count,
        cycleLength: layout.contentLength - layout.leadingInset - layout.trailingInset
          + layout.spacing,
        longestItem: layout.maxItemLength, spacing: layout.spacing,
        viewportLength: viewportLength, anchor: anchor)
    }
  }

  /// The loop frame of `layout`'s items with this frame's kind, anchor and options, in a
  /// viewport of `viewportLength` points.
  ///
  /// - Throws: As ``init(layout:isUniform:viewportLength:anchor:isCircular:loopStyle:emptyItemLength:)``.
  /// - Complexity: O(1).
  package func remade(for layout: some StripLayout, viewportLength: Double) throws(PagerError)
    -> LoopFrame
  {
    guard !isPages else {
      return try LoopFrame(pages: max(layout.count, 0), isCircular: isCircular, anchor: anchor)
    }
    return try LoopFrame(
      layout: layout, isUniform: isUniform, viewportLength: viewportLength, anchor: anchor,
      isCircular: isCircular, loopStyle: loopStyle, emptyItemLength: itemLength)
  }

  /// The margin a repeated-cycles loop keeps between its recentering band and each end of the
  /// content: a viewport, at least ``minimumRecenterMargin``.
  static func recenterMargin(viewportLength: Double) -> Double {
    max(viewportLength, minimumRecenterMargin)
  }

  /// The fewest whole cycles whose content leaves a recentering band at least one cycle wide:
  /// `cycles · cycleLength − spacing − viewportLength − 2 · margin ≥ cycleLength`.
  ///
  /// - Throws: ``PagerError/invalidConfiguration(_:)`` when they would need more than
  ///   ``maximumSlots`` slots (2^48; 2^29 where `Int` is 32 bits).
  static func cycles(
    count: Int, cycleLength: Double, spacing: Double, viewportLength: Double, margin: Double
  ) throws(PagerError) -> Int {
    let needed = 1 + ((spacing + viewportLength + 2 * margin) / cycleLength).rounded(.up)
    guard needed.isFinite, needed * Double(count) <= maximumSlots else {
      throw .invalidConfiguration(.contentTooLong)
    }
    var cycles = Int(needed)
    while Double(cycles) * cycleLength - spacing - viewportLength - 2 * margin < cycleLength {
      cycles += 1
    }
    return cycles
  }

  /// The largest supported number of slots of a loop's content: ``IntegerReach``'s (2^48
  /// where `Int` is 64 bits, 2^29 where it is 32, so that a count of slots is an `Int`).
  package static let maximumSlots = Double(IntegerReach.native.loopContentSlots)

  /// Whether the content loops: circular with two or more items.
  package var loops: Bool { arrangement.loops }

  /// The largest offset that keeps the viewport inside the content (`0` when the content is
  /// shorter than the viewport).
  package var maximumOffset: Double { max(0, contentLength - viewportLength) }
}
