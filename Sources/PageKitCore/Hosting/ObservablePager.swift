#if canImport(Observation)
  public import Observation

  /// An `Observable` view of a ``Pager`` (or any ``PagingController``), so that SwiftUI views (or
  /// anything using `withObservationTracking`) update when the page state changes.
  ///
  /// The model observes the pager's events (it leaves the pager's delegate to you) and mirrors
  /// the state a view reads. Properties are written only when their value changes, so a view that
  /// reads ``settledIndex`` is not invalidated on every frame of a swipe; one that reads
  /// ``position`` is.
  ///
  /// ```swift
  /// let pager = try Pager(
  ///   source: ArrayPageSource(photos), configuration: PagerConfiguration(viewportLength: 390))
  /// let model = ObservablePager(pager)  // held by a view as `@State var model`
  /// // in a view: Text(model.announcement?.description ?? "")
  /// // in a display-link callback:
  /// try model.pager.advance(to: timestamp)
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable
  public final class ObservablePager<Controller: PagingController> {
    /// The pager (or other controller). Drive it directly: gestures, commands, time and reloads.
    @ObservationIgnored public let pager: Controller
    @ObservationIgnored private var token: PagerObserverToken?

    /// The pager's ``PagingController/currentIndex``.
    public private(set) var currentIndex: Int
    /// The pager's ``PagingController/targetIndex``.
    public private(set) var targetIndex: Int
    /// The pager's ``PagingController/settledIndex``.
    public private(set) var settledIndex: Int
    /// The pager's ``PagingController/position``.
    public private(set) var position: Double
    /// The pager's ``PagingController/phase``.
    public private(set) var phase: PagerPhase
    /// The pager's ``PagingController/count``.
    public private(set) var count: Int
    /// The announcement for the settled page ("Page 2 of 5"), as the pager's
    /// ``PagingController/accessibilityAnnouncement`` gives it; `nil` for an empty controller or
    /// one over a source without a count.
    public private(set) var announcement: PageAnnouncement?
    /// The most recent `didChangePage`, for views that react to page changes.
    public private(set) var lastChange: PageChange<Controller.PageID>?

    /// Wraps a pager and starts observing it.
    ///
    /// - Parameter pager: The pager to mirror.
    public init(_ pager: Controller) {
      self.pager = pager
      currentIndex = pager.currentIndex
      targetIndex = pager.targetIndex
      settledIndex = pager.settledIndex
      position = pager.position
      phase = pager.phase
      count = pager.count
      announcement = pager.accessibilityAnnouncement
      lastChange = nil
      token = pager.addEventObserver { [weak self] event in
        guard let self else { return }
        if case .didChangePage(let change) = event { lastChange = change }
        refresh()
      }
    }

    deinit {
      if let token { pager.removeEventObserver(token) }
    }

    /// Copies the pager's state into the observable properties, writing only those that changed.
    /// Called on every pager event; call it yourself after changes that emit none: a restore
    /// (`restore(_:)` announces nothing, even when it changes the settled page), and a reload that
    /// only inserts pages after the current one (it changes ``count``).
    ///
    /// - Complexity: O(1).
    public func refresh() {
      if currentIndex != pager.currentIndex { currentIndex = pager.currentIndex }
      if targetIndex != pager.targetIndex { targetIndex = pager.targetIndex }
      if settledIndex != pager.settledIndex { settledIndex = pager.settledIndex }
      if position != pager.position { position = pager.position }
      if phase != pager.phase { phase = pager.phase }
      if count != pager.count { count = pager.count }
      let newAnnouncement = pager.accessibilityAnnouncement
      if announcement != newAnnouncement { announcement = newAnnouncement }
    }
  }
#endif
