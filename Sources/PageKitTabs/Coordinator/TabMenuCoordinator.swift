public import PageKitCore

/// Binds a tab bar to a ``/PageKitCore/Pager``: taps scroll the pager, the indicator follows it,
/// and the selection is reported once per change of the settled page.
///
/// ```swift
/// let pager = try Pager(
///   source: ArrayPageSource(titles, id: \.self).circular(),
///   configuration: PagerConfiguration(viewportLength: 390))
/// let menu = try TabMenu(tabCount: titles.count, sizing: .equal, barLength: 390)
/// let tabs = try TabMenuCoordinator(pager: pager, menu: menu)
/// tabs.onSelectionChange = { change in selected = change.toIndex }
///
/// try tabs.selectTab(2)                 // a tap: forward, because tab 2 is after tab 0
/// try pager.advance(to: timestamp)      // every frame, then:
/// if let snapshot = tabs.snapshot() { draw(snapshot.indicatorFrame, snapshot.menuOffset) }
/// ```
///
/// - **The indicator never lies.** It follows what the pager draws — the two pages its position
///   lies between and how far along — never data-source calls, never an announced intent alone:
///   a cancelled swipe brings it back exactly, a swipe across a circular seam slides it into the
///   virtual slot beside the edge, and at rest it sits exactly on the settled page's tab.
/// - **Far jumps.** While the pager crosses a far jump's splice (a tap, `scroll(to:)`, an
///   auto-scroller), the indicator moves straight from the old tab to the new one, without
///   passing over or lighting the tabs between. It goes on doing so when the jump is retargeted
///   (it continues from where it is drawn, toward the page the pager now shows next) or grabbed
///   (a finger moves it back and forth on the same straight line), and a far tap during any
///   motion starts from where the indicator is drawn: it never steps or runs back.
/// - **Taps.** A tap scrolls in the bar's order (a tab after the pager's target means forward),
///   also over a circular pager, with cause `.programmatic`. Tapping the tab the pager is on or
///   heading to does nothing. A tap during a drag throws
///   ``TabMenuError/dragInProgress`` and changes nothing: the finger wins.
/// - **Selection.** ``onSelectionChange`` fires exactly once each time the settled page's identity
///   changes: swipes, taps, commands and reloads alike; never for a cancelled swipe. An index
///   shift of the same page (a reload that inserts before it) is not a selection change.
/// - **Data.** Reload through ``reload(_:menu:)``, which checks the new titles against the new
///   pages and keeps the selected page by identity. A pager reloaded behind the coordinator's
///   back to another count gives no snapshot until the bar is replaced.
///
/// The coordinator is generic over the controller it drives, so one alias names the pager, the
/// coordinator and the observable models (`TabMenuCoordinator<MyPager>`). It follows the
/// controller's ``/PageKitCore/PagingController/drawnSegment``: a ``/PageKitCore/Pager``'s drawn
/// strip, for every layout, as described above. A controller of your own that keeps the
/// protocol's default is followed by its position alone: between neighbours exactly as a pager
/// (ties go to the settled page's side), while a far jump moves the indicator along the
/// position, over the tabs in between, as that controller's position runs.
///
/// The coordinator watches the controller with an event observer, leaving its delegate to the
/// host. Like the pager, it is not `Sendable`: use it from the pager's isolation domain.
public final class TabMenuCoordinator<Controller: PagingController> {
  /// The pager the bar follows.
  public let pager: Controller

  /// The bar's description: menu, indicator and scrolling.
  @usableFromInline package private(set) var bar: TabBar

  /// The tabs' layout, one tab per page. Replace it with ``setMenu(_:)``, ``setBarLength(_:)``
  /// or ``reload(_:menu:)``.
  public var menu: TabMenu { bar.menu }

  /// The indicator: its interpolation between tabs and its width. Takes effect at the next
  /// ``snapshot(currentOffset:)``.
  public var indicator: TabIndicator {
    get { bar.indicator }
    set { bar.indicator = newValue }
  }

  /// How the bar scrolls to follow the selection. Takes effect at the next
  /// ``snapshot(currentOffset:)``.
  public var scrolling: TabScrollMode {
    get { bar.scrolling }
    set { bar.scrolling = newValue }
  }

  /// Called once for each change of the selected tab, after the pager's delegate and observers
  /// added before the coordinator, with the pager's change: its `fromIndex` and `toIndex` are the
  /// tabs (`nil` for a page a reload removed, or an empty bar), its `cause` is `.user` for a
  /// swipe, `.programmatic` for a tap or a command and `.dataReload` for a reload.
  public var onSelectionChange: ((PageChange<Controller.PageID>) -> Void)?

  /// The menu offset of the latest snapshot: the bar's offset when the host applies snapshots.
  @usableFromInline package private(set) var menuOffset: Double = 0

  private var token: PagerObserverToken?

  /// Binds a tab bar to a pager.
  ///
  /// - Parameters:
  ///   - pager: The pager (or any paging controller); the coordinator adds an event observer to
  ///     it and removes it when released.
  ///   - menu: The tabs' layout, with one tab per page.
  ///   - indicator: The indicator (default ``TabIndicator/standard``: linear, as wide as the
  ///     tab).
  ///   - scrolling: How the bar follows the selection (default
  ///     ``TabScrollMode/preferCentered``).
  /// - Throws: ``TabMenuError/unboundedPager`` for a pager over a source without a count;
  ///   ``TabMenuError/countMismatch(tabs:pages:)`` when the menu's tab count is not the pager's
  ///   page count.
  /// - Complexity: O(1).
  public convenience init(
    pager: Controller, menu: TabMenu, indicator: TabIndicator = .standard,
    scrolling: TabScrollMode = .preferCentered
  ) throws(TabMenuError) {
    try self.init(
      pager: pager, bar: TabBar(menu: menu, indicator: indicator, scrolling: scrolling))
  }

  /// Binds a bar description to a pager: the designated initializer behind
  /// ``init(pager:menu:indicator:scrolling:)``.
  package init(pager: Controller, bar: TabBar) throws(TabMenuError) {
    guard pager.bounds.isCounted else { throw .unboundedPager }
    guard bar.menu.count == pager.count else {
      throw .countMismatch(tabs: bar.menu.count, pages: pager.count)
    }
    self.pager = pager
    self.bar = bar
    self.token = pager.addEventObserver { [weak self] event in self?.handle(event) }
  }

  deinit {
    if let token { pager.removeEventObserver(token) }
  }

  // MARK: State

  /// The selected tab: the pager's settled page, or `nil` for an empty bar. It changes only at
  /// rest; ``TabBarSnapshot/selectedTab`` is the tab highlighted during a motion.
  public var selectedTab: Int? { pager.isEmpty ? nil : pager.settledIndex }

  /// The pager's state as the bar follows it: what the pager draws, read from the two pages its
  /// position lies between on its drawn strip.
  ///
  /// Between neighbours it is the pager's position, with the page the motion comes from as the
  /// motion's origin (for ties and the elastic indicator's leading edge), so swipes, seams and
  /// overscroll follow the position. Across a far jump's splice it is a far move straight from
  /// the page on the side the motion comes from to the page across the splice, by the fraction
  /// of the way covered, with the position on the straight line between their tabs — also after
  /// a retarget or a re-grab, which keep the pages on screen where they are.
  ///
  /// - Complexity: O(1).
  @inlinable package var pagerState: TabPagerState {
    let isCircular = pager.loops
    guard pager.phase != .idle, !pager.isEmpty else {
      return TabPagerState(position: pager.position, isCircular: isCircular)
    }
    return Self.state(
      position: pager.position, isCircular: isCircular, segment: pager.drawnSegment)
  }

  /// The state of a moving pager from the segment of its drawn strip at its position.
  @usableFromInline static func state(
    position: Double, isCircular: Bool, segment: PagerDrawnSegment
  ) -> TabPagerState {
    let origin = segment.origin.index
    guard segment.isSplice else {
      return TabPagerState(
        position: position, isCircular: isCircular,
        motion: TabMotion(origin: origin, destination: origin, progress: 0))
    }
    let destination = segment.destination.index
    let progress = segment.progress
    // Straight along the bar, which is linear even over a circular pager: the direction is the
    // bar's order, so two tabs more than one apart always make a far move.
    return TabPagerState(
      position: Double(origin) + Double(destination - origin) * progress, isCircular: isCircular,
      motion: TabMotion(
        origin: origin, destination: destination, progress: progress,
        direction: destination > origin ? .forward : .reverse))
  }

  /// Everything to draw for the pager's current state; call it every frame after
  /// `pager.advance(to:)`.
  ///
  /// - Parameter currentOffset: The bar's present content offset (read by
  ///   ``TabScrollMode/visible``); `nil` uses the offset of the latest snapshot.
  /// - Returns: The snapshot, or `nil` when there is nothing to draw: an empty bar, a pager whose
  ///   count no longer matches the menu (reloaded behind the coordinator's back), or a non-finite
  ///   state. Keep the previous one.
  /// - Complexity: O(1) for uniform tabs, O(log n) for intrinsic widths; allocates nothing.
  @inlinable public func snapshot(currentOffset: Double? = nil) -> TabBarSnapshot? {
    guard bar.menu.count == pager.count else { return nil }
    let result = bar.snapshot(for: pagerState, currentOffset: currentOffset ?? menuOffset)
    if let result { menuOffset = result.menuOffset }
    return result
  }

  // MARK: Taps

  /// Scrolls the pager to the page of a tapped tab, in the direction of the bar's order.
  ///
  /// The base is the pager's target (where it is heading while it settles): a tab after it means
  /// forward, before it reverse — also for a circular pager, which then takes the path in that
  /// direction. Tapping the settled tab during a motion goes back the way the motion came (the
  /// pager's retarget rule). The change is announced with cause `.programmatic`.
  ///
  /// - Parameters:
  ///   - tab: The tapped tab.
  ///   - animated: Whether to animate with the pager's transition (default `true`).
  /// - Returns: `true` if the pager started moving (or moved), `false` for the tab the pager is on
  ///   or heading to (nothing happens, no event).
  /// - Throws: ``TabMenuError/countMismatch(tabs:pages:)`` when the pager's count no
  ///   longer matches the bar, ``TabMenuError/dragInProgress`` during a drag,
  ///   ``TabMenuError/tabOutOfRange(index:count:)``; nothing changes when it throws.
  /// - Complexity: O(1).
  @discardableResult
  public func selectTab(_ tab: Int, animated: Bool = true) throws(TabMenuError)
    -> Bool
  {
    let count = pager.count
    guard bar.menu.count == count else {
      throw .countMismatch(tabs: bar.menu.count, pages: count)
    }
    guard pager.phase != .dragging else { throw .dragInProgress }
    guard tab >= 0, tab < count else { throw .tabOutOfRange(index: tab, count: count) }
    let base = pager.targetIndex
    guard tab != base else { return false }
    let direction: PageDirection = tab > base ? .forward : .reverse
    do {
      try pager.scroll(to: tab, direction: direction, animated: animated)
    } catch {
      throw .pager(error)
    }
    return true
  }

  // MARK: Data and layout

  /// Replaces the pages and the tabs together, keeping the selected page by identity.
  ///
  /// The menu is installed first, so observers of the reload's events already see a bar that
  /// matches the new pages. A selected page that was removed is replaced as the pager's reload
  /// rule says, and reported once with cause `.dataReload`.
  ///
  /// - Parameters:
  ///   - source: The new pages.
  ///   - menu: The new tabs (titled per page), one per page of `source`.
  /// - Throws: ``TabMenuError/unboundedPager`` for a source without a count;
  ///   ``TabMenuError/countMismatch(tabs:pages:)`` when `menu` does not have one tab per page;
  ///   ``TabMenuError/pager(_:)`` with ``/PageKitCore/PagerError/duplicatePageID(index:firstIndex:)``
  ///   when two pages of `source` share an identity; nothing changes when it throws.
  /// Available when the coordinator drives a ``/PageKitCore/Pager``. Over another controller,
  /// reload the controller, then install the new tabs with ``setMenu(_:)``: in between, the
  /// counts differ and ``snapshot(currentOffset:)`` returns `nil`.
  ///
  /// - Complexity: The pager's reload, plus O(1).
  public func reload<Source: PageSource, Transition: TransitionStrategy>(
    _ source: Source, menu: TabMenu
  ) throws(TabMenuError) where Controller == Pager<Source, Transition> {
    guard source.bounds.isCounted else { throw .unboundedPager }
    let pages = max(source.count, 0)
    guard menu.count == pages else { throw .countMismatch(tabs: menu.count, pages: pages) }
    let oldMenu = bar.menu
    bar.menu = menu
    do {
      try pager.reload(source)
    } catch {
      bar.menu = oldMenu
      throw .pager(error)
    }
  }

  /// Replaces the tabs (new titles or widths), keeping the indicator and the scrolling.
  ///
  /// - Parameter newMenu: The new tabs, one per page.
  /// - Throws: ``TabMenuError/countMismatch(tabs:pages:)``; nothing changes when it
  ///   throws.
  /// - Complexity: O(1).
  public func setMenu(_ newMenu: TabMenu) throws(TabMenuError) {
    guard newMenu.count == pager.count else {
      throw .countMismatch(tabs: newMenu.count, pages: pager.count)
    }
    bar.menu = newMenu
  }

  /// Resizes the bar (a rotation, a split-view change), keeping every other setting. The next
  /// snapshot clamps the menu offset to the new range.
  ///
  /// - Parameter length: The bar's new visible length, in points.
  /// - Throws: ``TabMenuError/nonFiniteValue`` or ``TabMenuError/negativeLength`` for a NaN,
  ///   infinite or negative length; nothing changes when it throws.
  /// - Complexity: O(1) for uniform tabs, O(n) for intrinsic widths.
  public func setBarLength(_ length: Double) throws(TabMenuError) {
    bar.menu = try bar.menu.resized(barLength: length)
  }

  // MARK: Events

  private func handle(_ event: PagerEvent<Controller.PageID>) {
    if case .didChangePage(let change) = event {
      onSelectionChange?(change)
    }
  }
}
