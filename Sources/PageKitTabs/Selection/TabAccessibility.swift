/// What assistive technologies should say about one tab, as a structured value the host
/// localizes (for example "Tab 2 of 5, Recent, selected") and maps onto its platform: every tab
/// is a tab and a button; ``isSelected`` adds the selected trait.
public struct TabAccessibility: Sendable, Hashable {
  /// The tab's index, from 0.
  public var index: Int
  /// The number of tabs.
  public var count: Int
  /// The tab's title, if the host supplied one.
  public var title: String?
  /// Whether the tab is the visually selected one.
  public var isSelected: Bool

  /// Creates accessibility data.
  ///
  /// - Parameters:
  ///   - index: The tab's index, from 0.
  ///   - count: The number of tabs.
  ///   - title: The tab's title, if any.
  ///   - isSelected: Whether the tab is selected.
  package init(index: Int, count: Int, title: String? = nil, isSelected: Bool) {
    self.index = index
    self.count = count
    self.title = title
    self.isSelected = isSelected
  }

  /// The tab's position as people count, from 1: the "2" of "Tab 2 of 5".
  public var ordinal: Int { index + 1 }
}
