public import PageKitCore

/// The layout of the tabs along a tab bar: each tab's frame in content coordinates, the content
/// length, and the lookups the indicator and the menu scrolling need every frame.
///
/// A menu is built for one bar length; build a new one when the bar is resized or the titles are
/// re-measured. Frames are in the bar's content coordinates on screen (origin 0 is the left or
/// top end of the content): a right-to-left horizontal menu is mirrored, so tab 0 is on the right.
///
/// ```swift
/// let menu = try TabMenu(
///   tabCount: 3, sizing: .intrinsic([64, 90, 72]), barLength: 320, spacing: 8,
///   leadingInset: 16, trailingInset: 16)
/// let frame = menu.frame(at: 1)  // StripSpan(origin: 88, length: 90)
/// ```
///
/// An empty menu (zero tabs) is a valid state: it has no frames, no indicator and no selection.
/// When the tabs are together narrower than the bar, the content is exactly the bar and the
/// alignment places them; when they are wider (or a single tab is wider than the bar), the
/// content is longer than the bar and scrolls.
public struct TabMenu: Sendable, Hashable {
  /// The logical positions of the tabs: uniform tabs need no per-tab storage.
  enum Storage: Sendable, Hashable {
    case uniform(first: Double, width: Double, stride: Double)
    case variable(origins: [Double], widths: [Double])
  }

  /// The number of tabs.
  public let count: Int
  /// How the tab widths were chosen.
  package let sizing: TabSizing
  /// The visible length of the bar, in points.
  public let barLength: Double
  /// The space between adjacent tabs, in points (before any `centerDistributed` gap).
  package let spacing: Double
  /// The space before the first tab, in points.
  package let leadingInset: Double
  /// The space after the last tab, in points.
  package let trailingInset: Double
  /// Where the tabs sit when they are narrower than the bar.
  package let alignment: TabAlignment
  /// The bar's axis.
  package let axis: Axis
  /// The reading direction; a horizontal right-to-left menu is mirrored.
  package let layoutDirection: LayoutDirection
  /// The length of the content: the tabs with their insets and spacing, or the bar length when
  /// they are shorter.
  public let contentLength: Double
  /// The length the tabs, spacing and insets take before alignment.
  package let naturalLength: Double

  let storage: Storage
  let contentWidths: [Double]?

  /// Creates a tab menu.
  ///
  /// - Parameters:
  ///   - tabCount: The number of tabs; zero builds an empty menu.
  ///   - sizing: How wide each tab is. `.intrinsic` needs exactly `tabCount` widths.
  ///   - barLength: The visible length of the bar, in points.
  ///   - spacing: The space between adjacent tabs, in points.
  ///   - leadingInset: The space before the first tab, in points.
  ///   - trailingInset: The space after the last tab, in points.
  ///   - alignment: Where the tabs sit when they are narrower than the bar.
  ///   - axis: The bar's axis; a vertical bar ignores `layoutDirection`.
  ///   - layoutDirection: The reading direction; right-to-left mirrors a horizontal bar.
  ///   - contentWidths: The measured width of each tab's content (its label), one per tab, used
  ///     by ``TabIndicator/Width/content``; each is capped at its tab's width. `nil` uses the
  ///     tab widths.
  /// - Throws: ``TabMenuError/nonFiniteValue`` for a NaN or infinite length (or a content length
  ///   that overflows), ``TabMenuError/negativeCount(_:)``, ``TabMenuError/negativeLength`` for a
  ///   negative width, spacing, inset or bar length,
  ///   ``TabMenuError/widthsCountMismatch(expected:actual:)`` when a per-tab array does not have
  ///   `tabCount` elements.
  /// - Complexity: O(1) for `.fixed` and `.equal` sizing, O(n) for `.intrinsic`.
  public init(
    tabCount: Int,
    sizing: TabSizing,
    barLength: Double,
    spacing: Double = 0,
    leadingInset: Double = 0,
    trailingInset: Double = 0,
    alignment: TabAlignment = .leading,
    axis: Axis = .horizontal,
    layoutDirection: LayoutDirection = .leftToRight,
    contentWidths: [Double]? = nil
  ) throws(TabMenuError) {
    var scalars = [barLength, spacing, leadingInset, trailingInset]
    if case .fixed(let width) = sizing { scalars.append(width) }
    let measured: [Double]
    if case .intrinsic(let widths) = sizing { measured = widths } else { measured = [] }
    let content = contentWidths ?? []
    guard scalars.allSatisfy(\.isFinite), measured.allSatisfy(\.isFinite),
      content.allSatisfy(\.isFinite)
    else { throw .nonFiniteValue }
    guard tabCount >= 0 else { throw .negativeCount(tabCount) }
    guard scalars.allSatisfy({ $0 >= 0 }), measured.allSatisfy({ $0 >= 0 }),
      content.allSatisfy({ $0 >= 0 })
    else { throw .negativeLength }
    if case .intrinsic = sizing, measured.count != tabCount {
      throw .widthsCountMismatch(expected: tabCount, actual: measured.count)
    }
    if let contentWidths, contentWidths.count != tabCount {
      throw .widthsCountMismatch(expected: tabCount, actual: contentWidths.count)
    }

    let gaps = Double(max(tabCount - 1, 0)) * spacing
    let uniformWidth: Double?
    let tabsLength: Double
    switch sizing {
    case .fixed(let width):
      uniformWidth = width
      tabsLength = width * Double(tabCount)
    case .equal:
      let share =
        tabCount > 0 ? (barLength - leadingInset - trailingInset - gaps) / Double(tabCount) : 0
      uniformWidth = max(0, share)
      tabsLength = max(0, share) * Double(tabCount)
    case .intrinsic(let widths):
      uniformWidth = nil
      tabsLength = widths.reduce(0, +)
    }
    let natural = leadingInset + tabsLength + gaps + trailingInset
    guard natural.isFinite else { throw .nonFiniteValue }

    let extra = tabCount > 0 ? max(0, barLength - natural) : 0
    var shift = 0.0
    var gap = 0.0
    switch alignment {
    case .leading: break
    case .center: shift = extra / 2
    case .trailing: shift = extra
    case .centerDistributed:
      gap = extra / Double(tabCount + 1)
      shift = gap
    }
    let first = leadingInset + shift
    if let uniformWidth {
      storage = .uniform(first: first, width: uniformWidth, stride: uniformWidth + spacing + gap)
    } else {
      var origins: [Double] = []
      origins.reserveCapacity(tabCount)
      var cursor = first
      for width in measured {
        origins.append(cursor)
        cursor += width + spacing + gap
      }
      storage = .variable(origins: origins, widths: measured)
    }

    self.count = tabCount
    self.sizing = sizing
    self.barLength = barLength
    self.spacing = spacing
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.alignment = alignment
    self.axis = axis
    self.layoutDirection = layoutDirection
    self.naturalLength = natural
    self.contentLength = max(natural, barLength)
    self.contentWidths = contentWidths
  }

  /// Whether there are no tabs.
  package var isEmpty: Bool { count == 0 }

  /// Whether the content is longer than the bar, so that the bar scrolls.
  public var isScrollable: Bool { contentLength > barLength }

  /// Whether screen coordinates run against the logical order (horizontal right-to-left).
  package var isMirrored: Bool { layoutDirection.screenSign(on: axis) < 0 }

  /// The largest content offset in the ordinary scroll range `0...maxOffset`.
  public var maxOffset: Double { max(0, contentLength - barLength) }

  /// The frame of the tab at `index`, in content coordinates on screen.
  ///
  /// - Parameter index: A tab index.
  /// - Returns: The frame, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1).
  public func frame(at index: Int) -> StripSpan? {
    guard index >= 0, index < count else { return nil }
    return toScreen(logicalFrame(index))
  }

  /// The width of the content of the tab at `index`: the measured content width, capped at the
  /// tab width, or the tab width when none was measured.
  ///
  /// - Parameter index: A tab index.
  /// - Returns: The width, or `nil` when `index` is outside `0..<count`.
  /// - Complexity: O(1).
  package func contentWidth(at index: Int) -> Double? {
    guard index >= 0, index < count else { return nil }
    return logicalContentWidth(index)
  }

  /// The tab under `offset`, a point in content coordinates on screen.
  ///
  /// A boundary and the spacing after a tab (in reading order) belong to the following tab; a
  /// point before the first tab or after the last one gives the first or last tab.
  ///
  /// - Parameter offset: A point along the bar, in content coordinates.
  /// - Returns: The tab index, or `nil` for an empty menu or a non-finite offset.
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths.
  public func index(at offset: Double) -> Int? {
    guard count > 0, offset.isFinite else { return nil }
    let logical = isMirrored ? contentLength - offset : offset
    return min(countEnds(atOrBefore: logical), count - 1)
  }

  /// The tabs that intersect the bar when it shows the content from `offset`.
  ///
  /// - Parameter offset: The bar's content offset on screen.
  /// - Returns: The range of visible tab indices; empty for an empty menu, a non-finite offset or
  ///   an offset that shows no tab.
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths.
  package func visibleTabs(offset: Double) -> Range<Int> {
    guard count > 0, offset.isFinite else { return 0..<0 }
    let low = isMirrored ? contentLength - offset - barLength : offset
    let high = low + barLength
    let lower = countEnds(atOrBefore: low)
    let upper = countOrigins(before: high)
    return lower < upper ? lower..<upper : lower..<lower
  }

  /// The extra space a host must add at each end of its scroll view so that
  /// ``TabScrollMode/centered`` can centre the first and the last tab, on the screen's edges:
  /// `minEdge` on the left (or top), `maxEdge` on the right (or bottom), already mirrored for a
  /// right-to-left bar.
  ///
  /// - Complexity: O(1).
  public var centeringInsets: (minEdge: Double, maxEdge: Double) {
    let insets = centering
    return (insets.minEdge, insets.maxEdge)
  }

  /// The centering insets, logical and on screen.
  var centering: CenteringInsets {
    guard count > 0 else { return CenteringInsets(leading: 0, trailing: 0, isMirrored: isMirrored) }
    let half = barLength / 2
    return CenteringInsets(
      leading: max(0, half - logicalFrame(0).center),
      trailing: max(0, half - (contentLength - logicalFrame(count - 1).center)),
      isMirrored: isMirrored)
  }

  /// The frame of a tab or of a virtual slot, in content coordinates on screen.
  ///
  /// Slot `-1` is the place a tab as wide as the first one would take before it (one tab width
  /// and the spacing beyond the edge); slot `count` is the same after the last tab. Indicators
  /// extrapolate into these slots across a circular seam and when overscrolling.
  ///
  /// - Parameter slot: A tab index, or `-1` or `count` for the virtual slots.
  /// - Returns: The frame, or `nil` for an empty menu or a slot outside `-1...count`.
  /// - Complexity: O(1).
  package func slotFrame(at slot: Int) -> StripSpan? {
    guard count > 0, slot >= -1, slot <= count else { return nil }
    return toScreen(logicalSlot(slot))
  }

  /// The span from the start of virtual slot `-1` to the end of virtual slot `count`, in content
  /// coordinates on screen: where an indicator of tab width always stays.
  ///
  /// - Returns: The extended span, or `nil` for an empty menu.
  /// - Complexity: O(1).
  package var extendedBounds: StripSpan? {
    guard count > 0 else { return nil }
    let low = logicalSlot(-1).origin
    let high = logicalSlot(count).end
    return toScreen(StripSpan(origin: low, length: high - low))
  }
}

// MARK: Logical geometry (reading order, before mirroring)

extension TabMenu {
  func logicalFrame(_ index: Int) -> StripSpan {
    switch storage {
    case .uniform(let first, let width, let stride):
      return StripSpan(origin: first + Double(index) * stride, length: width)
    case .variable(let origins, let widths):
      return StripSpan(origin: origins[index], length: widths[index])
    }
  }

  func logicalContentWidth(_ index: Int) -> Double {
    let width = logicalFrame(index).length
    guard let contentWidths else { return width }
    return min(contentWidths[index], width)
  }

  /// Slots `-1...count`; the caller guarantees `count > 0`.
  func logicalSlot(_ slot: Int) -> StripSpan {
    if slot < 0 {
      let edge = logicalFrame(0)
      return StripSpan(origin: edge.origin - edge.length - spacing, length: edge.length)
    }
    if slot >= count {
      let edge = logicalFrame(count - 1)
      return StripSpan(origin: edge.end + spacing, length: edge.length)
    }
    return logicalFrame(slot)
  }

  /// Content widths of slots `-1...count` (virtual slots copy their edge tab).
  func logicalSlotContentWidth(_ slot: Int) -> Double {
    logicalContentWidth(min(max(slot, 0), count - 1))
  }

  func toScreen(_ span: StripSpan) -> StripSpan {
    guard isMirrored else { return span }
    return StripSpan(origin: contentLength - span.end, length: span.length)
  }

  /// The number of tabs whose logical end is at or before `x`.
  func countEnds(atOrBefore x: Double) -> Int {
    switch storage {
    case .uniform(let first, let width, let stride):
      let end0 = first + width
      guard x >= end0 else { return 0 }
      guard stride > 0 else { return count }
      let steps = ((x - end0) / stride).rounded(.down)
      return steps >= Double(count - 1) ? count : Int(steps) + 1
    case .variable(let origins, let widths):
      return partition(count) { origins[$0] + widths[$0] > x }
    }
  }

  /// The number of tabs whose logical origin is strictly before `x`.
  func countOrigins(before x: Double) -> Int {
    switch storage {
    case .uniform(let first, _, let stride):
      guard x > first else { return 0 }
      guard stride > 0 else { return count }
      let steps = ((x - first) / stride).rounded(.up)
      return steps >= Double(count) ? count : Int(steps)
    case .variable(let origins, _):
      return partition(count) { origins[$0] >= x }
    }
  }

  /// The first index in `0..<count` for which the monotonic predicate holds (`count` if none).
  private func partition(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

/// Extra space at the two ends of a tab bar's content, logical and on screen.
struct CenteringInsets {
  /// Before the first tab (logical).
  var leading: Double
  /// After the last tab (logical).
  var trailing: Double
  /// Whether the leading edge is on the screen's maximum edge (right-to-left).
  var isMirrored: Bool

  /// The inset on the screen's minimum edge (left, or top).
  var minEdge: Double { isMirrored ? trailing : leading }

  /// The inset on the screen's maximum edge (right, or bottom).
  var maxEdge: Double { isMirrored ? leading : trailing }
}
