package import PageKitCore

/// A tab bar's fixed description — menu layout, indicator and scrolling — from which each frame's
/// ``TabBarSnapshot`` is computed.
///
/// A coordinator keeps one and feeds it the pager's state every frame. Hosts set the three parts
/// on ``TabMenuCoordinator``, or compute a frame with
/// ``TabMenu/snapshot(indicator:scrolling:pager:currentOffset:)``.
@usableFromInline package struct TabBar: Sendable, Hashable {
  /// The tab layout.
  @usableFromInline package var menu: TabMenu
  /// The indicator.
  package var indicator: TabIndicator
  /// How the bar follows the selection.
  package var scrolling: TabScrollMode

  /// Creates a tab bar description.
  ///
  /// - Parameters:
  ///   - menu: The tab layout.
  ///   - indicator: The indicator.
  ///   - scrolling: How the bar follows the selection.
  package init(
    menu: TabMenu, indicator: TabIndicator = .standard, scrolling: TabScrollMode = .preferCentered
  ) {
    self.menu = menu
    self.indicator = indicator
    self.scrolling = scrolling
  }

  /// Everything to draw for a pager state.
  ///
  /// - Parameters:
  ///   - pager: The pager state to follow.
  ///   - currentOffset: The bar's present content offset (read by ``TabScrollMode/visible``).
  /// - Returns: The snapshot, or `nil` when there is nothing new to draw (empty menu, non-finite
  ///   position or far-motion progress): keep the previous one.
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths.
  @usableFromInline package func snapshot(for pager: TabPagerState, currentOffset: Double = 0)
    -> TabBarSnapshot?
  {
    TabBarSnapshot(
      menu: menu, indicator: indicator, scrolling: scrolling, pager: pager,
      currentOffset: currentOffset)
  }

  /// The logical direction in which tapping a tab scrolls the pager: the bar's order, even for
  /// a circular pager (a tab after the selected one in reading order means forward).
  ///
  /// - Parameters:
  ///   - selected: The selected tab (the pager's target).
  ///   - tapped: The tapped tab.
  /// - Returns: The direction, or `nil` when the tabs are equal or either is out of range.
  /// - Complexity: O(1).
  package func tapDirection(from selected: Int, to tapped: Int) -> PageDirection? {
    let range = 0..<menu.count
    guard range.contains(selected), range.contains(tapped), selected != tapped else { return nil }
    return tapped > selected ? .forward : .reverse
  }
}
