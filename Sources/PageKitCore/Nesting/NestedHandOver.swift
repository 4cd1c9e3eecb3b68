/// When a child pager nested in a parent pager on the same axis hands a gesture over to its
/// parent (``NestedPagerCoordinator``).
public enum NestedHandOver: String, Sendable, Hashable, CaseIterable {
  /// Within the same gesture: the child takes the drag to its edge, the parent takes the rest,
  /// and a drag back returns the parent to the child's page before the child takes it again.
  case withinGesture
  /// Only on a new gesture: the child stops at its edge; a gesture that begins there and moves
  /// past it moves the parent.
  case onNewGesture
}

/// Which of two nested pagers a gesture moves (``NestedPagerCoordinator/driving``).
public enum NestedRole: String, Sendable, Hashable, CaseIterable {
  /// The outer pager.
  case parent
  /// The pager inside one of the parent's pages.
  case child
}
