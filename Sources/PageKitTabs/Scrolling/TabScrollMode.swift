import PageKitCore

/// How the bar scrolls to follow the selection.
///
/// Every mode aligns the *focus frame* — the selected tab's frame, interpolated linearly between
/// the two tabs of the current motion (and into the virtual slots past the ends) — so the bar
/// moves continuously during a swipe; then the offset is clamped to the content: the ideal offset
/// of the interpolated frame, clamped (not an interpolation of two clamped offsets).
public enum TabScrollMode: Sendable, Hashable {
  /// The focus frame's centre at the bar's centre, always: the host adds
  /// ``TabMenu/centeringInsets`` to its content so that even the first and last tabs can be
  /// centred. The offset range is `-insets.minEdge ... maxOffset + insets.maxEdge`.
  case centered
  /// The focus frame centred where the content allows, clamped to `0...maxOffset`.
  case preferCentered
  /// The focus frame's leading edge `inset` points from the bar's leading edge.
  case leading(inset: Double)
  /// The focus frame's trailing edge `inset` points from the bar's trailing edge.
  case trailing(inset: Double)
  /// Scroll only when the focus frame is not fully in view, by the least amount that brings it
  /// in (its leading edge first when it is longer than the bar); otherwise keep the current
  /// offset.
  case visible

  /// The range of content offsets (on screen) this mode may use.
  ///
  /// - Parameter menu: The tab menu.
  /// - Returns: `0...maxOffset`, widened by the centering insets for ``centered``.
  /// - Complexity: O(1).
  package func offsetRange(in menu: TabMenu) -> ClosedRange<Double> {
    guard case .centered = self else { return 0...menu.maxOffset }
    let insets = menu.centering
    return -insets.minEdge...(menu.maxOffset + insets.maxEdge)
  }

  /// The bar's content offset (on screen) for a pager state.
  ///
  /// - Parameters:
  ///   - menu: The tab menu.
  ///   - pager: The pager state to follow.
  ///   - currentOffset: The bar's present content offset; only ``visible`` reads it. A
  ///     non-finite value counts as the start of the range.
  /// - Returns: The offset, within ``offsetRange(in:)``; `nil` for an empty menu, a non-finite
  ///   position or a far motion with a non-finite progress (keep the current offset).
  /// - Complexity: O(1).
  package func offset(in menu: TabMenu, for pager: TabPagerState, currentOffset: Double = 0)
    -> Double?
  {
    guard let track = TabTrack(menu: menu, pager: pager) else { return nil }
    return offset(
      in: menu, focus: TabScrollMode.focus(in: menu, track: track), current: currentOffset)
  }

  /// The linear frame of the selection along the track, in logical coordinates.
  static func focus(in menu: TabMenu, track: TabTrack) -> StripSpan {
    TabIndicator.interpolate(
      from: menu.logicalSlot(track.fromSlot), to: menu.logicalSlot(track.toSlot),
      progress: track.progress, elastic: false)
  }

  /// The screen offset aligning a logical focus frame.
  func offset(in menu: TabMenu, focus: StripSpan, current: Double) -> Double {
    let bar = menu.barLength
    let screenRange = offsetRange(in: menu)
    // Logical offsets run from the reading-order start; mirror the screen range into them.
    let span = menu.contentLength - bar
    let range: ClosedRange<Double> =
      menu.isMirrored
      ? (span - screenRange.upperBound)...(span - screenRange.lowerBound) : screenRange
    let ideal: Double
    switch self {
    case .centered, .preferCentered:
      ideal = focus.center - bar / 2
    case .leading(let inset):
      ideal = focus.origin - (inset.isFinite ? inset : 0)
    case .trailing(let inset):
      ideal = focus.end - bar + (inset.isFinite ? inset : 0)
    case .visible:
      let screenCurrent = current.isFinite ? current : screenRange.lowerBound
      let logicalCurrent = clamp(menu.isMirrored ? span - screenCurrent : screenCurrent, range)
      if focus.length > bar || focus.origin < logicalCurrent {
        ideal = focus.origin
      } else if focus.end > logicalCurrent + bar {
        ideal = focus.end - bar
      } else {
        ideal = logicalCurrent
      }
    }
    let logical = clamp(ideal, range)
    return menu.isMirrored ? span - logical : logical
  }

  private func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
