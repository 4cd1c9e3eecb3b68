#if canImport(Observation)
  public import Observation
  public import PageKitCore

  /// An `Observable` view of a ``TabMenuCoordinator``, so that a SwiftUI tab bar updates as the
  /// pager moves: the frame to draw (indicator, menu offset, per-tab progress) and the selected tab.
  ///
  /// The model observes the pager's events (the pager's delegate and handler stay yours) and
  /// recomputes the snapshot on each. ``snapshot`` changes every frame of a swipe; ``selectedTab``
  /// only when the settled page changes, so a view reading only the selection is not invalidated
  /// by a swipe.
  ///
  /// ```swift
  /// let tabs = ObservableTabMenu(try TabMenuCoordinator(pager: pager, menu: menu))
  /// // held by a view as `@State var tabs`; in its body:
  /// // Capsule().frame(width: tabs.snapshot?.indicatorFrame.length)
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable
  public final class ObservableTabMenu<Controller: PagingController> {
    /// The coordinator. Send taps to it (``TabMenuCoordinator/selectTab(_:animated:)``).
    @ObservationIgnored public let coordinator: TabMenuCoordinator<Controller>
    @ObservationIgnored private var token: PagerObserverToken?

    /// Everything to draw for the pager's current state (`nil` while there is nothing to draw).
    public private(set) var snapshot: TabBarSnapshot?
    /// The selected tab: the pager's settled page (`nil` for an empty pager).
    public private(set) var selectedTab: Int?

    /// Wraps a coordinator and starts observing its pager.
    ///
    /// - Parameter coordinator: The coordinator to mirror.
    public init(_ coordinator: TabMenuCoordinator<Controller>) {
      self.coordinator = coordinator
      snapshot = coordinator.snapshot()
      selectedTab = coordinator.selectedTab
      token = coordinator.pager.addEventObserver { [weak self] _ in self?.refresh() }
    }

    deinit {
      if let token { coordinator.pager.removeEventObserver(token) }
    }

    /// Recomputes the observable state, writing only what changed. Called on every pager event;
    /// call it yourself after changing the indicator or the scrolling.
    ///
    /// - Complexity: O(1) for uniform tabs, O(log n) for measured widths.
    public func refresh() {
      let newSnapshot = coordinator.snapshot()
      if snapshot != newSnapshot { snapshot = newSnapshot }
      let newSelection = coordinator.selectedTab
      if selectedTab != newSelection { selectedTab = newSelection }
    }
  }
#endif
