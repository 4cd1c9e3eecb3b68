package import PageKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The selection indicator of a tab bar: how it moves between tabs, how wide it is, what it does
/// past the ends, and how the host draws it.
///
/// The indicator's frame (``TabBarSnapshot/indicatorFrame``) is a pure function of the menu and
/// the pager state: at rest it sits exactly on the selected tab; in motion it moves between the
/// two tabs around the position (or straight between the two ends of a far jump) and stays within
/// the content extended by one virtual slot (a tab's width and the spacing) at each end. Pulled
/// past the first or last page of a bounded pager, or across a circular seam, it moves on into
/// the virtual slot beyond the edge tab, at most one slot.
///
/// The frame is the indicator's extent along the bar; the host draws the rest (thickness, shape,
/// corner radius). For a dot, use a `.fixed` width as long as the dot.
public struct TabIndicator: Sendable, Hashable {
  /// How the indicator's edges move between two tabs.
  public enum Interpolation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Both edges move linearly with the position.
    case linear
    /// The edge in front (in the direction of travel) moves ahead by `sin(fπ/2)` and the edge
    /// behind catches up by `1 − cos(fπ/2)`, so the indicator stretches and then contracts.
    case elastic
  }

  /// How wide the indicator is at rest on a tab.
  public enum Width: Sendable, Hashable {
    /// As wide as the tab.
    case tab
    /// As wide as the tab's measured content (the menu's `contentWidths`), centred on it.
    case content
    /// A fixed width in points, centred on the tab.
    case fixed(Double)
  }

  /// What the indicator does when a bounded pager is pulled past its first or last page.
  package enum Overscroll: String, Sendable, Hashable, Codable, CaseIterable {
    /// It moves on into the virtual slot beyond the edge tab, at most one slot.
    case virtualSlot
    /// It stays against the outer edge of the edge tab and shrinks (to nothing one page past).
    case compress
    /// It stays on the edge tab.
    case clamp
  }

  /// How the edges move between tabs.
  public let interpolation: Interpolation
  /// How wide the indicator is at rest.
  public let width: Width
  /// What happens past the ends of a bounded pager. A circular seam always uses the virtual
  /// slot.
  package let overscroll: Overscroll
  /// Trims and shapes the frame (insets along the bar, a dot).
  package let style: TabIndicatorStyle

  /// Creates an indicator.
  ///
  /// - Parameters:
  ///   - interpolation: How the edges move between tabs.
  ///   - width: How wide the indicator is at rest.
  /// - Throws: ``TabMenuError/nonFiniteValue`` or ``TabMenuError/negativeLength`` for a fixed
  ///   width that is NaN, infinite or negative.
  public init(interpolation: Interpolation = .linear, width: Width = .tab) throws(TabMenuError) {
    try self.init(
      interpolation: interpolation, width: width, overscroll: .virtualSlot, style: .underline)
  }

  /// Creates an indicator with an overscroll rule and a style.
  ///
  /// - Throws: ``TabMenuError/nonFiniteValue`` or ``TabMenuError/negativeLength`` for a fixed
  ///   width or a style value that is NaN, infinite or negative.
  package init(
    interpolation: Interpolation = .linear, width: Width = .tab,
    overscroll: Overscroll, style: TabIndicatorStyle = .underline
  ) throws(TabMenuError) {
    var values = style.values
    if case .fixed(let length) = width { values.append(length) }
    guard values.allSatisfy(\.isFinite) else { throw .nonFiniteValue }
    guard values.allSatisfy({ $0 >= 0 }) else { throw .negativeLength }
    self.init(unchecked: interpolation, width: width, overscroll: overscroll, style: style)
  }

  private init(
    unchecked interpolation: Interpolation, width: Width, overscroll: Overscroll,
    style: TabIndicatorStyle
  ) {
    self.interpolation = interpolation
    self.width = width
    self.overscroll = overscroll
    self.style = style
  }

  /// A linear, tab-wide indicator.
  public static let standard = TabIndicator(
    unchecked: .linear, width: .tab, overscroll: .virtualSlot, style: .underline)

  /// The indicator's extent along the bar, in content coordinates on screen.
  ///
  /// - Parameters:
  ///   - menu: The tab menu.
  ///   - pager: The pager state to follow.
  /// - Returns: The frame, or `nil` for an empty menu, a non-finite position, or a far motion
  ///   with a non-finite progress (keep drawing the previous frame).
  /// - Complexity: O(1).
  package func frame(in menu: TabMenu, for pager: TabPagerState) -> StripSpan? {
    guard let track = TabTrack(menu: menu, pager: pager) else { return nil }
    return menu.toScreen(logicalFrame(in: menu, track: track))
  }

  /// The frame at rest on `index`, in content coordinates on screen.
  ///
  /// - Parameters:
  ///   - menu: The tab menu.
  ///   - index: A tab index.
  /// - Returns: The frame, or `nil` when `index` is outside `0..<menu.count`.
  /// - Complexity: O(1).
  package func restingFrame(in menu: TabMenu, at index: Int) -> StripSpan? {
    guard index >= 0, index < menu.count else { return nil }
    return menu.toScreen(logicalFrame(in: menu, track: .rest(index)))
  }

  // MARK: Logical geometry

  func logicalFrame(in menu: TabMenu, track: TabTrack) -> StripSpan {
    let start = slot(menu, track.fromSlot)
    let end = slot(menu, track.toSlot)
    let raw: StripSpan
    if track.isOverscroll && overscroll != .virtualSlot {
      if overscroll == .clamp {
        raw = start
      } else {
        let length = start.length * (1 - track.progress)
        let origin = track.toSlot < track.fromSlot ? start.origin : start.end - length
        raw = StripSpan(origin: origin, length: length)
      }
    } else {
      raw = TabIndicator.interpolate(
        from: start, to: end, progress: track.progress, elastic: interpolation == .elastic)
    }
    return styled(raw)
  }

  private func slot(_ menu: TabMenu, _ index: Int) -> StripSpan {
    let tab = menu.logicalSlot(index)
    let length: Double
    switch width {
    case .tab: return tab
    case .content: length = menu.logicalSlotContentWidth(index)
    case .fixed(let fixed): length = fixed
    }
    return StripSpan(origin: tab.center - length / 2, length: length)
  }

  private func styled(_ frame: StripSpan) -> StripSpan {
    switch style.shape {
    case .dot:
      return StripSpan(origin: frame.center - style.thickness / 2, length: style.thickness)
    case .underline, .block:
      if style.leadingInset == 0 && style.trailingInset == 0 { return frame }
      let low = frame.origin + style.leadingInset
      let high = frame.end - style.trailingInset
      guard low <= high else {
        // Insets longer than the frame: a point inside it, dividing it as the insets do.
        let share = style.leadingInset / (style.leadingInset + style.trailingInset)
        return StripSpan(origin: frame.origin + frame.length * share, length: 0)
      }
      return StripSpan(origin: low, length: high - low)
    }
  }

  /// Interpolates between two frames; exact at both ends.
  static func interpolate(
    from start: StripSpan, to end: StripSpan, progress t: Double, elastic: Bool
  ) -> StripSpan {
    if t <= 0 { return start }
    if t >= 1 { return end }
    var lowT = t
    var highT = t
    if elastic {
      let angle = t * Double.pi / 2
      let ahead = sin(angle)
      let behind = 1 - cos(angle)
      let movingUp = end.origin + end.end >= start.origin + start.end
      lowT = movingUp ? behind : ahead
      highT = movingUp ? ahead : behind
    }
    let low = lerp(start.origin, end.origin, lowT)
    let high = lerp(start.end, end.end, highT)
    return StripSpan(origin: low, length: max(0, high - low))
  }

  static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a + (b - a) * t
  }
}
