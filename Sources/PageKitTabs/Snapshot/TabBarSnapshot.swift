public import PageKitCore

/// Everything a host draws for a tab bar in one frame, computed in one call from the pager state.
///
/// ```swift
/// let state = TabPagerState(position: pager.position, isCircular: true)
/// if let snapshot = menu.snapshot(pager: state, currentOffset: menuOffset) {
///   indicatorOrigin = snapshot.indicatorFrame.origin
///   copyOrigin = snapshot.indicatorCopyFrame?.origin  // across a circular seam
///   menuOffset = snapshot.menuOffset
///   for tab in snapshot.visibleTabs { highlight[tab] = snapshot.selectionProgress(of: tab) }
/// }
/// ```
///
/// All values come from one resolution of the pager state, so the indicator, the offset and the
/// selection always agree. Building a snapshot allocates nothing.
public struct TabBarSnapshot: Sendable, Hashable {
  /// The number of tabs.
  package let tabCount: Int
  /// The visually selected tab: the tab nearest the position, flipping only when the motion has
  /// gone strictly more than half way (an exact half stays with the tab the motion comes from).
  public let selectedTab: Int
  /// The indicator's extent along the bar, in content coordinates on screen.
  ///
  /// Across the seam of a circular pager it extrapolates into the virtual slot beside the end
  /// nearest the position, so at the swipe's half way it moves to the other end of the bar;
  /// ``indicatorCopyFrame`` is then where it was. Draw both.
  public let indicatorFrame: StripSpan
  /// The indicator's second copy while it straddles the seam of a circular pager, or `nil`.
  ///
  /// A swipe from the last tab to the first (or back) moves the indicator out past one end of
  /// the bar and in past the other: ``indicatorFrame`` is the part at the end nearest the
  /// position, this frame the same move drawn at the other end (in the virtual slot before the
  /// first tab while ``indicatorFrame`` is past the last, and the other way round), with the same
  /// progress. Draw the copy exactly as you draw the indicator (a second view, hidden while this
  /// is `nil`). Each end's copy moves on smoothly, never more than the swipe moves it in a frame;
  /// at the swipe's half way the two frames trade places, which draws the same picture.
  ///
  /// It is `nil` at rest, between two tabs inside the bar, past the end of a bounded pager, and
  /// during a far jump (which moves straight from tab to tab).
  public let indicatorCopyFrame: StripSpan?
  /// The selection's frame interpolated linearly between tabs: what the menu offset aligns.
  package let focusFrame: StripSpan
  /// The bar's content offset on screen: within `0...menu.maxOffset`, widened by the
  /// ``TabMenu/centeringInsets`` for ``TabScrollMode/centered``.
  public let menuOffset: Double
  /// The tabs visible at ``menuOffset``.
  public let visibleTabs: Range<Int>
  /// Whether the indicator sits exactly on ``selectedTab`` (not between tabs, not past an end).
  public let isAtRest: Bool

  let track: TabTrack

  /// Computes a snapshot, or fails for an empty menu, a non-finite position, or a far motion
  /// with a non-finite progress: keep drawing the previous snapshot.
  ///
  /// - Parameters:
  ///   - menu: The tab menu.
  ///   - indicator: The indicator.
  ///   - scrolling: How the bar follows the selection.
  ///   - pager: The pager state to follow.
  ///   - currentOffset: The bar's present content offset (read by ``TabScrollMode/visible``).
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths (visible range lookup).
  package init?(
    menu: TabMenu, indicator: TabIndicator = .standard,
    scrolling: TabScrollMode = .preferCentered, pager: TabPagerState, currentOffset: Double = 0
  ) {
    guard let track = TabTrack(menu: menu, pager: pager) else { return nil }
    let focus = TabScrollMode.focus(in: menu, track: track)
    let offset = scrolling.offset(in: menu, focus: focus, current: currentOffset)
    self.track = track
    self.tabCount = menu.count
    self.selectedTab = track.selectedTab
    self.indicatorFrame = menu.toScreen(indicator.logicalFrame(in: menu, track: track))
    self.indicatorCopyFrame = track.acrossSeam(count: menu.count).map {
      menu.toScreen(indicator.logicalFrame(in: menu, track: $0))
    }
    self.focusFrame = menu.toScreen(focus)
    self.menuOffset = offset
    self.visibleTabs = menu.visibleTabs(offset: offset)
    self.isAtRest = !track.isOverscroll && track.selectionProgress(of: track.selectedTab) == 1
  }

  /// The selection progress of a tab, for colour interpolation: 1 on the selected tab at rest,
  /// cross-fading between the two tabs of a motion (their progresses sum to 1), 0 elsewhere.
  ///
  /// - Parameter tab: A tab index.
  /// - Returns: A value in `0...1`; 0 for an index outside `0..<tabCount`.
  /// - Complexity: O(1).
  public func selectionProgress(of tab: Int) -> Double {
    guard tab >= 0, tab < tabCount else { return 0 }
    return track.selectionProgress(of: tab)
  }

  /// The two tabs taking part in the current motion (the same tab twice at rest): the one the
  /// indicator leaves and the one it approaches.
  package var transitionTabs: (from: Int, to: Int) { (track.fromTab, track.toTab) }

  /// Accessibility data for a tab.
  ///
  /// - Parameters:
  ///   - tab: A tab index.
  ///   - title: The tab's title, if the host has one.
  /// - Returns: The data, or `nil` for an index outside `0..<tabCount`.
  /// - Complexity: O(1).
  public func accessibility(for tab: Int, title: String? = nil) -> TabAccessibility? {
    guard tab >= 0, tab < tabCount else { return nil }
    return TabAccessibility(
      index: tab, count: tabCount, title: title, isSelected: tab == selectedTab)
  }
}

extension TabMenu {
  /// Everything to draw for a pager state, for a host that follows paging state of its own
  /// rather than through a ``TabMenuCoordinator``; call it every frame.
  ///
  /// ```swift
  /// if let snapshot = menu.snapshot(pager: state, currentOffset: menuOffset) {
  ///   draw(indicatorAt: snapshot.indicatorFrame, offset: snapshot.menuOffset)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - indicator: The indicator (default ``TabIndicator/standard``).
  ///   - scrolling: How the bar follows the selection (default
  ///     ``TabScrollMode/preferCentered``).
  ///   - pager: The pager state to follow.
  ///   - currentOffset: The bar's present content offset (read by ``TabScrollMode/visible``).
  /// - Returns: The snapshot, or `nil` when there is nothing new to draw (an empty menu, a
  ///   non-finite position or far-motion progress): keep the previous one.
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths; allocates nothing.
  public func snapshot(
    indicator: TabIndicator = .standard, scrolling: TabScrollMode = .preferCentered,
    pager: TabPagerState, currentOffset: Double = 0
  ) -> TabBarSnapshot? {
    TabBarSnapshot(
      menu: self, indicator: indicator, scrolling: scrolling, pager: pager,
      currentOffset: currentOffset)
  }
}
