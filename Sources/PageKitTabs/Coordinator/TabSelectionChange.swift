public import PageKitCore

/// A change of the selected tab, reported once each time the pager's settled page changes.
///
/// The tabs are the pages' indices in the source current when the change is reported; a page
/// that is no longer in the source (a reload removed it) has no tab.
public struct TabSelectionChange<PageID: Hashable>: Hashable {
  /// The pager's change of settled page that caused this selection change.
  public var change: PageChange<PageID>

  /// Creates a selection change.
  ///
  /// - Parameter change: The pager's change of settled page.
  public init(change: PageChange<PageID>) {
    self.change = change
  }

  /// The tab selected before, or `nil` when there was none (the page is gone, or the bar was
  /// empty).
  public var fromTab: Int? { change.fromIndex }

  /// The tab selected now, or `nil` when the bar became empty.
  public var toTab: Int? { change.toIndex }

  /// What brought the change about: `.user` for a swipe, `.programmatic` for a tab tap or a
  /// command, `.dataReload` for a reload.
  public var cause: PageChangeCause { change.cause }
}

extension TabSelectionChange: Sendable where PageID: Sendable {}
